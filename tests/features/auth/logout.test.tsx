import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';

import { clearTokens } from '@/api/tokens';
import { SESSION_PATHS } from '@/contract/session';
import { selectSession } from '@/core/session/session.selectors';
import { login } from '@/features/auth/auth.api';
import { server } from '@mocks/node';

import { postJson } from '../../mocks/helpers';
import { DEMO, DEMO_PASSWORD, recordRequests } from '../../test-utils';
import { fill, renderApp, sent } from '../helpers';

/** The deliberate logout: it revokes the session on the server and asks first when a form holds unsaved work (docs/decisions/034-logout-revokes.md). */

const HOUR = 60 * 60 * 1000;
const DRAFT_KEY = 'portal.draft.usr_manager.account';
const ASK = { name: 'Sign out without saving?' };

const storedRefreshToken = () => window.localStorage.getItem('portal.refreshToken');

async function openMenuAndLogOut(user: UserEvent) {
  await user.click(await screen.findByRole('button', { name: /profile menu/ }));
  await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Sign out' }));
}

async function accountPage() {
  const app = await renderApp({ route: '/account', signedInAs: DEMO.manager });
  await screen.findByRole('heading', { level: 1, name: 'My profile' });
  await screen.findByDisplayValue('Katharina');
  return app;
}

const ownCompany = () => screen.getByRole('textbox', { name: 'Own company' });

async function signInPage() {
  expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
}

describe('logout ends the session on the server', () => {
  it('sends POST /logout with the refresh token, and the token is refused by the refresh afterwards', async () => {
    const requests = recordRequests();
    const { user, router } = await renderApp({ route: '/dashboard', signedInAs: DEMO.manager });
    const refreshToken = storedRefreshToken();
    expect(refreshToken).not.toBeNull();

    await openMenuAndLogOut(user);
    await signInPage();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    await waitFor(() =>
      expect(sent(requests, 'POST', '/logout')).toEqual([
        expect.objectContaining({ body: { refreshToken }, authorization: null }),
      ]),
    );
    const refreshed = await postJson(SESSION_PATHS.refreshToken.build(), { refreshToken });
    expect(refreshed.status).toBe(401);
  });

  it.each([
    ['answers 500', () => HttpResponse.json({ code: 'server', message: 'down' }, { status: 500 })],
    ['cannot be reached', () => HttpResponse.error()],
  ])('signs out all the same, without an error, when the server %s', async (_case, answer) => {
    let calls = 0;
    server.use(
      http.post('*/api/v1/logout', () => {
        calls += 1;
        return answer();
      }),
    );
    const { user, store } = await renderApp({ route: '/dashboard', signedInAs: DEMO.manager });
    await openMenuAndLogOut(user);

    await signInPage();
    await waitFor(() => expect(calls).toBe(1));
    expect(selectSession(store.getState())).toBeNull();
    expect(storedRefreshToken()).toBeNull();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(/error|could not/i)).not.toBeInTheDocument();
  });

  it('revokes at the idle time-out too, and keeps the drafts there', async () => {
    const requests = recordRequests();
    const { user } = await accountPage();
    await fill(user, ownCompany(), 'Berger Interim Partners GmbH');
    const refreshToken = storedRefreshToken();
    // The last input was over an hour ago (a sleeping laptop): the next check logs out without asking.
    window.localStorage.setItem('portal.lastActive', String(Date.now() - HOUR - 5_000));

    expect(
      await screen.findByText('You were signed out after one hour of inactivity. Please sign in again.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog', ASK)).not.toBeInTheDocument();
    await waitFor(() =>
      expect(sent(requests, 'POST', '/logout').map((request) => request.body)).toEqual([{ refreshToken }]),
    );
    expect(window.sessionStorage.getItem(DRAFT_KEY)).toContain('Berger Interim Partners GmbH');
  });

  it('revokes at a start after the idle time-out too: the token left on the device opens nothing', async () => {
    const { refreshToken } = await login({ username: DEMO.manager, password: DEMO_PASSWORD });
    clearTokens();
    window.localStorage.setItem('portal.refreshToken', refreshToken);
    // The tab was closed over an hour ago and is opened again.
    window.localStorage.setItem('portal.lastActive', String(Date.now() - HOUR - 5_000));
    const requests = recordRequests();
    await renderApp({ route: '/dashboard' });
    expect(
      await screen.findByText('You were signed out after one hour of inactivity. Please sign in again.'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(sent(requests, 'POST', '/logout').map((request) => request.body)).toEqual([{ refreshToken }]),
    );
    expect(storedRefreshToken()).toBeNull();
    expect((await postJson(SESSION_PATHS.refreshToken.build(), { refreshToken })).status).toBe(401);
  });

  it('does not call the logout again in a tab that follows another tab’s logout', async () => {
    const requests = recordRequests();
    await renderApp({ route: '/dashboard', signedInAs: DEMO.manager });
    await screen.findByRole('heading', { level: 1, name: /^Welcome/ });
    act(() => {
      window.localStorage.removeItem('portal.refreshToken');
      window.dispatchEvent(new StorageEvent('storage', { key: 'portal.refreshToken', oldValue: 'x', newValue: null }));
    });
    await signInPage();
    // The page's own loads and the sign-in page's have settled; none of them was a logout.
    await screen.findByText('You were signed out in another window of this browser. Please sign in again.');
    expect(sent(requests, 'POST', '/logout')).toEqual([]);
  });
});

describe('logout with unsaved work', () => {
  it('logs out at once when no form holds unsaved work', async () => {
    const { user } = await accountPage();
    await openMenuAndLogOut(user);
    await signInPage();
    expect(screen.queryByRole('dialog', ASK)).not.toBeInTheDocument();
  });

  it('names the form that would be lost; "Go back" keeps it with its text', async () => {
    const requests = recordRequests();
    const { user, router, store } = await accountPage();
    await fill(user, ownCompany(), 'Berger Interim Partners GmbH');
    await openMenuAndLogOut(user);

    const dialog = await screen.findByRole('dialog', ASK);
    expect(dialog).toHaveAccessibleDescription(
      'What you entered here is not saved yet and will be lost if you sign out now:',
    );
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['My profile']);
    const back = within(dialog).getByRole('button', { name: 'Go back' });
    expect(back).toHaveFocus();

    // Enter takes the focused default: back to the form.
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog', ASK)).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/account');
    expect(ownCompany()).toHaveValue('Berger Interim Partners GmbH');
    expect(selectSession(store.getState())).not.toBeNull();
    expect(window.sessionStorage.getItem(DRAFT_KEY)).toContain('Berger Interim Partners GmbH');
    expect(sent(requests, 'POST', '/logout')).toEqual([]);
  });

  it('"Sign out anyway" logs out, revokes and deletes the drafts', async () => {
    const requests = recordRequests();
    const { user, router } = await accountPage();
    await fill(user, ownCompany(), 'Berger Interim Partners GmbH');
    await openMenuAndLogOut(user);
    const dialog = await screen.findByRole('dialog', ASK);
    await user.click(within(dialog).getByRole('button', { name: 'Sign out anyway' }));

    await signInPage();
    expect(router.state.location.pathname).toBe('/login');
    expect(storedRefreshToken()).toBeNull();
    expect(window.sessionStorage.getItem(DRAFT_KEY)).toBeNull();
    await waitFor(() => expect(sent(requests, 'POST', '/logout')).toHaveLength(1));
  });

  it('asks likewise from the idle dialog’s "Sign out now"', async () => {
    const { user, store } = await accountPage();
    await fill(user, ownCompany(), 'Berger Interim Partners GmbH');
    window.localStorage.setItem('portal.lastActive', String(Date.now() - HOUR + 20_000));
    const idle = await screen.findByRole('dialog', { name: 'Are you still there?' });
    await user.click(within(idle).getByRole('button', { name: 'Sign out now' }));

    const dialog = await screen.findByRole('dialog', ASK);
    expect(within(dialog).getByRole('listitem')).toHaveTextContent('My profile');
    await user.click(within(dialog).getByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(screen.queryByRole('dialog', ASK)).not.toBeInTheDocument());
    expect(ownCompany()).toHaveValue('Berger Interim Partners GmbH');
    expect(selectSession(store.getState())).not.toBeNull();
  });
});

describe('leaving the page with unsaved work', () => {
  const unload = () => {
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  };

  it('asks the browser’s question only while a form holds unsaved work', async () => {
    const { user } = await accountPage();
    expect(unload()).toBe(false);

    await fill(user, ownCompany(), 'Berger Interim Partners GmbH');
    expect(unload()).toBe(true);

    // Typed back to the saved text: nothing would be lost.
    await fill(user, ownCompany(), 'Berger Interim Management GmbH');
    await waitFor(() => expect(unload()).toBe(false));
  });

  it('stops asking once the changes are saved', async () => {
    const { user } = await accountPage();
    await fill(user, ownCompany(), 'Berger Interim Partners GmbH');
    expect(unload()).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your profile has been saved.')).toBeInTheDocument();
    expect(unload()).toBe(false);
  });
});
