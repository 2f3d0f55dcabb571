import { ERROR_CODE, LANGUAGE_CODE, ROLE } from '@/contract/common';
import { DOCUMENT_SUBCATEGORY, MAX_UPLOAD_BYTES } from '@/contract/documents';
import { REGISTRATION_PATHS, type SignupResponse } from '@/contract/registration';
import { DEMO_EMAIL } from '@mocks/auth/fixtures';
import { createSeed, db, findManager, findUserByEmail } from '@mocks/db';
import { base64ToBytes } from '@mocks/shared/binary';

import { apiFetch, errorCode, login, nodeFile, nodeFormData, pdfBytes, postJson } from './helpers';

/** How many accounts the seed has: a refused sign-up adds none. */
const SEEDED = { users: createSeed().users.length, managers: createSeed().managers.length };

/** (designed) `POST /signup`: the simple registration form of `/signup` (docs/decisions/016-extra-paths.md). */

const PASSWORD = 'Start#Klar26';

type Fields = Record<string, string>;
type NodeFile = ReturnType<typeof nodeFile>;

const FIELDS: Fields = {
  firstName: 'Jana',
  lastName: 'Hoffmann',
  address: 'Königsallee 60',
  zip: '40212',
  country: 'DE',
  email: 'jana.hoffmann@example.com',
  password: PASSWORD,
  language: String(LANGUAGE_CODE.DE),
};

async function signup(overrides: Fields = {}, files: NodeFile[] = [], omit: string[] = []): Promise<Response> {
  const fields = Object.entries({ ...FIELDS, ...overrides }).filter(([name]) => !omit.includes(name));
  const form = await nodeFormData([...fields, ...files.map((file) => ['file', file] as [string, NodeFile])]);
  return apiFetch(REGISTRATION_PATHS.signup.build(), { method: 'POST', body: form });
}

async function validationFields(response: Response): Promise<Record<string, string>> {
  expect(response.status).toBe(400);
  const body = (await response.json()) as { code: string; fields: Record<string, string> };
  expect(body.code).toBe(ERROR_CODE.VALIDATION);
  return body.fields;
}

const pdf = (size = 2000, name = 'Lebenslauf_Hoffmann.pdf') => nodeFile(pdfBytes(size), name, 'application/pdf');

describe('POST /signup', () => {
  it('creates a manager who signs in at once with the chosen password and meets the agreement', async () => {
    const response = await signup();
    expect(response.status).toBe(200);
    expect((await response.json()) as SignupResponse).toEqual({ status: 'success' });

    const user = findUserByEmail('jana.hoffmann@example.com');
    expect(user).toMatchObject({
      role: ROLE.MANAGER,
      password: PASSWORD,
      showAgreement: true,
      canSkipAgreement: false,
      contractReceivedDate: null,
    });
    const manager = findManager(user?.managerId ?? null);
    expect(manager?.userId).toBe(user?.id);
    expect(manager?.personalDetails).toMatchObject({
      firstName: 'Jana',
      lastName: 'Hoffmann',
      primaryAddress: { street: 'Königsallee 60', postalCode: '40212', country: 'DE' },
      emails: [{ value: 'jana.hoffmann@example.com', type: 'privateEmail' }],
      communicationLanguage: LANGUAGE_CODE.DE,
    });
    expect(db.documents.filter((each) => each.managerId === manager?.id)).toHaveLength(0);

    const session = await login('Jana.Hoffmann@example.com', PASSWORD);
    expect(session).toMatchObject({
      role: ROLE.MANAGER,
      showAgreement: true,
      canSkipAgreement: false,
      communicationLanguage: LANGUAGE_CODE.DE,
    });
  });

  it('trims every text value, but keeps the password as typed', async () => {
    const response = await signup({
      firstName: '  Jana ',
      lastName: ' Hoffmann',
      address: ' Königsallee 60  ',
      zip: ' 40212 ',
      country: ' DE ',
      email: '  Jana.Hoffmann@Example.com ',
    });
    expect(response.status).toBe(200);
    const user = findUserByEmail('jana.hoffmann@example.com');
    expect(user?.email).toBe('jana.hoffmann@example.com');
    expect(findManager(user?.managerId ?? null)?.personalDetails).toMatchObject({
      firstName: 'Jana',
      lastName: 'Hoffmann',
      primaryAddress: { street: 'Königsallee 60', postalCode: '40212', country: 'DE' },
    });
  });

  it.each(['firstName', 'lastName', 'address', 'zip', 'country', 'email', 'password'])('requires %s', async (field) => {
    expect(await validationFields(await signup({ [field]: field === 'password' ? '' : '   ' }))).toEqual({
      [field]: 'required',
    });
    expect(await validationFields(await signup({}, [], [field]))).toEqual({ [field]: 'required' });
    expect(db.users).toHaveLength(SEEDED.users);
  });

  it('reports every missing field at once', async () => {
    const fields = await validationFields(
      await signup({}, [], ['firstName', 'lastName', 'address', 'zip', 'country', 'email', 'password']),
    );
    expect(Object.keys(fields).sort()).toEqual([
      'address',
      'country',
      'email',
      'firstName',
      'lastName',
      'password',
      'zip',
    ]);
  });

  it('refuses a malformed e-mail address', async () => {
    for (const email of ['jana.hoffmann', 'jana@', 'jana hoffmann@example.com']) {
      expect(await validationFields(await signup({ email }))).toEqual({ email: 'email' });
    }
  });

  it.each([
    ['too short', 'Ab#1x'],
    ['without an uppercase letter', 'start#klar26'],
    ['without a lowercase letter', 'START#KLAR26'],
    ['without a digit', 'Start#Klar'],
    ['without a special character', 'StartKlar26'],
  ])('refuses a password %s (the creation rule)', async (_case, password) => {
    expect(await validationFields(await signup({ password }))).toEqual({ password: 'passwordRule' });
  });

  it('accepts a password of exactly six characters with all four kinds', async () => {
    expect((await signup({ password: 'Ab#1xy' })).status).toBe(200);
  });

  it('refuses a country that is not in the countries list, and an unknown language', async () => {
    expect(await validationFields(await signup({ country: 'XX' }))).toEqual({ country: 'oneOf' });
    expect(await validationFields(await signup({ language: '300' }))).toEqual({ language: 'oneOf' });
  });

  it('refuses values longer than the field limits', async () => {
    const fields = await validationFields(
      await signup({ firstName: 'J'.repeat(65), zip: '4'.repeat(17), address: 'K'.repeat(129) }),
    );
    expect(fields).toEqual({ firstName: 'max', zip: 'max', address: 'max' });
  });

  it('answers 409 duplicate_email for an e-mail that has an account, in any letter case', async () => {
    const response = await signup({ email: ` ${DEMO_EMAIL.MANAGER.toUpperCase()} ` });
    expect(response.status).toBe(409);
    expect(await errorCode(response)).toBe(ERROR_CODE.DUPLICATE_EMAIL);
    expect(db.users).toHaveLength(SEEDED.users);

    expect((await signup()).status).toBe(200);
    const again = await signup({ email: 'JANA.hoffmann@example.com' });
    expect(again.status).toBe(409);
    expect(await errorCode(again)).toBe(ERROR_CODE.DUPLICATE_EMAIL);
  });

  it('stores a PDF of exactly the size limit as the German CV when the language is German', async () => {
    const response = await signup({}, [pdf(MAX_UPLOAD_BYTES)]);
    expect(response.status).toBe(200);
    const managerId = findUserByEmail(FIELDS.email ?? '')?.managerId;
    const documents = db.documents.filter((each) => each.managerId === managerId);
    expect(documents).toEqual([
      expect.objectContaining({
        name: 'Lebenslauf_Hoffmann.pdf',
        subcategory: DOCUMENT_SUBCATEGORY.CV_GERMAN,
        size: MAX_UPLOAD_BYTES,
      }),
    ]);
    expect(base64ToBytes(db.blobs[documents[0]?.blobId ?? '']?.base64 ?? '').length).toBe(MAX_UPLOAD_BYTES);
  });

  it('stores the file as the English CV, and the account speaks English, when the language is English', async () => {
    const response = await signup({ language: String(LANGUAGE_CODE.EN) }, [pdf(3000, 'CV_Hoffmann.pdf')]);
    expect(response.status).toBe(200);
    const user = findUserByEmail(FIELDS.email ?? '');
    const manager = findManager(user?.managerId ?? null);
    expect(manager?.personalDetails.communicationLanguage).toBe(LANGUAGE_CODE.EN);
    expect(db.documents.filter((each) => each.managerId === manager?.id).map((each) => each.subcategory)).toEqual([
      DOCUMENT_SUBCATEGORY.CV_ENGLISH,
    ]);
  });

  it.each([
    ['a PDF one byte over the limit', () => pdf(MAX_UPLOAD_BYTES + 1)],
    [
      'a file renamed to .pdf that is not a PDF',
      () => nodeFile(new TextEncoder().encode('PK\u0003\u0004 Word'), 'cv.pdf', 'application/pdf'),
    ],
    [
      'a PDF sent as another type',
      () =>
        nodeFile(pdfBytes(1000), 'cv.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'),
    ],
    ['an empty file', () => nodeFile(new Uint8Array(0), 'cv.pdf', 'application/pdf')],
  ])('refuses %s with file_type_and_size, and creates no account', async (_case, file) => {
    const response = await signup({}, [file()]);
    expect(response.status).toBe(400);
    expect(await errorCode(response)).toBe(ERROR_CODE.FILE_TYPE_AND_SIZE);
    expect(findUserByEmail(FIELDS.email ?? '')).toBeUndefined();
    expect(db.managers).toHaveLength(SEEDED.managers);
  });

  it('refuses more than one file, and a file field that is text', async () => {
    expect(await validationFields(await signup({}, [pdf(), pdf()]))).toEqual({ file: 'count' });
    expect(await validationFields(await signup({ file: 'cv.pdf' }))).toEqual({ file: 'file' });
  });

  it('refuses a body that is not multipart', async () => {
    const response = await postJson(REGISTRATION_PATHS.signup.build(), FIELDS);
    expect(response.status).toBe(400);
    expect(await errorCode(response)).toBe(ERROR_CODE.VALIDATION);
  });
});
