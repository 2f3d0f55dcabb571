import { formatMonthParam, type YearMonth } from '../../src/contract/month';
import {
  BILLING_STATUS,
  BUSINESS_TRIP,
  FEE_BILLING,
  hasReportDetails,
  RECORDED_TIME,
  type MonthlyReport,
  type MonthlyReportState,
  type MonthlyReportSums,
  type MonthlyReportTexts,
  type PlacementSummary,
  type TimeEntry,
} from '../../src/contract/placements';
import { MONTHLY_REPORT_TEXT_FIELDS } from '../../src/contract/placements.answers';
import {
  formatWorkingTime,
  monthWorkingMinutes,
  placeOfWorkAnswers,
  TRAVEL_EXPENSE_MANAGER,
} from '../../src/contract/timeEntries';

/**
 * The sums of a monthly report, computed by the mock server from the month's time
 * entries (designed: the spec names the sums, not their formula). No rates are part of the
 * placement's contract, so the mock uses one rate card for every placement:
 *
 * - sumActivityTime: fee billing by days (100): the days of the entries' recorded time (a full
 *   day 1, a half day 0.5, other time or none 0); by hours (200): the worked hours of the entries,
 *   to two decimals: the contract's net working time (monthWorkingMinutes), the one the app shows,
 *   so a pause that does not fit counts as nothing on both sides;
 * - sumHonorarium = sumActivityTime x DAILY_RATE (days) or x HOURLY_RATE (hours);
 * - travel expenses only where the manager answers the travel questions (travelExpenseManager
 *   500), for entries on a business trip (100): a day whose place of work includes an
 *   overnight stay (the third answer, placeOfWorkAnswers) is of the first kind
 *   (TRAVEL_DAY_1 each), any other business-trip day of the second (TRAVEL_DAY_2 each);
 *   sumTravelExpensesDay = both kinds; totalTravelExpenses = sumTravelExpensesDay (the mock
 *   knows no other travel costs);
 * - totalBonus 0;
 * - subTotal = sumHonorarium + totalTravelExpenses + totalBonus;
 * - vat 19 (%), vatAmount = subTotal x 19 / 100; invoiceAmount = subTotal + vatAmount;
 * - amounts rounded to cents, in euros (isoCode 'EUR', currencySymbol '€');
 * - workingTime: the entries' worked time as 'HH:MM' (formatWorkingTime).
 */
export const MOCK_RATES = {
  DAILY_RATE: 1250,
  HOURLY_RATE: 160,
  TRAVEL_DAY_1: 28,
  TRAVEL_DAY_2: 14,
  VAT_PERCENT: 19,
  ISO_CODE: 'EUR',
  CURRENCY_SYMBOL: '€',
} as const;

const DAYS_OF_RECORDED_TIME: Record<string, number> = { [RECORDED_TIME.FULL_DAY]: 1, [RECORDED_TIME.HALF_DAY]: 0.5 };

const cents = (value: number) => Math.round(value * 100) / 100;

type RatedPlacement = Pick<PlacementSummary, 'feeBilling' | 'travelExpenseManager'>;

export function computeSums(placement: RatedPlacement, entries: readonly TimeEntry[]): MonthlyReportSums {
  const minutes = monthWorkingMinutes(entries);
  const byHours = placement.feeBilling === FEE_BILLING.HOURS;
  const sumActivityTime = byHours
    ? cents(minutes / 60)
    : entries.reduce((sum, entry) => sum + (DAYS_OF_RECORDED_TIME[entry.recordedTime ?? ''] ?? 0), 0);
  const sumHonorarium = cents(sumActivityTime * (byHours ? MOCK_RATES.HOURLY_RATE : MOCK_RATES.DAILY_RATE));
  const travel =
    placement.travelExpenseManager === TRAVEL_EXPENSE_MANAGER.TRAVEL_QUESTIONS
      ? entries.filter((entry) => entry.businessTrip === BUSINESS_TRIP.YES)
      : [];
  const overnight = travel.filter((entry) => placeOfWorkAnswers(entry.placeOfWork).overnight).length;
  const sumTravelExpensDay1 = cents(overnight * MOCK_RATES.TRAVEL_DAY_1);
  const sumTravelExpensDay2 = cents((travel.length - overnight) * MOCK_RATES.TRAVEL_DAY_2);
  const sumTravelExpensesDay = cents(sumTravelExpensDay1 + sumTravelExpensDay2);
  const totalTravelExpenses = sumTravelExpensesDay;
  const totalBonus = 0;
  const subTotal = cents(sumHonorarium + totalTravelExpenses + totalBonus);
  const vatAmount = cents((subTotal * MOCK_RATES.VAT_PERCENT) / 100);
  return {
    sumActivityTime,
    sumTravelExpensDay1,
    sumTravelExpensDay2,
    sumTravelExpensesDay,
    totalTravelExpenses,
    totalBonus,
    sumHonorarium,
    subTotal,
    vat: MOCK_RATES.VAT_PERCENT,
    vatAmount,
    invoiceAmount: cents(subTotal + vatAmount),
    isoCode: MOCK_RATES.ISO_CODE,
    currencySymbol: MOCK_RATES.CURRENCY_SYMBOL,
    workingTime: formatWorkingTime(minutes),
  };
}

/** The id of a month's report (designed): stable per placement and month. */
export const monthlyReportId = (placementId: string, month: YearMonth) =>
  `mr-${placementId}-${formatMonthParam(month)}`;

/** The version of a stored report: the seed's reports, never saved, are version 1 (docs/decisions/035-save-versions.md). */
const SEED_VERSION = '1';
export const reportVersionOf = (report: MonthlyReport | MonthlyReportState): string =>
  ('version' in report && report.version) || SEED_VERSION;

/** The next version of a stored report, as each of its saves (texts, send, billing) makes it. */
export const nextReportVersion = (report: MonthlyReport | MonthlyReportState | null): string =>
  report ? String(Number(reportVersionOf(report)) + 1) : SEED_VERSION;

export const emptyTexts = (): MonthlyReportTexts =>
  Object.fromEntries(MONTHLY_REPORT_TEXT_FIELDS.map((field) => [field, ''])) as MonthlyReportTexts;

/**
 * The full report of a month. While its billing is open (100) the sums follow the entries (they
 * may still be corrected); once billing is submitted or closed they are the stored ones. A report
 * stored with its state only (older stores, tests) gets empty texts.
 */
export function fullReport(
  placement: RatedPlacement,
  { year, month }: YearMonth,
  stored: MonthlyReport | MonthlyReportState,
  entries: readonly TimeEntry[],
): MonthlyReport {
  const details = hasReportDetails(stored) ? stored : null;
  const texts = details ? pickTexts(details) : emptyTexts();
  const sums =
    details && stored.billingStatus !== BILLING_STATUS.OPEN ? pickSums(details) : computeSums(placement, entries);
  return {
    id: stored.id,
    billingStatus: stored.billingStatus,
    wasSent: stored.wasSent,
    year,
    month,
    billingSubmittedAt: details?.billingSubmittedAt ?? null,
    invoiceFileName: details?.invoiceFileName ?? null,
    version: reportVersionOf(stored),
    savedAt: details?.savedAt,
    ...texts,
    ...sums,
  };
}

function pickTexts(report: MonthlyReport): MonthlyReportTexts {
  return Object.fromEntries(MONTHLY_REPORT_TEXT_FIELDS.map((field) => [field, report[field]])) as MonthlyReportTexts;
}

const SUM_FIELDS = [
  'sumActivityTime',
  'sumTravelExpensDay1',
  'sumTravelExpensDay2',
  'sumTravelExpensesDay',
  'totalTravelExpenses',
  'totalBonus',
  'sumHonorarium',
  'subTotal',
  'vat',
  'vatAmount',
  'invoiceAmount',
  'isoCode',
  'currencySymbol',
  'workingTime',
] as const satisfies readonly (keyof MonthlyReportSums)[];

function pickSums(report: MonthlyReport): MonthlyReportSums {
  return Object.fromEntries(SUM_FIELDS.map((field) => [field, report[field]])) as unknown as MonthlyReportSums;
}
