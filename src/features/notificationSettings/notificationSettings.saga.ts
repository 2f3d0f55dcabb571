import { call, put, takeLeading } from 'redux-saga/effects';

import type { NotificationSettings } from '@/contract/account';
import { profileActions } from '@/core/profile/profile.slice';
import { submission } from '@/core/submission/submission';

import { saveNotificationSettings } from './notificationSettings.api';
import { notificationSettingsActions } from './notificationSettings.events';

/** Save; the server's copy replaces the profile's; the page then goes to the root. */
function* saveWorker(action: ReturnType<typeof notificationSettingsActions.saveSubmitted>) {
  const saved: NotificationSettings = yield call(saveNotificationSettings, action.payload);
  yield put(profileActions.notificationSettingsSaved(saved));
}

export function* notificationSettingsSaga() {
  yield takeLeading(notificationSettingsActions.saveSubmitted, submission(saveWorker));
}
