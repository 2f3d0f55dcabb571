import type { AxiosRequestConfig } from 'axios';
import * as v from 'valibot';

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
import { deviationOf, kindOf, MAX_DEVIATIONS, readAnswer, unreadableAnswer } from './readAnswer';

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
 * A POST whose answer is the point, not a save (the sign-in, the e-mail check, a password link's check, the
 * invoice's check): its answer is read at the door like a GET's (docs/decisions/033-answers-at-the-door.md), and
 * one that cannot be read is an error of the call.
 */
export async function apiPost<TSchema extends v.GenericSchema>(
  url: string,
  schema: TSchema,
  body?: unknown,
  config?: AxiosRequestConfig,
): Promise<v.InferOutput<TSchema>> {
  return readAnswer(schema, await (await loadHttp()).apiWrite<unknown>('post', url, body, config), pathOf(url), 'POST');
}

export type SaveMethod = 'post' | 'put' | 'delete';

/** A save's answer that names no state: the specification's 204, read as `{ status: 'ok' }` (api/http.ts). */
const isBareOk = (answer: unknown): boolean =>
  typeof answer === 'object' &&
  answer !== null &&
  Object.keys(answer).length === 1 &&
  (answer as { status?: unknown }).status === 'ok';

interface SchemaParts {
  entries?: Record<string, unknown>;
  options?: unknown[];
  pipe?: unknown[];
  wrapped?: unknown;
}

/** The fields an object schema names (of every option of a union); null where the schema is no object. */
function fieldsOf(schema: unknown): string[] | null {
  const parts = schema as SchemaParts;
  if (parts.pipe) return fieldsOf(parts.pipe[0]);
  if (parts.wrapped) return fieldsOf(parts.wrapped);
  if (parts.entries) return Object.keys(parts.entries);
  if (!Array.isArray(parts.options)) return null;
  const fields = parts.options.map(fieldsOf);
  return fields.every((each) => each !== null) ? fields.flat() : null;
}

/**
 * The answer carries the saved state: it names a field of the state's schema. Answers are read tolerantly (a
 * missing text reads as ''), so a body of another shape could otherwise read as a state with every field empty.
 */
function namesState(schema: v.GenericSchema, answer: unknown): boolean {
  const fields = fieldsOf(schema);
  if (fields === null) return true;
  return typeof answer === 'object' && answer !== null && fields.some((field) => field in answer);
}

/**
 * A save. Its success is its HTTP status (docs/decisions/056-a-save-is-its-status.md): any 2xx happened,
 * whatever came with it. Resolves with the answer read by `schema` where it carries the saved state in the
 * contract's shape, and with null where it carries none (a 204) or one that cannot be read: the caller then
 * reads the affected data again. An answer that cannot be read is logged once as a deviation, as for reads,
 * and is never the save's failure; only a refusal (4xx, 5xx) or no answer at all rejects.
 */
export async function apiSave<TSchema extends v.GenericSchema>(
  method: SaveMethod,
  url: string,
  schema: TSchema,
  body?: unknown,
  config?: AxiosRequestConfig,
): Promise<v.InferOutput<TSchema> | null> {
  const answer = await (await loadHttp()).apiWrite<unknown>(method, url, body, config);
  if (isBareOk(answer)) return null;
  const read = v.safeParse(schema, answer);
  if (read.success && namesState(schema, answer)) return read.output;
  const deviations = read.success
    ? [{ field: '(the answer)', expected: 'the saved state', got: kindOf(answer) }]
    : read.issues.slice(0, MAX_DEVIATIONS).map(deviationOf);
  unreadableAnswer(pathOf(url), deviations, method.toUpperCase());
  return null;
}

export { hasSessionToRestore, onSessionRefreshed, refreshSession, restoreAtStart } from './refresh';
