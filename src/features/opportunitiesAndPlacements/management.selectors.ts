import { createSelector } from '@reduxjs/toolkit';

import type { OpportunitySummary } from '@/contract/opportunities';
import { isActivePlacement, type PlacementSummary } from '@/contract/placements';
import { selectPlacementsState } from '@/core/placements/placements.selectors';

import type { ManagementState, OpportunityDetailsEntry } from './management.slice';

/** The slice loads with the screen (management.feature.ts): absent before. */
type Root = { management?: ManagementState };
type PlacementsRoot = Parameters<typeof selectPlacementsState>[0];

const EMPTY_LIST: never[] = [];
const NO_DETAILS: OpportunityDetailsEntry = { data: null, status: 'idle', error: null };

export const selectOpportunitiesState = (state: Root) => state.management?.opportunities;

const opportunityItems = (state: Root): OpportunitySummary[] => state.management?.opportunities.items ?? EMPTY_LIST;

/** Newest first: by the time each was offered to the manager (contract: `publishedAt`). */
export function byNewestFirst(a: OpportunitySummary, b: OpportunitySummary): number {
  return b.publishedAt.localeCompare(a.publishedAt);
}

export const selectOpportunities = createSelector([opportunityItems], (items) => [...items].sort(byNewestFirst));

export const selectOpportunity = (state: Root, id: string): OpportunitySummary | undefined =>
  opportunityItems(state).find((item) => item.id === id);

export const selectOpportunityDetails = (state: Root, id: string): OpportunityDetailsEntry =>
  state.management?.details[id] ?? NO_DETAILS;

/**
 * Part 2 §4: active placements ('In Progress' with an active sales stage) first; within each
 * group the latest start first, placements without a start date last (designed).
 */
export function placementOrder(a: PlacementSummary, b: PlacementSummary): number {
  const active = Number(isActivePlacement(b)) - Number(isActivePlacement(a));
  if (active !== 0) return active;
  if (a.startDate === b.startDate) return 0;
  if (!a.startDate) return 1;
  if (!b.startDate) return -1;
  return b.startDate.localeCompare(a.startDate);
}

/** The placements tab's order of core/placements' list. */
export const selectPlacements = createSelector(
  [(state: PlacementsRoot) => selectPlacementsState(state).items],
  (items) => [...items].sort(placementOrder),
);
