import { all, call, put, takeLatest, takeLeading } from 'redux-saga/effects';

import { toSerializedError } from '@/api/errors';
import type { NewsItem, Offer, OpportunitySummary } from '@/contract/opportunities';
import {
  isActivePlacement,
  isReportedViaPortal,
  type PlacementOverview,
  type PlacementSummary,
} from '@/contract/placements';
import type { Resume } from '@/contract/resume';
import { fetchOpportunities, fetchPlacementMonth, fetchPlacements } from '@/core/opportunitiesAndPlacements.api';
import { profileActions } from '@/core/profile/profile.slice';
import { submission } from '@/core/submission/submission';

import { fetchNewsAndEvents, fetchOffers, markResumeCompleted } from './dashboard.api';
import { dashboardActions } from './dashboard.slice';

/** This month of a placement reported via the portal, and with it the month before (contract): the calendar and the 'to do' panel read them. */
function* loadMonth(placement: PlacementSummary, today: Date) {
  try {
    const overview: PlacementOverview = yield call(
      fetchPlacementMonth,
      placement.id,
      today.getFullYear(),
      today.getMonth() + 1,
    );
    yield put(dashboardActions.monthLoaded(overview));
  } catch {
    // The calendar says the month did not load; its 'to do' items stay out (the placement screen says why).
    yield put(dashboardActions.monthLoadFailed(placement.id));
  }
}

function* loadPlacements() {
  try {
    const placements: PlacementSummary[] = yield call(fetchPlacements);
    yield put(dashboardActions.placementsLoaded(placements));
    const today = new Date();
    yield all(
      placements
        .filter((each) => isReportedViaPortal(each) && isActivePlacement(each))
        .map((each) => call(loadMonth, each, today)),
    );
  } catch (error) {
    yield put(dashboardActions.placementsLoadFailed(toSerializedError(error)));
  }
}

function* loadOpportunities() {
  try {
    const items: OpportunitySummary[] = yield call(fetchOpportunities);
    yield put(dashboardActions.opportunitiesLoaded(items));
  } catch (error) {
    yield put(dashboardActions.opportunitiesLoadFailed(toSerializedError(error)));
  }
}

function* loadOffers() {
  try {
    const items: Offer[] = yield call(fetchOffers);
    yield put(dashboardActions.offersLoaded(items));
  } catch (error) {
    yield put(dashboardActions.offersLoadFailed(toSerializedError(error)));
  }
}

function* loadNews() {
  try {
    const items: NewsItem[] = yield call(fetchNewsAndEvents);
    yield put(dashboardActions.newsLoaded(items));
  } catch (error) {
    yield put(dashboardActions.newsLoadFailed(toSerializedError(error)));
  }
}

function* loadDashboard() {
  yield all([call(loadPlacements), call(loadOpportunities), call(loadOffers), call(loadNews)]);
}

function* markCompleted() {
  const resume: Resume = yield call(markResumeCompleted);
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
  yield takeLatest(dashboardActions.dashboardOpened, loadDashboard);
  yield takeLeading(dashboardActions.resumeCompletionSubmitted, submission(markCompleted));
}
