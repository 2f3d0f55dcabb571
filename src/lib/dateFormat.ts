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

/** Single days are shown 'd MMM yyyy', in the UI language. */
export const DAY_PATTERN = 'd MMM yyyy';

export const formatDay = (value: string | Date | null | undefined, lang: Lang) => formatDate(value, DAY_PATTERN, lang);

/** A day with its weekday, as each language writes it: "Freitag, 20. November" and "Friday, 20 November" (with the year if asked). */
export function formatWeekdayDay(value: string | Date | null | undefined, lang: Lang, withYear = false): string {
  const pattern = `${lang === 'de' ? 'EEEE, d. MMMM' : 'EEEE, d MMMM'}${withYear ? ' yyyy' : ''}`;
  return formatDate(value, pattern, lang);
}

/** The short weekday names, Monday first, in the UI language (a calendar's column heads). 1 January 2024 was a Monday. */
export function weekdayNames(lang: Lang): string[] {
  return Array.from({ length: 7 }, (_, index) => formatDate(new Date(2024, 0, 1 + index), 'EEEEEE', lang));
}
