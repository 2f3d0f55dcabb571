import * as yup from 'yup';

import type { Lang } from '@/contract/common';
import type { LocalizedText } from '@/contract/resume';

import { rule } from './validation';

/** The visible text of a plain or rich (p, ul, li, br) value, for "is it filled?". */
export function visibleText(value: string | undefined): string {
  return (value ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .trim();
}

export interface LocalizedTextOptions {
  /** At least one of de or en must be filled. */
  required?: boolean;
  /** Server length of each language's value (field metadata). */
  max?: number;
}

/**
 * A per-language text: with `required`, at least one of de or en is filled; the
 * message names the language being edited ('German value is mandatory'), and stands at
 * `<name>.<lang>`, where the field of that language is.
 */
export function localizedText(lang: Lang, { required = false, max }: LocalizedTextOptions = {}) {
  const text = () =>
    max === undefined ? yup.string().default('') : yup.string().default('').max(max, rule('max', { max }));
  return yup
    .object({ de: text(), en: text() })
    .test('languageMandatory', function check(value: Partial<LocalizedText> | undefined) {
      if (!required || visibleText(value?.de) || visibleText(value?.en)) return true;
      return this.createError({ path: `${this.path}.${lang}`, message: rule('languageMandatory') });
    });
}
