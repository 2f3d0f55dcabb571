import { LANGUAGE_CODE, type Lang, type LanguageCode } from '@/contract/common';

import { LOCAL_KEYS, readLocal, writeLocal } from './storageKeys';

export const DEFAULT_LANGUAGE_CODE: LanguageCode = LANGUAGE_CODE.DE;
export const DEFAULT_RESUME_LANGUAGE: Lang = 'de';

/** 100 is German; 200, or a code the portal does not know, English. */
export function langOf(code: number): Lang {
  return code === LANGUAGE_CODE.DE ? 'de' : 'en';
}

/** The portal's language from an i18next language tag: German for 'de', English for anything else. */
export function uiLanguageOf(lng: string | undefined): Lang {
  return lng === 'de' ? 'de' : 'en';
}

export function codeOf(lang: Lang): LanguageCode {
  return lang === 'de' ? LANGUAGE_CODE.DE : LANGUAGE_CODE.EN;
}

/** No stored value → 100 (German); an unknown stored value → 200 (English). */
export function parseLanguageCode(stored: string | null): LanguageCode {
  if (stored === null || stored === '') return DEFAULT_LANGUAGE_CODE;
  return Number(stored) === LANGUAGE_CODE.DE ? LANGUAGE_CODE.DE : LANGUAGE_CODE.EN;
}

export function readStoredLanguageCode(): LanguageCode {
  return parseLanguageCode(readLocal(LOCAL_KEYS.language));
}

export function storeLanguageCode(code: LanguageCode): void {
  writeLocal(LOCAL_KEYS.language, String(code));
}

export function readResumeLanguage(): Lang {
  const stored = readLocal(LOCAL_KEYS.resumeLanguage);
  return stored === 'en' ? 'en' : DEFAULT_RESUME_LANGUAGE;
}

export function storeResumeLanguage(lang: Lang): void {
  writeLocal(LOCAL_KEYS.resumeLanguage, lang);
}
