import { call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';

import { toSerializedError } from '@/api/errors';
import type { CheckEmailResponse, RegisterResponse } from '@/contract/registration';
import type { VideoUrls } from '@/contract/session';

import { checkEmail, fetchWelcomeVideos, register, uploadResumes, type RegistrationUpload } from './registration.api';
import { registrationActions, type RegistrationState } from './registration.slice';

/** `POST /check-email` when leaving step 2. */
function* checkEmailWorker(action: ReturnType<typeof registrationActions.emailCheckRequested>) {
  const email = action.payload;
  try {
    const reply: CheckEmailResponse = yield call(checkEmail, { primaryEmail: email });
    yield put(registrationActions.emailChecked({ email, status: reply.status === 'duplicate' ? 'duplicate' : 'new' }));
  } catch (error) {
    yield put(registrationActions.emailCheckFailed({ email, error: toSerializedError(error) }));
  }
}

/** Loaded once per visit; the reducer keeps URLs already there. */
function* loadVideos() {
  const loaded: boolean = yield select(
    (state: { registration: RegistrationState }) => state.registration.videos.urls !== null,
  );
  if (loaded) return;
  try {
    const urls: VideoUrls = yield call(fetchWelcomeVideos);
    yield put(registrationActions.welcomeVideosLoaded(urls));
  } catch {
    yield put(registrationActions.welcomeVideosFailed());
  }
}

/**
 * 'Apply now': `POST /register`, then the documents to
 * `POST /upload-resumes/{managerId}`. Once registered, a retry skips straight to the upload:
 * the mock (like the API) would answer a second registration with 409 duplicate.
 */
function* submitWorker(action: ReturnType<typeof registrationActions.submitted>) {
  const uploads: RegistrationUpload[] = action.meta.arg;
  let managerId: string | null = yield select(
    (state: { registration: RegistrationState }) => state.registration.submit.managerId,
  );
  if (!managerId) {
    try {
      const reply: RegisterResponse = yield call(register, action.payload);
      managerId = reply.manager_id;
      yield put(registrationActions.registered({ managerId, automaticRelease: reply.automatic_release }));
    } catch (error) {
      yield put(registrationActions.submitFailed({ step: 'register', error: toSerializedError(error) }));
      return;
    }
  }
  try {
    if (uploads.length > 0) yield call(uploadResumes, managerId, uploads);
    yield put(registrationActions.submitSucceeded());
  } catch (error) {
    yield put(registrationActions.submitFailed({ step: 'upload', error: toSerializedError(error) }));
  }
}

export function* registrationSaga() {
  yield takeLeading(registrationActions.emailCheckRequested, checkEmailWorker);
  yield takeLatest(registrationActions.welcomeVideosRequested, loadVideos);
  yield takeLeading(registrationActions.submitted, submitWorker);
}
