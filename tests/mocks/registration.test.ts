import { ERROR_CODE, LANGUAGE_CODE } from '@/contract/common';
import { DOCUMENT_SUBCATEGORY, MAX_UPLOAD_BYTES, type UploadResponse } from '@/contract/documents';
import {
  ANSWER,
  REGISTRATION_PATHS,
  type CheckEmailResponse,
  type NewApplicantQuestions,
  type RegisterRequest,
  type RegisterResponse,
} from '@/contract/registration';
import { DEMO_EMAIL } from '@mocks/auth/fixtures';
import { db } from '@mocks/db';
import { base64ToBytes } from '@mocks/shared/binary';

import { apiFetch, errorCode, nodeFile, nodeFormData, pdfBytes, postJson } from './helpers';

const ALL_YES: NewApplicantQuestions = {
  question1: ANSWER.YES,
  question2: ANSWER.YES,
  question3: ANSWER.YES,
  question4: ANSWER.YES,
  question5: ANSWER.YES,
  question6: ANSWER.YES,
  question7: ANSWER.YES,
  question8: ANSWER.YES,
};

function registration(overrides: Partial<RegisterRequest> = {}): RegisterRequest {
  return {
    language: LANGUAGE_CODE.DE,
    firstName: 'Jana',
    lastName: 'Hoffmann',
    salutation: '200',
    title: '',
    birthDate: '1978-09-14',
    nationality: ['DE'],
    primaryAddress: { street: 'Königsallee 60', postalCode: '40212', city: 'Düsseldorf', country: 'DE' },
    mobilePhone1: '+49 171 3920012',
    primaryEmail: 'jana.hoffmann@example.com',
    industryFocuses: '<ul><li>Automobilzulieferer</li></ul>',
    specialistFocuses: '<p>Restrukturierung, Working-Capital-Management</p>',
    managementMethods: '<p>OKR, Lean Management</p>',
    newApplicantQuestions: ALL_YES,
    isRegistratoionProcess: true,
    contractReceivedDate: '2026-03-02',
    currentMcAccepted: true,
    ...overrides,
  };
}

async function register(overrides: Partial<RegisterRequest> = {}): Promise<RegisterResponse> {
  const response = await postJson(REGISTRATION_PATHS.register.build(), registration(overrides));
  expect(response.status).toBe(200);
  return (await response.json()) as RegisterResponse;
}

describe('POST /check-email', () => {
  async function check(primaryEmail: string): Promise<CheckEmailResponse> {
    return (await (
      await postJson(REGISTRATION_PATHS.checkEmail.build(), { primaryEmail })
    ).json()) as CheckEmailResponse;
  }

  it('reports a demo account’s e-mail as duplicate, in any letter case', async () => {
    expect(await check(DEMO_EMAIL.MANAGER)).toEqual({ status: 'duplicate' });
    expect(await check(' Pending@Demo.Test ')).toEqual({ status: 'duplicate' });
  });

  it('reports an unused e-mail as new', async () => {
    expect(await check('jana.hoffmann@example.com')).toEqual({ status: 'new' });
  });

  it('refuses a malformed e-mail', async () => {
    const response = await postJson(REGISTRATION_PATHS.checkEmail.build(), { primaryEmail: 'jana.hoffmann' });
    expect(response.status).toBe(400);
    expect(await errorCode(response)).toBe(ERROR_CODE.VALIDATION);
  });
});

describe('POST /register', () => {
  it('releases automatically when all eight answers are yes', async () => {
    const result = await register();
    expect(result).toEqual({ status: 'success', manager_id: expect.any(String), automatic_release: true });
  });

  it('leaves the release to manual review when any answer is no', async () => {
    const result = await register({ newApplicantQuestions: { ...ALL_YES, question7: ANSWER.NO } });
    expect(result.automatic_release).toBe(false);
  });

  it('creates the manager without a pending agreement, and the e-mail is then taken', async () => {
    const { manager_id } = await register();
    const user = db.users.find((each) => each.managerId === manager_id);
    expect(user).toMatchObject({ email: 'jana.hoffmann@example.com', showAgreement: false, password: null });
    const check = (await (
      await postJson(REGISTRATION_PATHS.checkEmail.build(), { primaryEmail: 'Jana.Hoffmann@example.com' })
    ).json()) as CheckEmailResponse;
    expect(check.status).toBe('duplicate');
  });

  it('starts the CV’s competence profile with the texts of step 3, in the language registered in', async () => {
    const { manager_id } = await register({ language: LANGUAGE_CODE.EN, primaryEmail: 'en.applicant@example.com' });
    const manager = db.managers.find((each) => each.id === manager_id);
    expect(manager?.cv.competenceProfile).toEqual({
      industryFocuses: { de: '', en: '<ul><li>Automobilzulieferer</li></ul>' },
      specialistFocuses: { de: '', en: '<p>Restrukturierung, Working-Capital-Management</p>' },
      managementMethods: { de: '', en: '<p>OKR, Lean Management</p>' },
    });
  });

  it('answers 409 duplicate_email for an e-mail that has an account', async () => {
    const response = await postJson(
      REGISTRATION_PATHS.register.build(),
      registration({ primaryEmail: 'MANAGER@demo.test' }),
    );
    expect(response.status).toBe(409);
    expect(await errorCode(response)).toBe(ERROR_CODE.DUPLICATE_EMAIL);
  });

  it.each([
    [
      'an unanswered question',
      { newApplicantQuestions: { ...ALL_YES, question8: undefined } as unknown as NewApplicantQuestions },
    ],
    ['no mobile phone', { mobilePhone1: '' }],
    ['a malformed e-mail', { primaryEmail: 'jana@' }],
    ['the terms not accepted', { currentMcAccepted: false }],
    ['no last name', { lastName: '' }],
  ])('refuses a registration with %s', async (_case, overrides) => {
    const response = await postJson(REGISTRATION_PATHS.register.build(), registration(overrides));
    expect(response.status).toBe(400);
    expect(await errorCode(response)).toBe(ERROR_CODE.VALIDATION);
  });
});

describe('POST /upload-resumes/{managerId}', () => {
  async function upload(managerId: string, files: ReturnType<typeof nodeFile>[], subcategories: number[]) {
    const form = await nodeFormData([
      ...files.map((file) => ['files[]', file] as [string, typeof file]),
      ...subcategories.map((code) => ['subcategories[]', String(code)] as [string, string]),
    ]);
    return apiFetch(REGISTRATION_PATHS.uploadResumes.build(managerId), { method: 'POST', body: form });
  }

  it('accepts a PDF of exactly the size limit and stores it for download', async () => {
    const { manager_id } = await register();
    const response = await upload(
      manager_id,
      [nodeFile(pdfBytes(MAX_UPLOAD_BYTES), 'Lebenslauf_Hoffmann.pdf', 'application/pdf')],
      [DOCUMENT_SUBCATEGORY.CV_GERMAN],
    );
    expect(response.status).toBe(200);
    expect((await response.json()) as UploadResponse).toEqual({ uploaded: 1 });

    const [document] = db.documents.filter((each) => each.managerId === manager_id);
    expect(document).toMatchObject({
      name: 'Lebenslauf_Hoffmann.pdf',
      subcategory: DOCUMENT_SUBCATEGORY.CV_GERMAN,
      size: MAX_UPLOAD_BYTES,
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    const stored = base64ToBytes(db.blobs[document?.blobId ?? '']?.base64 ?? '');
    expect(stored.length).toBe(MAX_UPLOAD_BYTES);
  });

  it('refuses a PDF one byte over the limit', async () => {
    const { manager_id } = await register();
    const response = await upload(
      manager_id,
      [nodeFile(pdfBytes(MAX_UPLOAD_BYTES + 1), 'cv.pdf', 'application/pdf')],
      [DOCUMENT_SUBCATEGORY.CV_GERMAN],
    );
    expect(response.status).toBe(400);
    expect(await errorCode(response)).toBe(ERROR_CODE.FILE_TYPE_AND_SIZE);
    expect(db.documents.filter((each) => each.managerId === manager_id)).toHaveLength(0);
  });

  it('refuses a file renamed to .pdf that is not a PDF, and a file of another type', async () => {
    const { manager_id } = await register();
    const notPdf = new TextEncoder().encode('PK\u0003\u0004 this is a Word document');
    for (const file of [
      nodeFile(notPdf, 'cv.pdf', 'application/pdf'),
      nodeFile(pdfBytes(1000), 'cv.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'),
    ]) {
      const response = await upload(manager_id, [file], [DOCUMENT_SUBCATEGORY.CV_GERMAN]);
      expect(response.status).toBe(400);
      expect(await errorCode(response)).toBe(ERROR_CODE.FILE_TYPE_AND_SIZE);
    }
  });

  it('stores several documents, each with its own subcategory, and none if one is refused', async () => {
    const { manager_id } = await register();
    const good = [
      nodeFile(pdfBytes(2000), 'CV_en.pdf', 'application/pdf'),
      nodeFile(pdfBytes(3000), 'Arbeitszeugnis.pdf', 'application/pdf'),
    ];
    const mixed = await upload(
      manager_id,
      [...good, nodeFile(new Uint8Array(10), 'x.pdf', 'application/pdf')],
      [DOCUMENT_SUBCATEGORY.CV_ENGLISH, DOCUMENT_SUBCATEGORY.WORK_CERTIFICATES, DOCUMENT_SUBCATEGORY.OTHERS],
    );
    expect(mixed.status).toBe(400);
    expect(db.documents.filter((each) => each.managerId === manager_id)).toHaveLength(0);

    const response = await upload(manager_id, good, [
      DOCUMENT_SUBCATEGORY.CV_ENGLISH,
      DOCUMENT_SUBCATEGORY.WORK_CERTIFICATES,
    ]);
    expect((await response.json()) as UploadResponse).toEqual({ uploaded: 2 });
    expect(db.documents.filter((each) => each.managerId === manager_id).map((each) => each.subcategory)).toEqual([
      DOCUMENT_SUBCATEGORY.CV_ENGLISH,
      DOCUMENT_SUBCATEGORY.WORK_CERTIFICATES,
    ]);
  });

  it('refuses an unknown subcategory, a missing one and an unknown manager', async () => {
    const { manager_id } = await register();
    const file = () => nodeFile(pdfBytes(100), 'cv.pdf', 'application/pdf');
    const unknownCode = await upload(manager_id, [file()], [999]);
    expect(unknownCode.status).toBe(400);
    expect(await errorCode(unknownCode)).toBe(ERROR_CODE.VALIDATION);
    const missing = await upload(manager_id, [file()], []);
    expect(missing.status).toBe(400);
    expect(await errorCode(missing)).toBe(ERROR_CODE.VALIDATION);
    const unknownManager = await upload('no-such-manager', [file()], [DOCUMENT_SUBCATEGORY.CV_GERMAN]);
    expect(unknownManager.status).toBe(404);
    expect(await errorCode(unknownManager)).toBe(ERROR_CODE.NOT_FOUND);
  });
});
