import type { Lang } from '@/contract/common';
import { formatNumber } from '@/contract/formats';

/** Amounts are shown in euro, rounded. */
export function formatEuro(value: number, lang: Lang): string {
  return formatNumber(value, lang, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
}

/** A file size for people: "1,4 MB" in German, "1.4 MB" in English. */
export function formatFileSize(bytes: number, code: Lang): string {
  if (bytes < 1024) return `${formatNumber(bytes, code)} B`;
  if (bytes < 1024 * 1024) return `${formatNumber(bytes / 1024, code, { maximumFractionDigits: 0 })} KB`;
  return `${formatNumber(bytes / (1024 * 1024), code, { maximumFractionDigits: 1 })} MB`;
}

const WHOLE_AMOUNT = /^\d+$/;

/**
 * Rate fields: empty becomes 0 and leading zeros are stripped, as the specification asks. Spaces are
 * dropped ("1 200"); anything else that is not digits is left as typed, for the schema to name
 * (a separator such as "1.200" or "12,50" is not guessed at: read in the wrong language it
 * would be off by a factor of a thousand or a hundred).
 *
 * Note the tension with "daily rates at least 1": an emptied daily rate becomes 0, and then the
 * at-least-1 rule says so next to the field; it is not silently sent as 0.
 */
export function normaliseAmount(raw: unknown): string {
  if (raw === null || raw === undefined) return '0';
  const text = String(raw).replace(/\s+/g, '');
  if (text === '') return '0';
  return WHOLE_AMOUNT.test(text) ? text.replace(/^0+(?=\d)/, '') : text;
}

/** The amount as a number, or null while it is not a whole number of euros. */
export function amountValue(raw: unknown): number | null {
  const text = normaliseAmount(raw);
  if (!WHOLE_AMOUNT.test(text)) return null;
  const value = Number(text);
  return Number.isSafeInteger(value) ? value : null;
}
