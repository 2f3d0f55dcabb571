import { HttpResponse, type HttpHandler } from 'msw';

import { ERROR_CODE } from '../../src/contract/common';
import { formatMonthParam, monthKey, parseMonthKey, type YearMonth } from '../../src/contract/month';
import {
  BILLING_STATUS,
  isReportedViaPortal,
  isReportLocked,
  PLACEMENT_PATHS,
  PLACEMENT_TYPE_MANDATE,
  REPORT_API_ERROR,
  REPORT_SUBMIT_FIELDS as SUBMIT,
  type MonthlyReport,
  type MonthlyReportTexts,
  type PlacementMonth,
  type PlacementOverview,
} from '../../src/contract/placements';
import { MONTHLY_REPORT_TEXT_FIELDS } from '../../src/contract/placements.answers';
import { expensesRequiredOnSend } from '../../src/contract/timeEntries';
import { withManager } from '../auth/rules';
import { db } from '../db';
import { readPdfUpload } from '../documents/rules';
import { FIELDS_META } from '../meta/fixtures';
import type { DbPlacement } from '../model';
import { pdfResponse, renderActivityReportPdf } from '../pdf/files';
import { ApiError } from '../shared/errors';
import { assertPrecondition } from '../shared/preconditions';
import {
  isFileEntry,
  isRecord,
  parseLang,
  readFormData,
  readJsonObject,
  sanitizeRichText,
  validationError,
  type Body,
} from '../shared/requests';
import { route } from '../shared/routes';
import { apiUrl } from '../shared/urls';
import { emptyTexts, fullReport, monthlyReportId, nextReportVersion, reportVersionOf } from './reportSums';
import { findOwnPlacement, overviewOf, readBodyMonth } from './rules';

/**
 * The monthly report:
 * - `POST /manager/placements/{id}/monthly-report` saves the seven texts of a month;
 * - `POST .../monthly-report/submit` saves them and sends the report (wasSent). On a mandate
 *   (type 400, which has no Billing) sending also submits: billing status 200 with
 *   `billingSubmittedAt`;
 * - `GET /manager/pdf/file/activity_report/{monthlyReportId}/{language}`: the month's activity PDF.
 * Both POSTs take `MonthlyReportRequest` and answer the month's `PlacementOverview`. In this order:
 * 1. another manager's or an unknown placement: 404;
 * 2. a body that is not `{ report: object, month, year }`, or a text that is not a string: 400;
 * 3. a placement not reported via the portal: 409 `not_reported_via_portal`;
 * 4. the month's report exists and its billing status is not open (100): 409 `report_locked`
 *    ("editing is blocked once a report exists and billingStatus is not 100"). A sent report whose
 *    billing is open may be corrected: a save keeps it sent, a send sends it again
 *    (docs/decisions/036-report-corrections.md);
 * 5. the save's condition (src/contract/versions.ts; docs/decisions/035-save-versions.md): over an
 *    existing report `If-Match` must name its version (428 without one, 412 with the report as it is
 *    now, `current`, when it names another); a month without a report is saved with
 *    `If-None-Match: *` (412 with `current` when the report exists by now);
 * 6. a text longer than fields-meta's `monthlyReport` limit (visible characters): 400 `validation`
 *    with `fields['report.<name>'] = 'max'`;
 * 7. the send of a mandate with travelExpenseManager 200 without an expenses report (a PDF, multipart) or
 *    `expensesReport: true`: 400 `validation` with `fields.expensesReport = 'required'`
 *    (docs/decisions/043-mandate-expenses.md).
 * Texts are stored sanitized (docs/decisions/011-server-html.md) with a new version and the time of
 * the save; the sums come from the entries (reportSums.ts).
 */

const LIMITS: Record<string, { maxLength: number }> = FIELDS_META.monthlyReport;

/** Visible characters of a rich text, as the editor's counter counts them (mocks/shared/requests.ts readLocalized). */
const visibleLength = (html: string) => html.replace(/<[^>]*>/g, '').replace(/&#?\w+;/g, '_').length;

function readTexts(body: Body): MonthlyReportTexts {
  const fields: Record<string, string> = {};
  if (!isRecord(body.report)) fields.report = 'object';
  const raw = isRecord(body.report) ? body.report : {};
  const texts = emptyTexts();
  for (const field of MONTHLY_REPORT_TEXT_FIELDS) {
    const value = raw[field];
    if (value === undefined || value === null) continue;
    if (typeof value !== 'string') {
      fields[`report.${field}`] = 'string';
      continue;
    }
    texts[field] = sanitizeRichText(value.trim());
    const max = LIMITS[field]?.maxLength;
    if (max !== undefined && visibleLength(texts[field]) > max) fields[`report.${field}`] = 'max';
  }
  if (Object.keys(fields).length > 0) throw validationError(fields, 'The monthly report is not well formed');
  return texts;
}

export function storeReport(
  placement: DbPlacement,
  month: YearMonth,
  texts: MonthlyReportTexts,
  send: boolean,
  now = new Date(Date.now()),
): void {
  const stored = (placement.months[monthKey(month)] ??= { timeTracking: [], monthlyReport: null });
  const state = stored.monthlyReport ?? {
    id: monthlyReportId(placement.id, month),
    billingStatus: BILLING_STATUS.OPEN,
    wasSent: false,
  };
  const report: MonthlyReport = {
    ...fullReport(placement, month, state, stored.timeTracking),
    ...texts,
    version: nextReportVersion(stored.monthlyReport),
    savedAt: now.toISOString(),
  };
  if (send) {
    report.wasSent = true;
    if (placement.type === PLACEMENT_TYPE_MANDATE) {
      report.billingStatus = BILLING_STATUS.SUBMITTED;
      report.billingSubmittedAt = now.toISOString();
    }
  }
  stored.monthlyReport = report;
}

/**
 * The body of a save or send: JSON `MonthlyReportRequest`, or, for a mandate's send with an expenses report,
 * multipart (REPORT_SUBMIT_FIELDS) whose `report` field is the JSON of the texts. `expenses` is the PDF, true
 * for the confirmation that there are none, or null.
 */
async function readReportBody(request: Request): Promise<{ body: Body; expenses: File | true | null }> {
  if (!(request.headers.get('content-type') ?? '').startsWith('multipart/form-data')) {
    const body = await readJsonObject(request);
    return { body, expenses: body.expensesReport === true ? true : null };
  }
  const form = await readFormData(request);
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  let report: unknown;
  try {
    report = JSON.parse(text(SUBMIT.REPORT));
  } catch {
    throw validationError({ report: 'object' }, 'The report field is not JSON');
  }
  const file = form.get(SUBMIT.EXPENSES_REPORT);
  const expenses = isFileEntry(file) ? file : text(SUBMIT.EXPENSES_REPORT) === 'true' ? true : null;
  return { body: { report, month: text(SUBMIT.MONTH), year: text(SUBMIT.YEAR) }, expenses };
}

function reportHandler(
  path: typeof PLACEMENT_PATHS.monthlyReport | typeof PLACEMENT_PATHS.submitMonthlyReport,
  send: boolean,
) {
  return route(
    'post',
    apiUrl(path),
    withManager(async ({ request, manager, params }) => {
      const placement = findOwnPlacement(manager.id, params.id ?? '');
      const { body, expenses } = await readReportBody(request);
      const month = readBodyMonth(body.year, body.month);
      if (!isReportedViaPortal(placement)) {
        throw new ApiError(
          409,
          REPORT_API_ERROR.NOT_REPORTED_VIA_PORTAL,
          'This placement is not reported via the portal',
        );
      }
      const data = placement.months[monthKey(month)];
      const stored = data?.monthlyReport ?? null;
      if (isReportLocked(stored)) {
        throw new ApiError(
          409,
          REPORT_API_ERROR.REPORT_LOCKED,
          'The billing of this month is not open: its report cannot be changed',
        );
      }
      assertPrecondition(
        request,
        stored && reportVersionOf(stored),
        stored && fullReport(placement, month, stored, data?.timeTracking ?? []),
        "This month's report",
      );
      const texts = readTexts(body);
      if (send && expensesRequiredOnSend(placement)) {
        if (expenses === null)
          throw validationError(
            { expensesReport: 'required' },
            'An expenses report, or the confirmation that there are none, is required',
          );
        if (expenses !== true) await readPdfUpload(expenses);
      }
      storeReport(placement, month, texts, send);
      const response: PlacementOverview = overviewOf(placement, month);
      return HttpResponse.json(response);
    }),
  );
}

/** The caller's placement and month holding the report of this id; any other id is 404. */
export function findOwnReport(
  managerId: string,
  reportId: string,
): { placement: DbPlacement; month: YearMonth; data: PlacementMonth } {
  for (const placement of db.placements) {
    if (placement.managerId !== managerId) continue;
    for (const [key, data] of Object.entries(placement.months)) {
      const month = parseMonthKey(key);
      if (month && data.monthlyReport?.id === reportId) return { placement, month, data };
    }
  }
  throw new ApiError(404, ERROR_CODE.NOT_FOUND, 'No such monthly report');
}

/** The full report of a found month (texts and sums, as the overview answers it). */
export function reportOf(found: ReturnType<typeof findOwnReport>): MonthlyReport {
  const { placement, month, data } = found;
  if (!data.monthlyReport) throw new ApiError(404, ERROR_CODE.NOT_FOUND, 'No such monthly report');
  return fullReport(placement, month, data.monthlyReport, data.timeTracking);
}

/**
 * The activity report PDF, fetched with the bearer header (docs/decisions/012-files-with-bearer.md); another
 * manager's report is 404.
 */
const activityReport = route(
  'get',
  apiUrl(PLACEMENT_PATHS.activityReport),
  withManager(async ({ manager, params }) => {
    const found = findOwnReport(manager.id, params.monthlyReportId ?? '');
    const lang = parseLang(params.language);
    const report = reportOf(found);
    const bytes = await renderActivityReportPdf({
      placementName: found.placement.name,
      company: found.placement.company,
      report,
      entries: found.data.timeTracking,
      lang,
    });
    return pdfResponse(bytes, `activity-report-${formatMonthParam(found.month)}.pdf`);
  }),
);

export const monthlyReportHandlers: HttpHandler[] = [
  reportHandler(PLACEMENT_PATHS.monthlyReport, false),
  reportHandler(PLACEMENT_PATHS.submitMonthlyReport, true),
  activityReport,
];
