import { call, put, takeLatest, takeLeading } from 'redux-saga/effects';

import { ApiError, toSerializedError } from '@/api/errors';
import { OPPORTUNITY_ERROR, type Opportunity, type OpportunitySummary } from '@/contract/opportunities';
import { fetchOpportunities } from '@/core/opportunitiesAndPlacements.api';
import { submission } from '@/core/submission/submission';
import { toApiDate } from '@/lib/dates';

import { acceptNda, fetchOpportunity, sendApplication, sendDecline } from './management.api';
import { managementActions } from './management.slice';

function* loadOpportunities() {
  try {
    const items: OpportunitySummary[] = yield call(fetchOpportunities);
    yield put(managementActions.opportunitiesLoaded(items));
  } catch (error) {
    yield put(managementActions.opportunitiesLoadFailed(toSerializedError(error)));
  }
}

function* loadOpportunity(action: ReturnType<typeof managementActions.opportunityRequested>) {
  try {
    const opportunity: Opportunity = yield call(fetchOpportunity, action.payload);
    yield put(managementActions.opportunityLoaded(opportunity));
  } catch (error) {
    yield put(managementActions.opportunityLoadFailed({ id: action.payload, error: toSerializedError(error) }));
  }
}

/**
 * An answer the server refuses because the opportunity is no longer new (409, answered in
 * another tab, say) fetches the server's version, so the dialog and the list show where it
 * stands; the answer still fails, and the dialog says why in plain words.
 */
function* answer(id: string, send: () => Promise<Opportunity>) {
  try {
    const opportunity: Opportunity = yield call(send);
    yield put(managementActions.opportunityAnswered(opportunity));
  } catch (error) {
    if (error instanceof ApiError && error.code === OPPORTUNITY_ERROR.NOT_OPEN)
      yield put(managementActions.opportunityRequested(id));
    throw error;
  }
}

function* acceptNdaWorker(action: ReturnType<typeof managementActions.ndaAcceptSubmitted>) {
  const id = action.payload;
  yield* answer(id, () => acceptNda(id));
}

/** Part 2 §3: the application adds remarks and a timestamp (the moment it is sent, ISO date-time). */
function* applicationWorker(action: ReturnType<typeof managementActions.applicationSubmitted>) {
  const { id, remarks } = action.payload;
  const timestamp = new Date().toISOString();
  yield* answer(id, () => sendApplication(id, { remarks, timestamp }));
}

/** Part 2 §7: a decline carries the day of the answer, yyyy-MM-dd. */
function* declineWorker(action: ReturnType<typeof managementActions.declineSubmitted>) {
  const { id, reason } = action.payload;
  const timestamp = toApiDate(new Date());
  yield* answer(id, () => sendDecline(id, reason, { timestamp }));
}

export function* managementSaga() {
  yield takeLatest(managementActions.opportunitiesRequested, loadOpportunities);
  yield takeLatest(managementActions.opportunityRequested, loadOpportunity);
  // Decision 5a: one answer at a time; the dialog learns each outcome through core/submission.
  yield takeLeading(managementActions.ndaAcceptSubmitted, submission(acceptNdaWorker));
  yield takeLeading(managementActions.applicationSubmitted, submission(applicationWorker));
  yield takeLeading(managementActions.declineSubmitted, submission(declineWorker));
}
