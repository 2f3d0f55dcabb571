/** The JSON body of the client's feedback on a candidate as a valibot schema (see session.requests.ts). */
import * as v from 'valibot';

import { CANDIDATE_DECISION, type CandidateFeedbackRequest } from './projects';
import type { Expect, SchemaFits } from './sameType';

/** `PUT /client/projects/{id}/candidates/{candidateId}/feedback` (designed); the rules are `validateFeedback`. */
export const candidateFeedbackRequestSchema = v.object({
  decision: v.nullable(v.picklist(Object.values(CANDIDATE_DECISION))),
  reason: v.string(),
  comment: v.string(),
});

export type ProjectRequestsFit = [Expect<SchemaFits<typeof candidateFeedbackRequestSchema, CandidateFeedbackRequest>>];
