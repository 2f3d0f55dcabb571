import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

import type { SerializedApiError } from '@/api/errors';
import type { LoginRequest } from '@/contract/session';
import { sessionEnded, sessionStarted, type SessionEndReason } from '@/core/session/session.events';

/**
 * The sign-in flow only. Who is signed in (the session) is core's (core/session), read by
 * every feature through its selectors.
 */
export interface AuthState {
  /** The start-up check (stored last-active time, refresh token exchange) has finished. */
  bootstrapped: boolean;
  login: {
    status: 'idle' | 'loading' | 'failed';
    error: SerializedApiError | null;
    locked: boolean;
    leftAttempts: number | null;
  };
  /** Seconds until the idle logout while the warning shows (docs/decisions/009-idle-timeout.md), else null. */
  idleSecondsLeft: number | null;
  /** Why the last session ended, shown once on the sign-in page. */
  endReason: SessionEndReason | null;
}

const initialLogin: AuthState['login'] = { status: 'idle', error: null, locked: false, leftAttempts: null };

const initialState: AuthState = {
  bootstrapped: false,
  login: initialLogin,
  idleSecondsLeft: null,
  endReason: null,
};

export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    /** main.tsx: run the start-up check (docs/decisions/007-tokens.md and 009-idle-timeout.md). */
    appStarted() {},
    bootstrapFinished(state) {
      state.bootstrapped = true;
    },
    loginSubmitted: {
      reducer(state) {
        state.login = { ...initialLogin, status: 'loading', leftAttempts: state.login.leftAttempts };
        state.endReason = null;
      },
      prepare: (credentials: LoginRequest) => ({ payload: credentials }),
    },
    loginFailed(state, action: PayloadAction<SerializedApiError>) {
      const { details } = action.payload;
      state.login = {
        status: 'failed',
        error: action.payload,
        locked: details.locked === true,
        leftAttempts: typeof details.left_attempts === 'number' ? details.left_attempts : null,
      };
    },
    lockedScreenLeft(state) {
      state.login = initialLogin;
    },
    idleWarningTicked(state, action: PayloadAction<number | null>) {
      state.idleSecondsLeft = action.payload;
    },
    activityRecorded(state) {
      state.idleSecondsLeft = null;
    },
    endReasonSeen(state) {
      state.endReason = null;
    },
    /** The client's refresh was rejected (one `auth/sessionExpired`). */
    sessionExpired() {},
    /** Another tab signed in: take over its session (docs/decisions/008-tabs-agree.md). */
    sessionRestoreRequested() {},
    /**
     * The start had no connection: the session was restored from the kept session info, without an access
     * token, and is refreshed once the connection returns (docs/decisions/054-offline-data.md).
     */
    sessionRestoredOffline() {},
  },
  extraReducers: (builder) => {
    builder
      .addCase(sessionStarted, (state) => {
        state.login = initialLogin;
        state.endReason = null;
        state.bootstrapped = true;
      })
      // Logout resets the domain; only the reason stays, to be told on the sign-in page.
      .addCase(sessionEnded, (_state, action) => ({
        ...initialState,
        bootstrapped: true,
        endReason: action.payload.reason,
      }));
  },
});

export const authActions = authSlice.actions;
