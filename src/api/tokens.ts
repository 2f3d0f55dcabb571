import type { SessionInfo } from '@/contract/session';
import { LOCAL_KEYS, readLocal, writeLocal } from '@/lib/storageKeys';

/**
 * The access token lives in memory only; the refresh token is kept in localStorage so that a
 * reload keeps the session (docs/decisions/007-tokens.md).
 */
let accessToken: string | null = null;

export function getAccessToken(): string | null {
  return accessToken;
}

export function getRefreshToken(): string | null {
  return readLocal(LOCAL_KEYS.refreshToken);
}

export function setTokens(tokens: { accessToken: string; refreshToken: string }): void {
  accessToken = tokens.accessToken;
  writeLocal(LOCAL_KEYS.refreshToken, tokens.refreshToken);
}

export function clearTokens(): void {
  accessToken = null;
  writeLocal(LOCAL_KEYS.refreshToken, null);
  writeLocal(LOCAL_KEYS.sessionInfo, null);
}

/**
 * The session info of the last sign-in or refresh, kept beside the refresh token (and only while there is one),
 * so that a start without a connection restores the session (docs/decisions/054-offline-data.md).
 */
export function keepSessionInfo(info: SessionInfo): void {
  if (getRefreshToken() !== null) writeLocal(LOCAL_KEYS.sessionInfo, JSON.stringify(info));
}

/** The session changed in a way its next refresh will repeat (an agreement settled): the kept info follows. */
export function reviseKeptSessionInfo(change: Partial<SessionInfo>): void {
  const kept = keptSessionInfo();
  if (typeof kept === 'object' && kept !== null)
    writeLocal(LOCAL_KEYS.sessionInfo, JSON.stringify({ ...kept, ...change }));
}

/** What was kept, unread: the caller reads it by the session's schema. Null when none, or not JSON. */
export function keptSessionInfo(): unknown {
  const kept = readLocal(LOCAL_KEYS.sessionInfo);
  if (kept === null) return null;
  try {
    return JSON.parse(kept) as unknown;
  } catch {
    return null;
  }
}
