import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

import type { ManagerProfile, NotificationSettings, PersonalDetails } from '@/contract/account';

import { loadReducers, notLoaded, type Loaded } from '../load/load';
import { sessionEnded } from '../session/session.events';

export type ProfileState = Loaded<ManagerProfile>;

const initialState: ProfileState = notLoaded();

export const profileSlice = createSlice({
  name: 'profile',
  initialState,
  reducers: {
    ...loadReducers('profile', (state: ProfileState) => state),
    /** The account page saved (the server's copy replaces ours). */
    personalDetailsSaved(state, action: PayloadAction<PersonalDetails>) {
      if (state.data) state.data.personalDetails = action.payload;
    },
    photoSaved(state, action: PayloadAction<string>) {
      if (state.data) state.data.personalDetails.photo = action.payload;
    },
    notificationSettingsSaved(state, action: PayloadAction<NotificationSettings>) {
      if (state.data) state.data.notificationSettings = action.payload;
    },
    /** A CV save answered with the whole resume: the profile's share of it follows (last update, completion, initialInputCv, availability date). */
    cvSaved(
      state,
      action: PayloadAction<
        Pick<ManagerProfile, 'personalDetails' | 'lastModified' | 'completionPercent' | 'availabilityUpdatedAt'>
      >,
    ) {
      if (!state.data) return;
      // A CV save does not change the personal details' version: a copy without it keeps ours, on which
      // the account form opens (docs/decisions/035-save-versions.md).
      const ours = state.data.personalDetails;
      const theirs = action.payload.personalDetails;
      state.data.personalDetails = {
        ...theirs,
        version: theirs.version ?? ours.version,
        savedAt: theirs.savedAt ?? ours.savedAt,
      };
      state.data.lastModified = action.payload.lastModified;
      state.data.completionPercent = action.payload.completionPercent;
      state.data.availabilityUpdatedAt = action.payload.availabilityUpdatedAt;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionEnded, () => initialState);
  },
});

export const profileActions = profileSlice.actions;
