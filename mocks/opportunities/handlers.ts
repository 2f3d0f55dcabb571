import { HttpResponse, type HttpHandler } from 'msw';

import {
  CANDIDATE_STATUS,
  OPPORTUNITY_PATHS,
  type OpportunityAnswerResponse,
  type OpportunitySummary,
} from '../../src/contract/opportunities';
import { withManager } from '../auth/rules';
import type { DbOpportunity } from '../model';
import { readJsonObject } from '../shared/requests';
import { route } from '../shared/routes';
import { apiUrl } from '../shared/urls';
import {
  assertNdaAccepted,
  assertNotBeforeNda,
  assertOpen,
  findOwnOpportunity,
  opportunitiesOf,
  readApplication,
  readDecline,
  visibleOpportunity,
} from './rules';

/**
 * The opportunities: the caller's own only (another manager's is 404).
 * Every answer and `accept-nda` replies with the opportunity as now stored, as far as the manager may see it
 * (a decline before the NDA: the summary only).
 */

function answer(opportunity: DbOpportunity): Response {
  const response: OpportunityAnswerResponse = visibleOpportunity(opportunity);
  return HttpResponse.json(response);
}

const listOpportunities = route(
  'get',
  apiUrl(OPPORTUNITY_PATHS.opportunities),
  withManager(({ manager }) => {
    const response: OpportunitySummary[] = opportunitiesOf(manager.id);
    return HttpResponse.json(response);
  }),
);

/**
 * A new opportunity without its NDA is 403 nda_required; any other status is shown read-only, its details only
 * when its NDA was accepted.
 */
const getOpportunity = route(
  'get',
  apiUrl(OPPORTUNITY_PATHS.opportunity),
  withManager(({ manager, params }) => {
    const opportunity = findOwnOpportunity(manager.id, params.id ?? '');
    assertNotBeforeNda(opportunity);
    return answer(opportunity);
  }),
);

/** Only a new opportunity (409 otherwise); accepting it twice is harmless. */
const acceptNda = route(
  'post',
  apiUrl(OPPORTUNITY_PATHS.acceptNda),
  withManager(({ manager, params }) => {
    const opportunity = findOwnOpportunity(manager.id, params.id ?? '');
    assertOpen(opportunity);
    opportunity.candidate.nda = true;
    return answer(opportunity);
  }),
);

/** New (409), NDA accepted (403), then the body (400): moves the opportunity to APPLIED. */
const applyForOpportunity = route(
  'post',
  apiUrl(OPPORTUNITY_PATHS.interested),
  withManager(async ({ request, manager, params }) => {
    const opportunity = findOwnOpportunity(manager.id, params.id ?? '');
    assertOpen(opportunity);
    assertNdaAccepted(opportunity);
    opportunity.application = readApplication(await readJsonObject(request));
    opportunity.candidate.status = CANDIDATE_STATUS.APPLIED;
    return answer(opportunity);
  }),
);

/** Declining needs no NDA: only a new opportunity (409) and the day of the answer (400). */
function decline(
  path: typeof OPPORTUNITY_PATHS.notInterested | typeof OPPORTUNITY_PATHS.notAvailable,
  status: number,
): HttpHandler {
  return route(
    'post',
    apiUrl(path),
    withManager(async ({ request, manager, params }) => {
      const opportunity = findOwnOpportunity(manager.id, params.id ?? '');
      assertOpen(opportunity);
      opportunity.declinedOn = readDecline(await readJsonObject(request)).timestamp;
      opportunity.candidate.status = status;
      return answer(opportunity);
    }),
  );
}

const declineNotInterested = decline(OPPORTUNITY_PATHS.notInterested, CANDIDATE_STATUS.NOT_INTERESTED);
const declineNotAvailable = decline(OPPORTUNITY_PATHS.notAvailable, CANDIDATE_STATUS.NOT_AVAILABLE);

export const opportunitiesHandlers: HttpHandler[] = [
  listOpportunities,
  getOpportunity,
  acceptNda,
  applyForOpportunity,
  declineNotInterested,
  declineNotAvailable,
];
