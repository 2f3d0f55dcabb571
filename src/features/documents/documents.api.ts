import { apiGet, apiPost } from '@/api/client';
import {
  DOCUMENT_PATHS,
  type DocumentSubcategory,
  type ManagerDocument,
  type UploadResponse,
} from '@/contract/documents';

export const fetchDocuments = () => apiGet<ManagerDocument[]>(DOCUMENT_PATHS.documents.build());

/** Multipart with one `file`; the browser sets the multipart boundary itself. */
export function uploadDocument(subcategoryId: DocumentSubcategory, managerId: string, file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  return apiPost<UploadResponse>(DOCUMENT_PATHS.uploadResume.build(subcategoryId, managerId), form);
}
