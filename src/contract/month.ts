/**
 * A month, written one way for the app and the mock: `{ year, month }` with month 1-12. The API
 * keys an overview's months `2026_3` (monthKey), the placement screen's address carries
 * `?month=2026-03` (formatMonthParam), and a month's days are yyyy-MM-dd in the local calendar.
 */
import type { Lang } from './common';
import { toApiDate } from './dates';
import { localeOf } from './formats';

export interface YearMonth {
  year: number;
  /** 1-12. */
  month: number;
}

const MONTHS_PER_YEAR = 12;

/** The month a date lies in. */
export const monthOf = (date: Date): YearMonth => ({ year: date.getFullYear(), month: date.getMonth() + 1 });

const indexOf = ({ year, month }: YearMonth) => year * MONTHS_PER_YEAR + (month - 1);
const fromIndex = (index: number): YearMonth => ({
  year: Math.floor(index / MONTHS_PER_YEAR),
  month: (((index % MONTHS_PER_YEAR) + MONTHS_PER_YEAR) % MONTHS_PER_YEAR) + 1,
});

/** The month `count` months after (negative: before) the given one; -1 is the month before. */
export const shiftMonth = (month: YearMonth, count: number): YearMonth => fromIndex(indexOf(month) + count);

/** How many months `a` lies after `b` (negative: before; 0: the same month). */
export const compareMonths = (a: YearMonth, b: YearMonth): number => indexOf(a) - indexOf(b);

export const isSameMonth = (a: YearMonth, b: YearMonth): boolean => compareMonths(a, b) === 0;

// ---------------------------------------------------------------- the API's key

/** The key of a month in an overview's `months`, as the API writes it: `2026_3`. */
export const monthKey = ({ year, month }: YearMonth): string => `${year}_${month}`;

const MONTH_KEY = /^(\d{1,4})_(\d{1,2})$/;

/** The month of an overview's key (monthKey's inverse); null for anything else. */
export function parseMonthKey(key: string): YearMonth | null {
  const match = MONTH_KEY.exec(key);
  return match ? validMonth(Number(match[1]), Number(match[2])) : null;
}

// ---------------------------------------------------------------- the address's ?month=

const pad = (value: number, digits: number) => String(value).padStart(digits, '0');

/** A month as the placement screen's address carries it: yyyy-MM (`2026-03`). */
export const formatMonthParam = ({ year, month }: YearMonth): string => `${pad(year, 4)}-${pad(month, 2)}`;

const MONTH_PARAM = /^(\d{4})-(\d{2})$/;

/** `?month=yyyy-MM` as a month; null when missing or not a month (`2026-13`, `2026-1`, `2026-03-01`). */
export function parseMonthParam(value: string | null | undefined): YearMonth | null {
  const match = MONTH_PARAM.exec(value ?? '');
  return match ? validMonth(Number(match[1]), Number(match[2])) : null;
}

const validMonth = (year: number, month: number): YearMonth | null =>
  month >= 1 && month <= MONTHS_PER_YEAR ? { year, month } : null;

// ---------------------------------------------------------------- days

/** The month of a yyyy-MM-dd date (its first seven characters); null when it does not start with one. */
export const monthOfDate = (date: string): YearMonth | null => parseMonthParam(date.slice(0, 7));

/** Whether a yyyy-MM-dd date lies in the month. */
export const isInMonth = (date: string, month: YearMonth): boolean => date.startsWith(`${formatMonthParam(month)}-`);

export const daysInMonth = ({ year, month }: YearMonth): number => new Date(year, month, 0).getDate();

/** The month's first day, yyyy-MM-dd. */
export const firstDayOf = ({ year, month }: YearMonth): string => toApiDate(new Date(year, month - 1, 1));

/** The month's last day, yyyy-MM-dd. */
export const lastDayOf = ({ year, month }: YearMonth): string => toApiDate(new Date(year, month, 0));

/** Every day of the month in order, as local dates. */
export function daysOf({ year, month }: YearMonth): Date[] {
  return Array.from({ length: daysInMonth({ year, month }) }, (_, index) => new Date(year, month - 1, index + 1));
}

// ---------------------------------------------------------------- shown

/** Making a date format costs far more than using one: one per language. */
const monthNames = new Map<Lang, Intl.DateTimeFormat>();

/** A month as people read it, in the language's format: 'März 2026', 'March 2026'. */
export function formatMonth({ year, month }: YearMonth, lang: Lang): string {
  let format = monthNames.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(localeOf(lang), { month: 'long', year: 'numeric' });
    monthNames.set(lang, format);
  }
  return format.format(new Date(year, month - 1, 1));
}
