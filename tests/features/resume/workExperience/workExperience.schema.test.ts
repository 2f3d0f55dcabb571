import { ValidationError, type AnyObjectSchema } from 'yup';

import { currentToggled } from '@/components/form/DateRangeFields';
import { emptyCompanyFacts, INDUSTRY_OTHER, MAX_SUB_ENTRIES } from '@/contract/resume';
import {
  companySchema,
  positionInCompanySchema,
  workExperienceSchema,
} from '@/features/resume/schemas/workExperience.schema';
import {
  emptyMissionAbroad,
  emptyRelatedCompanyRole,
  emptySameCompanyRole,
  workExperienceValuesOf,
  type WorkExperienceValues,
} from '@/features/resume/workExperience/workExperienceForm';

import { position } from './position.fixture';

/** The rules for positions, companies and their lists, one by one. */

const TODAY = '2026-04-15';
const schema = workExperienceSchema('de', {}, TODAY);

async function errorsOf(values: unknown, against: AnyObjectSchema = schema): Promise<Record<string, string>> {
  try {
    await against.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return Object.fromEntries(error.inner.map((issue) => [issue.path ?? '', issue.message]));
  }
}

const valid = (): WorkExperienceValues => workExperienceValuesOf(position());
const withValues = (patch: Partial<WorkExperienceValues>): WorkExperienceValues => ({ ...valid(), ...patch });

it('accepts a complete position', async () => {
  expect(await errorsOf(valid())).toEqual({});
});

describe('required fields', () => {
  it.each([
    ['companyName', { companyName: '  ' }],
    ['contractType', { contractType: '' }],
    ['dateFrom', { dateFrom: '' }],
    ['function', { function: '' }],
    ['role', { role: '' }],
  ] as const)('%s is required', async (field, patch) => {
    expect(await errorsOf(withValues(patch))).toEqual({ [field]: 'required' });
  });

  it('the job title needs one of German or English, reported at the language being edited', async () => {
    expect(await errorsOf(withValues({ name: { de: '', en: '' } }))).toEqual({ 'name.de': 'languageMandatory' });
    expect(await errorsOf(withValues({ name: { de: '', en: '' } }), workExperienceSchema('en', {}, TODAY))).toEqual({
      'name.en': 'languageMandatory',
    });
    expect(await errorsOf(withValues({ name: { de: '', en: 'Chief Financial Officer' } }))).toEqual({});
  });

  it('the contract type is one of the codes 100 to 600', async () => {
    expect(await errorsOf(withValues({ contractType: '700' }))).toEqual({ contractType: 'invalid' });
    for (const code of ['100', '200', '300', '400', '500', '600'])
      expect(await errorsOf(withValues({ contractType: code }))).toEqual({});
  });

  it('the end date is required unless the position is current', async () => {
    expect(await errorsOf(withValues({ dateTo: '' }))).toEqual({ dateTo: 'required' });
    expect(await errorsOf(withValues({ isActualEngagement: true, dateTo: '' }))).toEqual({});
  });

  it('the company facts other than the name are optional', async () => {
    const values = withValues({ ...emptyCompanyFacts(), companyName: valid().companyName });
    expect(await errorsOf(values)).toEqual({});
  });
});

describe('dates', () => {
  it('the start may be today but not later', async () => {
    expect(await errorsOf(withValues({ dateFrom: TODAY, isActualEngagement: true, dateTo: '' }))).toEqual({});
    expect(await errorsOf(withValues({ dateFrom: '2026-04-16', isActualEngagement: true, dateTo: '' }))).toEqual({
      dateFrom: 'maxDate',
    });
  });

  it('the end may not be in the future either (a position that goes on is a current one)', async () => {
    expect(await errorsOf(withValues({ dateTo: TODAY }))).toEqual({});
    expect(await errorsOf(withValues({ dateTo: '2026-05-01' }))).toEqual({ dateTo: 'maxDate' });
  });

  it('the end is not before the start; the same day is fine', async () => {
    expect(await errorsOf(withValues({ dateFrom: '2020-05-10', dateTo: '2020-05-09' }))).toEqual({
      dateTo: 'dateOrder',
    });
    expect(await errorsOf(withValues({ dateFrom: '2020-05-10', dateTo: '2020-05-10' }))).toEqual({});
  });

  it('ticking "current" clears the end date, which is then not asked for', async () => {
    const ticked = currentToggled(withValues({ dateTo: '2022-06-30' }), true);
    expect(ticked).toMatchObject({ isActualEngagement: true, dateTo: '' });
    expect(await errorsOf(ticked)).toEqual({});
    const unticked = currentToggled(ticked, false);
    expect(unticked).toMatchObject({ isActualEngagement: false, dateTo: '' });
    expect(await errorsOf(unticked)).toEqual({ dateTo: 'required' });
  });
});

describe('company facts', () => {
  it('the industry "other" needs its description', async () => {
    expect(await errorsOf(withValues({ industry: INDUSTRY_OTHER, industryDescription: ' ' }))).toEqual({
      industryDescription: 'required',
    });
    expect(await errorsOf(withValues({ industry: INDUSTRY_OTHER, industryDescription: 'Shipbuilding' }))).toEqual({});
    expect(await errorsOf(withValues({ industry: '200', industryDescription: '' }))).toEqual({});
  });

  it('text lengths come from the field metadata', async () => {
    const limited = workExperienceSchema('de', { companyName: 5, name: 10, reportingTo: 3 }, TODAY);
    expect(
      await errorsOf(
        withValues({ companyName: 'Nordwerk AG', name: { de: 'Finanzvorständin', en: '' }, reportingTo: 'CEO' }),
        limited,
      ),
    ).toEqual({
      companyName: 'max|{"max":5}',
      'name.de': 'max|{"max":10}',
    });
  });

  it('the description is limited in visible characters, not in markup', async () => {
    const limited = workExperienceSchema('de', { description: 5 }, TODAY);
    expect(await errorsOf(withValues({ description: { de: '<ul><li>abcde</li></ul>', en: '' } }), limited)).toEqual({});
    expect(await errorsOf(withValues({ description: { de: '<p>abcdef</p>', en: '' } }), limited)).toEqual({
      'description.de': 'max|{"max":5}',
    });
  });
});

it('at most 3 core competencies', async () => {
  expect(await errorsOf(withValues({ coreCompetencies: ['210', '220', '230'] }))).toEqual({});
  expect(await errorsOf(withValues({ coreCompetencies: ['210', '220', '230', '240'] }))).toEqual({
    coreCompetencies: 'maxSelections|{"max":3}',
  });
});

describe('roles at the same company', () => {
  const role = (patch: object) => ({
    ...emptySameCompanyRole(),
    name: { de: 'Leiter Controlling', en: '' },
    dateFrom: '2017-01-01',
    dateTo: '2019-02-28',
    ...patch,
  });

  it('need a job title and a start; the end unless current, not before the start', async () => {
    const values = withValues({
      hasSameCompanyRoles: 'yes',
      sameCompanyRoles: [
        role({}),
        role({ name: { de: '', en: '' }, dateFrom: '' }),
        role({ dateTo: '' }),
        role({ isActualEngagement: true, dateTo: '' }),
        role({ dateTo: '2016-12-31' }),
      ],
    });
    expect(await errorsOf(values)).toEqual({
      'sameCompanyRoles[1].name.de': 'languageMandatory',
      'sameCompanyRoles[1].dateFrom': 'required',
      'sameCompanyRoles[2].dateTo': 'required',
      'sameCompanyRoles[4].dateTo': 'dateOrder',
    });
  });

  it(`up to ${MAX_SUB_ENTRIES} entries`, async () => {
    const rows = (count: number) => Array.from({ length: count }, () => role({}));
    expect(await errorsOf(withValues({ hasSameCompanyRoles: 'yes', sameCompanyRoles: rows(21) }))).toEqual({});
    expect(await errorsOf(withValues({ hasSameCompanyRoles: 'yes', sameCompanyRoles: rows(22) }))).toEqual({
      sameCompanyRoles: 'maxSelections|{"max":21}',
    });
  });

  it('are not checked when the answer is No (they are cleared and not sent)', async () => {
    expect(
      await errorsOf(withValues({ hasSameCompanyRoles: 'no', sameCompanyRoles: [role({ dateFrom: '' })] })),
    ).toEqual({});
  });
});

describe('roles at related companies', () => {
  const related = (patch: object = {}) => ({
    ...emptyRelatedCompanyRole(),
    companyName: 'Nordwerk Logistik GmbH',
    name: { de: 'Geschäftsführerin', en: '' },
    dateFrom: '2020-01-01',
    isActualEngagement: true,
    ...patch,
  });

  it('need the sister company, a job title and dates', async () => {
    const values = withValues({
      hasRelatedCompanyRoles: 'yes',
      relatedCompanyRoles: [
        related({ companyName: '', name: { de: '', en: '' }, dateFrom: '', isActualEngagement: false }),
      ],
      companyGroupName: 'Nordwerk Gruppe',
      companyGroupCountry: 'DE',
    });
    expect(await errorsOf(values)).toEqual({
      'relatedCompanyRoles[0].companyName': 'required',
      'relatedCompanyRoles[0].name.de': 'languageMandatory',
      'relatedCompanyRoles[0].dateFrom': 'required',
      'relatedCompanyRoles[0].dateTo': 'required',
    });
  });

  it('make the company group name and country required', async () => {
    const values = withValues({
      hasRelatedCompanyRoles: 'yes',
      relatedCompanyRoles: [related()],
      companyGroupName: ' ',
      companyGroupCountry: '',
    });
    expect(await errorsOf(values)).toEqual({ companyGroupName: 'required', companyGroupCountry: 'required' });
    expect(await errorsOf({ ...values, companyGroupName: 'Nordwerk Gruppe', companyGroupCountry: 'DE' })).toEqual({});
  });

  it('a group named at all needs both its name and its country (the server refuses half a group)', async () => {
    expect(await errorsOf(withValues({ companyGroupName: 'Nordwerk Gruppe', companyGroupCountry: '' }))).toEqual({
      companyGroupCountry: 'required',
    });
    expect(await errorsOf(withValues({ companyGroupName: '', companyGroupCountry: 'DE' }))).toEqual({
      companyGroupName: 'required',
    });
  });

  it('without any, the group is optional', async () => {
    expect(
      await errorsOf(
        withValues({
          hasRelatedCompanyRoles: 'yes',
          relatedCompanyRoles: [],
          companyGroupName: '',
          companyGroupCountry: '',
        }),
      ),
    ).toEqual({});
    expect(
      await errorsOf(withValues({ hasRelatedCompanyRoles: 'no', relatedCompanyRoles: [], companyGroupName: '' })),
    ).toEqual({});
  });
});

describe('missions abroad', () => {
  const mission = (patch: object) => ({
    ...emptyMissionAbroad(),
    country: 'US',
    monthsSpent: '6',
    assignmentType: '100',
    ...patch,
  });
  const check = (patch: object) => errorsOf(withValues({ hasMissionsAbroad: 'yes', missionsAbroad: [mission(patch)] }));

  it('need a country, months and an assignment type', async () => {
    expect(await check({})).toEqual({});
    expect(await check({ country: '', monthsSpent: '', assignmentType: '' })).toEqual({
      'missionsAbroad[0].country': 'required',
      'missionsAbroad[0].monthsSpent': 'required',
      'missionsAbroad[0].assignmentType': 'required',
    });
  });

  it('months are rounded to whole months and must come to at least 1', async () => {
    expect(await check({ monthsSpent: '2.5' })).toEqual({});
    expect(await check({ monthsSpent: '2,5' })).toEqual({});
    expect(await check({ monthsSpent: '0.5' })).toEqual({});
    expect(await check({ monthsSpent: '0.4' })).toEqual({ 'missionsAbroad[0].monthsSpent': 'minNumber|{"min":1}' });
    expect(await check({ monthsSpent: '0' })).toEqual({ 'missionsAbroad[0].monthsSpent': 'minNumber|{"min":1}' });
    expect(await check({ monthsSpent: '-3' })).toEqual({ 'missionsAbroad[0].monthsSpent': 'minNumber|{"min":1}' });
    expect(await check({ monthsSpent: 'six' })).toEqual({ 'missionsAbroad[0].monthsSpent': 'number' });
  });

  it('months have at most as many digits as the field metadata says', async () => {
    const limited = workExperienceSchema('de', { monthsSpent: 3 }, TODAY);
    const values = (months: string) =>
      withValues({ hasMissionsAbroad: 'yes', missionsAbroad: [mission({ monthsSpent: months })] });
    expect(await errorsOf(values('999'), limited)).toEqual({});
    expect(await errorsOf(values('999.4'), limited)).toEqual({});
    expect(await errorsOf(values('1000'), limited)).toEqual({ 'missionsAbroad[0].monthsSpent': 'max|{"max":999}' });
  });

  it(`up to ${MAX_SUB_ENTRIES} entries`, async () => {
    const rows = (count: number) => Array.from({ length: count }, () => mission({}));
    expect(await errorsOf(withValues({ hasMissionsAbroad: 'yes', missionsAbroad: rows(21) }))).toEqual({});
    expect(await errorsOf(withValues({ hasMissionsAbroad: 'yes', missionsAbroad: rows(22) }))).toEqual({
      missionsAbroad: 'maxSelections|{"max":21}',
    });
  });
});

describe('the reference', () => {
  it('needs a name when there is one', async () => {
    const reference = { name: ' ', position: 'CEO', contactDetails: '', comment: '' };
    expect(await errorsOf(withValues({ hasReference: 'yes', reference }))).toEqual({ 'reference.name': 'required' });
    expect(
      await errorsOf(withValues({ hasReference: 'yes', reference: { ...reference, name: 'Dr. Paul Weber' } })),
    ).toEqual({});
  });

  it('asks nothing when there is none', async () => {
    expect(
      await errorsOf(
        withValues({ hasReference: 'no', reference: { name: '', position: '', contactDetails: '', comment: '' } }),
      ),
    ).toEqual({});
  });
});

describe('position in company', () => {
  it('asks for the position, not for the company facts', async () => {
    const pic = positionInCompanySchema('de', {}, TODAY);
    expect(await errorsOf(withValues({ companyName: '' }), pic)).toEqual({});
    expect(await errorsOf(withValues({ role: '', dateFrom: '' }), pic)).toEqual({
      role: 'required',
      dateFrom: 'required',
    });
  });
});

describe('the company dialog', () => {
  const company = { ...workExperienceValuesOf(position()) };

  it('needs the company name; the group only when a position lists related-company roles', async () => {
    expect(await errorsOf({ ...company, companyName: '' }, companySchema('de', {}, false))).toEqual({
      companyName: 'required',
    });
    expect(
      await errorsOf({ ...company, companyGroupName: '', companyGroupCountry: '' }, companySchema('de', {}, false)),
    ).toEqual({});
    expect(
      await errorsOf({ ...company, companyGroupName: '', companyGroupCountry: '' }, companySchema('de', {}, true)),
    ).toEqual({
      companyGroupName: 'required',
      companyGroupCountry: 'required',
    });
  });
});
