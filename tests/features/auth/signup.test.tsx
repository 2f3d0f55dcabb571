import { screen, waitFor, within } from '@testing-library/react';
import { DEMO, DEMO_PASSWORD, recordRequests } from '../../test-utils';
import { renderApp, sent, signIn } from '../helpers';

/** `/signup`: the simple variant with sign-in and sign-up tabs (decision 12). */

it('opens on the sign-in tab and signs in from it', async () => {
  const requests = recordRequests();
  const { user, router } = await renderApp({ route: '/signup' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Sign in or register' })).toBeInTheDocument();
  const tabs = screen.getByRole('tablist', { name: 'Sign in or register' });
  expect(within(tabs).getByRole('tab', { name: 'Sign in' })).toHaveAttribute('aria-selected', 'true');
  expect(within(tabs).getByRole('tab', { name: 'Register' })).toHaveAttribute('aria-selected', 'false');

  const panel = screen.getByRole('tabpanel');
  expect(within(panel).getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  await signIn(user, DEMO.skippable, DEMO_PASSWORD);

  await waitFor(() => expect(router.state.location.pathname).not.toBe('/signup'));
  expect(sent(requests, 'POST', '/login')).toHaveLength(1);
});

it('switches to the register tab, which leads to the registration', async () => {
  const { user, router } = await renderApp({ route: '/signup' });
  await user.click(await screen.findByRole('tab', { name: 'Register' }));

  expect(screen.getByRole('tab', { name: 'Register' })).toHaveAttribute('aria-selected', 'true');
  const panel = screen.getByRole('tabpanel');
  expect(within(panel).getByText(/Apply to join our network of interim managers/)).toBeInTheDocument();
  expect(within(panel).queryByLabelText(/^username/i)).not.toBeInTheDocument();

  await user.click(within(panel).getByRole('link', { name: 'Register as an interim manager' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Registration' })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/register');

  await user.click(screen.getByRole('link', { name: 'Interim Manager Portal' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
});

it('shows the sign-in errors inside the sign-in tab', async () => {
  const { user } = await renderApp({ route: '/signup' });
  await screen.findByRole('tab', { name: 'Sign in' });
  await signIn(user, DEMO.manager, 'Wrong#Password1');
  const panel = screen.getByRole('tabpanel');
  expect(await within(panel).findByRole('alert')).toHaveTextContent('You have 2 attempts left');
});
