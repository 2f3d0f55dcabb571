import { all, call, put, select, takeLatest } from 'redux-saga/effects';

import { toSerializedError } from '@/api/errors';
import { ROLE, type Lang } from '@/contract/common';
import type { FieldsMeta, LabelsAndEnums, VersionResponse } from '@/contract/meta';
import { currentLang } from '@/lib/i18n';

import { sessionStarted, uiLanguageChanged } from '../session/session.events';
import { fetchFieldsMeta, fetchLabelsAndEnums, fetchVersion } from './meta.api';
import { metaActions } from './meta.slice';

function* loadLabels(action: ReturnType<typeof metaActions.labelsRequested>) {
  try {
    const data: LabelsAndEnums = yield call(fetchLabelsAndEnums, action.payload);
    yield put(metaActions.labelsLoaded({ lang: action.payload, data }));
  } catch (error) {
    yield put(metaActions.labelsFailed(toSerializedError(error)));
  }
}

function* loadFieldsMeta() {
  try {
    const data: FieldsMeta = yield call(fetchFieldsMeta);
    yield put(metaActions.fieldsMetaLoaded(data));
  } catch {
    yield put(metaActions.fieldsMetaFailed());
  }
}

/** Every session reads the labels (a client's projects and candidates name countries, functions, languages); field limits only managers' forms need. */
function* onSessionStarted(action: ReturnType<typeof sessionStarted>) {
  if (action.payload.role !== ROLE.MANAGER) {
    yield put(metaActions.labelsRequested(currentLang()));
    return;
  }
  yield all([put(metaActions.labelsRequested(currentLang())), call(loadFieldsMeta)]);
}

/** Labels follow the UI language, once they have been loaded for a session. */
function* onLanguageChanged(action: ReturnType<typeof uiLanguageChanged>) {
  const loadedFor: Lang | null = yield select(
    (state: { meta: { labels: { lang: Lang | null } } }) => state.meta.labels.lang,
  );
  if (loadedFor && loadedFor !== action.payload.lang) yield put(metaActions.labelsRequested(action.payload.lang));
}

function* loadVersion() {
  try {
    const data: VersionResponse = yield call(fetchVersion);
    yield put(metaActions.versionLoaded(data.version));
  } catch {
    yield put(metaActions.versionFailed());
  }
}

export function* metaSaga() {
  yield takeLatest(metaActions.labelsRequested, loadLabels);
  yield takeLatest(metaActions.versionRequested, loadVersion);
  yield takeLatest(metaActions.fieldsMetaRequested, loadFieldsMeta);
  yield takeLatest(sessionStarted, onSessionStarted);
  yield takeLatest(uiLanguageChanged, onLanguageChanged);
}
