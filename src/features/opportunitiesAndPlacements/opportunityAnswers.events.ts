import { createAction } from '@reduxjs/toolkit';

import type { ApplicationSubmission, DeclineSubmission } from './opportunityAnswers.types';

/**
 * The opportunity dialog's answers. They hold no state: what the server answers replaces the
 * opportunity in core/opportunities (the list and the details every screen reads), and the
 * dialog learns how its answer went through core/submission (useSubmit).
 */
export const opportunityAnswersActions = {
  /** Step 1: `POST .../accept-nda`. */
  ndaAcceptSubmitted: createAction<string>('opportunityAnswers/ndaAcceptSubmitted'),
  /** Step 3: `POST .../interested` with the remarks and a timestamp. */
  applicationSubmitted: createAction<ApplicationSubmission>('opportunityAnswers/applicationSubmitted'),
  /** `POST .../not-interested` or `.../not-available` with the day. */
  declineSubmitted: createAction<DeclineSubmission>('opportunityAnswers/declineSubmitted'),
};

/** The feature's name for core/lazyFeatures. */
export const OPPORTUNITY_ANSWERS_FEATURE = 'opportunityAnswers';
