import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

import type { SerializedApiError } from '@/api/errors';
import { monthKey, type YearMonth } from '@/contract/month';
import type { PlacementMonth, PlacementOverview, PlacementSummary } from '@/contract/placements';

import { entryAt, loadFailed, loadReducers, loadStarted, loadSucceeded, notLoaded, type Loaded } from '../load/load';
import { sessionEnded } from '../session/session.events';

/** What an overview says of a placement besides its months: its codes and the time entry's choices. */
export type PlacementDetails = Pick<PlacementOverview, 'placement' | 'timeTrackingOptions'>;

/**
 * The manager's placements and the months loaded of them, kept once: the dashboard, the
 * placements tab and the placement screen read the same copies, so a saved time entry or a sent
 * report shows on every screen at once. A month reloads in place: its data stays while it is
 * marked loading, and a failed reload keeps it beside the error.
 */
export interface PlacementsState {
  list: Loaded<PlacementSummary[]>;
  /** By placement id, then by the month's key (contract/month monthKey). */
  months: Record<string, Record<string, Loaded<PlacementMonth>>>;
  /** By placement id: what the latest overview of the placement said. */
  details: Record<string, PlacementDetails>;
  /** By placement id: the month the latest overview was for (its `currentYear` / `currentMonth`). */
  currentMonth: Record<string, YearMonth>;
}

export interface PlacementMonthRef extends YearMonth {
  placementId: string;
}

export interface PlacementMonthRequest extends PlacementMonthRef {
  /** Load even when loaded (after a save: the server may have changed more than its answer shows). */
  force?: boolean;
}

const initialState: PlacementsState = { list: notLoaded(), months: {}, details: {}, currentMonth: {} };

function monthEntry(state: PlacementsState, { placementId, year, month }: PlacementMonthRef) {
  return entryAt((state.months[placementId] ??= {}), monthKey({ year, month }));
}

export const placementsSlice = createSlice({
  name: 'placements',
  initialState,
  reducers: {
    /** Load, or reload when a screen shows again (the shown list stays until the new one arrives). */
    ...loadReducers('placements', (state: PlacementsState) => state.list),

    /** A month shows: the saga loads it unless it is loaded (or `force`); what is shown stays meanwhile. */
    placementMonthRequested(state, action: PayloadAction<PlacementMonthRequest>) {
      const entry = monthEntry(state, action.payload);
      if (entry.status === 'succeeded' && !action.payload.force) return;
      loadStarted(entry);
    },
    /**
     * A save is about to change the month in ways its answer may not show (the report's send):
     * the month counts as loading from now until the reload that follows the save; its data stays.
     */
    placementMonthOutdated(state, action: PayloadAction<PlacementMonthRef>) {
      loadStarted(monthEntry(state, action.payload));
    },
    /** An overview from a load or a save: its months (the asked one and the one before) and the placement's details. */
    placementOverviewReceived(state, action: PayloadAction<PlacementOverview>) {
      const { placement, timeTrackingOptions, months, currentYear, currentMonth } = action.payload;
      state.details[placement.id] = { placement, timeTrackingOptions };
      (state.currentMonth ??= {})[placement.id] = { year: currentYear, month: currentMonth };
      const loaded = (state.months[placement.id] ??= {});
      for (const [key, data] of Object.entries(months)) loadSucceeded(entryAt(loaded, key), data);
    },
    /**
     * After a send, the month the manager had before is forgotten: it loads afresh when it shows again
     * (docs/decisions/023-placement-month-cache.md).
     */
    placementMonthDropped(state, action: PayloadAction<PlacementMonthRef>) {
      const { placementId, year, month } = action.payload;
      delete state.months[placementId]?.[monthKey({ year, month })];
    },
    placementMonthLoadFailed(state, action: PayloadAction<PlacementMonthRef & { error: SerializedApiError }>) {
      loadFailed(monthEntry(state, action.payload), action.payload.error);
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionEnded, () => initialState);
  },
});

export const placementsActions = placementsSlice.actions;
