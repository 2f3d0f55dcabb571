import { takeLatest } from 'redux-saga/effects';

import { load } from '../load/load';
import { fetchOpportunities, fetchOpportunity } from './opportunities.api';
import { opportunitiesActions } from './opportunities.slice';

const loadOpportunities = load(fetchOpportunities, {
  loaded: opportunitiesActions.opportunitiesLoaded,
  failed: opportunitiesActions.opportunitiesLoadFailed,
});

const loadOpportunity = load(
  (action: ReturnType<typeof opportunitiesActions.opportunityRequested>) => fetchOpportunity(action.payload),
  {
    loaded: opportunitiesActions.opportunityLoaded,
    failed: (error, action) => opportunitiesActions.opportunityLoadFailed({ id: action.payload, error }),
  },
);

export function* opportunitiesSaga() {
  yield takeLatest(opportunitiesActions.opportunitiesRequested, loadOpportunities);
  yield takeLatest(opportunitiesActions.opportunityRequested, loadOpportunity);
}
