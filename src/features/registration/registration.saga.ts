import { call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';

import type { RegisterResponse } from '@/contract/registration';
import { load } from '@/core/load/load';
import { submission } from '@/core/submission/submission';

import { checkEmail, fetchWelcomeVideos, register, uploadResumes, type RegistrationUpload } from './registration.api';
import { selectRegisteredManagerId, selectWelcomeVideos } from './registration.selectors';
import { registrationActions, type RegistrationDone } from './registration.slice';

/** `POST /check-email` when leaving step 2. */
const checkEmailWorker = load(
  (action: ReturnType<typeof registrationActions.emailCheckRequested>) => checkEmail({ primaryEmail: action.payload }),
  {
    loaded: (reply, { payload: email }) =>
      registrationActions.emailChecked({ email, availability: reply.status === 'duplicate' ? 'duplicate' : 'new' }),
    failed: (error, { payload: email }) => registrationActions.emailCheckFailed({ email, error }),
  },
);

const fetchVideos = load(fetchWelcomeVideos, {
  loaded: registrationActions.welcomeVideosLoaded,
  failed: registrationActions.welcomeVideosLoadFailed,
});

/** Loaded once per visit: URLs already there are not asked for again. */
function* loadVideos(action: ReturnType<typeof registrationActions.welcomeVideosRequested>) {
  const videos: ReturnType<typeof selectWelcomeVideos> = yield select(selectWelcomeVideos);
  const loaded = videos.data !== null;
  if (!loaded) yield call(fetchVideos, action);
}

/**
 * 'Apply now': `POST /register`, then the documents to `POST /upload-resumes/{managerId}`. Once registered, a
 * retry skips straight to the upload: the mock (like the API) would answer a second registration with 409
 * duplicate. A failure throws: the page tells the register step from the upload by whether it is registered.
 */
function* submitWorker(action: ReturnType<typeof registrationActions.submitted>) {
  const uploads: RegistrationUpload[] = action.meta.arg;
  let managerId: string | null = yield select(selectRegisteredManagerId);
  if (!managerId) {
    const reply: RegisterResponse | null = yield call(register, action.payload);
    // Registered, but the answer named no manager id for the documents: the provider reviews the
    // application, and the dialog asks for the documents by e-mail (docs/decisions/056-a-save-is-its-status.md).
    if (!reply) return { documentsNotSent: uploads.length > 0 } satisfies RegistrationDone;
    managerId = reply.manager_id;
    yield put(registrationActions.registered({ managerId, automaticRelease: reply.automatic_release }));
  }
  if (uploads.length > 0) yield call(uploadResumes, managerId, uploads);
  return { documentsNotSent: false } satisfies RegistrationDone;
}

export function* registrationSaga() {
  yield takeLeading(registrationActions.emailCheckRequested, checkEmailWorker);
  yield takeLatest(registrationActions.welcomeVideosRequested, loadVideos);
  yield takeLeading(registrationActions.submitted, submission(submitWorker));
}
