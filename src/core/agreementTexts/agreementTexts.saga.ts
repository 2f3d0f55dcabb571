import { call, fork, put, select, takeEvery } from 'redux-saga/effects';
import type { AgreementTextResponse } from '@/contract/agreement';
import type { Lang } from '@/contract/common';
import { fetchPrivacyText, fetchTermsText } from './agreementTexts.api';
import { selectAgreementTexts } from './agreementTexts.selectors';
import { AGREEMENT_DOCUMENT_KINDS, agreementTextsActions, type AgreementDocumentKind, type AgreementTexts } from './agreementTexts.slice';

const FETCHERS: Record<AgreementDocumentKind, typeof fetchTermsText> = { terms: fetchTermsText, privacy: fetchPrivacyText };

function* loadText(lang: Lang, kind: AgreementDocumentKind) {
  try {
    const reply: AgreementTextResponse = yield call(FETCHERS[kind], lang);
    yield put(agreementTextsActions.agreementTextLoaded({ lang, kind, html: reply.html }));
  } catch {
    yield put(agreementTextsActions.agreementTextFailed({ lang, kind }));
  }
}

/** Each text once per language: one loaded or on its way is not asked for again. */
function* onTextsRequested(action: ReturnType<typeof agreementTextsActions.agreementTextsRequested>) {
  const lang = action.payload;
  const texts: AgreementTexts = yield select(selectAgreementTexts, lang);
  for (const kind of AGREEMENT_DOCUMENT_KINDS) {
    const { status } = texts[kind];
    if (status === 'loading' || status === 'succeeded') continue;
    yield put(agreementTextsActions.agreementTextLoading({ lang, kind }));
    yield fork(loadText, lang, kind);
  }
}

export function* agreementTextsSaga() {
  yield takeEvery(agreementTextsActions.agreementTextsRequested, onTextsRequested);
}
