import { createSelector } from '@reduxjs/toolkit';

import { monthKey, type YearMonth } from '@/contract/month';
import type { PlacementMonth, PlacementSummary } from '@/contract/placements';

import { notLoaded, type Loaded } from '../load/load';
import type { PlacementDetails, PlacementsState } from './placements.slice';

/** The slice loads with the screens that show placements (placements.feature.ts): absent before. */
export type PlacementsRoot = { placements?: PlacementsState };

const NOT_LOADED_LIST: Loaded<PlacementSummary[]> = notLoaded();
const NOT_LOADED_MONTH: Loaded<PlacementMonth> = notLoaded();
const NO_PLACEMENTS: PlacementSummary[] = [];
const NO_MONTHS: PlacementsState['months'] = {};

export const selectPlacementsState = (state: PlacementsRoot): Loaded<PlacementSummary[]> =>
  state.placements?.list ?? NOT_LOADED_LIST;

/** The list as loaded so far (empty before). */
export const selectPlacementList = (state: PlacementsRoot): PlacementSummary[] =>
  state.placements?.list.data ?? NO_PLACEMENTS;

export const selectPlacementSummary = (state: PlacementsRoot, placementId: string): PlacementSummary | undefined =>
  selectPlacementList(state).find((each) => each.id === placementId);

/** The placement's codes and the time entry's choices from its latest overview; undefined before one arrived. */
export const selectPlacementDetails = (state: PlacementsRoot, placementId: string): PlacementDetails | undefined =>
  state.placements?.details[placementId];

/** The month the placement's latest overview was for; undefined before one arrived. */
export const selectPlacementCurrentMonth = (state: PlacementsRoot, placementId: string): YearMonth | undefined =>
  state.placements?.currentMonth?.[placementId];

/** A month of a placement (not loaded when never asked for). */
export const selectPlacementMonth = (
  state: PlacementsRoot,
  placementId: string,
  month: YearMonth,
): Loaded<PlacementMonth> => state.placements?.months[placementId]?.[monthKey(month)] ?? NOT_LOADED_MONTH;

/** Every loaded month, by placement id and month key. */
export const selectPlacementMonths = (state: PlacementsRoot): PlacementsState['months'] =>
  state.placements?.months ?? NO_MONTHS;

/**
 * The placement as the list has it, with the codes of its latest overview over it (they may be
 * newer than the list's); undefined until the list has it.
 */
export const selectMergedPlacement = createSelector(
  [selectPlacementSummary, selectPlacementDetails],
  (summary, details): PlacementSummary | undefined => summary && { ...summary, ...details?.placement },
);
