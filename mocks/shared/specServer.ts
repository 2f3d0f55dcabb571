import { ERROR_CODE, type ApiErrorBody } from '../../src/contract/common';
import { API_BASE, ENDPOINTS, type Endpoint } from '../../src/contract/endpoints';

/**
 * The mock as a server written to the specification alone would answer (docs/decisions/056-a-save-is-its-status.md),
 * switched on with `MOCK_API_SERVER=spec` (`npm run mock-api:spec`) or `setMockConfig({ server: 'spec' })`:
 * - every save answers 204 without a body;
 * - no answer carries a version (`version`, `savedAt`, the CV's `versions`), an `ETag` or the owner's public CV id,
 *   and no save's condition is checked (mocks/shared/preconditions.ts);
 * - every call we designed whole answers 404, as a server without the route would.
 * What the handlers do stays the same: the store changes as it would with the designed answers.
 */

const ROWS = new Map(
  ENDPOINTS.map((endpoint) => [
    `${endpoint.method} *${endpoint.root ? '' : API_BASE}${endpoint.path.pattern}`,
    endpoint,
  ]),
);

const rowOf = (method: string, pattern: string): Endpoint | undefined => ROWS.get(`${method} ${pattern}`);

/** Fields of an answer only a server with our designs sends: versions (035-save-versions.md), the public CV id (037). */
const DESIGNED_FIELDS = new Set(['version', 'savedAt', 'versions', 'publicCvId']);

function withoutDesignedFields(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutDesignedFields);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !DESIGNED_FIELDS.has(key))
      .map(([key, each]) => [key, withoutDesignedFields(each)]),
  );
}

/** The 404 of a call the specification does not have; undefined for any other. */
export function missingCall(method: string, pattern: string): Response | undefined {
  if (!rowOf(method, pattern)?.designedCall) return undefined;
  const body: ApiErrorBody = { code: ERROR_CODE.NOT_FOUND, message: 'No such call' };
  return Response.json(body, { status: 404 });
}

/** The handler's answer as the specification's server would give it. */
export async function asSpecAnswer(method: string, pattern: string, response: Response): Promise<Response> {
  const row = rowOf(method, pattern);
  if (!response.ok) return response;
  if (row?.save) return new Response(null, { status: 204 });
  const json = response.headers.get('Content-Type')?.includes('application/json') ?? false;
  if (!json || row?.root) return response;
  const headers = new Headers(response.headers);
  headers.delete('ETag');
  headers.delete('Content-Length');
  return Response.json(withoutDesignedFields(await response.json()), { status: response.status, headers });
}
