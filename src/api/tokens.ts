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
}
