/** Documents and uploads (docs/decisions/013-uploads.md and 017-upload-limit.md). */
import { apiPath } from './path';

export const DOCUMENT_PATHS = {
  documents: apiPath('/manager/documents'),
  documentFile: apiPath('/manager/documents/:documentId/file'),
  uploadResume: apiPath('/upload-resume/:subcategoryId/:managerId'),
} as const;

/** Document subcategories. */
export const DOCUMENT_SUBCATEGORY = {
  CV_GERMAN: 400,
  CV_ENGLISH: 500,
  REFERENCES: 1000,
  WORK_CERTIFICATES: 1100,
  OTHERS: 1300,
} as const;
export type DocumentSubcategory = (typeof DOCUMENT_SUBCATEGORY)[keyof typeof DOCUMENT_SUBCATEGORY];

/** Upload limit, everywhere (docs/decisions/017-upload-limit.md): exactly this many bytes is allowed. */
export const MAX_UPLOAD_BYTES = 15_728_640;

export const PDF_MIME_TYPE = 'application/pdf';
/** `%PDF-`: a renamed .docx has the right name and type but not these first bytes (docs/decisions/013-uploads.md). */
export const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d] as const;

export function startsWithPdfMagic(head: Uint8Array): boolean {
  return PDF_MAGIC.every((byte, index) => head[index] === byte);
}

/**
 * The name, type and size part of the upload rule (the first bytes are checked apart)
 * (docs/decisions/013-uploads.md and 017-upload-limit.md).
 */
export function isPdfTypeAndSize(file: { name: string; type: string; size: number }): boolean {
  if (file.size > MAX_UPLOAD_BYTES || file.size < PDF_MAGIC.length) return false;
  return file.type === PDF_MIME_TYPE || (file.type === '' && /\.pdf$/i.test(file.name));
}

export type { ManagerDocument, UploadResponse } from './documents.answers';
