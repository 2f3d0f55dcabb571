import type { Lang } from '@/contract/common';

/** Decision 15: numbers follow de-DE for German and en-IN for English. */
export function numberLocale(lang: Lang): string {
  return lang === 'de' ? 'de-DE' : 'en-IN';
}

/** Making a number format costs far more than using one: each is made once. */
const formats = new Map<string, Intl.NumberFormat>();

export function formatNumber(value: number, lang: Lang, options?: Intl.NumberFormatOptions): string {
  const key = `${lang}|${options ? JSON.stringify(options) : ''}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(numberLocale(lang), options);
    formats.set(key, format);
  }
  return format.format(value);
}

/** Amounts are shown in euro, rounded (part 2 §9). */
export function formatEuro(value: number, lang: Lang): string {
  return formatNumber(value, lang, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
}

/** A file size for people: "1,4 MB" in German, "1.4 MB" in English. */
export function formatFileSize(bytes: number, lang: string): string {
  const code: Lang = lang === 'de' ? 'de' : 'en';
  if (bytes < 1024) return `${formatNumber(bytes, code)} B`;
  if (bytes < 1024 * 1024) return `${formatNumber(bytes / 1024, code, { maximumFractionDigits: 0 })} KB`;
  return `${formatNumber(bytes / (1024 * 1024), code, { maximumFractionDigits: 1 })} MB`;
}
