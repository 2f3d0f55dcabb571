import axios, { AxiosError, type AxiosRequestConfig, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';

import { apiBaseUrl, REQUEST_TIMEOUT_MS } from '@/config/env';
import { ERROR_CODE, type OkResponse } from '@/contract/common';
import { SESSION_PATHS } from '@/contract/session';

import { knownOffline, MAX_GET_RETRIES, RETRYABLE_STATUSES, retryDelayMs, sleep } from './clientSettings';
import { ApiError, errorFromReply, networkError, timeoutError, unreadableReplyError } from './errors';
import { refreshSession } from './refresh';
import { getAccessToken } from './tokens';

/**
 * Calls that never trigger a refresh and carry no access token: the login, the refresh itself, and the logout,
 * which names its session by the refresh token (a refresh there would start the session it ends).
 */
const NO_REFRESH_PATHS: string[] = [
  SESSION_PATHS.login.build(),
  SESSION_PATHS.refreshToken.build(),
  SESSION_PATHS.logout.build(),
];

interface PortalRequestConfig extends InternalAxiosRequestConfig {
  /** The access token this request was sent with. */
  _sentToken?: string | null;
  /** Set once the request has been retried after a refresh: it is never refreshed again. */
  _retriedAfterRefresh?: boolean;
  _getRetries?: number;
}

/** The one axios instance of the app; loaded with the first request (api/client.ts). */
export const client = axios.create({
  baseURL: apiBaseUrl,
  timeout: REQUEST_TIMEOUT_MS,
  headers: { Accept: 'application/json' },
});

function pathOf(config: AxiosRequestConfig): string {
  return (config.url ?? '').split('?')[0] ?? '';
}

client.interceptors.request.use((config: PortalRequestConfig) => {
  const token = getAccessToken();
  config._sentToken = token;
  if (token && !NO_REFRESH_PATHS.includes(pathOf(config))) {
    config.headers.set('Authorization', `Bearer ${token}`);
  } else {
    config.headers.delete('Authorization');
  }
  return config;
});

client.interceptors.response.use(acceptReply, handleFailure);

/**
 * A 204 (or an empty write reply) is `{ status: 'ok' }`. A GET's body that should be JSON and is not is an
 * error; a write's is handed on as it came, because a write's success is its status
 * (docs/decisions/056-a-save-is-its-status.md): api/client.ts reads it by the call's schema.
 */
function acceptReply(response: AxiosResponse): AxiosResponse {
  const { config, data, status } = response;
  if (config.responseType === 'blob' || config.responseType === 'arraybuffer') return response;
  const method = (config.method ?? 'get').toLowerCase();
  const empty = data === '' || data === undefined || data === null;
  if (status === 204 || (empty && method !== 'get')) {
    response.data = { status: 'ok' } satisfies OkResponse;
    return response;
  }
  if (method === 'get' && (typeof data !== 'object' || data === null)) {
    // An HTML page, broken JSON or an empty GET reply: never hand it to a screen as data.
    throw unreadableReplyError();
  }
  return response;
}

async function handleFailure(error: unknown): Promise<AxiosResponse> {
  if (error instanceof ApiError) throw error;
  if (!(error instanceof AxiosError) || !error.config) throw toApiError(error);
  const config = error.config as PortalRequestConfig;
  const status = error.response?.status;
  const body = await readErrorBody(error.response);

  if (
    status === 401 &&
    isTokenError(body) &&
    !config._retriedAfterRefresh &&
    !NO_REFRESH_PATHS.includes(pathOf(config))
  ) {
    config._retriedAfterRefresh = true;
    const current = getAccessToken();
    // A refresh finished while this request was on its way: retry with the new token, no second refresh.
    if (!(current && current !== config._sentToken)) await refreshSession();
    return client.request(config);
  }

  const method = (config.method ?? 'get').toLowerCase();
  const retries = config._getRetries ?? 0;
  if (method === 'get' && retries < MAX_GET_RETRIES && isRetryable(error)) {
    config._getRetries = retries + 1;
    await sleep(retryDelayMs(retries));
    return client.request(config);
  }

  throw toApiError(error, body);
}

function isTokenError(body: unknown): boolean {
  return typeof body === 'object' && body !== null && (body as { code?: unknown }).code === ERROR_CODE.TOKEN;
}

function isRetryable(error: AxiosError): boolean {
  if (!error.response) return !knownOffline(); // network error or time-out
  return RETRYABLE_STATUSES.has(error.response.status);
}

/** Error bodies of blob requests arrive as a Blob: read them as JSON when they are. */
async function readErrorBody(response: AxiosResponse | undefined): Promise<unknown> {
  const data: unknown = response?.data;
  if (typeof Blob !== 'undefined' && data instanceof Blob) {
    try {
      return JSON.parse(await data.text());
    } catch {
      return undefined;
    }
  }
  return data;
}

function toApiError(error: unknown, body?: unknown): ApiError {
  if (error instanceof AxiosError) {
    if (error.response) return errorFromReply(error.response.status, body ?? error.response.data);
    if (error.code === AxiosError.ECONNABORTED || error.code === AxiosError.ETIMEDOUT) {
      return timeoutError();
    }
    return networkError();
  }
  return networkError(error instanceof Error ? error.message : undefined);
}

// ------------------------------------------------------------------ typed helpers

export async function apiGet<T>(url: string, config?: AxiosRequestConfig): Promise<T> {
  return (await client.get<T>(url, config)).data;
}

/** A write: POST, PUT or DELETE, with a body where the method has one. */
export async function apiWrite<T = OkResponse>(
  method: 'post' | 'put' | 'delete',
  url: string,
  body?: unknown,
  config?: AxiosRequestConfig,
): Promise<T> {
  if (method === 'delete') return (await client.delete<T>(url, config)).data;
  return (await client[method]<T>(url, body, config)).data;
}
