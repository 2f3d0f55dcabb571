import type { DocumentsState } from './documents.slice';

export type DocumentsRoot = { documents: DocumentsState };

export const selectDocuments = (state: DocumentsRoot) => state.documents;
