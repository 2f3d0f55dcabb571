import { useSyncExternalStore } from 'react';

/**
 * A new release waiting to be applied (docs/decisions/053-service-worker.md): the worker registration
 * (`serviceWorker.ts`, loaded after the first paint) reports it here, and the app's notice offers the reload.
 * Small on purpose: this module is in the first page's code, the registration is not.
 */
let applyRelease: (() => void) | null = null;
const listeners = new Set<() => void>();

/** A new release is installed and waits; `apply` activates it and reloads the page (null: none waits). */
export function newReleaseWaiting(apply: (() => void) | null): void {
  applyRelease = apply;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const current = () => applyRelease;

/** How to apply the waiting release, or null while there is none. */
export function useNewRelease(): (() => void) | null {
  return useSyncExternalStore(subscribe, current, current);
}
