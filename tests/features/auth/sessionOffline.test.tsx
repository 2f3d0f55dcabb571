import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';

import { clearTokens } from '@/api/tokens';
import { FRONTEND_VERSION } from '@/config/env';
import { profileActions } from '@/core/profile/profile.slice';
import { selectSession } from '@/core/session/session.selectors';
import { login } from '@/features/auth/auth.api';
import { readOnDevice, writeOnDevice } from '@/lib/deviceStore';
import { setMockConfig } from '@mocks/db';
import { server } from '@mocks/node';

import { DEMO, DEMO_PASSWORD, recordRequests } from '../../test-utils';
import { renderApp, sent } from '../helpers';

/**
 * The session offline (docs/decisions/054-offline-data.md): a start without a connection restores the session
 * from the session info kept beside the refresh token; the refresh goes out when the connection returns, and its
 * refusal ends the session; the idle logout still applies. The device's data goes at an explicit logout and
 * when someone else signs in.
 */

const HOUR = 60 * 60 * 1000;
const MANAGER_ID = 'usr_manager';
const IDLE_MESSAGE = 'You were signed out after one hour of inactivity. Please sign in again.';
const ENDED_MESSAGE = 'Your session has ended. Please sign in again.';
const WELCOME = { level: 1, name: /^Welcome/ } as const;

const stored = (key: string) => window.localStorage.getItem(key);
const storedRefreshToken = () => stored('portal.refreshToken');
const storedSessionInfo = () => stored('portal.sessionInfo');

/** A session as a reload finds it after a sign-in: the refresh token, the kept session info, the last input. */
async function storeKeptSession(username: string) {
  const { accessToken: _access, refreshToken, ...session } = await login({ username, password: DEMO_PASSWORD });
  clearTokens();
  window.localStorage.setItem('portal.refreshToken', refreshToken);
  window.localStorage.setItem('portal.sessionInfo', JSON.stringify(session));
  window.localStorage.setItem('portal.lastActive', String(Date.now()));
  return { refreshToken, session };
}

let onLine = true;
const onLineBefore = Object.getOwnPropertyDescriptor(window.navigator, 'onLine');

/** No call gets an answer, and the browser knows it. */
function goOffline() {
  server.use(http.all('*/api/v1/*', () => HttpResponse.error()));
  onLine = false;
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => onLine });
  act(() => {
    window.dispatchEvent(new Event('offline'));
  });
}

/** The calls are answered again (by the handlers given, if any, before the mock's own). */
function goOnline(...handlers: Parameters<typeof server.use>) {
  // Without arguments: with them, resetHandlers would replace the mock's own handlers for good.
  server.resetHandlers();
  server.use(...handlers);
  onLine = true;
  act(() => {
    window.dispatchEvent(new Event('online'));
  });
}

afterEach(() => {
  onLine = true;
  if (onLineBefore) Object.defineProperty(window.navigator, 'onLine', onLineBefore);
  else delete (window.navigator as { onLine?: boolean }).onLine;
});

async function openMenuAndLogOut(user: UserEvent) {
  await user.click(await screen.findByRole('button', { name: /profile menu/ }));
  await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Sign out' }));
}

describe('the session info kept beside the refresh token', () => {
  it('is written when a session starts and removed with the tokens at logout', async () => {
    const { user } = await renderApp({ route: '/dashboard', signedInAs: DEMO.manager });
    await screen.findByRole('heading', WELCOME);
    await waitFor(() => expect(storedSessionInfo()).not.toBeNull());
    expect(JSON.parse(storedSessionInfo() ?? 'null')).toEqual(expect.objectContaining({ userId: MANAGER_ID }));
    expect(storedSessionInfo()).not.toMatch(/accessToken|refreshToken/);

    await openMenuAndLogOut(user);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(storedRefreshToken()).toBeNull();
    expect(storedSessionInfo()).toBeNull();
  });
});

describe('a start without a connection', () => {
  it('restores the kept session: the protected screen renders, without an error banner', async () => {
    await storeKeptSession(DEMO.manager);
    goOffline();
    const { router, store } = await renderApp({ route: '/dashboard' });

    expect(await screen.findByRole('heading', WELCOME)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(selectSession(store.getState())?.userId).toBe(MANAGER_ID);
    expect(store.getState().feedback.banner).toBeNull();
    expect(screen.queryByText(/^Server connection error/)).not.toBeInTheDocument();
    expect(storedRefreshToken()).not.toBeNull();
  });

  it('sends the refresh when the connection returns, and starts the session with its reply', async () => {
    const { refreshToken } = await storeKeptSession(DEMO.manager);
    goOffline();
    const { router, store } = await renderApp({ route: '/dashboard' });
    await screen.findByRole('heading', WELCOME);
    const requests = recordRequests();

    goOnline();

    await waitFor(() =>
      expect(sent(requests, 'POST', '/refresh-token').map((request) => request.body)).toEqual([{ refreshToken }]),
    );
    await waitFor(() => expect(storedRefreshToken()).not.toBe(refreshToken));
    // The fresh reply starts the session again: the profile loads, with the new access token.
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Dr. Katharina Berger' })).toBeInTheDocument();
    expect(sent(requests, 'GET', '/manager').at(-1)?.authorization).toMatch(/^Bearer /);
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(selectSession(store.getState())?.userId).toBe(MANAGER_ID);
  });

  it('takes the reply of a refresh that a later call sent, online before the browser says so', async () => {
    const { refreshToken } = await storeKeptSession(DEMO.manager);
    goOffline();
    const { store } = await renderApp({ route: '/dashboard' });
    await screen.findByRole('heading', WELCOME);
    const requests = recordRequests();

    // The server answers again, but no 'online' event comes: the next call (without an access token) is
    // answered 401, and its refresh restores the session.
    server.resetHandlers();
    act(() => {
      store.dispatch(profileActions.profileRequested());
    });

    await waitFor(() => expect(sent(requests, 'POST', '/refresh-token')).toHaveLength(1));
    await waitFor(() => expect(storedRefreshToken()).not.toBe(refreshToken));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Dr. Katharina Berger' })).toBeInTheDocument();
  });

  it('ends the session when the server refuses the refresh sent on return', async () => {
    await storeKeptSession(DEMO.manager);
    goOffline();
    const { router, store } = await renderApp({ route: '/dashboard' });
    await screen.findByRole('heading', WELCOME);

    goOnline(
      http.post('*/api/v1/refresh-token', () =>
        HttpResponse.json({ code: 'refresh_invalid', message: 'gone' }, { status: 401 }),
      ),
    );

    expect(await screen.findByText(ENDED_MESSAGE)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(selectSession(store.getState())).toBeNull();
    expect(storedRefreshToken()).toBeNull();
    expect(storedSessionInfo()).toBeNull();
  });

  it('logs out after the idle time-out while still offline: the kept copies go, an unsent entry waits', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await storeKeptSession(DEMO.manager);
    await writeOnDevice('kept', MANAGER_ID, 'placements', { kept: true });
    await writeOnDevice('outbox', MANAGER_ID, 'entry-1', { unsent: true });
    goOffline();
    const { router, store } = await renderApp({ route: '/dashboard' });
    await screen.findByRole('heading', WELCOME);

    act(() => vi.advanceTimersByTime(HOUR + 2_000));

    expect(await screen.findByText(IDLE_MESSAGE)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(selectSession(store.getState())).toBeNull();
    expect(storedRefreshToken()).toBeNull();
    expect(storedSessionInfo()).toBeNull();
    await waitFor(async () => expect(await readOnDevice('kept', MANAGER_ID, 'placements')).toBeUndefined());
    expect(await readOnDevice('outbox', MANAGER_ID, 'entry-1')).toEqual({ unsent: true });
  });

  it('still reports the failure, and shows the sign-in page, when no session info is kept', async () => {
    await storeKeptSession(DEMO.manager);
    window.localStorage.removeItem('portal.sessionInfo');
    goOffline();
    const { router } = await renderApp({ route: '/dashboard' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(await screen.findByText(/^Server connection error/)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(storedRefreshToken()).not.toBeNull();
  });
});

describe('an expired access token without a connection', () => {
  it('does not log out: the calls fail by network and the session stays', async () => {
    setMockConfig({ accessTokenTtlMs: 1 });
    const requests = recordRequests();
    const { router, store } = await renderApp({ route: '/dashboard', signedInAs: DEMO.manager });
    await screen.findByRole('heading', WELCOME);
    goOffline();
    const before = sent(requests, 'GET', '/manager').length;
    const refreshesBefore = sent(requests, 'POST', '/refresh-token').length;

    act(() => {
      store.dispatch(profileActions.profileRequested());
    });
    await waitFor(() => expect(sent(requests, 'GET', '/manager').length).toBeGreaterThan(before));
    await waitFor(() => expect(store.getState().profile.status).not.toBe('loading'));

    // No refresh: the call got no answer, so nothing said the token had expired.
    expect(sent(requests, 'POST', '/refresh-token')).toHaveLength(refreshesBefore);
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(selectSession(store.getState())?.userId).toBe(MANAGER_ID);
    expect(storedRefreshToken()).not.toBeNull();
    expect(screen.queryByText(ENDED_MESSAGE)).not.toBeInTheDocument();
  });
});

describe("the device's data", () => {
  it('goes at an explicit logout, in both stores', async () => {
    const { user } = await renderApp({ route: '/dashboard', signedInAs: DEMO.manager });
    await screen.findByRole('heading', WELCOME);
    await writeOnDevice('kept', MANAGER_ID, 'placements', { kept: true });
    await writeOnDevice('outbox', MANAGER_ID, 'entry-1', { waiting: true });

    await openMenuAndLogOut(user);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();

    await waitFor(async () => expect(await readOnDevice('kept', MANAGER_ID, 'placements')).toBeUndefined());
    expect(await readOnDevice('outbox', MANAGER_ID, 'entry-1')).toBeUndefined();
  });

  it('of a previous user: the kept copies go when someone else signs in, the unsent entries wait for that user', async () => {
    await writeOnDevice('kept', 'usr_someone_else', 'placements', { theirs: true });
    await writeOnDevice('outbox', 'usr_someone_else', 'entry-1', { theirs: true });
    // A copy as this release keeps it (one of another release goes at the sign-in too).
    await writeOnDevice('kept', MANAGER_ID, 'placements', { data: [], savedAt: 0, release: FRONTEND_VERSION });

    await renderApp({ route: '/dashboard', signedInAs: DEMO.manager });
    await screen.findByRole('heading', WELCOME);

    await waitFor(async () => expect(await readOnDevice('kept', 'usr_someone_else', 'placements')).toBeUndefined());
    expect(await readOnDevice('outbox', 'usr_someone_else', 'entry-1')).toEqual({ theirs: true });
    expect(await readOnDevice('kept', MANAGER_ID, 'placements')).toEqual(expect.anything());
  });
});

describe('an agreement settled in the session', () => {
  it.each([
    [
      'accepted',
      DEMO.pending,
      async (user: UserEvent) => {
        await user.click(
          screen.getByRole('checkbox', { name: 'I have read the non-disclosure agreement and accept it.' }),
        );
        await user.click(screen.getByRole('checkbox', { name: 'I have read and acknowledged the privacy notice.' }));
        await user.click(screen.getByRole('button', { name: 'Confirm and continue' }));
      },
    ],
    [
      'skipped',
      DEMO.skippable,
      async (user: UserEvent) => {
        await user.click(screen.getByRole('button', { name: 'Decide later' }));
      },
    ],
  ])(
    'is no longer pending in the kept session info once %s, so an offline start does not show it',
    async (_how, account, settle) => {
      const { user } = await renderApp({ route: '/dashboard', signedInAs: account });
      await screen.findByRole('heading', { level: 1, name: 'Agreements' });
      await waitFor(() =>
        expect(JSON.parse(storedSessionInfo() ?? 'null')).toEqual(expect.objectContaining({ showAgreement: true })),
      );

      await settle(user);
      expect(await screen.findByRole('heading', WELCOME)).toBeInTheDocument();
      expect(JSON.parse(storedSessionInfo() ?? 'null')).toEqual(expect.objectContaining({ showAgreement: false }));
    },
  );
});
