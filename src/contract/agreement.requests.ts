/** The JSON body of the agreement's acceptance as a valibot schema (see session.requests.ts). */
import * as v from 'valibot';

import type { ContractInfoRequest } from './agreement';
import type { Expect, SchemaFits } from './sameType';

/** `PUT /manager/contract-info`; `contractReceivedDate` yyyy-MM-dd. */
export const contractInfoRequestSchema = v.object({
  contractReceivedDate: v.string(),
  termsAccepted: v.boolean(),
  privacyAccepted: v.boolean(),
});

export type AgreementRequestsFit = [Expect<SchemaFits<typeof contractInfoRequestSchema, ContractInfoRequest>>];
