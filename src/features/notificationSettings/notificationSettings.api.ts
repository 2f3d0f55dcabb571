import { apiPut } from '@/api/client';
import { ACCOUNT_PATHS, type NotificationSettings } from '@/contract/account';

/** `PUT /manager/notification-settings`; the reply is the saved settings (designed, see the contract). */
export const saveNotificationSettings = (settings: NotificationSettings) =>
  apiPut<NotificationSettings>(ACCOUNT_PATHS.notificationSettings.build(), settings);
