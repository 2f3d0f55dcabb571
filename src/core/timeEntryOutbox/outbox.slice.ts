import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';

import { isDay, type OutboxDay, type OutboxEntry } from './outboxRules';

/** The time entries waiting on the device to be sent, as the device holds them (docs/decisions/054-offline-data.md). */
export interface OutboxState {
  entries: OutboxEntry[];
}

const initialState: OutboxState = { entries: [] };

export const outboxSlice = createSlice({
  name: 'timeEntryOutbox',
  initialState,
  reducers: {
    /** The outbox as read from the device (after a start, a round, another window's change). */
    outboxRead: (state, action: PayloadAction<OutboxEntry[]>) => {
      state.entries = action.payload;
    },
    entryKept: (state, action: PayloadAction<OutboxEntry>) => {
      const kept = action.payload;
      state.entries = [
        ...state.entries.filter((item) => !isDay(item, { placementId: kept.placementId, date: kept.entry.date })),
        kept,
      ];
    },
    /** The day was saved on the server, or the manager discarded what waited. */
    entryGone: (state, action: PayloadAction<OutboxDay>) => {
      state.entries = state.entries.filter((item) => !isDay(item, action.payload));
    },
  },
});

export const outboxActions = {
  ...outboxSlice.actions,
  /** Send what waits now (the connection returned, the worker's Background Sync woke the page). */
  sendRequested: createAction('timeEntryOutbox/sendRequested'),
  discardRequested: createAction<OutboxDay>('timeEntryOutbox/discardRequested'),
};
