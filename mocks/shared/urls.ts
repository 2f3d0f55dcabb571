import { VERSION_PATH } from '../../src/contract/meta';
import type { ApiPath } from '../../src/contract/path';

/** Every call of the spec lives under this base; the contract's paths are relative to it. */
const API_BASE = '/api/v1';

/**
 * msw pattern for a contract path. The origin is a wildcard so the same handlers answer in
 * jsdom (`http://localhost`), in the browser (any origin) and behind `mocks/http.ts`.
 */
export function apiUrl(path: ApiPath): string {
  return `*${API_BASE}${path.pattern}`;
}

/** `GET /api/version` sits beside the versioned base. */
export const versionUrl = `*${VERSION_PATH}`;
