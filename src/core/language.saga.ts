import { call, takeLatest } from 'redux-saga/effects';

import { initI18n } from '@/lib/i18n';
import { codeOf, storeLanguageCode } from '@/lib/languages';

import { uiLanguageChanged } from './session/session.events';

/** Switches the texts, and persists the choice unless it came from another tab (docs/decisions/008-tabs-agree.md). */
function* changeLanguage(action: ReturnType<typeof uiLanguageChanged>) {
  const { lang, fromOtherTab } = action.payload;
  if (!fromOtherTab) storeLanguageCode(codeOf(lang));
  yield call(initI18n, lang);
}

export function* languageSaga() {
  yield takeLatest(uiLanguageChanged, changeLanguage);
}
