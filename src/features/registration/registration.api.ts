import { apiGet, apiPost } from '@/api/client';
import type { DocumentSubcategory, UploadResponse } from '@/contract/documents';
import { META_PATHS } from '@/contract/meta';
import {
  REGISTRATION_PATHS,
  type CheckEmailRequest,
  type CheckEmailResponse,
  type RegisterRequest,
  type RegisterResponse,
} from '@/contract/registration';
import type { VideoUrls } from '@/contract/session';

export interface RegistrationUpload {
  subcategoryId: DocumentSubcategory;
  file: File;
}

export const checkEmail = (body: CheckEmailRequest) =>
  apiPost<CheckEmailResponse>(REGISTRATION_PATHS.checkEmail.build(), body);
export const register = (body: RegisterRequest) => apiPost<RegisterResponse>(REGISTRATION_PATHS.register.build(), body);

/** `files[]` and `subcategories[]`, pairing up by position. */
export function uploadResumes(managerId: string, uploads: RegistrationUpload[]) {
  const form = new FormData();
  for (const { subcategoryId, file } of uploads) {
    form.append('files[]', file, file.name);
    form.append('subcategories[]', String(subcategoryId));
  }
  return apiPost<UploadResponse>(REGISTRATION_PATHS.uploadResumes.build(managerId), form);
}

export const fetchWelcomeVideos = () => apiGet<VideoUrls>(META_PATHS.welcomeVideos.build());
