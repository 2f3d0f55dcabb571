import { configureStore, createAction } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { delay, takeEvery } from 'redux-saga/effects';

import { ApiError } from '@/api/errors';
import {
  createSubmissionMiddleware,
  submission,
  withSubmissionId,
  type SubmissionDispatch,
} from '@/core/submission/submission';

/** A test domain: `saved` waits `ms`, then answers `value`, fails with an ApiError, or throws a bug. */
const saved = createAction<{ ms: number; value?: string; fail?: 'api' | 'bug' }>('test/saved');

function* worker(action: ReturnType<typeof saved>) {
  yield delay(action.payload.ms);
  if (action.payload.fail === 'api') throw new ApiError(400, 'validation', 'bad', { fields: { name: 'required' } });
  if (action.payload.fail === 'bug') throw new TypeError('undefined is not a function');
  return action.payload.value;
}

function makeTestStore() {
  const sagas = createSagaMiddleware();
  const store = configureStore({
    reducer: (state: { seen: number } = { seen: 0 }) => ({ seen: state.seen + 1 }),
    middleware: (getDefault) => getDefault({ thunk: false }).prepend(createSubmissionMiddleware()).concat(sagas),
  });
  sagas.run(function* () {
    yield takeEvery(saved, submission(worker));
  });
  return store.dispatch as unknown as SubmissionDispatch & typeof store.dispatch;
}

describe('a submission', () => {
  it('resolves ok with what the saga returned', async () => {
    const dispatch = makeTestStore();
    await expect(dispatch(withSubmissionId(saved({ ms: 1, value: 'done' })))).resolves.toEqual({
      ok: true,
      data: 'done',
    });
  });

  it('resolves failed with the serialized API error', async () => {
    const dispatch = makeTestStore();
    const outcome = await dispatch(withSubmissionId(saved({ ms: 1, fail: 'api' })));
    expect(outcome).toEqual({
      ok: false,
      error: { status: 400, code: 'validation', message: 'bad', details: { fields: { name: 'required' } } },
    });
  });

  it('resolves failed when its saga throws something that is no API error', async () => {
    const dispatch = makeTestStore();
    const outcome = await dispatch(withSubmissionId(saved({ ms: 1, fail: 'bug' })));
    expect(outcome).toMatchObject({ ok: false, error: { code: 'error', message: 'undefined is not a function' } });
  });

  it('gives two concurrent submissions their own outcomes, whichever ends first', async () => {
    const dispatch = makeTestStore();
    const slow = dispatch(withSubmissionId(saved({ ms: 30, value: 'slow' })));
    const fast = dispatch(withSubmissionId(saved({ ms: 1, fail: 'api' })));
    const order: string[] = [];
    void slow.then(() => order.push('slow'));
    void fast.then(() => order.push('fast'));
    await expect(slow).resolves.toEqual({ ok: true, data: 'slow' });
    await expect(fast).resolves.toMatchObject({ ok: false, error: { code: 'validation' } });
    expect(order).toEqual(['fast', 'slow']);
  });

  it('keeps the actions serializable: the id is a string in meta, other meta stays', () => {
    const file = { name: 'cv.pdf' };
    const action = withSubmissionId({ type: 'test/uploaded', payload: null, meta: { arg: file } });
    expect(action.meta).toEqual({ arg: file, submissionId: expect.any(String) as string });
    expect(withSubmissionId(saved({ ms: 1 })).meta.submissionId).not.toBe(action.meta.submissionId);
  });

  it('leaves an action without a submission id alone (dispatch returns the action)', () => {
    const dispatch = makeTestStore();
    const action = saved({ ms: 1 });
    expect(dispatch(action)).toBe(action);
  });
});
