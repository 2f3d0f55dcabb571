/**
 * Opportunities, the offers and the news and events of the
 * dashboard. Where the specification shows no shape, the plainest one is designed here.
 */
import type {
  Opportunity,
  OpportunityCandidate,
  OpportunitySummary,
  VisibleOpportunity,
} from './opportunities.answers';
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

/**
 * The candidate status of an opportunity: 100 is the only status open for answering
 * (docs/decisions/028-opportunity-answers.md).
 * The specification lists 700, 800, 900 and 1000 without names, only that they allow showing
 * the CV that was sent: they are read here as the outcomes after a presentation. It names no
 * status for a declined opportunity: NOT_INTERESTED and NOT_AVAILABLE are designed.
 */
export const CANDIDATE_STATUS = {
  NEW: 100,
  /** What `POST .../interested` moves a new opportunity to. */
  APPLIED: 150,
  APPLIED_ALL: [150, 200, 250, 300],
  PRESENTATION_ALL: [350, 400],
  MANDATE_IN_PREPARATION: 500,
  WON: 550,
  SHORTLISTED: 700,
  CLIENT_INTERVIEW: 800,
  NOT_SELECTED: 900,
  WITHDRAWN: 1000,
  CLOSED: 1100,
  /** (designed) `POST .../not-interested`. */
  NOT_INTERESTED: 1200,
  /** (designed) `POST .../not-available`. */
  NOT_AVAILABLE: 1300,
} as const;

/** How a candidate status reads in the list (one translation key per group). */
export type CandidateStatusGroup =
  | 'new'
  | 'applied'
  | 'presentation'
  | 'mandateInPreparation'
  | 'won'
  | 'shortlisted'
  | 'clientInterview'
  | 'notSelected'
  | 'withdrawn'
  | 'closed'
  | 'notInterested'
  | 'notAvailable'
  /** A status the portal does not know: kept, and shown as unknown with its code. */
  | 'unknown';

export function candidateStatusGroup(status: number): CandidateStatusGroup {
  const S = CANDIDATE_STATUS;
  if (status === S.NEW) return 'new';
  if ((S.APPLIED_ALL as readonly number[]).includes(status)) return 'applied';
  if ((S.PRESENTATION_ALL as readonly number[]).includes(status)) return 'presentation';
  switch (status) {
    case S.MANDATE_IN_PREPARATION:
      return 'mandateInPreparation';
    case S.WON:
      return 'won';
    case S.SHORTLISTED:
      return 'shortlisted';
    case S.CLIENT_INTERVIEW:
      return 'clientInterview';
    case S.NOT_SELECTED:
      return 'notSelected';
    case S.WITHDRAWN:
      return 'withdrawn';
    case S.NOT_INTERESTED:
      return 'notInterested';
    case S.NOT_AVAILABLE:
      return 'notAvailable';
    case S.CLOSED:
      return 'closed';
    default:
      return 'unknown';
  }
}

/** Only a new opportunity can be answered; every other status opens read-only. */
export const isAnswerable = (status: number) => status === CANDIDATE_STATUS.NEW;

/**
 * The details of an opportunity are the manager's once its NDA is accepted, and never before, whatever its
 * status since: one declined before the NDA shows its summary only (docs/decisions/028-opportunity-answers.md).
 */
export const areDetailsVisible = (candidate: Pick<OpportunityCandidate, 'nda'>): boolean => candidate.nda;

/** An opportunity read by visibleOpportunitySchema carries its details exactly when its NDA is accepted. */
export const hasDetails = (opportunity: VisibleOpportunity): opportunity is Opportunity =>
  areDetailsVisible(opportunity.candidate);

/**
 * The statuses after which the CV that was sent can be shown (700 to 1000 "enable
 * showing the candidate CV"; a CV is also sent with every application and presentation).
 */
export function isCvShown(status: number): boolean {
  const S = CANDIDATE_STATUS;
  return (
    (S.APPLIED_ALL as readonly number[]).includes(status) ||
    (S.PRESENTATION_ALL as readonly number[]).includes(status) ||
    [S.MANDATE_IN_PREPARATION, S.WON, S.SHORTLISTED, S.CLIENT_INTERVIEW, S.NOT_SELECTED, S.WITHDRAWN].includes(
      status as 500,
    )
  );
}

/** Error codes of the opportunity calls (designed): shown in plain words by the app. */
export const OPPORTUNITY_ERROR = {
  /** 409: an answer to an opportunity that is no longer new. */
  NOT_OPEN: 'opportunity_not_open',
  /** 403: the details of a new opportunity before its NDA is accepted. */
  NDA_REQUIRED: 'nda_required',
} as const;

/** `POST .../interested` (the application adds remarks and a timestamp, ISO date-time). */
export interface ApplicationRequest {
  remarks: string;
  timestamp: string;
}

/** `POST .../not-interested` and `.../not-available`: the day of the answer, yyyy-MM-dd. */
export interface DeclineRequest {
  timestamp: string;
}

/**
 * `GET .../{id}` of an answered opportunity, and every answer (and `accept-nda`), reply with the opportunity as
 * the server now holds it, as far as the manager may see it: every field once its NDA is accepted, the summary
 * otherwise (areDetailsVisible).
 */
export type OpportunityAnswerResponse = Opportunity | OpportunitySummary;

/** The most remarks an application may carry (designed). */
export const MAX_APPLICATION_REMARKS = 2000;

export type {
  NewsItem,
  Offer,
  Opportunity,
  OpportunityCandidate,
  OpportunitySummary,
  RequirementLists,
  VisibleOpportunity,
} from './opportunities.answers';

export const NEWS_KIND = { NEWS: 'news', EVENT: 'event' } as const;
export type NewsKind = (typeof NEWS_KIND)[keyof typeof NEWS_KIND];
