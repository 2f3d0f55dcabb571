import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { NotificationSettings } from '@/contract/account';
import type { SerializedApiError } from '@/api/errors';
import { sessionEnded } from '@/core/session/session.events';

export interface NotificationSettingsState {
  save: { status: 'idle' | 'loading' | 'succeeded' | 'failed'; error: SerializedApiError | null };
}

const initialState: NotificationSettingsState = { save: { status: 'idle', error: null } };

/** The save of the notification settings; the settings themselves live in the profile (state.profile). */
export const notificationSettingsSlice = createSlice({
  name: 'notificationSettings',
  initialState,
  reducers: {
    saveSubmitted: {
      reducer(state) {
        state.save = { status: 'loading', error: null };
      },
      prepare: (settings: NotificationSettings) => ({ payload: settings }),
    },
    saveSucceeded(state) {
      state.save = { status: 'succeeded', error: null };
    },
    saveFailed(state, action: PayloadAction<SerializedApiError>) {
      state.save = { status: 'failed', error: action.payload };
    },
    /** The page was opened (again): nothing of an earlier save shows. */
    saveReset(state) {
      state.save = initialState.save;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionEnded, () => initialState);
  },
});

export const notificationSettingsActions = notificationSettingsSlice.actions;
export const selectNotificationSettingsSave = (state: { notificationSettings: NotificationSettingsState }) =>
  state.notificationSettings.save;
