import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

import type { SerializedApiError } from '@/api/errors';
import type { Lang } from '@/contract/common';

import { loadFailed, loadStarted, loadSucceeded, notLoaded, type Loaded } from '../load/load';

export type AgreementDocumentKind = 'terms' | 'privacy';
export const AGREEMENT_DOCUMENT_KINDS: readonly AgreementDocumentKind[] = ['terms', 'privacy'];
/** Every text kept here: the agreement block's two and the NDA of an opportunity. */
export type AgreementTextKind = AgreementDocumentKind | 'nda';

/** A text's HTML, as the server sent it (sanitized where it is shown). */
export type AgreementDocumentText = Loaded<string>;

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

const notLoadedTexts = (): AgreementTexts => ({ terms: notLoaded(), privacy: notLoaded(), nda: notLoaded() });

export const EMPTY_AGREEMENT_TEXTS: AgreementTexts = notLoadedTexts();

interface TextOf {
  lang: Lang;
  kind: AgreementTextKind;
}

function textsIn(state: AgreementTextsState, lang: Lang): AgreementTexts {
  return (state.byLanguage[lang] ??= notLoadedTexts());
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
      loadStarted(textsIn(state, action.payload.lang)[action.payload.kind]);
    },
    agreementTextLoaded(state, action: PayloadAction<TextOf & { html: string }>) {
      loadSucceeded(textsIn(state, action.payload.lang)[action.payload.kind], action.payload.html);
    },
    /** A failed text is asked for again by a retry, or the next time a screen shows it. */
    agreementTextLoadFailed(state, action: PayloadAction<TextOf & { error: SerializedApiError }>) {
      loadFailed(textsIn(state, action.payload.lang)[action.payload.kind], action.payload.error);
    },
  },
});

export const agreementTextsActions = agreementTextsSlice.actions;
