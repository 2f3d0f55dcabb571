import { createSelector } from '@reduxjs/toolkit';

import type { NewsItem, Offer } from '@/contract/opportunities';
import { isActivePlacement, isReportedViaPortal, type PlacementMonth } from '@/contract/placements';
import { notLoaded, type Loaded } from '@/core/load/load';
import { selectPlacementList, selectPlacementMonths } from '@/core/placements/placements.selectors';

import type { DashboardState } from './dashboard.slice';

/** The slice loads with the screen (dashboard.feature.ts): absent before. */
export type DashboardRoot = { dashboard?: DashboardState };

const NO_OFFERS: Loaded<Offer[]> = notLoaded();
const NO_NEWS: Loaded<NewsItem[]> = notLoaded();

export const selectOffers = (state: DashboardRoot): Loaded<Offer[]> => state.dashboard?.offers ?? NO_OFFERS;
export const selectNews = (state: DashboardRoot): Loaded<NewsItem[]> => state.dashboard?.news ?? NO_NEWS;

/** The current placements: the active ones; the first that is reported via the portal leads. */
export const selectCurrentPlacements = createSelector([selectPlacementList], (items) =>
  items
    .filter(isActivePlacement)
    .sort(
      (a, b) =>
        Number(isReportedViaPortal(b)) - Number(isReportedViaPortal(a)) || a.startDate.localeCompare(b.startDate),
    ),
);

/**
 * The loaded months' data (a month reloading keeps its data), by placement id and month key: what the
 * 'to do' panel reads.
 */
export const selectMonthsData = createSelector([selectPlacementMonths], (months) =>
  Object.fromEntries(
    Object.entries(months).map(([placementId, entries]) => [
      placementId,
      Object.fromEntries(
        Object.entries(entries).flatMap(([key, entry]): [string, PlacementMonth][] =>
          entry.data ? [[key, entry.data]] : [],
        ),
      ),
    ]),
  ),
);
