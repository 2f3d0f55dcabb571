import { fork, put, select, takeEvery } from 'redux-saga/effects';

import type { Lang } from '@/contract/common';

import { load } from '../load/load';
import { fetchNdaText, fetchPrivacyText, fetchTermsText } from './agreementTexts.api';
import { selectAgreementTexts } from './agreementTexts.selectors';
import {
  AGREEMENT_DOCUMENT_KINDS,
  agreementTextsActions,
  type AgreementTextKind,
  type AgreementTexts,
} from './agreementTexts.slice';

const FETCHERS: Record<AgreementTextKind, typeof fetchTermsText> = {
  terms: fetchTermsText,
  privacy: fetchPrivacyText,
  nda: fetchNdaText,
};

const loadText = load(
  ({ lang, kind }: { lang: Lang; kind: AgreementTextKind }) => FETCHERS[kind](lang).then((reply) => reply.html),
  {
    loaded: (html, text) => agreementTextsActions.agreementTextLoaded({ ...text, html }),
    failed: (error, text) => agreementTextsActions.agreementTextLoadFailed({ ...text, error }),
  },
);

/** Each text once per language: one loaded or on its way is not asked for again. */
function* requestTexts(lang: Lang, kinds: readonly AgreementTextKind[]) {
  const texts: AgreementTexts = yield select(selectAgreementTexts, lang);
  for (const kind of kinds) {
    const { status } = texts[kind];
    if (status === 'loading' || status === 'succeeded') continue;
    yield put(agreementTextsActions.agreementTextLoading({ lang, kind }));
    yield fork(loadText, { lang, kind });
  }
}

function* onTextsRequested(action: ReturnType<typeof agreementTextsActions.agreementTextsRequested>) {
  yield* requestTexts(action.payload, AGREEMENT_DOCUMENT_KINDS);
}

function* onNdaTextRequested(action: ReturnType<typeof agreementTextsActions.ndaTextRequested>) {
  yield* requestTexts(action.payload, ['nda']);
}

export function* agreementTextsSaga() {
  yield takeEvery(agreementTextsActions.agreementTextsRequested, onTextsRequested);
  yield takeEvery(agreementTextsActions.ndaTextRequested, onNdaTextRequested);
}
