import { apiPost } from '@/api/client';
import {
  OPPORTUNITY_PATHS,
  type ApplicationRequest,
  type DeclineRequest,
  type OpportunityAnswerResponse,
} from '@/contract/opportunities';

import type { DeclineReason } from './opportunityAnswers.types';

/** The manager's answers to an opportunity; each replies with the opportunity as the server now holds it. */
export const acceptNda = (id: string) => apiPost<OpportunityAnswerResponse>(OPPORTUNITY_PATHS.acceptNda.build(id));

export const sendApplication = (id: string, body: ApplicationRequest) =>
  apiPost<OpportunityAnswerResponse>(OPPORTUNITY_PATHS.interested.build(id), body);

const DECLINE_PATHS = {
  notInterested: OPPORTUNITY_PATHS.notInterested,
  notAvailable: OPPORTUNITY_PATHS.notAvailable,
} as const;

export const sendDecline = (id: string, reason: DeclineReason, body: DeclineRequest) =>
  apiPost<OpportunityAnswerResponse>(DECLINE_PATHS[reason].build(id), body);
