import { apiPost, apiRead, apiSave } from '@/api/client';
import type { DocumentSubcategory } from '@/contract/documents';
import { uploadResponseSchema } from '@/contract/documents.answers';
import { META_PATHS } from '@/contract/meta';
import { REGISTRATION_PATHS, type CheckEmailRequest, type RegisterRequest } from '@/contract/registration';
import { checkEmailResponseSchema, registerResponseSchema } from '@/contract/registration.answers';
import { videoUrlsSchema } from '@/contract/session.answers';

export interface RegistrationUpload {
  subcategoryId: DocumentSubcategory;
  file: File;
}

export const checkEmail = (body: CheckEmailRequest) =>
  apiPost(REGISTRATION_PATHS.checkEmail.build(), checkEmailResponseSchema, body);
/**
 * The registration's answer, or null where it carries none that can be read: registered all the same
 * (docs/decisions/056-a-save-is-its-status.md), though without the manager id the documents cannot follow.
 */
export const register = (body: RegisterRequest) =>
  apiSave('post', REGISTRATION_PATHS.register.build(), registerResponseSchema, body);

/** `files[]` and `subcategories[]`, pairing up by position. */
export function uploadResumes(managerId: string, uploads: RegistrationUpload[]) {
  const form = new FormData();
  for (const { subcategoryId, file } of uploads) {
    form.append('files[]', file, file.name);
    form.append('subcategories[]', String(subcategoryId));
  }
  return apiSave('post', REGISTRATION_PATHS.uploadResumes.build(managerId), uploadResponseSchema, form);
}

export const fetchWelcomeVideos = () => apiRead(META_PATHS.welcomeVideos.build(), videoUrlsSchema);
