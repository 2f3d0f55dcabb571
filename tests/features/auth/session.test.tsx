import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { clearTokens } from '@/api/tokens';
import { selectSession } from '@/core/session/session.selectors';
import { login } from '@/features/auth/auth.api';
import { authActions } from '@/features/auth/auth.slice';
import { setMockConfig } from '@mocks/db';
import { server } from '@mocks/node';

import { DEMO, DEMO_PASSWORD, dialogsClosed, recordRequests } from '../../test-utils';
import { renderApp, sent } from '../helpers';

/** Session rules (docs/decisions/007-tokens.md, 008-tabs-agree.md and 009-idle-timeout.md). */

const HOUR = 60 * 60 * 1000;
const IDLE_MESSAGE = 'You were signed out after one hour of inactivity. Please sign in again.';
const DEFAULT_TTL = 15 * 60 * 1000;

function storedRefreshToken() {
  return window.localStorage.getItem('portal.refreshToken');
}

function storedLastActive() {
  return window.localStorage.getItem('portal.lastActive');
}

/** A session as a reload finds it: only the refresh token (and last-active time) in storage. */
async function storeSessionOfReload(username: string, lastActive: number | null = Date.now()) {
  const { refreshToken } = await login({ username, password: DEMO_PASSWORD });
  clearTokens();
  window.localStorage.setItem('portal.refreshToken', refreshToken);
  if (lastActive !== null) window.localStorage.setItem('portal.lastActive', String(lastActive));
  return refreshToken;
}

async function dashboardOf() {
  return renderApp({ route: '/dashboard', signedInAs: DEMO.manager }).then(async (rendered) => {
    await screen.findByRole('heading', { level: 1, name: 'Welcome, Dr. Katharina Berger' });
    return rendered;
  });
}

describe('idle time-out', () => {
  it('warns in the last minute and logs out after one hour without input, with the idle message', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { router, store } = await dashboardOf();

    act(() => vi.advanceTimersByTime(HOUR - 45_000));
    const dialog = await screen.findByRole('dialog', { name: 'Are you still there?' });
    expect(dialog).toHaveTextContent(/you will be signed out in (4[0-5]) seconds because of inactivity/);
    expect(within(dialog).getByRole('button', { name: 'Stay signed in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');

    act(() => vi.advanceTimersByTime(46_000));

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByText(IDLE_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(selectSession(store.getState())).toBeNull();
    expect(storedRefreshToken()).toBeNull();
  });

  it('counts down in the singular at the last second ("in 1 second", not "in 1 seconds")', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { store } = await dashboardOf();
    act(() => vi.advanceTimersByTime(HOUR - 45_000));
    const dialog = await screen.findByRole('dialog', { name: 'Are you still there?' });

    // The dialog shows what the store holds; set the last two values the countdown reaches.
    act(() => {
      store.dispatch(authActions.idleWarningTicked(2));
    });
    expect(dialog).toHaveTextContent('you will be signed out in 2 seconds because of inactivity');
    act(() => {
      store.dispatch(authActions.idleWarningTicked(1));
    });
    expect(dialog).toHaveTextContent('you will be signed out in 1 second because of inactivity');
    expect(dialog).not.toHaveTextContent('1 seconds');
  });

  it('does not warn before the last minute', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await dashboardOf();
    act(() => vi.advanceTimersByTime(HOUR - 65_000));
    // The check runs every second: give it two.
    act(() => vi.advanceTimersByTime(2_000));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeInTheDocument();
  });

  it('stays signed in when "Stay signed in" is chosen', async () => {
    const { user, router } = await dashboardOf();
    // Another tab's last input was almost an hour ago: the shared time decides (docs/decisions/009-idle-timeout.md).
    window.localStorage.setItem('portal.lastActive', String(Date.now() - HOUR + 20_000));

    const dialog = await screen.findByRole('dialog', { name: 'Are you still there?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay signed in' }));

    await dialogsClosed();
    expect(Date.now() - Number(storedLastActive())).toBeLessThan(5_000);
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(storedRefreshToken()).not.toBeNull();
  });

  it('logs out at once with "Sign out now"', async () => {
    const { user, router } = await dashboardOf();
    window.localStorage.setItem('portal.lastActive', String(Date.now() - HOUR + 20_000));
    const dialog = await screen.findByRole('dialog', { name: 'Are you still there?' });
    await user.click(within(dialog).getByRole('button', { name: 'Sign out now' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.queryByText(IDLE_MESSAGE)).not.toBeInTheDocument();
    expect(storedRefreshToken()).toBeNull();
  });

  it('logs out when the stored last-active time is over an hour old (sleeping laptop)', async () => {
    const { router } = await dashboardOf();
    window.localStorage.setItem('portal.lastActive', String(Date.now() - HOUR - 5_000));
    expect(await screen.findByText(IDLE_MESSAGE)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(storedRefreshToken()).toBeNull();
    expect(storedLastActive()).toBeNull();
  });
});

describe('start-up', () => {
  it('logs out before any API call when the stored last-active time is older than one hour', async () => {
    await storeSessionOfReload(DEMO.manager, Date.now() - HOUR - 60_000);
    const requests = recordRequests();
    const { router } = await renderApp({ route: '/resume' });

    expect(await screen.findByText(IDLE_MESSAGE)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(sent(requests, 'POST', '/refresh-token')).toHaveLength(0);
    expect(requests.filter((request) => request.path.startsWith('/api/v1/manager'))).toHaveLength(0);
    expect(storedRefreshToken()).toBeNull();
  });

  it('restores the session from a stored refresh token, with one refresh, before showing the page', async () => {
    const stored = await storeSessionOfReload(DEMO.manager);
    const requests = recordRequests();
    const { router } = await renderApp({ route: '/resume' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Your CV' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/resume');
    const refreshes = sent(requests, 'POST', '/refresh-token');
    expect(refreshes.map((request) => request.body)).toEqual([{ refreshToken: stored }]);
    // Refresh tokens rotate: the stored one is the new one.
    expect(storedRefreshToken()).not.toBe(stored);
    expect(storedRefreshToken()).toBeTruthy();
  });

  it('restores a pending agreement from the refresh reply', async () => {
    await storeSessionOfReload(DEMO.pending);
    await renderApp({ route: '/dashboard' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Agreements' })).toBeInTheDocument();
  });

  it('goes to /login and forgets the token when the server rejects the stored refresh token', async () => {
    window.localStorage.setItem('portal.refreshToken', 'revoked-token');
    window.localStorage.setItem('portal.lastActive', String(Date.now()));
    const { router } = await renderApp({ route: '/documents' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(storedRefreshToken()).toBeNull();
  });

  it('reports a network failure at start-up and keeps the stored token for the next start', async () => {
    await storeSessionOfReload(DEMO.manager);
    server.use(http.post('*/api/v1/refresh-token', () => HttpResponse.error()));
    await renderApp({ route: '/dashboard' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(await screen.findByText(/^Server connection error/)).toBeInTheDocument();
    expect(storedRefreshToken()).not.toBeNull();
  });
});

describe('tabs agree', () => {
  it("logs this tab out when another tab logs out (the refresh token's removal)", async () => {
    const { router, store } = await dashboardOf();
    act(() => {
      window.localStorage.removeItem('portal.refreshToken');
      window.dispatchEvent(new StorageEvent('storage', { key: 'portal.refreshToken', oldValue: 'x', newValue: null }));
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(
      screen.getByText('You were signed out in another window of this browser. Please sign in again.'),
    ).toBeInTheDocument();
    expect(selectSession(store.getState())).toBeNull();
  });

  it('signs this tab in when another tab signs in', async () => {
    const { router } = await renderApp({ route: '/login' });
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    const { refreshToken } = await login({ username: DEMO.manager, password: DEMO_PASSWORD });
    act(() => {
      window.localStorage.setItem('portal.refreshToken', refreshToken);
      window.dispatchEvent(
        new StorageEvent('storage', { key: 'portal.refreshToken', oldValue: null, newValue: refreshToken }),
      );
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });
});

describe('access token expiry during use', () => {
  it('refreshes transparently: the page loads with one refresh and the user stays signed in', async () => {
    setMockConfig({ accessTokenTtlMs: 1 });
    const requests = recordRequests();
    const rendered = renderApp({ route: '/dashboard', signedInAs: DEMO.manager });
    // Only the sign-in's token is short-lived; the refreshed one lives as usual.
    const { router } = await rendered;
    setMockConfig({ accessTokenTtlMs: DEFAULT_TTL });

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Dr. Katharina Berger' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(sent(requests, 'POST', '/refresh-token')).toHaveLength(1);
    const profileCalls = sent(requests, 'GET', '/manager');
    expect(profileCalls).toHaveLength(2);
    expect(profileCalls[0]?.authorization).not.toBe(profileCalls[1]?.authorization);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('logs out with the session-ended message when the refresh is rejected', async () => {
    setMockConfig({ accessTokenTtlMs: 1 });
    server.use(
      http.post('*/api/v1/refresh-token', () =>
        HttpResponse.json({ code: 'refresh_invalid', message: 'gone' }, { status: 401 }),
      ),
    );
    const { router, store } = await renderApp({ route: '/dashboard', signedInAs: DEMO.manager });

    expect(await screen.findByText('Your session has ended. Please sign in again.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(selectSession(store.getState())).toBeNull();
    expect(storedRefreshToken()).toBeNull();
  });
});
