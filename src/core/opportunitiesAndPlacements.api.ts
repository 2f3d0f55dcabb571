import { apiGet } from '@/api/client';
import { OPPORTUNITY_PATHS, type OpportunitySummary } from '@/contract/opportunities';
import { PLACEMENT_PATHS, type PlacementOverview, type PlacementSummary } from '@/contract/placements';

/** The manager's lists, read by the dashboard, the opportunities and placements tabs and the placement screen. */
export const fetchOpportunities = () => apiGet<OpportunitySummary[]>(OPPORTUNITY_PATHS.opportunities.build());
export const fetchPlacements = () => apiGet<PlacementSummary[]>(PLACEMENT_PATHS.placements.build());
/** A month (1-12) of a placement, with the month before it (contract: PlacementOverview). */
export const fetchPlacementMonth = (placementId: string, year: number, month: number) =>
  apiGet<PlacementOverview>(PLACEMENT_PATHS.monthOverview.build(placementId, year, month));
