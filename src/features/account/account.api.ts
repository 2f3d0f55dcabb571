import { apiSave } from '@/api/client';
import { ACCOUNT_PATHS, type DeleteProfileRequest, type PersonalInfoRequest } from '@/contract/account';
import { personalDetailsSchema, photoResponseSchema } from '@/contract/account.answers';
import { okAnswer } from '@/contract/schema';
import { preconditionHeaders } from '@/contract/versions';

/**
 * (designed) Answers with the saved personal details (`PersonalInfoResponse`), read by their schema; null where
 * the answer carries none (docs/decisions/056-a-save-is-its-status.md). `version` is the one the form opened on
 * (docs/decisions/035-save-versions.md).
 */
export const savePersonalInfo = (body: PersonalInfoRequest, version: string) =>
  apiSave('put', ACCOUNT_PATHS.personalInfo.build(), personalDetailsSchema, body, {
    headers: preconditionHeaders(version),
  });

/** Multipart with the one field `file`; answers the new photo's path, or null (docs/decisions/056-a-save-is-its-status.md). */
export function uploadPhoto(file: File) {
  const form = new FormData();
  form.append('file', file);
  return apiSave('post', ACCOUNT_PATHS.photo.build(), photoResponseSchema, form);
}

/** Asks for the deletion; not a change of content, so it names no version (docs/decisions/035-save-versions.md). */
export const requestProfileDeletion = (body: DeleteProfileRequest) =>
  apiSave('put', ACCOUNT_PATHS.deleteProfile.build(), okAnswer, body);
