import { apiSave } from '@/api/client';
import { REGISTRATION_PATHS, type SignupRequest } from '@/contract/registration';
import { signupResponseSchema } from '@/contract/registration.answers';

const PDF_TYPE = 'application/pdf';

/**
 * (designed) `POST /signup`, multipart (contract: SignupRequest). Only the sign-up form
 * imports this module, so it stays out of the first load of /login and /signup. Its success is its status
 * (docs/decisions/056-a-save-is-its-status.md).
 */
export async function signup({ file, ...fields }: SignupRequest): Promise<void> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, String(value));
  if (file) {
    // The drop zone accepts a `.pdf` whose type the system left empty (lib/pdfFile.ts); the
    // server checks the part's type, so send it as what it was checked to be.
    const part = file.type === PDF_TYPE ? file : new File([file], file.name, { type: PDF_TYPE });
    form.append('file', part, part.name);
  }
  await apiSave('post', REGISTRATION_PATHS.signup.build(), signupResponseSchema, form);
}
