import { call, put, takeLeading } from 'redux-saga/effects';

import { ApiError, toSerializedError } from '@/api/errors';
import { reviseKeptSessionInfo } from '@/api/tokens';
import type { ContractInfoResponse } from '@/contract/agreement';
import { toApiDate } from '@/lib/dates';

import { acceptAgreement, skipAgreement } from './agreement.api';
import { agreementActions } from './agreement.slice';

/**
 * The session info kept for a start without a connection says no agreement is pending any more, as the next
 * refresh would (a skip lasts the session): such a start does not show an agreement it cannot send
 * (docs/decisions/054-offline-data.md).
 */
function settledInKeptSession() {
  reviseKeptSessionInfo({ showAgreement: false });
}

/**
 * `PUT /manager/contract-info` with today's date. Its success is its status; an answer that says in so many
 * words that it did not succeed is a refusal (docs/decisions/056-a-save-is-its-status.md).
 */
function* acceptWorker() {
  try {
    const reply: ContractInfoResponse | null = yield call(acceptAgreement, {
      contractReceivedDate: toApiDate(new Date()),
      termsAccepted: true,
      privacyAccepted: true,
    });
    if (reply && !reply.success) throw new ApiError(500, 'agreement_not_saved', 'The acceptance was not confirmed');
    settledInKeptSession();
    yield put(agreementActions.agreementSettled());
  } catch (error) {
    yield put(agreementActions.submitFailed(toSerializedError(error)));
  }
}

function* skipWorker() {
  try {
    yield call(skipAgreement);
    settledInKeptSession();
    yield put(agreementActions.agreementSettled());
  } catch (error) {
    yield put(agreementActions.submitFailed(toSerializedError(error)));
  }
}

export function* agreementSaga() {
  yield takeLeading(agreementActions.acceptSubmitted, acceptWorker);
  yield takeLeading(agreementActions.skipSubmitted, skipWorker);
}
