import type { Lang } from '@/contract/common';
import type { LocalizedText } from '@/contract/resume';
import { localizedText } from '@/lib/localizedTextSchema';
import { rule } from '@/lib/validation';

/**
 * Visible characters of rich text (p, ul, li, br): the text without markup, entities counted
 * as one character, line breaks not counted, as the editor counts them (RichTextField).
 */
export function richTextLength(html: string): number {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&(nbsp|amp|lt|gt|quot|#\d+|#x[\da-f]+);/gi, '_')
    .replace(/\n/g, '').length;
}

export interface ActiveTextOptions {
  /** At least one of de or en is filled. */
  required?: boolean;
  /** The server length of the field (fields metadata). */
  max?: number;
  /** Counted as visible characters of rich text rather than as characters of the string. */
  rich?: boolean;
}

/**
 * A per-language text of a dialog: `localizedText` (required = one of de or en), with the
 * length checked on the active language only. The other language goes back as the server sent
 * it (bilingual.ts) and has no field here, so an error on it could be neither seen nor fixed.
 */
export function activeLanguageText(lang: Lang, { required = false, max, rich = false }: ActiveTextOptions = {}) {
  return localizedText(lang, { required }).test('max', function check(value: Partial<LocalizedText> | undefined) {
    if (max === undefined) return true;
    const text = value?.[lang] ?? '';
    const length = rich ? richTextLength(text) : text.length;
    return length <= max || this.createError({ path: `${this.path}.${lang}`, message: rule('max', { max }) });
  });
}

/** The active language's plain text without surrounding spaces; the other language untouched. */
export function trimActive(text: LocalizedText, lang: Lang): LocalizedText {
  return { ...text, [lang]: (text[lang] ?? '').trim() };
}
