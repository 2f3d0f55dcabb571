import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';

import { server } from '@mocks/node';

import { DEMO, recordRequests } from '../../test-utils';
import { fill, renderApp, sent, signIn, summaryLeadsToField } from '../helpers';

/**
 * `/reset-password/{token}` (update mode) and `/create-password/{token}` (create mode), with the
 * demo links (docs/decisions/018-demo-data.md).
 */

const STRONG = 'New#Pass2026';
const RULE_ERROR =
  'Use at least 6 characters, including a lowercase letter, an uppercase letter, a digit and a special character.';
const SAVED = 'Your password has been saved. You can now sign in with it.';
const SAVE_ERROR = 'Your password could not be saved. Please try again or contact our support team.';
const RESET_EXPIRED = 'This link has expired. Please request a new link to reset your password.';
const CREATE_EXPIRED =
  /^This link has expired\. Request a new link: we will send it to the e-mail address of your username/;
const INVALID = 'This link is not valid. Please use the complete link from your e-mail, or request a new one.';

function newPasswordField() {
  return screen.getByLabelText(/^new password/i);
}
function confirmField() {
  return screen.getByLabelText(/^repeat new password/i);
}

async function choose(user: UserEvent, password: string, confirm: string) {
  await fill(user, newPasswordField(), password);
  await fill(user, confirmField(), confirm);
}

describe('reset mode', () => {
  it('sets a new password with a valid link and offers the way to sign in', async () => {
    const requests = recordRequests();
    const { user, router } = await renderApp({ route: '/reset-password/demo-valid' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose a new password' })).toBeInTheDocument();
    await screen.findByLabelText(/^new password/i);
    expect(sent(requests, 'POST', '/validate-reset-password-token/demo-valid')).toHaveLength(1);

    await choose(user, STRONG, STRONG);
    await user.click(screen.getByRole('button', { name: 'Save new password' }));

    expect(await screen.findByText(SAVED)).toBeInTheDocument();
    expect(screen.queryByLabelText(/^new password/i)).not.toBeInTheDocument();
    expect(sent(requests, 'POST', '/update-password').map((request) => request.body)).toEqual([
      { token: 'demo-valid', password: STRONG, confirmPassword: STRONG },
    ]);

    await user.click(screen.getByRole('link', { name: 'Go to sign-in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    // The reset link of the demo belongs to manager@demo.test: the new password now signs her in.
    await signIn(user, DEMO.manager, STRONG);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('shows the creation rule and refuses a weak password without sending it', async () => {
    const requests = recordRequests();
    const { user } = await renderApp({ route: '/reset-password/demo-valid' });
    await screen.findByLabelText(/^new password/i);
    expect(newPasswordField()).toHaveAccessibleDescription(
      'At least 6 characters, with a lowercase letter, an uppercase letter, a digit and a special character.',
    );

    await choose(user, 'password1', 'password1');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));

    expect(await screen.findByText(RULE_ERROR)).toBeInTheDocument();
    expect(newPasswordField()).toHaveAccessibleDescription(RULE_ERROR);
    expect(sent(requests, 'POST', '/update-password')).toHaveLength(0);
  });

  it('needs the confirmation to match the password', async () => {
    const requests = recordRequests();
    const { user } = await renderApp({ route: '/reset-password/demo-valid' });
    await screen.findByLabelText(/^new password/i);
    await choose(user, STRONG, `${STRONG}x`);
    await user.click(screen.getByRole('button', { name: 'Save new password' }));

    expect(await screen.findByText('The passwords do not match.')).toBeInTheDocument();
    expect(confirmField()).toHaveAccessibleDescription('The passwords do not match.');
    expect(sent(requests, 'POST', '/update-password')).toHaveLength(0);
  });

  it('asks for both fields when they are empty', async () => {
    const { user } = await renderApp({ route: '/reset-password/demo-valid' });
    await screen.findByLabelText(/^new password/i);
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText('Please repeat your new password.')).toBeInTheDocument();
    expect(newPasswordField()).toBeInvalid();
    await summaryLeadsToField(user, newPasswordField());
  });

  it('shows the error and keeps the form when saving fails', async () => {
    server.use(
      http.post('*/api/v1/update-password', () =>
        HttpResponse.json({ code: 'server', message: 'down' }, { status: 500 }),
      ),
    );
    const { user } = await renderApp({ route: '/reset-password/demo-valid' });
    await screen.findByLabelText(/^new password/i);
    await choose(user, STRONG, STRONG);
    await user.click(screen.getByRole('button', { name: 'Save new password' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(SAVE_ERROR);
    expect(newPasswordField()).toBeInTheDocument();
    expect(screen.queryByText(SAVED)).not.toBeInTheDocument();
  });

  it('shows the expired-link message when the server answers token_expired on submit (fail_expired)', async () => {
    server.use(
      http.post('*/api/v1/update-password', () =>
        HttpResponse.json({ code: 'token_expired', message: 'The link has expired' }, { status: 400 }),
      ),
    );
    const { user, router } = await renderApp({ route: '/reset-password/demo-valid' });
    await screen.findByLabelText(/^new password/i);
    await choose(user, STRONG, STRONG);
    await user.click(screen.getByRole('button', { name: 'Save new password' }));

    expect(await screen.findByText(RESET_EXPIRED)).toBeInTheDocument();
    expect(screen.queryByLabelText(/^new password/i)).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Request a new link' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/forgot-password');
  });

  it('shows the expired-link message for the expired demo link', async () => {
    await renderApp({ route: '/reset-password/demo-expired' });
    expect(await screen.findByText(RESET_EXPIRED)).toBeInTheDocument();
    expect(screen.queryByLabelText(/^new password/i)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/forgot-password');
  });

  it('shows the invalid-link message for an unknown token', async () => {
    const { user, router } = await renderApp({ route: '/reset-password/no-such-token' });
    expect(await screen.findByRole('heading', { level: 1, name: 'This link is not valid' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(INVALID);
    expect(screen.queryByLabelText(/^new password/i)).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Request a new link' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/forgot-password'));
  });

  it('offers to try again when the link cannot be checked for lack of a network', async () => {
    let fail = true;
    server.use(
      http.post('*/api/v1/validate-reset-password-token/:token', () =>
        fail ? HttpResponse.error() : HttpResponse.json({ valid: true, expired: false }),
      ),
    );
    const { user } = await renderApp({ route: '/reset-password/demo-valid' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Server connection error');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText(/^new password/i)).toBeInTheDocument();
  });
});

describe('create mode', () => {
  it('creates the password with a valid link', async () => {
    const requests = recordRequests();
    const { user } = await renderApp({ route: '/create-password/demo-valid' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Create your password' })).toBeInTheDocument();
    expect(screen.getByText('Welcome! Choose the password for your portal access.')).toBeInTheDocument();
    await screen.findByLabelText(/^new password/i);
    await choose(user, STRONG, STRONG);
    await user.click(screen.getByRole('button', { name: 'Create password' }));

    expect(await screen.findByText(SAVED)).toBeInTheDocument();
    expect(sent(requests, 'POST', '/update-password')).toHaveLength(1);
  });

  it('applies the same rules as the reset form', async () => {
    const { user } = await renderApp({ route: '/create-password/demo-valid' });
    await screen.findByLabelText(/^new password/i);
    await choose(user, 'Abc#12', 'Abc#13');
    await user.click(screen.getByRole('button', { name: 'Create password' }));
    expect(await screen.findByText('The passwords do not match.')).toBeInTheDocument();
    await choose(user, 'abcdef', 'abcdef');
    await user.click(screen.getByRole('button', { name: 'Create password' }));
    expect(await screen.findByText(RULE_ERROR)).toBeInTheDocument();
  });

  it('requests a new link for an expired create link and confirms that the e-mail was sent', async () => {
    const requests = recordRequests();
    const { user } = await renderApp({ route: '/create-password/demo-expired' });
    expect(await screen.findByText(CREATE_EXPIRED)).toBeInTheDocument();
    expect(screen.queryByLabelText(/^new password/i)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Request a new link' }));

    expect(
      await screen.findByText(
        'We have sent a new link to the e-mail address of your username. Please also check your spam folder.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Request a new link' })).not.toBeInTheDocument();
    expect(sent(requests, 'POST', '/resend-welcome-email-token').map((request) => request.body)).toEqual([
      { token: 'demo-expired' },
    ]);
    expect(screen.getByRole('link', { name: 'Go to sign-in' })).toHaveAttribute('href', '/login');
  });

  it('shows an error when the new link cannot be sent, and lets the user try again', async () => {
    let attempts = 0;
    server.use(
      http.post('*/api/v1/resend-welcome-email-token', () => {
        attempts += 1;
        return HttpResponse.json({ code: 'server', message: 'down' }, { status: 500 });
      }),
    );
    const { user } = await renderApp({ route: '/create-password/demo-expired' });
    await user.click(await screen.findByRole('button', { name: 'Request a new link' }));

    expect(
      await screen.findByText('The new link could not be sent. Please try again or contact our support team.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/We have sent a new link/)).not.toBeInTheDocument();
    const again = screen.getByRole('button', { name: 'Request a new link' });
    await waitFor(() => expect(again).toBeEnabled());
    await user.click(again);
    await waitFor(() => expect(attempts).toBe(2));
  });

  it('shows the create-link expiry when the server answers token_expired on submit', async () => {
    server.use(
      http.post('*/api/v1/update-password', () =>
        HttpResponse.json({ code: 'token_expired', message: 'expired' }, { status: 400 }),
      ),
    );
    const { user } = await renderApp({ route: '/create-password/demo-valid' });
    await screen.findByLabelText(/^new password/i);
    await choose(user, STRONG, STRONG);
    await user.click(screen.getByRole('button', { name: 'Create password' }));

    expect(await screen.findByText(CREATE_EXPIRED)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Request a new link' })).toBeInTheDocument();
  });

  it('shows the invalid-link message for an unknown create token', async () => {
    await renderApp({ route: '/create-password/whatever' });
    expect(await screen.findByRole('heading', { level: 1, name: 'This link is not valid' })).toBeInTheDocument();
    expect(screen.getByText(INVALID)).toBeInTheDocument();
  });
});
