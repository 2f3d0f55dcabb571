import { apiPut } from '@/api/client';
import { ACCOUNT_PATHS, type NotificationSettings } from '@/contract/account';
import { notificationSettingsSchema } from '@/contract/account.answers';

/** `PUT /manager/notification-settings`; the reply is the saved settings (designed, see the contract), read by their schema. */
export const saveNotificationSettings = (settings: NotificationSettings) =>
  apiPut(ACCOUNT_PATHS.notificationSettings.build(), notificationSettingsSchema, settings);
