import { ERROR_CODE, LANGUAGE_CODE, ROLE, type LanguageCode } from '../../src/contract/common';
import type { SessionInfo, Tokens } from '../../src/contract/session';
import { db, findManager, findUserById, mockConfig } from '../db';
import type { DbManager, DbSession, DbUser } from '../model';
import { ApiError } from '../shared/errors';
import { newId, randomToken } from '../shared/ids';
import type { RouteContext, RouteResolver } from '../shared/routes';
import { WELCOME_VIDEO_URLS } from './fixtures';

/**
 * Sessions and tokens (docs/decisions/007-tokens.md). Access tokens are opaque and live for
 * `mockConfig.accessTokenTtlMs`; refresh tokens rotate on every use. Both are kept in the
 * store, so a demo session survives a reload.
 */

/** Older sessions of a user are dropped beyond this, so the demo's stored copy stays small. */
const MAX_SESSIONS_PER_USER = 10;

export interface AuthContext {
  user: DbUser;
  session: DbSession;
}

export function startSession(user: DbUser): DbSession {
  const session: DbSession = {
    id: newId('ses'),
    userId: user.id,
    refreshToken: randomToken(),
    agreementSkipped: false,
    createdAt: Date.now(),
  };
  db.sessions.push(session);
  const own = db.sessions.filter((each) => each.userId === user.id);
  const dropped = new Set(own.slice(0, Math.max(0, own.length - MAX_SESSIONS_PER_USER)).map((each) => each.id));
  if (dropped.size > 0) {
    db.sessions = db.sessions.filter((each) => !dropped.has(each.id));
    db.accessTokens = db.accessTokens.filter((token) => !dropped.has(token.sessionId));
  }
  return session;
}

export function issueAccessToken(session: DbSession): string {
  const now = Date.now();
  db.accessTokens = db.accessTokens.filter((token) => token.expiresAt > now);
  const token = randomToken();
  db.accessTokens.push({ token, sessionId: session.id, expiresAt: now + mockConfig.accessTokenTtlMs });
  return token;
}

/** How many retired refresh tokens a session remembers, to know a reuse of any of them. */
const RETIRED_TOKENS_KEPT = 20;

const holderOf = (token: string) => db.sessions.find((each) => each.retired?.some((old) => old.token === token));

function revoke(session: DbSession): void {
  db.sessions = db.sessions.filter((each) => each.id !== session.id);
  db.accessTokens = db.accessTokens.filter((token) => token.sessionId !== session.id);
}

/**
 * The session a refresh token belongs to. Rotation retires the old token, but like the grace period of common
 * identity servers it is accepted once more for `refreshReuseGraceMs`: a page reloaded while its refresh answer was
 * on the way never stored the new token, and would otherwise be logged out by its own reload. Any other use of a
 * retired token is a reuse: someone else holds a copy of it, so the whole session (the token's family) ends, and
 * the token is refused (RFC 9700, refresh token rotation).
 */
export function findSessionByRefreshToken(token: string): DbSession | undefined {
  const current = db.sessions.find((each) => each.refreshToken === token);
  if (current) return current;
  const holder = holderOf(token);
  const retired = holder?.retired?.find((old) => old.token === token);
  if (!holder || !retired) return undefined;
  if (retired.graceUntil > Date.now()) {
    retired.graceUntil = 0;
    return holder;
  }
  revoke(holder);
  return undefined;
}

/**
 * Logout (docs/decisions/034-logout-revokes.md): the session of this refresh token ends, so the token is refused
 * by the refresh like an unknown one, and every access token issued in the session stops working at once (the
 * mock can tell: each access token names its session). A retired token of the session ends it too (a tab that
 * missed a rotation logs out all the same). False for a token it does not know.
 */
export function endSession(refreshToken: string): boolean {
  const session = db.sessions.find((each) => each.refreshToken === refreshToken) ?? holderOf(refreshToken);
  if (!session) return false;
  revoke(session);
  return true;
}

/** Rotation: every use issues a new refresh token; the one it replaces keeps only the grace above. */
export function rotateTokens(session: DbSession): Tokens {
  const retired = { token: session.refreshToken, graceUntil: Date.now() + mockConfig.refreshReuseGraceMs };
  session.retired = [...(session.retired ?? []), retired].slice(-RETIRED_TOKENS_KEPT);
  session.refreshToken = randomToken();
  return { accessToken: issueAccessToken(session), refreshToken: session.refreshToken };
}

/** The manager's language (the personal details keep the code as sent; the mock stores only 100 and 200). */
export function languageOf(user: DbUser): LanguageCode {
  const code = findManager(user.managerId)?.personalDetails.communicationLanguage;
  if (code === undefined) return user.communicationLanguage;
  return code === LANGUAGE_CODE.EN ? LANGUAGE_CODE.EN : LANGUAGE_CODE.DE;
}

export function sessionInfo(user: DbUser, session: DbSession): SessionInfo {
  return {
    userId: user.id,
    role: user.role,
    // A skipped agreement unblocks the rest of this session only.
    showAgreement: user.showAgreement && !session.agreementSkipped,
    canSkipAgreement: user.canSkipAgreement,
    communicationLanguage: languageOf(user),
    videoURLs: { ...WELCOME_VIDEO_URLS },
  };
}

function unauthorized(message: string): ApiError {
  return new ApiError(401, ERROR_CODE.TOKEN, message);
}

/** A missing, unknown or expired access token is `401 { code: 'token' }` (docs/decisions/004-api-errors.md). */
export function authenticate(request: Request): AuthContext {
  const header = request.headers.get('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  if (!match) throw unauthorized('Authorization header with a bearer token required');
  const accessToken = db.accessTokens.find((token) => token.token === match[1]);
  if (!accessToken) throw unauthorized('Unknown access token');
  if (accessToken.expiresAt <= Date.now()) throw unauthorized('Access token expired');
  const session = db.sessions.find((each) => each.id === accessToken.sessionId);
  const user = session && findUserById(session.userId);
  if (!session || !user) throw unauthorized('Session ended');
  return { user, session };
}

export type AuthedResolver<Extra> = (context: RouteContext & Extra) => Response | Promise<Response>;

export function withAuth(resolver: AuthedResolver<{ auth: AuthContext }>): RouteResolver {
  return (context) => resolver({ ...context, auth: authenticate(context.request) });
}

export function forbidden(message: string): ApiError {
  return new ApiError(403, ERROR_CODE.FORBIDDEN, message);
}

/** The signed-in user's manager profile; a client contact has none (403). */
export function withManager(resolver: AuthedResolver<{ auth: AuthContext; manager: DbManager }>): RouteResolver {
  return withAuth((context) => {
    const manager = context.auth.user.role === ROLE.MANAGER ? findManager(context.auth.user.managerId) : undefined;
    if (!manager) throw forbidden('Only managers have a profile');
    return resolver({ ...context, manager });
  });
}

/**
 * The signed-in client contact (role `client`, docs/decisions/016-extra-paths.md): the client projects are theirs
 * alone; a manager calling a client path is 403 like a client calling a manager's.
 */
export function withClient(resolver: AuthedResolver<{ auth: AuthContext; client: DbUser }>): RouteResolver {
  return withAuth((context) => {
    if (context.auth.user.role !== ROLE.CLIENT) throw forbidden('Only client contacts have projects');
    return resolver({ ...context, client: context.auth.user });
  });
}
