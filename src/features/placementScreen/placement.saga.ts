import { call, put, select, takeLeading } from 'redux-saga/effects';

import { ApiError } from '@/api/errors';
import { isSavedMeanwhile } from '@/api/savedMeanwhile';
import { monthKey, type YearMonth } from '@/contract/month';
import {
  areEntriesLocked,
  hasReportDetails,
  REPORT_API_ERROR,
  type BillingVerifyResponse,
  type PlacementMonth,
  type PlacementOverview,
  type PlacementSummary,
} from '@/contract/placements';
import { canSaveTimeEntry, TIME_ENTRY_API_ERROR, timeEntryDateError } from '@/contract/timeEntries';
import type { Loaded } from '@/core/load/load';
import { saveTimeEntry } from '@/core/placements/placements.api';
import { readMonthAgain } from '@/core/placements/placements.saga';
import {
  selectPlacementCurrentMonth,
  selectPlacementDetails,
  selectPlacementMonth,
  selectPlacementSummary,
} from '@/core/placements/placements.selectors';
import { placementsActions, type PlacementDetails } from '@/core/placements/placements.slice';
import { submission } from '@/core/submission/submission';
import { KEPT_IN_OUTBOX, saveDayFromDialog } from '@/core/timeEntryOutbox/outbox.saga';
import { currentLang } from '@/lib/i18n';

import { saveBilling, saveMonthlyReport, verifyBilling } from './placement.api';
import { placementActions } from './placement.slice';
import type { FastEntryResult, SkipReason } from './placement.types';

/**
 * A time-tracking save stores the answer and reloads the month with force
 * (docs/decisions/023-placement-month-cache.md). Without a connection the day waits in the outbox on the device
 * and is sent later (docs/decisions/054-offline-data.md); saved online, the waiting copy the dialog opened on is
 * done with (docs/decisions/058-own-saves.md).
 */
function* timeEntryWorker(action: ReturnType<typeof placementActions.timeEntrySubmitted>) {
  const { placementId, year, month, entry, version, ownBefore, keptCopy } = action.payload;
  const reloadMonth = placementsActions.placementMonthRequested({ placementId, year, month, force: true });
  let overview: PlacementOverview | null | typeof KEPT_IN_OUTBOX;
  try {
    overview = yield call(saveDayFromDialog, { placementId, year, month, entry, version, ownBefore }, keptCopy);
  } catch (error) {
    // The day was saved meanwhile elsewhere: the month behind the dialog shows what the server holds now.
    if (isSavedMeanwhile(error)) yield put(reloadMonth);
    throw error;
  }
  if (overview === KEPT_IN_OUTBOX) return;
  if (overview) {
    yield put(placementsActions.placementOverviewReceived(overview));
    yield put(reloadMonth);
  } else {
    // Saved, but the answer did not carry the month: the dialog closes onto the month as the server holds it.
    yield call(readMonthAgain, { placementId, year, month });
  }
}

/** Why the server refused one entry of a batch, in the fast entry's words. */
function skipReasonOf(error: unknown): SkipReason {
  if (error instanceof ApiError && error.code === TIME_ENTRY_API_ERROR.MONTH_SUBMITTED) return 'submitted';
  if (isSavedMeanwhile(error)) return 'existsNow';
  if (error instanceof ApiError && error.status === 400) return 'rule';
  return 'failed';
}

/**
 * The fast entry: each proposed entry is checked and sent on its own, never over an
 * entry that exists, here or on the server (each is sent create-only, so a day saved meanwhile
 * elsewhere is kept and reported); the result names what was saved and what was skipped and why.
 * One forced reload of the month follows.
 */
function* fastEntryWorker(action: ReturnType<typeof placementActions.fastEntrySubmitted>) {
  const { placementId, year, month, entries } = action.payload;
  const monthEntry: Loaded<PlacementMonth> = yield select(selectPlacementMonth, placementId, { year, month });
  const details: PlacementDetails | undefined = yield select(selectPlacementDetails, placementId);
  const summary: PlacementSummary | undefined = yield select(selectPlacementSummary, placementId);
  const existing = new Set(monthEntry.data?.timeTracking.map((each) => each.date) ?? []);
  const locked = areEntriesLocked(monthEntry.data?.monthlyReport);
  const result: FastEntryResult = { saved: [], skipped: [] };
  for (const entry of entries) {
    const skip = (reason: SkipReason) => result.skipped.push({ date: entry.date, reason });
    if (existing.has(entry.date)) skip('exists');
    else if (locked) skip('submitted');
    else if (summary && timeEntryDateError(entry.date, year, month, summary)) skip('outsidePlacement');
    else if (details && !canSaveTimeEntry(entry, details.placement)) skip('rule');
    else {
      try {
        const overview: PlacementOverview | null = yield call(saveTimeEntry, placementId, { entry, month, year }, null);
        if (overview) yield put(placementsActions.placementOverviewReceived(overview));
        result.saved.push(entry.date);
      } catch (error) {
        skip(skipReasonOf(error));
      }
    }
  }
  if (result.saved.length > 0 || result.skipped.some((each) => each.reason === 'existsNow'))
    yield call(readMonthAgain, { placementId, year, month });
  return result;
}

/**
 * Save sets the saved flag (the answer replaces the month). Send first marks the month as
 * outdated (it stays on screen, loading), then posts, and the month is loaded again from the
 * server, locked (docs/decisions/023-placement-month-cache.md).
 */
/** Saves or sends the report; the outcome's data is the report's new version, the form's next base. */
function* monthlyReportWorker(action: ReturnType<typeof placementActions.monthlyReportSubmitted>) {
  const { placementId, year, month, report, send, version, confirmNoExpenses } = action.payload;
  const reloadMonth = placementsActions.placementMonthRequested({ placementId, year, month, force: true });
  if (send) yield put(placementsActions.placementMonthOutdated({ placementId, year, month }));
  const before: YearMonth | undefined = yield select(selectPlacementCurrentMonth, placementId);
  let overview: PlacementOverview | null;
  try {
    overview = yield call(
      saveMonthlyReport,
      placementId,
      { report, month, year, ...(send && confirmNoExpenses ? { expensesReport: true as const } : {}) },
      send,
      version,
      send ? action.meta.arg : null,
    );
  } catch (error) {
    // Saved meanwhile elsewhere, or locked: the month shows what the server holds now, and what was typed
    // stays (beside it in the form, or as the draft beside the locked report).
    const outdated =
      isSavedMeanwhile(error) || (error instanceof ApiError && error.code === REPORT_API_ERROR.REPORT_LOCKED);
    if (!send && outdated) yield put(reloadMonth);
    if (send) yield put(reloadMonth);
    throw error;
  }
  if (overview) {
    yield put(placementsActions.placementOverviewReceived(overview));
    // After a send, if the current month changed, the old month's copy is dropped
    // (docs/decisions/023-placement-month-cache.md); a month the answer carries is fresh and stays.
    const now = { year: overview.currentYear, month: overview.currentMonth };
    if (send && before && monthKey(before) !== monthKey(now) && !(monthKey(before) in overview.months))
      yield put(placementsActions.placementMonthDropped({ placementId, ...before }));
    if (send) yield put(reloadMonth);
  } else {
    // Saved, but the answer did not carry the month: the report's new version comes with the month read again.
    yield call(readMonthAgain, { placementId, year, month });
  }
  const months: Loaded<PlacementMonth> = yield select(selectPlacementMonth, placementId, { year, month });
  const saved = overview?.months[monthKey({ year, month })]?.monthlyReport ?? months.data?.monthlyReport;
  return saved && hasReportDetails(saved) ? (saved.version ?? '') : '';
}

function* billingVerifyWorker(action: ReturnType<typeof placementActions.billingVerifySubmitted>) {
  const { monthlyReportId } = action.payload;
  const result: BillingVerifyResponse = yield call(verifyBilling, monthlyReportId, currentLang(), action.meta.arg);
  yield put(placementActions.billingVerified({ monthlyReportId, result }));
  return result;
}

function* billingSaveWorker(action: ReturnType<typeof placementActions.billingSaveSubmitted>) {
  const { placementId, monthlyReportId, year, month, confirmNoExpenses, version } = action.payload;
  const { invoice, expensesReport } = action.meta.arg;
  let overview: PlacementOverview | null;
  try {
    overview = yield call(saveBilling, {
      placementId,
      monthlyReportId,
      year,
      month,
      invoice,
      expensesReport: expensesReport ?? (confirmNoExpenses ? true : null),
      version,
    });
  } catch (error) {
    // The report changed meanwhile elsewhere: the month shows it as it is now; the chosen files stay.
    if (isSavedMeanwhile(error)) {
      yield put(placementsActions.placementMonthRequested({ placementId, year, month, force: true }));
    }
    throw error;
  }
  if (overview) yield put(placementsActions.placementOverviewReceived(overview));
  // Saved, but the answer did not carry the month: the tab shows the month as the server holds it.
  else yield call(readMonthAgain, { placementId, year, month });
  yield put(placementActions.billingReset(monthlyReportId));
}

export function* placementSaga() {
  // One save at a time per kind; each form learns its outcome through core/submission
  // (docs/decisions/006-retries-and-single-submit.md).
  yield takeLeading(placementActions.timeEntrySubmitted, submission(timeEntryWorker));
  yield takeLeading(placementActions.fastEntrySubmitted, submission(fastEntryWorker));
  yield takeLeading(placementActions.monthlyReportSubmitted, submission(monthlyReportWorker));
  yield takeLeading(placementActions.billingVerifySubmitted, submission(billingVerifyWorker));
  yield takeLeading(placementActions.billingSaveSubmitted, submission(billingSaveWorker));
}
