import { Blob as NodeBlob } from 'node:buffer';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import type { AppStore } from '@/app/store';
import { i18n } from '@/lib/i18n';
import { LOCAL_KEYS } from '@/lib/storageKeys';
import { server } from '@mocks/node';

import { DEMO, dialogsClosed } from '../../../test-utils';
import { renderApp } from '../../helpers';

/**
 * The PDF export dialog `{base}/pdfcreation` (docs/decisions/010-drafts.md and 012-files-with-bearer.md):
 * language, CV type, colour scheme and template, the CV PDF in a new tab, example profiles
 * and instructions, and what happens when a file cannot be had.
 */

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Every API request's path and query (the `timestamp` query of the spec), with its bearer header. */
function recordUrls() {
  const requests: { method: string; path: string; query: URLSearchParams; authorization: string | null }[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    requests.push({
      method: request.method,
      path: url.pathname,
      query: url.searchParams,
      authorization: request.headers.get('authorization'),
    });
  });
  return requests;
}

/** Catches `window.open` (the tab opens inside the click) and lets msw's blob reply reach the app in jsdom. */
function catchNewTab() {
  const tab = { opener: {} as unknown, location: { href: '' }, close: vi.fn() };
  const open = vi.spyOn(window, 'open').mockImplementation(() => tab as unknown as Window);
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:cv-pdf'), revokeObjectURL: vi.fn() }));
  vi.stubGlobal('Blob', NodeBlob);
  return { tab, open };
}

function managerIdOf(store: AppStore): string {
  const id = store.getState().profile.data?.personalDetails.manager_id;
  if (!id) throw new Error('no manager id in the profile');
  return id;
}

async function openDialog({ route = '/resume/pdfcreation' } = {}) {
  const rendered = await renderApp({ route, signedInAs: DEMO.manager });
  // Three lazy steps (the page, the CV, the dialog's chunk): the first test of the file also transforms them.
  const dialog = await screen.findByRole('dialog', { name: 'Export your CV as a PDF' }, { timeout: 20_000 });
  return { ...rendered, dialog };
}

const createButton = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Create PDF' });

/** The × in the title bar and the footer's button, both named "Close". */
function closeButtons(dialog: HTMLElement) {
  const [corner, footer] = within(dialog).getAllByRole('button', { name: 'Close' });
  if (!corner || !footer) throw new Error('two close buttons expected');
  return { corner, footer };
}

describe('the choices', () => {
  it('offers the language (the resume language first), the four CV types with an explanation each, and 21 swatches', async () => {
    const { dialog } = await openDialog();
    const language = within(dialog).getByRole('group', { name: 'Language of the PDF' });
    expect(within(language).getByRole('radio', { name: 'German' })).toBeChecked();
    expect(within(language).getByRole('radio', { name: 'English' })).not.toBeChecked();

    const types = within(dialog).getByRole('group', { name: 'Type of CV' });
    expect(
      within(types)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['short', 'long', 'plant-manager', 'it-management']);
    expect(within(types).getByRole('radio', { name: 'Short CV' })).toHaveAccessibleDescription(
      'The key facts on one or two pages, for a first introduction.',
    );
    expect(within(types).getByRole('radio', { name: 'IT management' })).toHaveAccessibleDescription(/IT skills/);
    expect(within(types).getByRole('radio', { name: 'Full CV' })).toBeChecked();

    const designs = within(dialog).getByRole('group', { name: 'Colour and template' });
    const swatches = within(designs).getAllByRole('radio');
    expect(swatches).toHaveLength(21);
    for (const colour of ['Ice blue', 'Grey', 'White', 'Olive grey', 'Light grey', 'Red', 'Blue']) {
      for (const number of [1, 2, 3])
        expect(within(designs).getByRole('radio', { name: `${colour}, template ${number}` })).toBeInTheDocument();
    }
    expect(within(designs).getByRole('radio', { name: 'Ice blue, template 1' })).toBeChecked();
    expect(within(designs).getByText('Chosen: Ice blue, template 1')).toBeInTheDocument();
  });

  it('starts in the resume language when it is English', async () => {
    window.localStorage.setItem(LOCAL_KEYS.resumeLanguage, 'en');
    const { dialog } = await openDialog();
    expect(within(dialog).getByRole('radio', { name: 'English' })).toBeChecked();
  });

  it('names the colour schemes as the spec does for German users', async () => {
    await i18n.changeLanguage('de');
    await renderApp({ route: '/resume/pdfcreation', signedInAs: DEMO.manager });
    const dialog = await screen.findByRole('dialog', { name: 'Lebenslauf als PDF exportieren' }, { timeout: 20_000 });
    const designs = within(dialog).getByRole('group', { name: 'Farbe und Vorlage' });
    for (const colour of ['Eisblau', 'Grau', 'Weiß', 'Olivgrau', 'Hellgrau', 'Rot', 'Blau']) {
      expect(within(designs).getByRole('radio', { name: `${colour}, Vorlage 3` })).toBeInTheDocument();
    }
    expect(within(dialog).getByRole('button', { name: 'PDF erstellen' })).toBeInTheDocument();
  });

  it('moves through the swatches with the arrow keys, one tab stop for the group', async () => {
    const { dialog, user } = await openDialog();
    const designs = within(dialog).getByRole('group', { name: 'Colour and template' });
    within(designs).getByRole('radio', { name: 'Ice blue, template 1' }).focus();

    await user.keyboard('{ArrowRight}');
    const second = within(designs).getByRole('radio', { name: 'Ice blue, template 2' });
    expect(second).toBeChecked();
    expect(second).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(within(designs).getByRole('radio', { name: 'Grey, template 1' })).toBeChecked();
    expect(within(designs).getByText('Chosen: Grey, template 1')).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(within(designs).getByRole('radio', { name: 'Ice blue, template 3' })).toBeChecked();
    expect(within(designs).getByRole('radio', { name: 'Grey, template 1' })).not.toBeChecked();

    // One group, one name: Tab leaves the swatches instead of walking through all 21.
    const names = new Set(
      within(designs)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('name')),
    );
    expect(names.size).toBe(1);
  });

  it('remembers colour, template and CV type for the session, not the language', async () => {
    const first = await openDialog();
    await first.user.click(within(first.dialog).getByRole('radio', { name: 'Red, template 3' }));
    await first.user.click(within(first.dialog).getByRole('radio', { name: 'Short CV' }));
    await first.user.click(within(first.dialog).getByRole('radio', { name: 'English' }));
    await first.user.click(closeButtons(first.dialog).footer);
    await dialogsClosed();
    first.unmount();

    const stored = Object.keys(window.sessionStorage).filter((key) => key.includes('pdfExport'));
    expect(stored).toHaveLength(1);
    expect(Object.keys(window.localStorage).filter((key) => key.includes('pdfExport'))).toEqual([]);

    const { dialog } = await openDialog();
    expect(within(dialog).getByRole('radio', { name: 'Red, template 3' })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: 'Short CV' })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: 'German' })).toBeChecked();
  });
});

describe('creating the PDF', () => {
  it('fetches GET /manager/pdf/file/{language}/{cvType}/{design}/{colourHex}/{managerId} with the bearer header and a timestamp, into a new tab', async () => {
    const requests = recordUrls();
    const { tab, open } = catchNewTab();
    const { dialog, user, store } = await openDialog();
    const managerId = managerIdOf(store);

    await user.click(within(dialog).getByRole('radio', { name: 'English' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Plant manager' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Blue, template 2' }));
    const before = Date.now();
    await user.click(createButton(dialog));

    await waitFor(() => expect(tab.location.href).toBe('blob:cv-pdf'));
    expect(open).toHaveBeenCalledTimes(1);
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    const pdf = requests.filter((request) => request.path.startsWith('/api/v1/manager/pdf/file/'));
    expect(pdf.map((request) => `${request.method} ${request.path}`)).toEqual([
      `GET /api/v1/manager/pdf/file/en/plant-manager/2/1f4e8c/${encodeURIComponent(managerId)}`,
    ]);
    expect(pdf[0]?.authorization).toMatch(/^Bearer \S+/);
    expect(Number(pdf[0]?.query.get('timestamp'))).toBeGreaterThanOrEqual(before);
    await waitFor(() =>
      expect(within(dialog).getByRole('status')).toHaveTextContent('Your PDF has opened in a new tab.'),
    );
    expect(screen.getByRole('dialog', { name: 'Export your CV as a PDF' })).toBeInTheDocument();
  });

  it('sends the defaults: the resume language, the full CV, Eisblau template 1', async () => {
    const requests = recordUrls();
    const { tab } = catchNewTab();
    const { dialog, user, store } = await openDialog();
    await user.click(createButton(dialog));
    await waitFor(() => expect(tab.location.href).toBe('blob:cv-pdf'));
    expect(
      requests.filter((request) => request.path.startsWith('/api/v1/manager/pdf/file/')).map((request) => request.path),
    ).toEqual([`/api/v1/manager/pdf/file/de/long/1/a9cce3/${encodeURIComponent(managerIdOf(store))}`]);
  });

  it('keeps the dialog and every choice when the PDF cannot be made, closes the empty tab and says so', async () => {
    server.use(
      http.get('*/api/v1/manager/pdf/file/:language/:cvType/:design/:colour/:managerId', () =>
        HttpResponse.json({ code: 'server', message: 'down' }, { status: 500 }),
      ),
    );
    const { tab } = catchNewTab();
    const { dialog, user } = await openDialog();
    await user.click(within(dialog).getByRole('radio', { name: 'Olive grey, template 2' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Short CV' }));
    await user.click(createButton(dialog));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('The PDF could not be created. Your choices are kept; please try again.');
    expect(tab.close).toHaveBeenCalled();
    expect(within(dialog).getByRole('status')).toBeEmptyDOMElement();
    expect(screen.getByRole('dialog', { name: 'Export your CV as a PDF' })).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: 'Olive grey, template 2' })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: 'Short CV' })).toBeChecked();
    expect(createButton(dialog)).toBeEnabled();
  });

  it('disables the button while the PDF is being made', async () => {
    let release: () => void = () => undefined;
    server.use(
      http.get('*/api/v1/manager/pdf/file/:language/:cvType/:design/:colour/:managerId', async () => {
        await new Promise<void>((resolve) => (release = resolve));
        return new HttpResponse(new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d]), {
          headers: { 'Content-Type': 'application/pdf' },
        });
      }),
    );
    const { tab } = catchNewTab();
    const { dialog, user } = await openDialog();
    await user.click(createButton(dialog));
    const busy = await within(dialog).findByRole('button', { name: 'Creating PDF…' });
    expect(busy).toBeDisabled();
    release();
    await waitFor(() => expect(tab.location.href).toBe('blob:cv-pdf'));
    expect(createButton(dialog)).toBeEnabled();
  });
});

describe('example profiles and instructions', () => {
  it('opens each example profile and the instructions in the chosen language, with a timestamp', async () => {
    const requests = recordUrls();
    const { tab, open } = catchNewTab();
    const { dialog, user } = await openDialog();
    const examples = within(dialog).getByRole('region', { name: 'Example profiles and instructions' });

    await user.click(within(examples).getByRole('button', { name: 'Example: CEO' }));
    await waitFor(() => expect(tab.location.href).toBe('blob:cv-pdf'));
    await user.click(within(dialog).getByRole('radio', { name: 'English' }));
    for (const name of ['Example: plant manager', 'Example: IT expert', 'Example: CFO', 'Instructions']) {
      tab.location.href = '';
      await user.click(within(examples).getByRole('button', { name }));
      await waitFor(() => expect(tab.location.href).toBe('blob:cv-pdf'));
    }

    const files = requests.filter((request) => request.path.startsWith('/api/v1/resume-actions/'));
    expect(files.map((request) => request.path)).toEqual([
      '/api/v1/resume-actions/ceo/file/de',
      '/api/v1/resume-actions/plant-manager/file/en',
      '/api/v1/resume-actions/it-expert/file/en',
      '/api/v1/resume-actions/cfo/file/en',
      '/api/v1/resume-actions/instructions/file/en',
    ]);
    expect(files.every((request) => /^\d+$/.test(request.query.get('timestamp') ?? ''))).toBe(true);
    expect(files.every((request) => /^Bearer \S+/.test(request.authorization ?? ''))).toBe(true);
    expect(open).toHaveBeenCalledTimes(5);
    expect(within(dialog).getByRole('status')).toHaveTextContent('The file has opened in a new tab.');
  });

  it('says so and stays open when a file cannot be opened', async () => {
    server.use(
      http.get('*/api/v1/resume-actions/:sample/file/:lang', () =>
        HttpResponse.json({ code: 'not_found', message: 'gone' }, { status: 404 }),
      ),
    );
    const { tab } = catchNewTab();
    const { dialog, user } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Example: CFO' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The file could not be opened; please try again.',
    );
    expect(tab.close).toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Export your CV as a PDF' })).toBeInTheDocument();
  });
});

describe('closing', () => {
  it.each(['corner', 'footer'] as const)('closes with the %s close button, back to the CV', async (which) => {
    const { dialog, user, router } = await openDialog();
    await user.click(closeButtons(dialog)[which]);
    await dialogsClosed();
    expect(router.state.location.pathname).toBe('/resume');
  });

  it('closes with Escape', async () => {
    const { user, router } = await openDialog();
    await user.keyboard('{Escape}');
    await dialogsClosed();
    expect(router.state.location.pathname).toBe('/resume');
  });
});
