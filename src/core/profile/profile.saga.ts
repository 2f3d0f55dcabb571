import { call, put, select, takeEvery, takeLatest } from 'redux-saga/effects';

import { ROLE } from '@/contract/common';

import { load, loadAgain } from '../load/load';
import { sessionStarted } from '../session/session.events';
import { tabsActions } from '../tabs/tabs.slice';
import { fetchManagerProfile } from './profile.api';
import { profileActions, type ProfileState } from './profile.slice';

const loadProfile = load(fetchManagerProfile, {
  loaded: profileActions.profileLoaded,
  failed: profileActions.profileLoadFailed,
  keep: () => 'profile',
});

/**
 * Reads the profile again after a save whose answer did not carry it (docs/decisions/056-a-save-is-its-status.md),
 * and waits until it is answered.
 */
export function* readProfileAgain() {
  yield call(
    loadAgain,
    profileActions.profileRequested(),
    (action) => profileActions.profileLoaded.match(action) || profileActions.profileLoadFailed.match(action),
  );
}

function* onSessionStarted(action: ReturnType<typeof sessionStarted>) {
  if (action.payload.role === ROLE.MANAGER) yield put(profileActions.profileRequested());
}

/** Another window saved the account or the CV, which the profile repeats (docs/decisions/008-tabs-agree.md). */
function* onOtherWindowSaved({ payload: news }: ReturnType<typeof tabsActions.otherWindowSaved>) {
  if (news.what !== 'account' && news.what !== 'resume') return;
  const profile: ProfileState = yield select((state: { profile: ProfileState }) => state.profile);
  if (profile.data !== null) yield put(profileActions.profileRequested());
}

export function* profileSaga() {
  yield takeLatest(profileActions.profileRequested, loadProfile);
  yield takeLatest(sessionStarted, onSessionStarted);
  yield takeEvery(tabsActions.otherWindowSaved, onOtherWindowSaved);
}
