import { apiSave } from '@/api/client';
import { OPPORTUNITY_PATHS, type ApplicationRequest, type DeclineRequest } from '@/contract/opportunities';
import { visibleOpportunitySchema } from '@/contract/opportunities.answers';

import type { DeclineReason } from './opportunityAnswers.types';

/**
 * The manager's answers to an opportunity; each replies with the opportunity as the server now holds it, as far
 * as the manager may see it (a decline before the NDA: the summary only), or null where the reply carries none
 * (docs/decisions/056-a-save-is-its-status.md).
 */
export const acceptNda = (id: string) =>
  apiSave('post', OPPORTUNITY_PATHS.acceptNda.build(id), visibleOpportunitySchema);

export const sendApplication = (id: string, body: ApplicationRequest) =>
  apiSave('post', OPPORTUNITY_PATHS.interested.build(id), visibleOpportunitySchema, body);

const DECLINE_PATHS = {
  notInterested: OPPORTUNITY_PATHS.notInterested,
  notAvailable: OPPORTUNITY_PATHS.notAvailable,
} as const;

export const sendDecline = (id: string, reason: DeclineReason, body: DeclineRequest) =>
  apiSave('post', DECLINE_PATHS[reason].build(id), visibleOpportunitySchema, body);
