import { buffers, eventChannel, type EventChannel, type Saga } from 'redux-saga';
import { all, call, fork, take } from 'redux-saga/effects';

import { connectionSaga } from '@/core/connection/connection.saga';
import { languageSaga } from '@/core/language.saga';
import { onFeatureRegistered, type LazyFeature } from '@/core/lazyFeatures';
import { metaSaga } from '@/core/meta/meta.saga';
import { profileSaga } from '@/core/profile/profile.saga';
import { tabNewsSaga } from '@/core/tabs/tabs.saga';
import { agreementSaga } from '@/features/agreement/agreement.saga';
import { idleSaga } from '@/features/auth/auth.idle.saga';
import { authSaga } from '@/features/auth/auth.saga';
import { tabsSaga } from '@/features/auth/auth.tabs.saga';
import { passwordSaga } from '@/features/password/password.saga';

const sagas = [
  languageSaga,
  metaSaga,
  authSaga,
  idleSaga,
  tabsSaga,
  passwordSaga,
  agreementSaga,
  profileSaga,
  tabNewsSaga,
  connectionSaga,
];

/** Each domain saga runs on its own: one that crashes is logged and restarted, the rest go on. */
function keepAlive(saga: Saga) {
  return function* keptAlive() {
    while (true) {
      try {
        yield call(saga);
        break;
      } catch (error) {
        console.error(`${saga.name} crashed and is restarted`, error);
      }
    }
  };
}

/** The sagas of features that load with their screens (core/lazyFeatures.ts). */
function* lazyFeatureSagas() {
  const registrations: EventChannel<LazyFeature> = eventChannel(
    (emit) => onFeatureRegistered((feature) => emit(feature)),
    buffers.expanding<LazyFeature>(),
  );
  try {
    while (true) {
      const feature: LazyFeature = yield take(registrations);
      yield fork(keepAlive(feature.saga));
    }
  } finally {
    registrations.close();
  }
}

/** The sagas are forked, not spawned, so that cancelling the root task stops them all. */
export function* rootSaga() {
  yield all([...sagas.map((saga) => fork(keepAlive(saga))), fork(lazyFeatureSagas)]);
}
