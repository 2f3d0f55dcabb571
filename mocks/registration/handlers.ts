import { HttpResponse, type HttpHandler } from 'msw';

import { EMAIL_TYPE, INITIAL_INPUT_CV } from '../../src/contract/account';
import { ERROR_CODE, LANGUAGE_CODE } from '../../src/contract/common';
import { DOCUMENT_SUBCATEGORY, type DocumentSubcategory, type UploadResponse } from '../../src/contract/documents';
import {
  ANSWER,
  REGISTRATION_PATHS,
  type CheckEmailResponse,
  type RegisterResponse,
  type SignupResponse,
} from '../../src/contract/registration';
import { buildManager, NETWORK_STATUS } from '../account/fixtures';
import { buildUser } from '../auth/fixtures';
import { db, findManager, findUserByEmail } from '../db';
import { isSubcategory, readPdfUpload, storeDocument } from '../documents/rules';
import { createPasswordLink } from '../password/rules';
import { ApiError } from '../shared/errors';
import { newId } from '../shared/ids';
import {
  FieldErrors,
  isEmail,
  isFileEntry,
  readFormData,
  readJsonObject,
  sanitizeRichText,
  text,
  validationError,
} from '../shared/requests';
import { route } from '../shared/routes';
import { apiUrl } from '../shared/urls';
import { assertNewEmail, QUESTION_KEYS, readRegistration, readSignup, uniqueManagerId } from './rules';

/** The registration (docs/decisions/016-extra-paths.md): the wizard, its uploads, and the simple sign-up form. */

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

/**
 * Creates the applicant. Release is automatic exactly when all eight applicant questions are
 * answered yes (docs/decisions/018-demo-data.md); the agreement was accepted inside the wizard, so the new
 * account has no pending agreement. Its password is set later through a create-password link.
 */
const register = route('post', apiUrl(REGISTRATION_PATHS.register), async ({ request }) => {
  const input = readRegistration(await readJsonObject(request));
  const { language, primaryEmail, focuses, newApplicantQuestions } = input;
  assertNewEmail(primaryEmail);

  const automaticRelease = QUESTION_KEYS.every((key) => newApplicantQuestions[key] === ANSWER.YES);
  const user = buildUser({
    id: newId('usr'),
    email: primaryEmail,
    password: null,
    contractReceivedDate: input.contractReceivedDate,
    communicationLanguage: language,
  });
  const manager = buildManager({
    userId: user.id,
    application: { ...focuses, newApplicantQuestions, automaticRelease, registeredAt: Date.now() },
    personalDetails: {
      manager_id: uniqueManagerId(),
      salutation: input.salutation,
      title: input.title,
      firstName: input.firstName,
      lastName: input.lastName,
      birthDate: input.birthDate,
      nationality: input.nationality,
      primaryAddress: input.primaryAddress,
      emails: [{ value: primaryEmail, type: EMAIL_TYPE.PRIVATE }],
      phones: { mobilePhone1: input.mobilePhone1 },
      communicationLanguage: language,
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
 * is checked before any is stored: a PDF by type and by its first bytes, at most MAX_UPLOAD_BYTES,
 * exactly that many allowed (docs/decisions/013-uploads.md).
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

// ---------------------------------------------------------------- POST /signup

/**
 * (designed) The simple registration form of `/signup` (docs/decisions/016-extra-paths.md), multipart,
 * its rules in readSignup. The new manager has set a password and can sign in at once, and
 * meets the agreement first: nothing was accepted yet.
 */
const signup = route('post', apiUrl(REGISTRATION_PATHS.signup), async ({ request }) => {
  const { firstName, lastName, address, zip, country, email, password, language, upload } = await readSignup(
    await readFormData(request),
  );
  assertNewEmail(email);

  const user = buildUser({
    id: newId('usr'),
    email,
    password,
    showAgreement: true,
    canSkipAgreement: false,
    contractReceivedDate: null,
    communicationLanguage: language,
  });
  const manager = buildManager({
    userId: user.id,
    personalDetails: {
      manager_id: uniqueManagerId(),
      // The simple form asks for no salutation, title, birth date, nationality, city or phone.
      salutation: '',
      title: '',
      firstName,
      lastName,
      birthDate: '',
      nationality: [],
      primaryAddress: { street: address, postalCode: zip, city: '', country },
      emails: [{ value: email, type: EMAIL_TYPE.PRIVATE }],
      phones: {},
      communicationLanguage: language,
      initialInputCv: INITIAL_INPUT_CV.PENDING,
      networkStatus: NETWORK_STATUS.APPLICANT,
    },
  });
  user.managerId = manager.id;
  db.users.push(user);
  db.managers.push(manager);
  if (upload) {
    // A new document is the CV in the applicant's language, 400 German or 500 English.
    const subcategory =
      language === LANGUAGE_CODE.EN ? DOCUMENT_SUBCATEGORY.CV_ENGLISH : DOCUMENT_SUBCATEGORY.CV_GERMAN;
    storeDocument(manager.id, {
      name: upload.file.name,
      contentType: upload.file.type,
      bytes: upload.bytes,
      subcategory,
    });
  }

  const response: SignupResponse = { status: 'success' };
  return HttpResponse.json(response);
});

export const registrationHandlers: HttpHandler[] = [checkEmail, register, uploadResumes, signup];
