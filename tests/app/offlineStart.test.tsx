import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { clearTokens } from '@/api/tokens';
import { login } from '@/features/auth/auth.api';
import { server } from '@mocks/node';

import { DEMO, DEMO_PASSWORD, recordRequests } from '../test-utils';
import { startsLikeTheBrowser } from './startMain';

/**
 * A kept session started without a connection through the real entry points (docs/decisions/054-offline-data.md):
 * index.html's first script (src/restoreEarly.ts) sends the refresh and asks for the screen's data once it
 * answers, main.tsx and the start-up saga take the same answer. Its failure must not stop the first screen.
 */

const onLineBefore = Object.getOwnPropertyDescriptor(window.navigator, 'onLine');

// Registered first, so that it runs after startsLikeTheBrowser's afterEach (vitest runs after-hooks as a stack).
afterEach(() => {
  if (onLineBefore) Object.defineProperty(window.navigator, 'onLine', onLineBefore);
  else delete (window.navigator as { onLine?: boolean }).onLine;
});

// main.tsx's roots are noted, so that each is unmounted after its test (./startMain.ts).
vi.mock('react-dom/client', async (importOriginal) => {
  const { notingRoots } = await import('./startMain');
  return notingRoots(await importOriginal());
});

startsLikeTheBrowser();

it("shows the kept session's first screen when the start has no connection, with no error banner", async () => {
  const {
    accessToken: _access,
    refreshToken,
    ...session
  } = await login({
    username: DEMO.manager,
    password: DEMO_PASSWORD,
  });
  clearTokens();
  window.localStorage.setItem('portal.refreshToken', refreshToken);
  window.localStorage.setItem('portal.sessionInfo', JSON.stringify(session));
  window.localStorage.setItem('portal.lastActive', String(Date.now()));
  window.localStorage.setItem('portal.language', '200');
  server.use(http.all('*/api/v1/*', () => HttpResponse.error()));
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => false });
  const requests = recordRequests();

  document.body.innerHTML = '<div id="root"></div>';
  window.history.replaceState(null, '', '/dashboard');
  vi.resetModules();
  await import('@/restoreEarly');
  await import('@/main');

  expect(await screen.findByRole('heading', { level: 1, name: /^Welcome/ }, { timeout: 30_000 })).toBeInTheDocument();
  expect(window.location.pathname).toBe('/dashboard');
  expect(screen.queryByText(/^Server connection error/)).not.toBeInTheDocument();
  // The start's one refresh, sent by the first script, was the only one.
  expect(requests.filter((request) => request.path === '/api/v1/refresh-token')).toHaveLength(1);
  expect(window.localStorage.getItem('portal.refreshToken')).toBe(refreshToken);

  // main.tsx's store cannot be stopped from here: its session ends as when another tab logs out, so that no idle
  // check of it outlives this test.
  window.localStorage.removeItem('portal.refreshToken');
  window.dispatchEvent(
    new StorageEvent('storage', { key: 'portal.refreshToken', oldValue: refreshToken, newValue: null }),
  );
  expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' }, { timeout: 10_000 })).toBeInTheDocument();
});
