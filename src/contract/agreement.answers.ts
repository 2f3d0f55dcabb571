/**
 * The agreement's answers as the app reads them (src/contract/schema.ts;
 * docs/decisions/033-answers-at-the-door.md).
 */
import * as v from 'valibot';

import { apiDateOrNone, id, text } from './schema';

/** (designed) Agreement texts: server HTML, sanitized before it is shown (docs/decisions/011-server-html.md). */
export const agreementTextSchema = v.object({ html: text });
export type AgreementTextResponse = v.InferOutput<typeof agreementTextSchema>;

/** `PUT /manager/contract-info`: the user goes on when the returned data has an id and success. */
export const contractInfoResponseSchema = v.object({
  id,
  success: v.boolean(),
  contractReceivedDate: apiDateOrNone,
});
export type ContractInfoResponse = v.InferOutput<typeof contractInfoResponseSchema>;
