import { apiGet } from '@/api/client';
import { OPPORTUNITY_PATHS, type OpportunitySummary } from '@/contract/opportunities';
import { PLACEMENT_PATHS, type PlacementSummary } from '@/contract/placements';

/** The manager's lists, read by the dashboard and by the opportunities and placements tabs. */
export const fetchOpportunities = () => apiGet<OpportunitySummary[]>(OPPORTUNITY_PATHS.opportunities.build());
export const fetchPlacements = () => apiGet<PlacementSummary[]>(PLACEMENT_PATHS.placements.build());
