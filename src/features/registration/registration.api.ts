import { apiGet, apiPost } from '@/api/client';
import { type CheckEmailRequest, type CheckEmailResponse, type RegisterRequest, type RegisterResponse, REGISTRATION_PATHS } from '@/contract/registration';
import type { DocumentSubcategory, UploadResponse } from '@/contract/documents';
import type { VideoUrls } from '@/contract/session';
import { META_PATHS } from '@/contract/meta';

export interface RegistrationUpload {
  subcategoryId: DocumentSubcategory;
  file: File;
}

export const checkEmail = (body: CheckEmailRequest) => apiPost<CheckEmailResponse>(REGISTRATION_PATHS.checkEmail.build(), body);
export const register = (body: RegisterRequest) => apiPost<RegisterResponse>(REGISTRATION_PATHS.register.build(), body);

/** `files[]` and `subcategories[]`, pairing up by position (part 1 §7). */
export function uploadResumes(managerId: string, uploads: RegistrationUpload[]) {
  const form = new FormData();
  for (const { subcategoryId, file } of uploads) {
    form.append('files[]', file, file.name);
    form.append('subcategories[]', String(subcategoryId));
  }
  return apiPost<UploadResponse>(REGISTRATION_PATHS.uploadResumes.build(managerId), form);
}

export const fetchWelcomeVideos = () => apiGet<VideoUrls>(META_PATHS.welcomeVideos.build());
