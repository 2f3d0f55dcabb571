import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

import type { SerializedApiError } from '@/api/errors';
import type { PlacementSummary } from '@/contract/placements';

import type { RequestState } from '../requestStatus';
import { sessionEnded } from '../session/session.events';

/**
 * The manager's placements (`GET /manager/placements`, part 2 §4): one list for the placements
 * tab of `/management` and the placement screen's switcher, so the screen opened from the tab
 * has its placement at once.
 */
export type PlacementsState = RequestState & { items: PlacementSummary[] };

const initialState: PlacementsState = { items: [], status: 'idle', error: null };

export const placementsSlice = createSlice({
  name: 'placements',
  initialState,
  reducers: {
    /** Load, or reload when a screen shows again (the shown list stays until the new one arrives). */
    placementsRequested(state) {
      state.status = 'loading';
      state.error = null;
    },
    placementsLoaded(_state, action: PayloadAction<PlacementSummary[]>) {
      return { items: action.payload, status: 'succeeded', error: null };
    },
    placementsLoadFailed(state, action: PayloadAction<SerializedApiError>) {
      state.status = 'failed';
      state.error = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionEnded, () => initialState);
  },
});

export const placementsActions = placementsSlice.actions;
