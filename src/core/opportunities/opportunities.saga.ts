import { call, put, select, takeEvery, takeLatest } from 'redux-saga/effects';

import { load, loadAgain, type Loaded } from '../load/load';
import { tabsActions } from '../tabs/tabs.slice';
import { fetchOpportunities, fetchOpportunity } from './opportunities.api';
import { opportunitiesActions, type OpportunitiesState } from './opportunities.slice';

const loadOpportunities = load(fetchOpportunities, {
  loaded: opportunitiesActions.opportunitiesLoaded,
  failed: opportunitiesActions.opportunitiesLoadFailed,
  keep: () => 'opportunities',
});

const loadOpportunity = load(
  (action: ReturnType<typeof opportunitiesActions.opportunityRequested>) => fetchOpportunity(action.payload),
  {
    loaded: opportunitiesActions.opportunityLoaded,
    failed: (error, action) => opportunitiesActions.opportunityLoadFailed({ id: action.payload, error }),
    keep: (action) => `opportunity/${action.payload}`,
  },
);

/**
 * Reads an opportunity again after an answer whose reply did not carry it (docs/decisions/056-a-save-is-its-status.md),
 * and waits until it is answered: the dialog and the list then show where it stands.
 */
export function* readOpportunityAgain(id: string) {
  yield call(
    loadAgain,
    opportunitiesActions.opportunityRequested(id),
    (answer) =>
      (opportunitiesActions.opportunityLoaded.match(answer) && answer.payload.id === id) ||
      (opportunitiesActions.opportunityLoadFailed.match(answer) && answer.payload.id === id),
  );
}

type OpportunitiesRoot = { opportunities: OpportunitiesState };

/** Another window answered an opportunity (docs/decisions/008-tabs-agree.md): the list and its details reload if shown here. */
function* onOtherWindowSaved({ payload: news }: ReturnType<typeof tabsActions.otherWindowSaved>) {
  if (news.what !== 'opportunity') return;
  const list: Loaded<unknown> = yield select((state: OpportunitiesRoot) => state.opportunities.list);
  if (list.data !== null) yield put(opportunitiesActions.opportunitiesRequested());
  const details: Loaded<unknown> | undefined = yield select(
    (state: OpportunitiesRoot) => state.opportunities.details[news.id],
  );
  if (details?.data) yield put(opportunitiesActions.opportunityRequested(news.id));
}

export function* opportunitiesSaga() {
  yield takeLatest(opportunitiesActions.opportunitiesRequested, loadOpportunities);
  yield takeLatest(opportunitiesActions.opportunityRequested, loadOpportunity);
  yield takeEvery(tabsActions.otherWindowSaved, onOtherWindowSaved);
}
