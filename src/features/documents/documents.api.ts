import { apiPost, apiRead } from '@/api/client';
import { DOCUMENT_PATHS, type DocumentSubcategory } from '@/contract/documents';
import { documentsSchema, uploadResponseSchema } from '@/contract/documents.answers';

export const fetchDocuments = () => apiRead(DOCUMENT_PATHS.documents.build(), documentsSchema);

/** Multipart with one `file`; the browser sets the multipart boundary itself. */
export function uploadDocument(subcategoryId: DocumentSubcategory, managerId: string, file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  return apiPost(DOCUMENT_PATHS.uploadResume.build(subcategoryId, managerId), uploadResponseSchema, form);
}
