import { eventChannel, type EventChannel } from 'redux-saga';
import { call, fork, put, take, takeEvery } from 'redux-saga/effects';

import { forgetStandIns, standInReruns } from '../load/keptCopies';
import { sessionEnded } from '../session/session.events';
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
  if (!payload.online) return;
  for (const rerun of standInReruns()) yield fork(rerun);
}

function* forgetSessionsCopies() {
  forgetStandIns();
  yield put(connectionActions.allLiveAgain());
}

export function* connectionSaga() {
  yield fork(followConnection);
  yield takeEvery(connectionActions.connectionChanged, reloadKeptCopies);
  yield takeEvery(sessionEnded, forgetSessionsCopies);
}
