import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';

import { selectSession } from '@/core/session/session.selectors';
import { server } from '@mocks/node';

import { DEMO, DEMO_PASSWORD, recordRequests } from '../../test-utils';
import { fill, passwordField, renderApp, sent, signIn, usernameField } from '../helpers';

/** `/login`. */

const WRONG = 'Wrong#Password1';

/** Three wrong passwords in a row, through the warnings with 2 and then 1 attempts left. */
async function failThreeTimes(user: UserEvent) {
  await signIn(user, DEMO.manager, WRONG);
  await screen.findByText(/2 attempts left/);
  await fill(user, passwordField(), WRONG);
  await user.keyboard('{Enter}');
  await screen.findByText(/1 attempt left/);
  await fill(user, passwordField(), WRONG);
  await user.keyboard('{Enter}');
}

describe('the sign-in form', () => {
  it('submits with Enter and sends the trimmed username and the password as typed', async () => {
    const requests = recordRequests();
    const { user, router } = await renderApp({ route: '/login' });
    await user.type(await usernameField(), `  ${DEMO.skippable}  `);
    await user.type(passwordField(), `${DEMO_PASSWORD}{Enter}`);

    await waitFor(() => expect(router.state.location.pathname).not.toBe('/login'));
    expect(sent(requests, 'POST', '/login').map((request) => request.body)).toEqual([
      { username: DEMO.skippable, password: DEMO_PASSWORD },
    ]);
  });

  it('shows a message next to each empty field and sends nothing', async () => {
    const requests = recordRequests();
    const { user } = await renderApp({ route: '/login' });
    const username = await usernameField();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Please enter your username.')).toBeInTheDocument();
    expect(username).toHaveAccessibleDescription('Please enter your username.');
    expect(username).toBeInvalid();
    expect(passwordField()).toHaveAccessibleDescription('Please enter your password.');
    // On submit the first invalid field gets focus.
    await waitFor(() => expect(username).toHaveFocus());
    expect(sent(requests, 'POST', '/login')).toHaveLength(0);
  });

  it('treats a username of blanks as empty', async () => {
    const requests = recordRequests();
    const { user } = await renderApp({ route: '/login' });
    await signIn(user, '    ', 'x');
    expect(await usernameField()).toHaveAccessibleDescription('Please enter your username.');
    expect(sent(requests, 'POST', '/login')).toHaveLength(0);
  });

  it('refuses a username longer than 64 characters with a message next to the field', async () => {
    const requests = recordRequests();
    const { user } = await renderApp({ route: '/login' });
    const username = await usernameField();
    // Set as autofill or a paste would; the rule holds however the value got in.
    fireEvent.change(username, { target: { value: `${'b'.repeat(60)}@x.de!` } });
    await fill(user, passwordField(), 'secret');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('The username has at most 64 characters.')).toBeInTheDocument();
    expect(username).toHaveAccessibleDescription('The username has at most 64 characters.');
    expect(sent(requests, 'POST', '/login')).toHaveLength(0);
  });

  it('accepts a username of exactly 64 characters', async () => {
    const requests = recordRequests();
    const { user } = await renderApp({ route: '/login' });
    await signIn(user, `${'c'.repeat(58)}@x.dee`, 'secret');
    await screen.findByText(/2 attempts left/);
    expect(screen.queryByText('The username has at most 64 characters.')).not.toBeInTheDocument();
    expect(sent(requests, 'POST', '/login')).toHaveLength(1);
  });

  it('links to /forgot-password', async () => {
    const { user, router } = await renderApp({ route: '/login' });
    await user.click(await screen.findByRole('link', { name: 'Forgot your password?' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/forgot-password');
  });

  it('disables the button while the sign-in runs, so it cannot be sent twice', async () => {
    const requests = recordRequests();
    let release: () => void = () => undefined;
    server.use(
      http.post('*/api/v1/login', async () => {
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return HttpResponse.json(
          { code: 'invalid_credentials', message: 'x', locked: false, left_attempts: 2 },
          { status: 400 },
        );
      }),
    );
    const { user } = await renderApp({ route: '/login' });
    await signIn(user, DEMO.manager, WRONG);
    const button = screen.getByRole('button', { name: 'Sign in' });
    await waitFor(() => expect(button).toBeDisabled());
    await user.keyboard('{Enter}');
    release();
    expect(await screen.findByText('Warning')).toBeInTheDocument();
    expect(button).toBeEnabled();
    expect(sent(requests, 'POST', '/login')).toHaveLength(1);
  });
});

describe('failed sign-in', () => {
  it('shows the invalid-credentials message (40001) for a 400 without attempts left to report', async () => {
    server.use(
      http.post('*/api/v1/login', () =>
        HttpResponse.json({ code: 'invalid_credentials', message: 'Invalid Username or Password' }, { status: 400 }),
      ),
    );
    const { user } = await renderApp({ route: '/login' });
    await signIn(user, DEMO.manager, WRONG);
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid username or password.');
    expect(screen.queryByText('Warning')).not.toBeInTheDocument();
  });

  it('warns with the remaining attempts: 2 after the first wrong password, then 1', async () => {
    const { user } = await renderApp({ route: '/login' });
    await signIn(user, DEMO.manager, WRONG);
    const first = await screen.findByRole('alert');
    expect(within(first).getByText('Warning')).toBeInTheDocument();
    expect(first).toHaveTextContent('You have 2 attempts left before your account is locked for one hour.');

    await fill(user, passwordField(), `${WRONG}2`);
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'You have 1 attempt left before your account is locked for one hour.',
      ),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
  });

  it('locks the account after the third wrong password and shows the account-locked screen', async () => {
    const { user } = await renderApp({ route: '/login' });
    await failThreeTimes(user);

    expect(await screen.findByRole('heading', { level: 1, name: 'Account locked' })).toBeInTheDocument();
    expect(await screen.findByText('The maximum number of sign-in attempts has been exceeded.')).toBeInTheDocument();
    expect(screen.getAllByText('Account locked')).toHaveLength(1);
    expect(screen.getByText('For your security, your account is locked for one hour.')).toBeInTheDocument();
    // The third message is HTML: rendered as markup, not shown as tags.
    const emphasis = screen.getByText('reset it');
    expect(emphasis.tagName).toBe('STRONG');
    expect(emphasis.closest('p')).toHaveTextContent(
      'You can sign in again after that. If you have forgotten your password, please reset it or contact our support team.',
    );
    expect(document.body).not.toHaveTextContent('<p>');
    expect(screen.queryByLabelText(/^username/i)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Reset password' })).toHaveAttribute('href', '/forgot-password');
  });

  it('does not sign a locked account in, even with the right password', async () => {
    const requests = recordRequests();
    const { user, router, store } = await renderApp({ route: '/login' });
    await failThreeTimes(user);
    await screen.findByRole('heading', { level: 1, name: 'Account locked' });

    await user.click(screen.getByRole('button', { name: 'Back to sign-in' }));
    await signIn(user, DEMO.manager, DEMO_PASSWORD);

    expect(await screen.findByRole('heading', { level: 1, name: 'Account locked' })).toBeInTheDocument();
    expect(sent(requests, 'POST', '/login')).toHaveLength(4);
    expect(router.state.location.pathname).toBe('/login');
    expect(selectSession(store.getState())).toBeNull();
    expect(window.localStorage.getItem('portal.refreshToken')).toBeNull();
  });

  it('shows the server connection error (50301) when the network fails', async () => {
    server.use(http.post('*/api/v1/login', () => HttpResponse.error()));
    const { user } = await renderApp({ route: '/login' });
    await signIn(user, DEMO.manager, DEMO_PASSWORD);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Server connection error. Please check your connection and try again.',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
  });

  it('shows an error instead of crashing when the sign-in reply is not JSON', async () => {
    server.use(http.post('*/api/v1/login', () => HttpResponse.html('<html><body>Maintenance</body></html>')));
    const { user } = await renderApp({ route: '/login' });
    await signIn(user, DEMO.manager, DEMO_PASSWORD);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The server sent an unreadable reply. Please try again later.',
    );
    expect(screen.getByLabelText(/^username/i)).toBeInTheDocument();
  });

  it('clears the error when the next sign-in succeeds', async () => {
    const { user, router } = await renderApp({ route: '/login' });
    await signIn(user, DEMO.skippable, WRONG);
    await screen.findByText(/2 attempts left/);
    await fill(user, passwordField(), DEMO_PASSWORD);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/login'));
    expect(screen.queryByText(/attempts? left/)).not.toBeInTheDocument();
  });
});
