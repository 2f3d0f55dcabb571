import { format, isValid, parseISO } from 'date-fns';
import { de } from 'date-fns/locale/de';
import { enIN } from 'date-fns/locale/en-IN';

import type { Lang } from '@/contract/common';

/**
 * Dates shown to the user (date-fns locales matching the number formats; docs/decisions/019-locale-formats.md).
 * Kept apart from lib/dates.ts so that screens without shown dates do not load date-fns.
 */
export function dateLocale(lang: Lang) {
  return lang === 'de' ? de : enIN;
}

/** Shows an API date (or Date) in the user's language; '' for a missing or broken value. */
export function formatDate(value: string | Date | null | undefined, pattern: string, lang: Lang): string {
  if (!value) return '';
  const date = typeof value === 'string' ? parseISO(value) : value;
  return isValid(date) ? format(date, pattern, { locale: dateLocale(lang) }) : '';
}

/**
 * Every way the app shows a date, per language, in one place (docs/decisions/019-locale-formats.md). A date
 * shown as data is the specification's 'd MMM yyyy' (a month 'MMM yyyy'); German writes the day as an ordinal
 * with its dot ("20. Nov. 2026"). The longer forms are for headings and sentences: a day with its weekday
 * where the manager thinks in weekdays (the time entry's title, the days of a month), a day and its month in a
 * sentence about days of one month, and a day's short weekday in the rows of a month's table; a time of day is 24-hour.
 */
const DATE_PATTERNS = {
  de: {
    day: 'd. MMM yyyy',
    month: 'MMM yyyy',
    dayTime: 'd. MMM yyyy, HH:mm',
    time: 'HH:mm',
    dayMonth: 'd. MMMM',
    weekdayDayShort: 'EEE, d. MMM',
    weekdayDay: 'EEEE, d. MMMM',
    weekdayDayYear: 'EEEE, d. MMMM yyyy',
  },
  en: {
    day: 'd MMM yyyy',
    month: 'MMM yyyy',
    dayTime: 'd MMM yyyy, HH:mm',
    time: 'HH:mm',
    dayMonth: 'd MMMM',
    weekdayDayShort: 'EEE, d MMM',
    weekdayDay: 'EEEE, d MMMM',
    weekdayDayYear: 'EEEE, d MMMM yyyy',
  },
} as const satisfies Record<Lang, Record<string, string>>;

/** The name of one of the app's date forms (DATE_PATTERNS). */
export type DateStyle = keyof (typeof DATE_PATTERNS)['en'];

/** The date-fns pattern of a date form in a language. */
export const datePatternOf = (style: DateStyle, lang: Lang): string => DATE_PATTERNS[lang][style];

/** Shows an API date (or Date) in one of the app's date forms; '' for a missing or broken value. */
export const formatDateAs = (value: string | Date | null | undefined, style: DateStyle, lang: Lang): string =>
  formatDate(value, datePatternOf(style, lang), lang);

/** A time of day: "14:05" in both languages. */
export const formatTime = (value: Date, lang: Lang) => formatDateAs(value, 'time', lang);

/** A single day as data: "20 Nov 2026", "20. Nov. 2026". */
export const formatDay = (value: string | Date | null | undefined, lang: Lang) => formatDateAs(value, 'day', lang);

/** A day with its weekday, as each language writes it: "Freitag, 20. November" and "Friday, 20 November" (with the year if asked). */
export function formatWeekdayDay(value: string | Date | null | undefined, lang: Lang, withYear = false): string {
  return formatDateAs(value, withYear ? 'weekdayDayYear' : 'weekdayDay', lang);
}

/** The short weekday names, Monday first, in the UI language (a calendar's column heads). 1 January 2024 was a Monday. */
export function weekdayNames(lang: Lang): string[] {
  return Array.from({ length: 7 }, (_, index) => formatDate(new Date(2024, 0, 1 + index), 'EEEEEE', lang));
}
