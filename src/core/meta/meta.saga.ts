import { put, select, takeLatest } from 'redux-saga/effects';

import { ROLE, type Lang } from '@/contract/common';
import { currentLang } from '@/lib/i18n';

import { load } from '../load/load';
import { sessionStarted, uiLanguageChanged } from '../session/session.events';
import { fetchFieldsMeta, fetchLabelsAndEnums, fetchVersion } from './meta.api';
import { metaActions } from './meta.slice';

const loadLabels = load(
  (action: ReturnType<typeof metaActions.labelsRequested>) => fetchLabelsAndEnums(action.payload),
  {
    loaded: (data, action) => metaActions.labelsLoaded({ lang: action.payload, data }),
    failed: metaActions.labelsLoadFailed,
  },
);

const loadFieldsMeta = load(fetchFieldsMeta, {
  loaded: metaActions.fieldsMetaLoaded,
  failed: metaActions.fieldsMetaLoadFailed,
});

/** Every session reads the labels (a client's projects and candidates name countries, functions, languages); field limits only managers' forms need. */
function* onSessionStarted(action: ReturnType<typeof sessionStarted>) {
  yield put(metaActions.labelsRequested(currentLang()));
  if (action.payload.role === ROLE.MANAGER) yield put(metaActions.fieldsMetaRequested());
}

/** Labels follow the UI language, once they have been loaded for a session. */
function* onLanguageChanged(action: ReturnType<typeof uiLanguageChanged>) {
  const loadedFor: Lang | null = yield select(
    (state: { meta: { labels: { lang: Lang | null } } }) => state.meta.labels.lang,
  );
  if (loadedFor && loadedFor !== action.payload.lang) yield put(metaActions.labelsRequested(action.payload.lang));
}

const loadVersion = load(fetchVersion, {
  loaded: (reply) => metaActions.versionLoaded(reply.version),
  failed: metaActions.versionLoadFailed,
});

export function* metaSaga() {
  yield takeLatest(metaActions.labelsRequested, loadLabels);
  yield takeLatest(metaActions.versionRequested, loadVersion);
  yield takeLatest(metaActions.fieldsMetaRequested, loadFieldsMeta);
  yield takeLatest(sessionStarted, onSessionStarted);
  yield takeLatest(uiLanguageChanged, onLanguageChanged);
}
