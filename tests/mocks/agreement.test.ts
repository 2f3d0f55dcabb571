import { AGREEMENT_PATHS, type AgreementTextResponse, type ContractInfoResponse } from '@/contract/agreement';
import { ERROR_CODE, type Lang } from '@/contract/common';
import { SESSION_PATHS, type RefreshTokenResponse } from '@/contract/session';
import { DEMO_EMAIL } from '@mocks/auth/fixtures';

import { apiFetch, errorCode, login, postJson, putJson, startsWithPdfMagic } from './helpers';

const LANGS: Lang[] = ['de', 'en'];
const TEXT_PATHS = [
  AGREEMENT_PATHS.agreementText.build,
  AGREEMENT_PATHS.protectionText.build,
  AGREEMENT_PATHS.ndaText.build,
];
const FILE_PATHS = [
  AGREEMENT_PATHS.agreementFile.build,
  AGREEMENT_PATHS.protectionFile.build,
  AGREEMENT_PATHS.ndaFile.build,
];
const ACCEPTED = { contractReceivedDate: '2026-03-02', termsAccepted: true, privacyAccepted: true };

async function refresh(refreshToken: string): Promise<RefreshTokenResponse> {
  return (await (await postJson(SESSION_PATHS.refreshToken.build(), { refreshToken })).json()) as RefreshTokenResponse;
}

describe('agreement texts', () => {
  it('serves each of the three texts as HTML in German and in English', async () => {
    const { accessToken } = await login(DEMO_EMAIL.PENDING);
    for (const path of TEXT_PATHS) {
      const [de, en] = await Promise.all(
        LANGS.map(async (lang) => {
          const response = await apiFetch(`${path(lang)}?timestamp=${Date.now()}`, {}, accessToken);
          expect(response.status).toBe(200);
          return ((await response.json()) as AgreementTextResponse).html;
        }),
      );
      for (const html of [de, en]) {
        expect(html).toContain('<h3>');
        expect(html).toContain('<p>');
        expect(html).not.toMatch(/<(script|a|img)\b/);
      }
      expect(de).not.toBe(en);
    }
  });

  it('names the GDPR in the data-protection text in both languages', async () => {
    const { accessToken } = await login(DEMO_EMAIL.PENDING);
    const de = (await (
      await apiFetch(AGREEMENT_PATHS.protectionText.build('de'), {}, accessToken)
    ).json()) as AgreementTextResponse;
    const en = (await (
      await apiFetch(AGREEMENT_PATHS.protectionText.build('en'), {}, accessToken)
    ).json()) as AgreementTextResponse;
    expect(de.html).toContain('DSGVO');
    expect(en.html).toContain('GDPR');
  });

  it('refuses an unknown language; the opportunity NDA needs a token', async () => {
    const { accessToken } = await login(DEMO_EMAIL.PENDING);
    const unknown = await apiFetch('/manager/agreement-nda/fr', {}, accessToken);
    expect(unknown.status).toBe(400);
    expect(await errorCode(unknown)).toBe(ERROR_CODE.VALIDATION);
    expect((await apiFetch(AGREEMENT_PATHS.ndaText.build('de'))).status).toBe(401);
    expect((await apiFetch(AGREEMENT_PATHS.ndaFile.build('de'))).status).toBe(401);
  });

  it('serves the NDA and data-protection texts and files without a token (the registration needs them)', async () => {
    for (const path of [
      AGREEMENT_PATHS.agreementText.build,
      AGREEMENT_PATHS.protectionText.build,
      AGREEMENT_PATHS.agreementFile.build,
      AGREEMENT_PATHS.protectionFile.build,
    ]) {
      expect((await apiFetch(path('en'))).status).toBe(200);
    }
    const text = (await (await apiFetch(AGREEMENT_PATHS.agreementText.build('de'))).json()) as AgreementTextResponse;
    expect(text.html.length).toBeGreaterThan(100);
  });

  it('serves each agreement as a real PDF in both languages', async () => {
    const { accessToken } = await login(DEMO_EMAIL.PENDING);
    for (const path of FILE_PATHS) {
      for (const lang of LANGS) {
        const response = await apiFetch(`${path(lang)}?timestamp=${Date.now()}`, {}, accessToken);
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe('application/pdf');
        const bytes = await response.arrayBuffer();
        expect(startsWithPdfMagic(bytes)).toBe(true);
        expect(bytes.byteLength).toBeGreaterThan(1000);
      }
    }
  });
});

describe('PUT /manager/contract-info', () => {
  it('accepts the agreement: the answer has an id and success, and the next login asks no more', async () => {
    const session = await login(DEMO_EMAIL.PENDING);
    const response = await putJson(AGREEMENT_PATHS.contractInfo.build(), ACCEPTED, session.accessToken);
    expect(response.status).toBe(200);
    const body = (await response.json()) as ContractInfoResponse;
    expect(body).toEqual({
      id: expect.any(String),
      success: true,
      contractReceivedDate: ACCEPTED.contractReceivedDate,
    });
    expect(body.id).not.toBe('');

    expect((await refresh(session.refreshToken)).showAgreement).toBe(false);
    expect((await login(DEMO_EMAIL.PENDING)).showAgreement).toBe(false);
  });

  it.each([
    ['a date not in yyyy-MM-dd', { ...ACCEPTED, contractReceivedDate: '02.03.2026' }],
    ['a date that does not exist', { ...ACCEPTED, contractReceivedDate: '2026-02-30' }],
    ['no date', { termsAccepted: true, privacyAccepted: true }],
    ['the terms not accepted', { ...ACCEPTED, termsAccepted: false }],
    ['the privacy declaration not accepted', { ...ACCEPTED, privacyAccepted: false }],
  ])('refuses %s', async (_case, body) => {
    const session = await login(DEMO_EMAIL.PENDING);
    const response = await putJson(AGREEMENT_PATHS.contractInfo.build(), body, session.accessToken);
    expect(response.status).toBe(400);
    expect(await errorCode(response)).toBe(ERROR_CODE.VALIDATION);
    expect((await login(DEMO_EMAIL.PENDING)).showAgreement).toBe(true);
  });
});

describe('POST /manager/skip-agreement', () => {
  it('is forbidden for a user who may not skip', async () => {
    const session = await login(DEMO_EMAIL.PENDING);
    const response = await postJson(AGREEMENT_PATHS.skipAgreement.build(), undefined, session.accessToken);
    expect(response.status).toBe(403);
    expect(await errorCode(response)).toBe(ERROR_CODE.FORBIDDEN);
    expect((await refresh(session.refreshToken)).showAgreement).toBe(true);
  });

  it('unblocks the current session only: the next login asks again', async () => {
    const session = await login(DEMO_EMAIL.SKIPPABLE);
    expect(session.showAgreement).toBe(true);
    expect((await postJson(AGREEMENT_PATHS.skipAgreement.build(), undefined, session.accessToken)).status).toBe(204);

    const refreshed = await refresh(session.refreshToken);
    expect(refreshed.showAgreement).toBe(false);
    expect((await refresh(refreshed.refreshToken)).showAgreement).toBe(false);

    expect((await login(DEMO_EMAIL.SKIPPABLE)).showAgreement).toBe(true);
  });

  it('needs a signed-in user', async () => {
    expect((await postJson(AGREEMENT_PATHS.skipAgreement.build(), undefined)).status).toBe(401);
  });
});
