/**
 * The agreement's answers as the app reads them (src/contract/schema.ts;
 * docs/decisions/033-answers-at-the-door.md).
 */
import * as v from 'valibot';

import { apiDateOrNone, text } from './schema';

/** (designed) Agreement texts: server HTML, sanitized before it is shown (docs/decisions/011-server-html.md). */
export const agreementTextSchema = v.object({ html: text });
export type AgreementTextResponse = v.InferOutput<typeof agreementTextSchema>;

/**
 * `PUT /manager/contract-info`: the user goes on when the returned data has success; an answer without a body is
 * as good (docs/decisions/056-a-save-is-its-status.md), and one with `success: false` is a refusal.
 */
export const contractInfoResponseSchema = v.object({
  id: text,
  success: v.boolean(),
  contractReceivedDate: apiDateOrNone,
});
export type ContractInfoResponse = v.InferOutput<typeof contractInfoResponseSchema>;
