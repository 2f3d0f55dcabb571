import { http, type HttpHandler } from 'msw';
import { persistDb, syncDbFromStorage } from './db';
import { ApiError } from './errors';

/**
 * Every handler goes through `route()`: it brings the store up to date (demo tabs share it),
 * turns a thrown ApiError into its error body (decision 4) and persists after every request
 * that may have changed the store (decision 2).
 */

export interface RouteContext {
  request: Request;
  params: Readonly<Record<string, string>>;
}

export type RouteResolver = (context: RouteContext) => Response | Promise<Response>;

type Method = 'get' | 'post' | 'put' | 'delete';

function stringParams(params: Record<string, string | readonly string[] | undefined>): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    if (typeof value === 'string') result[key] = value;
  }
  return result;
}

export function route(method: Method, pattern: string, resolver: RouteResolver): HttpHandler {
  return http[method](pattern, async ({ request, params }) => {
    syncDbFromStorage();
    try {
      return await resolver({ request, params: stringParams(params) });
    } catch (error) {
      if (error instanceof ApiError) return error.toResponse();
      throw error;
    } finally {
      if (method !== 'get') persistDb();
    }
  });
}
