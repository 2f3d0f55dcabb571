import type { Action } from '@reduxjs/toolkit';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useDispatch } from 'react-redux';

import type { SerializedApiError } from '@/api/errors';

import { withSubmissionId, type SubmissionDispatch, type SubmissionOutcome } from './submission';

export interface Submitter {
  /**
   * Dispatches the action with a fresh submission id and resolves with its outcome. A form
   * that is gone when the outcome arrives never sees it (the promise stays pending), so no
   * form navigates or sets state after it was left.
   */
  submit: <D = unknown>(action: Action) => Promise<SubmissionOutcome<D>>;
  /** True from the submit until its outcome: the form disables its buttons. */
  submitting: boolean;
}

/** The form's side of core/submission: one submission at a time (docs/decisions/006-retries-and-single-submit.md). */
export function useSubmit(): Submitter {
  const dispatch = useDispatch() as unknown as SubmissionDispatch;
  const [submitting, setSubmitting] = useState(false);
  const inFlight = useRef<Promise<SubmissionOutcome> | null>(null);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const submit = useCallback(
    <D = unknown>(action: Action): Promise<SubmissionOutcome<D>> => {
      // A second submit while one is under way waits for the first one's outcome
      // (docs/decisions/006-retries-and-single-submit.md).
      inFlight.current ??= (async () => {
        setSubmitting(true);
        try {
          return await dispatch(withSubmissionId(action));
        } finally {
          inFlight.current = null;
          if (mounted.current) setSubmitting(false);
        }
      })();
      const outcome = inFlight.current as Promise<SubmissionOutcome<D>>;
      return outcome.then((result) => (mounted.current ? result : new Promise<never>(() => undefined)));
    },
    [dispatch],
  );

  return { submit, submitting };
}

/** Which of a form's steps failed, and why. */
export interface StepFailure<K extends string> {
  step: K;
  error: SerializedApiError;
}

/**
 * A form with more than one button that submits (save and send, check and submit): which step
 * runs now, for the button's 'Saving…', and which one failed last, for the alert. Starting a
 * step clears the last failure; the form keeps what was typed either way.
 */
export function useSubmitSteps<K extends string>() {
  const { submit, submitting } = useSubmit();
  const [pending, setPending] = useState<K | null>(null);
  const [failure, setFailure] = useState<StepFailure<K> | null>(null);
  const run = async <D = unknown>(step: K, action: Action): Promise<SubmissionOutcome<D>> => {
    setFailure(null);
    setPending(step);
    const outcome = await submit<D>(action);
    setPending(null);
    if (!outcome.ok) setFailure({ step, error: outcome.error });
    return outcome;
  };
  return { run, submitting, pending, failure, clearFailure: () => setFailure(null) };
}
