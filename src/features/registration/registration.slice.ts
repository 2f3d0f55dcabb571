import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

import type { SerializedApiError } from '@/api/errors';
import type { RegisterRequest } from '@/contract/registration';
import type { VideoUrls } from '@/contract/session';
import type { RequestStatus } from '@/core/requestStatus';

import type { RegistrationUpload } from './registration.api';

/** The spec's isNewUserEmail: new (success), duplicate or failed. */
export type EmailCheckStatus = 'idle' | 'checking' | 'new' | 'duplicate' | 'failed';

export interface RegistrationState {
  emailCheck: { status: EmailCheckStatus; email: string; error: SerializedApiError | null };
  videos: { status: RequestStatus; urls: VideoUrls | null };
  /**
   * The spec's registerStatus. The manager id is kept once `POST /register` succeeded: a retry
   * after a failed upload only uploads again (registering twice would be a duplicate).
   */
  submit: {
    status: RequestStatus;
    failedStep: 'register' | 'upload' | null;
    managerId: string | null;
    automaticRelease: boolean | null;
    error: SerializedApiError | null;
  };
}

const initialState: RegistrationState = {
  emailCheck: { status: 'idle', email: '', error: null },
  videos: { status: 'idle', urls: null },
  submit: { status: 'idle', failedStep: null, managerId: null, automaticRelease: null, error: null },
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
      state.emailCheck = { status: 'checking', email: action.payload, error: null };
    },
    emailChecked(state, action: PayloadAction<{ email: string; status: 'new' | 'duplicate' }>) {
      if (state.emailCheck.email !== action.payload.email) return;
      state.emailCheck.status = action.payload.status;
    },
    emailCheckFailed(state, action: PayloadAction<{ email: string; error: SerializedApiError }>) {
      if (state.emailCheck.email !== action.payload.email) return;
      state.emailCheck.status = 'failed';
      state.emailCheck.error = action.payload.error;
    },
    welcomeVideosRequested(state) {
      if (state.videos.status !== 'succeeded') state.videos.status = 'loading';
    },
    welcomeVideosLoaded(state, action: PayloadAction<VideoUrls>) {
      state.videos = { status: 'succeeded', urls: action.payload };
    },
    welcomeVideosFailed(state) {
      state.videos.status = 'failed';
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
    submitSucceeded(state) {
      state.submit.status = 'succeeded';
    },
    submitFailed(state, action: PayloadAction<{ step: 'register' | 'upload'; error: SerializedApiError }>) {
      state.submit.status = 'failed';
      state.submit.failedStep = action.payload.step;
      state.submit.error = action.payload.error;
    },
  },
});

export const registrationActions = registrationSlice.actions;

type RegistrationRoot = { registration: RegistrationState };
export const selectRegistration = (state: RegistrationRoot) => state.registration;
export const selectEmailCheck = (state: RegistrationRoot) => state.registration.emailCheck;
export const selectWelcomeVideos = (state: RegistrationRoot) => state.registration.videos;
