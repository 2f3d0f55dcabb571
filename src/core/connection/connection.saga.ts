import { eventChannel, type EventChannel } from 'redux-saga';
import { call, delay, fork, put, select, take, takeEvery, takeLeading } from 'redux-saga/effects';

import { refreshSession } from '@/api/refresh';
import { getAccessToken, getRefreshToken } from '@/api/tokens';

import { dropOtherReleases, forgetCopiesOf, forgetStandIns, standInReruns } from '../load/keptCopies';
import { sessionEnded, sessionStarted } from '../session/session.events';
import { selectUserId } from '../session/session.selectors';
import { sessionBegan, sessionOver } from '../session/sessionTurn';
import { connectionActions } from './connection.slice';

function connectionEvents(): EventChannel<{ online: boolean }> {
  return eventChannel((emit) => {
    const online = () => emit({ online: true });
    const offline = () => emit({ online: false });
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
    };
  });
}

function* followConnection() {
  const events: EventChannel<{ online: boolean }> = yield call(connectionEvents);
  try {
    while (true) {
      const change: { online: boolean } = yield take(events);
      yield put(connectionActions.connectionChanged(change));
    }
  } finally {
    events.close();
  }
}

/** Back online: what was shown from the device loads again from the server (docs/decisions/054-offline-data.md). */
function* reloadKeptCopies({ payload }: ReturnType<typeof connectionActions.connectionChanged>) {
  const reruns = standInReruns();
  if (!payload.online || reruns.length === 0) return;
  // A session restored offline has no access token yet: its refresh first (shared with the session's own), so the
  // loads do not go out without one.
  if (getAccessToken() === null && getRefreshToken() !== null) {
    try {
      yield call(refreshSession);
    } catch {
      // No answer: the next return, or the retry, tries again. A refusal has ended the session.
      return;
    }
  }
  for (const rerun of reruns) yield fork(rerun);
}

/**
 * Time entries wait on the device (docs/decisions/054-offline-data.md): the outbox, which loads with the screens
 * that show placements, loads now, whatever the screen, and sends them.
 */
function* loadOutboxWhenSomethingWaits() {
  const userId: string | null = yield select(selectUserId);
  if (!userId) return;
  const waiting: boolean = yield call(hasWaitingTimeEntries, userId);
  if (waiting) yield call(() => import('../timeEntryOutbox/outbox.feature'));
}

async function hasWaitingTimeEntries(userId: string): Promise<boolean> {
  try {
    const { allOnDevice } = await import('@/lib/deviceStore');
    return (await allOnDevice('outbox', userId)).length > 0;
  } catch {
    return false;
  }
}

/** How long a window that shows kept copies waits before it asks the server again, while the browser thinks it is online. */
export const RETRY_KEPT_MS = 5_000;

/**
 * The browser may think it is online on a network that answers nothing (a hotel's, a train's): no `online` event
 * will come. While kept copies stand in and the browser says online, the window tries again now and then.
 */
function* retryWhileKept() {
  do {
    yield delay(RETRY_KEPT_MS);
    const browserOnline = typeof navigator === 'undefined' || navigator.onLine;
    if (browserOnline && standInReruns().length > 0) yield put(connectionActions.connectionChanged({ online: true }));
  } while (standInReruns().length > 0);
}

function* beginTurn({ payload: session }: ReturnType<typeof sessionStarted>) {
  if (sessionBegan(session.userId)) yield call(dropOtherReleases, session.userId);
}

/**
 * The session ended, whichever way (docs/decisions/054-offline-data.md): nothing of it is loaded again or kept any
 * longer, and the copies kept for reading offline go; the time entries not yet sent wait for the same user.
 */
function* forgetSessionsCopies() {
  forgetStandIns();
  const userId = sessionOver();
  yield put(connectionActions.allLiveAgain());
  if (userId) yield call(forgetCopiesOf, userId);
}

export function* connectionSaga() {
  yield fork(followConnection);
  yield takeEvery(connectionActions.connectionChanged, reloadKeptCopies);
  yield takeEvery(sessionStarted, beginTurn);
  yield takeEvery(sessionEnded, forgetSessionsCopies);
  yield takeLeading(connectionActions.keptCopyShown, retryWhileKept);
  yield takeLeading([sessionStarted.type, connectionActions.connectionChanged.type], loadOutboxWhenSomethingWaits);
}
