import { call, put, select, takeEvery, takeLatest } from 'redux-saga/effects';

import { monthKey, shiftMonth, type YearMonth } from '@/contract/month';

import { load, loadAgain, type Loaded } from '../load/load';
import { tabsActions } from '../tabs/tabs.slice';
import { fetchPlacementMonth, fetchPlacements } from './placements.api';
import { selectPlacementMonth } from './placements.selectors';
import { placementsActions, type PlacementMonthRef } from './placements.slice';

const keptMonthKey = (placementId: string, month: YearMonth) => `placementMonth/${placementId}/${monthKey(month)}`;

const loadPlacements = load(fetchPlacements, {
  loaded: placementsActions.placementsLoaded,
  failed: placementsActions.placementsLoadFailed,
  keep: () => 'placements',
});

type MonthRequested = ReturnType<typeof placementsActions.placementMonthRequested>;

const loadMonth = load(
  ({ payload: { placementId, year, month } }: MonthRequested) => fetchPlacementMonth(placementId, year, month),
  {
    loaded: placementsActions.placementOverviewReceived,
    failed: (error, { payload: { placementId, year, month } }) =>
      placementsActions.placementMonthLoadFailed({ placementId, year, month, error }),
    keep: ({ payload: { placementId, year, month } }) => keptMonthKey(placementId, { year, month }),
    // The next month's overview carries this one: offline, last month opens from this month's copy.
    keptWithin: ({ payload: { placementId, year, month } }) => [
      keptMonthKey(placementId, shiftMonth({ year, month }, 1)),
    ],
  },
);

/** The reducer marked the month loading unless it was loaded and not forced: then there is nothing to fetch. */
function* onMonthRequested(action: MonthRequested) {
  const { placementId, year, month } = action.payload;
  const entry: Loaded<unknown> = yield select(selectPlacementMonth, placementId, { year, month });
  if (entry.status === 'loading') yield call(loadMonth, action);
}

/**
 * Reads a month again after a save whose answer did not carry it (docs/decisions/056-a-save-is-its-status.md),
 * and waits until it is answered: the form that saved closes onto what the server now holds.
 */
export function* readMonthAgain(ref: PlacementMonthRef) {
  const { placementId, year, month } = ref;
  const key = monthKey({ year, month });
  yield call(
    loadAgain,
    placementsActions.placementMonthRequested({ ...ref, force: true }),
    (action) =>
      (placementsActions.placementOverviewReceived.match(action) &&
        action.payload.placement.id === placementId &&
        key in action.payload.months) ||
      (placementsActions.placementMonthLoadFailed.match(action) &&
        action.payload.placementId === placementId &&
        monthKey(action.payload) === key),
  );
}

/** Another window saved in a month (docs/decisions/008-tabs-agree.md): reload it if this window has it. */
function* onOtherWindowSaved({ payload: news }: ReturnType<typeof tabsActions.otherWindowSaved>) {
  if (news.what !== 'timeEntries' && news.what !== 'monthlyReport' && news.what !== 'billing') return;
  const { placementId, year, month } = news;
  const entry: Loaded<unknown> = yield select(selectPlacementMonth, placementId, { year, month });
  if (entry.data !== null)
    yield put(placementsActions.placementMonthRequested({ placementId, year, month, force: true }));
}

export function* placementsSaga() {
  yield takeLatest(placementsActions.placementsRequested, loadPlacements);
  // Months load side by side (the shown one and, on the dashboard, one per placement).
  yield takeEvery(placementsActions.placementMonthRequested, onMonthRequested);
  yield takeEvery(tabsActions.otherWindowSaved, onOtherWindowSaved);
}
