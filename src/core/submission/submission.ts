import { createAction, isAction, type Action, type Middleware } from '@reduxjs/toolkit';
import { call, cancelled, put } from 'redux-saga/effects';

import { toSerializedError, type SerializedApiError } from '@/api/errors';

/**
 * One way for a form to learn how its save went.
 *
 * A form submits an ordinary event (`resume/saveSubmitted`) through `useSubmit()`, which adds
 * `meta.submissionId` and gets back a promise. The saga's worker, wrapped in `submission()`,
 * reports the outcome with one generic action; `submissionMiddleware` resolves the promise.
 * The promises live in the middleware's Map, outside the store, so every action stays
 * serializable for RTK's checks; no form makes up request ids, keeps 'already handled' refs
 * or needs a reset action of its own.
 */

export type SubmissionOutcome<D = unknown> = { ok: true; data?: D } | { ok: false; error: SerializedApiError };

export interface SubmissionMeta {
  submissionId: string;
}

/** The one report of a submission's end, whatever the domain. */
export const submissionSettled = createAction<{ id: string; outcome: SubmissionOutcome }>('submission/settled');

/** The id a submitted action carries, if it was sent through `useSubmit()`. */
export function submissionIdOf(action: unknown): string | null {
  const meta = (action as { meta?: Partial<SubmissionMeta> } | null)?.meta;
  return typeof meta?.submissionId === 'string' ? meta.submissionId : null;
}

let counter = 0;

/** The action with a fresh submission id in its meta (anything already in meta, e.g. `arg`, stays). */
export function withSubmissionId<A extends Action>(action: A): A & { meta: SubmissionMeta } {
  counter += 1;
  const meta = (action as { meta?: object }).meta;
  return { ...action, meta: { ...meta, submissionId: `submission-${counter}` } };
}

/**
 * Wraps a saga worker: what it returns is the outcome's `data`; whatever it throws (an
 * ApiError or a bug) settles the submission as failed; a worker cancelled half-way too.
 */
export function submission<A extends Action, D>(worker: (action: A) => Generator<unknown, D, never>) {
  return function* submissionWorker(action: A): Generator<unknown, void, never> {
    const id = submissionIdOf(action);
    let settled = false;
    try {
      const data: D = yield call(worker, action);
      settled = true;
      if (id) yield put(submissionSettled({ id, outcome: data === undefined ? { ok: true } : { ok: true, data } }));
    } catch (error) {
      settled = true;
      if (id) yield put(submissionSettled({ id, outcome: { ok: false, error: toSerializedError(error) } }));
    } finally {
      if (!settled && id && ((yield cancelled()) as boolean)) {
        yield put(submissionSettled({ id, outcome: { ok: false, error: toSerializedError(new Error('cancelled')) } }));
      }
    }
  };
}

/** What `dispatch` returns for an action that carries a submission id. */
export type SubmissionDispatch = <A extends Action & { meta: SubmissionMeta }>(action: A) => Promise<SubmissionOutcome>;

/**
 * Keeps one pending promise per submission id: dispatching a submitted action returns it,
 * `submissionSettled` resolves it. One Map per store, so tests' stores never share one.
 */
export function createSubmissionMiddleware(): Middleware<SubmissionDispatch> {
  const pending = new Map<string, (outcome: SubmissionOutcome) => void>();
  return () => (next) => (action) => {
    if (submissionSettled.match(action)) {
      const result = next(action);
      pending.get(action.payload.id)?.(action.payload.outcome);
      pending.delete(action.payload.id);
      return result;
    }
    const id = isAction(action) ? submissionIdOf(action) : null;
    if (id === null) return next(action);
    const outcome = new Promise<SubmissionOutcome>((resolve) => pending.set(id, resolve));
    next(action);
    return outcome;
  };
}
