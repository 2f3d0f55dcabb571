import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

import type { SerializedApiError } from '@/api/errors';
import type { RegisterRequest } from '@/contract/registration';
import type { VideoUrls } from '@/contract/session';
import { loadFailed, loadStarted, loadSucceeded, notLoaded, type Loaded } from '@/core/load/load';
import type { RequestStatus } from '@/core/requestStatus';

import type { RegistrationUpload } from './registration.api';

/** The spec's isNewUserEmail, once the check answered: a new address, or a duplicate. */
export type EmailAvailability = 'new' | 'duplicate';

export interface RegistrationState {
  /** The check of the address asked for last (a check of another address starts afresh). */
  emailCheck: Loaded<EmailAvailability> & { email: string };
  videos: Loaded<VideoUrls>;
  /**
   * The spec's registerStatus. The manager id is kept once `POST /register` succeeded: a retry
   * after a failed upload only uploads again (registering twice would be a duplicate).
   */
  submit: {
    status: RequestStatus;
    failedStep: 'register' | 'upload' | null;
    managerId: string | null;
    automaticRelease: boolean | null;
    /** Registered, but the answer named no manager id: the documents chosen could not be sent with it. */
    documentsNotSent: boolean;
    error: SerializedApiError | null;
  };
}

const initialState: RegistrationState = {
  emailCheck: { ...notLoaded(), email: '' },
  videos: notLoaded(),
  submit: {
    status: 'idle',
    failedStep: null,
    managerId: null,
    automaticRelease: null,
    documentsNotSent: false,
    error: null,
  },
};

export const registrationSlice = createSlice({
  name: 'registration',
  initialState,
  reducers: {
    /** The wizard opened: a fresh start (a finished registration is not shown again). */
    wizardOpened(state) {
      state.emailCheck = initialState.emailCheck;
      state.submit = initialState.submit;
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
    submitted: {
      reducer(state) {
        state.submit.status = 'loading';
        state.submit.error = null;
        state.submit.failedStep = null;
      },
      /**
       * Files are not serializable and never enter the state: they travel in `meta.arg`, the
       * one action path Redux Toolkit's serializability check leaves out by default.
       */
      prepare: (request: RegisterRequest, uploads: RegistrationUpload[]) => ({
        payload: request,
        meta: { arg: uploads },
      }),
    },
    registered(state, action: PayloadAction<{ managerId: string; automaticRelease: boolean }>) {
      state.submit.managerId = action.payload.managerId;
      state.submit.automaticRelease = action.payload.automaticRelease;
    },
    submitSucceeded(state, action: PayloadAction<{ documentsNotSent: boolean } | undefined>) {
      state.submit.status = 'succeeded';
      state.submit.documentsNotSent = action.payload?.documentsNotSent ?? false;
    },
    submitFailed(state, action: PayloadAction<{ step: 'register' | 'upload'; error: SerializedApiError }>) {
      state.submit.status = 'failed';
      state.submit.failedStep = action.payload.step;
      state.submit.error = action.payload.error;
    },
  },
});

export const registrationActions = registrationSlice.actions;
