import type { Opportunity, OpportunitySummary } from '@/contract/opportunities';
import {
  selectOpportunities,
  selectOpportunity,
  selectOpportunityDetails,
  type OpportunitiesRoot,
} from '@/core/opportunities/opportunities.selectors';
import {
  opportunitiesActions,
  opportunitiesSlice,
  type OpportunitiesState,
} from '@/core/opportunities/opportunities.slice';

/** The one copy of the opportunities: an answer's reply replaces the list's copy and the details alike. */

const { reducer } = opportunitiesSlice;

const summary = (id: string, status: number, publishedAt: string) =>
  ({ id, publishedAt, candidate: { status, nda: true } }) as OpportunitySummary;

const run = (...actions: Parameters<typeof reducer>[1][]): OpportunitiesState =>
  actions.reduce(reducer, reducer(undefined, { type: 'init' }));
const root = (state: OpportunitiesState): OpportunitiesRoot => ({ opportunities: state });

it('puts the server’s version of an answered opportunity into the list and the details', () => {
  const list = [summary('a', 100, '2026-11-01'), summary('b', 100, '2026-11-03')];
  const answered = { ...summary('a', 1200, '2026-11-01'), companySituation: 'x' } as unknown as Opportunity;
  const state = run(
    opportunitiesActions.opportunitiesRequested(),
    opportunitiesActions.opportunitiesLoaded(list),
    opportunitiesActions.opportunityAnswered(answered),
  );
  expect(selectOpportunity(root(state), 'a')?.candidate.status).toBe(1200);
  expect(selectOpportunityDetails(root(state), 'a')).toEqual({ data: answered, status: 'succeeded', error: null });
  // Newest first.
  expect(selectOpportunities(root(state)).map((each) => each.id)).toEqual(['b', 'a']);
});

it('keeps the list it has while it reloads, and the details not yet asked for are not loaded', () => {
  const state = run(
    opportunitiesActions.opportunitiesLoaded([summary('a', 100, '2026-11-01')]),
    opportunitiesActions.opportunitiesRequested(),
  );
  expect(state.list).toMatchObject({ status: 'loading', data: [{ id: 'a' }] });
  expect(selectOpportunityDetails(root(state), 'a')).toEqual({ data: null, status: 'idle', error: null });
  expect(selectOpportunities({})).toEqual([]);
});
