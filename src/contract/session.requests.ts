/**
 * The JSON bodies the session calls send, as valibot schemas (for `npm run openapi`; docs/openapi.json). Plain:
 * the types and the required fields; the rules stay in session.ts. Each is held to its interface below.
 */
import * as v from 'valibot';

import type { Expect, SchemaFits } from './sameType';
import type {
  LoginRequest,
  LogoutRequest,
  RefreshTokenRequest,
  ResendWelcomeEmailRequest,
  ResetPasswordRequest,
  UpdatePasswordRequest,
} from './session';

export const loginRequestSchema = v.object({ username: v.string(), password: v.string() });
export const refreshTokenRequestSchema = v.object({ refreshToken: v.string() });
export const logoutRequestSchema = v.object({ refreshToken: v.string() });
export const resetPasswordRequestSchema = v.object({ email: v.string() });
export const updatePasswordRequestSchema = v.object({
  token: v.string(),
  password: v.string(),
  confirmPassword: v.string(),
});
export const resendWelcomeEmailRequestSchema = v.object({ token: v.string() });

export type SessionRequestsFit = [
  Expect<SchemaFits<typeof loginRequestSchema, LoginRequest>>,
  Expect<SchemaFits<typeof refreshTokenRequestSchema, RefreshTokenRequest>>,
  Expect<SchemaFits<typeof logoutRequestSchema, LogoutRequest>>,
  Expect<SchemaFits<typeof resetPasswordRequestSchema, ResetPasswordRequest>>,
  Expect<SchemaFits<typeof updatePasswordRequestSchema, UpdatePasswordRequest>>,
  Expect<SchemaFits<typeof resendWelcomeEmailRequestSchema, ResendWelcomeEmailRequest>>,
];
