import type { Lang } from '@/api/contract';

/** Decision 15: numbers follow de-DE for German and en-IN for English. */
export function numberLocale(lang: Lang): string {
  return lang === 'de' ? 'de-DE' : 'en-IN';
}

export function formatNumber(value: number, lang: Lang, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(numberLocale(lang), options).format(value);
}

/** Amounts are shown in euro, rounded (part 2 §9). */
export function formatEuro(value: number, lang: Lang): string {
  return formatNumber(value, lang, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
}
