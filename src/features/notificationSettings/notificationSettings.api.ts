import { apiSave } from '@/api/client';
import { ACCOUNT_PATHS, type NotificationSettingsRequest } from '@/contract/account';
import { notificationSettingsSchema } from '@/contract/account.answers';
import { preconditionHeaders } from '@/contract/versions';

/**
 * `PUT /manager/notification-settings`; the reply is the saved settings (designed, see the contract), read by
 * their schema, or null where it carries none (docs/decisions/056-a-save-is-its-status.md). `version` is the one
 * the form opened on (docs/decisions/035-save-versions.md).
 */
export const saveNotificationSettings = (settings: NotificationSettingsRequest, version: string) =>
  apiSave('put', ACCOUNT_PATHS.notificationSettings.build(), notificationSettingsSchema, settings, {
    headers: preconditionHeaders(version),
  });
