import { eventChannel, type EventChannel } from 'redux-saga';
import { call, delay, fork, put, race, select, take, takeEvery, takeLeading } from 'redux-saga/effects';

import { isSavedMeanwhile } from '@/api/savedMeanwhile';
import type { PlacementOverview } from '@/contract/placements';
import { sessionEnded, sessionStarted } from '@/core/session/session.events';
import { selectUserId } from '@/core/session/session.selectors';
import { currentSessionTurn, isCurrentTurn } from '@/core/session/sessionTurn';
import { tabsActions } from '@/core/tabs/tabs.slice';

import { connectionActions } from '../connection/connection.slice';
import { placementsActions } from '../placements/placements.slice';
import { deleteOutboxEntry, readOutbox, sendRound, type RoundResult } from './outbox.device';
import { selectOutbox } from './outbox.selectors';
import { outboxActions } from './outbox.slice';
import { retryDelayMs, sendingOrder, type DaySave, type OutboxEntry } from './outboxRules';
import { saveDay, saveOwnDay, type DaySaveOutcome } from './saveDay';

/** The signed-in user's outbox, from the device. */
function* readForSession() {
  const userId: string | null = yield select(selectUserId);
  const entries: OutboxEntry[] = userId ? yield call(readOutbox, userId) : [];
  yield put(outboxActions.outboxRead(entries));
}

/** A round: what waits is sent in order; the months it saved in show the server's answer. */
function* sendWaiting() {
  const userId: string | null = yield select(selectUserId);
  const waiting: OutboxEntry[] = yield select(selectOutbox);
  if (!userId || waiting.length === 0) return;
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return;
  const turn = currentSessionTurn();
  const results: RoundResult<PlacementOverview | null>[] = yield call(
    sendRound<PlacementOverview | null>,
    userId,
    saveOwnDay,
    () => isCurrentTurn(turn),
  );
  for (const { item, outcome, answer } of results) {
    const { placementId, year, month } = item;
    if (outcome === 'sent' && answer) yield put(placementsActions.placementOverviewReceived(answer));
    // A refusal says the month changed on the server (submitted, or the day saved elsewhere), and a save whose
    // answer carried no month (docs/decisions/056-a-save-is-its-status.md) leaves it unknown: show it as it is now.
    else if (outcome === 'refused' || outcome === 'sent') {
      yield put(placementsActions.placementMonthRequested({ placementId, year, month, force: true }));
    }
  }
  yield call(readForSession);
}

/** Session start: this user's outbox, and a round when something waits. */
function* onSessionStarted() {
  yield call(readForSession);
  yield call(sendWaiting);
}

function* onConnectionChanged({ payload }: ReturnType<typeof connectionActions.connectionChanged>) {
  if (payload.online) yield call(sendWaiting);
}

function* discard({ payload: day }: ReturnType<typeof outboxActions.discardRequested>) {
  const userId: string | null = yield select(selectUserId);
  if (userId) yield call(deleteOutboxEntry, userId, day);
  yield put(outboxActions.entryGone(day));
}

/** Another window saved in a month: it may have sent or kept entries of this device's outbox. */
function* onOtherWindowSaved({ payload: news }: ReturnType<typeof tabsActions.otherWindowSaved>) {
  if (news.what === 'timeEntries') yield call(readForSession);
}

/**
 * What waits is tried again on its own, also while the browser says it is online (a train's or a hotel's network
 * answers nothing and fires no event): soon after a save, then less often the longer nothing answers.
 */
function* retryWhileWaiting() {
  let attempt = 0;
  for (;;) {
    const waiting: OutboxEntry[] = yield select(selectOutbox);
    if (sendingOrder(waiting).length === 0) {
      attempt = 0;
      yield take([outboxActions.entryKept, outboxActions.outboxRead]);
      continue;
    }
    const { saved } = yield race({ due: delay(retryDelayMs(attempt)), saved: take(outboxActions.entryKept) });
    if (saved) {
      attempt = 0;
      continue;
    }
    attempt += 1;
    yield put(outboxActions.sendRequested());
  }
}

export function* outboxSaga() {
  // The outbox loads with the first screen that shows placements, or at a start with something waiting.
  yield fork(onSessionStarted);
  yield fork(followWorkerMessages);
  yield fork(retryWhileWaiting);
  yield takeLeading(outboxActions.sendRequested, sendWaiting);
  yield takeLeading(connectionActions.connectionChanged, onConnectionChanged);
  yield takeLeading(sessionStarted, onSessionStarted);
  yield takeEvery(sessionEnded, function* () {
    yield put(outboxActions.outboxRead([]));
  });
  yield takeEvery(outboxActions.discardRequested, discard);
  yield takeEvery(tabsActions.otherWindowSaved, onOtherWindowSaved);
}

/** What `saveDayFromDialog` returns when the day waits in the outbox. */
export const KEPT_IN_OUTBOX = 'kept';

/**
 * A day's save from its dialog, which opened on the waiting copy `keptCopy` (null: on none): the server's answer
 * (null when it carried no month), or KEPT_IN_OUTBOX when the day waits on the device to be sent. A refusal
 * throws, so the dialog keeps what was typed.
 */
export function* saveDayFromDialog(save: Omit<DaySave, 'savedAt'>, keptCopy: string | null) {
  const userId: string | null = yield select(selectUserId);
  if (!userId) throw new Error('No session to save the day for');
  let outcome: DaySaveOutcome;
  try {
    outcome = yield call(saveDay, userId, save, keptCopy);
  } catch (error) {
    // Refused as saved meanwhile, maybe by another window's copy on this device: the dialog shows what waits now.
    if (isSavedMeanwhile(error)) yield call(readForSession);
    throw error;
  }
  if ('kept' in outcome) {
    yield put(outboxActions.entryKept(outcome.kept));
    yield call(askToKeepStorage);
    yield call(askForBackgroundSync);
    return KEPT_IN_OUTBOX;
  }
  if (keptCopy !== null) yield call(readForSession);
  return outcome.saved;
}

/** The tag the page registers and the message the worker's `sync` handler sends back (public/outbox-sync.js). */
export const BACKGROUND_SYNC_TAG = 'time-entry-outbox';
const SEND_OUTBOX_MESSAGE = 'send-time-entry-outbox';

function workerMessages(): EventChannel<true> {
  return eventChannel((emit) => {
    const container = typeof navigator !== 'undefined' ? navigator.serviceWorker : undefined;
    const onMessage = (event: MessageEvent) => {
      if ((event.data as { type?: unknown } | null)?.type === SEND_OUTBOX_MESSAGE) emit(true);
    };
    container?.addEventListener('message', onMessage);
    return () => container?.removeEventListener('message', onMessage);
  });
}

/** The worker's Background Sync: the connection is back, and the worker (which holds no token) asks the page to send. */
function* followWorkerMessages() {
  const messages: EventChannel<true> = yield call(workerMessages);
  try {
    while (true) {
      yield take(messages);
      yield put(outboxActions.sendRequested());
    }
  } finally {
    messages.close();
  }
}

/**
 * Unsent work is on the device: the browser is asked not to evict the site's storage under pressure (Chromium
 * decides by itself, without asking the manager; Firefox asks once).
 */
async function askToKeepStorage(): Promise<void> {
  try {
    if (!(await navigator.storage?.persisted?.())) await navigator.storage?.persist?.();
  } catch {
    // Not offered here: the outbox is kept all the same, only without the promise.
  }
}

/** Where the browser has Background Sync, the worker wakes the page when the connection returns. */
async function askForBackgroundSync(): Promise<void> {
  try {
    const registration = await navigator.serviceWorker?.getRegistration();
    const sync = (
      registration as (ServiceWorkerRegistration & { sync?: { register: (tag: string) => Promise<void> } }) | undefined
    )?.sync;
    await sync?.register(BACKGROUND_SYNC_TAG);
  } catch {
    // No worker or no permission: the outbox is sent when the page regains the network or at the next start.
  }
}
