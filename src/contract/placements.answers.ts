/**
 * The placements domain's answers as the app reads them (src/contract/schema.ts;
 * docs/decisions/033-answers-at-the-door.md): each schema checks an answer at the door and gives
 * its type. Apart from the paths and rules (placements.ts), so that the first script, which
 * builds paths, carries no schema.
 */
import * as v from 'valibot';

import { monthKey, parseMonthKey, type YearMonth } from './month';
import { apiDate, apiDateOrNone, id, list, optionalDateTime, optionalText, text } from './schema';

/** `GET /manager/placements`: one item per placement. Dates yyyy-MM-dd ('' when open); contact fields '' when unknown. */
export const placementSummarySchema = v.object({
  id,
  name: text,
  status: text,
  salesStage: v.number(),
  /** The placement type code (400 = mandate). */
  type: text,
  /** A CONTRACT_TYPE code (contract/resume.ts), 100 to 600. */
  contractType: text,
  company: text,
  positionTitle: text,
  operationArea: text,
  operationCity: text,
  startDate: apiDateOrNone,
  endDate: apiDateOrNone,
  contactName: text,
  contactPhone: text,
  contactEmail: text,
  reportBillingViaPortal: text,
  feeBilling: text,
  travelExpenseManager: text,
  /** The manager's candidate record of the placement, when the CV that was sent can be shown (designed). */
  candidateId: v.nullish(v.string(), null),
});
export type PlacementSummary = v.InferOutput<typeof placementSummarySchema>;
export const placementsSchema = list(placementSummarySchema);

/** A code the server may send as null: no code. */
const codeOrNone = v.nullish(v.string(), null);

/** A day's time entry. Times HH:MM ('' when not given); description HTML. */
export const timeEntrySchema = v.object({
  date: apiDate,
  description: text,
  timeTracking: codeOrNone,
  recordedTime: codeOrNone,
  placeOfWork: v.number(),
  businessTrip: v.number(),
  workStart: text,
  workEnd: text,
  pauseStart1: text,
  pauseEnd1: text,
  pauseStart2: text,
  pauseEnd2: text,
  pauseStart3: text,
  pauseEnd3: text,
});
export type TimeEntry = v.InferOutput<typeof timeEntrySchema>;

/**
 * A time entry as the server holds it: its content, its version (docs/decisions/035-save-versions.md)
 * and when it was last saved, each when the server says.
 */
export const storedTimeEntrySchema = v.object({
  ...timeEntrySchema.entries,
  version: optionalText,
  savedAt: optionalDateTime,
});
export type StoredTimeEntry = v.InferOutput<typeof storedTimeEntrySchema>;

/** An entry's content, without what the server keeps about it (its version, the time of its save). */
export function entryContent(entry: TimeEntry | StoredTimeEntry): TimeEntry {
  const { version: _version, savedAt: _savedAt, ...content } = entry as StoredTimeEntry;
  return content;
}

/** The seven numbered sections of the monthly report, in their order, by the spec's field names. */
export const MONTHLY_REPORT_TEXT_FIELDS = [
  'situation',
  'processedTasksAndActions',
  'goalAchievementsResults',
  'criticalInhibitoryFactors',
  'relationshipWithClient',
  'supportNeccesary',
  'otherRemarks',
] as const;
export type MonthlyReportTextField = (typeof MONTHLY_REPORT_TEXT_FIELDS)[number];

/** The seven texts, each rich text as HTML (p, ul, li, br: docs/decisions/011-server-html.md); '' when empty. */
const monthlyReportTextsEntries = Object.fromEntries(
  MONTHLY_REPORT_TEXT_FIELDS.map((field) => [field, text]),
) as Record<MonthlyReportTextField, typeof text>;
export type MonthlyReportTexts = Record<MonthlyReportTextField, string>;

/** The monthly report of a month, as the overview lists it. A billing status the portal does not know is kept. */
const monthlyReportStateEntries = { id, billingStatus: v.number(), wasSent: v.boolean() };
export const monthlyReportStateSchema = v.object(monthlyReportStateEntries);
export type MonthlyReportState = v.InferOutput<typeof monthlyReportStateSchema>;

/**
 * The sums of a month, computed by the server from the month's entries; amounts in
 * the report's currency (`isoCode`, `currencySymbol`), rounded to cents. An amount that cannot be
 * read fails the answer.
 */
const monthlyReportSumsEntries = {
  /** Days worked (fee billing by days) or hours worked (by hours, to two decimals). */
  sumActivityTime: v.number(),
  /** Travel expenses of the first kind: full days away (an overnight stay), per day times their count. */
  sumTravelExpensDay1: v.number(),
  /** Travel expenses of the second kind: travel days without an overnight stay. */
  sumTravelExpensDay2: v.number(),
  /** Both kinds of per-day travel expenses. */
  sumTravelExpensesDay: v.number(),
  totalTravelExpenses: v.number(),
  totalBonus: v.number(),
  sumHonorarium: v.number(),
  /** sumHonorarium + totalTravelExpenses + totalBonus. */
  subTotal: v.number(),
  /** The VAT rate in percent (e.g. 19). */
  vat: v.number(),
  vatAmount: v.number(),
  /** subTotal + vatAmount: the amount the invoice must show. */
  invoiceAmount: v.number(),
  /** ISO 4217, e.g. 'EUR'. */
  isoCode: v.pipe(v.string(), v.nonEmpty()),
  currencySymbol: text,
  /** The worked time of the month from the entries' times, 'HH:MM' ('00:00' when none carry times). */
  workingTime: text,
};
export type MonthlyReportSums = v.InferOutput<v.ObjectSchema<typeof monthlyReportSumsEntries, undefined>>;

/** A monthly report: the state, the seven texts and the sums. */
export const monthlyReportSchema = v.object({
  ...monthlyReportStateEntries,
  ...monthlyReportTextsEntries,
  ...monthlyReportSumsEntries,
  /** (designed) The month the report is of (month 1-12). */
  year: v.number(),
  month: v.number(),
  /** (designed) ISO date-time when the billing was submitted (status 200), else null ("with a timestamp"). */
  billingSubmittedAt: v.nullish(v.string(), null),
  /** (designed) The file name of the invoice saved with the billing, null before. */
  invoiceFileName: v.nullish(v.string(), null),
  /**
   * (designed) The report's version: changes with every save of its texts, its send and its billing
   * (src/contract/versions.ts); '' from a server without versions. `savedAt`: when it last changed.
   */
  version: optionalText,
  savedAt: optionalDateTime,
});
export type MonthlyReport = v.InferOutput<typeof monthlyReportSchema>;

/** A report with its state only; one that carries sums is read whole, so an amount that cannot be read fails it. */
const monthlyReportStateOnlySchema = v.pipe(
  v.looseObject(monthlyReportStateEntries),
  v.check((report) => !('invoiceAmount' in report)),
  v.transform(({ id, billingStatus, wasSent }): MonthlyReportState => ({ id, billingStatus, wasSent })),
);

/**
 * One month of a placement, keyed `${year}_${month}` with month 1-12 (month.ts monthKey). (designed) The
 * mock's overview carries the full `MonthlyReport`; a reader that needs more than the state
 * narrows with `hasReportDetails`. No entries (null too) reads as none.
 */
export const placementMonthSchema = v.object({
  timeTracking: list(storedTimeEntrySchema),
  monthlyReport: v.nullish(v.union([monthlyReportSchema, monthlyReportStateOnlySchema]), null),
});
export type PlacementMonth = v.InferOutput<typeof placementMonthSchema>;

/**
 * The choices of a placement's time entry (businessTripOptions, placeOfWorkOptions,
 * recordedTimeOptions, timeTrackingOptions). (designed) Codes only: the app words them in the UI
 * language. `timeTrackingOptions` is empty where the placement has no time-tracking choice.
 */
export const timeTrackingOptionsSchema = v.object({
  businessTripOptions: list(v.number()),
  placeOfWorkOptions: list(v.number()),
  recordedTimeOptions: list(v.string()),
  timeTrackingOptions: list(v.string()),
});
export type TimeTrackingOptions = v.InferOutput<typeof timeTrackingOptionsSchema>;

/** A month's key as a person would read it: `2025_07` is `2025_7`; a key that names no month fails the answer. */
const monthsByKey = v.pipe(
  v.record(
    v.pipe(
      v.string(),
      v.check((key) => parseMonthKey(key) !== null),
    ),
    placementMonthSchema,
  ),
  v.transform((months) =>
    Object.fromEntries(
      Object.entries(months).map(([key, month]) => [monthKey(parseMonthKey(key) as YearMonth), month]),
    ),
  ),
);

/**
 * `GET /manager/placements/{id}/overview` (the current month) and `.../overview/{year}/{month}`.
 * (designed) `months` holds the asked month and the one before it (the month-end items of the
 * dashboard read both from one call); `currentYear` / `currentMonth` (1-12) are the month asked. A placement not reported via
 * the portal answers 200 with those months empty (no entries, no report): the app shows 'no
 * reporting' from `placement.reportBillingViaPortal`. A month outside 1-12 or a year outside
 * 2000-2100 is 400 `validation` (`fields.month` / `fields.year`); another manager's placement 404.
 */
export const placementOverviewSchema = v.object({
  placement: v.object({
    id,
    type: text,
    reportBillingViaPortal: text,
    feeBilling: text,
    travelExpenseManager: text,
  }),
  currentYear: v.number(),
  currentMonth: v.number(),
  /** The choices the time entry offers on this placement. */
  timeTrackingOptions: timeTrackingOptionsSchema,
  months: monthsByKey,
});
export type PlacementOverview = v.InferOutput<typeof placementOverviewSchema>;

export const BILLING_VERIFY_STATUS = { OK: 'ok', WARNING: 'warning' } as const;
export type BillingVerifyStatus = (typeof BILLING_VERIFY_STATUS)[keyof typeof BILLING_VERIFY_STATUS];

/**
 * `POST /verify-billing-report` answers this: `html` is sanitized HTML naming what was checked.
 * (designed) `status` is 'ok' when every check passed, else 'warning' (the invoice may still be
 * saved: accounting decides); a status the portal does not know reads as 'warning'.
 */
export const billingVerifySchema = v.object({
  status: v.pipe(
    v.nullish(v.string(), BILLING_VERIFY_STATUS.WARNING),
    v.transform((status): BillingVerifyStatus =>
      status === BILLING_VERIFY_STATUS.OK ? BILLING_VERIFY_STATUS.OK : BILLING_VERIFY_STATUS.WARNING,
    ),
  ),
  html: text,
});
export type BillingVerifyResponse = v.InferOutput<typeof billingVerifySchema>;
