import { ERROR_CODE } from '@/contract/common';
import { MAX_LOGIN_ATTEMPTS, SESSION_PATHS, type ValidateTokenResponse } from '@/contract/session';
import { DEMO_EMAIL, DEMO_PASSWORD } from '@mocks/auth/fixtures';
import { db } from '@mocks/db';
import { DEMO_TOKEN } from '@mocks/password/fixtures';

import { errorCode, login, postJson } from './helpers';

const NEW_PASSWORD = 'Vorstand!2027';
const CREATE_PAGE = { Referer: `http://localhost/create-password/${DEMO_TOKEN.VALID}` };

function updatePassword(token: string, password: string, confirmPassword = password, headers?: Record<string, string>) {
  return postJson(SESSION_PATHS.updatePassword.build(), { token, password, confirmPassword }, undefined, headers);
}

describe('POST /reset-password', () => {
  it('answers 204 for a known and for an unknown e-mail alike (no enumeration)', async () => {
    expect((await postJson(SESSION_PATHS.resetPassword.build(), { email: DEMO_EMAIL.MANAGER })).status).toBe(204);
    expect((await postJson(SESSION_PATHS.resetPassword.build(), { email: 'nobody@example.com' })).status).toBe(204);
  });

  it('refuses a malformed e-mail', async () => {
    const response = await postJson(SESSION_PATHS.resetPassword.build(), { email: 'not-an-email' });
    expect(response.status).toBe(400);
    expect(await errorCode(response)).toBe(ERROR_CODE.VALIDATION);
  });

  it('records a reset link for a known account, which then sets its password', async () => {
    await postJson(SESSION_PATHS.resetPassword.build(), { email: DEMO_EMAIL.SKIPPABLE });
    const link = db.passwordTokens.at(-1);
    expect(link?.reusable).toBe(false);
    expect((await updatePassword(link?.token ?? '', NEW_PASSWORD)).status).toBe(204);
    expect((await login(DEMO_EMAIL.SKIPPABLE, NEW_PASSWORD)).accessToken).toBeTruthy();
    // A real link is used up.
    expect(await errorCode(await updatePassword(link?.token ?? '', NEW_PASSWORD))).toBe(ERROR_CODE.TOKEN_INVALID);
  });
});

describe('POST /validate-reset-password-token/{token}', () => {
  async function validate(token: string): Promise<ValidateTokenResponse> {
    return (await (
      await postJson(SESSION_PATHS.validateResetPasswordToken.build(token), undefined)
    ).json()) as ValidateTokenResponse;
  }

  it('tells a valid, an expired and an unknown link apart', async () => {
    expect(await validate(DEMO_TOKEN.VALID)).toEqual({ valid: true, expired: false });
    expect(await validate(DEMO_TOKEN.EXPIRED)).toEqual({ valid: false, expired: true });
    expect(await validate('no-such-token')).toEqual({ valid: false, expired: false });
  });
});

describe('POST /update-password', () => {
  it('answers token_invalid for an unknown link', async () => {
    const response = await updatePassword('no-such-token', NEW_PASSWORD);
    expect(response.status).toBe(400);
    expect(await errorCode(response)).toBe(ERROR_CODE.TOKEN_INVALID);
  });

  it('answers token_expired for an expired link', async () => {
    const response = await updatePassword(DEMO_TOKEN.EXPIRED, NEW_PASSWORD);
    expect(response.status).toBe(400);
    expect(await errorCode(response)).toBe(ERROR_CODE.TOKEN_EXPIRED);
  });

  it.each([
    ['shorter than 6 characters', 'Ab1!'],
    ['without a lowercase letter', 'ABCDEF1!'],
    ['without an uppercase letter', 'abcdef1!'],
    ['without a digit', 'Abcdefg!'],
    ['without a special character', 'Abcdefg1'],
  ])('refuses a password %s', async (_rule, password) => {
    const response = await updatePassword(DEMO_TOKEN.VALID, password);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: ERROR_CODE.VALIDATION,
      fields: { password: expect.any(String) },
    });
  });

  it('refuses a confirmation that differs', async () => {
    const response = await updatePassword(DEMO_TOKEN.VALID, NEW_PASSWORD, `${NEW_PASSWORD}x`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ fields: { confirmPassword: 'match' } });
  });

  it('sets the password of manager@demo.test from the reset page, and keeps the demo link usable', async () => {
    expect((await updatePassword(DEMO_TOKEN.VALID, NEW_PASSWORD)).status).toBe(204);
    expect((await login(DEMO_EMAIL.MANAGER, NEW_PASSWORD)).accessToken).toBeTruthy();
    expect(
      (await postJson(SESSION_PATHS.login.build(), { username: DEMO_EMAIL.MANAGER, password: DEMO_PASSWORD })).status,
    ).toBe(400);
    expect((await updatePassword(DEMO_TOKEN.VALID, DEMO_PASSWORD)).status).toBe(204);
  });

  it('sets the password of pending@demo.test from the create-password page', async () => {
    expect((await updatePassword(DEMO_TOKEN.VALID, NEW_PASSWORD, NEW_PASSWORD, CREATE_PAGE)).status).toBe(204);
    expect((await login(DEMO_EMAIL.PENDING, NEW_PASSWORD)).accessToken).toBeTruthy();
    expect((await login(DEMO_EMAIL.MANAGER)).accessToken).toBeTruthy();
  });

  it('lifts a login lock with the new password', async () => {
    for (let attempt = 0; attempt < MAX_LOGIN_ATTEMPTS; attempt += 1) {
      await postJson(SESSION_PATHS.login.build(), { username: DEMO_EMAIL.MANAGER, password: 'wrong' });
    }
    await updatePassword(DEMO_TOKEN.VALID, NEW_PASSWORD);
    expect((await login(DEMO_EMAIL.MANAGER, NEW_PASSWORD)).accessToken).toBeTruthy();
  });
});

describe('POST /resend-welcome-email-token', () => {
  it('answers 204 for a known link, even an expired one', async () => {
    expect((await postJson(SESSION_PATHS.resendWelcomeEmailToken.build(), { token: DEMO_TOKEN.EXPIRED })).status).toBe(
      204,
    );
    expect((await postJson(SESSION_PATHS.resendWelcomeEmailToken.build(), { token: DEMO_TOKEN.VALID })).status).toBe(
      204,
    );
  });

  it('answers token_invalid for an unknown link', async () => {
    const response = await postJson(SESSION_PATHS.resendWelcomeEmailToken.build(), { token: 'no-such-token' });
    expect(response.status).toBe(400);
    expect(await errorCode(response)).toBe(ERROR_CODE.TOKEN_INVALID);
  });
});
