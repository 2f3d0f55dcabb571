import { act } from '@testing-library/react';

/**
 * The browser's connection in a test: `navigator.onLine` and the window's `online`/`offline` events, as the
 * connection saga follows them. `restoreConnection` in an afterEach gives the next test (and file: the workers
 * share modules) jsdom's own `navigator.onLine` back.
 */
export function goOffline(): void {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => false });
  act(() => {
    window.dispatchEvent(new Event('offline'));
  });
}

export function goOnline(): void {
  restoreConnection();
  act(() => {
    window.dispatchEvent(new Event('online'));
  });
}

/** Removes the own `onLine` a test defined, so the prototype's (jsdom: true) answers again. */
export function restoreConnection(): void {
  delete (window.navigator as { onLine?: boolean }).onLine;
}
