/**
 * The documents' answers as the app reads them (src/contract/schema.ts;
 * docs/decisions/033-answers-at-the-door.md).
 */
import * as v from 'valibot';

import { apiDateOrNone, id, list, text } from './schema';

/**
 * A document of the manager: `GET /manager/documents` lists these. A subcategory the portal does
 * not know is kept, and named as an unknown category where it is shown.
 */
export const managerDocumentSchema = v.object({
  id,
  subcategoryId: v.pipe(v.number(), v.integer()),
  documentName: text,
  /** yyyy-MM-dd */
  activeDate: apiDateOrNone,
});
export type ManagerDocument = v.InferOutput<typeof managerDocumentSchema>;
export const documentsSchema = list(managerDocumentSchema);

/** (designed) `POST /upload-resumes/{managerId}` and `POST /upload-resume/...`. */
export const uploadResponseSchema = v.object({ uploaded: v.pipe(v.number(), v.integer(), v.minValue(0)) });
export type UploadResponse = v.InferOutput<typeof uploadResponseSchema>;
