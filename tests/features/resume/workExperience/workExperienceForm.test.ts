import {
  companiesFromState,
  companiesOf,
  findCompany,
  findCompanyGroup,
} from '@/features/resume/workExperience/companies';
import {
  companyFactsRequest,
  emptyWorkExperienceValues,
  functionChanged,
  questionAnswered,
  roundMonths,
  toComposedRequest,
  workExperienceValuesOf,
  type WorkExperienceValues,
} from '@/features/resume/workExperience/workExperienceForm';

import { position } from './position.fixture';

/** The clearing rules, the rounding of months and the composed request. */

describe('rounding months abroad', () => {
  it.each([
    ['2.5', '3'],
    ['2,5', '3'],
    ['2.4', '2'],
    ['0.4', '0'],
    ['0.5', '1'],
    [' 7 ', '7'],
    ['12', '12'],
    ['six', 'six'],
    ['', ''],
  ])('%j becomes %j', (typed, shown) => {
    expect(roundMonths(typed)).toBe(shown);
  });
});

describe('clearing rules', () => {
  const values = (): WorkExperienceValues => workExperienceValuesOf(position({ coreCompetencies: ['210', '220'] }));

  it('switching the function clears the core competencies; choosing the same one keeps them', () => {
    expect(functionChanged(values(), '300')).toMatchObject({ function: '300', coreCompetencies: [] });
    expect(functionChanged(values(), '200').coreCompetencies).toEqual(['210', '220']);
  });

  it('No clears the list of its question', () => {
    const saved = workExperienceValuesOf(
      position({
        sameCompanyRoles: [
          {
            name: { de: 'Leiterin Controlling', en: '' },
            isActualEngagement: false,
            dateFrom: '2017-01-01',
            dateTo: '2019-02-28',
          },
        ],
        relatedCompanyRoles: [
          {
            companyName: 'Nordwerk Logistik',
            name: { de: 'Geschäftsführerin', en: '' },
            isActualEngagement: true,
            dateFrom: '2020-01-01',
            dateTo: '',
          },
        ],
        missionsAbroad: [{ country: 'US', monthsSpent: 6, assignmentType: '100' }],
        reference: { name: 'Dr. Paul Weber', position: 'CEO', contactDetails: 'p.weber@example.com', comment: '' },
      }),
    );
    expect(saved).toMatchObject({
      hasSameCompanyRoles: 'yes',
      hasRelatedCompanyRoles: 'yes',
      hasMissionsAbroad: 'yes',
      hasReference: 'yes',
    });
    expect(questionAnswered(saved, 'hasSameCompanyRoles', 'no')).toMatchObject({
      hasSameCompanyRoles: 'no',
      sameCompanyRoles: [],
    });
    expect(questionAnswered(saved, 'hasRelatedCompanyRoles', 'no')).toMatchObject({
      hasRelatedCompanyRoles: 'no',
      relatedCompanyRoles: [],
    });
    expect(questionAnswered(saved, 'hasMissionsAbroad', 'no')).toMatchObject({
      hasMissionsAbroad: 'no',
      missionsAbroad: [],
    });
    expect(questionAnswered(saved, 'hasReference', 'no')).toMatchObject({
      hasReference: 'no',
      reference: { name: '', position: '', contactDetails: '', comment: '' },
    });
    // The other lists are left alone.
    expect(questionAnswered(saved, 'hasMissionsAbroad', 'no').sameCompanyRoles).toHaveLength(1);
  });

  it('Yes on an empty list offers its first row; on a filled list it keeps the rows', () => {
    const fresh = emptyWorkExperienceValues();
    expect(questionAnswered(fresh, 'hasSameCompanyRoles', 'yes').sameCompanyRoles).toHaveLength(1);
    expect(questionAnswered(fresh, 'hasRelatedCompanyRoles', 'yes').relatedCompanyRoles[0]).toMatchObject({
      companyName: '',
      savedIndex: null,
    });
    expect(questionAnswered(fresh, 'hasMissionsAbroad', 'yes').missionsAbroad[0]).toMatchObject({
      country: '',
      monthsSpent: '',
    });
    const once = questionAnswered(fresh, 'hasMissionsAbroad', 'yes');
    expect(questionAnswered(once, 'hasMissionsAbroad', 'yes').missionsAbroad).toBe(once.missionsAbroad);
  });
});

describe('the composed request', () => {
  const saved = position({
    sameCompanyRoles: [
      {
        name: { de: 'Leiterin Controlling', en: 'Head of Controlling' },
        isActualEngagement: false,
        dateFrom: '2016-01-01',
        dateTo: '2017-12-31',
      },
      {
        name: { de: 'Prokuristin', en: 'Authorised officer' },
        isActualEngagement: false,
        dateFrom: '2018-01-01',
        dateTo: '2019-02-28',
      },
    ],
    missionsAbroad: [{ country: 'US', monthsSpent: 6, assignmentType: '100' }],
    reference: { name: 'Dr. Paul Weber', position: 'CEO', contactDetails: '', comment: '' },
    companyGroupId: 'grp_1',
    companyGroupName: 'Nordwerk Gruppe',
    companyGroupCountry: 'DE',
  });

  it('a new position at a new company goes without id and companyId, the other language empty', () => {
    const values: WorkExperienceValues = {
      ...emptyWorkExperienceValues(),
      companyName: '  Südlicht GmbH ',
      city: { de: 'Köln', en: 'stale' },
      name: { de: ' Geschäftsführerin ', en: 'stale' },
      contractType: '200',
      function: '100',
      role: '100',
      dateFrom: '2023-01-01',
      isActualEngagement: true,
    };
    const { workExperience, sameCompanyRoles, relatedCompanyRoles } = toComposedRequest(values, { lang: 'de' });
    expect(workExperience).not.toHaveProperty('id');
    expect(workExperience).not.toHaveProperty('companyId');
    expect(workExperience).toMatchObject({
      companyName: 'Südlicht GmbH',
      city: { de: 'Köln', en: '' },
      name: { de: 'Geschäftsführerin', en: '' },
      companyGroupId: '',
      dateTo: '',
      missionsAbroad: [],
      reference: null,
    });
    expect(sameCompanyRoles).toEqual([]);
    expect(relatedCompanyRoles).toEqual([]);
  });

  it('an edit writes only the active language; the other goes back as the server last sent it', () => {
    const values = workExperienceValuesOf(saved);
    values.name = { de: 'Kaufmännische Geschäftsführerin', en: 'changed in a stale draft' };
    values.description = { de: '<p>Neu</p>', en: '<p>stale</p>' };
    const request = toComposedRequest(values, { lang: 'de', savedPosition: saved, savedCompany: saved });
    expect(request.workExperience).toMatchObject({
      id: 'we_1',
      companyId: 'co_1',
      companyGroupId: 'grp_1',
      name: { de: 'Kaufmännische Geschäftsführerin', en: 'Chief Financial Officer' },
      description: { de: '<p>Neu</p>', en: '<p>Turnaround</p>' },
      city: { de: 'München', en: 'Munich' },
    });
    const english = toComposedRequest(values, { lang: 'en', savedPosition: saved, savedCompany: saved });
    expect(english.workExperience.name).toEqual({ de: 'Finanzvorständin', en: 'changed in a stale draft' });
  });

  it('a role keeps its own other-language title when a row above it is removed', () => {
    const values = workExperienceValuesOf(saved);
    values.sameCompanyRoles = values.sameCompanyRoles
      .slice(1)
      .map((role) => ({ ...role, name: { de: 'Prokuristin (Finanzen)', en: 'x' } }));
    const { sameCompanyRoles } = toComposedRequest(values, { lang: 'de', savedPosition: saved, savedCompany: saved });
    expect(sameCompanyRoles).toEqual([
      {
        name: { de: 'Prokuristin (Finanzen)', en: 'Authorised officer' },
        isActualEngagement: false,
        dateFrom: '2018-01-01',
        dateTo: '2019-02-28',
      },
    ]);
  });

  it('applies the clearing rules once more: current → no end date, No → empty list, no reference → null, months rounded', () => {
    const values = workExperienceValuesOf(saved);
    values.isActualEngagement = true;
    values.dateTo = '2022-06-30';
    values.hasSameCompanyRoles = 'no';
    values.hasReference = 'no';
    values.missionsAbroad = [{ rowKey: 'a', country: 'US', monthsSpent: '2.5', assignmentType: '100' }];
    values.sameCompanyRoles[0] = { ...values.sameCompanyRoles[0]!, isActualEngagement: true };
    const request = toComposedRequest(values, { lang: 'de', savedPosition: saved, savedCompany: saved });
    expect(request.workExperience).toMatchObject({
      isActualEngagement: true,
      dateTo: '',
      reference: null,
      missionsAbroad: [{ country: 'US', monthsSpent: 3, assignmentType: '100' }],
    });
    expect(request.sameCompanyRoles).toEqual([]);
  });

  it('sends the industry description only for the industry "other", and trims the texts', () => {
    const values = workExperienceValuesOf(saved);
    values.industryDescription = 'Shipbuilding';
    expect(toComposedRequest(values, { lang: 'de', savedPosition: saved }).workExperience.industryDescription).toBe('');
    values.industry = '10';
    values.reference = { name: ' Dr. Paul Weber ', position: ' CEO ', contactDetails: '', comment: '' };
    const { workExperience } = toComposedRequest(values, { lang: 'de', savedPosition: saved });
    expect(workExperience.industryDescription).toBe('Shipbuilding');
    expect(workExperience.reference).toEqual({
      name: 'Dr. Paul Weber',
      position: 'CEO',
      contactDetails: '',
      comment: '',
    });
  });

  it('no form-only key (rowKey, savedIndex, the yes/no answers) reaches the request', () => {
    const request = JSON.stringify(
      toComposedRequest(workExperienceValuesOf(saved), { lang: 'de', savedPosition: saved, savedCompany: saved }),
    );
    for (const key of ['rowKey', 'savedIndex', 'hasSameCompanyRoles', 'hasReference'])
      expect(request).not.toContain(key);
  });

  it('the company dialog sends the saved position unchanged with the new facts', () => {
    const facts = {
      ...workExperienceValuesOf(saved),
      companyName: 'Nordwerk SE',
      city: { de: 'Hamburg', en: 'stale' },
    };
    const request = companyFactsRequest(facts, saved, 'de');
    expect(request.workExperience).toMatchObject({
      id: 'we_1',
      companyId: 'co_1',
      companyName: 'Nordwerk SE',
      city: { de: 'Hamburg', en: 'Munich' },
      name: saved.name,
      description: saved.description,
      dateTo: saved.dateTo,
      reference: saved.reference,
    });
    expect(request.sameCompanyRoles).toEqual(saved.sameCompanyRoles);
  });
});

describe('companies and groups on the CV', () => {
  const cv = [
    position({ id: 'a1', companyId: 'A', companyName: 'Alpha', dateFrom: '2010-01-01', dateTo: '2012-12-31' }),
    position({
      id: 'b1',
      companyId: 'B',
      companyName: 'Beta',
      dateFrom: '2013-01-01',
      dateTo: '2015-12-31',
      companyGroupId: 'g',
      companyGroupName: 'Gruppe',
      companyGroupCountry: 'DE',
    }),
    position({
      id: 'a2',
      companyId: 'A',
      companyName: 'Alpha',
      isActualEngagement: true,
      dateFrom: '2020-01-01',
      dateTo: '',
    }),
  ];

  it('groups positions by company, latest first', () => {
    expect(companiesOf(cv).map((company) => [company.companyId, company.positions.map((each) => each.id)])).toEqual([
      ['A', ['a2', 'a1']],
      ['B', ['b1']],
    ]);
  });

  it('finds a company by its id or by the id of one of its positions', () => {
    expect(findCompany(cv, 'A')?.latest.id).toBe('a2');
    expect(findCompany(cv, 'b1')?.companyId).toBe('B');
    expect(findCompany(cv, 'nope')).toBeNull();
    expect(findCompany(cv, undefined)).toBeNull();
  });

  it('finds a group and its companies', () => {
    expect(findCompanyGroup(cv, 'g')).toEqual({
      companyGroupId: 'g',
      companyGroupName: 'Gruppe',
      companyGroupCountry: 'DE',
      companyIds: ['B'],
    });
    expect(findCompanyGroup(cv, 'x')).toBeNull();
  });

  it('reads the companies of the navigation state, and nothing from a state without them', () => {
    expect(
      companiesFromState({ fromBase: true, companies: [{ compId: 'A', companyName: 'Alpha' }, { id: 1 }] }),
    ).toEqual([{ compId: 'A', companyName: 'Alpha' }]);
    expect(companiesFromState({ fromBase: true })).toBeNull();
    expect(companiesFromState(null)).toBeNull();
    expect(companiesFromState({ companies: 'A' })).toBeNull();
  });
});
