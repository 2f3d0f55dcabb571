/** Session and sign-in: login, refresh, passwords, the welcome videos. */
import type { ApiErrorBody } from './common';
import { apiPath } from './path';
import type { LoginResponse } from './session.answers';

export const SESSION_PATHS = {
  login: apiPath('/login'),
  refreshToken: apiPath('/refresh-token'),
  /** (designed) Ends the session on the server: the refresh token and its access tokens stop working. */
  logout: apiPath('/logout'),
  resetPassword: apiPath('/reset-password'),
  updatePassword: apiPath('/update-password'),
  validateResetPasswordToken: apiPath('/validate-reset-password-token/:token'),
  resendWelcomeEmailToken: apiPath('/resend-welcome-email-token'),
} as const;

/** Accounts lock after this many failed logins, for LOCK_DURATION_MS. */
export const MAX_LOGIN_ATTEMPTS = 3;
export const LOCK_DURATION_MS = 60 * 60 * 1000;

/** A username has 1 to 64 characters. */
export const USERNAME_MAX_LENGTH = 64;
/** A created password has at least 6 characters. */
export const NEW_PASSWORD_MIN_LENGTH = 6;

/** A new password has 6+ characters with lowercase, uppercase, digit and special character. */
export function isStrongPassword(value: string): boolean {
  return (
    value.length >= NEW_PASSWORD_MIN_LENGTH &&
    /\p{Ll}/u.test(value) &&
    /\p{Lu}/u.test(value) &&
    /\p{N}/u.test(value) &&
    // Letters of any alphabet (ä, é) are letters, and a space is no special character: the server's reading.
    /[^\p{L}\p{N}\s]/u.test(value)
  );
}

/** A failed login (docs/decisions/004-api-errors.md): status 400, plus the lock details. */
export interface LoginErrorBody extends ApiErrorBody {
  locked: boolean;
  left_attempts: number;
}

export interface LoginRequest {
  username: string;
  password: string;
}

export type { LoginResponse, SessionInfo, Tokens, ValidateTokenResponse, VideoUrls } from './session.answers';

export interface RefreshTokenRequest {
  refreshToken: string;
}

/**
 * The spec reads only the two tokens. (designed) The reply also repeats the session
 * fields, so that a reload (the refresh token survives it; docs/decisions/007-tokens.md) knows the role and
 * whether an agreement is pending without another call.
 */
export type RefreshTokenResponse = LoginResponse;

/**
 * (designed) `POST /logout` revokes the session of this refresh token and answers 204, also for a token it does
 * not know (docs/decisions/034-logout-revokes.md).
 */
export interface LogoutRequest {
  refreshToken: string;
}

// ---------------------------------------------------------------- passwords

export interface ResetPasswordRequest {
  email: string;
}

export interface UpdatePasswordRequest {
  token: string;
  password: string;
  confirmPassword: string;
}

export interface ResendWelcomeEmailRequest {
  token: string;
}
