import * as yup from 'yup';

import { fields } from '@/lib/schemaFields';

export const forgotSchema = yup.object({ email: fields.email() });
export type ForgotValues = yup.InferType<typeof forgotSchema>;

/** The creation rule, and the confirmation must equal the password. */
export const newPasswordSchema = yup.object({
  password: fields.newPassword(),
  confirmPassword: fields.confirmPassword('password'),
});
export type NewPasswordValues = yup.InferType<typeof newPasswordSchema>;
