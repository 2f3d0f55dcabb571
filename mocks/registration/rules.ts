import { isPhone } from '../../src/contract/account';
import { ERROR_CODE, LANGUAGE_CODE, type LanguageCode } from '../../src/contract/common';
import {
  ANSWER,
  NEW_APPLICANT_QUESTION_KEYS,
  type AnswerCode,
  type NewApplicantQuestions,
  type RegisterRequest,
  type SignupRequest,
} from '../../src/contract/registration';
import { isStrongPassword } from '../../src/contract/session';
import { readAddress, readNationality } from '../account/rules';
import { findManager, findUserByEmail } from '../db';
import { readPdfUpload } from '../documents/rules';
import { FIELDS_META } from '../meta/fixtures';
import { COUNTRY_CODES } from '../meta/labels';
import { ApiError } from '../shared/errors';
import { newNumericId } from '../shared/ids';
import {
  FieldErrors,
  isEmail,
  isFileEntry,
  isIsoDate,
  isRecord,
  normalizeEmail,
  text,
  validationError,
  type Body,
} from '../shared/requests';

/**
 * The server rules of the registration (docs/decisions/016-extra-paths.md): the wizard's
 * `POST /register` and the simple form's `POST /signup`. Every rule of the forms is checked
 * again here; a new account's e-mail address must be unknown (409).
 */

const LIMITS = FIELDS_META.manager;
const LANGUAGE_CODES: readonly number[] = Object.values(LANGUAGE_CODE);
const ANSWER_CODES: readonly number[] = Object.values(ANSWER);
export const QUESTION_KEYS = NEW_APPLICANT_QUESTION_KEYS;

/** A new provider-like numeric manager id that no manager has yet. */
export function uniqueManagerId(): string {
  let id = newNumericId();
  while (findManager(id)) id = newNumericId();
  return id;
}

/** 409 duplicate_email when an account with this address exists. */
export function assertNewEmail(email: string): void {
  if (findUserByEmail(email)) {
    throw new ApiError(409, ERROR_CODE.DUPLICATE_EMAIL, 'An account with this e-mail address already exists');
  }
}

// ---------------------------------------------------------------- POST /register

function readAnswers(value: unknown, errors: FieldErrors): NewApplicantQuestions {
  const body: Body = isRecord(value) ? value : {};
  const answers = {} as NewApplicantQuestions;
  for (const key of QUESTION_KEYS) {
    const answer = Number(body[key]);
    errors.check(ANSWER_CODES.includes(answer), `newApplicantQuestions.${key}`, 'required');
    answers[key] = answer as AnswerCode;
  }
  return answers;
}

type Focuses = Pick<RegisterRequest, 'industryFocuses' | 'specialistFocuses' | 'managementMethods'>;

/** The checked request: the contract's fields that the mock keeps, the three competence texts together. */
export type RegistrationInput = Omit<
  RegisterRequest,
  keyof Focuses | 'userID' | 'isRegistratoionProcess' | 'currentMcAccepted'
> & { focuses: Focuses };

export function readRegistration(body: Body): RegistrationInput {
  const errors = new FieldErrors();
  const language = Number(body.language);
  const firstName = text(body, 'firstName');
  const lastName = text(body, 'lastName');
  const salutation = text(body, 'salutation');
  const birthDate = text(body, 'birthDate');
  const primaryEmail = normalizeEmail(text(body, 'primaryEmail'));
  const mobilePhone1 = text(body, 'mobilePhone1');
  const contractReceivedDate = text(body, 'contractReceivedDate');
  const focuses: Focuses = {
    industryFocuses: text(body, 'industryFocuses'),
    specialistFocuses: text(body, 'specialistFocuses'),
    managementMethods: text(body, 'managementMethods'),
  };

  errors.check(LANGUAGE_CODES.includes(language), 'language', 'oneOf');
  errors.required(salutation, 'salutation');
  errors.required(firstName, 'firstName');
  errors.required(lastName, 'lastName');
  errors.maxLength(firstName, LIMITS.firstName.maxLength, 'firstName');
  errors.maxLength(lastName, LIMITS.lastName.maxLength, 'lastName');
  errors.check(birthDate === '' || isIsoDate(birthDate), 'birthDate', 'date');
  const nationality = readNationality(body.nationality ?? [], errors);
  const primaryAddress = readAddress(body.primaryAddress, errors, 'primaryAddress');
  errors.required(primaryEmail, 'primaryEmail');
  errors.check(isEmail(primaryEmail), 'primaryEmail', 'email');
  errors.required(mobilePhone1, 'mobilePhone1');
  errors.check(isPhone(mobilePhone1), 'mobilePhone1', 'phone');
  for (const [field, value] of Object.entries(focuses)) {
    errors.maxLength(value, FIELDS_META.resume[field as keyof typeof focuses].maxLength, field);
  }
  const newApplicantQuestions = readAnswers(body.newApplicantQuestions, errors);
  errors.check(isIsoDate(contractReceivedDate), 'contractReceivedDate', 'date');
  errors.check(body.currentMcAccepted === true, 'currentMcAccepted', 'accepted');
  errors.throwIfAny();
  return {
    language: language as LanguageCode,
    salutation,
    title: text(body, 'title'),
    firstName,
    lastName,
    birthDate,
    nationality,
    primaryAddress,
    primaryEmail,
    mobilePhone1,
    contractReceivedDate,
    focuses,
    newApplicantQuestions,
  };
}

// ---------------------------------------------------------------- POST /signup

type TextField = Exclude<keyof SignupRequest, 'file' | 'language'>;

/** The checked form; the optional CV comes with its checked bytes. */
export type SignupInput = Omit<SignupRequest, 'file'> & { upload: { file: File; bytes: Uint8Array } | null };

/**
 * Names, address, zip, country, e-mail and a strong password are required; the optional
 * `file` must be a PDF by type and first bytes, at most MAX_UPLOAD_BYTES (docs/decisions/013-uploads.md).
 */
export async function readSignup(form: FormData): Promise<SignupInput> {
  const value = (name: TextField | 'language'): string => {
    const entry = form.get(name);
    return typeof entry === 'string' ? entry : '';
  };
  // Text values are trimmed; a password is taken as typed (a space may be part of it).
  const readText = (name: TextField) => value(name).trim();
  const firstName = readText('firstName');
  const lastName = readText('lastName');
  const address = readText('address');
  const zip = readText('zip');
  const country = readText('country');
  const email = normalizeEmail(readText('email'));
  const password = value('password');
  const languageText = value('language').trim();
  const language = (languageText === '' ? LANGUAGE_CODE.DE : Number(languageText)) as LanguageCode;

  const errors = new FieldErrors();
  errors.required(firstName, 'firstName');
  errors.maxLength(firstName, LIMITS.firstName.maxLength, 'firstName');
  errors.required(lastName, 'lastName');
  errors.maxLength(lastName, LIMITS.lastName.maxLength, 'lastName');
  errors.required(address, 'address');
  errors.maxLength(address, LIMITS.street.maxLength, 'address');
  errors.required(zip, 'zip');
  errors.maxLength(zip, LIMITS.postalCode.maxLength, 'zip');
  errors.required(country, 'country');
  errors.check(country === '' || COUNTRY_CODES.includes(country), 'country', 'oneOf');
  errors.required(email, 'email');
  errors.check(email === '' || isEmail(email), 'email', 'email');
  errors.required(password, 'password');
  errors.check(password === '' || isStrongPassword(password), 'password', 'passwordRule');
  errors.check(LANGUAGE_CODES.includes(language), 'language', 'oneOf');
  errors.throwIfAny();

  const files = form.getAll('file');
  if (files.length > 1) throw validationError({ file: 'count' }, 'At most one file');
  const [file] = files;
  if (file !== undefined && !isFileEntry(file))
    throw validationError({ file: 'file' }, 'The file field must be a file');
  const upload = file ? { file, bytes: await readPdfUpload(file) } : null;
  return { firstName, lastName, address, zip, country, email, password, language, upload };
}
