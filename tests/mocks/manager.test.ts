import {
  ACCOUNT_PATHS,
  EMAIL_TYPE,
  type ManagerProfile,
  type PersonalInfoRequest,
  type PersonalInfoResponse,
  type PhotoResponse,
} from '@/contract/account';
import { ERROR_CODE, LANGUAGE_CODE } from '@/contract/common';
import { MAX_UPLOAD_BYTES } from '@/contract/documents';
import { preconditionHeaders, VERSION_API_ERROR } from '@/contract/versions';
import { DEMO_EMAIL } from '@mocks/auth/fixtures';
import { db } from '@mocks/db';

import { apiFetch, errorCode, freezeClock, login, nodeFile, nodeFormData, putJson } from './helpers';

/** The seed's personal details, never saved, are version 1. */
const SEEDED = '1';

/** A save of the account form that started from `version` (the seed's unless said). */
const savePersonalInfo = (body: unknown, accessToken: string, version = SEEDED) =>
  putJson(ACCOUNT_PATHS.personalInfo.build(), body, accessToken, preconditionHeaders(version));

/** The account form's payload for the seeded manager, in the shape of the account save payload. */
function personalInfo(overrides: Partial<PersonalInfoRequest> = {}): PersonalInfoRequest {
  return {
    salutation: '200',
    title: '100',
    firstName: 'Katharina',
    lastName: 'Berger-Lang',
    birthDate: '1974-05-18',
    nationality: ['DE'],
    primaryAddress: { street: 'Leopoldstraße 12', postalCode: '80802', city: 'München', country: 'DE' },
    communicationLanguage: LANGUAGE_CODE.EN,
    email: [
      { email: 'k.berger@berger-interim.example', isOffice: false, isPrimary: false, isPrivate: true },
      { email: 'manager@demo.test', isOffice: true, isPrimary: true, isPrivate: false },
    ],
    phones: { mobilePhone1: '+49 171 3920045', workPhone: '089/99998-120' },
    socialNetworks: { linkedin: 'https://www.linkedin.com/in/katharina-berger-interim' },
    skypeId: '',
    ownCompany: 'Berger Interim Management GmbH',
    profileVideo: '',
    website: 'https://www.berger-interim.example',
    ...overrides,
  };
}

describe('GET /manager', () => {
  it('answers the signed-in manager’s profile', async () => {
    const { accessToken } = await login(DEMO_EMAIL.MANAGER);
    const response = await apiFetch(ACCOUNT_PATHS.manager.build(), {}, accessToken);
    expect(response.status).toBe(200);
    const profile = (await response.json()) as ManagerProfile;
    expect(profile.personalDetails).toMatchObject({
      firstName: 'Katharina',
      lastName: 'Berger',
      communicationLanguage: LANGUAGE_CODE.DE,
      initialInputCv: 200,
      readonly: false,
    });
    expect(profile.personalDetails.emails[0]).toEqual({ value: DEMO_EMAIL.MANAGER, type: EMAIL_TYPE.OFFICE });
    expect(profile.completionPercent).toBeGreaterThan(0);
    expect(Date.parse(profile.lastModified)).not.toBeNaN();
  });

  it('is forbidden for a client contact, who has no manager profile', async () => {
    const { accessToken } = await login(DEMO_EMAIL.CLIENT);
    const response = await apiFetch(ACCOUNT_PATHS.manager.build(), {}, accessToken);
    expect(response.status).toBe(403);
    expect(await errorCode(response)).toBe(ERROR_CODE.FORBIDDEN);
  });
});

describe('PUT /manager/personal-info', () => {
  it('saves the account and answers the saved personal details, primary e-mail first', async () => {
    const { accessToken } = await login(DEMO_EMAIL.MANAGER);
    const response = await savePersonalInfo(personalInfo(), accessToken);
    expect(response.status).toBe(200);
    const personalDetails = (await response.json()) as PersonalInfoResponse;
    // The whole record (contract: PersonalInfoResponse), so the client can replace its copy.
    expect(personalDetails).toMatchObject({ manager_id: '10427', readonly: false, photo: '' });
    expect(personalDetails).toMatchObject({
      lastName: 'Berger-Lang',
      communicationLanguage: LANGUAGE_CODE.EN,
      primaryAddress: { city: 'München', street: 'Leopoldstraße 12' },
      phones: { mobilePhone1: '+49 171 3920045', workPhone: '089/99998-120' },
    });
    expect(personalDetails.emails).toEqual([
      { value: 'manager@demo.test', type: EMAIL_TYPE.OFFICE },
      { value: 'k.berger@berger-interim.example', type: EMAIL_TYPE.PRIVATE },
    ]);

    const again = (await (await apiFetch(ACCOUNT_PATHS.manager.build(), {}, accessToken)).json()) as ManagerProfile;
    expect(again.personalDetails.lastName).toBe('Berger-Lang');
    // The stored communication language is what the next login reports.
    expect((await login(DEMO_EMAIL.MANAGER)).communicationLanguage).toBe(LANGUAGE_CODE.EN);
  });

  it.each([
    ['an empty first name', { firstName: '  ' }, 'firstName'],
    ['an empty last name', { lastName: '' }, 'lastName'],
    ['no salutation', { salutation: '' }, 'salutation'],
    ['a first name over its limit', { firstName: 'x'.repeat(65) }, 'firstName'],
    [
      'a malformed e-mail',
      { email: [{ email: 'k.berger@', isOffice: true, isPrimary: true, isPrivate: false }] },
      'email[0].email',
    ],
    ['no e-mail', { email: [] }, 'email'],
    ['a phone of 3 characters', { phones: { mobilePhone1: '123' } }, 'phones.mobilePhone1'],
    ['a phone with letters', { phones: { mobilePhone1: '+49 89 CALL-ME' } }, 'phones.mobilePhone1'],
    ['a plus sign inside a phone', { phones: { homePhone: '0049+89 1234' } }, 'phones.homePhone'],
    ['an unknown language', { communicationLanguage: 300 as never }, 'communicationLanguage'],
    [
      'an address without city',
      { primaryAddress: { street: 'A 1', postalCode: '1', city: '', country: 'DE' } },
      'primaryAddress.city',
    ],
    ['an unknown salutation', { salutation: '999' }, 'salutation'],
    ['an unknown title', { title: '999' }, 'title'],
    ['a birth date in the future', { birthDate: '2999-01-01' }, 'birthDate'],
    ['a website that is no URI reference', { website: 'https://www.example.com/a b' }, 'website'],
    ['a video link with an umlaut outside the host', { profileVideo: 'https://www.example.com/über' }, 'profileVideo'],
    [
      'a social network link that is no URI reference',
      { socialNetworks: { xing: 'my xing profile' } },
      'socialNetworks.xing',
    ],
    [
      'an unknown social network',
      { socialNetworks: { facebook: 'https://facebook.com/x' } as never },
      'socialNetworks.facebook',
    ],
    [
      'an e-mail over its limit',
      { email: [{ email: `${'a'.repeat(250)}@x.com`, isOffice: true, isPrimary: true, isPrivate: false }] },
      'email[0].email',
    ],
  ])('refuses %s', async (_case, overrides, field) => {
    const { accessToken } = await login(DEMO_EMAIL.MANAGER);
    const response = await savePersonalInfo(personalInfo(overrides as Partial<PersonalInfoRequest>), accessToken);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { code: string; fields: Record<string, string> };
    expect(body.code).toBe(ERROR_CODE.VALIDATION);
    expect(Object.keys(body.fields)).toContain(field);
  });

  it('keeps an umlaut in a host under a top-level domain that registers such names', async () => {
    const { accessToken } = await login(DEMO_EMAIL.MANAGER);
    const response = await savePersonalInfo(personalInfo({ website: 'https://www.müller.com' }), accessToken);
    expect(response.status).toBe(200);
    expect(((await response.json()) as PersonalInfoResponse).website).toBe('https://www.müller.com');
  });
});

describe('PUT /manager/personal-info: versions', () => {
  const SAVED_AT = new Date(2026, 10, 27, 9, 41);
  const profileOf = async (accessToken: string) =>
    (await (await apiFetch(ACCOUNT_PATHS.manager.build(), {}, accessToken)).json()) as ManagerProfile;

  beforeEach(() => {
    freezeClock(SAVED_AT.getTime());
  });
  afterEach(() => vi.useRealTimers());

  it('answers the details with their version: the seed’s is 1, and each save moves it on with its time', async () => {
    const { accessToken } = await login(DEMO_EMAIL.MANAGER);
    const before = await profileOf(accessToken);
    expect(before.personalDetails.version).toBe(SEEDED);
    expect(before.personalDetails.savedAt).toBeUndefined();

    const response = await savePersonalInfo(personalInfo(), accessToken);
    expect(response.status).toBe(200);
    const saved = (await response.json()) as PersonalInfoResponse;
    expect([saved.version, saved.savedAt]).toEqual(['2', SAVED_AT.toISOString()]);
    expect((await profileOf(accessToken)).personalDetails).toMatchObject({ version: '2', lastName: 'Berger-Lang' });
    expect((await savePersonalInfo(personalInfo({ lastName: 'Berger' }), accessToken, '2')).status).toBe(200);
    expect((await profileOf(accessToken)).personalDetails.version).toBe('3');
  });

  it('answers 428 for a save that names no version, and keeps the details', async () => {
    const { accessToken } = await login(DEMO_EMAIL.MANAGER);
    const response = await putJson(ACCOUNT_PATHS.personalInfo.build(), personalInfo(), accessToken);
    expect(response.status).toBe(428);
    expect(await errorCode(response)).toBe(VERSION_API_ERROR.REQUIRED);
    expect((await profileOf(accessToken)).personalDetails).toMatchObject({ lastName: 'Berger', version: SEEDED });
  });

  it('answers 412 with the details as they are now for a save that started from an older version', async () => {
    const { accessToken } = await login(DEMO_EMAIL.MANAGER);
    expect((await savePersonalInfo(personalInfo({ ownCompany: 'B GmbH' }), accessToken)).status).toBe(200);
    const stale = await savePersonalInfo(personalInfo({ ownCompany: 'A GmbH' }), accessToken);
    expect(stale.status).toBe(412);
    const body = (await stale.json()) as { code: string; current: unknown };
    expect(body.code).toBe(VERSION_API_ERROR.STALE);
    // The details as GET /manager gives them, with their version and the time of that save.
    expect(body.current).toEqual((await profileOf(accessToken)).personalDetails);
    expect(body.current).toMatchObject({ ownCompany: 'B GmbH', version: '2', savedAt: SAVED_AT.toISOString() });
    // Saved again over the version it was shown: the save goes through.
    expect((await savePersonalInfo(personalInfo({ ownCompany: 'A GmbH' }), accessToken, '2')).status).toBe(200);
    expect((await profileOf(accessToken)).personalDetails.ownCompany).toBe('A GmbH');
  });

  it('checks the version before the rules: a stale save is 412 even when it breaks one', async () => {
    const { accessToken } = await login(DEMO_EMAIL.MANAGER);
    expect((await savePersonalInfo(personalInfo({ firstName: '' }), accessToken, '7')).status).toBe(412);
  });

  it('leaves the version alone when only the photo changes: the save never writes it', async () => {
    const { accessToken } = await login(DEMO_EMAIL.MANAGER);
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
    const form = await nodeFormData([['file', nodeFile(png, 'me.png', 'image/png')]]);
    const upload = await apiFetch(ACCOUNT_PATHS.photo.build(), { method: 'POST', body: form }, accessToken);
    expect(upload.status).toBe(200);
    expect((await profileOf(accessToken)).personalDetails.version).toBe(SEEDED);
    expect((await savePersonalInfo(personalInfo(), accessToken)).status).toBe(200);
  });
});

describe('POST /manager/photo', () => {
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

  it('stores a PNG and serves it back from the path in the profile', async () => {
    const { accessToken } = await login(DEMO_EMAIL.MANAGER);
    const form = await nodeFormData([['file', nodeFile(png, 'portrait.png', 'image/png')]]);
    const response = await apiFetch(ACCOUNT_PATHS.photo.build(), { method: 'POST', body: form }, accessToken);
    expect(response.status).toBe(200);
    const { photo } = (await response.json()) as PhotoResponse;
    expect(photo).toMatch(/^\/manager\/photo\/\w+/);

    const image = await apiFetch(photo, {}, accessToken);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(png);
    const profile = (await (await apiFetch(ACCOUNT_PATHS.manager.build(), {}, accessToken)).json()) as ManagerProfile;
    expect(profile.personalDetails.photo).toBe(photo);
  });

  it('accepts a JPEG of exactly the size limit', async () => {
    const { accessToken } = await login(DEMO_EMAIL.MANAGER);
    const jpeg = new Uint8Array(MAX_UPLOAD_BYTES);
    jpeg.set([0xff, 0xd8, 0xff, 0xe0]);
    const form = await nodeFormData([['file', nodeFile(jpeg, 'portrait.jpg', 'image/jpeg')]]);
    const response = await apiFetch(ACCOUNT_PATHS.photo.build(), { method: 'POST', body: form }, accessToken);
    expect(response.status).toBe(200);
  });

  it('refuses a GIF, an image over the size limit, and a file that only claims to be a PNG', async () => {
    const { accessToken } = await login(DEMO_EMAIL.MANAGER);
    const tooBig = new Uint8Array(MAX_UPLOAD_BYTES + 1);
    tooBig.set([0xff, 0xd8, 0xff, 0xe0]);
    for (const file of [
      nodeFile(png, 'portrait.gif', 'image/gif'),
      nodeFile(tooBig, 'huge.jpg', 'image/jpeg'),
      nodeFile(new TextEncoder().encode('%PDF-1.7 not an image'), 'renamed.png', 'image/png'),
    ]) {
      const response = await apiFetch(
        ACCOUNT_PATHS.photo.build(),
        { method: 'POST', body: await nodeFormData([['file', file]]) },
        accessToken,
      );
      expect(response.status).toBe(400);
      expect(await errorCode(response)).toBe(ERROR_CODE.FILE_TYPE_AND_SIZE);
    }
  });
});

describe('PUT /manager/delete-profile', () => {
  it('records the deletion request with its remarks', async () => {
    const { accessToken } = await login(DEMO_EMAIL.MANAGER);
    const response = await putJson(
      ACCOUNT_PATHS.deleteProfile.build(),
      { remarks: 'Ich beende meine Tätigkeit als Interim Managerin.' },
      accessToken,
    );
    expect(response.status).toBe(204);
    const manager = db.managers.find((each) => each.personalDetails.firstName === 'Katharina');
    expect(manager?.deletionRequest?.remarks).toBe('Ich beende meine Tätigkeit als Interim Managerin.');
  });

  it('accepts a request without remarks', async () => {
    const { accessToken } = await login(DEMO_EMAIL.MANAGER);
    expect((await putJson(ACCOUNT_PATHS.deleteProfile.build(), {}, accessToken)).status).toBe(204);
  });

  it('refuses remarks over their limit', async () => {
    const { accessToken } = await login(DEMO_EMAIL.MANAGER);
    const response = await putJson(ACCOUNT_PATHS.deleteProfile.build(), { remarks: 'x'.repeat(2001) }, accessToken);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { fields: Record<string, string> }).fields).toEqual({ remarks: 'max' });
  });
});
