/**
 * How long a position (or a company) lasted, in whole months ("Duration rounds up a
 * month when day of month is 15 or later; total shown in years and months").
 *
 * Our reading, written down once: a date stands on a *month boundary*. A date before the 15th
 * stands at the start of its own month; a date on the 15th or later stands at the start of the
 * next month. A period from A to B covers the calendar months between the two boundaries:
 *
 *   months(A, B) = boundary(B) - boundary(A)      (never below 0)
 *
 * Put as months counted: every calendar month from the start month to the end month counts,
 * except that the start month does not count when the start day is the 15th or later, and the
 * end month counts only when the end day is the 15th or later. So
 * - 1 Jan – 20 Mar = 3 (Jan, Feb, Mar);  20 Jan – 10 Mar = 1 (Feb);  3 Jan – 14 Jan = 0;
 *   3 Jan – 15 Jan = 1;  15 Jan – 31 Jan = 0;  1 Jan 2020 – 1 Jan 2021 = 12.
 * - Back-to-back periods add up exactly: months(A, B) + months(B, C) = months(A, C).
 * A current position (`isActualEngagement`) runs to today, by the same rule.
 *
 * A company's total is the number of months covered by at least one of its positions (the
 * union of their month ranges), so overlapping positions are not counted twice.
 *
 * Pure: no date library, no time zone (API dates are 'yyyy-MM-dd'); "today" is passed in.
 */

/** The day of month from which a month counts. */
export const COUNTING_DAY = 15;

export interface DatePeriod {
  dateFrom: string;
  /** '' or null while current. */
  dateTo: string | null;
  isActualEngagement?: boolean;
}

interface DayOfMonth {
  year: number;
  month: number; // 1–12
  day: number;
}

/** 'yyyy-MM-dd' (or an ISO date-time starting so) → its parts; null when it is not a real date. */
export function parseApiDate(value: string | null | undefined): DayOfMonth | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value ?? '');
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** A local date as the API writes it ('yyyy-MM-dd'): "today" for current positions. */
export function toDayString(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The month boundary a date stands on (months since year 0): its own month, or the next from the 15th. */
export function monthBoundary(date: DayOfMonth): number {
  return date.year * 12 + (date.month - 1) + (date.day >= COUNTING_DAY ? 1 : 0);
}

/** The half-open range of month indices a period covers; null when it has no valid dates. */
export function monthRange(period: DatePeriod, today: string): [number, number] | null {
  const from = parseApiDate(period.dateFrom);
  const current = period.isActualEngagement === true || !period.dateTo;
  const to = parseApiDate(current ? today : period.dateTo);
  if (!from || !to) return null;
  const start = monthBoundary(from);
  const end = monthBoundary(to);
  return end > start ? [start, end] : [start, start];
}

/** Whole months of one period (0 for a period of under a month, a broken or a reversed one). */
export function periodMonths(period: DatePeriod, today: string): number {
  const range = monthRange(period, today);
  return range ? range[1] - range[0] : 0;
}

/** Months covered by at least one of the periods: a company's total (overlaps counted once). */
export function unionMonths(periods: readonly DatePeriod[], today: string): number {
  const ranges = periods
    .map((period) => monthRange(period, today))
    .filter((range): range is [number, number] => range !== null && range[1] > range[0])
    .sort((a, b) => a[0] - b[0]);
  let total = 0;
  let coveredTo = Number.NEGATIVE_INFINITY;
  for (const [start, end] of ranges) {
    const from = Math.max(start, coveredTo);
    if (end > from) total += end - from;
    coveredTo = Math.max(coveredTo, end);
  }
  return total;
}

/** A total in years and months ("3 years 2 months"). */
export function splitMonths(total: number): { years: number; months: number } {
  const whole = Math.max(0, Math.floor(total));
  return { years: Math.floor(whole / 12), months: whole % 12 };
}
