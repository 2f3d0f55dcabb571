import { addMonths, format, startOfMonth } from 'date-fns';

import {
  CONTRACT_TYPE,
  emptyCompanyFacts,
  emptyPositionFacts,
  type Availability,
  type Education,
  type LanguageProficiency,
  type LocalizedText,
  type WorkExperience,
} from '../../src/contract/resume';
import type { DbCv } from '../model';
import { randomToken } from '../shared/ids';

/**
 * Builders of CVs (the demo CVs are in ./demoCvs.ts; docs/decisions/018-demo-data.md). Codes are those of
 * meta/labels.ts.
 */

/**
 * The public CV id of manager@demo.test (docs/decisions/037-public-cv.md): the README's demo links
 * `/manager/cv/{id}` and `/candidate/cv/{id}`. Every other manager gets a random one (newPublicCvId).
 */
export const DEMO_PUBLIC_CV_ID = 'pcv_7f3k9q2xw8m4t6ha';

/** A public CV id: 18 random bytes, nothing a caller could count up to or derive from the manager id. */
export function newPublicCvId(): string {
  return `pcv_${randomToken(18)}`;
}

// ---------------------------------------------------------------- builders

export const text = (de: string, en: string): LocalizedText => ({ de, en });
export const NO_TEXT: LocalizedText = { de: '', en: '' };

export function emptyAvailability(): Availability {
  return {
    availableFrom: '',
    availableFromRemarks: '',
    operationalReadiness: [],
    dailyRateFrom: 0,
    dailyRateTo: 0,
    annualTargetIncome: 0,
    mobility: '',
    mobilityRemarks: '',
  };
}

/** A CV with nothing in it: every section shows "section is empty". */
export function emptyCv(): DbCv {
  return {
    availability: emptyAvailability(),
    education: [],
    executiveSummary: { ...NO_TEXT },
    competenceProfile: {
      industryFocuses: { ...NO_TEXT },
      specialistFocuses: { ...NO_TEXT },
      managementMethods: { ...NO_TEXT },
    },
    itSkills: { itSkills: [], itSkillRemarks: '' },
    languageProficiencies: [],
    otherActivities: { ...NO_TEXT },
    workExperience: [],
    revision: 0,
  };
}

export function buildEducation(overrides: Partial<Education> & Pick<Education, 'id'>): Education {
  return {
    fieldOfStudy: { ...NO_TEXT },
    institution: { ...NO_TEXT },
    details: { ...NO_TEXT },
    dateFrom: '',
    dateTo: '',
    degree: '',
    certificate: '',
    isHighestDegree: false,
    country: 'DE',
    schoolType: '',
    educationType: '',
    course: '',
    ...overrides,
  };
}

export function buildWorkExperience(
  overrides: Partial<WorkExperience> & Pick<WorkExperience, 'id' | 'companyId'>,
): WorkExperience {
  return {
    ...emptyCompanyFacts(),
    country: 'DE',
    companyGroupId: '',
    companyGroupName: '',
    companyGroupCountry: '',
    ...emptyPositionFacts(),
    contractType: CONTRACT_TYPE.PERMANENT,
    sameCompanyRoles: [],
    relatedCompanyRoles: [],
    missionsAbroad: [],
    reference: null,
    ...overrides,
  };
}

export const language = (id: string, languageCode: string, languageLevelCode: string): LanguageProficiency => ({
  id,
  languageCode,
  languageLevelCode,
});

/** First day of the month after next: a demo availability that never lies in the past. */
export function availableSoon(now: Date): string {
  return format(startOfMonth(addMonths(now, 2)), 'yyyy-MM-dd');
}
