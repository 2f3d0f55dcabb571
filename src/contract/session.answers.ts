/**
 * The session's answers as the app reads them (src/contract/schema.ts;
 * docs/decisions/033-answers-at-the-door.md).
 */
import * as v from 'valibot';

import { LANGUAGE_CODE, ROLE } from './common';
import { id, text } from './schema';

/** (designed) The welcome videos (de/en): addresses, '' when none. */
export const videoUrlsSchema = v.nullish(v.object({ de: text, en: text }), { de: '', en: '' });
export type VideoUrls = v.InferOutput<typeof videoUrlsSchema>;

/** A flag; null or missing reads as false. */
const flag = v.nullish(v.boolean(), false);

/** What the app needs to know about the signed-in user. A role or language it does not know fails the answer. */
export const sessionInfoSchema = v.object({
  /** (designed) the user's id: keys the drafts in sessionStorage (docs/decisions/010-drafts.md). */
  userId: id,
  /** The login answer names the role (docs/decisions/005-unnamed-calls.md). */
  role: v.picklist(Object.values(ROLE)),
  showAgreement: flag,
  canSkipAgreement: flag,
  communicationLanguage: v.picklist(Object.values(LANGUAGE_CODE)),
  videoURLs: videoUrlsSchema,
});
export type SessionInfo = v.InferOutput<typeof sessionInfoSchema>;

export const tokensSchema = v.object({ accessToken: id, refreshToken: id });
export type Tokens = v.InferOutput<typeof tokensSchema>;

/** `POST /login`, and (designed) `POST /refresh-token`, which repeats the session fields. */
export const loginResponseSchema = v.object({ ...tokensSchema.entries, ...sessionInfoSchema.entries });
export type LoginResponse = v.InferOutput<typeof loginResponseSchema>;

/** (designed) `POST /validate-reset-password-token/{token}`. */
export const validateTokenSchema = v.object({
  valid: v.boolean(),
  /** True when the link is known but no longer valid: the user may request a new one. */
  expired: flag,
});
export type ValidateTokenResponse = v.InferOutput<typeof validateTokenSchema>;
