import type { YearMonth } from '@/contract/month';
import { selectPlacementsState } from '@/core/placements/placements.selectors';

import type { PlacementState } from './placement.slice';
import { monthCacheKey } from './placement.types';

type RootState = { placement: PlacementState } & Parameters<typeof selectPlacementsState>[0];

export const selectPlacementSummary = (placementId: string) => (state: RootState) =>
  selectPlacementsState(state).items.find((each) => each.id === placementId);
export const selectMonthEntry = (placementId: string, month: YearMonth) => (state: RootState) =>
  state.placement.months[monthCacheKey(placementId, month)];
export const selectPlacementDetails = (placementId: string) => (state: RootState) =>
  state.placement.details[placementId];
export const selectVerification = (monthlyReportId: string | undefined) => (state: RootState) =>
  monthlyReportId ? state.placement.verified[monthlyReportId] : undefined;
