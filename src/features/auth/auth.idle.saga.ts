import { eventChannel, type EventChannel, type Task } from 'redux-saga';
import { call, cancel, fork, put, select, take, takeEvery } from 'redux-saga/effects';

import { sessionEnded, sessionStarted } from '@/core/session/session.events';
import { clearLastActive, readLastActive, touchLastActive } from '@/lib/lastActive';

import { dropAndRevokeTokens } from './auth.saga';
import { selectIdleSecondsLeft } from './auth.selectors';
import { authActions } from './auth.slice';
import { ACTIVITY_EVENTS, IDLE_CHECK_INTERVAL_MS, IDLE_TIMEOUT_MS, IDLE_WARNING_MS } from './auth.types';

function activityChannel(): EventChannel<true> {
  return eventChannel((emit) => {
    let lastWrite = 0;
    const onActivity = () => {
      const now = Date.now();
      // One write a second is enough for a check that runs every second.
      if (now - lastWrite >= IDLE_CHECK_INTERVAL_MS) {
        lastWrite = now;
        emit(true);
      }
    };
    ACTIVITY_EVENTS.forEach((name) => window.addEventListener(name, onActivity, { capture: true, passive: true }));
    return () => ACTIVITY_EVENTS.forEach((name) => window.removeEventListener(name, onActivity, { capture: true }));
  });
}

function tickChannel(): EventChannel<number> {
  return eventChannel((emit) => {
    const id = setInterval(() => emit(Date.now()), IDLE_CHECK_INTERVAL_MS);
    return () => clearInterval(id);
  });
}

function* recordActivity() {
  touchLastActive();
  const shown: number | null = yield select(selectIdleSecondsLeft);
  if (shown !== null) yield put(authActions.activityRecorded());
}

/**
 * Compares the clock with the stored last-active time every second, so a sleeping laptop or a
 * throttled background tab still times out; input in any tab counts (docs/decisions/009-idle-timeout.md).
 */
function* watchIdle() {
  if (readLastActive() === null) touchLastActive();
  const activity = activityChannel();
  const ticks = tickChannel();
  try {
    yield takeEvery(activity, recordActivity);
    yield takeEvery(authActions.activityRecorded, () => touchLastActive());
    while (true) {
      const now: number = yield take(ticks);
      const lastActive = readLastActive();
      if (lastActive === null) continue; // another tab is logging out; its storage event ends this session
      const idleFor = now - lastActive;
      if (idleFor >= IDLE_TIMEOUT_MS) {
        // The session is over: the server forgets it too; the drafts stay (docs/decisions/034-logout-revokes.md).
        yield call(dropAndRevokeTokens);
        clearLastActive();
        yield put(sessionEnded({ reason: 'idle' }));
        return;
      }
      const left = IDLE_TIMEOUT_MS - idleFor;
      const seconds = left <= IDLE_WARNING_MS ? Math.ceil(left / 1000) : null;
      const shown: number | null = yield select(selectIdleSecondsLeft);
      if (seconds !== shown) yield put(authActions.idleWarningTicked(seconds));
    }
  } finally {
    activity.close();
    ticks.close();
  }
}

export function* idleSaga() {
  while (true) {
    yield take(sessionStarted);
    const task: Task = yield fork(watchIdle);
    yield take(sessionEnded);
    yield cancel(task);
  }
}
