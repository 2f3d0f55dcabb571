import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';

import { sessionEnded, sessionStarted } from '@/core/session/session.events';

/** Accepting or skipping: the two ways to settle a pending agreement. */
export type AgreementChoice = 'accept' | 'skip';

export interface AgreementState {
  /** showAgreement: the agreement replaces every protected page. */
  pending: boolean;
  canSkip: boolean;
  /** How it was settled, until the user arrives on the dashboard the gate sends them to. */
  settled: AgreementChoice | null;
}

const initialState: AgreementState = { pending: false, canSkip: false, settled: null };

/** The saves: the page learns how they went through core/submission. */
export const agreementEvents = {
  acceptSubmitted: createAction('agreement/acceptSubmitted'),
  skipSubmitted: createAction('agreement/skipSubmitted'),
};

export const agreementSlice = createSlice({
  name: 'agreement',
  initialState,
  reducers: {
    /** Accepting stores a contract date and clears showAgreement; skipping clears it too. */
    agreementSettled(state, action: PayloadAction<AgreementChoice>) {
      state.pending = false;
      state.settled = action.payload;
    },
    /** The user has arrived on the dashboard after settling the agreement. */
    settledArrived(state) {
      state.settled = null;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(sessionStarted, (state, action) => {
        state.pending = action.payload.showAgreement;
        state.canSkip = action.payload.canSkipAgreement;
        state.settled = null;
      })
      .addCase(sessionEnded, () => initialState);
  },
});

export const agreementActions = { ...agreementSlice.actions, ...agreementEvents };
