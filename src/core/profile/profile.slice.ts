import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ManagerProfile } from '@/api/contract';
import type { SerializedApiError } from '@/api/errors';
import { sessionEnded } from '../session.events';

export interface ProfileState {
  data: ManagerProfile | null;
  status: 'idle' | 'loading' | 'succeeded' | 'failed';
  error: SerializedApiError | null;
}

const initialState: ProfileState = { data: null, status: 'idle', error: null };

export const profileSlice = createSlice({
  name: 'profile',
  initialState,
  reducers: {
    profileRequested(state) {
      state.status = 'loading';
      state.error = null;
    },
    profileLoaded(state, action: PayloadAction<ManagerProfile>) {
      state.data = action.payload;
      state.status = 'succeeded';
    },
    profileFailed(state, action: PayloadAction<SerializedApiError>) {
      state.status = 'failed';
      state.error = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionEnded, () => initialState);
  },
});

export const profileActions = profileSlice.actions;
