import { apiGet, apiPost } from '@/api/client';
import {
  PATHS,
  type CheckEmailRequest,
  type CheckEmailResponse,
  type DocumentSubcategory,
  type RegisterRequest,
  type RegisterResponse,
  type UploadResponse,
  type VideoUrls,
} from '@/api/contract';

export interface RegistrationUpload {
  subcategoryId: DocumentSubcategory;
  file: File;
}

export const checkEmail = (body: CheckEmailRequest) => apiPost<CheckEmailResponse>(PATHS.checkEmail, body);
export const register = (body: RegisterRequest) => apiPost<RegisterResponse>(PATHS.register, body);

/** `files[]` and `subcategories[]`, pairing up by position (part 1 §7). */
export function uploadResumes(managerId: string, uploads: RegistrationUpload[]) {
  const form = new FormData();
  for (const { subcategoryId, file } of uploads) {
    form.append('files[]', file, file.name);
    form.append('subcategories[]', String(subcategoryId));
  }
  return apiPost<UploadResponse>(PATHS.uploadResumes(managerId), form);
}

export const fetchWelcomeVideos = () => apiGet<VideoUrls>(PATHS.welcomeVideos);
