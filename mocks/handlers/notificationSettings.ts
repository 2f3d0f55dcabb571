import { HttpResponse, type HttpHandler } from 'msw';
import { NOTIFICATION_CHANNELS, type NotificationSettings, ACCOUNT_PATHS } from '../../src/contract/account';
import { CONTACT_TYPE } from '../fixtures/managers';
import { route } from '../routes';
import { withManager } from '../session';
import { apiUrl } from '../urls';
import { FieldErrors, readJsonObject, text } from '../validation';

const CONTACT_TYPE_CODES: readonly string[] = Object.values(CONTACT_TYPE);

/**
 * `PUT /manager/notification-settings` (part 2 §7): each of the three channels must be a code
 * of the `preferredContactTypes` list. (designed) The reply is the saved settings.
 */
const saveNotificationSettings = route(
  'put',
  apiUrl(ACCOUNT_PATHS.notificationSettings),
  withManager(async ({ request, manager }) => {
    const body = await readJsonObject(request);
    const errors = new FieldErrors();
    const settings = {} as NotificationSettings;
    for (const channel of NOTIFICATION_CHANNELS) {
      const value = text(body, channel);
      errors.required(value, channel);
      errors.check(value === '' || CONTACT_TYPE_CODES.includes(value), channel, 'oneOf');
      settings[channel] = value;
    }
    errors.throwIfAny();
    manager.notificationSettings = settings;
    manager.lastModified = new Date(Date.now()).toISOString();
    return HttpResponse.json({ ...settings } satisfies NotificationSettings);
  }),
);

export const notificationSettingsHandlers: HttpHandler[] = [saveNotificationSettings];
