/**
 * Opportunities (part 2 §2, §3, §4, §8): the start of the domain's contract. The screens come
 * with the dashboard issue, which completes the types.
 */
import { apiPath } from './path';

export const OPPORTUNITY_PATHS = {
  opportunities: apiPath('/manager/opportunities'),
  opportunity: apiPath('/manager/opportunities/:id'),
  acceptNda: apiPath('/manager/opportunities/:id/accept-nda'),
  interested: apiPath('/manager/opportunities/:id/interested'),
  notInterested: apiPath('/manager/opportunities/:id/not-interested'),
  notAvailable: apiPath('/manager/opportunities/:id/not-available'),
  offers: apiPath('/manager/offers'),
  newsAndEvents: apiPath('/manager/news-and-events'),
} as const;

/** Part 2 §4 "Opportunity candidate status": 100 is the only status open for answering. */
export const CANDIDATE_STATUS = {
  NEW: 100,
  APPLIED: [150, 200, 250, 300],
  PRESENTATION: [350, 400],
  MANDATE_IN_PREPARATION: 500,
  WON: 550,
  /** These also allow showing the candidate's CV (part 2 §4). */
  CV_SHOWN: [700, 800, 900, 1000],
  CLOSED: 1100,
} as const;
