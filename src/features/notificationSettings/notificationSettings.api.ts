import { apiPut } from '@/api/client';
import { type NotificationSettings, ACCOUNT_PATHS } from '@/contract/account';

/** Part 2 §7; the reply is the saved settings (designed, see the contract). */
export const saveNotificationSettings = (settings: NotificationSettings) =>
  apiPut<NotificationSettings>(ACCOUNT_PATHS.notificationSettings.build(), settings);
