import { put, takeLatest } from 'redux-saga/effects';

import { ROLE } from '@/contract/common';

import { load } from '../load/load';
import { sessionStarted } from '../session/session.events';
import { fetchManagerProfile } from './profile.api';
import { profileActions } from './profile.slice';

const loadProfile = load(fetchManagerProfile, {
  loaded: profileActions.profileLoaded,
  failed: profileActions.profileLoadFailed,
});

function* onSessionStarted(action: ReturnType<typeof sessionStarted>) {
  if (action.payload.role === ROLE.MANAGER) yield put(profileActions.profileRequested());
}

export function* profileSaga() {
  yield takeLatest(profileActions.profileRequested, loadProfile);
  yield takeLatest(sessionStarted, onSessionStarted);
}
