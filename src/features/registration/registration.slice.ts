import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';

import type { SerializedApiError } from '@/api/errors';
import type { RegisterRequest } from '@/contract/registration';
import type { VideoUrls } from '@/contract/session';
import { loadFailed, loadStarted, loadSucceeded, notLoaded, type Loaded } from '@/core/load/load';

import type { RegistrationUpload } from './registration.api';

/** The spec's isNewUserEmail, once the check answered: a new address, or a duplicate. */
export type EmailAvailability = 'new' | 'duplicate';

export interface Registered {
  managerId: string;
  automaticRelease: boolean;
}

/** How 'Apply now' ended: the documents chosen could not be sent when the answer named no manager id. */
export interface RegistrationDone {
  documentsNotSent: boolean;
}

export interface RegistrationState {
  /** The check of the address asked for last (a check of another address starts afresh). */
  emailCheck: Loaded<EmailAvailability> & { email: string };
  videos: Loaded<VideoUrls>;
  /**
   * Kept once `POST /register` succeeded: a retry after a failed upload only uploads again (registering
   * twice would be a duplicate). The save's own status is the page's (core/submission).
   */
  registered: Registered | null;
}

const initialState: RegistrationState = {
  emailCheck: { ...notLoaded(), email: '' },
  videos: notLoaded(),
  registered: null,
};

export const registrationSlice = createSlice({
  name: 'registration',
  initialState,
  reducers: {
    /** The wizard opened: a fresh start (a finished registration is not shown again). */
    wizardOpened(state) {
      state.emailCheck = initialState.emailCheck;
      state.registered = null;
    },
    emailCheckRequested(state, action: PayloadAction<string>) {
      state.emailCheck = { ...notLoaded(), email: action.payload };
      loadStarted(state.emailCheck);
    },
    emailChecked(state, action: PayloadAction<{ email: string; availability: EmailAvailability }>) {
      if (state.emailCheck.email !== action.payload.email) return;
      loadSucceeded(state.emailCheck, action.payload.availability);
    },
    emailCheckFailed(state, action: PayloadAction<{ email: string; error: SerializedApiError }>) {
      if (state.emailCheck.email !== action.payload.email) return;
      loadFailed(state.emailCheck, action.payload.error);
    },
    welcomeVideosRequested(state) {
      if (state.videos.status !== 'succeeded') loadStarted(state.videos);
    },
    welcomeVideosLoaded(state, action: PayloadAction<VideoUrls>) {
      loadSucceeded(state.videos, action.payload);
    },
    welcomeVideosLoadFailed(state, action: PayloadAction<SerializedApiError>) {
      loadFailed(state.videos, action.payload);
    },
    registered(state, action: PayloadAction<Registered>) {
      state.registered = action.payload;
    },
  },
});

/**
 * 'Apply now'. Files are not serializable and never enter the state: they travel in `meta.arg`, the one
 * action path Redux Toolkit's serializability check leaves out by default.
 */
const submitted = createAction('registration/submitted', (request: RegisterRequest, uploads: RegistrationUpload[]) => ({
  payload: request,
  meta: { arg: uploads },
}));

export const registrationActions = { ...registrationSlice.actions, submitted };
