import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Lang } from '@/contract/common';
import type { SerializedApiError } from '@/api/errors';
import { sessionEnded, sessionStarted } from '@/core/session.events';

export type AgreementDocument = 'terms' | 'privacy';
import type { RequestStatus } from '@/core/requestStatus';

export interface AgreementText {
  status: RequestStatus;
  html: string;
}

export interface AgreementState {
  /** showAgreement: the agreement replaces every protected page (part 1 §2). */
  pending: boolean;
  canSkip: boolean;
  lang: Lang | null;
  texts: Record<AgreementDocument, AgreementText>;
  submit: { status: RequestStatus; action: 'accept' | 'skip' | null; error: SerializedApiError | null };
}

const emptyText: AgreementText = { status: 'idle', html: '' };

const initialState: AgreementState = {
  pending: false,
  canSkip: false,
  lang: null,
  texts: { terms: emptyText, privacy: emptyText },
  submit: { status: 'idle', action: null, error: null },
};

export const agreementSlice = createSlice({
  name: 'agreement',
  initialState,
  reducers: {
    textsRequested(state, action: PayloadAction<Lang>) {
      state.lang = action.payload;
      state.texts = { terms: { status: 'loading', html: '' }, privacy: { status: 'loading', html: '' } };
    },
    textLoaded(state, action: PayloadAction<{ document: AgreementDocument; html: string }>) {
      state.texts[action.payload.document] = { status: 'succeeded', html: action.payload.html };
    },
    textFailed(state, action: PayloadAction<AgreementDocument>) {
      state.texts[action.payload] = { status: 'failed', html: '' };
    },
    acceptSubmitted(state) {
      state.submit = { status: 'loading', action: 'accept', error: null };
    },
    skipSubmitted(state) {
      state.submit = { status: 'loading', action: 'skip', error: null };
    },
    /** Accepting stores a contract date and clears showAgreement; skipping clears it too (part 1 §4). */
    agreementSettled(state) {
      state.pending = false;
      state.submit.status = 'succeeded';
    },
    /** The user has arrived on the dashboard after settling the agreement. */
    settledArrived(state) {
      state.submit = initialState.submit;
    },
    submitFailed(state, action: PayloadAction<SerializedApiError>) {
      state.submit.status = 'failed';
      state.submit.error = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(sessionStarted, (state, action) => {
        state.pending = action.payload.showAgreement;
        state.canSkip = action.payload.canSkipAgreement;
        state.submit = initialState.submit;
      })
      .addCase(sessionEnded, () => initialState);
  },
});

export const agreementActions = agreementSlice.actions;

type AgreementRoot = { agreement: AgreementState };
export const selectAgreementPending = (state: AgreementRoot) => state.agreement.pending;
export const selectAgreement = (state: AgreementRoot) => state.agreement;
