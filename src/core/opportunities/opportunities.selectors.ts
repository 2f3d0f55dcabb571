import { createSelector } from '@reduxjs/toolkit';

import type { Opportunity, OpportunitySummary } from '@/contract/opportunities';

import { notLoaded, type Loaded } from '../load/load';
import type { OpportunitiesState } from './opportunities.slice';

/** The slice loads with the screens that show opportunities (opportunities.feature.ts): absent before. */
export type OpportunitiesRoot = { opportunities?: OpportunitiesState };

const NOT_LOADED_LIST: Loaded<OpportunitySummary[]> = notLoaded();
const NOT_LOADED_DETAILS: Loaded<Opportunity> = notLoaded();
const NO_OPPORTUNITIES: OpportunitySummary[] = [];

export const selectOpportunitiesState = (state: OpportunitiesRoot): Loaded<OpportunitySummary[]> =>
  state.opportunities?.list ?? NOT_LOADED_LIST;

const opportunityItems = (state: OpportunitiesRoot): OpportunitySummary[] =>
  state.opportunities?.list.data ?? NO_OPPORTUNITIES;

/** Newest first: by the time each was offered to the manager (contract: `publishedAt`). */
export function byNewestFirst(a: OpportunitySummary, b: OpportunitySummary): number {
  return b.publishedAt.localeCompare(a.publishedAt);
}

export const selectOpportunities = createSelector([opportunityItems], (items) => [...items].sort(byNewestFirst));

export const selectOpportunity = (state: OpportunitiesRoot, id: string): OpportunitySummary | undefined =>
  opportunityItems(state).find((item) => item.id === id);

export const selectOpportunityDetails = (state: OpportunitiesRoot, id: string): Loaded<Opportunity> =>
  state.opportunities?.details[id] ?? NOT_LOADED_DETAILS;
