import { apiGet, apiPut } from '@/api/client';
import { type NewsItem, type Offer, type OpportunitySummary, OPPORTUNITY_PATHS } from '@/contract/opportunities';
import { type PlacementOverview, type PlacementSummary, PLACEMENT_PATHS } from '@/contract/placements';
import { CV_PATHS, type Resume } from '@/contract/resume';

export const fetchPlacements = () => apiGet<PlacementSummary[]>(PLACEMENT_PATHS.placements.build());
export const fetchMonth = (placementId: string, year: number, month: number) =>
  apiGet<PlacementOverview>(PLACEMENT_PATHS.monthOverview.build(placementId, year, month));
export const fetchOpportunities = () => apiGet<OpportunitySummary[]>(OPPORTUNITY_PATHS.opportunities.build());
export const fetchOffers = () => apiGet<Offer[]>(OPPORTUNITY_PATHS.offers.build());
export const fetchNewsAndEvents = () => apiGet<NewsItem[]>(OPPORTUNITY_PATHS.newsAndEvents.build());
/** The dashboard's 'submit application' (part 2 §2): answers with the CV. */
export const markResumeCompleted = () => apiPut<Resume>(CV_PATHS.markResumeCompleted.build());
