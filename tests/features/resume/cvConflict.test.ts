import type { SerializedApiError } from '@/api/errors';
import { VERSION_API_ERROR } from '@/contract/versions';
import { asNewSave, cvDifferences, cvNow, versionIn, type InWords } from '@/features/resume/cvConflict';
import { db } from '@mocks/db';
import { toResume } from '@mocks/resume/rules';

/** The pure rules of a CV conflict (docs/decisions/035-save-versions.md), on Berger's CV as the mock answers it. */

const resume = () => {
  const manager = db.managers.find((each) => each.personalDetails.firstName === 'Katharina');
  if (!manager) throw new Error('seed changed');
  return toResume(manager);
};
const stale = (current: unknown): SerializedApiError =>
  ({ status: 412, code: VERSION_API_ERROR.STALE, message: '', details: { current } }) as unknown as SerializedApiError;

describe('versionIn', () => {
  it('reads the version a dialog opens on; a new item has none', () => {
    const cv = resume();
    expect(versionIn(cv, { kind: 'section', section: 'languages' })).toBe('1');
    expect(versionIn(cv, { kind: 'education', id: 'edu_berger_phd' })).toBe('1');
    expect(versionIn(cv, { kind: 'companyGroup', id: 'grp_nordwerk' })).toBe('1');
    expect(versionIn(cv, { kind: 'position', id: undefined })).toBeUndefined();
  });
});

describe('cvNow', () => {
  it('puts a section as the server holds it now into the CV, with its version', () => {
    const cv = resume();
    const now = cvNow(
      cv,
      { kind: 'section', section: 'executiveSummary' },
      stale({
        executiveSummary: { de: '<p>B</p>', en: '' },
        version: '2',
        savedAt: '2026-11-27T09:41:00.000Z',
      }),
    );
    expect(now).toMatchObject({ gone: false, version: '2', savedAt: '2026-11-27T09:41:00.000Z' });
    expect(now?.gone === false && now.resume.executiveSummary.de).toBe('<p>B</p>');
    expect(now?.gone === false && now.resume.versions.executiveSummary.version).toBe('2');
  });

  it('says an item was deleted meanwhile, and leaves other errors and unreadable ones to the failure', () => {
    const cv = resume();
    expect(cvNow(cv, { kind: 'education', id: 'edu_berger_phd' }, stale(null))).toEqual({ gone: true });
    expect(cvNow(cv, { kind: 'education', id: 'edu_berger_phd' }, stale({ id: 7 }))).toBeUndefined();
    const other = { ...stale(null), code: 'validation' } as SerializedApiError;
    expect(cvNow(cv, { kind: 'education', id: 'edu_berger_phd' }, other)).toBeUndefined();
  });

  it('moves the companies of a group as the server holds it now', () => {
    const cv = resume();
    const now = cvNow(
      cv,
      { kind: 'companyGroup', id: 'grp_nordwerk' },
      stale({
        companyGroupId: 'grp_nordwerk',
        companyGroupName: 'Neu',
        companyGroupCountry: 'AT',
        companiesInGroup: ['cmp_hansa'],
        version: '3',
      }),
    );
    if (!now || now.gone) throw new Error('a group now');
    const inGroup = now.resume.workExperience.filter((each) => each.companyGroupId === 'grp_nordwerk');
    expect(new Set(inGroup.map((each) => each.companyId))).toEqual(new Set(['cmp_hansa']));
    expect(inGroup.every((each) => each.companyGroupName === 'Neu')).toBe(true);
  });
});

describe('asNewSave', () => {
  it('sends an entry deleted meanwhile without its id, and a position without its company when that went too', () => {
    const cv = resume();
    const education = asNewSave({ kind: 'education', body: { ...cv.education[0]!, id: 'edu_gone' } }, cv);
    expect(education.kind === 'education' && education.body.id).toBeUndefined();
    const { sameCompanyRoles, relatedCompanyRoles, ...position } = cv.workExperience[0]!;
    const save = asNewSave(
      {
        kind: 'workExperience',
        body: {
          workExperience: { ...position, id: 'wex_gone', companyId: 'cmp_gone' },
          sameCompanyRoles,
          relatedCompanyRoles,
        },
      },
      cv,
    );
    expect(save.kind === 'workExperience' && save.body.workExperience).not.toHaveProperty('id');
    expect(save.kind === 'workExperience' && save.body.workExperience).not.toHaveProperty('companyId');
  });
});

describe('cvDifferences', () => {
  const words: InWords = {
    lang: 'de',
    lists: {
      countries: [
        { value: 'DE', label: 'Germany' },
        { value: 'AT', label: 'Austria' },
      ],
    },
    yes: 'Yes',
    day: (date) => `day ${date}`,
  };

  it('names only the fields that differ, in words: the edited language, labels, days, rich texts as read', () => {
    const fields = {
      title: { label: 'Title' },
      country: { label: 'Country', list: 'countries' },
      from: { label: 'From', date: true },
      text: { label: 'Text', rich: true },
      current: { label: 'Current' },
    };
    const mine = {
      title: { de: 'A', en: 'X' },
      country: 'DE',
      from: '2020-01-01',
      text: '<p>Gleich</p>',
      current: true,
    };
    const theirs = {
      title: { de: 'B', en: 'X' },
      country: 'AT',
      from: '2020-01-01',
      text: '<p>Gleich </p>',
      current: false,
    };
    expect(cvDifferences(fields, mine, theirs, words)).toEqual([
      { field: 'Title', mine: 'A', theirs: 'B' },
      { field: 'Country', mine: 'Germany', theirs: 'Austria' },
      { field: 'Current', mine: 'Yes', theirs: '' },
    ]);
  });
});
