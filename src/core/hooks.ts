import type { Dispatch, UnknownAction } from '@reduxjs/toolkit';
import { useCallback, useDeferredValue } from 'react';
import { useDispatch, useSelector, useStore } from 'react-redux';

import type { SubmissionDispatch } from './submission/submission';

/**
 * The typed hooks every feature uses. They sit in core, below the features, and import no
 * store: the store (app/store.ts) imports every slice, so hooks typed by its RootState would
 * tie each feature to every other one's types.
 *
 * Selectors are typed by the state they read, not by the whole store: each `<domain>.selectors.ts`
 * names its own root (`type ResumeRoot = { resume: ResumeState }`, `PlacementsRoot`, `MetaRoot`)
 * and takes it first. A selector that needs an argument takes it second, `selectCv(state, source)`,
 * never curried (`selectCv(source)(state)`): the one style in every domain, and the one
 * createSelector memoizes by its arguments.
 */

/** The store's dispatch (app/store.ts checks it is this): a submitted action (core/submission) returns its outcome. */
export type AppDispatch = SubmissionDispatch & Dispatch<UnknownAction>;

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();

/**
 * `useSelector` whose state is the selector's own root: `useAppSelector(selectLogin)`, or
 * `useAppSelector((state: ResumeRoot) => selectCv(state, source))`. An untyped `(state) => ...`
 * does not compile, so no component reads a slice it does not name.
 */
export const useAppSelector: <Root, Selected>(
  selector: (state: Root) => Selected,
  equalityFn?: (left: Selected, right: Selected) => boolean,
) => Selected = useSelector;

/**
 * `useAppSelector` for a part of a screen that may draw its change a moment later: the change
 * renders in the background, in slices that leave a slow phone's main thread free for input and
 * paint, instead of in one blocking task (React renders a store's changes at once otherwise).
 * Its children must be memoized to gain: the urgent render passes them the old value.
 */
export function useDeferredSelector<Root, Selected>(selector: (state: Root) => Selected): Selected {
  return useDeferredValue(useAppSelector(selector));
}

/** Applies a selector to the state as it is now. */
export type ReadState = <Root, Args extends unknown[], Selected>(
  selector: (state: Root, ...args: Args) => Selected,
  ...args: Args
) => Selected;

/**
 * Reads the state at the moment of an event or an effect, without subscribing to it: the
 * saved copy after a save, whether a CV is in memory yet. `readState(selectCv, source)`.
 */
export function useReadState(): ReadState {
  const store = useStore();
  return useCallback<ReadState>((selector, ...args) => selector(store.getState() as never, ...args), [store]);
}
