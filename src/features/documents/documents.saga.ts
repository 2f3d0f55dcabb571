import { call, put, takeLatest, takeLeading } from 'redux-saga/effects';

import { toSerializedError } from '@/api/errors';
import type { ManagerDocument } from '@/contract/documents';
import { submission } from '@/core/submission/submission';

import { fetchDocuments, uploadDocument } from './documents.api';
import { documentsActions } from './documents.slice';

function* loadDocuments() {
  try {
    const documents: ManagerDocument[] = yield call(fetchDocuments);
    yield put(documentsActions.documentsLoaded(documents));
  } catch (error) {
    yield put(documentsActions.documentsLoadFailed(toSerializedError(error)));
  }
}

/** Upload, then fetch the list again. */
function* uploadWorker(action: ReturnType<typeof documentsActions.uploadSubmitted>) {
  const { subcategoryId, managerId } = action.payload;
  yield call(uploadDocument, subcategoryId, managerId, action.meta.arg);
  yield put(documentsActions.documentsRequested());
}

export function* documentsSaga() {
  yield takeLatest(documentsActions.documentsRequested, loadDocuments);
  yield takeLeading(documentsActions.uploadSubmitted, submission(uploadWorker));
}
