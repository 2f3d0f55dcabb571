import { call, select, takeEvery, takeLatest } from 'redux-saga/effects';

import { load, type Loaded } from '../load/load';
import { fetchPlacementMonth, fetchPlacements } from './placements.api';
import { selectPlacementMonth } from './placements.selectors';
import { placementsActions } from './placements.slice';

const loadPlacements = load(fetchPlacements, {
  loaded: placementsActions.placementsLoaded,
  failed: placementsActions.placementsLoadFailed,
});

type MonthRequested = ReturnType<typeof placementsActions.placementMonthRequested>;

const loadMonth = load(
  ({ payload: { placementId, year, month } }: MonthRequested) => fetchPlacementMonth(placementId, year, month),
  {
    loaded: placementsActions.placementOverviewReceived,
    failed: (error, { payload: { placementId, year, month } }) =>
      placementsActions.placementMonthLoadFailed({ placementId, year, month, error }),
  },
);

/** The reducer marked the month loading unless it was loaded and not forced: then there is nothing to fetch. */
function* onMonthRequested(action: MonthRequested) {
  const { placementId, year, month } = action.payload;
  const entry: Loaded<unknown> = yield select(selectPlacementMonth, placementId, { year, month });
  if (entry.status === 'loading') yield call(loadMonth, action);
}

export function* placementsSaga() {
  yield takeLatest(placementsActions.placementsRequested, loadPlacements);
  // Months load side by side (the shown one and, on the dashboard, one per placement).
  yield takeEvery(placementsActions.placementMonthRequested, onMonthRequested);
}
