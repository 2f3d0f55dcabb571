import type { Lang } from '@/contract/common';

/** How much of a date a DateField asks for (year, month/year or day/month/year). */
export type DateViews = 'year' | 'monthYear' | 'date';

/**
 * The display patterns (date-fns tokens) of the date field: German dd.MM.yyyy, English as
 * en-IN writes it (docs/decisions/019-locale-formats.md), the same in the picker and in the placeholder shown
 * while it loads.
 */
export function datePattern(lang: Lang, views: DateViews): string {
  const separator = lang === 'de' ? '.' : '/';
  if (views === 'year') return 'yyyy';
  if (views === 'monthYear') return `MM${separator}yyyy`;
  return `dd${separator}MM${separator}yyyy`;
}

/** yyyy-MM-dd shown in a pattern of datePattern without loading date-fns (the stand-in while the picker loads). */
export function showApiDate(value: string, pattern: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return '';
  const [, year = '', month = '', day = ''] = match;
  return pattern.replace('yyyy', year).replace('MM', month).replace('dd', day);
}
