import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

import type { SerializedApiError } from '@/api/errors';
import type { RequestStatus } from '@/core/requestStatus';
import { sessionEnded, sessionStarted } from '@/core/session/session.events';

export interface AgreementState {
  /** showAgreement: the agreement replaces every protected page. */
  pending: boolean;
  canSkip: boolean;
  submit: { status: RequestStatus; action: 'accept' | 'skip' | null; error: SerializedApiError | null };
}

const initialState: AgreementState = {
  pending: false,
  canSkip: false,
  submit: { status: 'idle', action: null, error: null },
};

export const agreementSlice = createSlice({
  name: 'agreement',
  initialState,
  reducers: {
    acceptSubmitted(state) {
      state.submit = { status: 'loading', action: 'accept', error: null };
    },
    skipSubmitted(state) {
      state.submit = { status: 'loading', action: 'skip', error: null };
    },
    /** Accepting stores a contract date and clears showAgreement; skipping clears it too. */
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
