import type { AxiosRequestConfig } from 'axios';

import { REQUEST_TIMEOUT_MS } from '@/config/env';
import type { OkResponse } from '@/contract/common';
import type { RefreshTokenResponse } from '@/contract/session';

import { clientHooks, MAX_GET_RETRIES, RETRYABLE_STATUSES, retryDelayMs, sleep } from './clientSettings';
import {
  ApiError,
  BAD_RESPONSE_STATUS,
  CLIENT_ERROR_CODE,
  errorFromReply,
  NETWORK_ERROR_STATUS,
  TIMEOUT_STATUS,
} from './errors';
import type * as Http from './http';

export { installClientHooks, MAX_GET_RETRIES, setRetryBaseDelay, type ClientHooks } from './clientSettings';

/**
 * The app's API calls. The HTTP client itself (axios, the token refresh,
 * the retries: api/http.ts) loads with the first call, so the sign-in page starts without it;
 * `preloadClient()` fetches it ahead, once a visitor starts filling in a form.
 */
let ready: Promise<unknown> | undefined;
let http: Promise<typeof Http> | undefined;

/** No request leaves before `beforeFirstRequest` has settled (the demo starts its mock). */
function beforeFirstRequest(): Promise<unknown> {
  ready ??= Promise.resolve(clientHooks().beforeFirstRequest?.());
  return ready;
}

function loadHttp(): Promise<typeof Http> {
  http ??= beforeFirstRequest().then(() => import('./http'));
  return http;
}

/** Loads the HTTP client ahead of the first call, so no call waits for it. */
export function preloadClient(): void {
  void loadHttp();
}

/**
 * A GET that needs no session, no token and no refresh (the API version in the footer of
 * every page): sent with `fetch`, so a first visit shows it without loading the HTTP client.
 * The same replies and the same retries (docs/decisions/006-retries-and-single-submit.md) as every other GET.
 */
export async function apiGetWithoutSession<T>(url: string): Promise<T> {
  await beforeFirstRequest();
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await fetchJson<T>(url);
    } catch (error) {
      const retryable = error instanceof ApiError && RETRYABLE_STATUSES.has(error.status);
      if (!retryable || attempt >= MAX_GET_RETRIES) throw error;
      await sleep(retryDelayMs(attempt));
    }
  }
}

async function fetchJson<T>(url: string): Promise<T> {
  let reply: Response;
  try {
    reply = await fetch(new URL(url, document.baseURI), {
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'TimeoutError') {
      throw new ApiError(TIMEOUT_STATUS, CLIENT_ERROR_CODE.TIMEOUT, 'The server did not answer in time');
    }
    throw new ApiError(NETWORK_ERROR_STATUS, CLIENT_ERROR_CODE.NETWORK, 'Server connection error');
  }
  const body: unknown = await reply.json().catch(() => undefined);
  if (!reply.ok) throw errorFromReply(reply.status, body);
  if (typeof body !== 'object' || body === null) {
    throw new ApiError(BAD_RESPONSE_STATUS, CLIENT_ERROR_CODE.BAD_RESPONSE, 'The server sent an unreadable reply');
  }
  return body as T;
}

export async function apiGet<T>(url: string, config?: AxiosRequestConfig): Promise<T> {
  return (await loadHttp()).apiGet<T>(url, config);
}

export async function apiPost<T = OkResponse>(url: string, body?: unknown, config?: AxiosRequestConfig): Promise<T> {
  return (await loadHttp()).apiPost<T>(url, body, config);
}

export async function apiPut<T = OkResponse>(url: string, body?: unknown, config?: AxiosRequestConfig): Promise<T> {
  return (await loadHttp()).apiPut<T>(url, body, config);
}

export async function apiDelete<T = OkResponse>(url: string, config?: AxiosRequestConfig): Promise<T> {
  return (await loadHttp()).apiDelete<T>(url, config);
}

/**
 * Single-flight refresh of the session (api/http.ts; docs/decisions/007-tokens.md): any number of concurrent
 * callers share one `POST /refresh-token`.
 */
export async function refreshSession(): Promise<RefreshTokenResponse> {
  return (await loadHttp()).refreshSession();
}
