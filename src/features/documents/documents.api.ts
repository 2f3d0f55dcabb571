import { apiRead, apiSave } from '@/api/client';
import { DOCUMENT_PATHS, type DocumentSubcategory } from '@/contract/documents';
import { documentsSchema, uploadResponseSchema } from '@/contract/documents.answers';

export const fetchDocuments = () => apiRead(DOCUMENT_PATHS.documents.build(), documentsSchema);

/**
 * Multipart with one `file`; the browser sets the multipart boundary itself. Its success is its status: the list
 * is read again after it, whatever it answers (docs/decisions/056-a-save-is-its-status.md).
 */
export function uploadDocument(subcategoryId: DocumentSubcategory, managerId: string, file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  return apiSave('post', DOCUMENT_PATHS.uploadResume.build(subcategoryId, managerId), uploadResponseSchema, form);
}
