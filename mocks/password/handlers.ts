import { HttpResponse } from 'msw';

import { ERROR_CODE } from '../../src/contract/common';
import { isStrongPassword, SESSION_PATHS, type ValidateTokenResponse } from '../../src/contract/session';
import { db, findUserByEmail, findUserById } from '../db';
import type { DbPasswordToken, PasswordLinkPurpose } from '../model';
import { ApiError, noContent } from '../shared/errors';
import { FieldErrors, isEmail, normalizeEmail, readJsonObject, text } from '../shared/requests';
import { route } from '../shared/routes';
import { apiUrl } from '../shared/urls';
import { createPasswordLink, findPasswordLink, isLinkExpired } from './rules';

/**
 * Which page sent the request: `/create-password/…` or (by default) `/reset-password/…`.
 * Only the demo links need it (./fixtures.ts): the browser gives the page as
 * the request's referrer, `mocks/http.ts` as the Referer header.
 */
function linkPurpose(request: Request): PasswordLinkPurpose {
  const page = `${request.referrer} ${request.headers.get('referer') ?? ''}`;
  return page.includes('/create-password/') ? 'create' : 'reset';
}

function targetUserId(link: DbPasswordToken, purpose: PasswordLinkPurpose): string | undefined {
  return link.users[purpose] ?? Object.values(link.users)[0];
}

const tokenInvalid = () => new ApiError(400, ERROR_CODE.TOKEN_INVALID, 'The link is not valid');

/** POST /reset-password: always neutral for a well-formed e-mail (no user enumeration). */
const resetPassword = route('post', apiUrl(SESSION_PATHS.resetPassword), async ({ request }) => {
  const body = await readJsonObject(request);
  const email = text(body, 'email');
  const errors = new FieldErrors();
  errors.required(email, 'email');
  errors.check(isEmail(email), 'email', 'email');
  errors.throwIfAny();
  const user = findUserByEmail(normalizeEmail(email));
  // The real API would e-mail this link; the mock only records it.
  if (user) createPasswordLink(user.id, 'reset');
  return noContent();
});

/** POST /validate-reset-password-token/{token} */
const validateToken = route('post', apiUrl(SESSION_PATHS.validateResetPasswordToken), ({ params }) => {
  const link = findPasswordLink(params.token ?? '');
  const response: ValidateTokenResponse = link
    ? { valid: !isLinkExpired(link), expired: isLinkExpired(link) }
    : { valid: false, expired: false };
  return HttpResponse.json(response);
});

/** POST /update-password: the link first, then the password creation rule. */
const updatePassword = route('post', apiUrl(SESSION_PATHS.updatePassword), async ({ request }) => {
  const body = await readJsonObject(request);
  const link = findPasswordLink(text(body, 'token'));
  const userId = link && targetUserId(link, linkPurpose(request));
  const user = userId === undefined ? undefined : findUserById(userId);
  if (!link || !user) throw tokenInvalid();
  if (isLinkExpired(link)) throw new ApiError(400, ERROR_CODE.TOKEN_EXPIRED, 'The link has expired');

  // Passwords are taken as typed, not trimmed.
  const password = typeof body.password === 'string' ? body.password : '';
  const confirmPassword = typeof body.confirmPassword === 'string' ? body.confirmPassword : '';
  const errors = new FieldErrors();
  errors.required(password, 'password');
  errors.check(isStrongPassword(password), 'password', 'passwordRules');
  errors.required(confirmPassword, 'confirmPassword');
  errors.check(confirmPassword === password, 'confirmPassword', 'match');
  errors.throwIfAny();

  user.password = password;
  // A new password also lifts a lock, so a locked-out user can get back in.
  delete db.loginAttempts[user.email];
  if (!link.reusable) db.passwordTokens = db.passwordTokens.filter((each) => each !== link);
  return noContent();
});

/** POST /resend-welcome-email-token: a known link, even an expired one, gets a fresh one. */
const resendWelcomeEmail = route('post', apiUrl(SESSION_PATHS.resendWelcomeEmailToken), async ({ request }) => {
  const body = await readJsonObject(request);
  const link = findPasswordLink(text(body, 'token'));
  if (!link) throw tokenInvalid();
  const userId = targetUserId(link, 'create');
  // The real API e-mails the new link; demo links are permanent, so nothing is recorded for them.
  if (!link.reusable && userId !== undefined) createPasswordLink(userId, 'create');
  return noContent();
});

export const passwordHandlers = [resetPassword, validateToken, updatePassword, resendWelcomeEmail];
