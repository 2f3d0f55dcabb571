import {
  ACCOUNT_PATHS,
  type ManagerProfile,
  type NotificationSettings,
  type NotificationSettingsRequest,
} from '@/contract/account';
import { ERROR_CODE } from '@/contract/common';
import { preconditionHeaders, VERSION_API_ERROR } from '@/contract/versions';
import { CONTACT_TYPE } from '@mocks/account/fixtures';
import { DEMO_EMAIL } from '@mocks/auth/fixtures';

import { apiFetch, errorCode, freezeClock, login, putJson } from './helpers';

/** `PUT /manager/notification-settings`: three codes of the preferredContactTypes list, under a version. */

const CHOICE: NotificationSettingsRequest = {
  opportunityUpdates: CONTACT_TYPE.PHONE,
  cvUpdates: CONTACT_TYPE.NONE,
  appointmentUpdates: CONTACT_TYPE.SMS,
};

/** The seed's settings, never saved, are version 1. */
const SEEDED = '1';
const SAVED_AT = new Date(2026, 10, 27, 9, 41);

beforeEach(() => {
  freezeClock(SAVED_AT.getTime());
});
afterEach(() => vi.useRealTimers());

const save = (body: unknown, accessToken?: string, version = SEEDED) =>
  putJson(ACCOUNT_PATHS.notificationSettings.build(), body, accessToken, preconditionHeaders(version));

const settingsOf = async (accessToken: string) =>
  ((await (await apiFetch(ACCOUNT_PATHS.manager.build(), {}, accessToken)).json()) as ManagerProfile)
    .notificationSettings;

it('stores the three choices, answers with them and their new version, and GET /manager returns them', async () => {
  const { accessToken } = await login(DEMO_EMAIL.MANAGER);
  expect(await settingsOf(accessToken)).toEqual({
    opportunityUpdates: CONTACT_TYPE.EMAIL,
    cvUpdates: CONTACT_TYPE.EMAIL,
    appointmentUpdates: CONTACT_TYPE.EMAIL,
    version: SEEDED,
  });
  const response = await save(CHOICE, accessToken);
  expect(response.status).toBe(200);
  const saved: NotificationSettings = { ...CHOICE, version: '2', savedAt: SAVED_AT.toISOString() };
  expect(await response.json()).toEqual(saved);
  expect(await settingsOf(accessToken)).toEqual(saved);
});

describe('versions', () => {
  it('answers 428 for a save that names no version, and keeps the settings', async () => {
    const { accessToken } = await login(DEMO_EMAIL.MANAGER);
    const response = await putJson(ACCOUNT_PATHS.notificationSettings.build(), CHOICE, accessToken);
    expect(response.status).toBe(428);
    expect(await errorCode(response)).toBe(VERSION_API_ERROR.REQUIRED);
    expect(await settingsOf(accessToken)).toMatchObject({ opportunityUpdates: CONTACT_TYPE.EMAIL, version: SEEDED });
  });

  it('answers 412 with the settings as they are now for a save that started from an older version', async () => {
    const { accessToken } = await login(DEMO_EMAIL.MANAGER);
    expect((await save({ ...CHOICE, cvUpdates: CONTACT_TYPE.PHONE }, accessToken)).status).toBe(200);
    const stale = await save(CHOICE, accessToken);
    expect(stale.status).toBe(412);
    const body = (await stale.json()) as { code: string; current: unknown };
    expect(body.code).toBe(VERSION_API_ERROR.STALE);
    expect(body.current).toEqual(await settingsOf(accessToken));
    expect(body.current).toMatchObject({ cvUpdates: CONTACT_TYPE.PHONE, version: '2' });
    // Saved again over the version it was shown: the save goes through, and the version moves on.
    const again = await save(CHOICE, accessToken, '2');
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ ...CHOICE, version: '3' });
  });
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
  const response = await save(body, accessToken);
  expect(response.status).toBe(400);
  const error = (await response.json()) as { code: string; fields: Record<string, string> };
  expect(error.code).toBe(ERROR_CODE.VALIDATION);
  expect(Object.keys(error.fields)).toContain(field);

  const profile = (await (await apiFetch(ACCOUNT_PATHS.manager.build(), {}, accessToken)).json()) as ManagerProfile;
  expect(profile.notificationSettings.opportunityUpdates).toBe(CONTACT_TYPE.EMAIL);
  expect(profile.notificationSettings.cvUpdates).toBe(CONTACT_TYPE.EMAIL);
});

it('needs a signed-in manager', async () => {
  const anonymous = await save(CHOICE);
  expect(anonymous.status).toBe(401);
  expect(await errorCode(anonymous)).toBe(ERROR_CODE.TOKEN);
  const { accessToken } = await login(DEMO_EMAIL.CLIENT);
  expect((await save(CHOICE, accessToken)).status).toBe(403);
});
