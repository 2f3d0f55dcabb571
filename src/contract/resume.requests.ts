/** The JSON bodies of the CV's saves as valibot schemas (see session.requests.ts). Dates yyyy-MM-dd or ''. */
import * as v from 'valibot';

import {
  type Availability,
  type CompetenceProfile,
  type EducationRequest,
  type ExecutiveSummaryRequest,
  type ItSkills,
  type LanguageProficiencyRequest,
  type OtherActivitiesRequest,
  type SaveCompanyGroupRequest,
  type WorkExperienceComposedRequest,
} from './resume';
import type { Expect, SchemaFits } from './sameType';

/** A text per language of the CV. */
const localizedText = v.object({ de: v.string(), en: v.string() });

/** `PUT /manager/availability`: amounts in euro; codes of the `operationalReadiness` and `mobility` lists. */
export const availabilityRequestSchema = v.object({
  availableFrom: v.string(),
  availableFromRemarks: v.string(),
  operationalReadiness: v.array(v.string()),
  dailyRateFrom: v.number(),
  dailyRateTo: v.number(),
  annualTargetIncome: v.number(),
  mobility: v.string(),
  mobilityRemarks: v.string(),
});

/** (designed shape) `PUT /manager/executive-summary`. */
export const executiveSummaryRequestSchema = v.object({ executiveSummary: localizedText });

/** `PUT /manager/competence-profile`. */
export const competenceProfileRequestSchema = v.object({
  industryFocuses: localizedText,
  specialistFocuses: localizedText,
  managementMethods: localizedText,
});

/** `PUT /manager/it-skills`: codes of the `itSkills` list. */
export const itSkillsRequestSchema = v.object({ itSkills: v.array(v.string()), itSkillRemarks: v.string() });

/** (designed shape) `PUT /manager/language-proficiency`: the whole list; rows without an id are new. */
export const languageProficiencyRequestSchema = v.object({
  languageProficiencies: v.array(
    v.object({ id: v.optional(v.string()), languageCode: v.string(), languageLevelCode: v.string() }),
  ),
});

/** (designed shape) `PUT /manager/other-activities`. */
export const otherActivitiesRequestSchema = v.object({ otherActivities: localizedText });

/** `POST /manager/education` (no id: adds) and `PUT /manager/education` (with id: changes). */
export const educationRequestSchema = v.object({
  id: v.optional(v.string()),
  fieldOfStudy: localizedText,
  institution: localizedText,
  details: localizedText,
  dateFrom: v.string(),
  dateTo: v.string(),
  degree: v.string(),
  certificate: v.string(),
  isHighestDegree: v.boolean(),
  country: v.string(),
  schoolType: v.string(),
  educationType: v.string(),
  course: v.string(),
});

const sameCompanyRoleEntries = {
  name: localizedText,
  isActualEngagement: v.boolean(),
  dateFrom: v.string(),
  dateTo: v.string(),
};
const sameCompanyRoleSchema = v.object(sameCompanyRoleEntries);
const relatedCompanyRoleSchema = v.object({ ...sameCompanyRoleEntries, companyName: v.string() });

/**
 * `POST /manager/work_experience_composed`: a position (without `id` added; without `companyId` in a new
 * company) with its roles in the same and in related companies.
 */
export const workExperienceComposedRequestSchema = v.object({
  workExperience: v.object({
    id: v.optional(v.string()),
    companyId: v.optional(v.string()),
    companyName: v.string(),
    city: localizedText,
    country: v.string(),
    ownershipStructure: v.string(),
    companyEmployees: v.string(),
    companyTurnover: v.string(),
    industry: v.string(),
    industryDescription: v.string(),
    companySituation: v.string(),
    name: localizedText,
    function: v.string(),
    role: v.string(),
    commitment: v.string(),
    placeOfOccupation: v.string(),
    countryOfOccupation: v.string(),
    reportingTo: v.string(),
    isActualEngagement: v.boolean(),
    dateFrom: v.string(),
    dateTo: v.string(),
    description: localizedText,
    revenueResponsability: v.string(),
    costBudgetResponsability: v.string(),
    personnelResponsability: v.string(),
    noOfDirectReports: v.string(),
    coreCompetencies: v.array(v.string()),
    companyGroupId: v.string(),
    companyGroupName: v.string(),
    companyGroupCountry: v.string(),
    contractType: v.string(),
    missionsAbroad: v.array(v.object({ country: v.string(), monthsSpent: v.number(), assignmentType: v.string() })),
    reference: v.nullable(
      v.object({ name: v.string(), position: v.string(), contactDetails: v.string(), comment: v.string() }),
    ),
  }),
  sameCompanyRoles: v.array(sameCompanyRoleSchema),
  relatedCompanyRoles: v.array(relatedCompanyRoleSchema),
});

/** `POST /manager/save_company_group`: without `companyGroupId` a group is made; at least one company. */
export const saveCompanyGroupRequestSchema = v.object({
  workExperience: v.object({
    companyGroupId: v.optional(v.string()),
    companyGroupName: v.string(),
    companyGroupCountry: v.string(),
    companiesInGroup: v.array(v.string()),
  }),
});

export type ResumeRequestsFit = [
  Expect<SchemaFits<typeof availabilityRequestSchema, Availability>>,
  Expect<SchemaFits<typeof executiveSummaryRequestSchema, ExecutiveSummaryRequest>>,
  Expect<SchemaFits<typeof competenceProfileRequestSchema, CompetenceProfile>>,
  Expect<SchemaFits<typeof itSkillsRequestSchema, ItSkills>>,
  Expect<SchemaFits<typeof languageProficiencyRequestSchema, LanguageProficiencyRequest>>,
  Expect<SchemaFits<typeof otherActivitiesRequestSchema, OtherActivitiesRequest>>,
  Expect<SchemaFits<typeof educationRequestSchema, EducationRequest>>,
  Expect<SchemaFits<typeof workExperienceComposedRequestSchema, WorkExperienceComposedRequest>>,
  Expect<SchemaFits<typeof saveCompanyGroupRequestSchema, SaveCompanyGroupRequest>>,
];
