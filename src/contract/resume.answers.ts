/**
 * The CV's answers as the app reads them (src/contract/schema.ts;
 * docs/decisions/033-answers-at-the-door.md): each schema checks an answer at the door and gives
 * its type. Apart from the paths and rules (resume.ts), so that the first script, which builds
 * paths, carries no schema.
 *
 * Codes (degree, function, contractType, mobility …) the portal does not know are kept as they
 * came; a null or missing text reads as '', a null list as empty, a null reference as none. An
 * amount, a day or an id that cannot be read fails the answer.
 */
import * as v from 'valibot';

import { addressSchema, notificationSettingsOrNone, personalDetailsSchema } from './account.answers';
import { apiDateOrNone, dateTimeOrNone, id, list, localized, optionalDateTime, optionalText, text } from './schema';

/**
 * An amount in euro where 0 means "not given" (as the CV shows it): null or missing reads as 0;
 * anything but a number (a numeric text too) fails the answer.
 */
const amountOrNone = v.nullish(v.number(), 0);

/** A yes/no the server may leave out: null or missing reads as no. */
const flag = v.nullish(v.boolean(), false);

/** A list of codes; null reads as empty. */
const codes = list(v.string());

/**
 * (designed) The version of what the manager saves on its own, and when it was saved
 * (src/contract/versions.ts; docs/decisions/035-save-versions.md).
 */
const versionEntries = { version: optionalText, savedAt: optionalDateTime };
export const savedVersionSchema = v.object(versionEntries);
export type SavedVersion = v.InferOutput<typeof savedVersionSchema>;

/** Availability and rates. Dates yyyy-MM-dd ('' when not set); amounts in euro, 0 when not given (a new manager's). */
export const availabilitySchema = v.object({
  availableFrom: apiDateOrNone,
  availableFromRemarks: text,
  /** Codes of the `operationalReadiness` list; at least one. */
  operationalReadiness: codes,
  dailyRateFrom: amountOrNone,
  dailyRateTo: amountOrNone,
  annualTargetIncome: amountOrNone,
  /** A code of the `mobility` list. */
  mobility: text,
  mobilityRemarks: text,
});
export type Availability = v.InferOutput<typeof availabilitySchema>;

export const educationSchema = v.object({
  id,
  /** The training title. */
  fieldOfStudy: localized,
  institution: localized,
  details: localized,
  dateFrom: apiDateOrNone,
  dateTo: apiDateOrNone,
  /** A code of `educationLevels`. */
  degree: text,
  /** A code of `certificateTypes` ('' = none). */
  certificate: text,
  isHighestDegree: flag,
  country: text,
  /** Codes of `schoolTypes`, `educationTypes`, `courseTypes` ('' = none). */
  schoolType: text,
  educationType: text,
  course: text,
  ...versionEntries,
});
export type Education = v.InferOutput<typeof educationSchema>;

export const languageProficiencySchema = v.object({
  id,
  languageCode: text,
  languageLevelCode: text,
});
export type LanguageProficiency = v.InferOutput<typeof languageProficiencySchema>;

export const itSkillsSchema = v.object({
  /** Codes of `itSkills`, at most MAX_IT_SKILLS. */
  itSkills: codes,
  itSkillRemarks: text,
});
export type ItSkills = v.InferOutput<typeof itSkillsSchema>;

export const competenceProfileSchema = v.object({
  industryFocuses: localized,
  specialistFocuses: localized,
  managementMethods: localized,
});
export type CompetenceProfile = v.InferOutput<typeof competenceProfileSchema>;

const sameCompanyRoleEntries = {
  name: localized,
  isActualEngagement: flag,
  dateFrom: apiDateOrNone,
  dateTo: apiDateOrNone,
};
export const sameCompanyRoleSchema = v.object(sameCompanyRoleEntries);
export type SameCompanyRole = v.InferOutput<typeof sameCompanyRoleSchema>;

export const relatedCompanyRoleSchema = v.object({
  ...sameCompanyRoleEntries,
  /** The sister company. */
  companyName: text,
});
export type RelatedCompanyRole = v.InferOutput<typeof relatedCompanyRoleSchema>;

export const missionAbroadSchema = v.object({
  country: text,
  /** Whole months, at least 1. */
  monthsSpent: v.number(),
  /** A code of `assignmentTypes`. */
  assignmentType: text,
});
export type MissionAbroad = v.InferOutput<typeof missionAbroadSchema>;

export const referenceSchema = v.object({
  name: text,
  position: text,
  contactDetails: text,
  comment: text,
});
export type Reference = v.InferOutput<typeof referenceSchema>;

/** The company facts every position of one company shares (the `company/:id` dialog edits only these). */
const companyFactsEntries = {
  companyName: text,
  city: localized,
  country: text,
  /** Codes of `ownershipStructures`, `companyEmployees`, `companyTurnover`, `industries`, `companySituations`. */
  ownershipStructure: text,
  companyEmployees: text,
  companyTurnover: text,
  industry: text,
  /** What the industry is, when it is INDUSTRY_OTHER. */
  industryDescription: text,
  companySituation: text,
};
export type CompanyFacts = v.InferOutput<v.ObjectSchema<typeof companyFactsEntries, undefined>>;

/**
 * What a position says of itself besides its contract type, lists and reference: the title,
 * the job, the place, the period and the responsibilities.
 */
const positionFactsEntries = {
  /** The job title. */
  name: localized,
  /** Codes of `functions` and `roles`. */
  function: text,
  role: text,
  /** Codes of `commitments`; free text for the place. */
  commitment: text,
  placeOfOccupation: text,
  countryOfOccupation: text,
  reportingTo: text,
  isActualEngagement: flag,
  dateFrom: apiDateOrNone,
  /** '' while `isActualEngagement`. */
  dateTo: apiDateOrNone,
  description: localized,
  /** Codes of `revenueResponsibilities`, `budgetResponsibilities`, `personnelResponsibilities`, `directReports`; the spec's spelling. */
  revenueResponsability: text,
  costBudgetResponsability: text,
  personnelResponsability: text,
  noOfDirectReports: text,
  /** Codes of `coreCompetencies` whose `parent` is `function`; at most MAX_CORE_COMPETENCIES. */
  coreCompetencies: codes,
};
export type PositionFacts = v.InferOutput<v.ObjectSchema<typeof positionFactsEntries, undefined>>;

/** A position of the work experience. Positions with the same `companyId` are one company. */
export const workExperienceSchema = v.object({
  ...companyFactsEntries,
  ...positionFactsEntries,
  id,
  companyId: id,
  /** '' when the company is in no group. */
  companyGroupId: text,
  companyGroupName: text,
  companyGroupCountry: text,
  /**
   * A CONTRACT_TYPE code. One the portal does not know is kept: the CV shows no label for it, and
   * the position's form asks for a known one before it saves.
   */
  contractType: text,
  sameCompanyRoles: list(sameCompanyRoleSchema),
  relatedCompanyRoles: list(relatedCompanyRoleSchema),
  missionsAbroad: list(missionAbroadSchema),
  /** null (or missing) = "no reference". */
  reference: v.nullish(referenceSchema, null),
  /** The position's own version: a save of its company's facts moves every position of the company on. */
  ...versionEntries,
});
export type WorkExperience = v.InferOutput<typeof workExperienceSchema>;

const sectionVersion = v.nullish(savedVersionSchema, {});

/**
 * (designed) The versions of the sections saved whole (CV_SECTIONS) and of each company group, by its
 * id; the education entries and positions carry their own.
 */
export const cvVersionsSchema = v.object({
  availability: sectionVersion,
  executiveSummary: sectionVersion,
  competenceProfile: sectionVersion,
  itSkills: sectionVersion,
  languages: sectionVersion,
  otherActivities: sectionVersion,
  companyGroups: v.nullish(v.record(v.string(), savedVersionSchema), {}),
});
export type CvVersions = v.InferOutput<typeof cvVersionsSchema>;

/**
 * `GET /manager/{managerId}`, `GET /manager/candidates/{candidateId}/cv`. Every CV save answers with
 * this, which replaces the client's copy (designed).
 */
export const resumeSchema = v.object({
  /** Null reads as nothing given. */
  availability: v.nullish(availabilitySchema, {}),
  /**
   * (designed) ISO date-time of the last `PUT /manager/availability`, set by the server: the
   * dashboard asks the manager to reconfirm availability after 30 days. Absent when never saved.
   */
  availabilityUpdatedAt: optionalDateTime,
  completionPercent: v.number(),
  education: list(educationSchema),
  executiveSummary: localized,
  competenceProfile: v.nullish(competenceProfileSchema, {}),
  itSkills: v.nullish(itSkillsSchema, {}),
  languageProficiencies: list(languageProficiencySchema),
  /** ISO date-time of the last CV change ('' when never). */
  lastModified: dateTimeOrNone,
  otherActivities: localized,
  workExperience: list(workExperienceSchema),
  notificationSettings: notificationSettingsOrNone,
  personalDetails: personalDetailsSchema,
  /** (designed) Absent from a server without versions: its saves go without a condition. */
  versions: v.nullish(cvVersionsSchema, {}),
  /**
   * (designed) The id of the owner's public CV (`/manager/cv/{publicCvId}`), in the owner's own CV only. Absent
   * from a server without it, and so is a value that is not a non-empty text: what it lacks costs the sharing
   * of the CV, never the CV (docs/decisions/037-public-cv.md).
   */
  publicCvId: v.fallback(v.optional(id), undefined),
});
export type Resume = v.InferOutput<typeof resumeSchema>;

/** The fields of a saved item that only its owner's saves need (docs/decisions/035-save-versions.md). */
const VERSION_KEYS = ['version', 'savedAt'] as const;

/**
 * (designed) What anyone but the owner reads of a CV: the public views `/manager/cv/{id}` and
 * `/candidate/cv/{id}`, and a candidate's CV for a client (docs/decisions/037-public-cv.md). The owner's
 * `Resume` without contact details (only the name and the city and country of the address), rates,
 * income, remarks on the availability and mobility, the references (a referee is a third person: name, position and
 * the manager's comment on them are not for anonymous readers), the notification
 * settings, the versions and the public CV id. Derived from the owner's schemas, so the two cannot drift; a field the
 * server sends beyond these is dropped at the door.
 */
export const publicCvSchema = v.object({
  personalDetails: v.object({
    ...v.pick(personalDetailsSchema, ['salutation', 'title', 'firstName', 'lastName']).entries,
    primaryAddress: v.nullish(v.pick(addressSchema, ['city', 'country']), {}),
  }),
  availability: v.nullish(v.pick(availabilitySchema, ['availableFrom', 'operationalReadiness', 'mobility']), {}),
  executiveSummary: resumeSchema.entries.executiveSummary,
  competenceProfile: resumeSchema.entries.competenceProfile,
  itSkills: resumeSchema.entries.itSkills,
  languageProficiencies: resumeSchema.entries.languageProficiencies,
  otherActivities: resumeSchema.entries.otherActivities,
  education: list(v.omit(educationSchema, VERSION_KEYS)),
  workExperience: list(v.omit(workExperienceSchema, [...VERSION_KEYS, 'reference'])),
});
export type PublicCv = v.InferOutput<typeof publicCvSchema>;
export type PublicPersonalDetails = PublicCv['personalDetails'];
export type PublicPosition = PublicCv['workExperience'][number];
export type PublicEducation = PublicCv['education'][number];

/**
 * (designed) `POST /manager/public-cv-id`: the signed-in manager's new public CV id (docs/decisions/037-public-cv.md).
 */
export const publicCvIdAnswerSchema = v.object({ publicCvId: id });
export type PublicCvIdAnswer = v.InferOutput<typeof publicCvIdAnswerSchema>;

/**
 * (designed) A refused save's `current` (412): a section as the Resume holds it, under the same name,
 * with its version.
 */
const sectionNow = <Key extends keyof typeof resumeSchema.entries>(key: Key) =>
  v.object({ [key]: resumeSchema.entries[key], ...versionEntries } as {
    [K in Key]: (typeof resumeSchema.entries)[Key];
  } & typeof versionEntries);

export const sectionCurrentSchemas = {
  availability: sectionNow('availability'),
  executiveSummary: sectionNow('executiveSummary'),
  competenceProfile: sectionNow('competenceProfile'),
  itSkills: sectionNow('itSkills'),
  languages: sectionNow('languageProficiencies'),
  otherActivities: sectionNow('otherActivities'),
};

/** (designed) A company group's `current` (412): its name, country and companies, with its version. */
export const companyGroupCurrentSchema = v.object({
  companyGroupId: id,
  companyGroupName: text,
  companyGroupCountry: text,
  companiesInGroup: codes,
  ...versionEntries,
});
export type CompanyGroupNow = v.InferOutput<typeof companyGroupCurrentSchema>;

/**
 * (designed) `GET /manager/pdf/file/{managerId}/revision`: a counter that goes up with every
 * CV save, so a client can tell whether a CV PDF it holds is still current. Own CV only (403).
 */
export const cvPdfRevisionResponseSchema = v.object({
  revision: v.number(),
});
export type CvPdfRevisionResponse = v.InferOutput<typeof cvPdfRevisionResponseSchema>;
