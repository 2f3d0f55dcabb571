import { HttpResponse, type HttpHandler } from 'msw';

import { ROLE } from '../../src/contract/common';
import { DOCUMENT_PATHS, type ManagerDocument, type UploadResponse } from '../../src/contract/documents';
import { forbidden, withAuth, withManager } from '../auth/rules';
import { findManager } from '../db';
import { pdfResponse, renderTextPdf } from '../pdf/files';
import { findClientDocument, projectDocumentText } from '../projects/rules';
import { isFileEntry, readFormData, validationError } from '../shared/requests';
import { route } from '../shared/routes';
import { apiUrl } from '../shared/urls';
import { documentBytes, documentsOf, findOwnDocument, isSubcategory, readPdfUpload, storeDocument } from './rules';

/** The documents page: the manager's own documents only. */

const listDocuments = route(
  'get',
  apiUrl(DOCUMENT_PATHS.documents),
  withManager(({ manager }) => {
    const response: ManagerDocument[] = documentsOf(manager.id);
    return HttpResponse.json(response);
  }),
);

/**
 * The file, fetched with the bearer header (docs/decisions/012-files-with-bearer.md). A manager gets their
 * own documents (another manager's is 404); a client contact the documents of their own projects (this
 * is also the "project attachment download"), any other id 404. The projects' documents are made as PDFs
 * on the spot (projects/rules.ts).
 */
const downloadDocument = route(
  'get',
  apiUrl(DOCUMENT_PATHS.documentFile),
  withAuth(async ({ auth, params }) => {
    const documentId = params.documentId ?? '';
    if (auth.user.role === ROLE.CLIENT) {
      const { project, document } = findClientDocument(auth.user.id, documentId);
      return pdfResponse(await renderTextPdf(projectDocumentText(project, document)), document.name);
    }
    const manager = findManager(auth.user.managerId);
    if (!manager) throw forbidden('Only managers have a profile');
    const document = findOwnDocument(manager.id, documentId);
    return pdfResponse(await documentBytes(document), document.name);
  }),
);

const uploadPattern = apiUrl(DOCUMENT_PATHS.uploadResume);

/**
 * `POST /upload-resume/{subcategoryId}/{managerId}`, multipart with one `file`. The manager id
 * must be the caller's own (403 otherwise); the subcategory one of DOCUMENT_SUBCATEGORY; the
 * file a PDF by type and first bytes of at most MAX_UPLOAD_BYTES (docs/decisions/013-uploads.md).
 */
const uploadDocument = route(
  'post',
  uploadPattern,
  withManager(async ({ request, manager, params }) => {
    if (params.managerId !== manager.id) throw forbidden('Documents can only be uploaded to your own profile');
    const subcategory = Number(params.subcategoryId);
    if (!isSubcategory(subcategory)) throw validationError({ subcategoryId: 'oneOf' }, 'Unknown document subcategory');
    const form = await readFormData(request);
    const files = form.getAll('file');
    const [file] = files;
    if (files.length !== 1 || file === undefined || !isFileEntry(file)) {
      throw validationError({ file: 'required' }, 'Exactly one file is required');
    }
    const bytes = await readPdfUpload(file);
    storeDocument(manager.id, { name: file.name, contentType: file.type, bytes, subcategory });
    const response: UploadResponse = { uploaded: 1 };
    return HttpResponse.json(response);
  }),
);

export const documentsHandlers: HttpHandler[] = [listDocuments, downloadDocument, uploadDocument];
