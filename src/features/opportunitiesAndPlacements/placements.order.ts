import { createSelector } from '@reduxjs/toolkit';

import { isActivePlacement, type PlacementSummary } from '@/contract/placements';
import { selectPlacementList } from '@/core/placements/placements.selectors';

/**
 * The placements tab's order: active placements ('In Progress' with an active sales stage)
 * first; within each group the latest start first, placements without a start date last.
 */
export function placementOrder(a: PlacementSummary, b: PlacementSummary): number {
  const active = Number(isActivePlacement(b)) - Number(isActivePlacement(a));
  if (active !== 0) return active;
  if (a.startDate === b.startDate) return 0;
  if (!a.startDate) return 1;
  if (!b.startDate) return -1;
  return b.startDate.localeCompare(a.startDate);
}

/** core/placements' list in the placements tab's order. */
export const selectPlacementsInTabOrder = createSelector([selectPlacementList], (items) =>
  [...items].sort(placementOrder),
);
