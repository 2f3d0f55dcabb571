/** The JSON bodies of the answers to an opportunity as valibot schemas (see session.requests.ts). */
import * as v from 'valibot';

import type { ApplicationRequest, DeclineRequest } from './opportunities';
import type { Expect, SchemaFits } from './sameType';

/** `POST .../interested`: the remarks and the moment it is sent (ISO date-time). */
export const applicationRequestSchema = v.object({ remarks: v.string(), timestamp: v.string() });

/** `POST .../not-interested` and `.../not-available`: the day of the answer, yyyy-MM-dd. */
export const declineRequestSchema = v.object({ timestamp: v.string() });

export type OpportunityRequestsFit = [
  Expect<SchemaFits<typeof applicationRequestSchema, ApplicationRequest>>,
  Expect<SchemaFits<typeof declineRequestSchema, DeclineRequest>>,
];
