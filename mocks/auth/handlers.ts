import { HttpResponse } from 'msw';

import { ERROR_CODE } from '../../src/contract/common';
import {
  LOCK_DURATION_MS,
  MAX_LOGIN_ATTEMPTS,
  SESSION_PATHS,
  type LoginErrorBody,
  type LoginResponse,
  type RefreshTokenResponse,
} from '../../src/contract/session';
import { db, findUserByEmail, findUserById } from '../db';
import type { DbLoginAttempts } from '../model';
import { ApiError, noContent } from '../shared/errors';
import { FieldErrors, normalizeEmail, readJsonObject } from '../shared/requests';
import { route } from '../shared/routes';
import { apiUrl } from '../shared/urls';
import {
  endSession,
  findSessionByRefreshToken,
  issueAccessToken,
  rotateTokens,
  sessionInfo,
  startSession,
} from './rules';

/** Username 1 to 64 characters. */
const USERNAME_MAX_LENGTH = 64;

function loginError(code: string, message: string, attempts: DbLoginAttempts): ApiError {
  const details: Omit<LoginErrorBody, 'code' | 'message'> = {
    locked: code === ERROR_CODE.ACCOUNT_LOCKED,
    left_attempts: code === ERROR_CODE.ACCOUNT_LOCKED ? 0 : MAX_LOGIN_ATTEMPTS - attempts.failures,
  };
  return new ApiError(400, code, message, details);
}

const lockedError = (attempts: DbLoginAttempts) =>
  loginError(
    ERROR_CODE.ACCOUNT_LOCKED,
    'Maximum login attempts exceeded: the account is locked for one hour',
    attempts,
  );

/**
 * POST /login. Failures are counted per username whether or not an account exists, so the
 * answer never tells which e-mail addresses are registered. The third failure in a row
 * locks for LOCK_DURATION_MS; while locked even the right password is refused.
 */
const login = route('post', apiUrl(SESSION_PATHS.login), async ({ request }) => {
  const body = await readJsonObject(request);
  const username = typeof body.username === 'string' ? body.username.trim() : '';
  const password = typeof body.password === 'string' ? body.password : '';
  const errors = new FieldErrors();
  errors.check(
    username.length >= 1 && username.length <= USERNAME_MAX_LENGTH,
    'username',
    username ? 'max' : 'required',
  );
  errors.required(password, 'password');
  errors.throwIfAny();

  const key = normalizeEmail(username);
  const now = Date.now();
  let attempts = db.loginAttempts[key] ?? { failures: 0, lockedUntil: null };
  if (attempts.lockedUntil !== null) {
    if (attempts.lockedUntil > now) throw lockedError(attempts);
    attempts = { failures: 0, lockedUntil: null }; // the lock has run out
  }

  const user = findUserByEmail(key);
  if (user && user.password !== null && user.password === password) {
    delete db.loginAttempts[key];
    const session = startSession(user);
    const response: LoginResponse = {
      accessToken: issueAccessToken(session),
      refreshToken: session.refreshToken,
      ...sessionInfo(user, session),
    };
    return HttpResponse.json(response);
  }

  attempts = { failures: attempts.failures + 1, lockedUntil: null };
  if (attempts.failures >= MAX_LOGIN_ATTEMPTS) {
    attempts.lockedUntil = now + LOCK_DURATION_MS;
    db.loginAttempts[key] = attempts;
    throw lockedError(attempts);
  }
  db.loginAttempts[key] = attempts;
  throw loginError(ERROR_CODE.INVALID_CREDENTIALS, 'Invalid Username or Password', attempts);
});

/** The `{ refreshToken }` body of the refresh and the logout; 400 without one. */
async function readRefreshToken(request: Request): Promise<string> {
  const body = await readJsonObject(request);
  const token = typeof body.refreshToken === 'string' ? body.refreshToken : '';
  const errors = new FieldErrors();
  errors.required(token, 'refreshToken');
  errors.throwIfAny();
  return token;
}

/** POST /refresh-token: rotates the refresh token and repeats the session fields. */
const refreshToken = route('post', apiUrl(SESSION_PATHS.refreshToken), async ({ request }) => {
  const token = await readRefreshToken(request);
  const session = findSessionByRefreshToken(token);
  const user = session && findUserById(session.userId);
  if (!session || !user) {
    throw new ApiError(401, ERROR_CODE.REFRESH_INVALID, 'Refresh token unknown or already used');
  }
  const response: RefreshTokenResponse = { ...rotateTokens(session), ...sessionInfo(user, session) };
  return HttpResponse.json(response);
});

/**
 * POST /logout (designed): ends the session of the refresh token in the body. 204 whether or not the token was
 * known, so a repeated or late logout is harmless and the answer tells nothing about tokens.
 */
const logout = route('post', apiUrl(SESSION_PATHS.logout), async ({ request }) => {
  endSession(await readRefreshToken(request));
  return noContent();
});

export const authHandlers = [login, refreshToken, logout];
