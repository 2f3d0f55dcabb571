import { apiPath } from './path';

/**
 * The client projects' paths (docs/decisions/005-unnamed-calls.md), apart from the projects' rules and answers: a
 * kept session's first script asks for the list before the app's code has run (api/firstReads.ts).
 */
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
