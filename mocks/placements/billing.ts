import { HttpResponse, type HttpHandler } from 'msw';

import { ERROR_CODE, LANGUAGE_CODE, type Lang } from '../../src/contract/common';
import { toApiDate } from '../../src/contract/dates';
import { formatCurrency, formatNumber } from '../../src/contract/formats';
import { monthKey, type YearMonth } from '../../src/contract/month';
import {
  BILLING_STATUS,
  invoicePrerequisites,
  PLACEMENT_PATHS,
  PLACEMENT_TYPE_MANDATE,
  REPORT_API_ERROR,
  BILLING_SAVE_FIELDS as SAVE,
  BILLING_VERIFY_FIELDS as VERIFY,
  type BillingVerifyResponse,
  type MonthlyReport,
  type PlacementOverview,
  type TimeEntry,
} from '../../src/contract/placements';
import { BILLING_VERIFY_STATUS } from '../../src/contract/placements.answers';
import { TRAVEL_EXPENSE_MANAGER } from '../../src/contract/timeEntries';
import { missingDays } from '../../src/contract/timesheetDays';
import { withManager } from '../auth/rules';
import { readPdfUpload } from '../documents/rules';
import type { DbPlacement } from '../model';
import { ApiError } from '../shared/errors';
import { assertPrecondition } from '../shared/preconditions';
import { isFileEntry, optionalFile, parseLang, readFormData, validationError } from '../shared/requests';
import { route } from '../shared/routes';
import { apiUrl } from '../shared/urls';
import { findOwnReport, reportOf } from './reports';
import { nextReportVersion, reportVersionOf } from './reportSums';
import { findOwnPlacement, overviewOf, readBodyMonth } from './rules';

/**
 * The billing of a month, not for mandates (type 400: no Billing).
 * An invoice is possible only once the month's report was sent ("only after daily
 * activities and the monthly report are finished") and while its billing is open (100).
 *
 * `POST /verify-billing-report` (multipart id, language, file): 404 for another manager's or an
 * unknown report id; 400 `validation` for a language other than de/en; 409 as below; 400
 * `file_type_and_size` for a file that is no PDF by type and first bytes or is larger than
 * MAX_UPLOAD_BYTES (docs/decisions/013-uploads.md, as documents). Answers `{ status, html }`: the html (only p, ul,
 * li, strong: docs/decisions/011-server-html.md) names each check in the asked language: the file; the report's invoice
 * amount and whether the file's text shows it; the month's entries and its weekdays without one.
 * status 'ok' when the amount was found and no weekday misses an entry, else 'warning'.
 *
 * `POST /save-billing-report` (multipart id, optional file, expensesReport, placementId, month,
 * year; a file field left empty is no file): 404 for another manager's placement or a report id that is not that month's; 400 for a
 * bad month/year; 409 `no_billing_for_mandate`, `report_not_sent`, `billing_not_open`, and `days_missing`
 * (with `details.missingDays`) while a weekday up to yesterday has no entry, as the Billing tab says
 * (contract invoicePrerequisites); the file
 * and an expensesReport that is a file follow the PDF rules; a placement with
 * travelExpenseManager 200 needs an expensesReport (a PDF, or 'true' to confirm no expenses),
 * else 400 `fields.expensesReport = 'required'`. Sets billing status 200 (submitted)
 * with `billingSubmittedAt` and answers the month's overview. Reset is the client's alone.
 * Its condition is the report's version (src/contract/versions.ts): the invoice is submitted for
 * the report the manager saw; 428 without `If-Match`, 412 with the report as it is now when it
 * changed meanwhile (corrected or sent again elsewhere). The submission makes a new version.
 */

/** 409s shared by verify and save. */
function assertBillable(placement: DbPlacement, report: { wasSent: boolean; billingStatus: number }): void {
  if (placement.type === PLACEMENT_TYPE_MANDATE)
    throw new ApiError(409, REPORT_API_ERROR.NO_BILLING_FOR_MANDATE, 'A mandate has no billing');
  if (!report.wasSent)
    throw new ApiError(409, REPORT_API_ERROR.REPORT_NOT_SENT, 'Send the monthly report before the invoice');
  if (report.billingStatus !== BILLING_STATUS.OPEN)
    throw new ApiError(409, REPORT_API_ERROR.BILLING_NOT_OPEN, 'The billing of this month is not open');
}

/** A form's text field; a file or nothing is ''. */
function field(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
}

/** The language field: 'de'/'en', or the language codes 100/200. */
function readLanguage(value: string): Lang {
  if (value === String(LANGUAGE_CODE.DE)) return 'de';
  if (value === String(LANGUAGE_CODE.EN)) return 'en';
  try {
    return parseLang(value);
  } catch {
    throw validationError({ language: 'oneOf' }, 'The language must be de or en');
  }
}

/** The ways an invoice may write the amount: 1234.5 as 1234.50, 1,234.50, 1.234,50, 1234,50. */
export function amountSpellings(amount: number): string[] {
  const [whole = '0', fraction = '00'] = amount.toFixed(2).split('.');
  const grouped = (separator: string) => whole.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
  return [
    ...new Set([
      `${whole}.${fraction}`,
      `${grouped(',')}.${fraction}`,
      `${grouped('.')},${fraction}`,
      `${whole},${fraction}`,
    ]),
  ];
}

/** Whether the PDF's bytes show the amount (the text of an uncompressed PDF; a compressed one shows nothing). */
function showsAmount(bytes: Uint8Array, amount: number): boolean {
  const text = new TextDecoder('latin1').decode(bytes);
  return amountSpellings(amount).some((spelling) =>
    new RegExp(`(^|[^\\d.,])${spelling.replace(/[.,]/g, '\\$&')}($|[^\\d])`).test(text),
  );
}

/** The weekdays of the month inside the placement and before today without an entry: the days the app's calendar shows as missing. */
function missingWeekdays(placement: DbPlacement, month: YearMonth, entries: readonly TimeEntry[]): number {
  return missingDays({
    ...month,
    entryDates: new Set(entries.map((entry) => entry.date)),
    today: toApiDate(new Date(Date.now())),
    startDate: placement.startDate,
    endDate: placement.endDate,
  }).length;
}

const BYTES_PER_KB = 1024;

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const VERIFY_WORDS = {
  de: {
    ok: 'Die Rechnung wurde geprüft.',
    warning: 'Die Rechnung wurde geprüft; bitte beachten Sie die Hinweise.',
    file: (name: string, kb: string) => `Datei: <strong>${name}</strong> (PDF, ${kb} KB)`,
    amountFound: (amount: string) =>
      `Rechnungsbetrag laut Monatsbericht: <strong>${amount}</strong> – in der Rechnung gefunden.`,
    amountMissing: (amount: string) =>
      `Rechnungsbetrag laut Monatsbericht: <strong>${amount}</strong> – in der Rechnung nicht gefunden.`,
    entries: (count: number, missing: number) =>
      `Einträge im Monat: <strong>${count}</strong>; Arbeitstage ohne Eintrag: <strong>${missing}</strong>.`,
  },
  en: {
    ok: 'The invoice was checked.',
    warning: 'The invoice was checked; please see the notes.',
    file: (name: string, kb: string) => `File: <strong>${name}</strong> (PDF, ${kb} KB)`,
    amountFound: (amount: string) =>
      `Invoice amount of the monthly report: <strong>${amount}</strong> – found in the invoice.`,
    amountMissing: (amount: string) =>
      `Invoice amount of the monthly report: <strong>${amount}</strong> – not found in the invoice.`,
    entries: (count: number, missing: number) =>
      `Entries in the month: <strong>${count}</strong>; working days without an entry: <strong>${missing}</strong>.`,
  },
} as const;

const verifyBilling = route(
  'post',
  apiUrl(PLACEMENT_PATHS.verifyBillingReport),
  withManager(async ({ request, manager }) => {
    const form = await readFormData(request);
    const found = findOwnReport(manager.id, field(form, VERIFY.ID));
    const lang = readLanguage(field(form, VERIFY.LANGUAGE));
    const report = reportOf(found);
    assertBillable(found.placement, report);
    const file = form.get(VERIFY.FILE);
    if (!isFileEntry(file)) throw validationError({ file: 'required' }, 'The invoice file is required');
    const bytes = await readPdfUpload(file);
    const words = VERIFY_WORDS[lang];
    const amount = formatCurrency(report.invoiceAmount, report.isoCode, lang);
    const amountShown = showsAmount(bytes, report.invoiceAmount);
    const entries = found.data.timeTracking;
    const missing = missingWeekdays(found.placement, found.month, entries);
    const ok = amountShown && missing === 0;
    const kb = formatNumber(bytes.length / BYTES_PER_KB, lang, { maximumFractionDigits: 1 });
    const response: BillingVerifyResponse = {
      status: ok ? BILLING_VERIFY_STATUS.OK : BILLING_VERIFY_STATUS.WARNING,
      html: [
        `<p>${ok ? words.ok : words.warning}</p>`,
        '<ul>',
        `<li>${words.file(escapeHtml(file.name), kb)}</li>`,
        `<li>${amountShown ? words.amountFound(amount) : words.amountMissing(amount)}</li>`,
        `<li>${words.entries(entries.length, missing)}</li>`,
        '</ul>',
      ].join(''),
    };
    return HttpResponse.json(response);
  }),
);

const saveBilling = route(
  'post',
  apiUrl(PLACEMENT_PATHS.saveBillingReport),
  withManager(async ({ request, manager }) => {
    const form = await readFormData(request);
    const placement = findOwnPlacement(manager.id, field(form, SAVE.PLACEMENT_ID));
    const month = readBodyMonth(field(form, SAVE.YEAR), field(form, SAVE.MONTH));
    if (placement.type === PLACEMENT_TYPE_MANDATE)
      throw new ApiError(409, REPORT_API_ERROR.NO_BILLING_FOR_MANDATE, 'A mandate has no billing');
    const data = placement.months[monthKey(month)];
    const stored = data?.monthlyReport;
    if (!data || !stored)
      throw new ApiError(409, REPORT_API_ERROR.REPORT_NOT_SENT, 'Send the monthly report before the invoice');
    if (stored.id !== field(form, SAVE.ID))
      throw new ApiError(404, ERROR_CODE.NOT_FOUND, 'No such monthly report for this month');
    assertBillable(placement, stored);
    // The same prerequisites as the Billing tab (contract invoicePrerequisites): every weekday up to yesterday has an entry.
    const { missingDays } = invoicePrerequisites(stored, missingWeekdays(placement, month, data.timeTracking));
    if (missingDays > 0)
      throw new ApiError(409, REPORT_API_ERROR.DAYS_MISSING, 'Weekdays of this month have no time entry', {
        missingDays,
      });
    assertPrecondition(request, reportVersionOf(stored), reportOf({ placement, month, data }), "This month's report");
    // The invoice is optional: a manager may bill without one of their own.
    const file = optionalFile(form, SAVE.FILE);
    const invoice = file ? (await readPdfUpload(file), file.name) : null;
    const expenses = optionalFile(form, SAVE.EXPENSES_REPORT);
    if (expenses) await readPdfUpload(expenses);
    else if (
      placement.travelExpenseManager === TRAVEL_EXPENSE_MANAGER.EXPENSES_REPORT_REQUIRED &&
      form.get(SAVE.EXPENSES_REPORT) !== 'true'
    ) {
      throw validationError(
        { expensesReport: 'required' },
        'An expenses report, or the confirmation that there are none, is required',
      );
    }
    // The sums of the open report follow the entries; stored with status 200 they stay as invoiced (reportSums.fullReport).
    const current: MonthlyReport = reportOf({ placement, month, data });
    const now = new Date(Date.now()).toISOString();
    data.monthlyReport = {
      ...current,
      billingStatus: BILLING_STATUS.SUBMITTED,
      billingSubmittedAt: now,
      invoiceFileName: invoice ?? current.invoiceFileName,
      version: nextReportVersion(stored),
      savedAt: now,
    };
    const response: PlacementOverview = overviewOf(placement, month);
    return HttpResponse.json(response);
  }),
);

export const billingHandlers: HttpHandler[] = [verifyBilling, saveBilling];
