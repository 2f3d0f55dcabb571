import { format, isValid, parseISO } from 'date-fns';
import { de } from 'date-fns/locale/de';
import { enIN } from 'date-fns/locale/en-IN';
import type { Lang } from '@/api/contract';

/** Decision 15: date-fns locales that match the number formats. */
export function dateLocale(lang: Lang) {
  return lang === 'de' ? de : enIN;
}

/** Dates go to the API as yyyy-MM-dd (part 1 §9). */
export function toApiDate(date: Date): string {
  return format(date, 'yyyy-MM-dd');
}

/** Shows an API date (or Date) in the user's language; '' for a missing or broken value. */
export function formatDate(value: string | Date | null | undefined, pattern: string, lang: Lang): string {
  if (!value) return '';
  const date = typeof value === 'string' ? parseISO(value) : value;
  return isValid(date) ? format(date, pattern, { locale: dateLocale(lang) }) : '';
}
