import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * Whether the device has a connection, and what is shown from the device meanwhile
 * (docs/decisions/054-offline-data.md): the shell's offline banner and the actions that need the network read it.
 */
export interface ConnectionState {
  /**
   * Whether the server can be reached: the browser's own view (`navigator.onLine` and its events), and false as well
   * once a call went unanswered and a kept copy stood in (the browser may think it is online on a dead network),
   * until the browser reports the connection back or a retry gets answers.
   */
  online: boolean;
  /** When the oldest copy kept on the device that a screen shows instead of the server's answer was saved; null while all is live. */
  keptSince: number | null;
}

const initialState = (): ConnectionState => ({
  online: typeof navigator === 'undefined' ? true : navigator.onLine,
  keptSince: null,
});

export const connectionSlice = createSlice({
  name: 'connection',
  initialState,
  reducers: {
    connectionChanged: (state, action: PayloadAction<{ online: boolean }>) => {
      state.online = action.payload.online;
    },
    keptCopyShown: (state, action: PayloadAction<{ savedAt: number }>) => {
      const { savedAt } = action.payload;
      state.online = false;
      state.keptSince = state.keptSince === null ? savedAt : Math.min(state.keptSince, savedAt);
    },
    /** Every kept copy shown has been replaced by the server's answer. */
    allLiveAgain: (state) => {
      state.online = true;
      state.keptSince = null;
    },
  },
});

export const connectionActions = connectionSlice.actions;

type ConnectionRoot = { connection: ConnectionState };
export const selectOnline = (state: ConnectionRoot) => state.connection.online;
export const selectKeptSince = (state: ConnectionRoot) => state.connection.keptSince;
