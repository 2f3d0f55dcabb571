/**
 * Configuration, read once at start. Demo mode (docs/decisions/002-demo-mode.md): `VITE_DEMO=true` and no API
 * configured; the app then talks to the mock in the browser at the same origin.
 */
const configuredBase = import.meta.env.VITE_API_BASE_URL?.trim().replace(/\/+$/, '') || undefined;

if (configuredBase && !/^(https?:\/\/[^/]+)?\/[\w/.-]*$/.test(configuredBase)) {
  throw new Error(`VITE_API_BASE_URL must be an http(s) URL or an absolute path, got "${configuredBase}"`);
}

export const isDemo = import.meta.env.VITE_DEMO === 'true' && !configuredBase;

/** All calls of the spec live under this base (`/api/v1`). */
export const apiBaseUrl = configuredBase ?? '/api/v1';

/** `GET /api/version` sits beside the versioned base. */
export const apiRootUrl = apiBaseUrl.replace(/\/api\/v\d+$/, '');

/** The front-end version label. */
export const FRONTEND_VERSION = __APP_VERSION__;

/** Request time-out: a request that never answers ends in the error UI. */
export const REQUEST_TIMEOUT_MS = 30_000;
