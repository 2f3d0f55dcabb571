import { call, put, takeLeading } from 'redux-saga/effects';
import type { NotificationSettings } from '@/contract/account';
import { toSerializedError } from '@/api/errors';
import { profileActions } from '@/core/profile/profile.slice';
import { saveNotificationSettings } from './notificationSettings.api';
import { notificationSettingsActions } from './notificationSettings.slice';

/** Part 2 §2: save; the server's copy replaces the profile's; the page then goes to the root. */
function* saveWorker(action: ReturnType<typeof notificationSettingsActions.saveSubmitted>) {
  try {
    const saved: NotificationSettings = yield call(saveNotificationSettings, action.payload);
    yield put(profileActions.notificationSettingsSaved(saved));
    yield put(notificationSettingsActions.saveSucceeded());
  } catch (error) {
    yield put(notificationSettingsActions.saveFailed(toSerializedError(error)));
  }
}

export function* notificationSettingsSaga() {
  yield takeLeading(notificationSettingsActions.saveSubmitted, saveWorker);
}
