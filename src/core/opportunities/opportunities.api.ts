import { apiGet } from '@/api/client';
import { OPPORTUNITY_PATHS, type Opportunity, type OpportunitySummary } from '@/contract/opportunities';

/** The manager's opportunities, read by the dashboard and the opportunities tab. */
export const fetchOpportunities = () => apiGet<OpportunitySummary[]>(OPPORTUNITY_PATHS.opportunities.build());

/** Every field of one opportunity; a new one answers 403 `nda_required` until its NDA is accepted. */
export const fetchOpportunity = (id: string) => apiGet<Opportunity>(OPPORTUNITY_PATHS.opportunity.build(id));
