/*
 * What every test file shares, in either environment (vite.config.ts: rules and the contract in node, screens in
 * jsdom, which add tests/setup.dom.ts): the mock API, the check of its answers, and everything a test changes put
 * back after it.
 */
import 'fake-indexeddb/auto';

import { setRetryBaseDelay } from '@/api/client';
import { clearPrefetched } from '@/api/prefetch';
import { forgetStartRestore } from '@/api/refresh';
import { clearTokens } from '@/api/tokens';
import { forgetStandIns } from '@/core/load/keptCopies';
import { sessionOver } from '@/core/session/sessionTurn';
import { clearDevice } from '@/lib/deviceStore';
import { resetDb, setMockConfig } from '@mocks/db';
import { server } from '@mocks/node';
import { listenToAnswers } from '@mocks/shared/routes';

import { stopStores } from './liveStores';
import { checkMockAnswer, takeDrifts } from './mockAnswers';

const DEFAULT_TOKEN_TTL_MS = 15 * 60 * 1000;

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  listenToAnswers(checkMockAnswer);
  setRetryBaseDelay(1);
});

afterEach(async () => {
  // The mock answered as the contract says, wherever this test made it answer (tests/mockAnswers.ts).
  expect(await takeDrifts(), 'answers of the mock that do not follow the contract').toEqual([]);
  stopStores();
  server.resetHandlers();
  // Test files share their worker's modules (vite.config.ts, isolate: false), so a listener a
  // test left on the mock server would otherwise see the next file's requests.
  server.events.removeAllListeners();
  resetDb();
  setMockConfig({ accessTokenTtlMs: DEFAULT_TOKEN_TTL_MS, server: 'designed' });
  clearTokens();
  clearPrefetched();
  forgetStartRestore();
  if (typeof window !== 'undefined') {
    window.localStorage.clear();
    window.sessionStorage.clear();
  }
  forgetStandIns();
  sessionOver();
  await clearDevice();
  vi.useRealTimers();
});

afterAll(async () => {
  server.close();
  // Test files share their worker (vite.config.ts, isolate: false): work React scheduled in this file runs now,
  // while the page is still there, not after the worker has taken it down.
  await new Promise((resolve) => setTimeout(resolve, 0));
});
