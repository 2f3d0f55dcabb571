/**
 * Numbers, amounts and dates per language, written once for the app's screens and the mock's
 * PDFs and answers: German follows de-DE, English en-IN (docs/decisions/019-locale-formats.md).
 */
import type { Lang } from './common';

const LOCALE: Record<Lang, string> = { de: 'de-DE', en: 'en-IN' };

/** The locale whose number and date formats a language uses. */
export const localeOf = (lang: Lang): string => LOCALE[lang];

/** Making a number format costs far more than using one: each is made once. */
const numberFormats = new Map<string, Intl.NumberFormat>();

export function formatNumber(value: number, lang: Lang, options?: Intl.NumberFormatOptions): string {
  const key = `${lang}|${options ? JSON.stringify(options) : ''}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(localeOf(lang), options);
    numberFormats.set(key, format);
  }
  return format.format(value);
}

/**
 * An amount in its currency (an ISO 4217 code, e.g. the monthly report's `isoCode`), with cents,
 * in the language's number format. A code Intl does not know still shows the amount.
 */
export function formatCurrency(value: number, isoCode: string, lang: Lang): string {
  try {
    return formatNumber(value, lang, { style: 'currency', currency: isoCode });
  } catch {
    return `${formatNumber(value, lang, { minimumFractionDigits: 2, maximumFractionDigits: 2 })} ${isoCode}`;
  }
}
