import { createAction } from '@reduxjs/toolkit';

import type { NotificationSettingsRequest } from '@/contract/account';

/**
 * The save of the notification settings. No slice: the settings live in the profile
 * (state.profile), and the page learns how its save went through core/submission.
 */
export const notificationSettingsActions = {
  /** `version`: the one the form opened on (docs/decisions/035-save-versions.md). */
  saveSubmitted: createAction<{ settings: NotificationSettingsRequest; version: string }>(
    'notificationSettings/saveSubmitted',
  ),
};

/** The feature's name for core/lazyFeatures. */
export const NOTIFICATION_SETTINGS_FEATURE = 'notificationSettings';
