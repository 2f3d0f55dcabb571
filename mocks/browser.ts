import { setupWorker } from 'msw/browser';

import { configurePersistence, persistDb, resetDb } from './db';
import { handlers } from './handlers';

/** The demo mode (docs/decisions/002-demo-mode.md): the mock API in a service worker, its data in localStorage. */
export const worker = setupWorker(...handlers);

function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // storage blocked: the demo still runs, from memory
  }
}

/**
 * msw's start updates an existing registration of its worker without waiting for the update
 * (https://github.com/mswjs/msw/issues/2006). On a page load that follows another page of the demo, that page's
 * worker may have just unregistered itself (it does when its last page closes): the update
 * then rejects with "... mockServiceWorker.js): Not found", unhandled, though the mock starts
 * all the same. Only that rejection is silenced; the browser tests fail on any other.
 */
function ignoreStaleWorkerUpdate(event: PromiseRejectionEvent): void {
  const message = event.reason instanceof Error ? event.reason.message : '';
  if (/^Failed to update a ServiceWorker\b.*\/mockServiceWorker\.js.*: Not found$/.test(message))
    event.preventDefault();
}

export async function startDemoMock(): Promise<void> {
  configurePersistence(browserStorage());
  window.addEventListener('unhandledrejection', ignoreStaleWorkerUpdate);
  await worker.start({
    serviceWorker: { url: '/mockServiceWorker.js' },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
}

/**
 * "Reset demo data" (docs/decisions/002-demo-mode.md): back to the seed, which also unlocks every account
 * (docs/decisions/018-demo-data.md).
 */
export function resetDemoData(): void {
  resetDb();
  persistDb();
}
