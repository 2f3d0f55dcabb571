import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

import type { BillingVerifyResponse } from '@/contract/placements';
import { sessionEnded } from '@/core/session/session.events';

import type {
  BillingFiles,
  BillingSaveSubmission,
  BillingVerifySubmission,
  FastEntrySubmission,
  MonthlyReportSubmission,
  TimeEntrySubmission,
} from './placement.types';

/**
 * The placement screen's own state: what a billing verification answered, per monthly report id,
 * until the invoice is saved or the verification reset. The placements and their months are
 * core/placements'; the saves here (events only) learn their outcome through core/submission,
 * and what the server answers replaces the month there, for every screen.
 */
export interface PlacementScreenState {
  verified: Record<string, BillingVerifyResponse>;
}

const initialState: PlacementScreenState = { verified: {} };

export const placementScreenSlice = createSlice({
  name: 'placementScreen',
  initialState,
  reducers: {
    /** `POST .../time-tracking`, then the month reloads with force. Sent through core/submission. */
    timeEntrySubmitted(_state, _action: PayloadAction<TimeEntrySubmission>) {},
    /** The fast entry: several entries, each sent on its own; the outcome's data is a FastEntryResult. */
    fastEntrySubmitted(_state, _action: PayloadAction<FastEntrySubmission>) {},
    /** `POST .../monthly-report` or `.../monthly-report/submit`. */
    monthlyReportSubmitted: {
      reducer(_state, _action: PayloadAction<MonthlyReportSubmission, string, { arg: File | null }>) {},
      // A mandate's expenses report (a File) is no state: it rides in `meta.arg`, like the invoice's files.
      prepare: (request: MonthlyReportSubmission, expensesReport: File | null = null) => ({
        payload: request,
        meta: { arg: expensesReport },
      }),
    },

    billingVerifySubmitted: {
      reducer(_state, _action: PayloadAction<BillingVerifySubmission, string, { arg: File }>) {},
      // The File is no state: it rides in `meta.arg`, which RTK's serializable check leaves alone.
      prepare: (request: BillingVerifySubmission, file: File) => ({ payload: request, meta: { arg: file } }),
    },
    billingVerified(state, action: PayloadAction<{ monthlyReportId: string; result: BillingVerifyResponse }>) {
      state.verified[action.payload.monthlyReportId] = action.payload.result;
    },
    /** Reset: the verification and the chosen files go; nothing is sent. */
    billingReset(state, action: PayloadAction<string>) {
      delete state.verified[action.payload];
    },
    billingSaveSubmitted: {
      reducer(_state, _action: PayloadAction<BillingSaveSubmission, string, { arg: BillingFiles }>) {},
      prepare: (request: BillingSaveSubmission, files: BillingFiles) => ({ payload: request, meta: { arg: files } }),
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionEnded, () => initialState);
  },
});

export const placementActions = placementScreenSlice.actions;
