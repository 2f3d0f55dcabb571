/**
 * The registration's answers as the app reads them (src/contract/schema.ts;
 * docs/decisions/033-answers-at-the-door.md).
 */
import * as v from 'valibot';

import { text } from './schema';

/** `POST /register`. */
export const registerResponseSchema = v.object({
  status: v.picklist(['success', 'failed']),
  manager_id: text,
  automatic_release: v.nullish(v.boolean(), false),
});
export type RegisterResponse = v.InferOutput<typeof registerResponseSchema>;

/** (designed) `POST /check-email`. */
export const checkEmailResponseSchema = v.object({ status: v.picklist(['new', 'duplicate']) });
export type CheckEmailResponse = v.InferOutput<typeof checkEmailResponseSchema>;

/** (designed) `POST /signup`. */
export const signupResponseSchema = v.object({ status: v.literal('success') });
export type SignupResponse = v.InferOutput<typeof signupResponseSchema>;
