import { useTranslation } from 'react-i18next';

import type { Lang } from '@/contract/common';

import { uiLanguageOf } from './languages';

/**
 * The portal's language as the texts on screen show it: react-i18next's current language,
 * so a component re-renders when it is switched (here or in another tab, docs/decisions/008-tabs-agree.md).
 */
export function useUiLanguage(): Lang {
  const { i18n } = useTranslation();
  return uiLanguageOf(i18n.language);
}
