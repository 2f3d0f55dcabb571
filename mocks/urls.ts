import { VERSION_PATH } from '../src/api/contract';

/** Every call of the spec lives under this base (part 1 §7); the contract's PATHS are relative to it. */
const API_BASE = '/api/v1';

/**
 * msw pattern for a contract path. The origin is a wildcard so the same handlers answer in
 * jsdom (`http://localhost`), in the browser (any origin) and behind `mocks/http.ts`.
 */
export function apiUrl(path: string): string {
  return `*${API_BASE}${path}`;
}

/**
 * msw pattern for a contract path builder with one parameter, e.g.
 * `apiPattern(PATHS.agreementText, 'lang')` → `*\/api/v1/manager/agreement-nda/:lang`.
 * The builder is called with a placeholder that `encodeURIComponent` leaves alone.
 */
export function apiPattern(build: (value: never) => string, paramName: string): string {
  const placeholder = `__${paramName}__`;
  const path = (build as (value: string) => string)(placeholder);
  return apiUrl(path.replace(placeholder, `:${paramName}`));
}

/** `GET /api/version` sits beside the versioned base. */
export const versionUrl = `*${VERSION_PATH}`;
