/** Documents and uploads (part 1 §3, part 2 §3, decisions 9b and 13). */
import { apiPath } from './path';

export const DOCUMENT_PATHS = {
  documents: apiPath('/manager/documents'),
  documentFile: apiPath('/manager/documents/:documentId/file'),
  uploadResume: apiPath('/upload-resume/:subcategoryId/:managerId'),
} as const;

/** Document subcategories (part 1 §3). */
export const DOCUMENT_SUBCATEGORY = {
  CV_GERMAN: 400,
  CV_ENGLISH: 500,
  REFERENCES: 1000,
  WORK_CERTIFICATES: 1100,
  OTHERS: 1300,
} as const;
export type DocumentSubcategory = (typeof DOCUMENT_SUBCATEGORY)[keyof typeof DOCUMENT_SUBCATEGORY];

/** Upload limit, everywhere (decision 13): exactly this many bytes is allowed. */
export const MAX_UPLOAD_BYTES = 15_728_640;

export const PDF_MIME_TYPE = 'application/pdf';
/** `%PDF-`: a renamed .docx has the right name and type but not these first bytes (decision 9b). */
export const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d] as const;

export function startsWithPdfMagic(head: Uint8Array): boolean {
  return PDF_MAGIC.every((byte, index) => head[index] === byte);
}

/** Part 1 §5 and decisions 9b, 13: the name, type and size part of the upload rule (the first bytes are checked apart). */
export function isPdfTypeAndSize(file: { name: string; type: string; size: number }): boolean {
  if (file.size > MAX_UPLOAD_BYTES || file.size < PDF_MAGIC.length) return false;
  return file.type === PDF_MIME_TYPE || (file.type === '' && /\.pdf$/i.test(file.name));
}

/** (designed) `POST /upload-resumes/{managerId}` and `POST /upload-resume/...`. */
export interface UploadResponse {
  uploaded: number;
}

/** Part 2 §3 "Document": `GET /manager/documents` lists these. */
export interface ManagerDocument {
  id: string;
  subcategoryId: DocumentSubcategory;
  documentName: string;
  /** yyyy-MM-dd */
  activeDate: string;
}
