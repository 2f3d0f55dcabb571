import { addDays, format } from 'date-fns';

import { ACCOUNT_PATHS } from '@/contract/account';
import { OPPORTUNITY_PATHS } from '@/contract/opportunities';
import { PROJECT_PATHS } from '@/contract/projects';
import { CV_PATHS, type Availability, type Resume } from '@/contract/resume';
import { SESSION_PATHS } from '@/contract/session';
import { preconditionHeaders } from '@/contract/versions';
import { DEMO_EMAIL } from '@mocks/auth/fixtures';
import { setMockConfig } from '@mocks/db';

import { apiFetch, login, postJson, putJson } from './helpers';

/**
 * The mock as a server written to the specification alone would answer (mocks/shared/specServer.ts;
 * docs/decisions/056-a-save-is-its-status.md): saves answer 204, answers carry no versions, conditions are not
 * checked, and the calls we designed whole answer 404.
 */

const BERGER = '10427';

beforeEach(() => setMockConfig({ server: 'spec' }));

const tomorrow = () => format(addDays(new Date(), 1), 'yyyy-MM-dd');
const availability = (remarks: string): Availability => ({
  availableFrom: tomorrow(),
  availableFromRemarks: remarks,
  operationalReadiness: ['100'],
  dailyRateFrom: 900,
  dailyRateTo: 1200,
  annualTargetIncome: 0,
  mobility: '200',
  mobilityRemarks: '',
});

async function ownCv(accessToken: string): Promise<Resume> {
  const response = await apiFetch(CV_PATHS.managerCv.build(BERGER), {}, accessToken);
  expect(response.status).toBe(200);
  return (await response.json()) as Resume;
}

describe('a server with only the specification', () => {
  it('answers a save 204 without a body, and the next read shows what was saved', async () => {
    const { accessToken } = await login(DEMO_EMAIL.MANAGER);
    const response = await putJson(CV_PATHS.availability.build(), availability('ab Januar'), accessToken);
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    expect((await ownCv(accessToken)).availability.availableFromRemarks).toBe('ab Januar');
  });

  it('sends no version, savedAt or versions in any answer, and no ETag', async () => {
    const { accessToken } = await login(DEMO_EMAIL.MANAGER);
    const cv = await apiFetch(CV_PATHS.managerCv.build(BERGER), {}, accessToken);
    const profile = await apiFetch(ACCOUNT_PATHS.manager.build(), {}, accessToken);
    for (const response of [cv, profile]) {
      expect(response.headers.get('ETag')).toBeNull();
      expect(JSON.stringify(await response.json())).not.toMatch(/"(version|savedAt|versions)"/);
    }
  });

  it('checks no condition: a save with a stale version or none at all is saved', async () => {
    const { accessToken } = await login(DEMO_EMAIL.MANAGER);
    const stale = preconditionHeaders('no-such-version');
    expect((await putJson(CV_PATHS.availability.build(), availability('erst'), accessToken, stale)).status).toBe(204);
    expect((await putJson(CV_PATHS.availability.build(), availability('dann'), accessToken)).status).toBe(204);
    expect((await ownCv(accessToken)).availability.availableFromRemarks).toBe('dann');
  });

  it('answers 404 to every call we designed whole, also with a valid token', async () => {
    const { accessToken } = await login(DEMO_EMAIL.MANAGER);
    expect((await apiFetch(OPPORTUNITY_PATHS.newsAndEvents.build(), {}, accessToken)).status).toBe(404);
    expect((await postJson(SESSION_PATHS.logout.build(), { refreshToken: 'x' })).status).toBe(404);
    const { accessToken: client } = await login(DEMO_EMAIL.CLIENT);
    const feedback = PROJECT_PATHS.candidateFeedback.build('prj_any', 'cand_any');
    expect((await putJson(feedback, { interest: 'interested' }, client)).status).toBe(404);
  });

  it('keeps the answers the specification shows: the sign-in reads as before', async () => {
    const session = await login(DEMO_EMAIL.MANAGER);
    expect(session.accessToken).toBeTruthy();
    expect(session.refreshToken).toBeTruthy();
  });
});
