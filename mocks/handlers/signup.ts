import { isStrongPassword } from '../../src/contract/session';
import { HttpResponse } from 'msw';
import { DOCUMENT_SUBCATEGORY } from '../../src/contract/documents';
import { EMAIL_TYPE } from '../../src/contract/account';
import { ERROR_CODE, LANGUAGE_CODE, type LanguageCode } from '../../src/contract/common';
import { type SignupRequest, type SignupResponse, REGISTRATION_PATHS } from '../../src/contract/registration';
import { db, findManager, findUserByEmail } from '../db';
import { readPdfUpload, storeDocument } from '../documents';
import { ApiError } from '../errors';
import { buildUser } from '../fixtures/accounts';
import { FIELDS_META } from '../fixtures/fieldsMeta';
import { COUNTRY_CODES } from '../fixtures/labels';
import { INITIAL_INPUT_CV } from '../../src/contract/account';
import { buildManager, NETWORK_STATUS } from '../fixtures/managers';
import { newId, newNumericId } from '../ids';
import { route } from '../routes';
import { apiUrl } from '../urls';
import { FieldErrors, isEmail, isFileEntry, normalizeEmail, readFormData, validationError } from '../validation';

const LIMITS = FIELDS_META.manager;
const LANGUAGE_CODES: readonly number[] = Object.values(LANGUAGE_CODE);

type TextField = Exclude<keyof SignupRequest, 'file' | 'language'>;

function uniqueManagerId(): string {
  let id = newNumericId();
  while (findManager(id)) id = newNumericId();
  return id;
}

/**
 * (designed) `POST /signup`: the simple registration form of `/signup` (part 1 §2, decision 12),
 * multipart. Every rule of the form is checked again here (part 1 §5): names, address, zip,
 * country, e-mail and a strong password are required; the optional `file` must be a PDF by
 * type and first bytes, at most MAX_UPLOAD_BYTES (decision 9b). The new manager has set a
 * password and can sign in at once, and meets the agreement first: nothing was accepted yet.
 */
const signup = route('post', apiUrl(REGISTRATION_PATHS.signup), async ({ request }) => {
  const form = await readFormData(request);
  const value = (name: TextField | 'language'): string => {
    const entry = form.get(name);
    return typeof entry === 'string' ? entry : '';
  };
  // Part 1 §5: text values are trimmed; a password is taken as typed (a space may be part of it).
  const text = (name: TextField) => value(name).trim();
  const firstName = text('firstName');
  const lastName = text('lastName');
  const address = text('address');
  const zip = text('zip');
  const country = text('country');
  const email = normalizeEmail(text('email'));
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
  if (file !== undefined && !isFileEntry(file)) throw validationError({ file: 'file' }, 'The file field must be a file');
  const bytes = file ? await readPdfUpload(file) : null;

  if (findUserByEmail(email)) {
    throw new ApiError(409, ERROR_CODE.DUPLICATE_EMAIL, 'An account with this e-mail address already exists');
  }

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
  if (file && bytes) {
    // Part 1 §9: a new document is the CV in the applicant's language, 400 German or 500 English.
    const subcategory = language === LANGUAGE_CODE.EN ? DOCUMENT_SUBCATEGORY.CV_ENGLISH : DOCUMENT_SUBCATEGORY.CV_GERMAN;
    storeDocument(manager.id, { name: file.name, contentType: file.type, bytes, subcategory });
  }

  const response: SignupResponse = { status: 'success' };
  return HttpResponse.json(response);
});

export const signupHandlers = [signup];
