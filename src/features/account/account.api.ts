import { apiPost, apiPut } from '@/api/client';
import { ACCOUNT_PATHS, type DeleteProfileRequest, type PersonalInfoRequest } from '@/contract/account';
import { personalDetailsSchema, photoResponseSchema } from '@/contract/account.answers';
import { okAnswer } from '@/contract/schema';

/** (designed) Answers with the saved personal details (`PersonalInfoResponse`), read by their schema. */
export const savePersonalInfo = (body: PersonalInfoRequest) =>
  apiPut(ACCOUNT_PATHS.personalInfo.build(), personalDetailsSchema, body);

/** Multipart with the one field `file`. */
export function uploadPhoto(file: File) {
  const form = new FormData();
  form.append('file', file);
  return apiPost(ACCOUNT_PATHS.photo.build(), photoResponseSchema, form);
}

export const requestProfileDeletion = (body: DeleteProfileRequest) =>
  apiPut(ACCOUNT_PATHS.deleteProfile.build(), okAnswer, body);
