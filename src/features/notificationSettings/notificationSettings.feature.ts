import { registerFeature } from '@/core/lazyFeatures';

import { NOTIFICATION_SETTINGS_FEATURE } from './notificationSettings.events';
import { notificationSettingsSaga } from './notificationSettings.saga';

// Loaded with the screen, not with the first page (core/lazyFeatures.ts). No slice: see notificationSettings.events.ts.
registerFeature({ name: NOTIFICATION_SETTINGS_FEATURE, saga: notificationSettingsSaga });
