import * as yup from 'yup';

import { fields } from '@/lib/schemaFields';
import { rule } from '@/lib/validation';

const requiredText = () => yup.string().trim().required(rule('required'));

/**
 * The simple registration form requires names, address, zip, country,
 * e-mail and password; the password follows the creation rule and is repeated. The
 * attachment is optional and checked by the drop zone itself (docs/decisions/013-uploads.md).
 */
export const signupSchema = yup.object({
  firstName: requiredText(),
  lastName: requiredText(),
  address: requiredText(),
  zip: requiredText(),
  country: requiredText(),
  email: fields.email(),
  password: fields.newPassword(),
  confirmPassword: fields.confirmPassword('password'),
});

export type SignupValues = yup.InferType<typeof signupSchema> & { file: File | null };

/** The form's field names in page order, for the server's field errors. */
export const SIGNUP_FIELDS = [
  'firstName',
  'lastName',
  'address',
  'zip',
  'country',
  'email',
  'password',
  'confirmPassword',
] as const;
