import { eventChannel } from 'redux-saga';
import { put, select, take } from 'redux-saga/effects';

import { clearTokens } from '@/api/tokens';
import { sessionEnded, uiLanguageChanged } from '@/core/session/session.events';
import { selectIsSignedIn } from '@/core/session/session.selectors';
import { langOf, parseLanguageCode } from '@/lib/languages';
import { LOCAL_KEYS } from '@/lib/storageKeys';

import { authActions } from './auth.slice';

/**
 * Tabs of one browser agree (docs/decisions/008-tabs-agree.md). A removed refresh token means another tab logged
 * out; a new one while signed out means another tab signed in; the language follows.
 */
export function* tabsSaga() {
  const storage = eventChannel<StorageEvent>((emit) => {
    window.addEventListener('storage', emit);
    return () => window.removeEventListener('storage', emit);
  });
  try {
    while (true) {
      const event: StorageEvent = yield take(storage);
      const signedIn: boolean = yield select(selectIsSignedIn);
      if (event.key === null || event.key === LOCAL_KEYS.refreshToken) {
        if (!event.newValue && signedIn) {
          clearTokens();
          yield put(sessionEnded({ reason: 'otherTab' }));
        } else if (event.newValue && !signedIn) {
          yield put(authActions.sessionRestoreRequested());
        }
      } else if (event.key === LOCAL_KEYS.language && event.newValue) {
        yield put(uiLanguageChanged({ lang: langOf(parseLanguageCode(event.newValue)), fromOtherTab: true }));
      }
    }
  } finally {
    storage.close();
  }
}
