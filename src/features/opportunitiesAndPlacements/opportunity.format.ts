import type { Lang } from '@/contract/common';

type Localized = Record<Lang, string>;

/** A text kept per language, in `lang`, or in the other language where `lang` is empty. */
export function inLang(text: Localized | null | undefined, lang: Lang): string {
  if (!text) return '';
  const other: Lang = lang === 'de' ? 'en' : 'de';
  return (text[lang] || text[other] || '').trim();
}
