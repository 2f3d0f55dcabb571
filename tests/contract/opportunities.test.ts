import * as v from 'valibot';

import { hasDetails } from '@/contract/opportunities';
import { visibleOpportunitySchema } from '@/contract/opportunities.answers';
import { buildBergerOpportunities, BERGER_OPPORTUNITY_ID as OPP } from '@mocks/opportunities/fixtures';
import { toOpportunity } from '@mocks/opportunities/rules';

/** One opportunity as the app reads it: its details only once its NDA is accepted (docs/decisions/028-opportunity-answers.md). */

const seeded = (id: string) => {
  const opportunity = buildBergerOpportunities('10427', new Date()).find((each) => each.id === id);
  if (!opportunity) throw new Error(`The seed has no ${id}`);
  return toOpportunity(opportunity);
};

describe('visibleOpportunitySchema', () => {
  it('drops every detail a server sends with an opportunity whose NDA was not accepted', () => {
    const sent = seeded(OPP.NOT_INTERESTED_1200);
    expect(sent.candidate.nda).toBe(false);
    const read = v.parse(visibleOpportunitySchema, sent);
    expect(hasDetails(read)).toBe(false);
    expect(Object.keys(read).sort()).toEqual([
      'candidate',
      'durationInMonths',
      'id',
      'location',
      'positionTitle',
      'publishedAt',
      'startDate',
    ]);
    expect(read.candidate).toEqual(sent.candidate);
  });

  it('reads every field of an opportunity whose NDA is accepted', () => {
    const sent = seeded(OPP.APPLIED_150);
    const read = v.parse(visibleOpportunitySchema, sent);
    expect(hasDetails(read)).toBe(true);
    expect(read).toEqual(sent);
  });
});
