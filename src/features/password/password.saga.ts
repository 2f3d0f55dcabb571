import { call, takeLatest, takeLeading } from 'redux-saga/effects';

import { ApiError } from '@/api/errors';
import { ERROR_CODE } from '@/contract/common';
import type { ValidateTokenResponse } from '@/contract/session';
import { load } from '@/core/load/load';
import { submission } from '@/core/submission/submission';

import { requestPasswordReset, resendWelcomeEmail, updatePassword, validatePasswordToken } from './password.api';
import { passwordActions, type TokenValidity } from './password.slice';

function* forgotWorker(action: ReturnType<typeof passwordActions.forgotSubmitted>) {
  yield call(requestPasswordReset, { email: action.payload.email.trim() });
}

/**
 * What the server says of the link's token. Refusing it (token_expired, or any other 4xx) is an
 * answer about the link; only a failure beyond that (no answer, 5xx) is a failed check.
 */
function* tokenValidity(
  action: ReturnType<typeof passwordActions.tokenCheckRequested>,
): Generator<unknown, TokenValidity, never> {
  try {
    const reply: ValidateTokenResponse = yield call(validatePasswordToken, action.payload);
    return reply.expired ? 'expired' : reply.valid ? 'valid' : 'invalid';
  } catch (error) {
    if (error instanceof ApiError && error.code === ERROR_CODE.TOKEN_EXPIRED) return 'expired';
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) return 'invalid';
    throw error;
  }
}

const checkTokenWorker = load(tokenValidity, {
  loaded: passwordActions.tokenChecked,
  failed: passwordActions.tokenCheckFailed,
});

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
