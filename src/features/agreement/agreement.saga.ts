import { call, put, takeLeading } from 'redux-saga/effects';

import { ApiError, toSerializedError } from '@/api/errors';
import type { ContractInfoResponse } from '@/contract/agreement';
import { toApiDate } from '@/lib/dates';

import { acceptAgreement, skipAgreement } from './agreement.api';
import { agreementActions } from './agreement.slice';

/** `PUT /manager/contract-info` with today's date; the reply must carry an id and success. */
function* acceptWorker() {
  try {
    const reply: ContractInfoResponse = yield call(acceptAgreement, {
      contractReceivedDate: toApiDate(new Date()),
      termsAccepted: true,
      privacyAccepted: true,
    });
    if (!reply.id || !reply.success) throw new ApiError(500, 'agreement_not_saved', 'The acceptance was not confirmed');
    yield put(agreementActions.agreementSettled());
  } catch (error) {
    yield put(agreementActions.submitFailed(toSerializedError(error)));
  }
}

function* skipWorker() {
  try {
    yield call(skipAgreement);
    yield put(agreementActions.agreementSettled());
  } catch (error) {
    yield put(agreementActions.submitFailed(toSerializedError(error)));
  }
}

export function* agreementSaga() {
  yield takeLeading(agreementActions.acceptSubmitted, acceptWorker);
  yield takeLeading(agreementActions.skipSubmitted, skipWorker);
}
