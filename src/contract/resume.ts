/**
 * The CV. Every CV save answers with the whole `Resume` (designed).
 */
import type { Lang } from './common';
import { apiPath } from './path';
import type {
  CompanyFacts,
  Education,
  LanguageProficiency,
  PositionFacts,
  RelatedCompanyRole,
  Resume,
  SameCompanyRole,
  WorkExperience,
} from './resume.answers';

export type {
  CompanyGroupNow,
  CvVersions,
  SavedVersion,
  Availability,
  CompanyFacts,
  CompetenceProfile,
  CvPdfRevisionResponse,
  Education,
  ItSkills,
  LanguageProficiency,
  MissionAbroad,
  PositionFacts,
  PublicCv,
  PublicCvIdAnswer,
  PublicEducation,
  PublicPersonalDetails,
  PublicPosition,
  Reference,
  RelatedCompanyRole,
  Resume,
  SameCompanyRole,
  WorkExperience,
} from './resume.answers';

export const CV_PATHS = {
  /** `GET`: the manager's own CV, whole (Resume), to its owner only; without a token 401, anyone else 404 (docs/decisions/037-public-cv.md). */
  managerCv: apiPath('/manager/:managerId'),
  /**
   * (designed) `GET`: the public view `/manager/cv/{id}` (PublicCv), to anyone, by the manager's public CV id,
   * an unguessable token apart from the manager id (docs/decisions/037-public-cv.md).
   */
  publicCv: apiPath('/manager/cv/:publicCvId'),
  /**
   * `GET`: a candidate's CV (PublicCv; docs/decisions/005-unnamed-calls.md) to a client of the candidate's
   * project or to the candidate; with a public CV id in place of the candidate id, the public view
   * `/candidate/cv/{id}` to anyone (docs/decisions/037-public-cv.md).
   */
  candidateCv: apiPath('/manager/candidates/:candidateId/cv'),
  /**
   * (designed) `POST`: a new public CV id for the signed-in manager, answered as `{ publicCvId }`; the old one
   * answers 404 from then on, so every link sent so far stops working (docs/decisions/037-public-cv.md).
   */
  publicCvId: apiPath('/manager/public-cv-id'),
  availability: apiPath('/manager/availability'),
  executiveSummary: apiPath('/manager/executive-summary'),
  competenceProfile: apiPath('/manager/competence-profile'),
  itSkills: apiPath('/manager/it-skills'),
  languageProficiency: apiPath('/manager/language-proficiency'),
  otherActivities: apiPath('/manager/other-activities'),
  markResumeCompleted: apiPath('/manager/mark-resume-completed'),
  /** `POST` adds (no id), `PUT` changes (with id). */
  education: apiPath('/manager/education'),
  educationItem: apiPath('/manager/education/:id'),
  workExperienceComposed: apiPath('/manager/work_experience_composed'),
  saveCompanyGroup: apiPath('/manager/save_company_group'),
  workExperienceItem: apiPath('/manager/work_experience/:id'),
  companyGroup: apiPath('/manager/company_group/:groupId'),
  cvPdf: apiPath('/manager/pdf/file/:language/:cvType/:design/:colourHex/:managerId'),
  cvPdfRevision: apiPath('/manager/pdf/file/:managerId/revision'),
  resumeSample: apiPath('/resume-actions/:sample/file/:lang'),
  resumeInstructions: apiPath('/resume-actions/instructions/file/:lang'),
} as const;

/**
 * A text kept per language. A dialog writes only the active resume language; see
 * `features/resume/bilingual.ts` for how "only the active language is kept on submit" is read.
 */
export type LocalizedText = Record<Lang, string>;

/** Contract types of a position. */
export const CONTRACT_TYPE = {
  PERMANENT: '100',
  INTERIM: '200',
  CONSULTING: '300',
  SELF_EMPLOYED: '400',
  BOARD: '500',
  CAREER_BREAK: '600',
} as const;
export type ContractType = (typeof CONTRACT_TYPE)[keyof typeof CONTRACT_TYPE];

/** Industry code 10 is "other": its label is hidden and `industryDescription` says what it is. */
export const INDUSTRY_OTHER = '10';

/** Education types whose course can be chosen. */
export const EDUCATION_TYPES_WITH_COURSE = ['200', '300', '500', '550'] as const;

/** Limits the specification sets. */
export const MAX_IT_SKILLS = 50;
export const MAX_CORE_COMPETENCIES = 3;
export const MAX_SUB_ENTRIES = 21;

/** PDF export. */
export const CV_TYPES = ['short', 'long', 'plant-manager', 'it-management'] as const;
export type CvType = (typeof CV_TYPES)[number];
export const RESUME_SAMPLES = ['plant-manager', 'it-expert', 'ceo', 'cfo'] as const;
export type ResumeSample = (typeof RESUME_SAMPLES)[number];
/** The seven colour schemes, each with templates 1 to 3; the hex goes into the PDF path without '#'. */
export const PDF_COLOUR_SCHEMES = [
  { name: 'Eisblau', hex: 'a9cce3' },
  { name: 'Grau', hex: '7f8c8d' },
  { name: 'Weiß', hex: 'ffffff' },
  { name: 'Olivgrau', hex: '6e6f58' },
  { name: 'Hellgrau', hex: 'd5d8dc' },
  { name: 'Rot', hex: 'b03a2e' },
  { name: 'Blau', hex: '1f4e8c' },
] as const;
export const PDF_DESIGNS = [1, 2, 3] as const;

/**
 * (designed) The sections saved whole, each with its own version (`Resume.versions`), and the field of
 * the Resume each one holds; a refused save's `current` holds it under that name.
 */
export const CV_SECTION_FIELD = {
  availability: 'availability',
  executiveSummary: 'executiveSummary',
  competenceProfile: 'competenceProfile',
  itSkills: 'itSkills',
  languages: 'languageProficiencies',
  otherActivities: 'otherActivities',
} as const satisfies Record<string, keyof Resume>;
export type CvSection = keyof typeof CV_SECTION_FIELD;

/** The fields of a saved item the server sets: a save never sends them (the version goes as a header). */
type ServerSet = 'version' | 'savedAt';

/** `POST /manager/education` (no id) and `PUT /manager/education` (with id). */
export type EducationRequest = Omit<Education, 'id' | ServerSet> & { id?: string };

/** `PUT /manager/language-proficiency` (designed shape): the whole list; rows without an id are new. */
export interface LanguageProficiencyRequest {
  languageProficiencies: (Omit<LanguageProficiency, 'id'> & { id?: string })[];
}

/** `PUT /manager/executive-summary` and `PUT /manager/other-activities` (designed shape). */
export interface ExecutiveSummaryRequest {
  executiveSummary: LocalizedText;
}
export interface OtherActivitiesRequest {
  otherActivities: LocalizedText;
}

/** A company nothing is known of yet: where a new company's form starts, and the base a built one is made on. */
export function emptyCompanyFacts(): CompanyFacts {
  return {
    companyName: '',
    city: { de: '', en: '' },
    country: '',
    ownershipStructure: '',
    companyEmployees: '',
    companyTurnover: '',
    industry: '',
    industryDescription: '',
    companySituation: '',
  };
}

/** A position nothing is known of yet, like `emptyCompanyFacts`. */
export function emptyPositionFacts(): PositionFacts {
  return {
    name: { de: '', en: '' },
    function: '',
    role: '',
    commitment: '',
    placeOfOccupation: '',
    countryOfOccupation: '',
    reportingTo: '',
    isActualEngagement: false,
    dateFrom: '',
    dateTo: '',
    description: { de: '', en: '' },
    revenueResponsability: '',
    costBudgetResponsability: '',
    personnelResponsability: '',
    noOfDirectReports: '',
    coreCompetencies: [],
  };
}

/**
 * `POST /manager/work_experience_composed` (relatedCompanyRoles, sameCompanyRoles,
 * workExperience). Without `id` a position is added; without `companyId` a new company is made.
 * Company facts sent with a position apply to every position of that company.
 */
export interface WorkExperienceComposedRequest {
  // contractType: the position's form sends a CONTRACT_TYPE; the company dialog sends a position as it was saved.
  workExperience: Omit<WorkExperience, 'id' | 'companyId' | 'sameCompanyRoles' | 'relatedCompanyRoles' | ServerSet> & {
    id?: string;
    companyId?: string;
  };
  sameCompanyRoles: SameCompanyRole[];
  relatedCompanyRoles: RelatedCompanyRole[];
}

/** `POST /manager/save_company_group` (workExperience). Without `companyGroupId` a group is made. */
export interface SaveCompanyGroupRequest {
  workExperience: {
    companyGroupId?: string;
    companyGroupName: string;
    companyGroupCountry: string;
    /** Company ids; at least one. Companies of the group not listed leave it. */
    companiesInGroup: string[];
  };
}
