import type { HttpHandler } from 'msw';

// Stub: the documents work adds GET /manager/documents, the document download and POST /upload-resume here.
export const documentsHandlers: HttpHandler[] = [];
