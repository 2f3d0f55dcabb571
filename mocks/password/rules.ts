import { db } from '../db';
import type { DbPasswordToken, PasswordLinkPurpose } from '../model';
import { randomToken } from '../shared/ids';

/** Password links (create and reset) as the real API would e-mail them; the mock only records them. */

/** Lifetime of a password link sent by e-mail (not shown in the spec). */
const PASSWORD_LINK_TTL_MS = 24 * 60 * 60 * 1000;

export function findPasswordLink(token: string): DbPasswordToken | undefined {
  return db.passwordTokens.find((each) => each.token === token);
}

export function isLinkExpired(token: DbPasswordToken): boolean {
  return token.expiresAt !== null && token.expiresAt <= Date.now();
}

export function createPasswordLink(userId: string, purpose: PasswordLinkPurpose): DbPasswordToken {
  const link: DbPasswordToken = {
    token: randomToken(),
    users: { [purpose]: userId },
    expiresAt: Date.now() + PASSWORD_LINK_TTL_MS,
    reusable: false,
  };
  db.passwordTokens.push(link);
  return link;
}
