import { call, put, takeLeading } from 'redux-saga/effects';

import { isSavedMeanwhile } from '@/api/savedMeanwhile';
import type { NotificationSettings } from '@/contract/account';
import { readProfileAgain } from '@/core/profile/profile.saga';
import { profileActions } from '@/core/profile/profile.slice';
import { submission } from '@/core/submission/submission';

import { saveNotificationSettings } from './notificationSettings.api';
import { notificationSettingsActions } from './notificationSettings.events';

/** Save; the server's copy replaces the profile's; the page then goes to the root. */
function* saveWorker(action: ReturnType<typeof notificationSettingsActions.saveSubmitted>) {
  const { settings, version } = action.payload;
  let saved: NotificationSettings | null;
  try {
    saved = yield call(saveNotificationSettings, settings, version);
  } catch (error) {
    // Saved meanwhile elsewhere: the profile shows what the server holds now; the form keeps its base.
    if (isSavedMeanwhile(error)) yield put(profileActions.profileRequested());
    throw error;
  }
  // Saved, but the answer did not carry the settings: the profile is read again.
  if (saved) yield put(profileActions.notificationSettingsSaved(saved));
  else yield call(readProfileAgain);
}

export function* notificationSettingsSaga() {
  yield takeLeading(notificationSettingsActions.saveSubmitted, submission(saveWorker));
}
