import { act, screen, waitFor, within } from '@testing-library/react';

import { renderApp } from '../features/helpers';
import { DEMO } from '../test-utils';

/** The UI language: 100 = de, 200 = en, persisted in 'portal.language' and shared by tabs. */

function languageGroup(name: 'Language' | 'Sprache') {
  return screen.findByRole('group', { name });
}

it('switches the texts to German and back, and persists 100 and 200', async () => {
  const { user } = await renderApp({ route: '/login' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();

  await user.click(within(await languageGroup('Language')).getByRole('button', { name: 'DE – Deutsch' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Anmelden' })).toBeInTheDocument();
  expect(screen.getByLabelText(/^Benutzername/)).toBeInTheDocument();
  expect(window.localStorage.getItem('portal.language')).toBe('100');
  expect(document.documentElement).toHaveAttribute('lang', 'de');
  expect(within(await languageGroup('Sprache')).getByRole('button', { name: 'DE – Deutsch' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await user.click(within(await languageGroup('Sprache')).getByRole('button', { name: 'EN – English' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
  expect(window.localStorage.getItem('portal.language')).toBe('200');
  expect(document.documentElement).toHaveAttribute('lang', 'en');
});

it('translates the validation messages already shown', async () => {
  const { user } = await renderApp({ route: '/login' });
  await user.click(await screen.findByRole('button', { name: 'Sign in' }));
  expect(await screen.findByText('Please enter your username.')).toBeInTheDocument();
  await user.click(within(await languageGroup('Language')).getByRole('button', { name: 'DE – Deutsch' }));
  await waitFor(() => expect(screen.queryByText('Please enter your username.')).not.toBeInTheDocument());
  expect(screen.getByLabelText(/^Benutzername/)).toHaveAccessibleDescription(
    'Bitte geben Sie Ihren Benutzernamen ein.',
  );
});

it('switches the signed-in frame and the name labels, and reloads the labels in the new language', async () => {
  const { user } = await renderApp({ route: '/dashboard', signedInAs: DEMO.manager });
  expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Dr. Katharina Berger' })).toBeInTheDocument();
  await user.click(within(await languageGroup('Language')).getByRole('button', { name: 'DE – Deutsch' }));
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Willkommen, Frau Dr. Katharina Berger' }),
  ).toBeInTheDocument();
  expect(window.localStorage.getItem('portal.language')).toBe('100');
});

it("follows another tab's language change", async () => {
  await renderApp({ route: '/login' });
  await screen.findByRole('heading', { level: 1, name: 'Sign in' });
  act(() => {
    window.localStorage.setItem('portal.language', '100');
    window.dispatchEvent(new StorageEvent('storage', { key: 'portal.language', oldValue: '200', newValue: '100' }));
  });
  expect(await screen.findByRole('heading', { level: 1, name: 'Anmelden' })).toBeInTheDocument();
});
