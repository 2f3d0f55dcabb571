import { setupWorker } from 'msw/browser';
import { configurePersistence, persistDb, resetDb } from './db';
import { handlers } from './handlers';

/** The demo mode (decision 2): the mock API in a service worker, its data in localStorage. */
export const worker = setupWorker(...handlers);

function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // storage blocked: the demo still runs, from memory
  }
}

export async function startDemoMock(): Promise<void> {
  configurePersistence(browserStorage());
  await worker.start({
    serviceWorker: { url: '/mockServiceWorker.js' },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
}

/** "Reset demo data" (decision 2): back to the seed, which also unlocks every account (decision 14). */
export function resetDemoData(): void {
  resetDb();
  persistDb();
}
