import { call, put, select, takeLeading } from 'redux-saga/effects';
import type { LanguageCode } from '@/contract/common';
import type { PersonalInfoResponse } from '@/contract/account';
import { toSerializedError } from '@/api/errors';
import { profileActions } from '@/core/profile/profile.slice';
import { uiLanguageChanged } from '@/core/session/session.events';
import { langOf } from '@/lib/languages';
import { requestProfileDeletion, savePersonalInfo } from './account.api';
import { accountActions } from './account.slice';

type ProfileRoot = { profile: { data: { personalDetails: { communicationLanguage: LanguageCode } } | null } };

/**
 * Saves the account; the server's copy replaces ours (contract: PersonalInfoResponse). When
 * the portal language was changed, the UI follows it, as the header's switch would do it.
 */
function* saveWorker(action: ReturnType<typeof accountActions.personalInfoSubmitted>) {
  try {
    const before: LanguageCode | undefined = yield select((state: ProfileRoot) => state.profile.data?.personalDetails.communicationLanguage);
    const saved: PersonalInfoResponse = yield call(savePersonalInfo, action.payload);
    yield put(profileActions.personalDetailsSaved(saved));
    yield put(accountActions.personalInfoSaved());
    if (before !== undefined && saved.communicationLanguage !== before) {
      yield put(uiLanguageChanged({ lang: langOf(saved.communicationLanguage) }));
    }
  } catch (error) {
    yield put(accountActions.personalInfoSaveFailed(toSerializedError(error)));
  }
}

function* deletionWorker(action: ReturnType<typeof accountActions.deletionSubmitted>) {
  try {
    yield call(requestProfileDeletion, { remarks: action.payload.remarks.trim() });
    yield put(accountActions.deletionRequested());
  } catch (error) {
    yield put(accountActions.deletionFailed(toSerializedError(error)));
  }
}

export function* accountSaga() {
  yield takeLeading(accountActions.personalInfoSubmitted, saveWorker);
  yield takeLeading(accountActions.deletionSubmitted, deletionWorker);
}
