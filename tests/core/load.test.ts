import { configureStore, createSlice, type Middleware, type PayloadAction } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { call, delay, takeEvery } from 'redux-saga/effects';

import { ApiError, type SerializedApiError } from '@/api/errors';
import {
  entryAt,
  isFirstLoad,
  load,
  loadFailed,
  loadReducers,
  loadStarted,
  loadSucceeded,
  notLoaded,
  type Loaded,
} from '@/core/load/load';

/** A test domain: names by id, each loaded with the reducer helpers and `load()`. */
interface NamesState {
  byId: Record<string, Loaded<string>>;
}

type Answer = { value: string } | { fail: 'api' | 'bug' | 'thrown string' };

const namesSlice = createSlice({
  name: 'names',
  initialState: { byId: {} } as NamesState,
  reducers: {
    nameRequested(state, action: PayloadAction<{ id: string; answer: Answer }>) {
      loadStarted(entryAt(state.byId, action.payload.id));
    },
    nameLoaded(state, action: PayloadAction<{ id: string; name: string }>) {
      loadSucceeded(entryAt(state.byId, action.payload.id), action.payload.name);
    },
    nameLoadFailed(state, action: PayloadAction<{ id: string; error: SerializedApiError }>) {
      loadFailed(entryAt(state.byId, action.payload.id), action.payload.error);
    },
  },
});
const { nameRequested, nameLoaded, nameLoadFailed } = namesSlice.actions;

async function fetchName(action: ReturnType<typeof nameRequested>): Promise<string> {
  await Promise.resolve();
  const { answer } = action.payload;
  if ('value' in answer) return answer.value;
  if (answer.fail === 'api') throw new ApiError(404, 'not_found', 'No such name', { id: action.payload.id });
  if (answer.fail === 'bug') throw new TypeError('undefined is not a function');
  // Something that is no Error at all.
  throw answer.fail;
}

const loadName = load(fetchName, {
  loaded: (name, action) => nameLoaded({ id: action.payload.id, name }),
  failed: (error, action) => nameLoadFailed({ id: action.payload.id, error }),
});

function makeTestStore() {
  const sagas = createSagaMiddleware();
  const seen: string[] = [];
  const record: Middleware = () => (next) => (action) => {
    seen.push((action as { type: string }).type);
    return next(action);
  };
  const store = configureStore({
    reducer: { names: namesSlice.reducer },
    middleware: (getDefault) => getDefault({ thunk: false }).concat(record, sagas),
  });
  sagas.run(function* () {
    yield takeEvery(nameRequested, loadName);
  });
  const entry = (id: string) => store.getState().names.byId[id];
  return { store, entry, seen };
}

const request = (id: string, answer: Answer) => nameRequested({ id, answer });

describe('the reducer helpers', () => {
  const apiError: SerializedApiError = { status: 500, code: 'server', message: 'x', details: {} };

  it('start an entry that was never loaded, with nothing to show yet', () => {
    const entries: Record<string, Loaded<string>> = {};
    const entry = entryAt(entries, 'a');
    expect(entries.a).toBe(entry);
    expect(entry).toEqual(notLoaded());
    expect(isFirstLoad(entry)).toBe(true);
    loadStarted(entry);
    expect(entry).toEqual({ data: null, status: 'loading', error: null });
    expect(isFirstLoad(entry)).toBe(true);
    expect(isFirstLoad(undefined)).toBe(true);
  });

  it('keep the data while it loads again, and after a failed reload', () => {
    const entry = notLoaded<string>();
    loadStarted(entry);
    loadSucceeded(entry, 'Anna');
    expect(entry).toEqual({ data: 'Anna', status: 'succeeded', error: null });

    loadStarted(entry);
    expect(entry).toEqual({ data: 'Anna', status: 'loading', error: null });
    expect(isFirstLoad(entry)).toBe(false);

    loadFailed(entry, apiError);
    expect(entry).toEqual({ data: 'Anna', status: 'failed', error: apiError });

    // The next try clears the error; its answer replaces the data.
    loadStarted(entry);
    expect(entry).toEqual({ data: 'Anna', status: 'loading', error: null });
    loadSucceeded(entry, 'Anna Berg');
    expect(entry).toEqual({ data: 'Anna Berg', status: 'succeeded', error: null });
  });

  it('find an entry that is there rather than make a new one', () => {
    const entries: Record<string, Loaded<string>> = { a: { data: 'Anna', status: 'succeeded', error: null } };
    expect(entryAt(entries, 'a').data).toBe('Anna');
    expect(Object.keys(entries)).toEqual(['a']);
  });
});

describe('loadReducers()', () => {
  const listSlice = createSlice({
    name: 'list',
    initialState: { items: notLoaded<string[]>() },
    reducers: { ...loadReducers('items', (state: { items: Loaded<string[]> }) => state.items) },
  });
  const { itemsRequested, itemsLoaded, itemsLoadFailed } = listSlice.actions;
  const error: SerializedApiError = { status: 0, code: 'NETWORK', message: 'offline', details: {} };

  it('names the three reducers after the data and changes the entry as the helpers do', () => {
    let state = listSlice.reducer(undefined, itemsRequested());
    expect(state.items).toEqual({ data: null, status: 'loading', error: null });
    state = listSlice.reducer(state, itemsLoaded(['a', 'b']));
    expect(state.items).toEqual({ data: ['a', 'b'], status: 'succeeded', error: null });
    state = listSlice.reducer(state, itemsRequested());
    expect(state.items).toEqual({ data: ['a', 'b'], status: 'loading', error: null });
    state = listSlice.reducer(state, itemsLoadFailed(error));
    expect(state.items).toEqual({ data: ['a', 'b'], status: 'failed', error });
  });
});

describe('load()', () => {
  it('puts `loaded` with what the fetch resolved to, for the action that asked', async () => {
    const { store, entry, seen } = makeTestStore();
    store.dispatch(request('a', { value: 'Anna' }));
    expect(entry('a')).toMatchObject({ status: 'loading' });
    await vi.waitFor(() => expect(entry('a')).toEqual({ data: 'Anna', status: 'succeeded', error: null }));
    expect(seen).toEqual([nameRequested.type, nameLoaded.type]);
  });

  it('puts `failed` with the serialized ApiError, keeping the data it had', async () => {
    const { store, entry } = makeTestStore();
    store.dispatch(request('a', { value: 'Anna' }));
    await vi.waitFor(() => expect(entry('a')?.status).toBe('succeeded'));

    store.dispatch(request('a', { fail: 'api' }));
    await vi.waitFor(() => expect(entry('a')?.status).toBe('failed'));
    expect(entry('a')).toEqual({
      data: 'Anna',
      status: 'failed',
      error: { status: 404, code: 'not_found', message: 'No such name', details: { id: 'a' } },
    });
  });

  it('puts `failed` with a serialized error when the fetch throws a plain Error or no Error at all', async () => {
    const { store, entry, seen } = makeTestStore();
    store.dispatch(request('bug', { fail: 'bug' }));
    store.dispatch(request('odd', { fail: 'thrown string' }));
    await vi.waitFor(() => expect(entry('odd')?.status).toBe('failed'));
    await vi.waitFor(() => expect(entry('bug')?.status).toBe('failed'));
    expect(entry('bug')).toEqual({
      data: null,
      status: 'failed',
      error: { status: 0, code: 'error', message: 'undefined is not a function', details: {} },
    });
    expect(entry('odd')?.error).toEqual({ status: 0, code: 'error', message: 'thrown string', details: {} });
    expect(seen.filter((type) => type === nameLoaded.type)).toEqual([]);
  });

  it('takes a saga as the fetch too', async () => {
    const sagas = createSagaMiddleware();
    const fromSaga = load(
      function* (action: ReturnType<typeof nameRequested>) {
        yield delay(1);
        const name: string = yield call(fetchName, action);
        return name.toUpperCase();
      },
      {
        loaded: (name, action) => nameLoaded({ id: action.payload.id, name }),
        failed: (error, action) => nameLoadFailed({ id: action.payload.id, error }),
      },
    );
    const sagaStore = configureStore({
      reducer: { names: namesSlice.reducer },
      middleware: (getDefault) => getDefault({ thunk: false }).concat(sagas),
    });
    sagas.run(function* () {
      yield takeEvery(nameRequested, fromSaga);
    });
    sagaStore.dispatch(request('a', { value: 'Anna' }));
    sagaStore.dispatch(request('b', { fail: 'api' }));
    await vi.waitFor(() => expect(sagaStore.getState().names.byId.a?.data).toBe('ANNA'));
    await vi.waitFor(() => expect(sagaStore.getState().names.byId.b?.error?.code).toBe('not_found'));
  });
});
