import * as yup from 'yup';

import { EMAIL_PATTERN } from '@/contract/account';
import { isStrongPassword } from '@/contract/session';

import { rule } from './validation';

/**
 * The yup field builders shared by the schemas (messages are encoded rules, lib/validation.ts).
 * The per-language text builder is in lib/localizedTextSchema.ts: this module is on the sign-in page.
 */
export const fields = {
  email: () => yup.string().trim().required(rule('required')).matches(EMAIL_PATTERN, rule('email')),
  newPassword: () =>
    yup
      .string()
      .required(rule('required'))
      .test('passwordRule', rule('passwordRule'), (value) => isStrongPassword(value ?? '')),
  confirmPassword: (other: string) =>
    yup
      .string()
      .required(rule('required'))
      .oneOf([yup.ref(other)], rule('match')),
};
