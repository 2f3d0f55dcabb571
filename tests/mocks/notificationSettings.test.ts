import { ACCOUNT_PATHS, type ManagerProfile, type NotificationSettings } from '@/contract/account';
import { ERROR_CODE } from '@/contract/common';
import { CONTACT_TYPE } from '@mocks/account/fixtures';
import { DEMO_EMAIL } from '@mocks/auth/fixtures';

import { apiFetch, errorCode, login, putJson } from './helpers';

/** `PUT /manager/notification-settings`: three codes of the preferredContactTypes list. */

const CHOICE: NotificationSettings = {
  opportunityUpdates: CONTACT_TYPE.PHONE,
  cvUpdates: CONTACT_TYPE.NONE,
  appointmentUpdates: CONTACT_TYPE.SMS,
};

it('stores the three choices, answers with them, and GET /manager returns them', async () => {
  const { accessToken } = await login(DEMO_EMAIL.MANAGER);
  const response = await putJson(ACCOUNT_PATHS.notificationSettings.build(), CHOICE, accessToken);
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual(CHOICE);

  const profile = (await (await apiFetch(ACCOUNT_PATHS.manager.build(), {}, accessToken)).json()) as ManagerProfile;
  expect(profile.notificationSettings).toEqual(CHOICE);
});

it.each([
  ['an unknown code', { ...CHOICE, cvUpdates: '999' }, 'cvUpdates'],
  [
    'a missing channel',
    { opportunityUpdates: CONTACT_TYPE.EMAIL, cvUpdates: CONTACT_TYPE.EMAIL },
    'appointmentUpdates',
  ],
  ['a number instead of a code', { ...CHOICE, opportunityUpdates: 100 }, 'opportunityUpdates'],
])('refuses %s with 400 and keeps the old settings', async (_case, body, field) => {
  const { accessToken } = await login(DEMO_EMAIL.MANAGER);
  const response = await putJson(ACCOUNT_PATHS.notificationSettings.build(), body, accessToken);
  expect(response.status).toBe(400);
  const error = (await response.json()) as { code: string; fields: Record<string, string> };
  expect(error.code).toBe(ERROR_CODE.VALIDATION);
  expect(Object.keys(error.fields)).toContain(field);

  const profile = (await (await apiFetch(ACCOUNT_PATHS.manager.build(), {}, accessToken)).json()) as ManagerProfile;
  expect(profile.notificationSettings.opportunityUpdates).toBe(CONTACT_TYPE.EMAIL);
  expect(profile.notificationSettings.cvUpdates).toBe(CONTACT_TYPE.EMAIL);
});

it('needs a signed-in manager', async () => {
  const anonymous = await putJson(ACCOUNT_PATHS.notificationSettings.build(), CHOICE);
  expect(anonymous.status).toBe(401);
  expect(await errorCode(anonymous)).toBe(ERROR_CODE.TOKEN);
  const { accessToken } = await login(DEMO_EMAIL.CLIENT);
  expect((await putJson(ACCOUNT_PATHS.notificationSettings.build(), CHOICE, accessToken)).status).toBe(403);
});
