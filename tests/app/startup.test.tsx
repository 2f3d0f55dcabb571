import { screen } from '@testing-library/react';

import { startsLikeTheBrowser } from './startMain';

/**
 * The start of the real entry point, src/main.tsx: the UI language comes from
 * 'portal.language': nothing stored → German (100), an unknown value → English (200).
 * Each test starts main.tsx afresh at "/" in a new #root; a visitor ends on /login.
 */

async function startApp() {
  document.body.innerHTML = '<div id="root"></div>';
  window.history.replaceState(null, '', '/');
  vi.resetModules();
  await import('@/main');
}

// main.tsx's roots are noted, so that each is unmounted after its test (./startMain.ts).
vi.mock('react-dom/client', async (importOriginal) => {
  const { notingRoots } = await import('./startMain');
  return notingRoots(await importOriginal());
});

startsLikeTheBrowser();

it('starts in German when no language is stored', async () => {
  await startApp();
  expect(await screen.findByRole('heading', { level: 1, name: 'Anmelden' }, { timeout: 10_000 })).toBeInTheDocument();
  expect(document.documentElement).toHaveAttribute('lang', 'de');
  expect(window.location.pathname).toBe('/login');
});

it('starts in English when an unknown language value is stored', async () => {
  window.localStorage.setItem('portal.language', 'fr');
  await startApp();
  expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' }, { timeout: 10_000 })).toBeInTheDocument();
  expect(document.documentElement).toHaveAttribute('lang', 'en');
});

it('starts in the stored language', async () => {
  window.localStorage.setItem('portal.language', '200');
  await startApp();
  expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' }, { timeout: 10_000 })).toBeInTheDocument();
  document.body.innerHTML = '';
  window.localStorage.setItem('portal.language', '100');
  await startApp();
  expect(await screen.findByRole('heading', { level: 1, name: 'Anmelden' }, { timeout: 10_000 })).toBeInTheDocument();
});

/**
 * The first page's module and texts are fetched before the first render, so the
 * page paints at once: no loader is ever drawn before it.
 */
describe.each([
  ['/login', 'Anmelden'],
  ['/signup', 'Anmelden oder registrieren'],
  ['/thank-you', 'Vielen Dank für Ihre Registrierung'],
  ['/forgot-password', 'Passwort vergessen'],
])('the first visit to %s', (path, heading) => {
  it('draws the page in the first render, with no loader before it', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    window.history.replaceState(null, '', path);
    const root = document.getElementById('root') as HTMLElement;
    const loaderSeen: string[] = [];
    const observer = new MutationObserver(() => {
      if (root.querySelector('[role="progressbar"]')) loaderSeen.push(root.textContent ?? '');
    });
    observer.observe(root, { childList: true, subtree: true });
    vi.resetModules();
    await import('@/main');
    expect(
      await screen.findByRole('heading', { level: 1, name: new RegExp(heading) }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    observer.disconnect();
    expect(loaderSeen).toEqual([]);
    expect(window.location.pathname).toBe(path);
  });
});
