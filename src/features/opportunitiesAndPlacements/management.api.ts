import { apiGet, apiPost } from '@/api/client';
import {
  OPPORTUNITY_PATHS,
  type ApplicationRequest,
  type DeclineRequest,
  type Opportunity,
  type OpportunityAnswerResponse,
} from '@/contract/opportunities';

import type { DeclineReason } from './management.types';

/** Every field of part 2 §3; a new opportunity answers 403 `nda_required` until its NDA is accepted. */
export const fetchOpportunity = (id: string) => apiGet<Opportunity>(OPPORTUNITY_PATHS.opportunity.build(id));

export const acceptNda = (id: string) => apiPost<OpportunityAnswerResponse>(OPPORTUNITY_PATHS.acceptNda.build(id));

export const sendApplication = (id: string, body: ApplicationRequest) =>
  apiPost<OpportunityAnswerResponse>(OPPORTUNITY_PATHS.interested.build(id), body);

const DECLINE_PATHS = {
  notInterested: OPPORTUNITY_PATHS.notInterested,
  notAvailable: OPPORTUNITY_PATHS.notAvailable,
} as const;

export const sendDecline = (id: string, reason: DeclineReason, body: DeclineRequest) =>
  apiPost<OpportunityAnswerResponse>(DECLINE_PATHS[reason].build(id), body);
