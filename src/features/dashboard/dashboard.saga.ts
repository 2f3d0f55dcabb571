import { call, put, take, takeLatest, takeLeading } from 'redux-saga/effects';

import { monthOf } from '@/contract/month';
import { logsTimeNow } from '@/contract/placements';
import type { Resume } from '@/contract/resume';
import { load } from '@/core/load/load';
import { opportunitiesActions } from '@/core/opportunities/opportunities.slice';
import { placementsActions } from '@/core/placements/placements.slice';
import { readProfileAgain } from '@/core/profile/profile.saga';
import { profileActions } from '@/core/profile/profile.slice';
import { submission } from '@/core/submission/submission';

import { fetchNewsAndEvents, fetchOffers, markResumeCompleted } from './dashboard.api';
import { dashboardActions } from './dashboard.slice';

const loadOffers = load(fetchOffers, {
  loaded: dashboardActions.offersLoaded,
  failed: dashboardActions.offersLoadFailed,
  keep: () => 'offers',
});

const loadNews = load(fetchNewsAndEvents, {
  loaded: dashboardActions.newsLoaded,
  failed: dashboardActions.newsLoadFailed,
});

type PlacementsOutcome = ReturnType<
  typeof placementsActions.placementsLoaded | typeof placementsActions.placementsLoadFailed
>;

/**
 * The placements, then this month of each current one reported via the portal (its overview
 * carries the month before too): the calendar and the 'to do' panel read them. The months load
 * again even when loaded, as everything on the dashboard does when it opens.
 */
function* loadPlacementMonths() {
  yield put(placementsActions.placementsRequested());
  const outcome: PlacementsOutcome = yield take([
    placementsActions.placementsLoaded,
    placementsActions.placementsLoadFailed,
  ]);
  if (!placementsActions.placementsLoaded.match(outcome)) return;
  const month = monthOf(new Date());
  for (const placement of outcome.payload.filter(logsTimeNow)) {
    yield put(placementsActions.placementMonthRequested({ placementId: placement.id, ...month, force: true }));
  }
}

function* openDashboard() {
  yield put(opportunitiesActions.opportunitiesRequested());
  yield put(dashboardActions.offersRequested());
  yield put(dashboardActions.newsRequested());
  yield call(loadPlacementMonths);
}

function* markCompleted() {
  const resume: Resume | null = yield call(markResumeCompleted);
  // Marked, but the answer did not carry the CV: the profile, which says whether the CV is complete, is read again.
  if (!resume) {
    yield call(readProfileAgain);
    return;
  }
  yield put(
    profileActions.cvSaved({
      personalDetails: resume.personalDetails,
      lastModified: resume.lastModified,
      completionPercent: resume.completionPercent,
      availabilityUpdatedAt: resume.availabilityUpdatedAt,
    }),
  );
}

export function* dashboardSaga() {
  yield takeLatest(dashboardActions.dashboardOpened, openDashboard);
  yield takeLatest(dashboardActions.offersRequested, loadOffers);
  yield takeLatest(dashboardActions.newsRequested, loadNews);
  yield takeLeading(dashboardActions.resumeCompletionSubmitted, submission(markCompleted));
}
