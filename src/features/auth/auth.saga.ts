import type { Action } from '@reduxjs/toolkit';
import { eventChannel, type EventChannel } from 'redux-saga';
import { call, put, race, select, spawn, take, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import * as v from 'valibot';

import { onSessionRefreshed, refreshSession, restoreAtStart } from '@/api/client';
import { isConnectionError, rejectsSession, toSerializedError } from '@/api/errors';
import { readAnswer } from '@/api/readAnswer';
import { clearTokens, getRefreshToken, keepSessionInfo, keptSessionInfo, setTokens } from '@/api/tokens';
import { SESSION_PATHS, type LoginResponse, type RefreshTokenResponse, type SessionInfo } from '@/contract/session';
import { loginResponseSchema, sessionInfoSchema } from '@/contract/session.answers';
import { connectionActions } from '@/core/connection/connection.slice';
import { errorBannerShown } from '@/core/feedback/feedback.slice';
import {
  accountDeletionAccepted,
  logoutRequested,
  sessionEnded,
  sessionStarted,
  uiLanguageChanged,
} from '@/core/session/session.events';
import { selectSession } from '@/core/session/session.selectors';
import { clearDrafts, keepOnlyDraftsOf } from '@/lib/drafts';
import { langOf } from '@/lib/languages';
import { clearLastActive, idleTimedOut, readLastActive, touchLastActive } from '@/lib/lastActive';

import { login, revokeSession } from './auth.api';
import { authActions } from './auth.slice';

function sessionOf({
  accessToken: _a,
  refreshToken: _r,
  ...session
}: LoginResponse | RefreshTokenResponse): SessionInfo {
  return session;
}

function* loginWorker(action: ReturnType<typeof authActions.loginSubmitted>) {
  try {
    const reply: LoginResponse = yield call(login, {
      username: action.payload.username.trim(),
      password: action.payload.password,
    });
    setTokens(reply);
    touchLastActive();
    const session = sessionOf(reply);
    // The login stores the communication language; the UI follows it.
    yield put(uiLanguageChanged({ lang: langOf(session.communicationLanguage) }));
    yield put(sessionStarted(session));
  } catch (error) {
    yield put(authActions.loginFailed(toSerializedError(error)));
  }
}

/**
 * Start-up (docs/decisions/007-tokens.md and 009-idle-timeout.md): a stored last-active time older than the
 * idle time-out logs out before any API call; otherwise a stored refresh token is exchanged once before any
 * protected screen renders.
 */
export function* bootstrapWorker() {
  if (getRefreshToken() && idleTimedOut()) {
    // The session ends on the server too: its refresh token, left on the device, must open nothing.
    yield call(dropAndRevokeTokens);
    clearLastActive();
    yield put(sessionEnded({ reason: 'idle' }));
    return;
  }
  yield call(restoreSession, restoreAtStart);
  yield put(authActions.bootstrapFinished());
}

/** `refresh`: the start's one refresh, or a new one when the user asks to try again. */
function* restoreSession(refresh: () => Promise<RefreshTokenResponse>) {
  if (!getRefreshToken()) return;
  try {
    const reply: RefreshTokenResponse = yield call(refresh);
    // The refresh is sent with `fetch`, before the schemas load: its answer is read here, where it meets the store.
    const session = sessionOf(readAnswer(loginResponseSchema, reply, SESSION_PATHS.refreshToken.build()));
    if (readLastActive() === null) touchLastActive();
    yield put(sessionStarted(session));
  } catch (error) {
    // A rejected session was already ended by the client. Without a connection the kept session info starts
    // the session (docs/decisions/054-offline-data.md); any other failure is reported and keeps the stored
    // session for the next start.
    if (rejectsSession(error)) return;
    const kept = isConnectionError(error) ? keptSession() : null;
    if (kept) {
      if (readLastActive() === null) touchLastActive();
      yield put(sessionStarted(kept));
      yield put(authActions.sessionRestoredOffline());
      return;
    }
    yield put(errorBannerShown(toSerializedError(error)));
  }
}

function keptSession(): SessionInfo | null {
  const read = v.safeParse(sessionInfoSchema, keptSessionInfo());
  return read.success ? read.output : null;
}

const cameOnline = (action: Action) => connectionActions.connectionChanged.match(action) && action.payload.online;

function refreshedChannel(): EventChannel<RefreshTokenResponse> {
  return eventChannel((emit) => onSessionRefreshed(emit));
}

/**
 * A session restored without a connection has no access token (docs/decisions/054-offline-data.md). When the
 * connection returns it is refreshed; a refresh that a request's 401 sent meanwhile does as well. The fresh
 * reply starts the session again (the role or the agreement may have changed). A refusal ends the session in
 * the client (onSessionExpired); a refresh that got no answer waits for the next return of the connection.
 */
function* refreshWhenOnline() {
  const refreshed: EventChannel<RefreshTokenResponse> = yield call(refreshedChannel);
  try {
    while (true) {
      const next: { online?: Action; fresh?: RefreshTokenResponse; ended?: Action } = yield race({
        online: take(cameOnline),
        fresh: take(refreshed),
        ended: take(sessionEnded),
      });
      if (next.ended) return;
      let reply = next.fresh;
      if (!reply) {
        try {
          reply = (yield call(refreshSession)) as RefreshTokenResponse;
        } catch (error) {
          if (rejectsSession(error)) return;
          continue;
        }
      }
      try {
        const session = sessionOf(readAnswer(loginResponseSchema, reply, SESSION_PATHS.refreshToken.build()));
        yield put(sessionStarted(session));
      } catch (error) {
        yield put(errorBannerShown(toSerializedError(error)));
      }
      return;
    }
  } finally {
    refreshed.close();
  }
}

/** The server is told in the background; whatever it answers, or if it cannot be reached, nobody waits for it. */
function* revokeQuietly(refreshToken: string) {
  try {
    yield call(revokeSession, refreshToken);
  } catch {
    // Best-effort (docs/decisions/034-logout-revokes.md): the tokens are gone here already.
  }
}

/**
 * Drops the tokens here at once and revokes the session on the server, best-effort (docs/decisions/034-logout-revokes.md):
 * for a logout of this tab's own, never for one that follows another tab or a refused refresh.
 */
export function* dropAndRevokeTokens() {
  const refreshToken = getRefreshToken();
  clearTokens();
  // spawn: detached, so the session's end (which cancels the idle watch) never cancels the call.
  if (refreshToken) yield spawn(revokeQuietly, refreshToken);
}

/** IndexedDB's code loads when it is needed, not with the first page. */
const deviceStore = () => import('@/lib/deviceStore');

/**
 * An explicit logout clears tokens, the last-active time, the user's drafts (docs/decisions/010-drafts.md) and
 * what the device keeps of the user (docs/decisions/054-offline-data.md), and ends the session on the server
 * (docs/decisions/034-logout-revokes.md).
 */
function* logoutWorker() {
  yield call(forgetUserOnDevice);
  yield put(sessionEnded({ reason: 'logout' }));
}

/** The tokens (revoked), the last-active time, the drafts and the device's data of the signed-in user go. */
function* forgetUserOnDevice() {
  const session: SessionInfo | null = yield select(selectSession);
  yield call(dropAndRevokeTokens);
  clearLastActive();
  if (session) {
    clearDrafts(session.userId);
    try {
      const { forgetDeviceDataOf }: Awaited<ReturnType<typeof deviceStore>> = yield call(deviceStore);
      yield call(forgetDeviceDataOf, session.userId);
    } catch {
      // No IndexedDB (a private window), or its code could not be loaded: the logout goes on.
    }
  }
}

/**
 * Someone is signed in in this tab (a login, or a kept session restored): the drafts and the device's data of
 * anyone else go, another user's left by an idle logout and the anonymous registration's
 * (docs/decisions/039-drafts-change-hands.md, 054-offline-data.md). The session info is kept beside the refresh
 * token for a start without a connection.
 */
function* keepOnlyDataOfSignedIn({ payload: session }: ReturnType<typeof sessionStarted>) {
  keepOnlyDraftsOf(session.userId);
  keepSessionInfo(session);
  try {
    const { keepOnlyKeptCopiesOf }: Awaited<ReturnType<typeof deviceStore>> = yield call(deviceStore);
    yield call(keepOnlyKeptCopiesOf, session.userId);
  } catch {
    // No IndexedDB: nothing was kept there either.
  }
}

/** A refresh failed: the client already dropped the tokens. Drafts stay (docs/decisions/010-drafts.md). */
function* sessionExpiredWorker() {
  const session: SessionInfo | null = yield select(selectSession);
  clearLastActive();
  if (session) yield put(sessionEnded({ reason: 'expired' }));
}

export function* authSaga() {
  yield takeLeading(authActions.appStarted, bootstrapWorker);
  yield takeLeading(authActions.loginSubmitted, loginWorker);
  yield takeLeading(logoutRequested, logoutWorker);
  // The deletion's confirmation stays on screen; the device keeps nothing of the manager from now on.
  yield takeLeading(accountDeletionAccepted, forgetUserOnDevice);
  yield takeLeading(authActions.sessionExpired, sessionExpiredWorker);
  yield takeLeading(authActions.sessionRestoreRequested, restoreSession, refreshSession);
  yield takeLatest(authActions.sessionRestoredOffline, refreshWhenOnline);
  yield takeEvery(sessionStarted, keepOnlyDataOfSignedIn);
}
