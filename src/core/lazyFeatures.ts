import type { Reducer } from '@reduxjs/toolkit';
import type { Saga } from 'redux-saga';

import type { SaveAnnouncement } from './tabs/tabs.news';

/**
 * A feature whose slice and saga load with its screen, not with the first page: the
 * sign-in page's size budget cannot carry every domain's code.
 * The feature's `<domain>.feature.ts` registers itself when its screen's chunk is
 * evaluated, before anything of it renders; every store then injects the reducer and
 * runs the saga (app/store.ts, app/rootSaga.ts).
 */
export interface LazyFeature {
  /** The slice's reducerPath: its key in the root state (or, without a slice, the feature's name). */
  name: string;
  /** None for a feature that only sends submissions: its forms learn the outcome through core/submission. */
  reducer?: Reducer;
  saga: Saga;
  /** The feature's saves the other windows hear of once they succeeded (core/tabs, docs/decisions/008-tabs-agree.md). */
  announces?: readonly SaveAnnouncement[];
}

const registered = new Map<string, LazyFeature>();
const listeners = new Set<(feature: LazyFeature) => void>();

export function registerFeature(feature: LazyFeature): void {
  if (registered.has(feature.name)) return;
  registered.set(feature.name, feature);
  listeners.forEach((listener) => listener(feature));
}

/** Calls `listener` for every feature registered so far and every later one; returns the unsubscribe. */
export function onFeatureRegistered(listener: (feature: LazyFeature) => void): () => void {
  registered.forEach(listener);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
