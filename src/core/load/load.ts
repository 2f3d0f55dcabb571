import type { Action, PayloadAction } from '@reduxjs/toolkit';
import type { Channel } from 'redux-saga';
import { actionChannel, call, put, select, spawn, take } from 'redux-saga/effects';

import { isConnectionError, toSerializedError, type SerializedApiError } from '@/api/errors';

import { connectionActions } from '../connection/connection.slice';
import type { RequestState } from '../requestStatus';
import { selectUserId } from '../session/session.selectors';
import { currentSessionTurn } from '../session/sessionTurn';
import { keepCopy, keptCopyOf, replacedByLive, replaceWhenOnline } from './keptCopies';

/**
 * One way to load server data: the read-side twin of core/submission.
 *
 * A piece of server data lives in its slice as a `Loaded<T>`: the data and its request's state.
 * A reload keeps the data it has until the new copy arrives, so a screen never blanks while it
 * refreshes, and a failed reload still shows what was there (with the error beside it). Slices
 * change an entry only through `loadStarted`, `loadSucceeded` and `loadFailed`; sagas fetch only
 * through `load()`, which turns whatever the fetch throws into the entry's serializable error.
 */
export interface Loaded<T> extends RequestState {
  data: T | null;
}

export function notLoaded<T>(): Loaded<T> {
  return { data: null, status: 'idle', error: null };
}

/** Answered: the data has arrived, or the request failed (a first load is no longer under way). */
export const isAnswered = ({ data, error }: Loaded<unknown>): boolean => data !== null || error !== null;

/** The entry under `key`, created (not loaded) when missing; for data kept per id or month. */
export function entryAt<T>(entries: Record<string, Loaded<T>>, key: string): Loaded<T> {
  return (entries[key] ??= notLoaded<T>());
}

/** In a reducer (an Immer draft): the load started; the data shown so far stays. */
export function loadStarted(entry: RequestState): void {
  entry.status = 'loading';
  entry.error = null;
}

export function loadSucceeded<T>(entry: Loaded<T>, data: T): void {
  entry.data = data;
  entry.status = 'succeeded';
  entry.error = null;
}

export function loadFailed(entry: RequestState, error: SerializedApiError): void {
  entry.status = 'failed';
  entry.error = error;
}

/**
 * The three reducers of one piece of data loaded whole (a list, the labels' lengths, the API's
 * version): `<name>Requested`, `<name>Loaded` with the data, `<name>LoadFailed` with the error.
 * Spread them into a slice's reducers; `entryOf` says where the entry lives in the slice's state.
 */
export type LoadReducers<N extends string, S, T> = Record<`${N}Requested`, (state: S) => void> &
  Record<`${N}Loaded`, (state: S, action: PayloadAction<T>) => void> &
  Record<`${N}LoadFailed`, (state: S, action: PayloadAction<SerializedApiError>) => void>;

export function loadReducers<N extends string, S, T>(name: N, entryOf: (state: S) => Loaded<T>): LoadReducers<N, S, T> {
  return {
    [`${name}Requested`]: (state: S) => loadStarted(entryOf(state)),
    [`${name}Loaded`]: (state: S, action: PayloadAction<T>) => loadSucceeded(entryOf(state), action.payload),
    [`${name}LoadFailed`]: (state: S, action: PayloadAction<SerializedApiError>) =>
      loadFailed(entryOf(state), action.payload),
  } as LoadReducers<N, S, T>;
}

/** True while nothing can be shown yet: never loaded, or loading for the first time. */
export const isFirstLoad = (entry: Loaded<unknown> | undefined): boolean =>
  !entry || (entry.data === null && (entry.status === 'idle' || entry.status === 'loading'));

interface LoadOutcome<A, D> {
  loaded: (data: D, action: A) => Action;
  failed: (error: SerializedApiError, action: A) => Action;
  /**
   * What a manager reads offline (docs/decisions/054-offline-data.md): the key the answer is kept under on the
   * device for the signed-in user. Without a connection the kept copy is shown instead of the error, and the
   * load runs again when the connection returns.
   */
  keep?: (action: A) => string | null;
  /** Other keys whose kept answer holds this data too (a later month's overview carries the month before it). */
  keptWithin?: (action: A) => readonly string[];
}

/**
 * Wraps a fetch into a saga worker: what it resolves to goes out as `loaded`, whatever it throws
 * (an ApiError, a network failure or a bug) as `failed` with the serializable error.
 */
export function load<A, D>(
  fetch: (action: A) => Promise<D> | Generator<unknown, D, never>,
  outcome: LoadOutcome<A, D>,
) {
  return function* loadWorker(action: A): Generator<unknown, void, never> {
    const key = outcome.keep?.(action) ?? null;
    const userId: string | null = key === null ? null : yield select(selectUserId);
    // The session the answer is for: an answer that comes after it ended is not kept.
    const turn = currentSessionTurn();
    let data: D;
    try {
      data = yield call(fetch, action);
    } catch (error) {
      const kept = (
        key !== null && userId !== null && isConnectionError(error)
          ? yield call(keptCopyOf<D>, userId, [key, ...(outcome.keptWithin?.(action) ?? [])])
          : null
      ) as { data: D; savedAt: number } | null;
      if (kept && key !== null) {
        replaceWhenOnline(key, () => loadWorker(action));
        yield put(outcome.loaded(kept.data, action));
        yield put(connectionActions.keptCopyShown({ savedAt: kept.savedAt }));
        return;
      }
      yield put(outcome.failed(toSerializedError(error), action));
      // The server answered, if only with an error: the window is connected, and no kept copy stands in here.
      if (key !== null && !isConnectionError(error) && replacedByLive(key)) yield put(connectionActions.allLiveAgain());
      return;
    }
    yield put(outcome.loaded(data, action));
    if (key !== null && userId !== null) {
      // spawn: the next screen does not wait for the device, and a cancelled load still keeps what it got.
      if (turn?.userId === userId) yield spawn(keepCopy, turn, key, data);
      if (replacedByLive(key)) yield put(connectionActions.allLiveAgain());
    }
  };
}

/**
 * Loads data again and waits for the answer, loaded or failed: after a save whose answer carried no state
 * (the specification's 204), so the form closes onto what the server now holds
 * (docs/decisions/056-a-save-is-its-status.md). `answered` picks the load's outcome among the actions; a failed
 * load is shown where its data is, with a retry, and is never the save's failure.
 */
export function* loadAgain(request: Action, answered: (action: Action) => boolean): Generator<unknown, Action, never> {
  // Listening before the request is sent: an answer that comes at once is not missed.
  const answers = (yield actionChannel(answered)) as Channel<Action>;
  try {
    yield put(request);
    return (yield take(answers)) as Action;
  } finally {
    answers.close();
  }
}
