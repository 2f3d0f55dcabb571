import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PersonalInfoRequest } from '@/contract/account';
import type { SerializedApiError } from '@/api/errors';
import { sessionEnded } from '@/core/session/session.events';

export type RequestStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

/**
 * The account page's requests. The saved personal details themselves live in the profile
 * slice (src/core/profile), which the header and the dashboard read too.
 */
export interface AccountState {
  save: { status: RequestStatus; error: SerializedApiError | null };
  deletion: { status: RequestStatus; error: SerializedApiError | null };
}

const initialState: AccountState = {
  save: { status: 'idle', error: null },
  deletion: { status: 'idle', error: null },
};

export const accountSlice = createSlice({
  name: 'account',
  initialState,
  reducers: {
    personalInfoSubmitted: {
      reducer(state) {
        state.save = { status: 'loading', error: null };
      },
      prepare: (body: PersonalInfoRequest) => ({ payload: body }),
    },
    personalInfoSaved(state) {
      state.save = { status: 'succeeded', error: null };
    },
    personalInfoSaveFailed(state, action: PayloadAction<SerializedApiError>) {
      state.save = { status: 'failed', error: action.payload };
    },
    /** The page was left or the form edited again: the last result no longer shows. */
    saveResultDismissed(state) {
      if (state.save.status !== 'loading') state.save = initialState.save;
    },
    deletionSubmitted: {
      reducer(state) {
        state.deletion = { status: 'loading', error: null };
      },
      prepare: (remarks: string) => ({ payload: { remarks } }),
    },
    deletionRequested(state) {
      state.deletion = { status: 'succeeded', error: null };
    },
    deletionFailed(state, action: PayloadAction<SerializedApiError>) {
      state.deletion = { status: 'failed', error: action.payload };
    },
    deletionDialogClosed(state) {
      if (state.deletion.status !== 'loading') state.deletion = initialState.deletion;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionEnded, () => initialState);
  },
});

export const accountActions = accountSlice.actions;
export const selectAccount = (state: { account: AccountState }) => state.account;
