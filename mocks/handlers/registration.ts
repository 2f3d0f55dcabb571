import { isPhone } from '../../src/contract/account';
import { HttpResponse } from 'msw';
import { ANSWER, NEW_APPLICANT_QUESTION_KEYS, type AnswerCode, type CheckEmailResponse, type NewApplicantQuestions, type RegisterResponse, REGISTRATION_PATHS } from '../../src/contract/registration';
import { EMAIL_TYPE } from '../../src/contract/account';
import { ERROR_CODE, LANGUAGE_CODE, type LanguageCode } from '../../src/contract/common';
import type { DocumentSubcategory, UploadResponse } from '../../src/contract/documents';
import { db, findManager, findUserByEmail } from '../db';
import { isSubcategory, readPdfUpload, storeDocument } from '../documents';
import { ApiError } from '../errors';
import { buildUser } from '../fixtures/accounts';
import { FIELDS_META } from '../fixtures/fieldsMeta';
import { INITIAL_INPUT_CV } from '../../src/contract/account';
import { buildManager, NETWORK_STATUS } from '../fixtures/managers';
import { newId, newNumericId } from '../ids';
import { createPasswordLink } from '../passwordLinks';
import { sanitizeRichText } from '../resumeRules';
import { readAddress, readNationality } from '../personalFields';
import { route } from '../routes';
import { apiUrl } from '../urls';
import { FieldErrors, isEmail, isFileEntry, isIsoDate, isRecord, normalizeEmail, readFormData, readJsonObject, text, validationError, type Body } from '../validation';

const LIMITS = FIELDS_META.manager;
const LANGUAGE_CODES: readonly number[] = Object.values(LANGUAGE_CODE);
const ANSWER_CODES: readonly number[] = Object.values(ANSWER);
const QUESTION_KEYS = NEW_APPLICANT_QUESTION_KEYS;

// ---------------------------------------------------------------- POST /check-email

const checkEmail = route('post', apiUrl(REGISTRATION_PATHS.checkEmail), async ({ request }) => {
  const primaryEmail = text(await readJsonObject(request), 'primaryEmail');
  const errors = new FieldErrors();
  errors.required(primaryEmail, 'primaryEmail');
  errors.check(isEmail(primaryEmail), 'primaryEmail', 'email');
  errors.throwIfAny();
  const response: CheckEmailResponse = { status: findUserByEmail(primaryEmail) ? 'duplicate' : 'new' };
  return HttpResponse.json(response);
});

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

function uniqueManagerId(): string {
  let id = newNumericId();
  while (findManager(id)) id = newNumericId();
  return id;
}

/**
 * Creates the applicant. Release is automatic exactly when all eight applicant questions are
 * answered yes (decision 14); the agreement was accepted inside the wizard, so the new
 * account has no pending agreement. Its password is set later through a create-password link.
 */
const register = route('post', apiUrl(REGISTRATION_PATHS.register), async ({ request }) => {
  const body = await readJsonObject(request);
  const errors = new FieldErrors();
  const language = Number(body.language);
  const firstName = text(body, 'firstName');
  const lastName = text(body, 'lastName');
  const salutation = text(body, 'salutation');
  const birthDate = text(body, 'birthDate');
  const primaryEmail = normalizeEmail(text(body, 'primaryEmail'));
  const mobilePhone1 = text(body, 'mobilePhone1');
  const contractReceivedDate = text(body, 'contractReceivedDate');
  const focuses = {
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

  if (findUserByEmail(primaryEmail)) {
    throw new ApiError(409, ERROR_CODE.DUPLICATE_EMAIL, 'An account with this e-mail address already exists');
  }

  const automaticRelease = QUESTION_KEYS.every((key) => newApplicantQuestions[key] === ANSWER.YES);
  const user = buildUser({
    id: newId('usr'),
    email: primaryEmail,
    password: null,
    contractReceivedDate,
    communicationLanguage: language as LanguageCode,
  });
  const manager = buildManager({
    userId: user.id,
    application: { ...focuses, newApplicantQuestions, automaticRelease, registeredAt: Date.now() },
    personalDetails: {
      manager_id: uniqueManagerId(),
      salutation,
      title: text(body, 'title'),
      firstName,
      lastName,
      birthDate,
      nationality,
      primaryAddress,
      emails: [{ value: primaryEmail, type: EMAIL_TYPE.PRIVATE }],
      phones: { mobilePhone1 },
      communicationLanguage: language as LanguageCode,
      initialInputCv: INITIAL_INPUT_CV.PENDING,
      networkStatus: NETWORK_STATUS.APPLICANT,
    },
  });
  // The competence texts of step 3 start the CV's competence profile, in the language registered in.
  const cvLang = language === LANGUAGE_CODE.EN ? 'en' : 'de';
  for (const key of ['industryFocuses', 'specialistFocuses', 'managementMethods'] as const) {
    manager.cv.competenceProfile[key][cvLang] = sanitizeRichText(focuses[key]);
  }
  user.managerId = manager.id;
  db.users.push(user);
  db.managers.push(manager);
  // The real API e-mails the access data of an automatic release; the mock records the link.
  if (automaticRelease) createPasswordLink(user.id, 'create');

  const response: RegisterResponse = { status: 'success', manager_id: manager.id, automatic_release: automaticRelease };
  return HttpResponse.json(response);
});

// ---------------------------------------------------------------- POST /upload-resumes/{managerId}

/**
 * Registration documents: `files[]` and `subcategories[]` pair up by position. Every file
 * is checked before any is stored (decision 9b: PDF by type and by its first bytes, at most
 * MAX_UPLOAD_BYTES, exactly that many allowed).
 */
const uploadResumes = route('post', apiUrl(REGISTRATION_PATHS.uploadResumes), async ({ request, params }) => {
  const manager = findManager(params.managerId ?? '');
  if (!manager) throw new ApiError(404, ERROR_CODE.NOT_FOUND, 'No such manager');
  const form = await readFormData(request);
  const files = [...form.getAll('files[]'), ...form.getAll('files')];
  const subcategories = [...form.getAll('subcategories[]'), ...form.getAll('subcategories')];
  if (files.length === 0) throw validationError({ files: 'required' }, 'At least one file is required');
  if (files.length !== subcategories.length) {
    throw validationError({ subcategories: 'count' }, 'Every file needs exactly one subcategory');
  }

  const accepted: { file: File; bytes: Uint8Array; subcategory: DocumentSubcategory }[] = [];
  for (const [index, entry] of files.entries()) {
    if (!isFileEntry(entry)) throw validationError({ [`files[${index}]`]: 'file' });
    const bytes = await readPdfUpload(entry);
    const subcategory = Number(subcategories[index]);
    if (!isSubcategory(subcategory)) {
      throw validationError({ [`subcategories[${index}]`]: 'oneOf' }, 'Unknown document subcategory');
    }
    accepted.push({ file: entry, bytes, subcategory });
  }

  for (const { file, bytes, subcategory } of accepted) {
    storeDocument(manager.id, { name: file.name, contentType: file.type, bytes, subcategory });
  }
  const response: UploadResponse = { uploaded: accepted.length };
  return HttpResponse.json(response);
});

export const registrationHandlers = [checkEmail, register, uploadResumes];
