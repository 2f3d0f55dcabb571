import { createSelector } from '@reduxjs/toolkit';

import { isActivePlacement, isReportedViaPortal } from '@/contract/placements';

import type { DashboardState } from './dashboard.slice';

type Root = { dashboard: DashboardState };

export const selectDashboard = (state: Root) => state.dashboard;
export const selectDashboardMonths = (state: Root) => state.dashboard.months;

/** The current placements (part 2 §2): the active ones; the first that is reported via the portal leads. */
export const selectCurrentPlacements = createSelector([(state: Root) => state.dashboard.placements.items], (items) =>
  items
    .filter(isActivePlacement)
    .sort(
      (a, b) =>
        Number(isReportedViaPortal(b)) - Number(isReportedViaPortal(a)) || a.startDate.localeCompare(b.startDate),
    ),
);
