import type { Lang } from '@/contract/common';
import type { LocalizedText } from '@/contract/resume';

/**
 * The specification says: "Profile text fields can be stored per language (de and en); only the
 * active language is kept on submit." We read it as: a dialog writes the text of the active resume
 * language only; the other language's text goes back exactly as the server last sent it. So
 * editing German can never change or wipe the English text, even when an older draft (or a
 * second tab) holds a stale copy of it; to change English, the user switches the CV to English.
 */
export function keepActiveLanguage(edited: LocalizedText, saved: LocalizedText | undefined, lang: Lang): LocalizedText {
  const base: LocalizedText = { de: saved?.de ?? '', en: saved?.en ?? '' };
  return { ...base, [lang]: edited[lang] ?? '' };
}

export const otherLanguage = (lang: Lang): Lang => (lang === 'de' ? 'en' : 'de');

export const EMPTY_TEXT: LocalizedText = { de: '', en: '' };
