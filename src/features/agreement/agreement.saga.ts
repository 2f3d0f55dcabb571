import { all, call, put, takeLatest, takeLeading } from 'redux-saga/effects';
import type { AgreementTextResponse, ContractInfoResponse } from '@/contract/agreement';
import { ApiError, toSerializedError } from '@/api/errors';
import { toApiDate } from '@/lib/dates';
import { fetchPrivacyText, fetchTermsText } from '@/components/agreement/agreementTexts.api';
import { acceptAgreement, skipAgreement } from './agreement.api';
import { agreementActions, type AgreementDocument } from './agreement.slice';

function* loadText(document: AgreementDocument, fetcher: typeof fetchTermsText, lang: Parameters<typeof fetchTermsText>[0]) {
  try {
    const reply: AgreementTextResponse = yield call(fetcher, lang);
    yield put(agreementActions.textLoaded({ document, html: reply.html }));
  } catch {
    yield put(agreementActions.textFailed(document));
  }
}

function* loadTexts(action: ReturnType<typeof agreementActions.textsRequested>) {
  yield all([call(loadText, 'terms', fetchTermsText, action.payload), call(loadText, 'privacy', fetchPrivacyText, action.payload)]);
}

/** `PUT /manager/contract-info` with today's date; the reply must carry an id and success (part 1 §4). */
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
  yield takeLatest(agreementActions.textsRequested, loadTexts);
  yield takeLeading(agreementActions.acceptSubmitted, acceptWorker);
  yield takeLeading(agreementActions.skipSubmitted, skipWorker);
}
