import { call, put, takeLatest } from 'redux-saga/effects';

import { toSerializedError } from '@/api/errors';
import type { ManagerProfile } from '@/contract/account';
import { ROLE } from '@/contract/common';

import { sessionStarted } from '../session/session.events';
import { fetchManagerProfile } from './profile.api';
import { profileActions } from './profile.slice';

function* loadProfile() {
  try {
    const data: ManagerProfile = yield call(fetchManagerProfile);
    yield put(profileActions.profileLoaded(data));
  } catch (error) {
    yield put(profileActions.profileFailed(toSerializedError(error)));
  }
}

function* onSessionStarted(action: ReturnType<typeof sessionStarted>) {
  if (action.payload.role === ROLE.MANAGER) yield put(profileActions.profileRequested());
}

export function* profileSaga() {
  yield takeLatest(profileActions.profileRequested, loadProfile);
  yield takeLatest(sessionStarted, onSessionStarted);
}
