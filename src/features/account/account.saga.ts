import { call, put, select, takeLeading } from 'redux-saga/effects';

import { isSavedMeanwhile } from '@/api/savedMeanwhile';
import type { PersonalInfoResponse, PhotoResponse } from '@/contract/account';
import { readProfileAgain } from '@/core/profile/profile.saga';
import { profileActions } from '@/core/profile/profile.slice';
import { accountDeletionAccepted, uiLanguageChanged } from '@/core/session/session.events';
import { submission } from '@/core/submission/submission';
import { langOf } from '@/lib/languages';

import { requestProfileDeletion, savePersonalInfo, uploadPhoto } from './account.api';
import { accountActions } from './account.events';

type ProfileRoot = { profile: { data: { personalDetails: { communicationLanguage: number } } | null } };

/**
 * Saves the account; the server's copy replaces ours (contract: PersonalInfoResponse). When
 * the portal language was changed, the UI follows it, as the header's switch would do it.
 */
function* saveWorker(action: ReturnType<typeof accountActions.personalInfoSubmitted>) {
  const before: number | undefined = yield select(
    (state: ProfileRoot) => state.profile.data?.personalDetails.communicationLanguage,
  );
  const { request, version } = action.payload;
  let saved: PersonalInfoResponse | null;
  try {
    saved = yield call(savePersonalInfo, request, version);
  } catch (error) {
    // Saved meanwhile elsewhere: the page around the form shows what the server holds now; the form keeps its base.
    if (isSavedMeanwhile(error)) yield put(profileActions.profileRequested());
    throw error;
  }
  // Saved, but the answer did not carry the details: the profile is read again.
  if (saved) yield put(profileActions.personalDetailsSaved(saved));
  else yield call(readProfileAgain);
  const language = saved?.communicationLanguage ?? request.communicationLanguage;
  if (before !== undefined && language !== before) {
    yield put(uiLanguageChanged({ lang: langOf(language) }));
  }
}

function* deletionWorker(action: ReturnType<typeof accountActions.deletionSubmitted>) {
  yield call(requestProfileDeletion, { remarks: action.payload.remarks.trim() });
  yield put(accountDeletionAccepted());
}

/** The new photo shows at once, in the header too (the store keeps its path; the File rides in `meta.arg`, never in state). */
function* photoWorker(action: ReturnType<typeof accountActions.photoSubmitted>) {
  const reply: PhotoResponse | null = yield call(uploadPhoto, action.meta.arg);
  if (reply) yield put(profileActions.photoSaved(reply.photo));
  else yield call(readProfileAgain);
}

export function* accountSaga() {
  yield takeLeading(accountActions.personalInfoSubmitted, submission(saveWorker));
  yield takeLeading(accountActions.deletionSubmitted, submission(deletionWorker));
  yield takeLeading(accountActions.photoSubmitted, submission(photoWorker));
}
