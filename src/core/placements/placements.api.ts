import { apiGet } from '@/api/client';
import { PLACEMENT_PATHS, type PlacementOverview, type PlacementSummary } from '@/contract/placements';

/** The manager's placements, read by the dashboard, the placements tab and the placement screen. */
export const fetchPlacements = () => apiGet<PlacementSummary[]>(PLACEMENT_PATHS.placements.build());

/** A month (1-12) of a placement, with the month before it and the placement's codes (contract: PlacementOverview). */
export const fetchPlacementMonth = (placementId: string, year: number, month: number) =>
  apiGet<PlacementOverview>(PLACEMENT_PATHS.monthOverview.build(placementId, year, month));
