import { getResponse, http, HttpResponse } from 'msw';

import { OPPORTUNITY_PATHS } from '@/contract/opportunities';
import { handlers } from '@mocks/handlers';
import { server } from '@mocks/node';
import { apiUrl } from '@mocks/shared/urls';

import { checkApi, passed, table } from '../../scripts/apiCheck';
import { API } from '../mocks/helpers';

/** `npm run api-check` (scripts/apiCheck.ts): what an integrator points at a server first. */

const MANAGER = { base: API, user: 'manager@demo.test', password: 'Interim#2026' };

it('reads every answer the manager reaches that has a schema, and finds them valid on the mock', async () => {
  const { role, reads } = await checkApi(MANAGER);
  expect(role).toBe('manager');
  expect(reads.map((read) => read.path)).toEqual(
    expect.arrayContaining(['/manager/offers', '/manager/news-and-events', '/manager/placements']),
  );
  expect(reads.some((read) => /\/manager\/placements\/[^/]+\/overview\/\d+\/\d+$/.test(read.path))).toBe(true);
  expect(passed(reads)).toBe(true);
  expect(table(reads)).toMatch(/^\/manager\/offers\s+200\s+\d+ ms\s+valid$/m);
});

it('fails and names the field when the server renames one', async () => {
  server.use(
    http.get(apiUrl(OPPORTUNITY_PATHS.offers), async ({ request }) => {
      const original = await getResponse(handlers, request.clone());
      const offers = (await original!.json()) as Record<string, unknown>[];
      return HttpResponse.json(offers.map(({ validUntil, ...offer }) => ({ ...offer, valid_until: validUntil })));
    }),
  );
  const { reads } = await checkApi(MANAGER);
  expect(passed(reads)).toBe(false);
  expect(table(reads)).toMatch(
    /^\/manager\/offers\s+200\s+\d+ ms\s+0\.valid_until: expected no such field, got string/m,
  );
});

it('reports a call the server refuses as failed', async () => {
  server.use(http.get(apiUrl(OPPORTUNITY_PATHS.newsAndEvents), () => HttpResponse.json({}, { status: 503 })));
  const { reads } = await checkApi(MANAGER);
  expect(passed(reads)).toBe(false);
  expect(table(reads)).toMatch(/^\/manager\/news-and-events\s+503\s+\d+ ms\s+failed$/m);
});
