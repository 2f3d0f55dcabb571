import { Blob as NodeBlob } from 'node:buffer';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { selectSession } from '@/core/session/session.selectors';
import { server } from '@mocks/node';

import { renderApp, sent, signIn, useDesktopWidth } from '../features/helpers';
import { DEMO, DEMO_PASSWORD, recordRequests } from '../test-utils';

/** The signed-in frame: header, profile menu, footer (docs/decisions/015-header-breakpoint.md). */

afterEach(() => {
  vi.unstubAllGlobals();
});

async function openMenu(user: Awaited<ReturnType<typeof renderApp>>['user'], name: RegExp) {
  await user.click(await screen.findByRole('button', { name }));
  return screen.findByRole('menu');
}

describe('profile menu', () => {
  it('shows the full name "Frau Dr. Katharina Berger" in German after the manager signs in', async () => {
    const { user } = await renderApp({ route: '/login' });
    await signIn(user, DEMO.manager, DEMO_PASSWORD);

    // WCAG 2.5.3 Label in Name: the name begins with what the button shows, initials and name.
    const button = await screen.findByRole('button', { name: 'KB Frau Dr. Katharina Berger – Profilmenü öffnen' });
    expect(button).toHaveTextContent('Frau Dr. Katharina Berger');
    expect(within(button).getByText('KB')).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('lang', 'de');

    const menu = await openMenu(user, /Profilmenü/);
    expect(within(menu).getByRole('menuitem', { name: 'Mein Profil' })).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Abmelden' })).toBeInTheDocument();
  });

  it('lists the entries of a narrow screen, with login settings disabled', async () => {
    const { user } = await renderApp({ route: '/dashboard', signedInAs: DEMO.manager });
    const menu = await openMenu(user, /^KB Dr\. Katharina Berger – open the profile menu$/);

    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([
      'My profile',
      'My documents',
      'Home',
      'Opportunities & placements',
      'CV',
      'Sign-in settings',
      'Notification settings',
      'Download FAQ (PDF)',
      'Sign out',
    ]);
    expect(within(menu).getByRole('menuitem', { name: 'Sign-in settings' })).toHaveAttribute('aria-disabled', 'true');
    expect(within(menu).getByRole('menuitem', { name: 'My profile' })).toHaveAttribute('href', '/account');
    expect(within(menu).getByRole('menuitem', { name: 'My documents' })).toHaveAttribute('href', '/documents');
    expect(within(menu).getByRole('menuitem', { name: 'Notification settings' })).toHaveAttribute(
      'href',
      '/notification-settings',
    );
  });

  it('opens my profile from the menu', async () => {
    const { user, router } = await renderApp({ route: '/dashboard', signedInAs: DEMO.manager });
    const menu = await openMenu(user, /profile menu/);
    await user.click(within(menu).getByRole('menuitem', { name: 'My profile' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'My profile' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/account');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });

  it('moves Home, Resume and Opportunities & placements into the header on a desktop screen', async () => {
    useDesktopWidth();
    const { user, router } = await renderApp({ route: '/dashboard', signedInAs: DEMO.manager });
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Home', '/dashboard'],
      ['CV', '/resume'],
      ['Opportunities & placements', '/management'],
    ]);

    const menu = await openMenu(user, /profile menu/);
    expect(within(menu).queryByRole('menuitem', { name: 'Home' })).not.toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: 'CV' })).not.toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'My profile' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    await user.click(within(nav).getByRole('link', { name: 'CV' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your CV' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/resume');
  });

  it('logs out: the session and the refresh token are gone and the user is on /login', async () => {
    window.sessionStorage.setItem('portal.draft.usr_manager.account', '{"firstName":"K"}');
    const { user, router, store } = await renderApp({ route: '/resume', signedInAs: DEMO.manager });
    // Written after the sign-in, which deletes every draft not the signed-in user's
    // (docs/decisions/039-drafts-change-hands.md).
    window.sessionStorage.setItem('portal.draft.usr_other.account', '{"firstName":"O"}');
    expect(window.localStorage.getItem('portal.refreshToken')).not.toBeNull();
    const menu = await openMenu(user, /profile menu/);
    await user.click(within(menu).getByRole('menuitem', { name: 'Sign out' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(selectSession(store.getState())).toBeNull();
    expect(window.localStorage.getItem('portal.refreshToken')).toBeNull();
    expect(window.localStorage.getItem('portal.lastActive')).toBeNull();
    // An explicit logout deletes the user's drafts, and only hers (docs/decisions/010-drafts.md).
    expect(window.sessionStorage.getItem('portal.draft.usr_manager.account')).toBeNull();
    expect(window.sessionStorage.getItem('portal.draft.usr_other.account')).not.toBeNull();
    // The protected page is not reachable any more.
    expect(screen.queryByRole('heading', { name: 'Your CV' })).not.toBeInTheDocument();
  });

  it('shows a red toast when the FAQ cannot be downloaded, and closes the empty tab', async () => {
    const tab = { opener: {} as unknown, location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockImplementation(() => tab as unknown as Window);
    // msw's XHR interceptor hands a blob reply to undici, which needs Node's Blob (jsdom's has no stream()).
    vi.stubGlobal('Blob', NodeBlob);
    server.use(
      http.get('*/api/v1/manager/faq/file', () =>
        HttpResponse.json({ code: 'server', message: 'down' }, { status: 500 }),
      ),
    );
    const { user } = await renderApp({ route: '/dashboard', signedInAs: DEMO.manager });
    const menu = await openMenu(user, /profile menu/);
    await user.click(within(menu).getByRole('menuitem', { name: 'Download FAQ (PDF)' }));

    expect(await screen.findByText('An error occurred on the server. Please try again later.')).toBeInTheDocument();
    await waitFor(() => expect(tab.close).toHaveBeenCalled());
  });

  it('links the logo to the home page', async () => {
    const { user, router } = await renderApp({ route: '/documents', signedInAs: DEMO.manager });
    await user.click(await screen.findByRole('link', { name: 'IN Interim Manager Portal – to your home page' }));
    expect(await screen.findByRole('heading', { level: 1, name: /^Welcome/ })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});

/** The words of a text as WCAG 2.5.3 compares them: letters and digits, case ignored. */
function words(text: string): string[] {
  return text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}

/**
 * The words a control shows, from its text as axe-core reads it: the texts of its elements run
 * together, so "IN" and "Interim" in two spans with no space between them make "ININTERIM".
 */
function shownWords(control: Element): string[] {
  return words(control.textContent ?? '');
}

/** WCAG 2.5.3 Label in Name: every link and button of the header and footer that shows text has that text, in order, in its name. */
async function expectLabelsInNames() {
  const regions = [await screen.findByRole('banner'), await screen.findByRole('contentinfo')];
  const controls = regions.flatMap((region) => [
    ...within(region).queryAllByRole('link'),
    ...within(region).queryAllByRole('button'),
  ]);
  const checked = controls.filter((control) => shownWords(control).length > 0);
  for (const control of checked) {
    const separator = '[^\\p{L}\\p{N}]+';
    const label = new RegExp(`(^|${separator})${shownWords(control).join(separator)}(${separator}|$)`, 'iu');
    expect(control).toHaveAccessibleName(label);
  }
  return checked.length;
}

describe('label in name (WCAG 2.5.3)', () => {
  it('names the logo, the language buttons and the profile menu by what they show, signed in', async () => {
    await renderApp({ route: '/dashboard', signedInAs: DEMO.manager });
    await screen.findByRole('heading', { level: 1, name: /^Welcome/ });
    expect(screen.getByRole('link', { name: /^IN Interim Manager Portal/ })).toHaveTextContent(
      'IN Interim Manager Portal',
    );
    expect(screen.getByRole('button', { name: 'DE – Deutsch' })).toHaveTextContent(/^DE$/);
    expect(screen.getByRole('button', { name: 'EN – English' })).toHaveTextContent(/^EN$/);
    // Logo, DE, EN, the profile menu and the three footer links, at least.
    expect(await expectLabelsInNames()).toBeGreaterThanOrEqual(7);
  });

  it('names the logo and the language buttons by what they show on the public pages', async () => {
    await renderApp({ route: '/login' });
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    expect(screen.getByRole('link', { name: 'IN Interim Manager Portal – to the sign-in page' })).toHaveAttribute(
      'href',
      '/login',
    );
    // Logo, DE, EN and the three footer links, at least.
    expect(await expectLabelsInNames()).toBeGreaterThanOrEqual(6);
  });
});

/** The release is the build's own: the package version and the commit it was built from (or the build's time). */
const RELEASE = /Portal 0\.5\.0\+[0-9a-zA-Z]{8,}/;

describe('footer', () => {
  it("shows the build's release (the version and the commit) and the API version from GET /api/version", async () => {
    const requests = recordRequests();
    await renderApp({ route: '/dashboard', signedInAs: DEMO.manager });
    const footer = await screen.findByRole('contentinfo', { name: 'Site footer' });
    expect(await within(footer).findByText(/API 1\.8\.2/)).toBeInTheDocument();
    expect(footer).toHaveTextContent(RELEASE);
    // A narrow footer never breaks between the portal's name and its release.
    expect(footer.textContent).toContain('Portal\u00a00.5.0+');
    expect(requests.filter((request) => request.method === 'GET' && request.path === '/api/version')).toHaveLength(1);
  });

  it('shows the versions on the public pages too', async () => {
    await renderApp({ route: '/login' });
    const footer = await screen.findByRole('contentinfo');
    expect(await within(footer).findByText(/API 1\.8\.2/)).toBeInTheDocument();
    expect(footer).toHaveTextContent(RELEASE);
  });

  it('says the API version is unavailable when GET /api/version fails', async () => {
    server.use(
      http.get('*/api/version', () => HttpResponse.json({ code: 'server', message: 'down' }, { status: 500 })),
    );
    await renderApp({ route: '/login' });
    const footer = await screen.findByRole('contentinfo');
    expect(await within(footer).findByText(/API version unavailable/)).toBeInTheDocument();
    expect(footer).toHaveTextContent(RELEASE);
  });

  it('links the provider pages of the current language in new tabs', async () => {
    await renderApp({ route: '/login' });
    const footer = await screen.findByRole('contentinfo');
    for (const name of ['Contact', 'Legal notice', 'Privacy', 'LinkedIn (opens in a new tab)']) {
      const link = within(footer).getByRole('link', { name });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link.getAttribute('href')).toMatch(/^https:\/\//);
    }
    expect(within(footer).getByRole('link', { name: 'Privacy' }).getAttribute('href')).toMatch(/\/en\//);
  });
});

describe('client contact', () => {
  it('has a menu without the manager entries', async () => {
    const requests = recordRequests();
    const { user } = await renderApp({ route: '/projects', signedInAs: DEMO.client });
    await screen.findByRole('heading', { level: 1, name: 'Your Projects' });
    const menu = await openMenu(user, /profile menu/);
    const entries = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    expect(entries).toContain('Sign out');
    expect(entries).not.toContain('My profile');
    expect(entries).not.toContain('CV');
    expect(sent(requests, 'GET', '/manager')).toHaveLength(0);
  });
});
