import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

import type { SerializedApiError } from '@/api/errors';
import { parseMonthKey, type YearMonth } from '@/contract/month';
import type { BillingVerifyResponse, PlacementMonth, PlacementOverview } from '@/contract/placements';
import type { RequestState } from '@/core/requestStatus';
import { sessionEnded } from '@/core/session/session.events';

import {
  monthCacheKey,
  type BillingFiles,
  type BillingSaveSubmission,
  type BillingVerifySubmission,
  type FastEntrySubmission,
  type MonthlyReportSubmission,
  type TimeEntrySubmission,
} from './placement.types';

export interface MonthEntry extends RequestState {
  data: PlacementMonth | null;
}

/** What the overview says of a placement besides its months: its codes and the time entry's choices. */
export type PlacementDetails = Pick<PlacementOverview, 'placement' | 'timeTrackingOptions'>;

/**
 * The placement screen (part 2 §2, §4; the placements list is core/placements'): the months
 * loaded so far (keyed by monthCacheKey) and each placement's details. Saves learn their outcome
 * through core/submission; what the server answers replaces the month here.
 */
export interface PlacementState {
  months: Record<string, MonthEntry>;
  details: Record<string, PlacementDetails>;
  /** Part 2 §4 "verify (sets isVerified true with status and html)", per monthly report id; reset drops it. */
  verified: Record<string, BillingVerifyResponse>;
}

const initialState: PlacementState = {
  months: {},
  details: {},
  verified: {},
};

export interface MonthRequest extends YearMonth {
  placementId: string;
  /** Part 2 §4: a time-tracking save reloads the month "with force": even when it is loaded. */
  force?: boolean;
}

export const placementSlice = createSlice({
  name: 'placement',
  initialState,
  reducers: {
    /** The month shows; the saga loads it unless it is loaded (or `force`). A shown month stays until the new copy arrives. */
    monthRequested(state, action: PayloadAction<MonthRequest>) {
      const { placementId, force } = action.payload;
      const entry = state.months[monthCacheKey(placementId, action.payload)];
      if (entry?.status === 'succeeded' && !force) return;
      state.months[monthCacheKey(placementId, action.payload)] = {
        data: entry?.data ?? null,
        status: 'loading',
        error: null,
      };
    },
    /** An overview from a load or a save: its months (the asked one and the one before) and the placement's details. */
    overviewReceived(state, action: PayloadAction<PlacementOverview>) {
      const { placement, timeTrackingOptions, months } = action.payload;
      state.details[placement.id] = { placement, timeTrackingOptions };
      for (const [key, data] of Object.entries(months)) {
        const month = parseMonthKey(key);
        if (month) state.months[monthCacheKey(placement.id, month)] = { data, status: 'succeeded', error: null };
      }
    },
    monthLoadFailed(
      state,
      action: PayloadAction<{ placementId: string; year: number; month: number; error: SerializedApiError }>,
    ) {
      const key = monthCacheKey(action.payload.placementId, action.payload);
      state.months[key] = { data: state.months[key]?.data ?? null, status: 'failed', error: action.payload.error };
    },
    /** Part 2 §4: send first removes the cached month locally. */
    monthDropped(state, action: PayloadAction<{ placementId: string } & YearMonth>) {
      delete state.months[monthCacheKey(action.payload.placementId, action.payload)];
    },

    /** `POST .../time-tracking`, then the month reloads with force. Sent through core/submission. */
    timeEntrySubmitted(_state, _action: PayloadAction<TimeEntrySubmission>) {},
    /** The fast entry: several entries, each sent on its own; the outcome's data is a FastEntryResult. */
    fastEntrySubmitted(_state, _action: PayloadAction<FastEntrySubmission>) {},
    /** `POST .../monthly-report` or `.../monthly-report/submit`. */
    monthlyReportSubmitted(_state, _action: PayloadAction<MonthlyReportSubmission>) {},

    billingVerifySubmitted: {
      reducer(_state, _action: PayloadAction<BillingVerifySubmission, string, { arg: File }>) {},
      // The File is no state: it rides in `meta.arg`, which RTK's serializable check leaves alone.
      prepare: (request: BillingVerifySubmission, file: File) => ({ payload: request, meta: { arg: file } }),
    },
    billingVerified(state, action: PayloadAction<{ monthlyReportId: string; result: BillingVerifyResponse }>) {
      state.verified[action.payload.monthlyReportId] = action.payload.result;
    },
    /** Part 2 §4 "reset": the verification and the chosen files go; nothing is sent. */
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

export const placementActions = placementSlice.actions;
