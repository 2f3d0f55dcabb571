import { call, put, takeLatest, takeLeading } from 'redux-saga/effects';

import { load } from '@/core/load/load';
import { submission } from '@/core/submission/submission';

import { fetchDocuments, uploadDocument } from './documents.api';
import { documentsActions } from './documents.slice';

const loadDocuments = load(fetchDocuments, {
  loaded: documentsActions.documentsLoaded,
  failed: documentsActions.documentsLoadFailed,
});

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
