import { apiPost, apiPut } from '@/api/client';
import {
  PATHS,
  type DeleteProfileRequest,
  type PersonalInfoRequest,
  type PersonalInfoResponse,
  type PhotoResponse,
} from '@/api/contract';

export const savePersonalInfo = (body: PersonalInfoRequest) => apiPut<PersonalInfoResponse>(PATHS.personalInfo, body);

/** Multipart with the one field `file` (part 1 §7). */
export function uploadPhoto(file: File): Promise<PhotoResponse> {
  const form = new FormData();
  form.append('file', file);
  return apiPost<PhotoResponse>(PATHS.photo, form);
}

export const requestProfileDeletion = (body: DeleteProfileRequest) => apiPut(PATHS.deleteProfile, body);
