import { ACCOUNT_PATHS } from '@/contract/account';
import { ERROR_CODE, LANGUAGE_CODE, ROLE } from '@/contract/common';
import {
  LOCK_DURATION_MS,
  MAX_LOGIN_ATTEMPTS,
  SESSION_PATHS,
  type LoginErrorBody,
  type RefreshTokenResponse,
} from '@/contract/session';
import { DEMO_EMAIL, DEMO_PASSWORD } from '@mocks/auth/fixtures';
import { setMockConfig } from '@mocks/db';

import { apiFetch, errorCode, freezeClock, login, postJson } from './helpers';

const WRONG = 'Wrong#Password1';

async function failLogin(username: string, password = WRONG): Promise<{ status: number; body: LoginErrorBody }> {
  const response = await postJson(SESSION_PATHS.login.build(), { username, password });
  return { status: response.status, body: (await response.json()) as LoginErrorBody };
}

describe('POST /login', () => {
  it('signs the demo manager in with tokens and the session fields', async () => {
    const session = await login(DEMO_EMAIL.MANAGER);
    expect(session.accessToken).toMatch(/^\w{20,}$/);
    expect(session.refreshToken).toMatch(/^\w{20,}$/);
    expect(session.accessToken).not.toBe(session.refreshToken);
    expect(session).toMatchObject({
      role: ROLE.MANAGER,
      showAgreement: false,
      canSkipAgreement: false,
      communicationLanguage: LANGUAGE_CODE.DE,
    });
    expect(session.videoURLs.de).toMatch(/^https:\/\//);
    expect(session.videoURLs.en).toMatch(/^https:\/\//);
  });

  it('takes the username trimmed and case-insensitively', async () => {
    const session = await login('  Manager@Demo.TEST ');
    expect(session.userId).toBeTruthy();
  });

  it('answers the agreement flags and role of each demo account', async () => {
    expect(await login(DEMO_EMAIL.PENDING)).toMatchObject({
      showAgreement: true,
      canSkipAgreement: false,
      communicationLanguage: LANGUAGE_CODE.EN,
    });
    expect(await login(DEMO_EMAIL.SKIPPABLE)).toMatchObject({ showAgreement: true, canSkipAgreement: true });
    expect(await login(DEMO_EMAIL.CLIENT)).toMatchObject({ role: ROLE.CLIENT, showAgreement: false });
  });

  it('refuses an empty username, a username over 64 characters and an empty password', async () => {
    for (const body of [
      { username: '', password: DEMO_PASSWORD },
      { username: `${'a'.repeat(55)}@demo.test`, password: DEMO_PASSWORD },
      { username: DEMO_EMAIL.MANAGER, password: '' },
      { username: DEMO_EMAIL.MANAGER },
    ]) {
      const response = await postJson(SESSION_PATHS.login.build(), body);
      expect(response.status).toBe(400);
      expect(await errorCode(response)).toBe(ERROR_CODE.VALIDATION);
    }
  });

  it('counts down the attempts left and locks the account after the third wrong password', async () => {
    expect(MAX_LOGIN_ATTEMPTS).toBe(3);
    expect(await failLogin(DEMO_EMAIL.MANAGER)).toEqual({
      status: 400,
      body: expect.objectContaining({ code: ERROR_CODE.INVALID_CREDENTIALS, locked: false, left_attempts: 2 }),
    });
    expect((await failLogin(DEMO_EMAIL.MANAGER)).body).toMatchObject({ locked: false, left_attempts: 1 });
    expect(await failLogin(DEMO_EMAIL.MANAGER)).toEqual({
      status: 400,
      body: expect.objectContaining({ code: ERROR_CODE.ACCOUNT_LOCKED, locked: true, left_attempts: 0 }),
    });
  });

  it('refuses even the right password while locked, for 60 minutes, then lets the user in', async () => {
    const advance = freezeClock();
    for (let attempt = 0; attempt < MAX_LOGIN_ATTEMPTS; attempt += 1) await failLogin(DEMO_EMAIL.MANAGER);

    expect((await failLogin(DEMO_EMAIL.MANAGER, DEMO_PASSWORD)).body).toMatchObject({
      code: ERROR_CODE.ACCOUNT_LOCKED,
      locked: true,
    });
    advance(LOCK_DURATION_MS - 1000);
    expect((await failLogin(DEMO_EMAIL.MANAGER, DEMO_PASSWORD)).body.code).toBe(ERROR_CODE.ACCOUNT_LOCKED);

    advance(1000);
    expect((await login(DEMO_EMAIL.MANAGER)).accessToken).toBeTruthy();
  });

  it('starts counting afresh once a lock has run out', async () => {
    const advance = freezeClock();
    for (let attempt = 0; attempt < MAX_LOGIN_ATTEMPTS; attempt += 1) await failLogin(DEMO_EMAIL.MANAGER);
    advance(LOCK_DURATION_MS);
    expect((await failLogin(DEMO_EMAIL.MANAGER)).body).toMatchObject({ locked: false, left_attempts: 2 });
  });

  it('counts failures for unknown usernames the same way (no user enumeration)', async () => {
    const unknown = 'nobody@example.com';
    expect((await failLogin(unknown)).body).toMatchObject({ code: ERROR_CODE.INVALID_CREDENTIALS, left_attempts: 2 });
    expect((await failLogin(unknown)).body).toMatchObject({ left_attempts: 1 });
    expect((await failLogin(unknown)).body).toMatchObject({ code: ERROR_CODE.ACCOUNT_LOCKED, locked: true });
  });

  it('resets the failure count after a successful login', async () => {
    await failLogin(DEMO_EMAIL.MANAGER);
    await failLogin(DEMO_EMAIL.MANAGER);
    await login(DEMO_EMAIL.MANAGER);
    expect((await failLogin(DEMO_EMAIL.MANAGER)).body).toMatchObject({ left_attempts: 2 });
  });

  it('locks one account without touching the others', async () => {
    for (let attempt = 0; attempt < MAX_LOGIN_ATTEMPTS; attempt += 1) await failLogin(DEMO_EMAIL.MANAGER);
    expect((await login(DEMO_EMAIL.PENDING)).accessToken).toBeTruthy();
  });
});

describe('access and refresh tokens', () => {
  it('answers 401 token without a bearer token, with an unknown one and with a malformed header', async () => {
    const cases: Record<string, string>[] = [
      {},
      { Authorization: 'Bearer not-a-token' },
      { Authorization: 'Basic abc' },
    ];
    for (const headers of cases) {
      const response = await apiFetch(ACCOUNT_PATHS.manager.build(), { headers });
      expect(response.status).toBe(401);
      expect(await errorCode(response)).toBe(ERROR_CODE.TOKEN);
    }
  });

  it('rotates the refresh token: the new pair works; the old one used again is a reuse, which ends the session', async () => {
    setMockConfig({ refreshReuseGraceMs: 0 });
    const session = await login(DEMO_EMAIL.MANAGER);
    const response = await postJson(SESSION_PATHS.refreshToken.build(), { refreshToken: session.refreshToken });
    expect(response.status).toBe(200);
    const refreshed = (await response.json()) as RefreshTokenResponse;
    expect(refreshed.refreshToken).not.toBe(session.refreshToken);
    expect(refreshed.accessToken).not.toBe(session.accessToken);
    expect(refreshed).toMatchObject({ userId: session.userId, role: ROLE.MANAGER, showAgreement: false });
    expect((await apiFetch(ACCOUNT_PATHS.manager.build(), {}, refreshed.accessToken)).status).toBe(200);

    const reused = await postJson(SESSION_PATHS.refreshToken.build(), { refreshToken: session.refreshToken });
    expect(reused.status).toBe(401);
    expect(await errorCode(reused)).toBe(ERROR_CODE.REFRESH_INVALID);
    // Someone else holds a copy of a token of this session: every token of it is refused from now on (RFC 9700).
    expect((await postJson(SESSION_PATHS.refreshToken.build(), { refreshToken: refreshed.refreshToken })).status).toBe(
      401,
    );
    expect((await apiFetch(ACCOUNT_PATHS.manager.build(), {}, refreshed.accessToken)).status).toBe(401);
    // Other sessions of the user go on.
    const other = await login(DEMO_EMAIL.MANAGER);
    expect((await postJson(SESSION_PATHS.refreshToken.build(), { refreshToken: other.refreshToken })).status).toBe(200);
  });

  it('accepts the just-rotated refresh token once within the grace period (a reload during a refresh)', async () => {
    const session = await login(DEMO_EMAIL.MANAGER);
    const lost = (await (
      await postJson(SESSION_PATHS.refreshToken.build(), { refreshToken: session.refreshToken })
    ).json()) as RefreshTokenResponse;

    const retried = await postJson(SESSION_PATHS.refreshToken.build(), { refreshToken: session.refreshToken });
    expect(retried.status).toBe(200);
    const current = (await retried.json()) as RefreshTokenResponse;
    expect(current.refreshToken).not.toBe(lost.refreshToken);
    expect((await apiFetch(ACCOUNT_PATHS.manager.build(), {}, current.accessToken)).status).toBe(200);

    // Once more is a reuse: the session ends.
    const third = await postJson(SESSION_PATHS.refreshToken.build(), { refreshToken: session.refreshToken });
    expect(third.status).toBe(401);
    expect(await errorCode(third)).toBe(ERROR_CODE.REFRESH_INVALID);
    expect((await postJson(SESSION_PATHS.refreshToken.build(), { refreshToken: current.refreshToken })).status).toBe(
      401,
    );
  });

  it('refuses an unknown refresh token', async () => {
    const response = await postJson(SESSION_PATHS.refreshToken.build(), { refreshToken: 'made-up' });
    expect(response.status).toBe(401);
    expect(await errorCode(response)).toBe(ERROR_CODE.REFRESH_INVALID);
  });

  it('answers 401 token once the access token has expired, and a refresh brings access back', async () => {
    const ttl = 1000;
    setMockConfig({ accessTokenTtlMs: ttl });
    const advance = freezeClock();
    const session = await login(DEMO_EMAIL.MANAGER);
    expect((await apiFetch(ACCOUNT_PATHS.manager.build(), {}, session.accessToken)).status).toBe(200);

    advance(ttl);
    const expired = await apiFetch(ACCOUNT_PATHS.manager.build(), {}, session.accessToken);
    expect(expired.status).toBe(401);
    expect(await errorCode(expired)).toBe(ERROR_CODE.TOKEN);

    const refreshed = (await (
      await postJson(SESSION_PATHS.refreshToken.build(), { refreshToken: session.refreshToken })
    ).json()) as RefreshTokenResponse;
    expect((await apiFetch(ACCOUNT_PATHS.manager.build(), {}, refreshed.accessToken)).status).toBe(200);
  });

  it('keeps each login a separate session', async () => {
    const first = await login(DEMO_EMAIL.MANAGER);
    const second = await login(DEMO_EMAIL.MANAGER);
    await postJson(SESSION_PATHS.refreshToken.build(), { refreshToken: second.refreshToken });
    expect((await postJson(SESSION_PATHS.refreshToken.build(), { refreshToken: first.refreshToken })).status).toBe(200);
  });
});

describe('POST /logout', () => {
  const refresh = (refreshToken: string) => postJson(SESSION_PATHS.refreshToken.build(), { refreshToken });
  const logout = (refreshToken: string) => postJson(SESSION_PATHS.logout.build(), { refreshToken });

  it('revokes the refresh token: the refresh refuses it afterwards like an unknown one', async () => {
    const session = await login(DEMO_EMAIL.MANAGER);
    const response = await logout(session.refreshToken);
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');

    const refused = await refresh(session.refreshToken);
    expect(refused.status).toBe(401);
    expect(await errorCode(refused)).toBe(ERROR_CODE.REFRESH_INVALID);
  });

  it('ends the access tokens of the session at once, before they run out', async () => {
    const session = await login(DEMO_EMAIL.MANAGER);
    expect((await apiFetch(ACCOUNT_PATHS.manager.build(), {}, session.accessToken)).status).toBe(200);
    await logout(session.refreshToken);
    const after = await apiFetch(ACCOUNT_PATHS.manager.build(), {}, session.accessToken);
    expect(after.status).toBe(401);
    expect(await errorCode(after)).toBe(ERROR_CODE.TOKEN);
  });

  it('ends the session of a rotated refresh token too, with every token it issued', async () => {
    const session = await login(DEMO_EMAIL.MANAGER);
    const rotated = (await (await refresh(session.refreshToken)).json()) as RefreshTokenResponse;
    expect((await logout(rotated.refreshToken)).status).toBe(204);
    expect((await refresh(rotated.refreshToken)).status).toBe(401);
    // The token retired by the rotation, still within its grace before the logout, is refused as well.
    expect((await refresh(session.refreshToken)).status).toBe(401);
    expect((await apiFetch(ACCOUNT_PATHS.manager.build(), {}, rotated.accessToken)).status).toBe(401);
  });

  it('leaves the other sessions of the same user signed in', async () => {
    const here = await login(DEMO_EMAIL.MANAGER);
    const elsewhere = await login(DEMO_EMAIL.MANAGER);
    await logout(here.refreshToken);
    expect((await apiFetch(ACCOUNT_PATHS.manager.build(), {}, elsewhere.accessToken)).status).toBe(200);
    expect((await refresh(elsewhere.refreshToken)).status).toBe(200);
  });

  it('answers 204 for a token it does not know or has revoked already, and 400 without one', async () => {
    const session = await login(DEMO_EMAIL.MANAGER);
    expect((await logout(session.refreshToken)).status).toBe(204);
    expect((await logout(session.refreshToken)).status).toBe(204);
    expect((await logout('made-up')).status).toBe(204);

    const missing = await postJson(SESSION_PATHS.logout.build(), {});
    expect(missing.status).toBe(400);
    expect(await errorCode(missing)).toBe(ERROR_CODE.VALIDATION);
  });
});
