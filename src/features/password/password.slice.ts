import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SerializedApiError } from '@/api/errors';
import { sessionEnded } from '@/core/session/session.events';

/** Part 1 §3 auth state: resetPwdStatus, isResetPasswordTokenValid, resendWelcomeEmail. */
export type ResetPwdStatus = 'unset' | 'success' | 'fail' | 'fail_expired';
export type TokenCheck = 'unchecked' | 'checking' | 'valid' | 'invalid' | 'expired' | 'failed';
export type RequestStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

export interface PasswordState {
  forgot: { status: RequestStatus; error: SerializedApiError | null };
  token: { value: string | null; check: TokenCheck; error: SerializedApiError | null };
  update: { status: RequestStatus; result: ResetPwdStatus; error: SerializedApiError | null };
  resend: { status: RequestStatus };
}

const initialState: PasswordState = {
  forgot: { status: 'idle', error: null },
  token: { value: null, check: 'unchecked', error: null },
  update: { status: 'idle', result: 'unset', error: null },
  resend: { status: 'idle' },
};

export const passwordSlice = createSlice({
  name: 'password',
  initialState,
  reducers: {
    forgotSubmitted: {
      reducer(state) {
        state.forgot = { status: 'loading', error: null };
      },
      prepare: (email: string) => ({ payload: { email } }),
    },
    forgotSucceeded(state) {
      state.forgot = { status: 'succeeded', error: null };
    },
    forgotFailed(state, action: PayloadAction<SerializedApiError>) {
      state.forgot = { status: 'failed', error: action.payload };
    },
    forgotReset(state) {
      state.forgot = initialState.forgot;
    },
    tokenCheckRequested(state, action: PayloadAction<string>) {
      state.token = { value: action.payload, check: 'checking', error: null };
      state.update = initialState.update;
      state.resend = initialState.resend;
    },
    tokenChecked(state, action: PayloadAction<Exclude<TokenCheck, 'unchecked' | 'checking' | 'failed'>>) {
      state.token.check = action.payload;
    },
    tokenCheckFailed(state, action: PayloadAction<SerializedApiError>) {
      state.token.check = 'failed';
      state.token.error = action.payload;
    },
    updateSubmitted: {
      reducer(state) {
        state.update = { status: 'loading', result: 'unset', error: null };
      },
      prepare: (body: { token: string; password: string; confirmPassword: string }) => ({ payload: body }),
    },
    updateFinished(state, action: PayloadAction<{ result: ResetPwdStatus; error?: SerializedApiError }>) {
      state.update = {
        status: action.payload.result === 'success' ? 'succeeded' : 'failed',
        result: action.payload.result,
        error: action.payload.error ?? null,
      };
    },
    resendSubmitted: {
      reducer(state) {
        state.resend.status = 'loading';
      },
      prepare: (token: string) => ({ payload: { token } }),
    },
    resendFinished(state, action: PayloadAction<boolean>) {
      state.resend.status = action.payload ? 'succeeded' : 'failed';
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionEnded, () => initialState);
  },
});

export const passwordActions = passwordSlice.actions;
export const selectPassword = (state: { password: PasswordState }) => state.password;
