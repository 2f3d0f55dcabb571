import { CV_PATHS, type CvSection, type Resume, type WorkExperience } from '@/contract/resume';
import { preconditionHeaders, VERSION_API_ERROR } from '@/contract/versions';
import { DEMO_EMAIL } from '@mocks/auth/fixtures';

import { educationEntry } from '../contract/educationEntry';
import { apiFetch, errorCode, login, sendJson } from './helpers';

/**
 * The CV's versions (src/contract/versions.ts; docs/decisions/035-save-versions.md): every write of
 * a section, an education entry, a position or a company group names the version it started from
 * (the seed's are '1'); a new one is made without a condition. Berger's CV.
 */

const BERGER = '10427';
const SEEDED = '1';

const token = async () => (await login(DEMO_EMAIL.MANAGER)).accessToken;
const getCv = async (accessToken: string) =>
  (await (await apiFetch(CV_PATHS.managerCv.build(BERGER), {}, accessToken)).json()) as Resume;
/** `version` undefined: no condition at all. */
const headers = (version?: string) => (version === undefined ? {} : preconditionHeaders(version));
const put = (path: string, body: unknown, accessToken: string, version?: string) =>
  sendJson('PUT', path, body, accessToken, headers(version));
const post = (path: string, body: unknown, accessToken: string, version?: string) =>
  sendJson('POST', path, body, accessToken, headers(version));
const del = (path: string, accessToken: string, version?: string) =>
  apiFetch(path, { method: 'DELETE', headers: headers(version) }, accessToken);

async function refused(response: Response): Promise<unknown> {
  expect(response.status).toBe(412);
  const body = (await response.json()) as { code: string; current: unknown };
  expect(body.code).toBe(VERSION_API_ERROR.STALE);
  return body.current;
}
async function required(response: Response): Promise<void> {
  expect(response.status).toBe(428);
  expect(await errorCode(response)).toBe(VERSION_API_ERROR.REQUIRED);
}
async function resumeOf(response: Response): Promise<Resume> {
  expect(response.status).toBe(200);
  return (await response.json()) as Resume;
}

function composedFrom(position: WorkExperience, changes: Partial<WorkExperience> = {}) {
  const { sameCompanyRoles, relatedCompanyRoles, version: _version, savedAt: _savedAt, ...rest } = position;
  return { workExperience: { ...rest, ...changes }, sameCompanyRoles, relatedCompanyRoles };
}

describe('sections saved whole', () => {
  const SECTIONS: [CvSection, string, (cv: Resume) => unknown][] = [
    ['availability', CV_PATHS.availability.build(), (cv) => cv.availability],
    ['executiveSummary', CV_PATHS.executiveSummary.build(), (cv) => ({ executiveSummary: cv.executiveSummary })],
    ['competenceProfile', CV_PATHS.competenceProfile.build(), (cv) => cv.competenceProfile],
    ['itSkills', CV_PATHS.itSkills.build(), (cv) => cv.itSkills],
    ['languages', CV_PATHS.languageProficiency.build(), (cv) => ({ languageProficiencies: cv.languageProficiencies })],
    ['otherActivities', CV_PATHS.otherActivities.build(), (cv) => ({ otherActivities: cv.otherActivities })],
  ];

  it.each(SECTIONS)(
    '%s: 428 without a version, the next version with it, 412 with the section as it is now for an older one',
    async (section, path, bodyOf) => {
      const accessToken = await token();
      const cv = await getCv(accessToken);
      expect(cv.versions[section].version).toBe(SEEDED);
      await required(await put(path, bodyOf(cv), accessToken));

      const saved = await resumeOf(await put(path, bodyOf(cv), accessToken, SEEDED));
      expect(saved.versions[section]).toEqual({ version: '2', savedAt: expect.any(String) });

      const current = await refused(await put(path, bodyOf(cv), accessToken, SEEDED));
      expect(current).toMatchObject({ version: '2', savedAt: saved.versions[section].savedAt });
      expect(Object.keys(current as object)).toContain(section === 'languages' ? 'languageProficiencies' : section);
    },
  );

  it('marks the CV completed without a version: it changes no section', async () => {
    const accessToken = await token();
    expect((await put(CV_PATHS.markResumeCompleted.build(), undefined, accessToken)).status).toBe(200);
  });
});

describe('education entries', () => {
  const ID = 'edu_berger_phd';

  it('adds an entry without a condition (the server gives its id) at version 1', async () => {
    const accessToken = await token();
    const cv = await resumeOf(await post(CV_PATHS.education.build(), educationEntry(), accessToken));
    const added = cv.education.find((each) => !['edu_berger_amp', ID, 'edu_berger_diplom'].includes(each.id));
    expect(added?.version).toBe('1');
  });

  it('refuses a change without a version (428) and one of an older version (412, with the entry now)', async () => {
    const accessToken = await token();
    const path = CV_PATHS.education.build();
    await required(await put(path, educationEntry({ id: ID }), accessToken));
    const saved = await resumeOf(await put(path, educationEntry({ id: ID, isHighestDegree: false }), accessToken, '1'));
    expect(saved.education.find((each) => each.id === ID)?.version).toBe('2');
    const current = await refused(await put(path, educationEntry({ id: ID }), accessToken, SEEDED));
    expect(current).toMatchObject({ id: ID, version: '2', isHighestDegree: false });
  });

  it('refuses the delete of an entry changed meanwhile (412), and a save of one deleted meanwhile (current null)', async () => {
    const accessToken = await token();
    await resumeOf(await put(CV_PATHS.education.build(), educationEntry({ id: ID }), accessToken, SEEDED));
    expect(await refused(await del(CV_PATHS.educationItem.build(ID), accessToken, SEEDED))).toMatchObject({
      id: ID,
      version: '2',
    });
    await required(await del(CV_PATHS.educationItem.build(ID), accessToken));
    await resumeOf(await del(CV_PATHS.educationItem.build(ID), accessToken, '2'));
    expect(
      await refused(await put(CV_PATHS.education.build(), educationEntry({ id: ID }), accessToken, '2')),
    ).toBeNull();
    expect(await refused(await del(CV_PATHS.educationItem.build(ID), accessToken, '2'))).toBeNull();
  });

  it('moves on the version of an entry a save unmarked as the highest degree', async () => {
    const accessToken = await token();
    const before = await getCv(accessToken);
    const highest = before.education.find((each) => each.isHighestDegree);
    const other = before.education.find((each) => !each.isHighestDegree);
    if (!highest || !other) throw new Error('the seed has a highest degree and another entry');
    const cv = await resumeOf(
      await put(CV_PATHS.education.build(), educationEntry({ id: other.id, isHighestDegree: true }), accessToken, '1'),
    );
    expect(cv.education.find((each) => each.id === highest.id)?.version).toBe('2');
  });
});

describe('positions', () => {
  const ID = 'wex_nordwerk_controlling';
  const path = CV_PATHS.workExperienceComposed.build();

  it('adds a position without a condition at version 1, and refuses a change without one (428)', async () => {
    const accessToken = await token();
    const cv = await getCv(accessToken);
    const position = cv.workExperience.find((each) => each.id === ID) as WorkExperience;
    await required(await post(path, composedFrom(position), accessToken));
    const { id: _id, companyId: _companyId, ...fresh } = composedFrom(position).workExperience;
    const added = await resumeOf(await post(path, { ...composedFrom(position), workExperience: fresh }, accessToken));
    expect(added.workExperience).toHaveLength(cv.workExperience.length + 1);
    expect(added.workExperience.every((each) => each.version !== undefined)).toBe(true);
    expect(added.workExperience.filter((each) => each.version === '1').length).toBeGreaterThan(0);
  });

  it('refuses a change of an older version with the position now; a change of its company moves its siblings on', async () => {
    const accessToken = await token();
    const cv = await getCv(accessToken);
    const position = cv.workExperience.find((each) => each.id === ID) as WorkExperience;
    const sibling = cv.workExperience.find((each) => each.companyId === position.companyId && each.id !== ID);
    const saved = await resumeOf(
      await post(path, composedFrom(position, { companyName: 'Nordwerk neu' }), accessToken, SEEDED),
    );
    expect(saved.workExperience.find((each) => each.id === ID)?.version).toBe('2');
    if (sibling) expect(saved.workExperience.find((each) => each.id === sibling.id)?.version).toBe('2');
    expect(await refused(await post(path, composedFrom(position), accessToken, SEEDED))).toMatchObject({
      id: ID,
      companyName: 'Nordwerk neu',
      version: '2',
    });
  });

  it('refuses the delete of a position changed meanwhile (412) and takes it with its version', async () => {
    const accessToken = await token();
    const cv = await getCv(accessToken);
    const position = cv.workExperience.find((each) => each.id === ID) as WorkExperience;
    await resumeOf(await post(path, composedFrom(position, { reportingTo: 'CFO' }), accessToken, SEEDED));
    const item = CV_PATHS.workExperienceItem.build(ID);
    expect(await refused(await del(item, accessToken, SEEDED))).toMatchObject({ id: ID, reportingTo: 'CFO' });
    await required(await del(item, accessToken));
    const after = await resumeOf(await del(item, accessToken, '2'));
    expect(after.workExperience.some((each) => each.id === ID)).toBe(false);
  });
});

describe('company groups', () => {
  const GROUP = 'grp_nordwerk';
  const path = CV_PATHS.saveCompanyGroup.build();
  const groupOf = (cv: Resume) => {
    const members = cv.workExperience.filter((each) => each.companyGroupId === GROUP);
    return {
      companyGroupId: GROUP,
      companyGroupName: members[0]?.companyGroupName ?? '',
      companyGroupCountry: members[0]?.companyGroupCountry ?? '',
      companiesInGroup: [...new Set(members.map((each) => each.companyId))],
    };
  };

  it('makes a group without a condition at version 1', async () => {
    const accessToken = await token();
    const body = {
      workExperience: { companyGroupName: 'Neu', companyGroupCountry: 'DE', companiesInGroup: ['cmp_hansa'] },
    };
    const cv = await resumeOf(await post(path, body, accessToken));
    const id = cv.workExperience.find((each) => each.companyId === 'cmp_hansa')?.companyGroupId ?? '';
    expect(cv.versions.companyGroups[id]?.version).toBe('1');
  });

  it('refuses a change without a version (428) and of an older one (412, with the group now)', async () => {
    const accessToken = await token();
    const cv = await getCv(accessToken);
    expect(cv.versions.companyGroups[GROUP]?.version).toBe(SEEDED);
    const body = (name: string) => ({ workExperience: { ...groupOf(cv), companyGroupName: name } });
    await required(await post(path, body('Ohne'), accessToken));
    const saved = await resumeOf(await post(path, body('Nordwerk-Gruppe neu'), accessToken, SEEDED));
    expect(saved.versions.companyGroups[GROUP]).toEqual({ version: '2', savedAt: expect.any(String) });
    expect(await refused(await post(path, body('Alt'), accessToken, SEEDED))).toEqual({
      ...groupOf(saved),
      companiesInGroup: [...groupOf(saved).companiesInGroup].sort(),
      version: '2',
      savedAt: saved.versions.companyGroups[GROUP]?.savedAt,
    });
    expect(await refused(await del(CV_PATHS.companyGroup.build(GROUP), accessToken, SEEDED))).toMatchObject({
      companyGroupName: 'Nordwerk-Gruppe neu',
    });
    await resumeOf(await del(CV_PATHS.companyGroup.build(GROUP), accessToken, '2'));
  });
});
