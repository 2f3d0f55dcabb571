import { call, put, takeLeading } from 'redux-saga/effects';

import { ApiError } from '@/api/errors';
import { reviseKeptSessionInfo } from '@/api/tokens';
import type { ContractInfoResponse } from '@/contract/agreement';
import { submission } from '@/core/submission/submission';
import { toApiDate } from '@/lib/dates';

import { acceptAgreement, skipAgreement } from './agreement.api';
import { agreementActions, type AgreementChoice } from './agreement.slice';

/**
 * The session info kept for a start without a connection says no agreement is pending any more, as the next
 * refresh would (a skip lasts the session): such a start does not show an agreement it cannot send
 * (docs/decisions/054-offline-data.md).
 */
function* settle(choice: AgreementChoice) {
  reviseKeptSessionInfo({ showAgreement: false });
  yield put(agreementActions.agreementSettled(choice));
}

/**
 * `PUT /manager/contract-info` with today's date. Its success is its status; an answer that says in so many
 * words that it did not succeed is a refusal (docs/decisions/056-a-save-is-its-status.md).
 */
function* acceptWorker() {
  const reply: ContractInfoResponse | null = yield call(acceptAgreement, {
    contractReceivedDate: toApiDate(new Date()),
    termsAccepted: true,
    privacyAccepted: true,
  });
  if (reply && !reply.success) throw new ApiError(500, 'agreement_not_saved', 'The acceptance was not confirmed');
  yield call(settle, 'accept');
}

function* skipWorker() {
  yield call(skipAgreement);
  yield call(settle, 'skip');
}

export function* agreementSaga() {
  yield takeLeading(agreementActions.acceptSubmitted, submission(acceptWorker));
  yield takeLeading(agreementActions.skipSubmitted, submission(skipWorker));
}
