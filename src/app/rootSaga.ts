import { all, call, fork } from 'redux-saga/effects';
import { languageSaga } from '@/core/language.saga';
import { metaSaga } from '@/core/meta/meta.saga';
import { accountSaga } from '@/features/account/account.saga';
import { agreementSaga } from '@/features/agreement/agreement.saga';
import { authSaga } from '@/features/auth/auth.saga';
import { idleSaga } from '@/features/auth/auth.idle.saga';
import { tabsSaga } from '@/features/auth/auth.tabs.saga';
import { documentsSaga } from '@/features/documents/documents.saga';
import { notificationSettingsSaga } from '@/features/notificationSettings/notificationSettings.saga';
import { passwordSaga } from '@/features/password/password.saga';
import { registrationSaga } from '@/features/registration/registration.saga';
import { profileSaga } from '@/core/profile/profile.saga';

const sagas = [
  languageSaga,
  metaSaga,
  authSaga,
  idleSaga,
  tabsSaga,
  passwordSaga,
  agreementSaga,
  profileSaga,
  registrationSaga,
  accountSaga,
  documentsSaga,
  notificationSettingsSaga,
];

/**
 * Each domain saga runs on its own: one that crashes is logged and restarted, the rest go on.
 * They are forked, not spawned, so that cancelling the root task stops them all.
 */
export function* rootSaga() {
  yield all(
    sagas.map((saga) =>
      fork(function* keepAlive() {
        while (true) {
          try {
            yield call(saga);
            break;
          } catch (error) {
            console.error(`${saga.name} crashed and is restarted`, error);
          }
        }
      }),
    ),
  );
}
