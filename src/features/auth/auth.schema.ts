import * as yup from 'yup';

import { USERNAME_MAX_LENGTH } from '@/contract/session';
import { rule } from '@/lib/validation';

/** Username 1–64 characters, password at least 1. */
export const loginSchema = yup.object({
  username: yup
    .string()
    .trim()
    .required(rule('required'))
    .max(USERNAME_MAX_LENGTH, rule('max', { max: USERNAME_MAX_LENGTH })),
  // Passwords are not trimmed: a space may be part of one.
  password: yup.string().required(rule('required')),
});

export type LoginValues = yup.InferType<typeof loginSchema>;
