import type { PlacementScreenState } from './placement.slice';

/** The slice loads with the screen (placement.feature.ts): absent before. */
export type PlacementScreenRoot = { placementScreen?: PlacementScreenState };

export const selectVerification = (state: PlacementScreenRoot, monthlyReportId: string | undefined) =>
  monthlyReportId ? state.placementScreen?.verified[monthlyReportId] : undefined;
