import { call, put, select, spawn, takeEvery, takeLeading } from 'redux-saga/effects';

import { refreshSession, restoreAtStart } from '@/api/client';
import { rejectsSession, toSerializedError } from '@/api/errors';
import { readAnswer } from '@/api/readAnswer';
import { clearTokens, getRefreshToken, setTokens } from '@/api/tokens';
import { SESSION_PATHS, type LoginResponse, type RefreshTokenResponse, type SessionInfo } from '@/contract/session';
import { loginResponseSchema } from '@/contract/session.answers';
import { errorBannerShown } from '@/core/feedback/feedback.slice';
import { logoutRequested, sessionEnded, sessionStarted, uiLanguageChanged } from '@/core/session/session.events';
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
    clearTokens();
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
    // A rejected session was already ended by the client; any other failure is reported and
    // keeps the stored session for the next start.
    if (!rejectsSession(error)) {
      yield put(errorBannerShown(toSerializedError(error)));
    }
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

/**
 * An explicit logout clears tokens, the last-active time and the user's drafts (docs/decisions/010-drafts.md), and
 * ends the session on the server (docs/decisions/034-logout-revokes.md).
 */
function* logoutWorker() {
  const session: SessionInfo | null = yield select(selectSession);
  yield call(dropAndRevokeTokens);
  clearLastActive();
  if (session) clearDrafts(session.userId);
  yield put(sessionEnded({ reason: 'logout' }));
}

/**
 * Someone is signed in in this tab (a login, or a kept session restored): the drafts of anyone else go, another
 * user's left by an idle logout and the anonymous registration's (docs/decisions/039-drafts-change-hands.md).
 */
function keepDraftsOfSignedIn({ payload: session }: ReturnType<typeof sessionStarted>) {
  keepOnlyDraftsOf(session.userId);
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
  yield takeLeading(authActions.sessionExpired, sessionExpiredWorker);
  yield takeLeading(authActions.sessionRestoreRequested, restoreSession, refreshSession);
  yield takeEvery(sessionStarted, keepDraftsOfSignedIn);
}
