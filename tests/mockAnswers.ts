import * as v from 'valibot';

import { deviationOf, type Deviation } from '@/api/readAnswer';
import { API_CACHE_CONTROL } from '@/contract/common';
import { API_BASE, ENDPOINTS } from '@/contract/endpoints';
import type { MockAnswer } from '@mocks/shared/routes';

import { unknownFields } from '../scripts/apiCheck';

/**
 * Every answer the mock's routes give in any test, held to the app's schema of its endpoint
 * (src/contract/endpoints.ts; docs/decisions/033-answers-at-the-door.md): the answers of the writes
 * too, which no walk of GETs reaches. An answer that deviates, or names a field the schema does not,
 * fails the test that caused it (tests/setup.ts).
 */

const SCHEMAS = new Map(
  ENDPOINTS.flatMap((endpoint) =>
    endpoint.answer.kind === 'schema'
      ? [
          [
            `${endpoint.method} *${endpoint.root ? '' : API_BASE}${endpoint.path.pattern}`,
            endpoint.answer as v.GenericSchema,
          ],
        ]
      : [],
  ),
);

const pending: Promise<void>[] = [];
const drifts: { route: string; deviations: Deviation[] }[] = [];

export function checkMockAnswer({ method, pattern, response }: MockAnswer): void {
  const route = `${method} ${pattern}`;
  // No cache may keep an answer of the API: each holds a user's data (src/contract/common.ts).
  const cacheControl = response.headers.get('Cache-Control') ?? '';
  if (cacheControl !== API_CACHE_CONTROL)
    drifts.push({ route, deviations: [{ field: 'Cache-Control', expected: API_CACHE_CONTROL, got: cacheControl }] });
  const schema = SCHEMAS.get(route);
  const json = response.headers.get('Content-Type')?.includes('application/json') ?? false;
  if (!schema || !response.ok || !json) return;
  pending.push(
    response.json().then((answer: unknown) => {
      const result = v.safeParse(schema, answer);
      const deviations = result.success ? unknownFields(schema, answer) : result.issues.map(deviationOf);
      if (deviations.length > 0) drifts.push({ route, deviations });
    }),
  );
}

/** The drifts seen since the last call; empty when every answer followed the contract. */
export async function takeDrifts() {
  await Promise.all(pending.splice(0));
  return drifts.splice(0);
}
