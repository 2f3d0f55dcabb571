import { apiPost } from '@/api/client';
import { REGISTRATION_PATHS, type SignupRequest, type SignupResponse } from '@/contract/registration';
import { signupResponseSchema } from '@/contract/registration.answers';

const PDF_TYPE = 'application/pdf';

/**
 * (designed) `POST /signup`, multipart (contract: SignupRequest). Only the sign-up form
 * imports this module, so it stays out of the first load of /login and /signup.
 */
export function signup({ file, ...fields }: SignupRequest): Promise<SignupResponse> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, String(value));
  if (file) {
    // The drop zone accepts a `.pdf` whose type the system left empty (lib/pdfFile.ts); the
    // server checks the part's type, so send it as what it was checked to be.
    const part = file.type === PDF_TYPE ? file : new File([file], file.name, { type: PDF_TYPE });
    form.append('file', part, part.name);
  }
  return apiPost(REGISTRATION_PATHS.signup.build(), signupResponseSchema, form);
}
