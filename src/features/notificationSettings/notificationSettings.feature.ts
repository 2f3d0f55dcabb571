import { registerFeature } from '@/core/lazyFeatures';
import { announce } from '@/core/tabs/tabs.news';

import { NOTIFICATION_SETTINGS_FEATURE, notificationSettingsActions } from './notificationSettings.events';
import { notificationSettingsSaga } from './notificationSettings.saga';

// Loaded with the screen, not with the first page (core/lazyFeatures.ts). No slice: see notificationSettings.events.ts.
// The settings are part of the profile, which the other windows reload (docs/decisions/008-tabs-agree.md).
registerFeature({
  name: NOTIFICATION_SETTINGS_FEATURE,
  saga: notificationSettingsSaga,
  announces: [announce(notificationSettingsActions.saveSubmitted, () => ({ kind: 'saved', what: 'account' }))],
});
