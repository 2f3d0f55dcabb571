import { screen, waitFor } from '@testing-library/react';

import { renderApp, renderAppWithState, sent, signIn } from '../features/helpers';
import { DEMO, DEMO_PASSWORD, recordRequests } from '../test-utils';

/** Route guards (docs/decisions/014-redirects.md and 016-extra-paths.md). */

describe('a visitor', () => {
  it('is sent from /resume to /login, and after signing in back to /resume', async () => {
    const { user, router } = await renderApp({ route: '/resume' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');

    await signIn(user, DEMO.manager, DEMO_PASSWORD);

    // The manager's language is German (100): the resume page greets her as "Ihr Lebenslauf".
    expect(await screen.findByRole('heading', { level: 1, name: 'Ihr Lebenslauf' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/resume');
  });

  it('keeps query and hash of the remembered location', async () => {
    const { user, router } = await renderApp({ route: '/placement/p-1?tab=time#week' });
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    await signIn(user, DEMO.manager, DEMO_PASSWORD);
    await waitFor(() => expect(router.state.location.pathname).toBe('/placement/p-1'));
    expect(router.state.location.search).toBe('?tab=time');
    expect(router.state.location.hash).toBe('#week');
  });

  it.each(['//evil.com', 'https://evil.com'])(
    'ignores a remembered location of %j and lands on the dashboard',
    async (from) => {
      const { user, router } = await renderAppWithState('/login', { from });
      await screen.findByRole('heading', { level: 1, name: 'Sign in' });
      await signIn(user, DEMO.manager, DEMO_PASSWORD);
      await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
      expect(await screen.findByRole('heading', { level: 1, name: /^Willkommen/ })).toBeInTheDocument();
    },
  );

  it('is sent to /login from an unknown path, by way of the dashboard', async () => {
    const { router } = await renderApp({ route: '/no/such/page' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('may open the public CV views', async () => {
    const { router } = await renderApp({ route: '/manager/cv/m-1' });
    // No CV has that id: the public page itself answers, not the sign-in.
    expect(await screen.findByRole('heading', { level: 1, name: 'This CV was not found' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/manager/cv/m-1');
  });
});

describe('a signed-in manager', () => {
  it('is sent from /login to the dashboard', async () => {
    const { router } = await renderApp({ route: '/login', signedInAs: DEMO.manager });
    expect(await screen.findByRole('heading', { level: 1, name: /^Welcome/ })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('is sent from /login back to where they came from', async () => {
    const { router } = await renderAppWithState('/login', { from: '/documents' }, { signedInAs: DEMO.manager });
    expect(await screen.findByRole('heading', { level: 1, name: 'My documents' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/documents');
  });

  it('is not sent to another site by a remembered location of "//evil.com"', async () => {
    const { router } = await renderAppWithState(
      '/forgot-password',
      { from: '//evil.com' },
      { signedInAs: DEMO.manager },
    );
    expect(await screen.findByRole('heading', { level: 1, name: /^Welcome/ })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('is sent from an unknown path to the dashboard with the fromLogin flag', async () => {
    const { router } = await renderApp({ route: '/this/does/not/exist', signedInAs: DEMO.manager });
    expect(await screen.findByRole('heading', { level: 1, name: /^Welcome/ })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(router.state.location.state).toEqual({ fromLogin: true });
  });

  it('is sent from / to the dashboard', async () => {
    const { router } = await renderApp({ route: '/', signedInAs: DEMO.manager });
    expect(await screen.findByRole('heading', { level: 1, name: /^Welcome/ })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('cannot open the client projects', async () => {
    const { router } = await renderApp({ route: '/projects', signedInAs: DEMO.manager });
    expect(await screen.findByRole('heading', { level: 1, name: /^Welcome/ })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it.each(['/projects/mandates', '/project-resume/prj-lechtal-cfo/cand_10851_lechtal-cfo'])(
    'cannot open %s, a client page, either',
    async (route) => {
      const { router } = await renderApp({ route, signedInAs: DEMO.manager });
      expect(await screen.findByRole('heading', { level: 1, name: /^Welcome/ })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/dashboard');
      expect(screen.queryByRole('heading', { name: /^(Your Projects|Candidate CV)$/ })).not.toBeInTheDocument();
    },
  );
});

describe('a client contact', () => {
  it('lands on /projects after signing in', async () => {
    const requests = recordRequests();
    const { user, router } = await renderApp({ route: '/login' });
    await signIn(user, DEMO.client, DEMO_PASSWORD);
    await waitFor(() => expect(router.state.location.pathname).toBe('/projects'));
    expect(
      await screen.findByRole('heading', { level: 1, name: /^(Your Projects|Ihre Projekte)$/ }),
    ).toBeInTheDocument();
    // A client has no manager profile: the app does not ask for one.
    expect(sent(requests, 'GET', '/manager')).toHaveLength(0);
  });

  it('cannot open /dashboard or a manager page', async () => {
    const { router } = await renderApp({ route: '/dashboard', signedInAs: DEMO.client });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your Projects' })).toBeInTheDocument();
    // The projects open on their first tab.
    expect(router.state.location.pathname).toBe('/projects/current');
    expect(screen.queryByRole('heading', { name: /^Welcome/ })).not.toBeInTheDocument();
  });

  it.each(['/documents', '/management/opportunities'])(
    'is sent from %s, a manager page, to /projects',
    async (route) => {
      const { router } = await renderApp({ route, signedInAs: DEMO.client });
      expect(await screen.findByRole('heading', { level: 1, name: 'Your Projects' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/projects/current');
    },
  );

  it('is sent from /resume to /projects', async () => {
    const { router } = await renderApp({ route: '/resume', signedInAs: DEMO.client });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your Projects' })).toBeInTheDocument();
    // The projects open on their first tab.
    expect(router.state.location.pathname).toBe('/projects/current');
  });
});

describe('after a session ends', () => {
  it('forgets the page after an explicit logout: the next sign-in starts at the dashboard', async () => {
    const { user, router } = await renderApp({ route: '/resume', signedInAs: DEMO.manager });
    await screen.findByRole('heading', { level: 1, name: 'Your CV' });

    await user.click(screen.getByRole('button', { name: /open the profile menu/i }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    expect(router.state.location.state).toBeNull();

    await signIn(user, DEMO.manager, DEMO_PASSWORD);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('remembers the page when the session expired: the next sign-in returns to it', async () => {
    const { user, router, store } = await renderApp({ route: '/resume', signedInAs: DEMO.manager });
    await screen.findByRole('heading', { level: 1, name: 'Your CV' });

    store.dispatch({ type: 'auth/sessionExpired' });
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });

    await signIn(user, DEMO.manager, DEMO_PASSWORD);
    await waitFor(() => expect(router.state.location.pathname).toBe('/resume'));
  });
});
