import type { AxiosRequestConfig } from 'axios';
import type * as v from 'valibot';

import type { OkResponse } from '@/contract/common';

import { beforeFirstRequest, MAX_GET_RETRIES, RETRYABLE_STATUSES, retryDelayMs, sleep } from './clientSettings';
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

/** A GET whose answer is read by its schema at the door (api/readAnswer.ts): the screens get the schema's output or an error. */
export async function apiRead<TSchema extends v.GenericSchema>(
  url: string,
  schema: TSchema,
): Promise<v.InferOutput<TSchema>> {
  return readAnswer(schema, await apiGet<unknown>(url), url.split('?')[0] ?? url);
}

/**
 * A POST, PUT or DELETE whose answer is read by its schema at the door, as `apiRead`'s: the
 * caller gets the schema's output, or the error of an answer that cannot be read.
 */
export async function apiWrite<TSchema extends v.GenericSchema>(
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  schema: TSchema,
  body?: unknown,
): Promise<v.InferOutput<TSchema>> {
  const client = await loadHttp();
  const answer =
    method === 'DELETE'
      ? await client.apiDelete<unknown>(url)
      : method === 'POST'
        ? await client.apiPost<unknown>(url, body)
        : await client.apiPut<unknown>(url, body);
  return readAnswer(schema, answer, url.split('?')[0] ?? url, method);
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

export { hasSessionToRestore, refreshSession, restoreAtStart } from './refresh';
