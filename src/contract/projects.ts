/**
 * Client projects: the projects, their candidates and documents, the status and its steps
 * (docs/decisions/029-client-projects.md; paths in 005-unnamed-calls.md). A client contact (role `client`)
 * sees only their own projects: another client's project, or a candidate that is not in one of theirs, is as
 * unknown as a made-up id (404). The spec shows no calls for the client's part in the search: those are
 * designed here.
 */
import { apiPath } from './path';
import { CANDIDATE_DECISION, type CandidateDecision } from './projects.answers';

export const PROJECT_PATHS = {
  /** The caller's projects, each whole, with its candidates and documents (docs/decisions/005-unnamed-calls.md). */
  projects: apiPath('/client/projects'),
  project: apiPath('/client/projects/:id'),
  /** (designed) A candidate's photo, fetched with the bearer header (image/png or image/jpeg); 404 without one. */
  candidatePhoto: apiPath('/client/projects/:id/candidates/:candidateId/photo'),
  /** (designed) The client's feedback on a candidate: body `CandidateFeedbackRequest`, answers the `Project`. */
  candidateFeedback: apiPath('/client/projects/:id/candidates/:candidateId/feedback'),
  /**
   * (designed) A one-page status report of the project as a PDF in de or en, with the spec's `timestamp`
   * query (docs/decisions/012-files-with-bearer.md).
   */
  statusReport: apiPath('/client/projects/:id/status-report/:language'),
} as const;

/**
 * A project's status. The stepper's selected step is status / 100 (0-based, see
 * PROJECT_STEPS): a draft (100) shows as 'Search in progress' with placeholder cards, its 'Draft'
 * step done (docs/decisions/040-project-steps.md).
 */
export const PROJECT_STATUS = {
  DRAFT: 100,
  CANDIDATES_FOUND: 200,
  REVIEW: 300,
  MANDATE_IN_PREPARATION: 400,
  MANDATE_ONGOING: 500,
  HIRED: 600,
} as const;
export type ProjectStatus = (typeof PROJECT_STATUS)[keyof typeof PROJECT_STATUS];

/** The step labels in order; the selected index is status / 100. */
export const PROJECT_STEPS = [
  'draft',
  'searchInProgress',
  'candidatesFound',
  'reviewCandidates',
  'mandateInPreparation',
  'mandateOngoing',
  'mandateTerminated',
] as const;
export type ProjectStep = (typeof PROJECT_STEPS)[number];

/** The selected step of a status (status / 100), or null for a status outside the steps. */
export function projectStepIndex(status: number): number | null {
  const index = status / 100;
  return Number.isInteger(index) && index >= 0 && index < PROJECT_STEPS.length ? index : null;
}

/**
 * What the project's search shows: placeholder cards while searching (100), the
 * candidates in a carousel (200), the elected candidate (300), the elected candidate with
 * placeholder cards (400, 500), the hired candidate (600); nothing for another status.
 */
export type ProjectView = 'searching' | 'candidates' | 'elected' | 'electedInMandate' | 'hired' | 'none';
export function projectViewOf(status: number): ProjectView {
  switch (status) {
    case PROJECT_STATUS.DRAFT:
      return 'searching';
    case PROJECT_STATUS.CANDIDATES_FOUND:
      return 'candidates';
    case PROJECT_STATUS.REVIEW:
      return 'elected';
    case PROJECT_STATUS.MANDATE_IN_PREPARATION:
    case PROJECT_STATUS.MANDATE_ONGOING:
      return 'electedInMandate';
    case PROJECT_STATUS.HIRED:
      return 'hired';
    default:
      return 'none';
  }
}

/**
 * The tabs of `/projects` (Current projects, Past projects, Other projects and a
 * fourth, 'Some other item' in the spec), as sub-routes. (designed) The fourth holds the
 * mandates: a project whose candidate was chosen and whose mandate is being prepared or runs.
 */
export const PROJECT_TABS = ['current', 'past', 'other', 'mandates'] as const;
export type ProjectTab = (typeof PROJECT_TABS)[number];

/**
 * (designed) Which tab a project belongs to, by its status: the search (100 draft, 200
 * candidates found, 300 review) is current; a mandate in preparation or under way (400, 500) is
 * under mandates; a terminated mandate (600, its candidate hired) is past; any other status
 * (paused, cancelled, or a code the portal does not know) is other.
 */
export function projectTabOf(status: number): ProjectTab {
  if (status === PROJECT_STATUS.DRAFT || status === PROJECT_STATUS.CANDIDATES_FOUND || status === PROJECT_STATUS.REVIEW)
    return 'current';
  if (status === PROJECT_STATUS.MANDATE_IN_PREPARATION || status === PROJECT_STATUS.MANDATE_ONGOING) return 'mandates';
  if (status === PROJECT_STATUS.HIRED) return 'past';
  return 'other';
}

// ---------------------------------------------------------------- feedback (designed)

export { CANDIDATE_DECISION, type CandidateDecision } from './projects.answers';

/** Limits of the feedback's texts (characters). */
export const FEEDBACK_LIMITS = { REASON: 300, COMMENT: 1000 } as const;

/** `PUT …/feedback`: a decision or null (none), a reason only with 'notAFit', a comment; texts trimmed. */
export interface CandidateFeedbackRequest {
  decision: CandidateDecision | null;
  reason: string;
  comment: string;
}

/** Feedback can be given and changed until the project passes 'Review candidates' (status 300). */
export const canGiveFeedback = (status: number): boolean => status <= PROJECT_STATUS.REVIEW;

export const PROJECT_API_ERROR = {
  /** 409: the project has passed 'Review candidates': its candidates' feedback is fixed. */
  FEEDBACK_CLOSED: 'feedback_closed',
} as const;

/**
 * The feedback's own rules, applied by the form and by the server (400 `validation` with these
 * codes in `fields`): a known decision; a reason only with 'notAFit'; the texts within their
 * limits; something to say (a decision or a comment).
 */
export const FEEDBACK_ERROR = {
  DECISION_ONE_OF: 'oneOf',
  REASON_ONLY_NOT_A_FIT: 'reasonOnlyNotAFit',
  MAX: 'max',
  EMPTY: 'required',
} as const;

export function validateFeedback(
  request: CandidateFeedbackRequest,
): Partial<Record<keyof CandidateFeedbackRequest, string>> {
  const errors: Partial<Record<keyof CandidateFeedbackRequest, string>> = {};
  const decisions: readonly (string | null)[] = [null, ...Object.values(CANDIDATE_DECISION)];
  if (!decisions.includes(request.decision)) errors.decision = FEEDBACK_ERROR.DECISION_ONE_OF;
  if (request.reason.trim() !== '' && request.decision !== CANDIDATE_DECISION.NOT_A_FIT)
    errors.reason = FEEDBACK_ERROR.REASON_ONLY_NOT_A_FIT;
  else if (request.reason.trim().length > FEEDBACK_LIMITS.REASON) errors.reason = FEEDBACK_ERROR.MAX;
  if (request.comment.trim().length > FEEDBACK_LIMITS.COMMENT) errors.comment = FEEDBACK_ERROR.MAX;
  if (request.decision === null && request.comment.trim() === '' && !errors.decision)
    errors.decision = FEEDBACK_ERROR.EMPTY;
  return errors;
}

// ---------------------------------------------------------------- the project

export type { CandidateFeedback, Project, ProjectCandidate, ProjectDocument } from './projects.answers';
