import { apiPut } from '@/api/client';
import { ACCOUNT_PATHS, type NotificationSettings } from '@/contract/account';

/** Part 2 §7; the reply is the saved settings (designed, see the contract). */
export const saveNotificationSettings = (settings: NotificationSettings) =>
  apiPut<NotificationSettings>(ACCOUNT_PATHS.notificationSettings.build(), settings);
