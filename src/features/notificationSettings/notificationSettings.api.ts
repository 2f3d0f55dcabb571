import { apiPut } from '@/api/client';
import { PATHS, type NotificationSettings } from '@/api/contract';

/** Part 2 §7; the reply is the saved settings (designed, see the contract). */
export const saveNotificationSettings = (settings: NotificationSettings) =>
  apiPut<NotificationSettings>(PATHS.notificationSettings, settings);
