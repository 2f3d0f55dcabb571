import { call, put, takeLeading } from 'redux-saga/effects';

import { ApiError } from '@/api/errors';
import { OPPORTUNITY_ERROR, type VisibleOpportunity } from '@/contract/opportunities';
import { readOpportunityAgain } from '@/core/opportunities/opportunities.saga';
import { opportunitiesActions } from '@/core/opportunities/opportunities.slice';
import { submission } from '@/core/submission/submission';
import { toApiDate } from '@/lib/dates';

import { acceptNda, sendApplication, sendDecline } from './opportunityAnswers.api';
import { opportunityAnswersActions } from './opportunityAnswers.events';

/**
 * An answer the server refuses because the opportunity is no longer new (409, answered in
 * another tab, say) fetches the server's version, so the dialog and the list show where it
 * stands; the answer still fails, and the dialog says why in plain words.
 */
function* answer(id: string, send: () => Promise<VisibleOpportunity | null>) {
  try {
    const opportunity: VisibleOpportunity | null = yield call(send);
    if (opportunity) yield put(opportunitiesActions.opportunityAnswered(opportunity));
    // Answered, but the reply did not carry the opportunity: it is read again (docs/decisions/056-a-save-is-its-status.md).
    else yield call(readOpportunityAgain, id);
  } catch (error) {
    if (error instanceof ApiError && error.code === OPPORTUNITY_ERROR.NOT_OPEN)
      yield put(opportunitiesActions.opportunityRequested(id));
    throw error;
  }
}

function* acceptNdaWorker(action: ReturnType<typeof opportunityAnswersActions.ndaAcceptSubmitted>) {
  const id = action.payload;
  yield* answer(id, () => acceptNda(id));
}

/** The application adds remarks and a timestamp (the moment it is sent, ISO date-time). */
function* applicationWorker(action: ReturnType<typeof opportunityAnswersActions.applicationSubmitted>) {
  const { id, remarks } = action.payload;
  const timestamp = new Date().toISOString();
  yield* answer(id, () => sendApplication(id, { remarks, timestamp }));
}

/** A decline carries the day of the answer, yyyy-MM-dd. */
function* declineWorker(action: ReturnType<typeof opportunityAnswersActions.declineSubmitted>) {
  const { id, reason } = action.payload;
  const timestamp = toApiDate(new Date());
  yield* answer(id, () => sendDecline(id, reason, { timestamp }));
}

export function* opportunityAnswersSaga() {
  // One answer at a time (docs/decisions/006-retries-and-single-submit.md); the dialog learns each outcome
  // through core/submission.
  yield takeLeading(opportunityAnswersActions.ndaAcceptSubmitted, submission(acceptNdaWorker));
  yield takeLeading(opportunityAnswersActions.applicationSubmitted, submission(applicationWorker));
  yield takeLeading(opportunityAnswersActions.declineSubmitted, submission(declineWorker));
}
