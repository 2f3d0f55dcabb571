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

/**
 * Builders of CVs (the demo CVs are in ./demoCvs.ts; docs/decisions/018-demo-data.md). Codes are those of
 * meta/labels.ts.
 *
 * Candidate ids (designed): a client sees a manager as a candidate under the id
 * `cand_{managerId}` (e.g. `cand_10427` is manager@demo.test's CV), so
 * `GET /manager/candidates/{candidateId}/cv` needs no table of its own and every manager,
 * seeded or registered, has one.
 */

const CANDIDATE_PREFIX = 'cand_';

export function candidateIdOf(managerId: string): string {
  return `${CANDIDATE_PREFIX}${managerId}`;
}

/** The manager behind a candidate id; undefined when the id is not one. */
export function managerIdOfCandidate(candidateId: string): string | undefined {
  return candidateId.startsWith(CANDIDATE_PREFIX) ? candidateId.slice(CANDIDATE_PREFIX.length) : undefined;
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
