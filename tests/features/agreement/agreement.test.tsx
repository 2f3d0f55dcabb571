import { Blob as NodeBlob } from 'node:buffer';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { selectSession } from '@/core/session/session.selectors';
import { setMockConfig } from '@mocks/db';
import { server } from '@mocks/node';

import { assertInert, fireEveryEvent, resetXssFlag, XSS_PAYLOADS } from '../../lib/xss';
import { DEMO, DEMO_PASSWORD, recordRequests } from '../../test-utils';
import { renderApp, sent, signIn, todayIso, useDesktopWidth } from '../helpers';

/** The agreement screen: shown instead of every protected page while pending. */

const TERMS_PANEL = 'Non-disclosure agreement (NDA)';
const PRIVACY_PANEL = 'Privacy notice';
const TERMS_BOX = 'I have read the non-disclosure agreement and accept it.';
const PRIVACY_BOX = 'I have read and acknowledged the privacy notice.';

afterEach(() => {
  vi.unstubAllGlobals();
});

async function openAgreement(signedInAs: string, route = '/dashboard') {
  const rendered = await renderApp({ route, signedInAs });
  await screen.findByRole('heading', { level: 1, name: 'Agreements' });
  return rendered;
}

/** The panel's text region, after opening the panel if it is closed. */
async function panelText(user: Awaited<ReturnType<typeof renderApp>>['user'], panel: string) {
  const summary = screen.getByRole('button', { name: panel });
  if (summary.getAttribute('aria-expanded') !== 'true') await user.click(summary);
  // The accordion's details are a region named by the summary; the text inside is the inner one.
  const regions = await screen.findAllByRole('region', { name: panel });
  return regions.find((region) => !regions.some((other) => other !== region && region.contains(other))) as HTMLElement;
}

async function tickBoth(user: Awaited<ReturnType<typeof renderApp>>['user']) {
  await user.click(screen.getByRole('checkbox', { name: TERMS_BOX }));
  await user.click(screen.getByRole('checkbox', { name: PRIVACY_BOX }));
}

it('shows both panels with their texts in the current language', async () => {
  const requests = recordRequests();
  const { user } = await openAgreement(DEMO.pending);

  const terms = await panelText(user, TERMS_PANEL);
  expect(await within(terms).findByText(/between the operator of this portal/)).toBeInTheDocument();
  expect(within(terms).getByRole('heading', { name: '1. Subject matter' })).toBeInTheDocument();
  const privacy = await panelText(user, PRIVACY_PANEL);
  expect(
    await within(privacy).findByText(/We take the protection of your personal data seriously/),
  ).toBeInTheDocument();

  expect(screen.getByRole('button', { name: 'Download the non-disclosure agreement (PDF)' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Download the privacy notice (PDF)' })).toBeInTheDocument();
  expect(sent(requests, 'GET', '/manager/agreement-nda/en')).toHaveLength(1);
  expect(sent(requests, 'GET', '/manager/protection-nda/en')).toHaveLength(1);
});

it('enables accept only when both boxes are ticked', async () => {
  const { user } = await openAgreement(DEMO.pending);
  const accept = screen.getByRole('button', { name: 'Confirm and continue' });
  expect(accept).toBeDisabled();

  await user.click(screen.getByRole('checkbox', { name: TERMS_BOX }));
  expect(accept).toBeDisabled();
  await user.click(screen.getByRole('checkbox', { name: PRIVACY_BOX }));
  expect(accept).toBeEnabled();
  await user.click(screen.getByRole('checkbox', { name: TERMS_BOX }));
  expect(accept).toBeDisabled();
});

it("accepts with today's date and lands on the dashboard with the fromLogin flag", async () => {
  const requests = recordRequests();
  const { user, router } = await renderApp({ route: '/login' });
  await signIn(user, DEMO.pending, DEMO_PASSWORD);
  // A signed-in user with a pending agreement is sent to the agreement screen.
  await screen.findByRole('heading', { level: 1, name: 'Agreements' });
  expect(router.state.location.pathname).toBe('/agreement-terms');
  await tickBoth(user);
  await user.click(screen.getByRole('button', { name: 'Confirm and continue' }));

  expect(await screen.findByRole('heading', { level: 1, name: /^Welcome/ })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/dashboard');
  expect(router.state.location.state).toEqual({ fromLogin: true });
  const puts = sent(requests, 'PUT', '/manager/contract-info');
  expect(puts).toHaveLength(1);
  expect(puts[0]?.body).toMatchObject({ contractReceivedDate: todayIso() });
  expect((puts[0]?.body as { contractReceivedDate: string }).contractReceivedDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(screen.queryByRole('heading', { name: 'Agreements' })).not.toBeInTheDocument();
});

it('takes an acceptance answered 204 as accepted, and lands on the dashboard', async () => {
  // A server with only the specification's calls (docs/decisions/056-a-save-is-its-status.md).
  setMockConfig({ server: 'spec' });
  const { user, router } = await openAgreement(DEMO.pending);
  await tickBoth(user);
  await user.click(screen.getByRole('button', { name: 'Confirm and continue' }));

  expect(await screen.findByRole('heading', { level: 1, name: /^Welcome/ })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/dashboard');
});

it('goes to the dashboard after accepting on a page the agreement replaced (/resume)', async () => {
  const { user, router } = await openAgreement(DEMO.pending, '/resume');
  await tickBoth(user);
  await user.click(screen.getByRole('button', { name: 'Confirm and continue' }));

  await waitFor(() => expect(screen.queryByRole('heading', { level: 1, name: 'Agreements' })).not.toBeInTheDocument());
  // Successful acceptance goes to /dashboard with the fromLogin flag.
  await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'), { timeout: 2000 });
  expect(router.state.location.state).toEqual({ fromLogin: true });
  expect(await screen.findByRole('heading', { level: 1, name: /^Welcome/ })).toBeInTheDocument();
});

it('does not offer skip when the agreement cannot be skipped', async () => {
  await openAgreement(DEMO.pending);
  expect(screen.getByRole('button', { name: 'Confirm and continue' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Decide later' })).not.toBeInTheDocument();
});

it('offers skip when allowed, and skipping goes to the dashboard', async () => {
  const requests = recordRequests();
  const { user, router } = await openAgreement(DEMO.skippable, '/agreement-terms');
  await user.click(screen.getByRole('button', { name: 'Decide later' }));

  expect(await screen.findByRole('heading', { level: 1, name: /^Welcome/ })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/dashboard');
  expect(sent(requests, 'POST', '/manager/skip-agreement')).toHaveLength(1);
  expect(sent(requests, 'PUT', '/manager/contract-info')).toHaveLength(0);
});

it('goes to the dashboard after skipping on a page the agreement replaced (/resume)', async () => {
  const { user, router } = await openAgreement(DEMO.skippable, '/resume');
  await user.click(screen.getByRole('button', { name: 'Decide later' }));

  await waitFor(() => expect(screen.queryByRole('heading', { level: 1, name: 'Agreements' })).not.toBeInTheDocument());
  // Skip goes to /dashboard.
  await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'), { timeout: 2000 });
});

it('logs out and goes to /login on cancel', async () => {
  const { user, router, store } = await openAgreement(DEMO.pending);
  await user.click(screen.getByRole('button', { name: 'Cancel and sign out' }));

  expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/login');
  expect(selectSession(store.getState())).toBeNull();
  expect(window.localStorage.getItem('portal.refreshToken')).toBeNull();
});

it('keeps the ticks and shows the error when accepting fails', async () => {
  server.use(
    http.put('*/api/v1/manager/contract-info', () =>
      HttpResponse.json({ code: 'server', message: 'down' }, { status: 500 }),
    ),
  );
  const { user, router } = await openAgreement(DEMO.pending);
  await tickBoth(user);
  await user.click(screen.getByRole('button', { name: 'Confirm and continue' }));

  expect(
    await screen.findByText('Your choice could not be saved. An error occurred on the server. Please try again later.'),
  ).toBeInTheDocument();
  expect(screen.getByRole('checkbox', { name: TERMS_BOX })).toBeChecked();
  expect(screen.getByRole('checkbox', { name: PRIVACY_BOX })).toBeChecked();
  expect(screen.getByRole('button', { name: 'Confirm and continue' })).toBeEnabled();
  expect(router.state.location.pathname).toBe('/dashboard');
  expect(screen.getByRole('heading', { level: 1, name: 'Agreements' })).toBeInTheDocument();
});

it('disables the buttons while the acceptance is being saved, so it is sent once', async () => {
  const requests = recordRequests();
  let release: () => void = () => undefined;
  server.use(
    http.put('*/api/v1/manager/contract-info', async () => {
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return HttpResponse.json({ code: 'server', message: 'down' }, { status: 500 });
    }),
  );
  const { user } = await openAgreement(DEMO.pending);
  await tickBoth(user);
  const accept = screen.getByRole('button', { name: 'Confirm and continue' });
  await user.click(accept);

  await waitFor(() => expect(accept).toBeDisabled());
  expect(screen.getByRole('button', { name: 'Cancel and sign out' })).toBeDisabled();
  expect(screen.getByRole('checkbox', { name: TERMS_BOX })).toBeDisabled();
  release();
  expect(
    await screen.findByText('Your choice could not be saved. An error occurred on the server. Please try again later.'),
  ).toBeInTheDocument();
  expect(sent(requests, 'PUT', '/manager/contract-info')).toHaveLength(1);
});

it('does not go on when the server does not confirm the acceptance', async () => {
  server.use(
    http.put('*/api/v1/manager/contract-info', () =>
      HttpResponse.json({ id: '', success: false, contractReceivedDate: todayIso() }),
    ),
  );
  const { user } = await openAgreement(DEMO.pending);
  await tickBoth(user);
  await user.click(screen.getByRole('button', { name: 'Confirm and continue' }));
  expect(
    await screen.findByText('Your choice could not be saved. An error occurred on the server. Please try again later.'),
  ).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Agreements' })).toBeInTheDocument();
});

it('says why a skip could not be saved, and keeps the agreement to settle', async () => {
  server.use(http.post('*/api/v1/manager/skip-agreement', () => HttpResponse.error()));
  const { user, router } = await openAgreement(DEMO.skippable);
  await user.click(screen.getByRole('button', { name: 'Decide later' }));

  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Your choice could not be saved. Server connection error. Please check your connection and try again.',
  );
  expect(screen.getByRole('button', { name: 'Decide later' })).toBeEnabled();
  expect(router.state.location.pathname).toBe('/dashboard');
  expect(screen.getByRole('heading', { level: 1, name: 'Agreements' })).toBeInTheDocument();
});

it('replaces every protected page while pending, e.g. /resume', async () => {
  const { router } = await openAgreement(DEMO.pending, '/resume');
  expect(router.state.location.pathname).toBe('/resume');
  expect(screen.queryByRole('heading', { name: 'Your CV' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Confirm and continue' })).toBeInTheDocument();
});

it('hides the header links and the profile menu while pending, and shows them once accepted', async () => {
  useDesktopWidth();
  const { user } = await openAgreement(DEMO.pending);
  expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'CV' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /profile menu/i })).not.toBeInTheDocument();

  await tickBoth(user);
  await user.click(screen.getByRole('button', { name: 'Confirm and continue' }));

  const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
  expect(within(nav).getByRole('link', { name: 'CV' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /profile menu/i })).toBeInTheDocument();
});

it('tells when a text could not be loaded', async () => {
  server.use(
    http.get('*/api/v1/manager/agreement-nda/:lang', () =>
      HttpResponse.json({ code: 'server', message: 'x' }, { status: 500 }),
    ),
  );
  await openAgreement(DEMO.pending);
  expect(
    await screen.findByText('The text could not be loaded. An error occurred on the server. Please try again later.'),
  ).toBeInTheDocument();
});

it('opens the PDF in a new tab from a download fetched with the bearer header, not a token in the URL', async () => {
  const urls: { url: string; authorization: string | null }[] = [];
  server.events.on('request:start', ({ request }) => {
    urls.push({ url: request.url, authorization: request.headers.get('authorization') });
  });
  const tab = { opener: {} as unknown, location: { href: '' }, close: vi.fn() };
  const open = vi.spyOn(window, 'open').mockImplementation(() => tab as unknown as Window);
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:agreement-pdf'), revokeObjectURL: vi.fn() }),
  );
  // msw's XHR interceptor hands a blob reply to undici, which needs Node's Blob (jsdom's has no stream()).
  vi.stubGlobal('Blob', NodeBlob);
  const { user } = await openAgreement(DEMO.pending);

  await user.click(screen.getByRole('button', { name: 'Download the non-disclosure agreement (PDF)' }));

  await waitFor(() => expect(tab.location.href).toBe('blob:agreement-pdf'));
  expect(open).toHaveBeenCalledTimes(1);
  expect(tab.opener).toBeNull();
  const download = urls.find((entry) => entry.url.includes('/manager/nda/agreement-file/en'));
  expect(download?.authorization).toMatch(/^Bearer \S+/);
  const query = new URL(download?.url ?? 'http://x').searchParams;
  expect(Number(query.get('timestamp'))).toBeGreaterThan(0);
  expect([...query.keys()]).toEqual(['timestamp']);
});

it('shows the agreements for reading once accepted, at /agreement-terms', async () => {
  await renderApp({ route: '/agreement-terms', signedInAs: DEMO.manager });
  expect(
    await screen.findByText(
      'You have accepted the non-disclosure agreement and acknowledged the privacy notice. You can read both again here at any time.',
    ),
  ).toBeInTheDocument();
  expect(screen.getByRole('checkbox', { name: TERMS_BOX })).toBeChecked();
  expect(screen.getByRole('checkbox', { name: TERMS_BOX })).toBeDisabled();
  expect(screen.queryByRole('button', { name: 'Confirm and continue' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/dashboard');
});

describe('server HTML in the agreement texts', () => {
  beforeEach(resetXssFlag);

  it('renders the XSS payloads inert: no script runs, no dangerous element, no attribute', async () => {
    // Some payloads swallow what follows them (an unclosed tag), so the safe markers come first.
    const html = `<h3>Safe heading</h3><p>Safe text</p>${XSS_PAYLOADS.map((payload) => payload.html).join('\n')}`;
    server.use(
      http.get('*/api/v1/manager/agreement-nda/:lang', () => HttpResponse.json({ html })),
      http.get('*/api/v1/manager/protection-nda/:lang', () => HttpResponse.json({ html })),
    );
    const { user } = await openAgreement(DEMO.pending);

    for (const panel of [TERMS_PANEL, PRIVACY_PANEL]) {
      const region = await panelText(user, panel);
      expect(await within(region).findByText('Safe text')).toBeInTheDocument();
      expect(within(region).getByText('bold')).toBeInTheDocument();
      expect(within(region).getByRole('heading', { name: 'Safe heading' })).toBeInTheDocument();
      fireEveryEvent(region);
      assertInert(region);
    }
    expect(document.querySelectorAll('script, iframe')).toHaveLength(0);
  });
});
