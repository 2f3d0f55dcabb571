import { call, put, takeLatest, takeLeading } from 'redux-saga/effects';

import { ApiError, toSerializedError } from '@/api/errors';
import { ERROR_CODE } from '@/contract/common';
import type { ValidateTokenResponse } from '@/contract/session';
import { submission } from '@/core/submission/submission';

import { requestPasswordReset, resendWelcomeEmail, updatePassword, validatePasswordToken } from './password.api';
import { passwordActions } from './password.slice';

function* forgotWorker(action: ReturnType<typeof passwordActions.forgotSubmitted>) {
  yield call(requestPasswordReset, { email: action.payload.email.trim() });
}

function* checkTokenWorker(action: ReturnType<typeof passwordActions.tokenCheckRequested>) {
  try {
    const reply: ValidateTokenResponse = yield call(validatePasswordToken, action.payload);
    yield put(passwordActions.tokenChecked(reply.expired ? 'expired' : reply.valid ? 'valid' : 'invalid'));
  } catch (error) {
    if (error instanceof ApiError && error.code === ERROR_CODE.TOKEN_EXPIRED) {
      yield put(passwordActions.tokenChecked('expired'));
    } else if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
      yield put(passwordActions.tokenChecked('invalid'));
    } else {
      yield put(passwordActions.tokenCheckFailed(toSerializedError(error)));
    }
  }
}

/** Success, fail, or fail_expired when the error code is token_expired (the page reads the code). */
function* updateWorker(action: ReturnType<typeof passwordActions.updateSubmitted>) {
  yield call(updatePassword, action.payload);
}

function* resendWorker(action: ReturnType<typeof passwordActions.resendSubmitted>) {
  yield call(resendWelcomeEmail, { token: action.payload.token });
}

export function* passwordSaga() {
  yield takeLeading(passwordActions.forgotSubmitted, submission(forgotWorker));
  yield takeLatest(passwordActions.tokenCheckRequested, checkTokenWorker);
  yield takeLeading(passwordActions.updateSubmitted, submission(updateWorker));
  yield takeLeading(passwordActions.resendSubmitted, submission(resendWorker));
}
