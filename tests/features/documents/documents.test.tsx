import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';
import { screen, waitFor, within } from '@testing-library/react';
import { getResponse, http, HttpResponse } from 'msw';

import { DOCUMENT_PATHS, MAX_UPLOAD_BYTES } from '@/contract/documents';
import { i18n } from '@/lib/i18n';
import { db, setMockConfig } from '@mocks/db';
import { handlers } from '@mocks/handlers';
import { server } from '@mocks/node';
import { apiUrl } from '@mocks/shared/urls';

import { DEMO, recordRequests } from '../../test-utils';
import { renderApp, sent, useDesktopWidth as stubDesktopWidth, todayIso } from '../helpers';

/** The documents page: list, download, upload then refetch. */

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const UPLOAD_1 = 'Upload document 1';
const FILE_1 = 'PDF file of document 1';
const TYPE_AND_SIZE = 'Please choose a PDF file of at most 15 MB.';

function pdfFile(name = 'Referenz_Hansa.pdf', size?: number): File {
  if (size === undefined) return new File(['%PDF-1.7 test document'], name, { type: 'application/pdf' });
  const bytes = new Uint8Array(size);
  bytes.set(new TextEncoder().encode('%PDF-1.7\n'));
  return new File([bytes], name, { type: 'application/pdf' });
}

async function openDocuments({ desktop = true } = {}) {
  if (desktop) stubDesktopWidth();
  const rendered = await renderApp({ route: '/documents', signedInAs: DEMO.manager });
  await screen.findByRole('heading', { level: 1, name: 'My documents' });
  return rendered;
}

async function documentsTable() {
  return screen.findByRole('table', { name: 'Your documents' });
}

function rowOf(table: HTMLElement, fileName: string): HTMLElement {
  const cell = within(table).getByRole('cell', { name: fileName });
  return cell.closest('tr') as HTMLElement;
}

/** The file input of the first upload row becomes enabled once the profile (manager id) is known. */
async function chooseFile(user: Awaited<ReturnType<typeof renderApp>>['user'], file: File) {
  await user.upload(screen.getByLabelText(FILE_1), file);
}

/**
 * jsdom's File and FormData lose the file's bytes and name on the way through msw to the mock
 * (undici does not know jsdom's classes). For an upload the mock must really check, the test
 * hands the app Node's own File and FormData, which arrive whole.
 */
async function withNodeMultipart() {
  const probe = await new Response(new URLSearchParams()).formData();
  vi.stubGlobal('FormData', probe.constructor);
}

function nodePdf(name: string): File {
  return new NodeFile(['%PDF-1.7 test document'], name, { type: 'application/pdf' }) as unknown as File;
}

/** Lets a blob reply of msw reach the app in jsdom and catches the new tab (see the agreement test). */
function catchNewTab() {
  const tab = { opener: {} as unknown, location: { href: '' }, close: vi.fn() };
  const open = vi.spyOn(window, 'open').mockImplementation(() => tab as unknown as Window);
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:document-pdf'), revokeObjectURL: vi.fn() }),
  );
  vi.stubGlobal('Blob', NodeBlob);
  return { tab, open };
}

describe('the list of documents', () => {
  it('shows the seeded documents with category, file name and d MMM yyyy date, newest first (English)', async () => {
    await openDocuments();
    const table = await documentsTable();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.length).toBe(4);
    expect(
      within(rows[0] as HTMLElement).getByRole('cell', { name: 'Lebenslauf_Berger_2026.pdf' }),
    ).toBeInTheDocument();
    const cv = rowOf(table, 'Lebenslauf_Berger_2026.pdf');
    expect(within(cv).getByRole('cell', { name: 'CV (German)' })).toBeInTheDocument();
    expect(within(cv).getByRole('cell', { name: '12 Mar 2026' })).toBeInTheDocument();
    const certificate = rowOf(table, 'Arbeitszeugnis_Nordwerk_AG.pdf');
    expect(within(certificate).getByRole('cell', { name: 'Work certificates' })).toBeInTheDocument();
    expect(within(certificate).getByRole('cell', { name: '17 Feb 2026' })).toBeInTheDocument();
    expect(within(cv).getByRole('button', { name: 'Download Lebenslauf_Berger_2026.pdf' })).toBeInTheDocument();
  });

  it('names a category the labels do not know as unknown, with its code', async () => {
    const certificate = db.documents.find((each) => each.name === 'Arbeitszeugnis_Nordwerk_AG.pdf');
    if (!certificate) throw new Error('no demo certificate');
    certificate.subcategory = 1700 as typeof certificate.subcategory;
    await openDocuments();
    const row = rowOf(await documentsTable(), 'Arbeitszeugnis_Nordwerk_AG.pdf');
    expect(within(row).getByRole('cell', { name: 'Unknown category (1700)' })).toBeInTheDocument();
  });

  it('shows the dates and categories in German for a German user', async () => {
    await i18n.changeLanguage('de');
    stubDesktopWidth();
    await renderApp({ route: '/documents', signedInAs: DEMO.manager });
    const table = await screen.findByRole('table', { name: 'Ihre Dokumente' });
    const cv = rowOf(table, 'Lebenslauf_Berger_2026.pdf');
    expect(await within(cv).findByRole('cell', { name: 'Lebenslauf (Deutsch)' })).toBeInTheDocument();
    expect(within(cv).getByRole('cell', { name: '12. März 2026' })).toBeInTheDocument();
    expect(
      within(rowOf(table, 'Arbeitszeugnis_Nordwerk_AG.pdf')).getByRole('cell', { name: '17. Feb. 2026' }),
    ).toBeInTheDocument();
    expect(within(cv).getByRole('button', { name: 'Lebenslauf_Berger_2026.pdf herunterladen' })).toBeInTheDocument();
  });

  it('on a phone shows the documents as a list of cards instead of a wide table', async () => {
    await openDocuments({ desktop: false });
    const list = await screen.findByRole('list', { name: 'Your documents' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(within(items[0] as HTMLElement).getByText('Lebenslauf_Berger_2026.pdf')).toBeInTheDocument();
    expect(within(items[0] as HTMLElement).getByText('CV (German) · 12 Mar 2026')).toBeInTheDocument();
    expect(
      within(items[0] as HTMLElement).getByRole('button', { name: 'Download Lebenslauf_Berger_2026.pdf' }),
    ).toBeInTheDocument();
  });

  it('says so when there are no documents yet', async () => {
    server.use(http.get('*/api/v1/manager/documents', () => HttpResponse.json([])));
    await openDocuments();
    expect(await screen.findByText('You have not uploaded any documents yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('reads a null name or date as empty, and shows the other documents', async () => {
    server.use(
      http.get(apiUrl(DOCUMENT_PATHS.documents), async ({ request }) => {
        const documents = (await (await getResponse(handlers, request.clone()))!.json()) as Record<string, unknown>[];
        return HttpResponse.json(documents.map((each, index) => (index === 0 ? { ...each, activeDate: null } : each)));
      }),
    );
    await openDocuments();
    const table = await documentsTable();
    expect(within(table).getByRole('cell', { name: 'Lebenslauf_Berger_2026.pdf' })).toBeInTheDocument();
    expect(screen.queryByText(/^Your documents could not be loaded\./)).not.toBeInTheDocument();
  });

  it('shows a list whose id cannot be read as a load error with a retry, and keeps the upload', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let broken = true;
    server.use(
      http.get(apiUrl(DOCUMENT_PATHS.documents), async ({ request }) => {
        const documents = (await (await getResponse(handlers, request.clone()))!.json()) as Record<string, unknown>[];
        return HttpResponse.json(
          broken ? documents.map((each, index) => (index === 0 ? { ...each, id: null } : each)) : documents,
        );
      }),
    );
    const { user } = await openDocuments();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your documents could not be loaded. The server sent an unreadable reply. Please try again later.',
    );
    expect(screen.getByRole('button', { name: UPLOAD_1 })).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith('The answer to GET /manager/documents does not follow the contract', [
      { field: '0.id', expected: 'string', got: 'null' },
    ]);

    broken = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      within(await documentsTable()).getByRole('cell', { name: 'Lebenslauf_Berger_2026.pdf' }),
    ).toBeInTheDocument();
  });

  it('shows a load error with a retry that loads the list', async () => {
    server.use(
      http.get(
        '*/api/v1/manager/documents',
        () => HttpResponse.json({ code: 'server', message: 'down' }, { status: 500 }),
        {
          once: true,
        },
      ),
    );
    const { user } = await openDocuments();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your documents could not be loaded. An error occurred on the server. Please try again later.',
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    const table = await documentsTable();
    expect(within(table).getByRole('cell', { name: 'Lebenslauf_Berger_2026.pdf' })).toBeInTheDocument();
    expect(
      screen.queryByText(
        'Your documents could not be loaded. An error occurred on the server. Please try again later.',
      ),
    ).not.toBeInTheDocument();
  });

  it('downloads a document into a new tab from its own path, with the bearer header', async () => {
    const requests = recordRequests();
    const { tab, open } = catchNewTab();
    const { user } = await openDocuments();
    const table = await documentsTable();

    await user.click(within(table).getByRole('button', { name: 'Download Arbeitszeugnis_Nordwerk_AG.pdf' }));

    await waitFor(() => expect(tab.location.href).toBe('blob:document-pdf'));
    expect(open).toHaveBeenCalledTimes(1);
    const [download] = sent(requests, 'GET', '/manager/documents/doc_seed_certificate/file');
    expect(download?.authorization).toMatch(/^Bearer \S+/);
  });
});

describe('uploading new documents', () => {
  it('keeps the upload button disabled until the row has a file', async () => {
    const { user } = await openDocuments();
    const button = screen.getByRole('button', { name: UPLOAD_1 });
    expect(button).toBeDisabled();
    await chooseFile(user, pdfFile());
    expect(await screen.findByText('Referenz_Hansa.pdf')).toBeInTheDocument();
    expect(button).toBeEnabled();
  });

  it('accepts a PDF of exactly 15,728,640 bytes and refuses one byte more with the type-and-size message', async () => {
    const { user } = await openDocuments();
    await chooseFile(user, pdfFile('too-big.pdf', MAX_UPLOAD_BYTES + 1));
    expect(await screen.findByText(TYPE_AND_SIZE)).toBeInTheDocument();
    expect(screen.queryByText('too-big.pdf')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: UPLOAD_1 })).toBeDisabled();

    await chooseFile(user, pdfFile('exact.pdf', MAX_UPLOAD_BYTES));
    expect(await screen.findByText('exact.pdf')).toBeInTheDocument();
    expect(screen.queryByText(TYPE_AND_SIZE)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: UPLOAD_1 })).toBeEnabled();
  });

  it('refuses a Word document renamed to .pdf', async () => {
    const { user } = await openDocuments();
    await chooseFile(
      user,
      new File(['PK\u0003\u0004 word/document.xml'], 'Lebenslauf.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByText(TYPE_AND_SIZE)).toBeInTheDocument();
    expect(screen.queryByText('Lebenslauf.pdf')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: UPLOAD_1 })).toBeDisabled();
  });

  it('uploads the row to its category and the manager’s id, removes the row and shows the new document in the list', async () => {
    const requests = recordRequests();
    await withNodeMultipart();
    const { user } = await openDocuments();
    await documentsTable();
    await user.click(screen.getByRole('combobox', { name: 'Category of document 1' }));
    await user.click(await screen.findByRole('option', { name: 'Work certificates' }));
    await chooseFile(user, nodePdf('Zeugnis_Südwerk.pdf'));
    await user.click(screen.getByRole('button', { name: UPLOAD_1 }));

    expect(
      await screen.findByText('“Zeugnis_Südwerk.pdf” has been uploaded and is now in your documents.'),
    ).toBeInTheDocument();
    const table = await documentsTable();
    const row = await waitFor(() => rowOf(table, 'Zeugnis_Südwerk.pdf'));
    expect(within(table).getAllByRole('row')[1]).toBe(row);
    expect(within(row).getByRole('cell', { name: 'Work certificates' })).toBeInTheDocument();
    const [year, month, day] = todayIso().split('-').map(Number) as [number, number, number];
    const shown = new Date(year, month - 1, day).toLocaleDateString('en-IN', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
    });
    expect(within(row).getByRole('cell', { name: shown.replace(/,/g, '') })).toBeInTheDocument();

    // The uploaded row is gone; its file is nowhere in the upload section.
    expect(screen.queryByRole('button', { name: 'Remove Zeugnis_Südwerk.pdf' })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Document 1' })).not.toBeInTheDocument();
    expect(sent(requests, 'POST', '/upload-resume/1100/10427')).toHaveLength(1);
    // Upload, then refetch.
    expect(sent(requests, 'GET', '/manager/documents').length).toBeGreaterThanOrEqual(2);
  });

  it('takes an upload answered 204 as uploaded: the list read again shows the document once', async () => {
    // A server with only the specification's calls (docs/decisions/056-a-save-is-its-status.md).
    setMockConfig({ server: 'spec' });
    const requests = recordRequests();
    await withNodeMultipart();
    const { user } = await openDocuments();
    await documentsTable();
    await chooseFile(user, nodePdf('Referenz_Nordwerk.pdf'));
    await user.click(screen.getByRole('button', { name: UPLOAD_1 }));

    expect(
      await screen.findByText('“Referenz_Nordwerk.pdf” has been uploaded and is now in your documents.'),
    ).toBeInTheDocument();
    const table = await documentsTable();
    await waitFor(() => expect(within(table).getAllByText('Referenz_Nordwerk.pdf')).toHaveLength(1));
    expect(requests.filter((request) => request.path.startsWith('/api/v1/upload-resume/'))).toHaveLength(1);
  });

  it('keeps the row and its file when the upload fails, and says why', async () => {
    server.use(
      http.post('*/api/v1/upload-resume/:subcategoryId/:managerId', () =>
        HttpResponse.json({ code: 'file_type_and_size', message: 'no' }, { status: 400 }),
      ),
    );
    const { user } = await openDocuments();
    await chooseFile(user, pdfFile('Lebenslauf_neu.pdf'));
    await user.click(screen.getByRole('button', { name: UPLOAD_1 }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      `“Lebenslauf_neu.pdf” could not be uploaded. ${TYPE_AND_SIZE}`,
    );
    expect(screen.getByRole('button', { name: 'Remove Lebenslauf_neu.pdf' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: UPLOAD_1 })).toBeEnabled();
    const table = await documentsTable();
    expect(within(table).queryByRole('cell', { name: 'Lebenslauf_neu.pdf' })).not.toBeInTheDocument();
  });

  it('disables the row while its upload runs', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post('*/api/v1/upload-resume/:subcategoryId/:managerId', async () => {
        await gate;
        return HttpResponse.json({ code: 'server', message: 'down' }, { status: 500 });
      }),
    );
    const { user } = await openDocuments();
    await chooseFile(user, pdfFile());
    await user.click(screen.getByRole('button', { name: UPLOAD_1 }));
    await waitFor(() => expect(screen.getByRole('button', { name: UPLOAD_1 })).toBeDisabled());
    expect(screen.getByRole('button', { name: 'Add document' })).toBeDisabled();
    release();
    expect(await screen.findByRole('alert')).toHaveTextContent('“Referenz_Hansa.pdf” could not be uploaded.');
    expect(screen.getByRole('button', { name: UPLOAD_1 })).toBeEnabled();
  });
});

describe('the rest of the page', () => {
  it('has a back button to the root, the deletion note with a support mailto link, and the agreement files', async () => {
    const requests = recordRequests();
    const { tab } = catchNewTab();
    const { user } = await openDocuments();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
    expect(screen.getByText('You cannot delete documents yourself.').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'support@interim-executive-partners.de' })).toHaveAttribute(
      'href',
      'mailto:support@interim-executive-partners.de?subject=Please%20delete%20documents',
    );

    await user.click(screen.getByRole('button', { name: 'Privacy notice (PDF)' }));
    await waitFor(() => expect(tab.location.href).toBe('blob:document-pdf'));
    expect(sent(requests, 'GET', '/manager/nda/protection-file/en')).toHaveLength(1);
  });

  it('adds and removes upload rows', async () => {
    const { user } = await openDocuments();
    await user.click(screen.getByRole('button', { name: 'Add document' }));
    expect(screen.getByRole('group', { name: 'Document 2' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove document 2' }));
    expect(screen.queryByRole('group', { name: 'Document 2' })).not.toBeInTheDocument();
  });
});
