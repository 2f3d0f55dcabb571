import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

import type { Lang } from '@/contract/common';

import type { RequestStatus } from '../requestStatus';

export type AgreementDocumentKind = 'terms' | 'privacy';
export const AGREEMENT_DOCUMENT_KINDS: readonly AgreementDocumentKind[] = ['terms', 'privacy'];
/** Every text kept here: the agreement block's two and the NDA of an opportunity. */
export type AgreementTextKind = AgreementDocumentKind | 'nda';

export interface AgreementDocumentText {
  status: RequestStatus;
  html: string;
}

export type AgreementTexts = Record<AgreementTextKind, AgreementDocumentText>;

/**
 * The two texts of the agreement block and the opportunities' NDA, per language:
 * the agreement screen and the registration read the same copy, the opportunity dialog the
 * NDA, and a text loaded once is not asked for again.
 */
export interface AgreementTextsState {
  byLanguage: Partial<Record<Lang, AgreementTexts>>;
}

const initialState: AgreementTextsState = { byLanguage: {} };

export const EMPTY_AGREEMENT_TEXTS: AgreementTexts = {
  terms: { status: 'idle', html: '' },
  privacy: { status: 'idle', html: '' },
  nda: { status: 'idle', html: '' },
};

interface TextOf {
  lang: Lang;
  kind: AgreementTextKind;
}

function textsIn(state: AgreementTextsState, lang: Lang): AgreementTexts {
  return (state.byLanguage[lang] ??= { ...EMPTY_AGREEMENT_TEXTS });
}

export const agreementTextsSlice = createSlice({
  name: 'agreementTexts',
  initialState,
  reducers: {
    /** A screen shows the texts in `lang`: the saga loads those not loaded or loading yet. */
    agreementTextsRequested(_state, _action: PayloadAction<Lang>) {},
    /** The opportunity dialog shows the NDA text in `lang` (`GET /manager/nda/{lang}`). */
    ndaTextRequested(_state, _action: PayloadAction<Lang>) {},
    agreementTextLoading(state, action: PayloadAction<TextOf>) {
      textsIn(state, action.payload.lang)[action.payload.kind] = { status: 'loading', html: '' };
    },
    agreementTextLoaded(state, action: PayloadAction<TextOf & { html: string }>) {
      textsIn(state, action.payload.lang)[action.payload.kind] = { status: 'succeeded', html: action.payload.html };
    },
    /** A failed text is asked for again the next time a screen shows it. */
    agreementTextFailed(state, action: PayloadAction<TextOf>) {
      textsIn(state, action.payload.lang)[action.payload.kind] = { status: 'failed', html: '' };
    },
  },
});

export const agreementTextsActions = agreementTextsSlice.actions;
