import { ERROR_CODE } from '../../src/contract/common';
import {
  DOCUMENT_SUBCATEGORY,
  MAX_UPLOAD_BYTES,
  PDF_MIME_TYPE,
  startsWithPdfMagic,
  type DocumentSubcategory,
  type ManagerDocument,
} from '../../src/contract/documents';
import { db } from '../db';
import type { DbDocument } from '../model';
import { renderTextPdf } from '../pdf/files';
import { base64ToBytes, bytesToBase64 } from '../shared/binary';
import { ApiError } from '../shared/errors';
import { newId } from '../shared/ids';
import { paragraph } from '../shared/textDocument';

/**
 * The managers' documents, shared by every upload endpoint (registration's
 * `POST /upload-resumes/{managerId}` and the documents page's `POST /upload-resume/...`)
 * and by the list and download of `/manager/documents`.
 */

const SUBCATEGORY_CODES: readonly number[] = Object.values(DOCUMENT_SUBCATEGORY);

export function isSubcategory(value: number): value is DocumentSubcategory {
  return SUBCATEGORY_CODES.includes(value);
}

function today(): string {
  return new Date(Date.now()).toISOString().slice(0, 10);
}

export function fileTypeAndSize(fileName: string): ApiError {
  return new ApiError(400, ERROR_CODE.FILE_TYPE_AND_SIZE, `Only PDF files of at most ${MAX_UPLOAD_BYTES} bytes`, {
    fileName,
  });
}

/**
 * A PDF by type and by its first bytes, at most MAX_UPLOAD_BYTES (exactly that many allowed;
 * docs/decisions/013-uploads.md). Answers the bytes of an accepted file; a refused one throws 400 file_type_and_size.
 */
export async function readPdfUpload(file: File): Promise<Uint8Array> {
  if (file.type !== PDF_MIME_TYPE || file.size > MAX_UPLOAD_BYTES) throw fileTypeAndSize(file.name);
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (bytes.length > MAX_UPLOAD_BYTES || !startsWithPdfMagic(bytes)) throw fileTypeAndSize(file.name);
  return bytes;
}

/** Stores an accepted upload for the manager, dated today, with its bytes for download. */
export function storeDocument(
  managerId: string,
  upload: { name: string; contentType: string; bytes: Uint8Array; subcategory: DocumentSubcategory },
): DbDocument {
  const blobId = newId('blob');
  db.blobs[blobId] = { contentType: upload.contentType, base64: bytesToBase64(upload.bytes) };
  const document: DbDocument = {
    id: newId('doc'),
    managerId,
    name: upload.name,
    subcategory: upload.subcategory,
    date: today(),
    size: upload.bytes.length,
    contentType: upload.contentType,
    blobId,
  };
  db.documents.push(document);
  return document;
}

/** The manager's documents, newest first (by date; of one day, the later upload first). */
export function documentsOf(managerId: string): ManagerDocument[] {
  return db.documents
    .map((document, index) => ({ document, index }))
    .filter(({ document }) => document.managerId === managerId)
    .sort((a, b) => b.document.date.localeCompare(a.document.date) || b.index - a.index)
    .map(({ document }) => ({
      id: document.id,
      subcategoryId: document.subcategory,
      documentName: document.name,
      activeDate: document.date,
    }));
}

/** A document of this manager; another manager's id is as unknown as a made-up one (404). */
export function findOwnDocument(managerId: string, documentId: string): DbDocument {
  const document = db.documents.find((each) => each.id === documentId && each.managerId === managerId);
  if (!document) throw new ApiError(404, ERROR_CODE.NOT_FOUND, 'No such document');
  return document;
}

/**
 * The stored bytes. Seeded documents carry no bytes (the demo's stored copy stays small), and
 * the demo may have dropped an upload's bytes when localStorage was full (mocks/db.ts): such a
 * document gets a real PDF made on the spot, naming the file.
 */
export async function documentBytes(document: DbDocument): Promise<Uint8Array<ArrayBuffer>> {
  const blob = db.blobs[document.blobId];
  if (blob) return base64ToBytes(blob.base64);
  return renderTextPdf({
    title: document.name,
    blocks: [
      paragraph(`Demo document of the interim manager portal, uploaded on ${document.date}.`),
      paragraph('The demo data keeps no file contents for its seeded documents; this page stands in for them.'),
    ],
  });
}
