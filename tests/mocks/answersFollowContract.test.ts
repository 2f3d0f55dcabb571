import * as v from 'valibot';

import { deviationOf } from '@/api/readAnswer';
import { monthOf, shiftMonth } from '@/contract/month';
import { OPPORTUNITY_PATHS } from '@/contract/opportunities';
import { newsSchema, offersSchema, opportunitiesSchema, opportunitySchema } from '@/contract/opportunities.answers';
import { PLACEMENT_PATHS } from '@/contract/placements';
import { placementOverviewSchema, placementsSchema } from '@/contract/placements.answers';
import { DEMO_EMAIL } from '@mocks/auth/fixtures';

import { unknownFields } from '../../scripts/apiCheck';
import { apiFetch, login } from './helpers';

/**
 * The mock answers as the app reads answers (docs/decisions/033-answers-at-the-door.md): every
 * answer that has a schema, for every manager of the demo, is read by the app's schema and has no
 * field the schema does not name, so the mock and the contract cannot drift apart. A deviation
 * names the path and the fields.
 */

const MANAGERS = [DEMO_EMAIL.MANAGER, DEMO_EMAIL.PENDING, DEMO_EMAIL.SKIPPABLE, DEMO_EMAIL.BENCH];
/** The months of each placement read: this one and the twelve before it. */
const MONTHS_BACK = 12;

async function deviations(path: string, schema: v.GenericSchema, token: string) {
  const response = await apiFetch(path, {}, token);
  expect(response.status, path).toBe(200);
  const answer: unknown = await response.json();
  const result = v.safeParse(schema, answer);
  const found = result.success ? unknownFields(schema, answer) : result.issues.map(deviationOf);
  return found.length === 0 ? [] : [{ path, deviations: found }];
}

describe.each(MANAGERS)('the answers to %s', (email) => {
  it('follow the contract: opportunities and their details, offers, news and events, placements and their months', async () => {
    const { accessToken } = await login(email);
    const found = [
      ...(await deviations(OPPORTUNITY_PATHS.offers.build(), offersSchema, accessToken)),
      ...(await deviations(OPPORTUNITY_PATHS.newsAndEvents.build(), newsSchema, accessToken)),
      ...(await deviations(PLACEMENT_PATHS.placements.build(), placementsSchema, accessToken)),
    ];
    const opportunities = (await (await apiFetch(OPPORTUNITY_PATHS.opportunities.build(), {}, accessToken)).json()) as {
      id: string;
      candidate: { nda: boolean };
    }[];
    found.push(...(await deviations(OPPORTUNITY_PATHS.opportunities.build(), opportunitiesSchema, accessToken)));
    for (const { id, candidate } of opportunities) {
      if (candidate.nda)
        found.push(...(await deviations(OPPORTUNITY_PATHS.opportunity.build(id), opportunitySchema, accessToken)));
    }
    const list = (await (await apiFetch(PLACEMENT_PATHS.placements.build(), {}, accessToken)).json()) as {
      id: string;
    }[];
    for (const { id } of list) {
      for (let back = 0; back <= MONTHS_BACK; back += 1) {
        const { year, month } = shiftMonth(monthOf(new Date()), -back);
        found.push(
          ...(await deviations(
            PLACEMENT_PATHS.monthOverview.build(id, year, month),
            placementOverviewSchema,
            accessToken,
          )),
        );
      }
    }
    expect(found).toEqual([]);
  });
});

it('names the field where an answer drifts from the contract', () => {
  const result = v.safeParse(offersSchema, [{ id: 'o1', title: { de: 'A', en: 'A' }, validUntil: 'soon' }]);
  expect(result.success).toBe(false);
  expect(result.issues?.map(deviationOf)).toEqual([
    { field: '0.validUntil', expected: expect.any(String), got: 'string' },
  ]);
});
