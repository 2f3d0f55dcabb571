import { apiRead } from '@/api/client';
import { OPPORTUNITY_PATHS } from '@/contract/opportunities';
import { opportunitiesSchema, visibleOpportunitySchema } from '@/contract/opportunities.answers';

/** The manager's opportunities, read by the dashboard and the opportunities tab. */
export const fetchOpportunities = () => apiRead(OPPORTUNITY_PATHS.opportunities.build(), opportunitiesSchema);

/**
 * Every field of one opportunity whose NDA is accepted; one answered without it reads as its summary, and a new
 * one answers 403 `nda_required` until its NDA is accepted.
 */
export const fetchOpportunity = (id: string) =>
  apiRead(OPPORTUNITY_PATHS.opportunity.build(id), visibleOpportunitySchema);
