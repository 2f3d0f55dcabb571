import i18n, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';

import type { Lang } from '@/contract/common';
import { formatNumber } from '@/contract/formats';

import { langOf, readStoredLanguageCode, uiLanguageOf } from './languages';

/** One namespace file per domain under src/locales/{de,en}/. */
export const NAMESPACES = [
  'common',
  'forms',
  'auth',
  'agreement',
  'dashboard',
  'registration',
  'account',
  'documents',
  'notificationSettings',
  'signup',
  'resume',
  'resumeEdit',
  'workExperience',
  'pdfExport',
  'management',
  'placement',
  'monthlyReport',
  'billing',
  'projects',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

const loaders = import.meta.glob<{ default: ResourceKey }>('../locales/*/*.json');

/** Each language's namespaces are separate chunks, loaded when first used. */
const lazyLocales: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const load = loaders[`../locales/${language}/${namespace}.json`];
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

/** Starts the texts in a language, with `common` and the given namespaces loaded. */
export async function initI18n(lang: Lang, namespaces: readonly Namespace[] = []): Promise<typeof i18n> {
  if (!i18n.isInitialized) {
    await i18n
      .use(lazyLocales)
      .use(initReactI18next)
      .init({
        lng: lang,
        supportedLngs: ['de', 'en'],
        // Texts fall back to English. The German files are built with the English
        // text under any key they lack (vite.config.ts), so no second language is downloaded.
        fallbackLng: false,
        ns: ['common', ...namespaces],
        defaultNS: 'common',
        interpolation: { escapeValue: false },
        react: { useSuspense: true },
      });
    // `{{count, number}}` in a text writes the number as the language does (de-DE, en-IN;
    // docs/decisions/019-locale-formats.md), with the same formatter as every other number on screen.
    i18n.services.formatter?.add('number', (value: unknown, lng: string | undefined) =>
      typeof value === 'number' ? formatNumber(value, uiLanguageOf(lng)) : String(value),
    );
  } else {
    if (i18n.language !== lang) await i18n.changeLanguage(lang);
    await i18n.loadNamespaces([...namespaces]);
  }
  document.documentElement.lang = lang;
  return i18n;
}

/**
 * The portal's language now, for code outside React (components use `useUiLanguage()`). Before
 * the texts have started (a kept session is restored meanwhile), the stored choice they start in.
 */
export function currentLang(): Lang {
  return i18n.language ? uiLanguageOf(i18n.language) : langOf(readStoredLanguageCode());
}

export { i18n };
