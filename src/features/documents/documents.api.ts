import { apiGet, apiPost } from '@/api/client';
import { PATHS, type DocumentSubcategory, type ManagerDocument, type UploadResponse } from '@/api/contract';

export const fetchDocuments = () => apiGet<ManagerDocument[]>(PATHS.documents);

/** Part 2 §7: multipart with one `file`; the browser sets the multipart boundary itself. */
export function uploadDocument(subcategoryId: DocumentSubcategory, managerId: string, file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  return apiPost<UploadResponse>(PATHS.uploadResume(subcategoryId, managerId), form);
}
