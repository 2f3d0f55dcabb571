import { apiPost, apiPut } from '@/api/client';
import {
  ACCOUNT_PATHS,
  type DeleteProfileRequest,
  type PersonalInfoRequest,
  type PersonalInfoResponse,
  type PhotoResponse,
} from '@/contract/account';

export const savePersonalInfo = (body: PersonalInfoRequest) =>
  apiPut<PersonalInfoResponse>(ACCOUNT_PATHS.personalInfo.build(), body);

/** Multipart with the one field `file`. */
export function uploadPhoto(file: File): Promise<PhotoResponse> {
  const form = new FormData();
  form.append('file', file);
  return apiPost<PhotoResponse>(ACCOUNT_PATHS.photo.build(), form);
}

export const requestProfileDeletion = (body: DeleteProfileRequest) => apiPut(ACCOUNT_PATHS.deleteProfile.build(), body);
