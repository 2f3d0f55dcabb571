import { createSelector } from '@reduxjs/toolkit';

import { monthKey, type YearMonth } from '@/contract/month';
import type { NewsItem, Offer } from '@/contract/opportunities';
import { isActivePlacement, isReportedViaPortal, logsTimeNow, type PlacementMonth } from '@/contract/placements';
import { isAnswered, notLoaded, type Loaded } from '@/core/load/load';
import { selectOpportunitiesState } from '@/core/opportunities/opportunities.selectors';
import {
  selectPlacementList,
  selectPlacementMonths,
  selectPlacementsState,
} from '@/core/placements/placements.selectors';
import { selectProfile } from '@/core/profile/profile.selectors';
import type { RequestState } from '@/core/requestStatus';

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

type ProfileRoot = Parameters<typeof selectProfile>[0];
type PlacementsRoot = Parameters<typeof selectPlacementsState>[0];
type OpportunitiesRoot = Parameters<typeof selectOpportunitiesState>[0];

/*
 * What each section of the dashboard reads, and only that (components/DashboardSections.tsx):
 * plain values or kept references, so an answer for one section does not render another.
 */
export const selectProfileData = (state: ProfileRoot) => selectProfile(state).data;
export const selectProfileError = (state: ProfileRoot) => selectProfile(state).error;
export const selectNotificationSettings = (state: ProfileRoot) =>
  selectProfile(state).data?.notificationSettings ?? null;
export const selectPlacementsError = (state: PlacementsRoot) => selectPlacementsState(state).error;
export const selectOpportunitiesError = (state: OpportunitiesRoot) => selectOpportunitiesState(state).error;

/** Not there yet: never asked for, or asked for and not answered. */
export const isPending = ({ status }: RequestState) => status === 'loading' || status === 'idle';
export const selectPlacementsPending = (state: PlacementsRoot) => isPending(selectPlacementsState(state));

/**
 * Everything the 'to do' panel reads has been answered, or has failed: the profile, the
 * placements, the opportunities, and `month` of each placement that logs time. The dashboard
 * draws the panel's items and the sections below it only then, so that nothing on a phone's
 * first screen moves down when a late answer adds an item above it (layout shift).
 */
export const selectTodoAnswered = (state: ProfileRoot & PlacementsRoot & OpportunitiesRoot, month: YearMonth) => {
  const placements = selectPlacementsState(state);
  if (![selectProfile(state), placements, selectOpportunitiesState(state)].every(isAnswered)) return false;
  const months = selectPlacementMonths(state);
  return (placements.data ?? []).filter(logsTimeNow).every((placement) => {
    const entry = months[placement.id]?.[monthKey(month)];
    return entry !== undefined && isAnswered(entry);
  });
};
