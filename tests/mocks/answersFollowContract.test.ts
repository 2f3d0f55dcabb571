import * as v from 'valibot';

import { deviationOf } from '@/api/readAnswer';
import { API_CACHE_CONTROL } from '@/contract/common';
import { offersSchema } from '@/contract/opportunities.answers';
import { DEMO_EMAIL, DEMO_PASSWORD } from '@mocks/auth/fixtures';

import { checkApi, table } from '../../scripts/apiCheck';
import { checkMockAnswer, takeDrifts } from '../mockAnswers';
import { API } from './helpers';

/**
 * The mock answers as the app reads answers (docs/decisions/033-answers-at-the-door.md): every GET
 * each demo account reaches from its own data, walked as `npm run api-check` walks a server, is read
 * by the app's schema and has no field the schema does not name, so the mock and the contract cannot
 * drift apart. The answers of the writes are held to their schemas wherever a test makes one
 * (tests/mockAnswers.ts, installed by tests/setup.ts).
 */

/** The months of each placement read: this one and the twelve before it. */
const MONTHS_BACK = 12;

it.each(Object.values(DEMO_EMAIL))('every answer %s reaches follows the contract', async (user) => {
  const { reads } = await checkApi({ base: API, user, password: DEMO_PASSWORD, monthsBack: MONTHS_BACK });
  expect(reads.length).toBeGreaterThan(2);
  const failed = reads.filter((read) => read.status !== 200 || read.deviations.length > 0);
  expect(failed, table(failed)).toEqual([]);
});

it('names the field where an answer drifts from the contract', () => {
  const result = v.safeParse(offersSchema, [{ id: 'o1', title: { de: 'A', en: 'A' }, validUntil: 'soon' }]);
  expect(result.success).toBe(false);
  expect(result.issues?.map(deviationOf)).toEqual([
    { field: '0.validUntil', expected: expect.any(String), got: 'string' },
  ]);
});

it("holds the mock's own answers to the schema of their route, a write's too", async () => {
  const answer = (body: unknown) =>
    new Response(JSON.stringify(body), {
      headers: { 'Content-Type': 'application/json', 'Cache-Control': API_CACHE_CONTROL },
    });
  checkMockAnswer({ method: 'post', pattern: '*/api/v1/check-email', response: answer({ status: 'new' }) });
  expect(await takeDrifts()).toEqual([]);
  checkMockAnswer({ method: 'post', pattern: '*/api/v1/check-email', response: answer({ state: 'new' }) });
  expect(await takeDrifts()).toEqual([
    {
      route: 'post */api/v1/check-email',
      deviations: [expect.objectContaining({ field: 'status', got: 'undefined' })],
    },
  ]);
});

it('holds every answer of the mock to Cache-Control: no-store', async () => {
  const response = new Response(JSON.stringify({ status: 'new' }), {
    headers: { 'Content-Type': 'application/json', 'Cache-Control': 'private, max-age=3600' },
  });
  checkMockAnswer({ method: 'post', pattern: '*/api/v1/check-email', response });
  expect(await takeDrifts()).toEqual([
    {
      route: 'post */api/v1/check-email',
      deviations: [{ field: 'Cache-Control', expected: 'no-store', got: 'private, max-age=3600' }],
    },
  ]);
});
