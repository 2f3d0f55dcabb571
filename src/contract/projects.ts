/**
 * Client projects (part 2 §2 'Projects', §3, §4; decisions 5 and 12). The start of the domain's
 * contract; the projects issue completes the types.
 */
import { apiPath } from './path';

export const PROJECT_PATHS = {
  /** Decision 5. */
  projects: apiPath('/client/projects'),
  project: apiPath('/client/projects/:id'),
} as const;

/** Part 2 §4 "Project status"; the stepper's selected step is status / 100. */
export const PROJECT_STATUS = {
  DRAFT: 100,
  CANDIDATES_FOUND: 200,
  REVIEW: 300,
  MANDATE_IN_PREPARATION: 400,
  MANDATE_ONGOING: 500,
  HIRED: 600,
} as const;
export type ProjectStatus = (typeof PROJECT_STATUS)[keyof typeof PROJECT_STATUS];
