/**
 * Placements: the list, time entries, monthly reports and
 * billing. The placement screen's issue completes the month's types.
 */
import type { Lang } from './common';
import { formatNumber } from './formats';
import type { YearMonth } from './month';
import { apiPath } from './path';
import type { MonthlyReport, MonthlyReportState, MonthlyReportTexts, PlacementSummary } from './placements.answers';

export type {
  MonthlyReport,
  MonthlyReportState,
  MonthlyReportSums,
  MonthlyReportTextField,
  MonthlyReportTexts,
  PlacementMonth,
  PlacementOverview,
  PlacementSummary,
  StoredTimeEntry,
  TimeEntry,
  TimeTrackingOptions,
} from './placements.answers';

export const PLACEMENT_PATHS = {
  placements: apiPath('/manager/placements'),
  overview: apiPath('/manager/placements/:id/overview'),
  monthOverview: apiPath('/manager/placements/:id/overview/:year/:month'),
  timeTracking: apiPath('/manager/placements/:id/time-tracking'),
  monthlyReport: apiPath('/manager/placements/:id/monthly-report'),
  submitMonthlyReport: apiPath('/manager/placements/:id/monthly-report/submit'),
  activityReport: apiPath('/manager/pdf/file/activity_report/:monthlyReportId/:language'),
  verifyBillingReport: apiPath('/verify-billing-report'),
  saveBillingReport: apiPath('/save-billing-report'),
} as const;

/** 100 = reported and billed via the portal. */
export const REPORT_BILLING_VIA_PORTAL = '100';
/** Placement type 400 is the mandate type (no Billing tab). */
export const PLACEMENT_TYPE_MANDATE = '400';
/** Fee billing by days (100) or hours (200). */
export const FEE_BILLING = { DAYS: '100', HOURS: '200' } as const;

/** Billing status of a monthly report. */
export const BILLING_STATUS = { OPEN: 100, SUBMITTED: 200, SUBMITTED_WAITING: 250, CLOSED: 300 } as const;
export type BillingStatus = (typeof BILLING_STATUS)[keyof typeof BILLING_STATUS];

/**
 * The place-of-work code from three yes/no answers (travel from home, travel from
 * site, overnight), written as '1'/'0' in that order.
 */
export const PLACE_OF_WORK_CODE = {
  '100': 100,
  '010': 125,
  '110': 150,
  '011': 175,
  '001': 200,
  '101': 225,
  '111': 250,
  '000': 300,
} as const;
export const DEFAULT_PLACE_OF_WORK = 300;
/** Business trip 100 = yes, 200 = no (the default). */
export const BUSINESS_TRIP = { YES: 100, NO: 200 } as const;
/** A time entry has at most this many pauses. */
export const MAX_PAUSES = 3;

/** The placement status that, with an active sales stage, makes a placement active. */
export const PLACEMENT_STATUS_IN_PROGRESS = 'In Progress';

/** The sales stage badge: which stages read in progress, ongoing and closed; any other stage shows none. */
export const SALES_STAGE = {
  IN_PROGRESS: [200],
  ONGOING: [300, 320, 340, 350, 380, 1100, 1120],
  CLOSED: [400, 500, 600, 700, 800, 1200, 1300],
  /** With status 'In Progress': an active placement, listed first. */
  ACTIVE: [200, 300, 320, 340, 350, 380],
} as const;

export type SalesStageBadge = 'inProgress' | 'ongoing' | 'closed';

/** The badge of a sales stage; null for any other stage (no badge). */
export function salesStageBadge(salesStage: number): SalesStageBadge | null {
  if ((SALES_STAGE.IN_PROGRESS as readonly number[]).includes(salesStage)) return 'inProgress';
  if ((SALES_STAGE.ONGOING as readonly number[]).includes(salesStage)) return 'ongoing';
  if ((SALES_STAGE.CLOSED as readonly number[]).includes(salesStage)) return 'closed';
  return null;
}

export function isActivePlacement(placement: Pick<PlacementSummary, 'status' | 'salesStage'>): boolean {
  return (
    placement.status === PLACEMENT_STATUS_IN_PROGRESS &&
    (SALES_STAGE.ACTIVE as readonly number[]).includes(placement.salesStage)
  );
}

/**
 * The one name a person reads for a placement, everywhere (docs/decisions/060-placement-name.md): its position and
 * its client, "Interim-CFO · Alpenland Maschinenbau GmbH"; the provider's internal name ("P-2025-0412 …") only
 * when neither is known.
 */
export function placementName(placement: Pick<PlacementSummary, 'positionTitle' | 'company' | 'name'>): string {
  const parts = [placement.positionTitle.trim(), placement.company.trim()].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : placement.name.trim();
}

/** Reported and billed via the portal: the calendar, details and billing exist only then. */
export const isReportedViaPortal = (placement: { reportBillingViaPortal: string }) =>
  placement.reportBillingViaPortal === REPORT_BILLING_VIA_PORTAL;

/** Time is logged for it this month: an active placement reported via the portal (the dashboard shows its month). */
export const logsTimeNow = (placement: Pick<PlacementSummary, 'status' | 'salesStage' | 'reportBillingViaPortal'>) =>
  isActivePlacement(placement) && isReportedViaPortal(placement);

/**
 * The month overviews of `month` for the placements of a list that log time: what the dashboard
 * asks for once the list is in. Read from an answer as it came (asked for ahead, unchecked), so
 * anything that is not a placement is skipped.
 */
export function monthsLoggedNow(list: unknown, { year, month }: YearMonth): string[] {
  if (!Array.isArray(list)) return [];
  return list
    .filter(
      (item): item is PlacementSummary =>
        typeof item === 'object' &&
        item !== null &&
        typeof (item as { id?: unknown }).id === 'string' &&
        logsTimeNow(item as PlacementSummary),
    )
    .map((placement) => PLACEMENT_PATHS.monthOverview.build(placement.id, year, month));
}

/**
 * `GET /manager/placements`: one item per placement. Dates yyyy-MM-dd
 * ('' when open); contact fields '' when unknown (the app shows '-').
 */

/**
 * (designed) The recorded-time codes: the day was worked in full (100) or half (200), or time
 * that is not a working day, such as travel (300). Null is no recorded time: then the
 * time-tracking option says why.
 */
export const RECORDED_TIME = { FULL_DAY: '100', HALF_DAY: '200', OTHER: '300' } as const;
/** (designed) The time-tracking options: why a day has no recorded time. */
export const TIME_TRACKING = { VACATION: '100', PUBLIC_HOLIDAY: '200', SICK: '300', NO_ASSIGNMENT: '400' } as const;

/** A month's state as the placement screen shows it: open, submitted (200, 250) or closed (300). */
export type MonthStatus = 'open' | 'submitted' | 'closed';

export function monthStatusOf(report: MonthlyReportState | null | undefined): MonthStatus {
  if (!report || report.billingStatus === BILLING_STATUS.OPEN) return 'open';
  return report.billingStatus === BILLING_STATUS.CLOSED ? 'closed' : 'submitted';
}

/**
 * Once a month's report exists with a billing status other than open, its entries
 * are fixed. A report that was sent but is still open does not fix them: the month is submitted
 * with the invoice, and until then the manager may correct entries.
 */
export const areEntriesLocked = (report: MonthlyReportState | null | undefined): boolean =>
  monthStatusOf(report) !== 'open';

/**
 * "Editing is blocked once a report exists and billingStatus is not 100": a sent report whose
 * billing is still open may be corrected and sent again (docs/decisions/036-report-corrections.md).
 * The entries lock at the same moment.
 */
export const isReportLocked = areEntriesLocked;

/** The billing badge's colour: 100 green, 200 and 250 orange, 300 grey, anything else black. */
export type BillingBadgeColour = 'green' | 'orange' | 'grey' | 'black';
export function billingBadgeColour(billingStatus: number): BillingBadgeColour {
  if (billingStatus === BILLING_STATUS.OPEN) return 'green';
  if (billingStatus === BILLING_STATUS.SUBMITTED || billingStatus === BILLING_STATUS.SUBMITTED_WAITING) return 'orange';
  if (billingStatus === BILLING_STATUS.CLOSED) return 'grey';
  return 'black';
}
/** The labels Open, Submitted, Submitted, Closed; null for a code the spec does not name. */
export function billingStatusLabel(billingStatus: number): 'open' | 'submitted' | 'closed' | null {
  if (billingStatus === BILLING_STATUS.OPEN) return 'open';
  if (billingStatus === BILLING_STATUS.SUBMITTED || billingStatus === BILLING_STATUS.SUBMITTED_WAITING)
    return 'submitted';
  if (billingStatus === BILLING_STATUS.CLOSED) return 'closed';
  return null;
}

/**
 * What still stands between a month and its invoice: "the monthly invoice is possible only after
 * daily activities and the monthly report are finished" (docs/decisions/026-billing-status.md). The
 * report must be sent, and no weekday up to yesterday may be without an entry (`missingDays`, from
 * contract/timesheetDays, as the calendar shows them). The Billing tab shows what is missing and the mock's
 * save-billing refuses the invoice for the same reasons.
 */
export interface InvoicePrerequisites {
  reportNotSent: boolean;
  missingDays: number;
}
export function invoicePrerequisites(
  report: MonthlyReportState | null | undefined,
  missingDays: number,
): InvoicePrerequisites {
  return { reportNotSent: report?.wasSent !== true, missingDays };
}
/** Whether the month's invoice may be submitted now (its billing still open, nothing missing). */
export const isInvoicePossible = (report: MonthlyReportState | null | undefined, missingDays: number): boolean => {
  const missing = invoicePrerequisites(report, missingDays);
  return monthStatusOf(report) === 'open' && !missing.reportNotSent && missing.missingDays === 0;
};

/** Billing shows only for placements reported via the portal that are not mandates (type 400). */
export const hasBilling = (placement: { reportBillingViaPortal: string; type: string }): boolean =>
  isReportedViaPortal(placement) && placement.type !== PLACEMENT_TYPE_MANDATE;

// ---------------------------------------------------------------- monthly report

/** The fields-meta entity whose `maxLength`s limit the seven texts (visible characters, as the editor counts). */
export const MONTHLY_REPORT_META_ENTITY = 'monthlyReport';

/** `sumActivityTime` (days or hours) as people read it: up to two decimals, in the language's number format. */
export const formatActivityTime = (value: number, lang: Lang): string =>
  formatNumber(value, lang, { maximumFractionDigits: 2 });

/** Whether a month's report carries the texts and sums (not only its state). */
export function hasReportDetails(
  report: MonthlyReport | MonthlyReportState | null | undefined,
): report is MonthlyReport {
  return report !== null && report !== undefined && 'situation' in report && 'invoiceAmount' in report;
}

/**
 * (designed) The body of `POST .../monthly-report` (save) and `.../monthly-report/submit` (save and
 * send), the plainest shape, like the time entry's `{ entry, month, year }`: the seven texts of the
 * month. A missing text is ''. Both answer the month's `PlacementOverview` (as the time entry does),
 * whose month carries the full report.
 */
export interface MonthlyReportRequest {
  report: MonthlyReportTexts;
  month: number;
  year: number;
  /**
   * The send of a mandate with travelExpenseManager 200 (docs/decisions/043-mandate-expenses.md): true
   * confirms there are no expenses. With an expenses report instead, the send is multipart
   * (REPORT_SUBMIT_FIELDS): `report` (this request's texts as JSON), `month`, `year`, `expensesReport` (the PDF).
   */
  expensesReport?: true;
}

/** The multipart field names of a mandate's send with an expenses report (MonthlyReportRequest). */
export const REPORT_SUBMIT_FIELDS = {
  REPORT: 'report',
  MONTH: 'month',
  YEAR: 'year',
  EXPENSES_REPORT: 'expensesReport',
} as const;

/** Designed error codes of the monthly report and the billing (409 unless said). */
export const REPORT_API_ERROR = {
  /** The month's report exists with a billing status other than open (100), or was sent: it cannot be changed. */
  REPORT_LOCKED: 'report_locked',
  /** Save or submit on a placement not reported via the portal. */
  NOT_REPORTED_VIA_PORTAL: 'not_reported_via_portal',
  /** The invoice before the month's report was sent. */
  REPORT_NOT_SENT: 'report_not_sent',
  /** The invoice of a month whose billing is no longer open (submitted or closed). */
  BILLING_NOT_OPEN: 'billing_not_open',
  /** The invoice while weekdays up to yesterday have no time entry (details.missingDays: how many). */
  DAYS_MISSING: 'days_missing',
  /** Billing on a mandate (type 400): it has no Billing. */
  NO_BILLING_FOR_MANDATE: 'no_billing_for_mandate',
  /** Submit of a mandate's report that is not open (100). */
  NOT_OPEN: 'not_open',
} as const;

// ---------------------------------------------------------------- billing

/**
 * `POST /verify-billing-report`, multipart: `id` (the monthly report's id), `language` ('de' or
 * 'en'), `file` (the invoice PDF, docs/decisions/013-uploads.md). Answers `BillingVerifyResponse`
 * (placements.answers.ts).
 */
export type { BillingVerifyResponse, BillingVerifyStatus } from './placements.answers';

/** The multipart field names of `POST /verify-billing-report`. */
export const BILLING_VERIFY_FIELDS = { ID: 'id', LANGUAGE: 'language', FILE: 'file' } as const;

/**
 * The multipart field names of `POST /save-billing-report`: `id` (monthly report id),
 * optional `file` (the invoice PDF), `expensesReport` (optional PDF of the expenses, or 'true' to
 * confirm there are none: travelExpenseManager 200), `placementId`, `month` (1-12),
 * `year`. (designed) Answers the month's `PlacementOverview`, whose report then has billing
 * status 200 and `billingSubmittedAt`.
 */
export const BILLING_SAVE_FIELDS = {
  ID: 'id',
  FILE: 'file',
  EXPENSES_REPORT: 'expensesReport',
  PLACEMENT_ID: 'placementId',
  MONTH: 'month',
  YEAR: 'year',
} as const;
