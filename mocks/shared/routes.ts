import { http, type HttpHandler } from 'msw';

import { API_CACHE_CONTROL } from '../../src/contract/common';
import { mockConfig, persistDb, syncDbFromStorage } from '../db';
import { ApiError } from './errors';

/**
 * Every handler goes through `route()`: it brings the store up to date (demo tabs share it),
 * turns a thrown ApiError into its error body (docs/decisions/004-api-errors.md) and persists after every request
 * that may have changed the store (docs/decisions/002-demo-mode.md).
 */

export interface RouteContext {
  request: Request;
  params: Readonly<Record<string, string>>;
}

export type RouteResolver = (context: RouteContext) => Response | Promise<Response>;

type Method = 'get' | 'post' | 'put' | 'delete';

export interface RouteOptions {
  /**
   * True lets the request pass on to the other handlers (msw 2 tries the next handler when a
   * resolver answers nothing): for a parameter that holds a fixed word of another path, e.g.
   * `GET /manager/:managerId` for `/manager/documents`. So the order of the handlers never matters.
   */
  passWhen?: (context: RouteContext) => boolean;
}

/** What a listener of the mock's answers is told: the route and a copy of its answer. */
export interface MockAnswer {
  method: Method;
  pattern: string;
  response: Response;
}

let answerListener: ((answer: MockAnswer) => void) | undefined;

/** No cache keeps an answer of the API (src/contract/common.ts). */
function noStore(response: Response): Response {
  response.headers.set('Cache-Control', API_CACHE_CONTROL);
  return response;
}

/**
 * Tests listen to every answer the mock's own routes give (never a test's override), to hold it to
 * the app's schemas (tests/setup.ts): so every write's answer is checked wherever a test makes one.
 */
export function listenToAnswers(listener: ((answer: MockAnswer) => void) | undefined): void {
  answerListener = listener;
}

function stringParams(params: Record<string, string | readonly string[] | undefined>): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    if (typeof value === 'string') result[key] = value;
  }
  return result;
}

export function route(
  method: Method,
  pattern: string,
  resolver: RouteResolver,
  { passWhen }: RouteOptions = {},
): HttpHandler {
  return http[method](pattern, async ({ request, params }) => {
    const context: RouteContext = { request, params: stringParams(params) };
    if (passWhen?.(context)) return undefined;
    syncDbFromStorage();
    // Loaded only when asked for: the demo never is (docs/decisions/056-a-save-is-its-status.md).
    const spec = mockConfig.server === 'spec' ? await import('./specServer') : undefined;
    const missing = spec?.missingCall(method, pattern);
    if (missing) return missing;
    try {
      const answer = await resolver(context);
      const response = noStore(spec ? await spec.asSpecAnswer(method, pattern, answer) : answer);
      answerListener?.({ method, pattern, response: response.clone() });
      return response;
    } catch (error) {
      if (error instanceof ApiError) return noStore(error.toResponse());
      throw error;
    } finally {
      if (method !== 'get') persistDb();
    }
  });
}
