import { addDays, format, subDays } from 'date-fns';
import { PDFDocument } from 'pdf-lib';

import { ACCOUNT_PATHS, INITIAL_INPUT_CV, type ManagerProfile } from '@/contract/account';
import { ERROR_CODE } from '@/contract/common';
import { META_PATHS, type FieldsMeta, type LabelsAndEnums } from '@/contract/meta';
import {
  CV_PATHS,
  CV_TYPES,
  EDUCATION_TYPES_WITH_COURSE,
  INDUSTRY_OTHER,
  MAX_IT_SKILLS,
  MAX_SUB_ENTRIES,
  PDF_COLOUR_SCHEMES,
  PDF_DESIGNS,
  RESUME_SAMPLES,
  type Availability,
  type CvPdfRevisionResponse,
  type EducationRequest,
  type PublicCv,
  type Resume,
  type WorkExperience,
  type WorkExperienceComposedRequest,
} from '@/contract/resume';
import { VERSION_HEADER } from '@/contract/versions';
import { ACCOUNT_LIMITED_FIELDS } from '@/features/account/account.schema';
import { DEMO_EMAIL } from '@mocks/auth/fixtures';
import { createSeed, db } from '@mocks/db';
import { buildWorkExperience, DEMO_PUBLIC_CV_ID } from '@mocks/resume/fixtures';
import { sanitizeRichText } from '@mocks/shared/requests';

import { educationEntry } from '../contract/educationEntry';
import { apiFetch, errorCode, login, sendJson, startsWithPdfMagic } from './helpers';

const BERGER = '10427';
const KELLER = '10512';
const LEHMANN = '10633';
const BENCH = '10744';

const day = (date: Date) => format(date, 'yyyy-MM-dd');
const today = () => day(new Date());
const tomorrow = () => day(addDays(new Date(), 1));
const yesterday = () => day(subDays(new Date(), 1));

async function token(email: string = DEMO_EMAIL.MANAGER): Promise<string> {
  return (await login(email)).accessToken;
}

async function resumeOf(response: Response): Promise<Resume> {
  expect(response.status).toBe(200);
  return (await response.json()) as Resume;
}

/** The demo account of each seeded manager: only the owner reads a CV whole (docs/decisions/037-public-cv.md). */
const OWNER_EMAIL: Record<string, string> = {
  [BERGER]: DEMO_EMAIL.MANAGER,
  [KELLER]: DEMO_EMAIL.PENDING,
  [LEHMANN]: DEMO_EMAIL.SKIPPABLE,
  [BENCH]: DEMO_EMAIL.BENCH,
};

/** The whole CV, as its owner reads it (with the owner's token when none is given). */
async function getCv(managerId: string, accessToken?: string): Promise<Resume> {
  const asOwner = accessToken ?? (await token(OWNER_EMAIL[managerId]));
  return resumeOf(await apiFetch(CV_PATHS.managerCv.build(managerId), {}, asOwner));
}

/** The field errors of a 400 `validation` reply. */
async function fieldErrors(response: Response): Promise<Record<string, string>> {
  expect(response.status).toBe(400);
  const body = (await response.json()) as { code: string; fields: Record<string, string> };
  expect(body.code).toBe(ERROR_CODE.VALIDATION);
  return body.fields;
}

/** The field errors of a save the server refuses. */
async function putErrors(path: string, body: unknown, accessToken: string): Promise<Record<string, string>> {
  return fieldErrors(await putJson(path, body, accessToken));
}

async function postErrors(path: string, body: unknown, accessToken: string): Promise<Record<string, string>> {
  return fieldErrors(await postJson(path, body, accessToken));
}

/**
 * These tests are about the CV's rules: each write names any version (`If-Match: *`); the versions
 * have their own tests (tests/mocks/resumeVersions.test.ts).
 */
const ANY_VERSION: Record<string, string> = { [VERSION_HEADER.IF_MATCH]: '*' };
/** An id that never existed is 404 without a condition (with `If-Match: *` it would be 412: there is none). */
const NO_CONDITION = {};
const putJson = (path: string, body: unknown, accessToken?: string, headers = ANY_VERSION) =>
  sendJson('PUT', path, body, accessToken, headers);
const postJson = (path: string, body: unknown, accessToken?: string, headers = ANY_VERSION) =>
  sendJson('POST', path, body, accessToken, headers);
const del = (path: string, accessToken: string, headers = ANY_VERSION) =>
  apiFetch(path, { method: 'DELETE', headers }, accessToken);

function position(cv: Resume, id: string): WorkExperience {
  const found = cv.workExperience.find((each) => each.id === id);
  if (!found) throw new Error(`no position ${id}`);
  return found;
}

/** The request that saves a stored position again, with changes. */
function composedFrom(
  we: WorkExperience,
  changes: Partial<WorkExperienceComposedRequest['workExperience']> = {},
): WorkExperienceComposedRequest {
  const { sameCompanyRoles, relatedCompanyRoles, ...rest } = structuredClone(we);
  return { workExperience: { ...rest, ...changes }, sameCompanyRoles, relatedCompanyRoles };
}

/** A valid new position at a new company (no id, no companyId). */
function newPosition(
  changes: Partial<WorkExperienceComposedRequest['workExperience']> = {},
  roles: Partial<Pick<WorkExperienceComposedRequest, 'sameCompanyRoles' | 'relatedCompanyRoles'>> = {},
): WorkExperienceComposedRequest {
  const {
    id: _id,
    companyId: _companyId,
    sameCompanyRoles: _same,
    relatedCompanyRoles: _related,
    ...fields
  } = buildWorkExperience({
    id: 'x',
    companyId: 'x',
    companyName: 'Testwerk GmbH',
    name: { de: 'Interim-Projektleitung', en: '' },
    function: '300',
    role: '600',
    contractType: '200',
    dateFrom: '2024-01-01',
    dateTo: '2024-06-30',
  });
  return {
    workExperience: { ...fields, ...changes },
    sameCompanyRoles: roles.sameCompanyRoles ?? [],
    relatedCompanyRoles: roles.relatedCompanyRoles ?? [],
  };
}

const saveComposed = (body: unknown, accessToken: string, headers = ANY_VERSION) =>
  postJson(CV_PATHS.workExperienceComposed.build(), body, accessToken, headers);
const companyIds = (cv: Resume) => new Set(cv.workExperience.map((each) => each.companyId));

// ---------------------------------------------------------------- reading CVs

describe('GET /manager/{managerId}', () => {
  it('answers the manager their whole demo CV: bilingual, 7 positions at 5 companies, one group of two', async () => {
    const cv = await getCv(BERGER, await token());
    expect(cv.personalDetails).toMatchObject({
      firstName: 'Katharina',
      emails: expect.arrayContaining([expect.anything()]),
      readonly: false,
    });
    expect(cv.workExperience).toHaveLength(7);
    expect(companyIds(cv).size).toBe(5);
    const grouped = cv.workExperience.filter((each) => each.companyGroupId === 'grp_nordwerk');
    expect(new Set(grouped.map((each) => each.companyId)).size).toBe(2);
    expect(cv.workExperience.some((each) => each.sameCompanyRoles.length > 0)).toBe(true);
    expect(cv.workExperience.some((each) => each.relatedCompanyRoles.length > 0)).toBe(true);
    expect(cv.workExperience.some((each) => each.missionsAbroad.length > 0)).toBe(true);
    expect(cv.workExperience.some((each) => each.reference !== null)).toBe(true);
    expect(cv.workExperience.some((each) => each.reference === null)).toBe(true);
    expect(cv.workExperience.filter((each) => each.isActualEngagement)).toHaveLength(1);
    expect(cv.education).toHaveLength(3);
    expect(cv.education.some((each) => each.course !== '')).toBe(true);
    expect(cv.languageProficiencies).toHaveLength(4);
    expect(cv.itSkills.itSkills).toHaveLength(12);
    expect(cv.executiveSummary.de).toMatch(/^<p>.+<ul><li>/);
    expect(cv.executiveSummary.en).toMatch(/^<p>.+<ul><li>/);
    // The demo never goes stale: available from a day after today.
    expect(cv.availability.availableFrom > today()).toBe(true);
    // Current position first.
    expect(cv.workExperience[0]?.isActualEngagement).toBe(true);
  });

  it('answers nobody but the owner: 401 without a token, 404 to another manager (tests/mocks/publicCv.test.ts)', async () => {
    expect((await apiFetch(CV_PATHS.managerCv.build(BERGER))).status).toBe(401);
    expect((await apiFetch(CV_PATHS.managerCv.build(BERGER), {}, await token(DEMO_EMAIL.PENDING))).status).toBe(404);
  });

  it('gives the public view, without contact data, by the public CV id', async () => {
    const response = await apiFetch(CV_PATHS.publicCv.build(DEMO_PUBLIC_CV_ID));
    expect(response.status).toBe(200);
    const cv = (await response.json()) as PublicCv;
    expect(cv.workExperience).toHaveLength(7);
    expect(cv.personalDetails).toEqual({
      salutation: expect.any(String),
      title: expect.any(String),
      firstName: 'Katharina',
      lastName: 'Berger',
      primaryAddress: { city: 'München', country: 'DE' },
    });
  });

  it('refuses an invalid token with 401, so the client refreshes', async () => {
    const response = await apiFetch(CV_PATHS.managerCv.build(BERGER), {}, 'not-a-token');
    expect(response.status).toBe(401);
    expect(await errorCode(response)).toBe(ERROR_CODE.TOKEN);
  });

  it('answers 404 not_found for an unknown manager', async () => {
    const response = await apiFetch(CV_PATHS.managerCv.build('99999'), {}, await token());
    expect(response.status).toBe(404);
    expect(await errorCode(response)).toBe(ERROR_CODE.NOT_FOUND);
  });

  it('leaves the other GET /manager/... calls to their own handlers', async () => {
    const response = await apiFetch(META_PATHS.fieldsMeta.build());
    expect(response.status).toBe(200);
    expect(Object.keys((await response.json()) as FieldsMeta)).toContain('manager');
  });

  it('has a small CV for pending@ and an empty one for skippable@', async () => {
    const keller = await getCv(KELLER);
    expect(keller.workExperience.length).toBeGreaterThan(0);
    expect(keller.workExperience.length).toBeLessThan(5);
    const lehmann = await getCv(LEHMANN);
    expect(lehmann).toMatchObject({
      workExperience: [],
      education: [],
      languageProficiencies: [],
      itSkills: { itSkills: [] },
    });
    expect(lehmann.executiveSummary).toEqual({ de: '', en: '' });
    expect(lehmann.availability.availableFrom).toBe('');
  });
});

describe('GET /manager/candidates/{candidateId}/cv', () => {
  it('answers the public CV by the public CV id, without a token (the view /candidate/cv/{id})', async () => {
    const response = await apiFetch(CV_PATHS.candidateCv.build(DEMO_PUBLIC_CV_ID));
    expect(response.status).toBe(200);
    const cv = (await response.json()) as PublicCv;
    expect(cv.personalDetails.lastName).toBe('Berger');
    expect(cv.workExperience).toHaveLength(7);
  });

  it.each([['cand_99999'], [`cand_${BERGER}`], [BERGER], ['unknown']])('answers 404 for %s', async (candidateId) => {
    const response = await apiFetch(CV_PATHS.candidateCv.build(candidateId));
    expect(response.status).toBe(404);
    expect(await errorCode(response)).toBe(ERROR_CODE.NOT_FOUND);
  });
});

describe('completion and last change', () => {
  it('GET /manager reports the same completionPercent and lastModified as the CV', async () => {
    const accessToken = await token();
    const profile = (await (await apiFetch(ACCOUNT_PATHS.manager.build(), {}, accessToken)).json()) as ManagerProfile;
    const cv = await getCv(BERGER, accessToken);
    expect(profile.completionPercent).toBe(cv.completionPercent);
    expect(profile.lastModified).toBe(cv.lastModified);
    // Everything but the photo.
    expect(cv.completionPercent).toBe(90);
  });

  it('counts ten sections of 10 %: an empty CV with full personal details is 10 %', async () => {
    const accessToken = await token(DEMO_EMAIL.SKIPPABLE);
    expect((await getCv(LEHMANN)).completionPercent).toBe(10);
    const after = await resumeOf(
      await putJson(CV_PATHS.itSkills.build(), { itSkills: ['1031'], itSkillRemarks: '' }, accessToken),
    );
    expect(after.completionPercent).toBe(20);
    const profile = (await (await apiFetch(ACCOUNT_PATHS.manager.build(), {}, accessToken)).json()) as ManagerProfile;
    expect(profile.completionPercent).toBe(20);
  });

  it('moves lastModified and the PDF revision on with every save', async () => {
    const accessToken = await token();
    const before = await getCv(BERGER, accessToken);
    const revision = async () =>
      ((await (await apiFetch(CV_PATHS.cvPdfRevision.build(BERGER), {}, accessToken)).json()) as CvPdfRevisionResponse)
        .revision;
    const first = await revision();
    await new Promise((resolve) => setTimeout(resolve, 5));
    const after = await resumeOf(
      await putJson(CV_PATHS.otherActivities.build(), { otherActivities: { de: '<p>Neu</p>', en: '' } }, accessToken),
    );
    expect(Date.parse(after.lastModified)).toBeGreaterThan(Date.parse(before.lastModified));
    expect(await revision()).toBe(first + 1);
  });
});

// ---------------------------------------------------------------- availability

function availability(changes: Partial<Availability> = {}): Availability {
  return {
    availableFrom: tomorrow(),
    availableFromRemarks: '',
    operationalReadiness: ['100'],
    dailyRateFrom: 900,
    dailyRateTo: 1200,
    annualTargetIncome: 0,
    mobility: '200',
    mobilityRemarks: '',
    ...changes,
  };
}

/** The field errors of the availability with these changes, which the server refuses. */
const availabilityErrors = (changes: Partial<Availability>, accessToken: string) =>
  putErrors(CV_PATHS.availability.build(), availability(changes), accessToken);

describe('PUT /manager/availability', () => {
  it('saves, answers the whole resume and the next GET sees it', async () => {
    const accessToken = await token();
    const resume = await resumeOf(
      await putJson(
        CV_PATHS.availability.build(),
        availability({ availableFromRemarks: '  ab sofort  ' }),
        accessToken,
      ),
    );
    expect(resume.availability).toEqual(availability({ availableFromRemarks: 'ab sofort' }));
    expect(resume.workExperience).toHaveLength(7);
    expect((await getCv(BERGER, accessToken)).availability.dailyRateTo).toBe(1200);
  });

  it('allows today and refuses a past or missing date', async () => {
    const accessToken = await token();
    expect(
      (await putJson(CV_PATHS.availability.build(), availability({ availableFrom: today() }), accessToken)).status,
    ).toBe(200);
    expect(await availabilityErrors({ availableFrom: yesterday() }, accessToken)).toEqual({ availableFrom: 'minDate' });
    expect(await availabilityErrors({ availableFrom: '' }, accessToken)).toEqual({ availableFrom: 'required' });
    expect(await availabilityErrors({ availableFrom: '2027-02-30' }, accessToken)).toEqual({ availableFrom: 'date' });
  });

  it('needs at least one valid operational readiness', async () => {
    const accessToken = await token();
    expect(await availabilityErrors({ operationalReadiness: [] }, accessToken)).toEqual({
      operationalReadiness: 'required',
    });
    expect(await availabilityErrors({ operationalReadiness: ['100', '999'] }, accessToken)).toEqual({
      'operationalReadiness[1]': 'oneOf',
    });
  });

  it('needs whole daily rates of at least 1, from not above to', async () => {
    const accessToken = await token();
    const put = (changes: Partial<Availability>) =>
      putJson(CV_PATHS.availability.build(), availability(changes), accessToken);
    expect(await fieldErrors(await put({ dailyRateFrom: 0 }))).toEqual({ dailyRateFrom: 'minNumber' });
    expect(await fieldErrors(await put({ dailyRateTo: 12.5 }))).toEqual({ dailyRateTo: 'number' });
    expect(await fieldErrors(await put({ dailyRateFrom: '900' as unknown as number }))).toEqual({
      dailyRateFrom: 'number',
    });
    expect(await fieldErrors(await put({ dailyRateFrom: 1300, dailyRateTo: 1200 }))).toEqual({
      dailyRateTo: 'rangeOrder',
    });
    expect((await put({ dailyRateFrom: 1, dailyRateTo: 1 })).status).toBe(200);
  });

  it('needs an annual target income of at least 0', async () => {
    const accessToken = await token();
    expect(await availabilityErrors({ annualTargetIncome: -1 }, accessToken)).toEqual({
      annualTargetIncome: 'minNumber',
    });
  });

  it('needs a valid mobility and holds the remarks to their length', async () => {
    const accessToken = await token();
    expect(await availabilityErrors({ mobility: '' }, accessToken)).toEqual({ mobility: 'required' });
    expect(await availabilityErrors({ mobility: '42' }, accessToken)).toEqual({ mobility: 'oneOf' });
    const long = 'x'.repeat(501);
    expect(await availabilityErrors({ availableFromRemarks: long, mobilityRemarks: long }, accessToken)).toEqual({
      availableFromRemarks: 'max',
      mobilityRemarks: 'max',
    });
  });

  it('needs a signed-in manager', async () => {
    expect((await putJson(CV_PATHS.availability.build(), availability())).status).toBe(401);
    const response = await putJson(CV_PATHS.availability.build(), availability(), await token(DEMO_EMAIL.CLIENT));
    expect(response.status).toBe(403);
  });
});

// ---------------------------------------------------------------- rich texts

describe('rich texts: executive summary, competence profile, other activities', () => {
  it('keeps only p, ul, li and br without attributes', () => {
    expect(
      sanitizeRichText(
        '<p class="x" onclick="alert(1)">Hallo <b>Welt</b></p><script>alert(1)</script><ul><li style="color:red">A</li></ul><br/>',
      ),
    ).toBe('<p>Hallo Welt</p><ul><li>A</li></ul><br>');
    expect(sanitizeRichText('<p title="a>b">x</p><!-- c --><img src=x onerror=alert(1)>')).toBe('<p>x</p>');
    expect(sanitizeRichText('<p>1 < 2</p>')).toBe('<p>1 &lt; 2</p>');
    expect(sanitizeRichText('<p><br></p>')).toBe('');
    expect(sanitizeRichText('<p>&nbsp;</p>')).toBe('');
  });

  it('stores the executive summary sanitized and answers it', async () => {
    const accessToken = await token();
    const resume = await resumeOf(
      await putJson(
        CV_PATHS.executiveSummary.build(),
        { executiveSummary: { de: '<p onclick="x()">Neu <a href="https://x">hier</a></p>', en: '<h1>New</h1>' } },
        accessToken,
      ),
    );
    expect(resume.executiveSummary).toEqual({ de: '<p>Neu hier</p>', en: 'New' });
    expect((await getCv(BERGER)).executiveSummary.de).toBe('<p>Neu hier</p>');
  });

  it('refuses a text longer than the field length, counted in visible characters as the editor counts, per language', async () => {
    const accessToken = await token();
    // The markup does not count: a list of many short items fits as the editor's counter says.
    const html = (length: number) => `<ul><li>${'a'.repeat(length - 1)}</li><li>b</li></ul>`;
    expect(
      (await putJson(CV_PATHS.executiveSummary.build(), { executiveSummary: { de: html(4000), en: '' } }, accessToken))
        .status,
    ).toBe(200);
    expect(
      await putErrors(CV_PATHS.executiveSummary.build(), { executiveSummary: { de: '', en: html(4001) } }, accessToken),
    ).toEqual({
      'executiveSummary.en': 'max',
    });
    expect(
      await putErrors(CV_PATHS.otherActivities.build(), { otherActivities: { de: html(2001), en: '' } }, accessToken),
    ).toEqual({
      'otherActivities.de': 'max',
    });
  });

  it('saves the three texts of the competence profile', async () => {
    const accessToken = await token();
    const body = {
      industryFocuses: { de: '<ul><li>Automobil</li></ul>', en: '<ul><li>Automotive</li></ul>' },
      specialistFocuses: { de: '', en: '' },
      managementMethods: { de: '<p>Lean <i>und</i> Kaizen</p>', en: '' },
    };
    const resume = await resumeOf(await putJson(CV_PATHS.competenceProfile.build(), body, accessToken));
    expect(resume.competenceProfile).toEqual({ ...body, managementMethods: { de: '<p>Lean und Kaizen</p>', en: '' } });
    const long = { de: `<p>${'x'.repeat(4001)}</p>`, en: '' };
    expect(
      await putErrors(CV_PATHS.competenceProfile.build(), { ...body, specialistFocuses: long }, accessToken),
    ).toEqual({
      'specialistFocuses.de': 'max',
    });
  });

  it('refuses a text that is not per language', async () => {
    const accessToken = await token();
    expect(await putErrors(CV_PATHS.otherActivities.build(), { otherActivities: '<p>x</p>' }, accessToken)).toEqual({
      otherActivities: 'object',
    });
  });
});

// ---------------------------------------------------------------- IT skills and languages

describe('PUT /manager/it-skills', () => {
  const codes = (count: number) => Array.from({ length: count }, (_, index) => String(1001 + index));

  it('saves up to 50 skills and refuses 51', async () => {
    const accessToken = await token();
    const resume = await resumeOf(
      await putJson(
        CV_PATHS.itSkills.build(),
        { itSkills: codes(MAX_IT_SKILLS), itSkillRemarks: ' SAP ' },
        accessToken,
      ),
    );
    expect(resume.itSkills).toEqual({ itSkills: codes(MAX_IT_SKILLS), itSkillRemarks: 'SAP' });
    expect(
      await putErrors(
        CV_PATHS.itSkills.build(),
        { itSkills: codes(MAX_IT_SKILLS + 1), itSkillRemarks: '' },
        accessToken,
      ),
    ).toEqual({
      itSkills: 'maxSelections',
    });
  });

  it('refuses unknown codes, duplicates and long remarks', async () => {
    const accessToken = await token();
    expect(
      await putErrors(CV_PATHS.itSkills.build(), { itSkills: ['1001', 'cobol'], itSkillRemarks: '' }, accessToken),
    ).toEqual({ 'itSkills[1]': 'oneOf' });
    expect(
      await putErrors(CV_PATHS.itSkills.build(), { itSkills: ['1001', '1001'], itSkillRemarks: '' }, accessToken),
    ).toEqual({ itSkills: 'duplicate' });
    expect(
      await putErrors(CV_PATHS.itSkills.build(), { itSkills: [], itSkillRemarks: 'x'.repeat(1001) }, accessToken),
    ).toEqual({ itSkillRemarks: 'max' });
  });
});

describe('PUT /manager/language-proficiency', () => {
  it('replaces the list: known rows keep their id, new rows get one', async () => {
    const accessToken = await token();
    const resume = await resumeOf(
      await putJson(
        CV_PATHS.languageProficiency.build(),
        {
          languageProficiencies: [
            { id: 'lng_berger_de', languageCode: 'de', languageLevelCode: '100' },
            { languageCode: 'es', languageLevelCode: '500' },
          ],
        },
        accessToken,
      ),
    );
    expect(resume.languageProficiencies).toHaveLength(2);
    expect(resume.languageProficiencies[0]).toEqual({
      id: 'lng_berger_de',
      languageCode: 'de',
      languageLevelCode: '100',
    });
    expect(resume.languageProficiencies[1]?.id).toMatch(/^lng_/);
    expect((await getCv(BERGER)).languageProficiencies.map((row) => row.languageCode)).toEqual(['de', 'es']);
  });

  it('refuses a half row (the client drops them)', async () => {
    const accessToken = await token();
    expect(
      await putErrors(
        CV_PATHS.languageProficiency.build(),
        { languageProficiencies: [{ languageCode: 'fr', languageLevelCode: '' }] },
        accessToken,
      ),
    ).toEqual({
      'languageProficiencies[0].languageLevelCode': 'required',
    });
  });

  it('refuses a language twice and unknown codes', async () => {
    const accessToken = await token();
    const rows = [
      { languageCode: 'de', languageLevelCode: '100' },
      { languageCode: 'de', languageLevelCode: '200' },
      { languageCode: 'xx', languageLevelCode: '999' },
    ];
    expect(await putErrors(CV_PATHS.languageProficiency.build(), { languageProficiencies: rows }, accessToken)).toEqual(
      {
        'languageProficiencies[1].languageCode': 'duplicate',
        'languageProficiencies[2].languageCode': 'oneOf',
        'languageProficiencies[2].languageLevelCode': 'oneOf',
      },
    );
    expect(await putErrors(CV_PATHS.languageProficiency.build(), {}, accessToken)).toEqual({
      languageProficiencies: 'list',
    });
  });
});

// ---------------------------------------------------------------- education

/** The field errors of the education entry with these changes, which the server refuses. */
const educationErrors = (changes: Partial<EducationRequest>, accessToken: string) =>
  postErrors(CV_PATHS.education.build(), educationEntry(changes), accessToken);

describe('education', () => {
  it('adds (POST), changes (PUT) and deletes an entry', async () => {
    const accessToken = await token();
    const added = await resumeOf(await postJson(CV_PATHS.education.build(), educationEntry(), accessToken));
    expect(added.education).toHaveLength(4);
    const entry = added.education.find((each) => each.fieldOfStudy.de === 'Maschinenbau');
    expect(entry?.id).toMatch(/^edu_/);

    const changed = await resumeOf(
      await putJson(CV_PATHS.education.build(), educationEntry({ id: entry?.id, dateTo: '2001-03-31' }), accessToken),
    );
    expect(changed.education.find((each) => each.id === entry?.id)?.dateTo).toBe('2001-03-31');
    expect(changed.education).toHaveLength(4);

    const after = await resumeOf(await del(CV_PATHS.educationItem.build(entry?.id ?? ''), accessToken));
    expect(after.education).toHaveLength(3);
    expect((await getCv(BERGER)).education).toHaveLength(3);
  });

  it('keeps one highest degree', async () => {
    const accessToken = await token();
    const resume = await resumeOf(
      await postJson(CV_PATHS.education.build(), educationEntry({ isHighestDegree: true }), accessToken),
    );
    expect(resume.education.filter((each) => each.isHighestDegree).map((each) => each.fieldOfStudy.de)).toEqual([
      'Maschinenbau',
    ]);
  });

  it('needs training title, institution and details in one of the languages', async () => {
    const accessToken = await token();
    const none = { de: '', en: '' };
    expect(
      await educationErrors({ fieldOfStudy: none, institution: none, details: { de: ' ', en: '' } }, accessToken),
    ).toEqual({
      fieldOfStudy: 'languageMandatory',
      institution: 'languageMandatory',
      details: 'languageMandatory',
    });
    expect(
      (
        await postJson(
          CV_PATHS.education.build(),
          educationEntry({ fieldOfStudy: { de: '', en: 'Engineering' } }),
          accessToken,
        )
      ).status,
    ).toBe(200);
    expect(await educationErrors({ institution: { de: 'x', en: 'x'.repeat(256) } }, accessToken)).toEqual({
      'institution.en': 'max',
    });
  });

  it('needs dates, degree and country', async () => {
    const accessToken = await token();
    expect(await educationErrors({ dateFrom: '', dateTo: '', degree: '', country: '' }, accessToken)).toEqual({
      dateFrom: 'required',
      dateTo: 'required',
      degree: 'required',
      country: 'required',
    });
  });

  it('refuses a start in the future and an end before the start', async () => {
    const accessToken = await token();
    const future = { dateFrom: tomorrow(), dateTo: day(addDays(new Date(), 400)) };
    expect(await educationErrors(future, accessToken)).toEqual({ dateFrom: 'maxDate' });
    expect(await educationErrors({ dateTo: '1994-09-30' }, accessToken)).toEqual({ dateTo: 'dateOrder' });
    expect(
      (await postJson(CV_PATHS.education.build(), educationEntry({ dateFrom: today(), dateTo: today() }), accessToken))
        .status,
    ).toBe(200);
  });

  it('refuses codes the lists do not know', async () => {
    const accessToken = await token();
    expect(
      await educationErrors(
        { degree: '9', certificate: '9', country: 'XX', schoolType: '9', educationType: '9', course: '' },
        accessToken,
      ),
    ).toEqual({ degree: 'oneOf', certificate: 'oneOf', country: 'oneOf', schoolType: 'oneOf', educationType: 'oneOf' });
  });

  it('allows a course only for the education types that have one', async () => {
    const accessToken = await token();
    for (const type of EDUCATION_TYPES_WITH_COURSE) {
      expect(
        (
          await postJson(
            CV_PATHS.education.build(),
            educationEntry({ educationType: type, course: '300' }),
            accessToken,
          )
        ).status,
      ).toBe(200);
    }
    expect(await educationErrors({ educationType: '100', course: '300' }, accessToken)).toEqual({
      course: 'notAllowed',
    });
    expect(await educationErrors({ educationType: '', course: '300' }, accessToken)).toEqual({ course: 'notAllowed' });
    expect(
      (await postJson(CV_PATHS.education.build(), educationEntry({ educationType: '100', course: '' }), accessToken))
        .status,
    ).toBe(200);
  });

  it('answers 404 for an unknown entry and 400 for a PUT without id', async () => {
    const accessToken = await token();
    const put = await putJson(
      CV_PATHS.education.build(),
      educationEntry({ id: 'edu_unknown' }),
      accessToken,
      NO_CONDITION,
    );
    expect(put.status).toBe(404);
    expect(await errorCode(put)).toBe(ERROR_CODE.NOT_FOUND);
    expect(await putErrors(CV_PATHS.education.build(), educationEntry(), accessToken)).toEqual({
      id: 'required',
    });
    expect((await del(CV_PATHS.educationItem.build('edu_unknown'), accessToken, NO_CONDITION)).status).toBe(404);
  });

  it('cannot touch another manager’s entry', async () => {
    const accessToken = await token(DEMO_EMAIL.PENDING);
    expect((await del(CV_PATHS.educationItem.build('edu_berger_phd'), accessToken, NO_CONDITION)).status).toBe(404);
    expect((await getCv(BERGER)).education).toHaveLength(3);
  });
});

// ---------------------------------------------------------------- work experience

describe('POST /manager/work_experience_composed', () => {
  it('adds a position at a new company with new ids', async () => {
    const accessToken = await token();
    const before = await getCv(BERGER, accessToken);
    const resume = await resumeOf(await saveComposed(newPosition(), accessToken));
    expect(resume.workExperience).toHaveLength(8);
    const added = resume.workExperience.find((each) => each.companyName === 'Testwerk GmbH');
    expect(added?.id).toMatch(/^wex_/);
    expect(companyIds(before).has(added?.companyId ?? '')).toBe(false);
    expect((await getCv(BERGER)).workExperience).toHaveLength(8);
  });

  it('adds a position to an existing company and applies the company facts to all its positions', async () => {
    const accessToken = await token();
    const request = newPosition({
      companyId: 'cmp_hansa',
      companyName: 'Hansa Logistik GmbH & Co. KG',
      companyEmployees: '500',
    });
    const resume = await resumeOf(await saveComposed(request, accessToken));
    const hansa = resume.workExperience.filter((each) => each.companyId === 'cmp_hansa');
    expect(hansa).toHaveLength(2);
    expect(hansa.map((each) => [each.companyName, each.companyEmployees])).toEqual([
      ['Hansa Logistik GmbH & Co. KG', '500'],
      ['Hansa Logistik GmbH & Co. KG', '500'],
    ]);
  });

  it('changes a position by id and applies its company facts to the other position of the company', async () => {
    const accessToken = await token();
    const cv = await getCv(BERGER, accessToken);
    const request = composedFrom(position(cv, 'wex_nordwerk_finance'), {
      reportingTo: 'Vorstand',
      companyTurnover: '600',
    });
    const resume = await resumeOf(await saveComposed(request, accessToken));
    expect(position(resume, 'wex_nordwerk_finance').reportingTo).toBe('Vorstand');
    expect(position(resume, 'wex_nordwerk_controlling')).toMatchObject({
      companyTurnover: '600',
      reportingTo: 'Finanzvorstand',
    });
    expect(resume.workExperience).toHaveLength(7);
  });

  it('accepts every seeded position as it is (the demo data keeps the rules)', async () => {
    const accessToken = await token();
    for (const entry of (await getCv(BERGER, accessToken)).workExperience) {
      const response = await saveComposed(composedFrom(entry), accessToken);
      expect(response.status, entry.id).toBe(200);
    }
    for (const entry of (await getCv(BERGER, accessToken)).education) {
      expect((await putJson(CV_PATHS.education.build(), entry, accessToken)).status, entry.id).toBe(200);
    }
  });

  it('needs company name, contract type, start, function, role and job title', async () => {
    const accessToken = await token();
    const request = newPosition({
      companyName: '',
      contractType: '' as never,
      dateFrom: '',
      function: '',
      role: '',
      name: { de: '', en: '' },
    });
    expect(await fieldErrors(await saveComposed(request, accessToken))).toEqual({
      'workExperience.companyName': 'required',
      'workExperience.contractType': 'required',
      'workExperience.dateFrom': 'required',
      'workExperience.function': 'required',
      'workExperience.role': 'required',
      'workExperience.name': 'languageMandatory',
    });
    expect(await fieldErrors(await saveComposed(newPosition({ contractType: '700' as never }), accessToken))).toEqual({
      'workExperience.contractType': 'oneOf',
    });
  });

  it('needs an end unless current, and no end when current', async () => {
    const accessToken = await token();
    expect(await fieldErrors(await saveComposed(newPosition({ dateTo: '' }), accessToken))).toEqual({
      'workExperience.dateTo': 'required',
    });
    expect(await fieldErrors(await saveComposed(newPosition({ isActualEngagement: true }), accessToken))).toEqual({
      'workExperience.dateTo': 'notAllowed',
    });
    expect((await saveComposed(newPosition({ isActualEngagement: true, dateTo: '' }), accessToken)).status).toBe(200);
  });

  it('refuses dates in the future and an end before the start', async () => {
    const accessToken = await token();
    expect(
      await fieldErrors(
        await saveComposed(newPosition({ dateFrom: tomorrow(), isActualEngagement: true, dateTo: '' }), accessToken),
      ),
    ).toEqual({
      'workExperience.dateFrom': 'maxDate',
    });
    expect(await fieldErrors(await saveComposed(newPosition({ dateTo: tomorrow() }), accessToken))).toEqual({
      'workExperience.dateTo': 'maxDate',
    });
    expect(await fieldErrors(await saveComposed(newPosition({ dateTo: '2023-12-31' }), accessToken))).toEqual({
      'workExperience.dateTo': 'dateOrder',
    });
  });

  it('allows at most three core competencies, each of the position’s function', async () => {
    const accessToken = await token();
    expect(
      await fieldErrors(
        await saveComposed(newPosition({ coreCompetencies: ['30001', '30002', '30003', '30004'] }), accessToken),
      ),
    ).toEqual({
      'workExperience.coreCompetencies': 'maxSelections',
    });
    expect(
      await fieldErrors(await saveComposed(newPosition({ coreCompetencies: ['30001', '20001'] }), accessToken)),
    ).toEqual({
      'workExperience.coreCompetencies[1]': 'parent',
    });
    expect(
      (await saveComposed(newPosition({ coreCompetencies: ['30001', '30002', '30003'] }), accessToken)).status,
    ).toBe(200);
  });

  it('allows at most 21 entries per sub-list', async () => {
    const accessToken = await token();
    const role = {
      name: { de: 'Rolle', en: '' },
      isActualEngagement: false,
      dateFrom: '2024-01-01',
      dateTo: '2024-02-01',
    };
    const mission = { country: 'FR', monthsSpent: 1, assignmentType: '100' };
    const many = <T>(row: T, count: number) => Array.from({ length: count }, () => structuredClone(row));
    expect(
      (
        await saveComposed(
          newPosition(
            { missionsAbroad: many(mission, MAX_SUB_ENTRIES) },
            { sameCompanyRoles: many(role, MAX_SUB_ENTRIES) },
          ),
          accessToken,
        )
      ).status,
    ).toBe(200);
    const response = await saveComposed(
      newPosition(
        { missionsAbroad: many(mission, MAX_SUB_ENTRIES + 1), companyGroupName: 'Gruppe', companyGroupCountry: 'DE' },
        {
          sameCompanyRoles: many(role, MAX_SUB_ENTRIES + 1),
          relatedCompanyRoles: many({ ...role, companyName: 'Schwester GmbH' }, MAX_SUB_ENTRIES + 1),
        },
      ),
      accessToken,
    );
    expect(await fieldErrors(response)).toEqual({
      sameCompanyRoles: 'maxSelections',
      relatedCompanyRoles: 'maxSelections',
      'workExperience.missionsAbroad': 'maxSelections',
    });
  });

  it('needs company, job title and dates of a sister-company role, and then the group’s name and country', async () => {
    const accessToken = await token();
    const related = [
      { companyName: '', name: { de: '', en: '' }, isActualEngagement: false, dateFrom: '', dateTo: '' },
    ];
    expect(
      await fieldErrors(await saveComposed(newPosition({}, { relatedCompanyRoles: related }), accessToken)),
    ).toEqual({
      'relatedCompanyRoles[0].companyName': 'required',
      'relatedCompanyRoles[0].name': 'languageMandatory',
      'relatedCompanyRoles[0].dateFrom': 'required',
      'relatedCompanyRoles[0].dateTo': 'required',
      'workExperience.companyGroupName': 'required',
      'workExperience.companyGroupCountry': 'required',
    });
    const valid = [
      {
        companyName: 'Schwester GmbH',
        name: { de: 'Beirat', en: '' },
        isActualEngagement: true,
        dateFrom: '2024-02-01',
        dateTo: '',
      },
    ];
    const resume = await resumeOf(
      await saveComposed(
        newPosition({ companyGroupName: 'Testgruppe', companyGroupCountry: 'AT' }, { relatedCompanyRoles: valid }),
        accessToken,
      ),
    );
    const added = resume.workExperience.find((each) => each.companyName === 'Testwerk GmbH');
    expect(added).toMatchObject({
      companyGroupName: 'Testgruppe',
      companyGroupCountry: 'AT',
      relatedCompanyRoles: valid,
    });
    expect(added?.companyGroupId).toMatch(/^grp_/);
  });

  it('takes a company out of its group when the group’s name and country are sent empty', async () => {
    const accessToken = await token();
    const cv = await getCv(BERGER, accessToken);
    const request = composedFrom(position(cv, 'wex_drives_cfo'), { companyGroupName: '', companyGroupCountry: '' });
    request.relatedCompanyRoles = [];
    const resume = await resumeOf(await saveComposed(request, accessToken));
    expect(position(resume, 'wex_drives_cfo')).toMatchObject({
      companyGroupId: '',
      companyGroupName: '',
      companyGroupCountry: '',
    });
    expect(position(resume, 'wex_nordwerk_finance').companyGroupId).toBe('grp_nordwerk');
    // With its sister-company roles the group stays required.
    const kept = composedFrom(position(cv, 'wex_drives_cfo'), { companyGroupName: '', companyGroupCountry: '' });
    expect(await fieldErrors(await saveComposed(kept, accessToken))).toEqual({
      'workExperience.companyGroupName': 'required',
      'workExperience.companyGroupCountry': 'required',
    });
  });

  it('renames the group for all its companies when a position sends a new group name', async () => {
    const accessToken = await token();
    const cv = await getCv(BERGER, accessToken);
    const resume = await resumeOf(
      await saveComposed(
        composedFrom(position(cv, 'wex_drives_cfo'), { companyGroupName: 'Nordwerk SE' }),
        accessToken,
      ),
    );
    expect(position(resume, 'wex_nordwerk_controlling')).toMatchObject({
      companyGroupId: 'grp_nordwerk',
      companyGroupName: 'Nordwerk SE',
    });
  });

  it('checks the same-company roles’ title and dates', async () => {
    const accessToken = await token();
    const same = [
      { name: { de: 'Rolle', en: '' }, isActualEngagement: false, dateFrom: '2024-03-01', dateTo: '2024-02-01' },
    ];
    expect(await fieldErrors(await saveComposed(newPosition({}, { sameCompanyRoles: same }), accessToken))).toEqual({
      'sameCompanyRoles[0].dateTo': 'dateOrder',
    });
    const unnamed = [{ name: { de: '', en: '' }, isActualEngagement: true, dateFrom: '2024-03-01', dateTo: '' }];
    expect(await fieldErrors(await saveComposed(newPosition({}, { sameCompanyRoles: unnamed }), accessToken))).toEqual({
      'sameCompanyRoles[0].name': 'languageMandatory',
    });
  });

  it('needs country, whole months of at least 1 and the type of a mission abroad', async () => {
    const accessToken = await token();
    const missions = [
      { country: '', monthsSpent: 0, assignmentType: '' },
      { country: 'FR', monthsSpent: 1.5, assignmentType: '100' },
      { country: 'FR', monthsSpent: 1000, assignmentType: '999' },
    ];
    expect(await fieldErrors(await saveComposed(newPosition({ missionsAbroad: missions }), accessToken))).toEqual({
      'workExperience.missionsAbroad[0].country': 'required',
      'workExperience.missionsAbroad[0].monthsSpent': 'minNumber',
      'workExperience.missionsAbroad[0].assignmentType': 'required',
      'workExperience.missionsAbroad[1].monthsSpent': 'number',
      'workExperience.missionsAbroad[2].monthsSpent': 'max',
      'workExperience.missionsAbroad[2].assignmentType': 'oneOf',
    });
  });

  it('needs a reference’s name; null is "no reference"', async () => {
    const accessToken = await token();
    expect(
      await fieldErrors(
        await saveComposed(
          newPosition({ reference: { name: '', position: 'CFO', contactDetails: '', comment: '' } }),
          accessToken,
        ),
      ),
    ).toEqual({
      'workExperience.reference.name': 'required',
    });
    const resume = await resumeOf(await saveComposed(newPosition({ reference: null }), accessToken));
    expect(resume.workExperience.find((each) => each.companyName === 'Testwerk GmbH')?.reference).toBeNull();
  });

  it('needs a description for the industry "other" and drops it for any other industry', async () => {
    const accessToken = await token();
    expect(await fieldErrors(await saveComposed(newPosition({ industry: INDUSTRY_OTHER }), accessToken))).toEqual({
      'workExperience.industryDescription': 'required',
    });
    const resume = await resumeOf(
      await saveComposed(newPosition({ industry: '200', industryDescription: 'Sondermaschinen' }), accessToken),
    );
    expect(resume.workExperience.find((each) => each.companyName === 'Testwerk GmbH')?.industryDescription).toBe('');
  });

  it('sanitizes the description and holds every text to its length', async () => {
    const accessToken = await token();
    const resume = await resumeOf(
      await saveComposed(
        newPosition({ description: { de: '<p style="x">Aufbau <u>PMO</u></p>', en: '' } }),
        accessToken,
      ),
    );
    expect(resume.workExperience.find((each) => each.companyName === 'Testwerk GmbH')?.description.de).toBe(
      '<p>Aufbau PMO</p>',
    );
    const request = newPosition({
      companyName: 'x'.repeat(129),
      city: { de: 'x'.repeat(65), en: '' },
      name: { de: 'x', en: 'x'.repeat(256) },
      reportingTo: 'x'.repeat(129),
      placeOfOccupation: 'x'.repeat(129),
      description: { de: `<p>${'x'.repeat(4001)}</p>`, en: '' },
    });
    expect(await fieldErrors(await saveComposed(request, accessToken))).toEqual({
      'workExperience.companyName': 'max',
      'workExperience.city.de': 'max',
      'workExperience.name.en': 'max',
      'workExperience.reportingTo': 'max',
      'workExperience.placeOfOccupation': 'max',
      'workExperience.description.de': 'max',
    });
  });

  it('answers 404 for an unknown position, company or group', async () => {
    const accessToken = await token();
    for (const changes of [
      { id: 'wex_unknown' },
      { companyId: 'cmp_unknown' },
      { companyGroupId: 'grp_unknown', companyGroupName: 'G', companyGroupCountry: 'DE' },
    ]) {
      const response = await saveComposed(newPosition(changes), accessToken, NO_CONDITION);
      expect(response.status).toBe(404);
      expect(await errorCode(response)).toBe(ERROR_CODE.NOT_FOUND);
    }
    // Another manager's position is unknown here.
    const response = await saveComposed(
      newPosition({ id: 'wex_hansa_cfo' }),
      await token(DEMO_EMAIL.PENDING),
      NO_CONDITION,
    );
    expect(response.status).toBe(404);
  });
});

describe('DELETE /manager/work_experience/{id}', () => {
  it('removes a position; the company stays while it has another one', async () => {
    const accessToken = await token();
    const resume = await resumeOf(
      await del(CV_PATHS.workExperienceItem.build('wex_nordwerk_controlling'), accessToken),
    );
    expect(resume.workExperience).toHaveLength(6);
    expect(companyIds(resume).has('cmp_nordwerk')).toBe(true);
  });

  it('removes the company with its last position', async () => {
    const accessToken = await token();
    const resume = await resumeOf(await del(CV_PATHS.workExperienceItem.build('wex_hansa_cfo'), accessToken));
    expect(companyIds(resume).has('cmp_hansa')).toBe(false);
    expect(companyIds(await getCv(BERGER)).size).toBe(4);
  });

  it('answers 404 for an unknown position', async () => {
    const response = await del(CV_PATHS.workExperienceItem.build('wex_unknown'), await token(), NO_CONDITION);
    expect(response.status).toBe(404);
    expect(await errorCode(response)).toBe(ERROR_CODE.NOT_FOUND);
  });
});

// ---------------------------------------------------------------- company groups

const group = (changes: Record<string, unknown> = {}) => ({
  workExperience: {
    companyGroupName: 'Nord-Süd-Gruppe',
    companyGroupCountry: 'DE',
    companiesInGroup: ['cmp_hansa', 'cmp_alpenmilch'],
    ...changes,
  },
});

describe('company groups', () => {
  it('makes a group of the listed companies', async () => {
    const accessToken = await token();
    const resume = await resumeOf(await postJson(CV_PATHS.saveCompanyGroup.build(), group(), accessToken));
    const members = resume.workExperience.filter((each) => each.companyGroupName === 'Nord-Süd-Gruppe');
    expect(members.map((each) => each.companyId).sort()).toEqual(['cmp_alpenmilch', 'cmp_hansa']);
    expect(new Set(members.map((each) => each.companyGroupId)).size).toBe(1);
    expect(members[0]?.companyGroupId).toMatch(/^grp_/);
    expect(members.every((each) => each.companyGroupCountry === 'DE')).toBe(true);
  });

  it('changes a group: a company not listed leaves it', async () => {
    const accessToken = await token();
    const resume = await resumeOf(
      await postJson(
        CV_PATHS.saveCompanyGroup.build(),
        group({
          companyGroupId: 'grp_nordwerk',
          companyGroupName: 'Nordwerk Holding',
          companiesInGroup: ['cmp_nordwerk'],
        }),
        accessToken,
      ),
    );
    expect(position(resume, 'wex_nordwerk_finance')).toMatchObject({
      companyGroupId: 'grp_nordwerk',
      companyGroupName: 'Nordwerk Holding',
    });
    expect(position(resume, 'wex_nordwerk_controlling').companyGroupName).toBe('Nordwerk Holding');
    expect(position(resume, 'wex_drives_cfo')).toMatchObject({
      companyGroupId: '',
      companyGroupName: '',
      companyGroupCountry: '',
    });
  });

  it('needs name, country and at least one company of this manager', async () => {
    const accessToken = await token();
    expect(
      await postErrors(
        CV_PATHS.saveCompanyGroup.build(),
        group({ companyGroupName: '', companyGroupCountry: '', companiesInGroup: [] }),
        accessToken,
      ),
    ).toEqual({
      'workExperience.companyGroupName': 'required',
      'workExperience.companyGroupCountry': 'required',
      'workExperience.companiesInGroup': 'required',
    });
    expect(
      await postErrors(
        CV_PATHS.saveCompanyGroup.build(),
        group({ companiesInGroup: ['cmp_hansa', 'cmp_keller_hanseatic'] }),
        accessToken,
      ),
    ).toEqual({
      'workExperience.companiesInGroup[1]': 'oneOf',
    });
  });

  it('answers 404 for an unknown group', async () => {
    const accessToken = await token();
    expect(
      (
        await postJson(
          CV_PATHS.saveCompanyGroup.build(),
          group({ companyGroupId: 'grp_unknown' }),
          accessToken,
          NO_CONDITION,
        )
      ).status,
    ).toBe(404);
    const response = await del(CV_PATHS.companyGroup.build('grp_unknown'), accessToken, NO_CONDITION);
    expect(response.status).toBe(404);
    expect(await errorCode(response)).toBe(ERROR_CODE.NOT_FOUND);
  });

  it('DELETE clears the group from its companies', async () => {
    const accessToken = await token();
    const resume = await resumeOf(await del(CV_PATHS.companyGroup.build('grp_nordwerk'), accessToken));
    expect(resume.workExperience.filter((each) => each.companyGroupId !== '')).toEqual([]);
    expect(resume.workExperience).toHaveLength(7);
  });
});

describe('PUT /manager/mark-resume-completed', () => {
  it('marks the first CV input as submitted and answers the resume', async () => {
    const manager = db.managers.find((each) => each.id === LEHMANN);
    if (manager) manager.personalDetails.initialInputCv = INITIAL_INPUT_CV.PENDING;
    const resume = await resumeOf(
      await putJson(CV_PATHS.markResumeCompleted.build(), undefined, await token(DEMO_EMAIL.SKIPPABLE)),
    );
    expect(resume.personalDetails.initialInputCv).toBe(INITIAL_INPUT_CV.SUBMITTED);
    expect(manager?.personalDetails.initialInputCv).toBe(INITIAL_INPUT_CV.SUBMITTED);
  });
});

// ---------------------------------------------------------------- PDF

const pdfPath = (
  options: { lang?: 'de' | 'en'; cvType?: string; design?: number; colour?: string; managerId?: string } = {},
) =>
  CV_PATHS.cvPdf.build(
    options.lang ?? 'de',
    (options.cvType ?? 'long') as never,
    options.design ?? 1,
    options.colour ?? PDF_COLOUR_SCHEMES[0].hex,
    options.managerId ?? BERGER,
  );

async function pdfOf(response: Response): Promise<{ bytes: Uint8Array; doc: PDFDocument }> {
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/pdf');
  const buffer = await response.arrayBuffer();
  expect(startsWithPdfMagic(buffer)).toBe(true);
  const bytes = new Uint8Array(buffer);
  return { bytes, doc: await PDFDocument.load(bytes) };
}

describe('GET /manager/pdf/file/{language}/{cvType}/{design}/{colour}/{managerId}', () => {
  it('answers a real PDF titled with the manager’s name, in every CV type and language', async () => {
    const accessToken = await token();
    for (const cvType of CV_TYPES) {
      for (const lang of ['de', 'en'] as const) {
        const { doc } = await pdfOf(await apiFetch(pdfPath({ cvType, lang }), {}, accessToken));
        expect(doc.getTitle()).toBe('Dr. Katharina Berger');
      }
    }
  });

  it('makes the long CV longer than the short one', async () => {
    const accessToken = await token();
    const short = await pdfOf(await apiFetch(pdfPath({ cvType: 'short' }), {}, accessToken));
    const long = await pdfOf(await apiFetch(pdfPath({ cvType: 'long' }), {}, accessToken));
    expect(long.doc.getPageCount()).toBeGreaterThan(short.doc.getPageCount());
  });

  it('renders every design and colour, each differently', async () => {
    const accessToken = await token();
    const sizes = new Set<number>();
    for (const design of PDF_DESIGNS) {
      const { bytes } = await pdfOf(await apiFetch(pdfPath({ design, cvType: 'short' }), {}, accessToken));
      sizes.add(bytes.length);
    }
    expect(sizes.size).toBe(PDF_DESIGNS.length);
    for (const scheme of PDF_COLOUR_SCHEMES) {
      await pdfOf(await apiFetch(pdfPath({ colour: scheme.hex, cvType: 'short' }), {}, accessToken));
    }
  });

  it('refuses an unknown language, CV type, design or colour with 400', async () => {
    const accessToken = await token();
    for (const [path, field] of [
      [pdfPath({ lang: 'fr' as never }), 'lang'],
      [pdfPath({ cvType: 'medium' }), 'cvType'],
      [pdfPath({ design: 4 }), 'design'],
      [pdfPath({ colour: '123456' }), 'colourHex'],
    ] as const) {
      expect(Object.keys(await fieldErrors(await apiFetch(path, {}, accessToken)))).toEqual([field]);
    }
  });

  it('gives no one another manager’s PDF (403)', async () => {
    const response = await apiFetch(pdfPath({ managerId: BERGER }), {}, await token(DEMO_EMAIL.PENDING));
    expect(response.status).toBe(403);
    expect(await errorCode(response)).toBe(ERROR_CODE.FORBIDDEN);
    expect((await apiFetch(pdfPath(), {}, await token(DEMO_EMAIL.CLIENT))).status).toBe(403);
    expect((await apiFetch(pdfPath())).status).toBe(401);
  });

  it('renders an empty CV too', async () => {
    const { doc } = await pdfOf(await apiFetch(pdfPath({ managerId: LEHMANN }), {}, await token(DEMO_EMAIL.SKIPPABLE)));
    expect(doc.getTitle()).toBe('Prof. Dr. Markus Lehmann');
  });
});

describe('GET /manager/pdf/file/{managerId}/revision', () => {
  it('answers the own CV’s revision and 403 for another manager’s', async () => {
    const accessToken = await token();
    const response = await apiFetch(CV_PATHS.cvPdfRevision.build(BERGER), {}, accessToken);
    expect(response.status).toBe(200);
    expect(((await response.json()) as CvPdfRevisionResponse).revision).toBeGreaterThan(0);
    expect((await apiFetch(CV_PATHS.cvPdfRevision.build(KELLER), {}, accessToken)).status).toBe(403);
  });
});

describe('example profiles and instructions', () => {
  it('answers a small PDF per sample and language; the timestamp query is accepted', async () => {
    const accessToken = await token();
    for (const sample of RESUME_SAMPLES) {
      const { doc } = await pdfOf(
        await apiFetch(`${CV_PATHS.resumeSample.build(sample, 'en')}?timestamp=1700000000000`, {}, accessToken),
      );
      expect(doc.getTitle()).toMatch(/^Sample profile: /);
    }
    const { doc } = await pdfOf(await apiFetch(CV_PATHS.resumeSample.build('cfo', 'de'), {}, accessToken));
    expect(doc.getTitle()).toBe('Beispielprofil: Finanzgeschäftsführer (CFO)');
  });

  it('answers the instructions per language', async () => {
    const accessToken = await token();
    expect(
      (
        await pdfOf(await apiFetch(`${CV_PATHS.resumeInstructions.build('de')}?timestamp=1`, {}, accessToken))
      ).doc.getTitle(),
    ).toMatch(/^Anleitung/);
    expect(
      (await pdfOf(await apiFetch(CV_PATHS.resumeInstructions.build('en'), {}, accessToken))).doc.getTitle(),
    ).toMatch(/^Instructions/);
  });

  it('refuses an unknown sample or language, and needs a sign-in', async () => {
    const accessToken = await token();
    expect(await fieldErrors(await apiFetch('/resume-actions/cto/file/de', {}, accessToken))).toEqual({
      sample: 'oneOf',
    });
    expect(await fieldErrors(await apiFetch('/resume-actions/instructions/file/fr', {}, accessToken))).toEqual({
      lang: 'oneOf',
    });
    expect((await apiFetch(CV_PATHS.resumeSample.build('ceo', 'de'))).status).toBe(401);
  });
});

// ---------------------------------------------------------------- labels, field lengths, the benchmark

describe('labels and field lengths of the CV', () => {
  async function labels(lang: 'de' | 'en'): Promise<LabelsAndEnums> {
    return (await (await apiFetch(META_PATHS.labelsAndEnums.build(lang))).json()) as LabelsAndEnums;
  }
  const values = (list: { value: string }[] | undefined) => (list ?? []).map((each) => each.value);

  it('has every list the CV forms use, in both languages', async () => {
    const [de, en] = [await labels('de'), await labels('en')];
    const names = [
      'educationTypes',
      'schoolTypes',
      'courseTypes',
      'itSkills',
      'operationalReadiness',
      'mobility',
      'ownershipStructures',
      'companyEmployees',
      'companyTurnover',
      'companySituations',
      'revenueResponsibilities',
      'budgetResponsibilities',
      'personnelResponsibilities',
      'directReports',
      'roles',
      'commitments',
      'assignmentTypes',
      'coreCompetencies',
    ];
    for (const name of names) {
      expect(en[name]?.length, name).toBeGreaterThan(0);
      expect(values(de[name]).sort(), name).toEqual(values(en[name]).sort());
    }
    expect(values(en.educationTypes)).toEqual(expect.arrayContaining([...EDUCATION_TYPES_WITH_COURSE, '100', '400']));
    expect(en.itSkills?.length).toBeGreaterThanOrEqual(80);
    expect(en.industries?.find((each) => each.value === INDUSTRY_OTHER)?.label).toBe('Other');
    expect(de.industries?.find((each) => each.value === INDUSTRY_OTHER)?.label).toBe('Sonstige');
  });

  it('gives each core competency its function as parent, 4 to 6 per function', async () => {
    const en = await labels('en');
    for (const fn of values(en.functions)) {
      const children = (en.coreCompetencies ?? []).filter((each) => each.parent === fn);
      expect(children.length, fn).toBeGreaterThanOrEqual(4);
      expect(children.length, fn).toBeLessThanOrEqual(6);
    }
    expect(en.coreCompetencies?.every((each) => values(en.functions).includes(each.parent ?? ''))).toBe(true);
  });

  it('names field lengths by the contract’s entities and fields, and keeps the account’s', async () => {
    const meta = (await (await apiFetch(META_PATHS.fieldsMeta.build())).json()) as FieldsMeta;
    expect(Object.keys(meta.education ?? {})).toEqual(['fieldOfStudy', 'institution', 'details']);
    expect(Object.keys(meta.workExperience ?? {})).toEqual([
      'name',
      'description',
      'reportingTo',
      'placeOfOccupation',
      'industryDescription',
    ]);
    expect(Object.keys(meta.company ?? {})).toEqual(['companyName', 'city']);
    expect(meta.companyGroup?.companyGroupName).toBeDefined();
    expect(Object.keys(meta.relatedCompanyRoles ?? {})).toEqual(['name', 'companyName']);
    expect(Object.keys(meta.reference ?? {})).toEqual(['name', 'position', 'contactDetails', 'comment']);
    expect(Object.keys(meta.availability ?? {})).toEqual(['availableFromRemarks', 'mobilityRemarks']);
    for (const field of [
      'executiveSummary',
      'industryFocuses',
      'specialistFocuses',
      'managementMethods',
      'itSkillRemarks',
      'otherActivities',
    ]) {
      expect(meta.resume?.[field]?.maxLength, field).toBeGreaterThan(0);
    }
    // Every length the account form asks for, and the deletion's remarks.
    for (const field of [...ACCOUNT_LIMITED_FIELDS, 'remarks']) {
      expect(meta.manager?.[field]?.maxLength, field).toBeGreaterThan(0);
    }
  });
});

describe('bench@demo.test', () => {
  it('signs in and has 60 positions at 12 or more companies, the same on every seed', async () => {
    const accessToken = await token(DEMO_EMAIL.BENCH);
    const cv = await getCv(BENCH, accessToken);
    expect(cv.workExperience).toHaveLength(60);
    expect(companyIds(cv).size).toBeGreaterThanOrEqual(12);
    expect(cv.itSkills.itSkills).toHaveLength(MAX_IT_SKILLS);
    const [first, second] = [createSeed(), createSeed()].map(
      (seed) => seed.managers.find((each) => each.id === BENCH)?.cv,
    );
    expect(first).toEqual(second);
    expect(first?.workExperience).toHaveLength(60);
  });

  it('keeps the rules in every generated position and exports a long PDF', async () => {
    const accessToken = await token(DEMO_EMAIL.BENCH);
    const cv = await getCv(BENCH, accessToken);
    for (const entry of cv.workExperience.slice(0, 12)) {
      expect((await saveComposed(composedFrom(entry), accessToken)).status, entry.id).toBe(200);
    }
    const { doc } = await pdfOf(await apiFetch(pdfPath({ managerId: BENCH }), {}, accessToken));
    expect(doc.getPageCount()).toBeGreaterThan(5);
  });
});
