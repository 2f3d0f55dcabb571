import { apiBaseUrl } from '@/config/env';
import { ERROR_CODE } from '@/contract/common';
import { SESSION_PATHS, type RefreshTokenResponse } from '@/contract/session';
import { idleTimedOut } from '@/lib/lastActive';

import { beforeFirstRequest, clientHooks } from './clientSettings';
import { ApiError, kindOf, rejectsSession, unreadableReplyError } from './errors';
import { fetchJson } from './fetchJson';
import { clearTokens, getRefreshToken, setTokens } from './tokens';

const REFRESH_LOCK_NAME = 'portal.refresh-token';

let refreshPromise: Promise<RefreshTokenResponse> | null = null;

/**
 * Single-flight refresh (docs/decisions/007-tokens.md): any number of concurrent callers share one
 * `POST /refresh-token`. Across tabs the refresh runs under a Web Lock and reads the
 * stored refresh token only once it holds the lock, so rotating tokens never race.
 * Without Web Locks (old browsers) it is single-flight within the tab only.
 * It is sent with `fetch`, so a kept session is restored while the HTTP client is still loading.
 */
export function refreshSession(): Promise<RefreshTokenResponse> {
  refreshPromise ??= withRefreshLock(exchangeRefreshToken).finally(() => {
    refreshPromise = null;
  });
  return refreshPromise;
}

type RefreshListener = (reply: RefreshTokenResponse) => void;
const refreshListeners = new Set<RefreshListener>();

/**
 * Told of every refresh the server accepted, whoever sent it (a request's 401 too): a session restored without
 * a connection takes the fresh reply (docs/decisions/054-offline-data.md). Returns the unsubscribe.
 */
export function onSessionRefreshed(listener: RefreshListener): () => void {
  refreshListeners.add(listener);
  return () => refreshListeners.delete(listener);
}

let startRestore: Promise<RefreshTokenResponse> | undefined;

/**
 * A session to restore at start: a refresh token is kept, and the last input was within the idle
 * time-out (the start-up saga logs out otherwise, before any call).
 */
export function hasSessionToRestore(): boolean {
  return getRefreshToken() !== null && !idleTimedOut();
}

/**
 * The start's one refresh of a kept session (docs/decisions/032-first-screen.md). Whoever asks
 * first sends it: index.html's first script (src/restoreEarly.ts), beside the start chunk;
 * otherwise main.tsx or the start-up saga. The others get the same answer.
 */
export function restoreAtStart(): Promise<RefreshTokenResponse> {
  startRestore ??= refreshSession();
  return startRestore;
}

/** Tests start the app more than once. */
export function forgetStartRestore(): void {
  startRestore = undefined;
}

const isToken = (value: unknown): value is string => typeof value === 'string' && value !== '';

function withRefreshLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (locks?.request) return locks.request(REFRESH_LOCK_NAME, task) as Promise<T>;
  return task();
}

async function exchangeRefreshToken(): Promise<RefreshTokenResponse> {
  await beforeFirstRequest();
  const refreshToken = getRefreshToken();
  if (!refreshToken) {
    expireSession();
    throw new ApiError(401, ERROR_CODE.REFRESH_INVALID, 'No session to refresh');
  }
  try {
    const data = await fetchJson<RefreshTokenResponse>(`${apiBaseUrl}${SESSION_PATHS.refreshToken.build()}`, {
      method: 'POST',
      body: { refreshToken },
    });
    // Only the tokens are read here, by hand: this runs in index.html's first script, which carries
    // no schemas. The rest of the answer is read by its schema where it meets the store (auth.saga.ts).
    if (!isToken(data.accessToken) || !isToken(data.refreshToken)) {
      const field = isToken(data.accessToken) ? 'refreshToken' : 'accessToken';
      throw unreadableReplyError({
        path: SESSION_PATHS.refreshToken.build(),
        deviations: [{ field, expected: 'string', got: kindOf(data[field]) }],
      });
    }
    setTokens(data);
    refreshListeners.forEach((listener) => listener(data));
    return data;
  } catch (error) {
    // The server rejected the session: log out. Any other failure keeps the session for a later try.
    if (rejectsSession(error)) expireSession();
    throw error;
  }
}

function expireSession(): void {
  clearTokens();
  clientHooks().onSessionExpired();
}
