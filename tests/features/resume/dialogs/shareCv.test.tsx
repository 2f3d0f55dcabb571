import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { CV_PATHS } from '@/contract/resume';
import { i18n } from '@/lib/i18n';
import { server } from '@mocks/node';
import { DEMO_PUBLIC_CV_ID } from '@mocks/resume/fixtures';
import { toResume } from '@mocks/resume/rules';

import { apiFetch } from '../../../mocks/helpers';
import { DEMO, dialogsClosed, recordRequests } from '../../../test-utils';
import { renderApp, sent } from '../../helpers';
import { FIRST_RENDER_TIMEOUT, openResume, section } from '../view/viewHelpers';
import { berger } from './dialogHelpers';

/**
 * Sharing the own CV by its public link (docs/decisions/037-public-cv.md): the share dialog over `/resume`,
 * its copy and its fallback, the question before a new link withdraws the old one, and a server that does not
 * name the id or answers the new one without a body.
 */

const TITLE = 'Share your CV by link';
const linkOf = (publicCvId: string) => `${window.location.origin}/manager/cv/${publicCvId}`;
const OWN_CV = CV_PATHS.managerCv.build('10427');
const NEW_LINK = CV_PATHS.publicCvId.build();

/** From the CV page, as a manager does: the page's 'Share by link'. */
async function openShare() {
  const app = await openResume();
  await app.user.click(screen.getByRole('link', { name: 'Share by link' }));
  const dialog = await screen.findByRole('dialog', { name: TITLE }, { timeout: FIRST_RENDER_TIMEOUT });
  await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Your CV link' })).toBeInTheDocument());
  return { ...app, dialog };
}

const linkField = () => screen.getByRole('textbox', { name: 'Your CV link' });
/** The dialog's live region: what it says of a copy or a new link. */
const shareDialogStatus = () => within(screen.getByRole('dialog')).getByRole('status');

/** 'Create a new link', then the question. */
async function askForNewLink(user: Awaited<ReturnType<typeof openShare>>['user']) {
  await user.click(screen.getByRole('button', { name: 'Create a new link' }));
  return screen.findByRole('dialog', { name: 'Create a new CV link?' });
}

describe('sharing the CV by its link', () => {
  it('shows the CV link, copies it and says so, and opens the public view in a new tab', async () => {
    const { user, router } = await openShare();
    expect(router.state.location.pathname).toBe('/resume/share');
    expect(linkField()).toHaveValue(linkOf(DEMO_PUBLIC_CV_ID));
    expect(linkField()).toHaveAttribute('readonly');
    expect(screen.getByText(/Anyone who has your CV link can read your CV without signing in/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe(linkOf(DEMO_PUBLIC_CV_ID));
    expect(shareDialogStatus()).toHaveTextContent('Link copied. You can now paste it into an e-mail or a message.');

    const preview = screen.getByRole('link', { name: 'Open public view (opens in a new tab)' });
    expect(preview).toHaveAttribute('href', linkOf(DEMO_PUBLIC_CV_ID));
    expect(preview).toHaveAttribute('target', '_blank');
    expect(preview).toHaveAttribute('rel', 'noopener noreferrer');

    await user.keyboard('{Escape}');
    await dialogsClosed();
    expect(router.state.location.pathname).toBe('/resume');
  });

  it('where the browser does not let it copy, selects the link in its field and says how to copy it', async () => {
    const { user } = await openShare();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('Denied', 'NotAllowedError'));

    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText(/Your browser did not let the portal copy the link/)).toBeInTheDocument();
    const field = linkField() as HTMLInputElement;
    expect(field).toHaveFocus();
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, linkOf(DEMO_PUBLIC_CV_ID).length]);
  });

  it('asks before a new link withdraws the old one, and keeping the link changes nothing', async () => {
    const requests = recordRequests();
    const { user, router } = await openShare();

    const question = await askForNewLink(user);
    expect(router.state.location.pathname).toBe('/resume/share/withdraw');
    expect(question).toHaveAccessibleDescription(/The links you have sent so far stop working at once/);
    const keep = within(question).getByRole('button', { name: 'Keep current link' });
    expect(keep).toHaveFocus();

    await user.click(keep);
    await screen.findByRole('dialog', { name: TITLE });
    expect(router.state.location.pathname).toBe('/resume/share');
    expect(linkField()).toHaveValue(linkOf(DEMO_PUBLIC_CV_ID));
    expect(sent(requests, 'POST', NEW_LINK)).toEqual([]);
  });

  it('makes a new link once asked, and shows it in place of the old one, which then opens nothing', async () => {
    const requests = recordRequests();
    const { user, router } = await openShare();

    const question = await askForNewLink(user);
    await user.click(within(question).getByRole('button', { name: 'Create new link' }));

    await screen.findByRole('dialog', { name: TITLE });
    expect(router.state.location.pathname).toBe('/resume/share');
    const renewed = berger().publicCvId;
    expect(renewed).not.toBe(DEMO_PUBLIC_CV_ID);
    await waitFor(() => expect(linkField()).toHaveValue(linkOf(renewed)));
    expect(shareDialogStatus()).toHaveTextContent(
      'Your new CV link is ready. The links you sent before no longer open your CV.',
    );
    expect(sent(requests, 'POST', NEW_LINK)).toHaveLength(1);
    // What the old link's view asks of the API now: nothing is found.
    expect((await apiFetch(CV_PATHS.publicCv.build(DEMO_PUBLIC_CV_ID))).status).toBe(404);

    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe(linkOf(renewed));
  });

  it('says a new link is not available when the server does not offer it (404), and keeps the old link', async () => {
    server.use(
      http.post(`*/api/v1${NEW_LINK}`, () => HttpResponse.json({ code: 'not_found', message: 'No' }, { status: 404 })),
    );
    const { user } = await openShare();

    const question = await askForNewLink(user);
    await user.click(within(question).getByRole('button', { name: 'Create new link' }));
    expect(await within(question).findByRole('alert')).toHaveTextContent(
      'No new link was created: this is not available at the moment. Your current link still works; please try again later.',
    );

    await user.click(within(question).getByRole('button', { name: 'Keep current link' }));
    await screen.findByRole('dialog', { name: TITLE });
    expect(linkField()).toHaveValue(linkOf(DEMO_PUBLIC_CV_ID));
    expect(berger().publicCvId).toBe(DEMO_PUBLIC_CV_ID);
  });

  it('reads the CV again when the new link is answered without a body (204), and shows the new link', async () => {
    const renewed = 'pcv_made_by_a_server_that_answers_204';
    server.use(
      http.post(`*/api/v1${NEW_LINK}`, () => {
        berger().publicCvId = renewed;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const requests = recordRequests();
    const { user } = await openShare();

    const question = await askForNewLink(user);
    await user.click(within(question).getByRole('button', { name: 'Create new link' }));

    await screen.findByRole('dialog', { name: TITLE });
    await waitFor(() => expect(linkField()).toHaveValue(linkOf(renewed)));
    expect(shareDialogStatus()).toHaveTextContent('Your new CV link is ready.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const posted = requests.findIndex((each) => each.method === 'POST' && each.path === `/api/v1${NEW_LINK}`);
    expect(requests.slice(posted + 1).some((each) => each.method === 'GET' && each.path === `/api/v1${OWN_CV}`)).toBe(
      true,
    );
  });

  it('says sharing is not available when the CV names no public CV id, and the rest of the CV page works', async () => {
    server.use(
      http.get(`*/api/v1${OWN_CV}`, () => {
        const { publicCvId: _left, ...cv } = toResume(berger());
        return HttpResponse.json(cv);
      }),
    );
    const { user, router } = await openResume();
    expect(section('Executive summary')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Export as PDF' })).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Share by link' }));
    const dialog = await screen.findByRole('dialog', { name: TITLE }, { timeout: FIRST_RENDER_TIMEOUT });
    expect(
      await within(dialog).findByText(/^Sharing your CV by link is not available at the moment\./),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Copy link' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Create a new link' })).not.toBeInTheDocument();

    await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await dialogsClosed();
    expect(router.state.location.pathname).toBe('/resume');
    // The CV's own dialogs still open.
    await user.click(screen.getByRole('link', { name: 'Edit executive summary' }));
    expect(
      await screen.findByRole('dialog', { name: 'Executive summary' }, { timeout: FIRST_RENDER_TIMEOUT }),
    ).toBeInTheDocument();
  });
});

describe('in German', () => {
  it('names the dialog, the link and its copy in German', async () => {
    await i18n.changeLanguage('de');
    const { user } = await renderApp({ route: '/resume', signedInAs: DEMO.manager });
    await user.click(await screen.findByRole('link', { name: 'Per Link teilen' }, { timeout: FIRST_RENDER_TIMEOUT }));
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Lebenslauf per Link teilen' },
      { timeout: FIRST_RENDER_TIMEOUT },
    );
    const field = await within(dialog).findByRole('textbox', { name: 'Ihr Lebenslauf-Link' });
    expect(field).toHaveValue(linkOf(DEMO_PUBLIC_CV_ID));

    await user.click(within(dialog).getByRole('button', { name: 'Link kopieren' }));
    expect(await navigator.clipboard.readText()).toBe(linkOf(DEMO_PUBLIC_CV_ID));
    expect(shareDialogStatus()).toHaveTextContent(
      'Link kopiert. Sie können ihn jetzt in eine E-Mail oder Nachricht einfügen.',
    );
    expect(
      within(dialog).getByRole('link', { name: 'Öffentliche Ansicht öffnen (öffnet sich in einem neuen Tab)' }),
    ).toHaveAttribute('href', linkOf(DEMO_PUBLIC_CV_ID));

    await user.click(within(dialog).getByRole('button', { name: 'Neuen Link erstellen' }));
    const question = await screen.findByRole('dialog', { name: 'Neuen Lebenslauf-Link erstellen?' });
    expect(question).toHaveAccessibleDescription(/Die bisher gesendeten Links funktionieren dann sofort nicht mehr/);
    expect(within(question).getByRole('button', { name: 'Aktuellen Link behalten' })).toHaveFocus();
  });
});
