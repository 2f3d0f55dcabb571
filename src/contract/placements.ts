/**
 * Placements (part 2 §2, §3, §4, §5, §7, §9): time entries, monthly reports and billing. The
 * start of the domain's contract; the placement issue completes the types.
 */
import { apiPath } from './path';

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

/** Part 2 §9: 100 = reported and billed via the portal. */
export const REPORT_BILLING_VIA_PORTAL = '100';
/** Part 2 §9: placement type 400 is the mandate type (no Billing tab). */
export const PLACEMENT_TYPE_MANDATE = '400';
/** Part 2 §9: fee billing by days (100) or hours (200). */
export const FEE_BILLING = { DAYS: '100', HOURS: '200' } as const;

/** Part 2 §4: billing status of a monthly report. */
export const BILLING_STATUS = { OPEN: 100, SUBMITTED: 200, SUBMITTED_WAITING: 250, CLOSED: 300 } as const;
export type BillingStatus = (typeof BILLING_STATUS)[keyof typeof BILLING_STATUS];

/**
 * Part 2 §9: the place-of-work code from three yes/no answers (travel from home, travel from
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
/** Part 2 §9: business trip 100 = yes, 200 = no (the default). */
export const BUSINESS_TRIP = { YES: 100, NO: 200 } as const;
/** Part 2 §5: a time entry has at most this many pauses. */
export const MAX_PAUSES = 3;
