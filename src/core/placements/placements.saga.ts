import { call, put, takeLatest } from 'redux-saga/effects';

import { toSerializedError } from '@/api/errors';
import type { PlacementSummary } from '@/contract/placements';

import { fetchPlacements } from '../opportunitiesAndPlacements.api';
import { placementsActions } from './placements.slice';

function* loadPlacements() {
  try {
    const items: PlacementSummary[] = yield call(fetchPlacements);
    yield put(placementsActions.placementsLoaded(items));
  } catch (error) {
    yield put(placementsActions.placementsLoadFailed(toSerializedError(error)));
  }
}

export function* placementsSaga() {
  yield takeLatest(placementsActions.placementsRequested, loadPlacements);
}
