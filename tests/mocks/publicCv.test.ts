import { ERROR_CODE } from '@/contract/common';
import { CV_PATHS } from '@/contract/resume';
import { DEMO_EMAIL } from '@mocks/auth/fixtures';
import { db, findManager } from '@mocks/db';
import { CLIENT_CANDIDATE_ID, CLIENT_PROJECT_ID } from '@mocks/projects/fixtures';
import { DEMO_PUBLIC_CV_ID } from '@mocks/resume/fixtures';

import { apiFetch, errorCode, login, postJson } from './helpers';

/**
 * Who reads what of a CV (docs/decisions/037-public-cv.md), answer by answer and caller by caller:
 * the fields each receives. manager@demo.test (Berger, 10427) is the owner; her candidate id in
 * client@'s ongoing mandate is also that of her Alpenland placement.
 */

const BERGER = '10427';
const CANDIDATE = CLIENT_CANDIDATE_ID.BERGER_500;

type Caller = 'stranger' | 'other manager' | 'client of the project' | 'client of another project' | 'owner';
const CALLERS: Caller[] = ['stranger', 'other manager', 'client of the project', 'client of another project', 'owner'];
const EMAIL: Record<Exclude<Caller, 'stranger'>, string> = {
  'other manager': DEMO_EMAIL.BENCH,
  'client of the project': DEMO_EMAIL.CLIENT,
  'client of another project': DEMO_EMAIL.CLIENT2,
  owner: DEMO_EMAIL.MANAGER,
};

async function tokenOf(caller: Caller): Promise<string | undefined> {
  return caller === 'stranger' ? undefined : (await login(EMAIL[caller])).accessToken;
}

/** What a public CV holds, and nothing else: the keys of each part. */
const PUBLIC_FIELDS = {
  top: [
    'availability',
    'competenceProfile',
    'education',
    'executiveSummary',
    'itSkills',
    'languageProficiencies',
    'otherActivities',
    'personalDetails',
    'workExperience',
  ],
  personalDetails: ['firstName', 'lastName', 'primaryAddress', 'salutation', 'title'],
  primaryAddress: ['city', 'country'],
  availability: ['availableFrom', 'mobility', 'operationalReadiness'],
};

/** Never in a public answer, at any depth. */
const PRIVATE_KEYS = [
  'dailyRateFrom',
  'dailyRateTo',
  'annualTargetIncome',
  'availableFromRemarks',
  'mobilityRemarks',
  'notificationSettings',
  'versions',
  'version',
  'savedAt',
  'contactDetails',
  'reference',
  'emails',
  'phones',
  'street',
  'postalCode',
  'birthDate',
  'skypeId',
  'manager_id',
  'completionPercent',
  'availabilityUpdatedAt',
  'publicCvId',
];

function keysAtAnyDepth(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((each) => keysAtAnyDepth(each, into));
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      into.add(key);
      keysAtAnyDepth(inner, into);
    }
  }
  return into;
}

const sorted = (value: object | null | undefined) => Object.keys(value ?? {}).sort();

/** A 200 answer with exactly the public fields. */
async function expectPublicCv(response: Response): Promise<void> {
  expect(response.status).toBe(200);
  const cv = (await response.json()) as Record<string, unknown> & {
    personalDetails: { primaryAddress: object; lastName: string };
    availability: object;
    workExperience: { id: string }[];
    education: object[];
  };
  expect(sorted(cv)).toEqual(PUBLIC_FIELDS.top);
  expect(sorted(cv.personalDetails)).toEqual(PUBLIC_FIELDS.personalDetails);
  expect(sorted(cv.personalDetails.primaryAddress)).toEqual(PUBLIC_FIELDS.primaryAddress);
  expect(sorted(cv.availability)).toEqual(PUBLIC_FIELDS.availability);
  expect(cv.personalDetails.lastName).toBe('Berger');
  // The CV itself is all there.
  expect(cv.workExperience).toHaveLength(7);
  expect(cv.education.length).toBeGreaterThan(0);
  const keys = keysAtAnyDepth(cv);
  expect(PRIVATE_KEYS.filter((key) => keys.has(key))).toEqual([]);
  // No e-mail address or phone number in any text either.
  expect(JSON.stringify(cv)).not.toMatch(/@|\+\d{2} \d{2,3} \d{3}/);
}

async function expectNotFound(response: Response): Promise<void> {
  expect(response.status).toBe(404);
  expect(await errorCode(response)).toBe(ERROR_CODE.NOT_FOUND);
}

describe('the public view by the public CV id: GET /manager/cv/{publicCvId}', () => {
  it.each(CALLERS)('answers the %s the public CV and nothing more', async (caller) => {
    await expectPublicCv(await apiFetch(CV_PATHS.publicCv.build(DEMO_PUBLIC_CV_ID), {}, await tokenOf(caller)));
  });

  it.each([[BERGER], ['cand_10427'], ['pcv_unknown'], [CANDIDATE]])('answers 404 for %s', async (id) => {
    await expectNotFound(await apiFetch(CV_PATHS.publicCv.build(id)));
  });

  it('gives every manager a public CV id of their own, random, apart from the manager id', () => {
    const ids = db.managers.map((manager) => manager.publicCvId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const manager of db.managers) {
      expect(manager.publicCvId).toMatch(/^pcv_[0-9a-z]{16,}$/);
      expect(manager.publicCvId).not.toContain(manager.id);
    }
  });
});

describe('the public candidate view by the public CV id: GET /manager/candidates/{publicCvId}/cv', () => {
  it.each(CALLERS)('answers the %s the public CV and nothing more', async (caller) => {
    await expectPublicCv(await apiFetch(CV_PATHS.candidateCv.build(DEMO_PUBLIC_CV_ID), {}, await tokenOf(caller)));
  });
});

describe("a candidate's CV by the candidate id: GET /manager/candidates/{candidateId}/cv", () => {
  it('holds a candidate of the project client@ may see', () => {
    const project = db.projects.find((each) => each.id === CLIENT_PROJECT_ID.MANDATE_ONGOING_500);
    expect(project?.candidates.some((each) => each.id === CANDIDATE && each.managerId === BERGER)).toBe(true);
  });

  it.each<[Caller, 'public CV' | 'not found']>([
    ['stranger', 'not found'],
    ['other manager', 'not found'],
    ['client of the project', 'public CV'],
    ['client of another project', 'not found'],
    ['owner', 'public CV'],
  ])('answers the %s: %s', async (caller, outcome) => {
    const response = await apiFetch(CV_PATHS.candidateCv.build(CANDIDATE), {}, await tokenOf(caller));
    await (outcome === 'public CV' ? expectPublicCv(response) : expectNotFound(response));
  });

  it('knows no candidate id made of a manager id', async () => {
    await expectNotFound(await apiFetch(CV_PATHS.candidateCv.build(`cand_${BERGER}`), {}, await tokenOf('owner')));
    await expectNotFound(await apiFetch(CV_PATHS.candidateCv.build(BERGER)));
  });
});

describe('the own CV by the manager id: GET /manager/{managerId}', () => {
  it('asks the stranger to sign in (401), and tells nothing of the CV', async () => {
    const response = await apiFetch(CV_PATHS.managerCv.build(BERGER));
    expect(response.status).toBe(401);
    expect(await response.text()).not.toMatch(/Berger|Katharina/);
  });

  it.each<Caller>(['other manager', 'client of the project', 'client of another project'])(
    'is not found for the %s (a sequential id opens nothing)',
    async (caller) => {
      await expectNotFound(await apiFetch(CV_PATHS.managerCv.build(BERGER), {}, await tokenOf(caller)));
    },
  );

  it('answers the owner the whole CV: contact details, rates, income, remarks, settings, versions and the public CV id', async () => {
    const response = await apiFetch(CV_PATHS.managerCv.build(BERGER), {}, await tokenOf('owner'));
    expect(response.status).toBe(200);
    const cv = (await response.json()) as Record<string, unknown>;
    expect(sorted(cv)).toEqual(
      [
        ...PUBLIC_FIELDS.top,
        'availabilityUpdatedAt',
        'completionPercent',
        'lastModified',
        'notificationSettings',
        'publicCvId',
        'versions',
      ].sort(),
    );
    const manager = findManager(BERGER);
    expect(cv).toMatchObject({
      availability: {
        dailyRateFrom: manager?.cv.availability.dailyRateFrom,
        annualTargetIncome: manager?.cv.availability.annualTargetIncome,
        mobilityRemarks: manager?.cv.availability.mobilityRemarks,
      },
      personalDetails: { manager_id: BERGER, emails: manager?.personalDetails.emails },
      publicCvId: DEMO_PUBLIC_CV_ID,
    });
    expect(manager?.cv.availability.dailyRateFrom).toBeGreaterThan(0);
  });
});

describe('a new public CV id: POST /manager/public-cv-id', () => {
  const reissue = async (caller: Caller) => postJson(CV_PATHS.publicCvId.build(), undefined, await tokenOf(caller));
  const publicIdInOwnCv = async (email: string, managerId: string) => {
    const response = await apiFetch(CV_PATHS.managerCv.build(managerId), {}, (await login(email)).accessToken);
    return ((await response.json()) as { publicCvId?: string }).publicCvId;
  };

  it('answers the owner a new id: the old one answers 404 from then on, the new one the public CV', async () => {
    const response = await reissue('owner');
    expect(response.status).toBe(200);
    const { publicCvId } = (await response.json()) as { publicCvId: string };
    expect(publicCvId).toMatch(/^pcv_[0-9a-z]{16,}$/);
    expect(publicCvId).not.toBe(DEMO_PUBLIC_CV_ID);
    expect(findManager(BERGER)?.publicCvId).toBe(publicCvId);

    for (const caller of CALLERS) {
      const token = await tokenOf(caller);
      await expectNotFound(await apiFetch(CV_PATHS.publicCv.build(DEMO_PUBLIC_CV_ID), {}, token));
      await expectNotFound(await apiFetch(CV_PATHS.candidateCv.build(DEMO_PUBLIC_CV_ID), {}, token));
      await expectPublicCv(await apiFetch(CV_PATHS.publicCv.build(publicCvId), {}, token));
      await expectPublicCv(await apiFetch(CV_PATHS.candidateCv.build(publicCvId), {}, token));
    }
    // The owner's own CV names the new id; the client of her project still reads her CV by the candidate id.
    expect(await publicIdInOwnCv(DEMO_EMAIL.MANAGER, BERGER)).toBe(publicCvId);
    await expectPublicCv(
      await apiFetch(CV_PATHS.candidateCv.build(CANDIDATE), {}, await tokenOf('client of the project')),
    );
  });

  it('asks a stranger to sign in and refuses a client contact, and the id stays as it was', async () => {
    expect((await reissue('stranger')).status).toBe(401);
    expect((await reissue('client of the project')).status).toBe(403);
    expect(findManager(BERGER)?.publicCvId).toBe(DEMO_PUBLIC_CV_ID);
    await expectPublicCv(await apiFetch(CV_PATHS.publicCv.build(DEMO_PUBLIC_CV_ID)));
  });

  it("gives another manager a new id of their own, and leaves the owner's as it was", async () => {
    const response = await reissue('other manager');
    expect(response.status).toBe(200);
    const { publicCvId } = (await response.json()) as { publicCvId: string };
    const other = db.managers.find((manager) => manager.publicCvId === publicCvId);
    expect(other).toBeDefined();
    expect(other?.id).not.toBe(BERGER);
    expect(await publicIdInOwnCv(DEMO_EMAIL.BENCH, other?.id ?? '')).toBe(publicCvId);
    expect(findManager(BERGER)?.publicCvId).toBe(DEMO_PUBLIC_CV_ID);
    await expectPublicCv(await apiFetch(CV_PATHS.publicCv.build(DEMO_PUBLIC_CV_ID)));
  });
});
