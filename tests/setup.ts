import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { resetDb, setMockConfig } from '@mocks/db';
import { server } from '@mocks/node';
import { setRetryBaseDelay } from '@/api/client';
import { clearTokens } from '@/api/tokens';
import { i18n, initI18n, NAMESPACES } from '@/lib/i18n';
import { stopStores } from './test-utils';

const DEFAULT_TOKEN_TTL_MS = 15 * 60 * 1000;

// Screens are lazy routes: the first render of a screen in a test run waits for vitest to
// transform its chunk, which on two busy cores can take longer than the 1 s default.
// findBy/waitFor still wait for the state; only the ceiling is raised.
configure({ asyncUtilTimeout: 8000 });

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  setRetryBaseDelay(1);
  await initI18n('en');
  await i18n.loadNamespaces([...NAMESPACES]);
  await i18n.loadLanguages(['de', 'en']);
});

afterEach(async () => {
  cleanup();
  stopStores();
  server.resetHandlers();
  // Test files share their worker's modules (vite.config.ts, isolate: false), so a listener a
  // test left on the mock server would otherwise see the next file's requests.
  server.events.removeAllListeners();
  resetDb();
  setMockConfig({ accessTokenTtlMs: DEFAULT_TOKEN_TTL_MS });
  clearTokens();
  window.localStorage.clear();
  window.sessionStorage.clear();
  vi.useRealTimers();
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
});

afterAll(() => server.close());
