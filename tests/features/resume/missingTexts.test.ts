import type { Education, WorkExperience } from '@/contract/resume';
import { countByLanguage, hasText, missingLanguage, missingTexts } from '@/features/resume/missingTexts';
import { buildEducation, buildWorkExperience, text } from '@mocks/resume/fixtures';

/** Bilingual help ("Beyond the specification"): texts written in one language and missing in the other. */

const NONE = text('', '');

function education(overrides: Partial<Education> = {}): Education {
  return buildEducation({
    id: 'edu1',
    fieldOfStudy: text('BWL', 'Business administration'),
    institution: text('Uni Mannheim', 'University of Mannheim'),
    details: text('Finanzen', 'Finance'),
    dateFrom: '1995-10-01',
    dateTo: '2000-03-31',
    degree: '200',
    ...overrides,
  });
}

function position(overrides: Partial<WorkExperience> = {}): WorkExperience {
  return buildWorkExperience({
    id: 'wex1',
    companyId: 'cmp1',
    companyName: 'Acme AG',
    city: text('München', 'Munich'),
    name: text('Finanzvorstand', 'Chief Financial Officer'),
    dateFrom: '2010-01-01',
    dateTo: '2012-01-01',
    description: text('<p>Finanzen</p>', '<p>Finance</p>'),
    ...overrides,
  });
}

const complete = {
  executiveSummary: text('<p>Zusammenfassung</p>', '<p>Summary</p>'),
  competenceProfile: {
    industryFocuses: text('Industrie', 'Industry'),
    specialistFocuses: text('Finanzen', 'Finance'),
    managementMethods: text('Agil', 'Agile'),
  },
  otherActivities: text('Ehrenamt', 'Volunteering'),
  education: [education()],
  workExperience: [position()],
};

describe('what counts as written', () => {
  it('reads a rich text without visible words as empty', () => {
    expect(hasText('<p><br></p>')).toBe(false);
    expect(hasText('<p>&nbsp; </p><ul><li></li></ul>')).toBe(false);
    expect(hasText('<p>x</p>')).toBe(true);
    expect(hasText(undefined)).toBe(false);
  });

  it('calls a text missing only in the language that lacks it while the other has it', () => {
    expect(missingLanguage(text('Hallo', ''))).toBe('en');
    expect(missingLanguage(text('', 'Hello'))).toBe('de');
    expect(missingLanguage(text('Hallo', 'Hello'))).toBeNull();
    // Empty in both: an empty field, not a missing translation.
    expect(missingLanguage(NONE)).toBeNull();
    expect(missingLanguage(undefined)).toBeNull();
  });
});

describe('the missing texts of a CV', () => {
  it('finds nothing in a CV written in both languages, and nothing in an empty one', () => {
    expect(missingTexts(complete)).toEqual([]);
    expect(
      missingTexts({
        executiveSummary: NONE,
        competenceProfile: { industryFocuses: NONE, specialistFocuses: NONE, managementMethods: NONE },
        otherActivities: NONE,
        education: [],
        workExperience: [],
      }),
    ).toEqual([]);
  });

  it('lists the summary, the three competence texts and other activities with their dialogs', () => {
    const found = missingTexts({
      ...complete,
      executiveSummary: text('<p>Nur Deutsch</p>', '<p><br></p>'),
      competenceProfile: {
        industryFocuses: text('', 'Industry'),
        specialistFocuses: text('Finanzen', ''),
        managementMethods: text('', 'Agile'),
      },
      otherActivities: text('', 'Volunteering'),
    });
    expect(found).toEqual([
      { lang: 'en', field: 'executiveSummary', dialog: 'executiveSummary' },
      { lang: 'de', field: 'industryFocuses', dialog: 'competenceProfile' },
      { lang: 'en', field: 'specialistFocuses', dialog: 'competenceProfile' },
      { lang: 'de', field: 'managementMethods', dialog: 'competenceProfile' },
      { lang: 'de', field: 'otherActivities', dialog: 'otherActivities' },
    ]);
    expect(countByLanguage(found)).toEqual({ de: 3, en: 2 });
  });

  it("lists each education's title, institution and details, named by the title it has", () => {
    const found = missingTexts({
      ...complete,
      education: [
        education({
          id: 'edu7',
          fieldOfStudy: text('', 'MBA'),
          institution: text('', 'INSEAD'),
          details: text('Strategie', ''),
        }),
      ],
    });
    expect(found).toEqual([
      { lang: 'de', field: 'educationTitle', dialog: 'education', id: 'edu7', item: 'MBA' },
      { lang: 'de', field: 'educationInstitution', dialog: 'education', id: 'edu7', item: 'MBA' },
      { lang: 'en', field: 'educationDetails', dialog: 'education', id: 'edu7', item: 'MBA' },
    ]);
  });

  it("lists a position's job title, description and roles, and its company's city once per company", () => {
    const found = missingTexts({
      ...complete,
      workExperience: [
        position({
          id: 'wex1',
          name: text('Finanzvorstand', ''),
          description: text('', '<p>Finance</p>'),
          city: text('München', ''),
          sameCompanyRoles: [
            { name: text('', 'Project lead'), isActualEngagement: false, dateFrom: '2011-01-01', dateTo: '2011-06-30' },
          ],
          relatedCompanyRoles: [
            {
              companyName: 'Acme Service',
              name: text('Geschäftsführer', ''),
              isActualEngagement: false,
              dateFrom: '2011-01-01',
              dateTo: '2011-06-30',
            },
          ],
        }),
        position({ id: 'wex2', city: text('München', ''), name: text('Controller', 'Controller') }),
      ],
    });
    expect(found).toEqual([
      { lang: 'en', field: 'jobTitle', dialog: 'workExperience', id: 'wex1', item: 'Finanzvorstand, Acme AG' },
      {
        lang: 'de',
        field: 'positionDescription',
        dialog: 'workExperience',
        id: 'wex1',
        item: 'Finanzvorstand, Acme AG',
      },
      { lang: 'de', field: 'sameCompanyRole', dialog: 'workExperience', id: 'wex1', item: 'Project lead, Acme AG' },
      {
        lang: 'en',
        field: 'relatedCompanyRole',
        dialog: 'workExperience',
        id: 'wex1',
        item: 'Geschäftsführer, Acme Service',
      },
      { lang: 'en', field: 'companyCity', dialog: 'company', id: 'cmp1', item: 'Acme AG' },
    ]);
    expect(countByLanguage(found)).toEqual({ de: 2, en: 3 });
  });
});
