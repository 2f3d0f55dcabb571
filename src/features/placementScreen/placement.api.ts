import { apiPost, apiSave } from '@/api/client';
import type { Lang } from '@/contract/common';
import {
  PLACEMENT_PATHS,
  REPORT_SUBMIT_FIELDS,
  BILLING_SAVE_FIELDS as SAVE,
  BILLING_VERIFY_FIELDS as VERIFY,
  type MonthlyReportRequest,
} from '@/contract/placements';
import { billingVerifySchema, placementOverviewSchema } from '@/contract/placements.answers';
import { preconditionHeaders } from '@/contract/versions';

/**
 * `version`: the report the save replaces, or null to create one only while the month has none. An expenses
 * report (a mandate's send, docs/decisions/043-mandate-expenses.md) makes the send multipart. Answers the month's
 * overview, or null where the answer carries none (docs/decisions/056-a-save-is-its-status.md).
 */
export function saveMonthlyReport(
  placementId: string,
  request: MonthlyReportRequest,
  send: boolean,
  version: string | null,
  expensesReport: File | null = null,
) {
  let body: MonthlyReportRequest | FormData = request;
  if (expensesReport) {
    const form = new FormData();
    form.append(REPORT_SUBMIT_FIELDS.REPORT, JSON.stringify(request.report));
    form.append(REPORT_SUBMIT_FIELDS.MONTH, String(request.month));
    form.append(REPORT_SUBMIT_FIELDS.YEAR, String(request.year));
    form.append(REPORT_SUBMIT_FIELDS.EXPENSES_REPORT, expensesReport, expensesReport.name);
    body = form;
  }
  return apiSave(
    'post',
    (send ? PLACEMENT_PATHS.submitMonthlyReport : PLACEMENT_PATHS.monthlyReport).build(placementId),
    placementOverviewSchema,
    body,
    { headers: preconditionHeaders(version) },
  );
}

/** Multipart id, language, file; the browser sets the boundary. */
export function verifyBilling(monthlyReportId: string, language: Lang, file: File) {
  const form = new FormData();
  form.append(VERIFY.ID, monthlyReportId);
  form.append(VERIFY.LANGUAGE, language);
  form.append(VERIFY.FILE, file, file.name);
  return apiPost(PLACEMENT_PATHS.verifyBillingReport.build(), billingVerifySchema, form);
}

export interface BillingSaveRequest {
  placementId: string;
  monthlyReportId: string;
  year: number;
  month: number;
  invoice: File | null;
  /** A PDF of the expenses, or true to confirm there are none (travelExpenseManager 200). */
  expensesReport: File | true | null;
  /** The report's version the invoice is for. */
  version: string;
}

/** Multipart id, optional file, expensesReport, placementId, month, year. */
export function saveBilling({
  placementId,
  monthlyReportId,
  year,
  month,
  invoice,
  expensesReport,
  version,
}: BillingSaveRequest) {
  const form = new FormData();
  form.append(SAVE.ID, monthlyReportId);
  if (invoice) form.append(SAVE.FILE, invoice, invoice.name);
  if (expensesReport === true) form.append(SAVE.EXPENSES_REPORT, 'true');
  else if (expensesReport) form.append(SAVE.EXPENSES_REPORT, expensesReport, expensesReport.name);
  form.append(SAVE.PLACEMENT_ID, placementId);
  form.append(SAVE.MONTH, String(month));
  form.append(SAVE.YEAR, String(year));
  return apiSave('post', PLACEMENT_PATHS.saveBillingReport.build(), placementOverviewSchema, form, {
    headers: preconditionHeaders(version),
  });
}
