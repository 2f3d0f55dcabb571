/** Registration: the wizard, the e-mail check, the CV uploads and the simple sign-up form. */
import type { Address } from './account';
import type { LanguageCode } from './common';
import { apiPath } from './path';

export const REGISTRATION_PATHS = {
  register: apiPath('/register'),
  uploadResumes: apiPath('/upload-resumes/:managerId'),
  checkEmail: apiPath('/check-email'),
  /** (designed) The simple sign-up form of `/signup` (docs/decisions/016-extra-paths.md); the spec names no call. */
  signup: apiPath('/signup'),
} as const;

/** Yes/no answer codes of the applicant questions. */
export const ANSWER = { YES: 100, NO: 200 } as const;
export type AnswerCode = (typeof ANSWER)[keyof typeof ANSWER];

export interface NewApplicantQuestions {
  question1: AnswerCode;
  question2: AnswerCode;
  question3: AnswerCode;
  question4: AnswerCode;
  question5: AnswerCode;
  question6: AnswerCode;
  question7: AnswerCode;
  question8: AnswerCode;
}

/** The eight new-applicant questions, in order. */
export const NEW_APPLICANT_QUESTION_KEYS = [
  'question1',
  'question2',
  'question3',
  'question4',
  'question5',
  'question6',
  'question7',
  'question8',
] as const satisfies readonly (keyof NewApplicantQuestions)[];

export interface RegisterRequest {
  language: LanguageCode;
  firstName: string;
  lastName: string;
  salutation: string;
  title: string;
  birthDate: string;
  nationality: string[];
  primaryAddress: Address;
  mobilePhone1: string;
  primaryEmail: string;
  industryFocuses: string;
  specialistFocuses: string;
  managementMethods: string;
  newApplicantQuestions: NewApplicantQuestions;
  userID?: string;
  /** The spec's spelling, kept as the API expects it. */
  isRegistratoionProcess: boolean;
  contractReceivedDate: string;
  currentMcAccepted: boolean;
}

export interface CheckEmailRequest {
  primaryEmail: string;
}

/**
 * (designed) `POST /signup`, multipart: the simple registration form. Fields
 * firstName, lastName, address, zip, country, email, password, language and an optional PDF `file`.
 * A taken e-mail is 409 `duplicate_email`, as for `POST /register`.
 */
export interface SignupRequest {
  firstName: string;
  lastName: string;
  /** Street and house number (the simple form has address, zip, country). */
  address: string;
  zip: string;
  /** A code of the `countries` list. */
  country: string;
  email: string;
  password: string;
  /** (designed) The UI language at sign-up: the account's communication language, and whether `file` is the German (400) or English (500) CV. */
  language: LanguageCode;
  file?: File;
}

export type { CheckEmailResponse, RegisterResponse, SignupResponse } from './registration.answers';
