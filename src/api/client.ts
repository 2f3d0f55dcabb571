import type { AxiosRequestConfig } from 'axios';
import type * as v from 'valibot';

import {
  beforeFirstRequest,
  knownOffline,
  MAX_GET_RETRIES,
  RETRYABLE_STATUSES,
  retryDelayMs,
  sleep,
} from './clientSettings';
import { ApiError } from './errors';
import { fetchJson } from './fetchJson';
import type * as Http from './http';
import { takePrefetched } from './prefetch';
import { readAnswer } from './readAnswer';

export { installClientHooks, MAX_GET_RETRIES, setRetryBaseDelay, type ClientHooks } from './clientSettings';

/**
 * The app's API calls. The HTTP client itself (axios, the retries: api/http.ts) loads with the
 * first call, so the sign-in page starts without it; `preloadClient()` fetches it ahead, once a
 * visitor starts filling in a form. The refresh of a session (api/refresh.ts), the API's version
 * and the first screen's data asked for ahead (api/prefetch.ts) go with `fetch` and need it not.
 */
let http: Promise<typeof Http> | undefined;

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
export async function apiGetWithoutSession<TSchema extends v.GenericSchema>(
  url: string,
  schema: TSchema,
): Promise<v.InferOutput<TSchema>> {
  await beforeFirstRequest();
  for (let attempt = 0; ; attempt += 1) {
    try {
      return readAnswer(schema, await fetchJson<unknown>(url), pathOf(url));
    } catch (error) {
      const retryable = error instanceof ApiError && RETRYABLE_STATUSES.has(error.status) && !knownOffline();
      if (!retryable || attempt >= MAX_GET_RETRIES) throw error;
      await sleep(retryDelayMs(attempt));
    }
  }
}

export async function apiGet<T>(url: string, config?: AxiosRequestConfig): Promise<T> {
  const early = config ? undefined : takePrefetched(url);
  if (early) {
    try {
      return (await early) as T;
    } catch {
      // Asked again below, with the client's retries and refresh.
    }
  }
  return (await loadHttp()).apiGet<T>(url, config);
}

const pathOf = (url: string) => url.split('?')[0] ?? url;

/** A GET whose answer is read by its schema at the door (api/readAnswer.ts): the screens get the schema's output or an error. */
export async function apiRead<TSchema extends v.GenericSchema>(
  url: string,
  schema: TSchema,
  config?: AxiosRequestConfig,
): Promise<v.InferOutput<TSchema>> {
  return readAnswer(schema, await apiGet<unknown>(url, config), pathOf(url));
}

/**
 * The writes. Each names the schema of its answer, read at the door like a GET's
 * (docs/decisions/033-answers-at-the-door.md): a save that answered with what cannot be read is an
 * error of that save, and the client's copy is never replaced by it.
 */
export async function apiPost<TSchema extends v.GenericSchema>(
  url: string,
  schema: TSchema,
  body?: unknown,
  config?: AxiosRequestConfig,
): Promise<v.InferOutput<TSchema>> {
  return readAnswer(schema, await (await loadHttp()).apiPost<unknown>(url, body, config), pathOf(url), 'POST');
}

export async function apiPut<TSchema extends v.GenericSchema>(
  url: string,
  schema: TSchema,
  body?: unknown,
  config?: AxiosRequestConfig,
): Promise<v.InferOutput<TSchema>> {
  return readAnswer(schema, await (await loadHttp()).apiPut<unknown>(url, body, config), pathOf(url), 'PUT');
}

export async function apiDelete<TSchema extends v.GenericSchema>(
  url: string,
  schema: TSchema,
  config?: AxiosRequestConfig,
): Promise<v.InferOutput<TSchema>> {
  return readAnswer(schema, await (await loadHttp()).apiDelete<unknown>(url, config), pathOf(url), 'DELETE');
}

export { hasSessionToRestore, onSessionRefreshed, refreshSession, restoreAtStart } from './refresh';
