import { registerFeature } from '@/core/lazyFeatures';
import { notificationSettingsSaga } from './notificationSettings.saga';
import { notificationSettingsSlice } from './notificationSettings.slice';

// Loaded with the screen, not with the first page (core/lazyFeatures.ts).
registerFeature({ name: notificationSettingsSlice.reducerPath, reducer: notificationSettingsSlice.reducer, saga: notificationSettingsSaga });
