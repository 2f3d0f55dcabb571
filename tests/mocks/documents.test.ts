import { ERROR_CODE } from '@/contract/common';
import {
  DOCUMENT_PATHS,
  DOCUMENT_SUBCATEGORY,
  MAX_UPLOAD_BYTES,
  type DocumentSubcategory,
  type ManagerDocument,
  type UploadResponse,
} from '@/contract/documents';
import { DEMO_EMAIL } from '@mocks/auth/fixtures';
import { db } from '@mocks/db';

import { apiFetch, errorCode, login, nodeFile, nodeFormData, pdfBytes, startsWithPdfMagic } from './helpers';

/** The documents API and its server rules (docs/decisions/013-uploads.md). */

const BERGER_ID = '10427';
const LEHMANN_ID = '10633';

async function listDocuments(accessToken: string): Promise<ManagerDocument[]> {
  const response = await apiFetch(DOCUMENT_PATHS.documents.build(), {}, accessToken);
  expect(response.status).toBe(200);
  return (await response.json()) as ManagerDocument[];
}

async function upload(
  accessToken: string,
  file: ReturnType<typeof nodeFile> | null,
  { subcategory = DOCUMENT_SUBCATEGORY.CV_GERMAN as number, managerId = BERGER_ID, field = 'file' } = {},
) {
  const form = await nodeFormData(file ? [[field, file]] : [['note', 'no file']]);
  return apiFetch(
    DOCUMENT_PATHS.uploadResume.build(subcategory as DocumentSubcategory, managerId),
    { method: 'POST', body: form },
    accessToken,
  );
}

const pdf = (size: number, name = 'Zeugnis.pdf') => nodeFile(pdfBytes(size), name, 'application/pdf');

describe('GET /manager/documents', () => {
  it('lists the demo manager’s seeded documents, newest first, with dates in the past', async () => {
    const { accessToken } = await login(DEMO_EMAIL.MANAGER);
    const documents = await listDocuments(accessToken);
    expect(documents.length).toBeGreaterThanOrEqual(3);
    expect(documents[0]).toEqual({
      id: expect.any(String),
      subcategoryId: DOCUMENT_SUBCATEGORY.CV_GERMAN,
      documentName: 'Lebenslauf_Berger_2026.pdf',
      activeDate: '2026-03-12',
    });
    const dates = documents.map((each) => each.activeDate);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const date of dates) expect(Date.parse(date)).toBeLessThan(Date.now());
  });

  it('shows a manager only their own documents', async () => {
    const { accessToken } = await login(DEMO_EMAIL.SKIPPABLE);
    expect(await listDocuments(accessToken)).toEqual([]);
  });

  it('needs a signed-in manager: 401 without a token, 403 for a client contact', async () => {
    const anonymous = await apiFetch(DOCUMENT_PATHS.documents.build());
    expect(anonymous.status).toBe(401);
    expect(await errorCode(anonymous)).toBe(ERROR_CODE.TOKEN);
    const { accessToken } = await login(DEMO_EMAIL.CLIENT);
    const client = await apiFetch(DOCUMENT_PATHS.documents.build(), {}, accessToken);
    expect(client.status).toBe(403);
  });
});

describe('GET /manager/documents/{id}/file', () => {
  it('makes a real PDF for a seeded document that has no stored bytes', async () => {
    const { accessToken } = await login(DEMO_EMAIL.MANAGER);
    const [first] = await listDocuments(accessToken);
    const response = await apiFetch(DOCUMENT_PATHS.documentFile.build(first?.id ?? ''), {}, accessToken);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toContain('Lebenslauf_Berger_2026.pdf');
    const bytes = await response.arrayBuffer();
    expect(startsWithPdfMagic(bytes)).toBe(true);
    expect(bytes.byteLength).toBeGreaterThan(500);
  });

  it('answers 404 for another manager’s document and for an unknown id', async () => {
    const berger = await login(DEMO_EMAIL.MANAGER);
    const [own] = await listDocuments(berger.accessToken);
    const lehmann = await login(DEMO_EMAIL.SKIPPABLE);
    const foreign = await apiFetch(DOCUMENT_PATHS.documentFile.build(own?.id ?? ''), {}, lehmann.accessToken);
    expect(foreign.status).toBe(404);
    expect(await errorCode(foreign)).toBe(ERROR_CODE.NOT_FOUND);
    const unknown = await apiFetch(DOCUMENT_PATHS.documentFile.build('doc_unknown'), {}, berger.accessToken);
    expect(unknown.status).toBe(404);
  });
});

describe('POST /upload-resume/{subcategoryId}/{managerId}', () => {
  it('stores a PDF of exactly the size limit; it is listed first and downloads with the same bytes', async () => {
    const { accessToken } = await login(DEMO_EMAIL.MANAGER);
    const bytes = pdfBytes(MAX_UPLOAD_BYTES);
    bytes[MAX_UPLOAD_BYTES - 1] = 0x7a; // a marker at the very end
    const response = await upload(accessToken, nodeFile(bytes, 'Arbeitszeugnis_Südwerk.pdf', 'application/pdf'), {
      subcategory: DOCUMENT_SUBCATEGORY.WORK_CERTIFICATES,
    });
    expect(response.status).toBe(200);
    expect((await response.json()) as UploadResponse).toEqual({ uploaded: 1 });

    const [newest] = await listDocuments(accessToken);
    expect(newest).toMatchObject({
      documentName: 'Arbeitszeugnis_Südwerk.pdf',
      subcategoryId: DOCUMENT_SUBCATEGORY.WORK_CERTIFICATES,
      activeDate: new Date(Date.now()).toISOString().slice(0, 10),
    });
    const download = await apiFetch(DOCUMENT_PATHS.documentFile.build(newest?.id ?? ''), {}, accessToken);
    const received = new Uint8Array(await download.arrayBuffer());
    expect(received.length).toBe(MAX_UPLOAD_BYTES);
    expect(received.slice(0, 9)).toEqual(bytes.slice(0, 9));
    expect(received[MAX_UPLOAD_BYTES - 1]).toBe(0x7a);
  });

  it('lists two uploads of the same day with the later one first', async () => {
    const { accessToken } = await login(DEMO_EMAIL.MANAGER);
    await upload(accessToken, pdf(100, 'first.pdf'));
    await upload(accessToken, pdf(100, 'second.pdf'));
    const names = (await listDocuments(accessToken)).map((each) => each.documentName);
    expect(names.slice(0, 2)).toEqual(['second.pdf', 'first.pdf']);
  });

  it('refuses one byte over the limit with file_type_and_size, and stores nothing', async () => {
    const { accessToken } = await login(DEMO_EMAIL.MANAGER);
    const before = db.documents.length;
    const response = await upload(accessToken, pdf(MAX_UPLOAD_BYTES + 1));
    expect(response.status).toBe(400);
    expect(await errorCode(response)).toBe(ERROR_CODE.FILE_TYPE_AND_SIZE);
    expect(db.documents).toHaveLength(before);
  });

  it('refuses a Word file renamed to .pdf (no %PDF- start) and a file of another type', async () => {
    const { accessToken } = await login(DEMO_EMAIL.MANAGER);
    const renamed = nodeFile(new TextEncoder().encode('PK\u0003\u0004 word/document.xml'), 'cv.pdf', 'application/pdf');
    const docx = nodeFile(
      pdfBytes(200),
      'cv.docx',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    for (const file of [renamed, docx]) {
      const response = await upload(accessToken, file);
      expect(response.status).toBe(400);
      expect(await errorCode(response)).toBe(ERROR_CODE.FILE_TYPE_AND_SIZE);
    }
  });

  it('refuses an unknown subcategory and a request without a file as validation errors', async () => {
    const { accessToken } = await login(DEMO_EMAIL.MANAGER);
    const unknown = await upload(accessToken, pdf(100), { subcategory: 999 });
    expect(unknown.status).toBe(400);
    expect(await errorCode(unknown)).toBe(ERROR_CODE.VALIDATION);
    const missing = await upload(accessToken, null);
    expect(missing.status).toBe(400);
    expect(await errorCode(missing)).toBe(ERROR_CODE.VALIDATION);
  });

  it('refuses an upload into another manager’s profile (403)', async () => {
    const { accessToken } = await login(DEMO_EMAIL.MANAGER);
    const response = await upload(accessToken, pdf(100), { managerId: LEHMANN_ID });
    expect(response.status).toBe(403);
    expect(await errorCode(response)).toBe(ERROR_CODE.FORBIDDEN);
    expect(db.documents.filter((each) => each.managerId === LEHMANN_ID)).toHaveLength(0);
  });

  it('needs a bearer token', async () => {
    const form = await nodeFormData([['file', pdf(100)]]);
    const response = await apiFetch(DOCUMENT_PATHS.uploadResume.build(DOCUMENT_SUBCATEGORY.CV_GERMAN, BERGER_ID), {
      method: 'POST',
      body: form,
    });
    expect(response.status).toBe(401);
  });
});
