import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

import type { SerializedApiError } from '@/api/errors';
import { loadFailed, loadStarted, loadSucceeded, notLoaded, type Loaded } from '@/core/load/load';
import { sessionEnded } from '@/core/session/session.events';

/** The spec's isResetPasswordTokenValid, once the check answered. */
export type TokenValidity = 'valid' | 'invalid' | 'expired';

/** The check of the link's token `value`. The submits' outcomes go to their forms (core/submission). */
export interface PasswordState {
  token: Loaded<TokenValidity> & { value: string | null };
}

const initialState: PasswordState = {
  token: { ...notLoaded(), value: null },
};

export const passwordSlice = createSlice({
  name: 'password',
  initialState,
  reducers: {
    /** Submissions only: the forgot-password request, the new password, a new welcome e-mail. */
    forgotSubmitted: {
      reducer(_state, _action: PayloadAction<{ email: string }>) {},
      prepare: (email: string) => ({ payload: { email } }),
    },
    tokenCheckRequested(state, action: PayloadAction<string>) {
      state.token = { ...notLoaded(), value: action.payload };
      loadStarted(state.token);
    },
    tokenChecked(state, action: PayloadAction<TokenValidity>) {
      loadSucceeded(state.token, action.payload);
    },
    tokenCheckFailed(state, action: PayloadAction<SerializedApiError>) {
      loadFailed(state.token, action.payload);
    },
    updateSubmitted(_state, _action: PayloadAction<{ token: string; password: string; confirmPassword: string }>) {},
    resendSubmitted: {
      reducer(_state, _action: PayloadAction<{ token: string }>) {},
      prepare: (token: string) => ({ payload: { token } }),
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionEnded, () => initialState);
  },
});

export const passwordActions = passwordSlice.actions;
