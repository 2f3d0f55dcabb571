import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

import type { SerializedApiError } from '@/api/errors';
import { sessionEnded } from '@/core/session/session.events';

/** The spec's isResetPasswordTokenValid. The submits' outcomes go to their forms (core/submission). */
export type TokenCheck = 'unchecked' | 'checking' | 'valid' | 'invalid' | 'expired' | 'failed';

export interface PasswordState {
  token: { value: string | null; check: TokenCheck; error: SerializedApiError | null };
}

const initialState: PasswordState = {
  token: { value: null, check: 'unchecked', error: null },
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
      state.token = { value: action.payload, check: 'checking', error: null };
    },
    tokenChecked(state, action: PayloadAction<Exclude<TokenCheck, 'unchecked' | 'checking' | 'failed'>>) {
      state.token.check = action.payload;
    },
    tokenCheckFailed(state, action: PayloadAction<SerializedApiError>) {
      state.token.check = 'failed';
      state.token.error = action.payload;
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
export const selectPassword = (state: { password: PasswordState }) => state.password;
