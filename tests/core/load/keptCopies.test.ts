import { configureStore, createSlice, type Middleware, type PayloadAction, type UnknownAction } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { takeEvery } from 'redux-saga/effects';

import { ApiError, networkError, type SerializedApiError } from '@/api/errors';
import { FRONTEND_VERSION } from '@/config/env';
import { LANGUAGE_CODE, ROLE } from '@/contract/common';
import type { SessionInfo } from '@/contract/session';
import { connectionSaga } from '@/core/connection/connection.saga';
import { connectionActions, connectionSlice } from '@/core/connection/connection.slice';
import { keepCopy } from '@/core/load/keptCopies';
import { load } from '@/core/load/load';
import { sessionEnded, sessionStarted } from '@/core/session/session.events';
import { sessionSlice } from '@/core/session/session.slice';
import { currentSessionTurn } from '@/core/session/sessionTurn';
import { readOnDevice, writeOnDevice } from '@/lib/deviceStore';

/**
 * `load()` with `keep` (docs/decisions/054-offline-data.md): the answer is kept on the device for the signed-in
 * user; a load that gets no answer shows the kept copy, and runs again when the connection returns.
 */

const namesSlice = createSlice({
  name: 'names',
  initialState: { name: null as string | null, error: null as SerializedApiError | null },
  reducers: {
    nameRequested() {},
    nameLoaded(state, action: PayloadAction<string>) {
      state.name = action.payload;
      state.error = null;
    },
    nameLoadFailed(state, action: PayloadAction<SerializedApiError>) {
      state.error = action.payload;
    },
  },
});
const { nameRequested, nameLoaded, nameLoadFailed } = namesSlice.actions;

const KEY = 'name';

/** What the server does next: answer with a name, or throw. */
let next: () => string = () => 'live';
let calls = 0;

const loadName = load(
  async () => {
    calls += 1;
    await Promise.resolve();
    return next();
  },
  { loaded: (name) => nameLoaded(name), failed: (error) => nameLoadFailed(error), keep: () => KEY },
);

const sessionOf = (userId: string): SessionInfo => ({
  userId,
  role: ROLE.MANAGER,
  showAgreement: false,
  canSkipAgreement: false,
  communicationLanguage: LANGUAGE_CODE.EN,
  videoURLs: { de: '', en: '' },
});

const stores: { stop: () => void }[] = [];

function makeTestStore(userId = 'u1') {
  const sagas = createSagaMiddleware();
  const seen: UnknownAction[] = [];
  const record: Middleware = () => (nextMiddleware) => (action) => {
    seen.push(action as UnknownAction);
    return nextMiddleware(action);
  };
  const store = configureStore({
    reducer: { names: namesSlice.reducer, session: sessionSlice.reducer, connection: connectionSlice.reducer },
    middleware: (getDefault) => getDefault({ thunk: false }).concat(record, sagas),
  });
  const task = sagas.run(function* () {
    yield takeEvery(nameRequested, loadName);
    yield* connectionSaga();
  });
  stores.push({ stop: () => task.cancel() });
  store.dispatch(sessionStarted(sessionOf(userId)));
  const ofType = (type: string) => seen.filter((action) => action.type === type);
  return { store, seen, ofType };
}

beforeEach(() => {
  next = () => 'live';
  calls = 0;
});

afterEach(() => {
  stores.splice(0).forEach((store) => store.stop());
});

const keptCopy = (data: unknown, savedAt: number, release = FRONTEND_VERSION) => ({ data, savedAt, release });

/**
 * `copy` kept on the device for `keptFor`; then u1's store asks for the name, and the call throws `failure()`: by
 * default it gets no answer.
 */
async function askedWithKept(
  copy: ReturnType<typeof keptCopy>,
  { keptFor = 'u1', failure = networkError }: { keptFor?: string; failure?: () => Error } = {},
) {
  await writeOnDevice('kept', keptFor, KEY, copy);
  next = () => {
    throw failure();
  };
  const test = makeTestStore('u1');
  test.store.dispatch(nameRequested());
  return test;
}

describe('load() with keep', () => {
  it('writes a copy of the answer for the signed-in user', async () => {
    const { store } = makeTestStore('u1');
    store.dispatch(nameRequested());
    await vi.waitFor(() => expect(store.getState().names.name).toBe('live'));
    await vi.waitFor(async () =>
      expect(await readOnDevice('kept', 'u1', KEY)).toEqual(
        expect.objectContaining({ data: 'live', release: FRONTEND_VERSION }),
      ),
    );
    expect(await readOnDevice('kept', 'u2', KEY)).toBeUndefined();
  });

  it('shows the kept copy, and when it was saved, when the call gets no answer', async () => {
    const { store, ofType } = await askedWithKept(keptCopy('kept', 1_000));

    await vi.waitFor(() => expect(store.getState().names.name).toBe('kept'));
    expect(ofType(nameLoaded.type).map((action) => action.payload)).toEqual(['kept']);
    expect(ofType(connectionActions.keptCopyShown.type).map((action) => action.payload)).toEqual([{ savedAt: 1_000 }]);
    expect(ofType(nameLoadFailed.type)).toEqual([]);
    expect(store.getState().connection.keptSince).toBe(1_000);
  });

  it('fails, and never shows the copy, when the server answered with an error', async () => {
    const { store, ofType } = await askedWithKept(keptCopy('kept', 1_000), {
      failure: () => new ApiError(500, 'server', 'Broken'),
    });

    await vi.waitFor(() => expect(ofType(nameLoadFailed.type)).toHaveLength(1));
    expect(store.getState().names.error).toEqual(expect.objectContaining({ status: 500, code: 'server' }));
    expect(ofType(nameLoaded.type)).toEqual([]);
    expect(ofType(connectionActions.keptCopyShown.type)).toEqual([]);
  });

  it("does not show another user's copy", async () => {
    const { store, ofType } = await askedWithKept(keptCopy('of u2', 1_000), { keptFor: 'u2' });

    await vi.waitFor(() => expect(ofType(nameLoadFailed.type)).toHaveLength(1));
    expect(store.getState().names.error).toEqual(expect.objectContaining({ code: 'network' }));
    expect(ofType(nameLoaded.type)).toEqual([]);
    expect(ofType(connectionActions.keptCopyShown.type)).toEqual([]);
  });

  it('does not show a copy kept by another release', async () => {
    const { ofType } = await askedWithKept(keptCopy('old shape', 1_000, `${FRONTEND_VERSION}-other`));

    await vi.waitFor(() => expect(ofType(nameLoadFailed.type)).toHaveLength(1));
    expect(ofType(nameLoaded.type)).toEqual([]);
    expect(ofType(connectionActions.keptCopyShown.type)).toEqual([]);
  });

  it('loads again when the connection returns, and says all is live once the server answered', async () => {
    const { store, ofType } = await askedWithKept(keptCopy('kept', 1_000));
    await vi.waitFor(() => expect(store.getState().names.name).toBe('kept'));
    expect(calls).toBe(1);
    expect(ofType(connectionActions.allLiveAgain.type)).toEqual([]);

    next = () => 'live again';
    store.dispatch(connectionActions.connectionChanged({ online: true }));

    await vi.waitFor(() => expect(store.getState().names.name).toBe('live again'));
    expect(calls).toBe(2);
    await vi.waitFor(() => expect(ofType(connectionActions.allLiveAgain.type)).toHaveLength(1));
    expect(store.getState().connection.keptSince).toBeNull();
    // The server's answer is the new copy.
    await vi.waitFor(async () =>
      expect(await readOnDevice('kept', 'u1', KEY)).toEqual(expect.objectContaining({ data: 'live again' })),
    );
  });
});

describe('the end of a session', () => {
  it("takes the session's kept copies with it, whichever way it ended, and keeps another user's", async () => {
    const { store } = makeTestStore('u1');
    await writeOnDevice('kept', 'u1', KEY, keptCopy('mine', 1_000));
    await writeOnDevice('kept', 'u2', KEY, keptCopy('theirs', 1_000));
    await writeOnDevice('outbox', 'u1', 'entry', { unsent: true });

    store.dispatch(sessionEnded({ reason: 'expired' }));

    await vi.waitFor(async () => expect(await readOnDevice('kept', 'u1', KEY)).toBeUndefined());
    expect(await readOnDevice('kept', 'u2', KEY)).toEqual(keptCopy('theirs', 1_000));
    expect(await readOnDevice('outbox', 'u1', 'entry')).toEqual({ unsent: true });
  });

  it('a new session drops the copies its user kept under another release, and keeps those of this one', async () => {
    await writeOnDevice('kept', 'u1', 'old', keptCopy('old shape', 1_000, '0.4.0+0123456789ab'));
    await writeOnDevice('kept', 'u1', KEY, keptCopy('this shape', 1_000));
    makeTestStore('u1');
    await vi.waitFor(async () => expect(await readOnDevice('kept', 'u1', 'old')).toBeUndefined());
    expect(await readOnDevice('kept', 'u1', KEY)).toEqual(keptCopy('this shape', 1_000));
  });

  it('keeps no answer that arrives after it, also when the same user has signed in again', async () => {
    const { store } = makeTestStore('u1');
    const turn = currentSessionTurn();
    store.dispatch(sessionEnded({ reason: 'idle' }));
    store.dispatch(sessionStarted(sessionOf('u1')));

    await keepCopy(turn, KEY, 'late');
    expect(await readOnDevice('kept', 'u1', KEY)).toBeUndefined();
    await keepCopy(currentSessionTurn(), KEY, 'of this session');
    expect(await readOnDevice('kept', 'u1', KEY)).toEqual(expect.objectContaining({ data: 'of this session' }));
  });
});
