/** The JSON bodies of the registration as valibot schemas (see session.requests.ts). */
import * as v from 'valibot';

import { addressRequestSchema, languageCodeSchema, personEntries } from './account.requests';
import { ANSWER, type CheckEmailRequest, type RegisterRequest } from './registration';
import type { Expect, SchemaFits } from './sameType';

const answerCode = v.picklist(Object.values(ANSWER));

/** `POST /register`. */
export const registerRequestSchema = v.object({
  language: languageCodeSchema,
  ...personEntries,
  primaryAddress: addressRequestSchema,
  mobilePhone1: v.string(),
  primaryEmail: v.string(),
  industryFocuses: v.string(),
  specialistFocuses: v.string(),
  managementMethods: v.string(),
  newApplicantQuestions: v.object({
    question1: answerCode,
    question2: answerCode,
    question3: answerCode,
    question4: answerCode,
    question5: answerCode,
    question6: answerCode,
    question7: answerCode,
    question8: answerCode,
  }),
  userID: v.optional(v.string()),
  /** The spec's spelling. */
  isRegistratoionProcess: v.boolean(),
  contractReceivedDate: v.string(),
  currentMcAccepted: v.boolean(),
});

/** `POST /check-email`. */
export const checkEmailRequestSchema = v.object({ primaryEmail: v.string() });

export type RegistrationRequestsFit = [
  Expect<SchemaFits<typeof registerRequestSchema, RegisterRequest>>,
  Expect<SchemaFits<typeof checkEmailRequestSchema, CheckEmailRequest>>,
];
