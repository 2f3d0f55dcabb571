import * as v from 'valibot';

import {
  CONTRACT_TYPE,
  EDUCATION_TYPES_WITH_COURSE,
  INDUSTRY_OTHER,
  MAX_CORE_COMPETENCIES,
  MAX_IT_SKILLS,
  MAX_SUB_ENTRIES,
  type Availability,
  type CompetenceProfile,
  type ContractType,
  type Education,
  type EducationRequest,
  type ItSkills,
  type LanguageProficiencyRequest,
  type LocalizedText,
  type MissionAbroad,
  type PublicCv,
  type Reference,
  type RelatedCompanyRole,
  type Resume,
  type SameCompanyRole,
  type WorkExperience,
} from '../../src/contract/resume';
import { publicCvSchema } from '../../src/contract/resume.answers';
import { FIELDS_META } from '../meta/fixtures';
import { COUNTRY_CODES, listCodes, parentOf } from '../meta/labels';
import type { DbManager } from '../model';
import {
  FieldErrors,
  inOrder,
  isRecord,
  notInFuture,
  optionalId,
  readBoolean,
  readCode,
  readCodes,
  readDate,
  readInteger,
  readLocalized,
  readPlain,
  readRows,
  text,
  today,
  type Body,
} from '../shared/requests';
import { newPublicCvId } from './fixtures';
import { versionsOf, withVersion } from './versions';

/**
 * The server rules of the CV, one reader per request: each reads the body,
 * collects every field error and throws one 400 `validation` with all of them (FieldErrors),
 * or answers the clean value to store. Rule names are the client's (src/lib/validation.ts)
 * where one fits: required, max, maxDate, minDate, dateOrder, languageMandatory,
 * maxSelections, number, minNumber, rangeOrder; besides them oneOf (a code the list does not
 * know), duplicate, list/object (wrong JSON type), notAllowed and parent (a core competency
 * of another function).
 */

const META = FIELDS_META;
const CONTRACT_TYPES: readonly string[] = Object.values(CONTRACT_TYPE);
const COURSE_TYPES: readonly string[] = EDUCATION_TYPES_WITH_COURSE;

// ---------------------------------------------------------------- PUT /manager/availability

/**
 * availableFrom required and not in the past (today allowed); operational
 * readiness at least one code; daily rates whole numbers of at least 1 with from ≤ to; the
 * annual target income at least 0; mobility required.
 */
export function readAvailability(body: Body): Availability {
  const errors = new FieldErrors();
  const limits = META.availability;
  const availableFrom = readDate(body, 'availableFrom', errors, 'availableFrom', true);
  errors.check(availableFrom === '' || availableFrom >= today(), 'availableFrom', 'minDate');
  const operationalReadiness = readCodes(
    body.operationalReadiness,
    listCodes('operationalReadiness'),
    errors,
    'operationalReadiness',
  );
  errors.check(operationalReadiness.length > 0, 'operationalReadiness', 'required');
  const dailyRateFrom = readInteger(body, 'dailyRateFrom', errors, 'dailyRateFrom', 1);
  const dailyRateTo = readInteger(body, 'dailyRateTo', errors, 'dailyRateTo', 1);
  errors.check(dailyRateFrom <= dailyRateTo, 'dailyRateTo', 'rangeOrder');
  const income = body.annualTargetIncome;
  const incomeOk = typeof income === 'number' && Number.isFinite(income);
  errors.check(incomeOk, 'annualTargetIncome', 'number');
  errors.check(!incomeOk || income >= 0, 'annualTargetIncome', 'minNumber');
  const availability: Availability = {
    availableFrom,
    availableFromRemarks: readPlain(body, 'availableFromRemarks', errors, 'availableFromRemarks', {
      max: limits.availableFromRemarks.maxLength,
    }),
    operationalReadiness,
    dailyRateFrom,
    dailyRateTo,
    annualTargetIncome: incomeOk ? income : 0,
    mobility: readCode(body, 'mobility', listCodes('mobility'), errors, 'mobility', true),
    mobilityRemarks: readPlain(body, 'mobilityRemarks', errors, 'mobilityRemarks', {
      max: limits.mobilityRemarks.maxLength,
    }),
  };
  errors.throwIfAny();
  return availability;
}

// ---------------------------------------------------------------- rich texts of the resume

const RESUME = META.resume;

export function readExecutiveSummary(body: Body): LocalizedText {
  const errors = new FieldErrors();
  const value = readLocalized(body.executiveSummary, errors, 'executiveSummary', {
    rich: true,
    max: RESUME.executiveSummary.maxLength,
  });
  errors.throwIfAny();
  return value;
}

export function readOtherActivities(body: Body): LocalizedText {
  const errors = new FieldErrors();
  const value = readLocalized(body.otherActivities, errors, 'otherActivities', {
    rich: true,
    max: RESUME.otherActivities.maxLength,
  });
  errors.throwIfAny();
  return value;
}

export function readCompetenceProfile(body: Body): CompetenceProfile {
  const errors = new FieldErrors();
  const read = (key: 'industryFocuses' | 'specialistFocuses' | 'managementMethods') =>
    readLocalized(body[key], errors, key, { rich: true, max: RESUME[key].maxLength });
  const profile: CompetenceProfile = {
    industryFocuses: read('industryFocuses'),
    specialistFocuses: read('specialistFocuses'),
    managementMethods: read('managementMethods'),
  };
  errors.throwIfAny();
  return profile;
}

// ---------------------------------------------------------------- PUT /manager/it-skills

/** At most MAX_IT_SKILLS codes of the `itSkills` list, none twice. */
export function readItSkills(body: Body): ItSkills {
  const errors = new FieldErrors();
  const skills: ItSkills = {
    itSkills: readCodes(body.itSkills, listCodes('itSkills'), errors, 'itSkills', MAX_IT_SKILLS),
    itSkillRemarks: readPlain(body, 'itSkillRemarks', errors, 'itSkillRemarks', {
      max: RESUME.itSkillRemarks.maxLength,
    }),
  };
  errors.throwIfAny();
  return skills;
}

// ---------------------------------------------------------------- PUT /manager/language-proficiency

/**
 * Every row has a language and a level (the client drops half rows; here they are
 * refused), and no language comes twice.
 */
export function readLanguages(body: Body): LanguageProficiencyRequest['languageProficiencies'] {
  const errors = new FieldErrors();
  const languages = listCodes('languages');
  const levels = listCodes('languageLevels');
  const seen = new Set<string>();
  const rows = readRows(body.languageProficiencies, errors, 'languageProficiencies').map((row, index) => {
    const field = `languageProficiencies[${index}]`;
    const languageCode = readCode(row, 'languageCode', languages, errors, `${field}.languageCode`, true);
    const languageLevelCode = readCode(row, 'languageLevelCode', levels, errors, `${field}.languageLevelCode`, true);
    errors.check(languageCode === '' || !seen.has(languageCode), `${field}.languageCode`, 'duplicate');
    seen.add(languageCode);
    return { id: optionalId(row), languageCode, languageLevelCode };
  });
  errors.check(Array.isArray(body.languageProficiencies), 'languageProficiencies', 'list');
  errors.throwIfAny();
  return rows;
}

// ---------------------------------------------------------------- POST and PUT /manager/education

/**
 * Training title (fieldOfStudy), details and institution need one of de or en;
 * dateFrom, dateTo, degree and country are required; dateFrom not in the future; dateTo not
 * before dateFrom. A course only for the education types that have one.
 */
export function readEducation(body: Body): EducationRequest {
  const errors = new FieldErrors();
  const limits = META.education;
  const dateFrom = readDate(body, 'dateFrom', errors, 'dateFrom', true);
  const dateTo = readDate(body, 'dateTo', errors, 'dateTo', true);
  notInFuture(dateFrom, errors, 'dateFrom');
  inOrder(dateFrom, dateTo, errors, 'dateTo');
  const educationType = readCode(body, 'educationType', listCodes('educationTypes'), errors, 'educationType');
  const course = readCode(body, 'course', listCodes('courseTypes'), errors, 'course');
  errors.check(course === '' || COURSE_TYPES.includes(educationType), 'course', 'notAllowed');
  const education: EducationRequest = {
    id: optionalId(body),
    fieldOfStudy: readLocalized(body.fieldOfStudy, errors, 'fieldOfStudy', {
      required: true,
      max: limits.fieldOfStudy.maxLength,
    }),
    institution: readLocalized(body.institution, errors, 'institution', {
      required: true,
      max: limits.institution.maxLength,
    }),
    details: readLocalized(body.details, errors, 'details', { required: true, max: limits.details.maxLength }),
    dateFrom,
    dateTo,
    degree: readCode(body, 'degree', listCodes('educationLevels'), errors, 'degree', true),
    certificate: readCode(body, 'certificate', listCodes('certificateTypes'), errors, 'certificate'),
    isHighestDegree: readBoolean(body, 'isHighestDegree', errors, 'isHighestDegree'),
    country: readCode(body, 'country', COUNTRY_CODES, errors, 'country', true),
    schoolType: readCode(body, 'schoolType', listCodes('schoolTypes'), errors, 'schoolType'),
    educationType,
    course,
  };
  errors.throwIfAny();
  return education;
}

// ---------------------------------------------------------------- POST /manager/work_experience_composed

/** The checked request; whether `id`, `companyId` and `companyGroupId` exist is the handler's to say (404). */
export interface ComposedInput {
  id?: string;
  companyId?: string;
  position: Omit<WorkExperience, 'id' | 'companyId'>;
}

/** Dates of a position or a role: from required and not in the future; to required unless current, '' when current. */
function readPeriod(body: Body, errors: FieldErrors, prefix: string) {
  const isActualEngagement = readBoolean(body, 'isActualEngagement', errors, `${prefix}isActualEngagement`);
  const dateFrom = readDate(body, 'dateFrom', errors, `${prefix}dateFrom`, true);
  const dateTo = readDate(body, 'dateTo', errors, `${prefix}dateTo`, !isActualEngagement);
  errors.check(!isActualEngagement || dateTo === '', `${prefix}dateTo`, 'notAllowed');
  notInFuture(dateFrom, errors, `${prefix}dateFrom`);
  notInFuture(dateTo, errors, `${prefix}dateTo`);
  inOrder(dateFrom, dateTo, errors, `${prefix}dateTo`);
  return { isActualEngagement, dateFrom, dateTo };
}

function readSameCompanyRoles(value: unknown, errors: FieldErrors): SameCompanyRole[] {
  return readRows(value, errors, 'sameCompanyRoles', MAX_SUB_ENTRIES).map((row, index) => {
    const prefix = `sameCompanyRoles[${index}].`;
    return {
      name: readLocalized(row.name, errors, `${prefix}name`, {
        required: true,
        max: META.sameCompanyRoles.name.maxLength,
      }),
      ...readPeriod(row, errors, prefix),
    };
  });
}

/** Sister-company roles: company, job title and dates. */
function readRelatedCompanyRoles(value: unknown, errors: FieldErrors): RelatedCompanyRole[] {
  const limits = META.relatedCompanyRoles;
  return readRows(value, errors, 'relatedCompanyRoles', MAX_SUB_ENTRIES).map((row, index) => {
    const prefix = `relatedCompanyRoles[${index}].`;
    return {
      companyName: readPlain(row, 'companyName', errors, `${prefix}companyName`, {
        required: true,
        max: limits.companyName.maxLength,
      }),
      name: readLocalized(row.name, errors, `${prefix}name`, { required: true, max: limits.name.maxLength }),
      ...readPeriod(row, errors, prefix),
    };
  });
}

/** Country, whole months (at least 1) and the assignment type. */
function readMissions(value: unknown, errors: FieldErrors): MissionAbroad[] {
  const maxMonths = 10 ** META.missionsAbroad.monthsSpent.maxLength - 1;
  return readRows(value, errors, 'workExperience.missionsAbroad', MAX_SUB_ENTRIES).map((row, index) => {
    const prefix = `workExperience.missionsAbroad[${index}].`;
    return {
      country: readCode(row, 'country', COUNTRY_CODES, errors, `${prefix}country`, true),
      monthsSpent: readInteger(row, 'monthsSpent', errors, `${prefix}monthsSpent`, 1, maxMonths),
      assignmentType: readCode(
        row,
        'assignmentType',
        listCodes('assignmentTypes'),
        errors,
        `${prefix}assignmentType`,
        true,
      ),
    };
  });
}

/** null is "no reference"; a reference needs a name. */
function readReference(value: unknown, errors: FieldErrors): Reference | null {
  if (value === null || value === undefined) return null;
  if (!isRecord(value)) {
    errors.check(false, 'workExperience.reference', 'object');
    return null;
  }
  const limits = META.reference;
  const field = (key: keyof Reference, required = false) =>
    readPlain(value, key, errors, `workExperience.reference.${key}`, { required, max: limits[key].maxLength });
  return {
    name: field('name', true),
    position: field('position'),
    contactDetails: field('contactDetails'),
    comment: field('comment'),
  };
}

/** Core competencies: at most three, each of the position's function. */
function readCoreCompetencies(value: unknown, fn: string, errors: FieldErrors): string[] {
  const field = 'workExperience.coreCompetencies';
  const codes = readCodes(value, listCodes('coreCompetencies'), errors, field, MAX_CORE_COMPETENCIES);
  codes.forEach((code, index) => {
    const parent = parentOf('coreCompetencies', code);
    errors.check(parent === undefined || parent === fn, `${field}[${index}]`, 'parent');
  });
  return codes;
}

/**
 * companyName, contractType, dateFrom, function, role and job title required;
 * dateTo unless current; dates not in the future, the end not before the start; sister-company
 * roles need company, job title and dates, and with them the group needs name and country;
 * missions abroad country, months and type; a reference a name; core competencies at most
 * three, of the function. Besides (designed): the industry "other" needs its description,
 * which is dropped for any other industry; a group named at all needs both name and country,
 * and a position sent without them leaves its group.
 */
export function readWorkExperienceComposed(body: Body): ComposedInput {
  const errors = new FieldErrors();
  if (!isRecord(body.workExperience)) errors.check(false, 'workExperience', 'object');
  const we: Body = isRecord(body.workExperience) ? body.workExperience : {};
  const p = 'workExperience.';
  const limits = META.workExperience;

  const relatedCompanyRoles = readRelatedCompanyRoles(body.relatedCompanyRoles, errors);
  const sameCompanyRoles = readSameCompanyRoles(body.sameCompanyRoles, errors);

  const industry = readCode(we, 'industry', listCodes('industries'), errors, `${p}industry`);
  const industryDescription = readPlain(we, 'industryDescription', errors, `${p}industryDescription`, {
    max: limits.industryDescription.maxLength,
    required: industry === INDUSTRY_OTHER,
  });

  const companyGroupId = text(we, 'companyGroupId');
  const companyGroupName = readPlain(we, 'companyGroupName', errors, `${p}companyGroupName`, {
    max: META.companyGroup.companyGroupName.maxLength,
  });
  const companyGroupCountry = readCode(we, 'companyGroupCountry', COUNTRY_CODES, errors, `${p}companyGroupCountry`);
  // Without name and country (and without sister-company roles) the company is in no group,
  // whatever group id is sent: that is how a company leaves its group.
  const needsGroup = relatedCompanyRoles.length > 0 || companyGroupName !== '' || companyGroupCountry !== '';
  if (needsGroup) {
    errors.required(companyGroupName, `${p}companyGroupName`);
    errors.required(companyGroupCountry, `${p}companyGroupCountry`);
  }

  const fn = readCode(we, 'function', listCodes('functions'), errors, `${p}function`, true);
  const position: ComposedInput['position'] = {
    companyName: readPlain(we, 'companyName', errors, `${p}companyName`, {
      required: true,
      max: META.company.companyName.maxLength,
    }),
    city: readLocalized(we.city, errors, `${p}city`, { max: META.company.city.maxLength }),
    country: readCode(we, 'country', COUNTRY_CODES, errors, `${p}country`),
    ownershipStructure: readCode(
      we,
      'ownershipStructure',
      listCodes('ownershipStructures'),
      errors,
      `${p}ownershipStructure`,
    ),
    companyEmployees: readCode(we, 'companyEmployees', listCodes('companyEmployees'), errors, `${p}companyEmployees`),
    companyTurnover: readCode(we, 'companyTurnover', listCodes('companyTurnover'), errors, `${p}companyTurnover`),
    industry,
    industryDescription: industry === INDUSTRY_OTHER ? industryDescription : '',
    companySituation: readCode(we, 'companySituation', listCodes('companySituations'), errors, `${p}companySituation`),
    companyGroupId: needsGroup ? companyGroupId : '',
    companyGroupName: needsGroup ? companyGroupName : '',
    companyGroupCountry: needsGroup ? companyGroupCountry : '',
    name: readLocalized(we.name, errors, `${p}name`, { required: true, max: limits.name.maxLength }),
    function: fn,
    role: readCode(we, 'role', listCodes('roles'), errors, `${p}role`, true),
    contractType: readCode(we, 'contractType', CONTRACT_TYPES, errors, `${p}contractType`, true) as ContractType,
    commitment: readCode(we, 'commitment', listCodes('commitments'), errors, `${p}commitment`),
    placeOfOccupation: readPlain(we, 'placeOfOccupation', errors, `${p}placeOfOccupation`, {
      max: limits.placeOfOccupation.maxLength,
    }),
    countryOfOccupation: readCode(we, 'countryOfOccupation', COUNTRY_CODES, errors, `${p}countryOfOccupation`),
    reportingTo: readPlain(we, 'reportingTo', errors, `${p}reportingTo`, { max: limits.reportingTo.maxLength }),
    ...readPeriod(we, errors, p),
    description: readLocalized(we.description, errors, `${p}description`, {
      rich: true,
      max: limits.description.maxLength,
    }),
    revenueResponsability: readCode(
      we,
      'revenueResponsability',
      listCodes('revenueResponsibilities'),
      errors,
      `${p}revenueResponsability`,
    ),
    costBudgetResponsability: readCode(
      we,
      'costBudgetResponsability',
      listCodes('budgetResponsibilities'),
      errors,
      `${p}costBudgetResponsability`,
    ),
    personnelResponsability: readCode(
      we,
      'personnelResponsability',
      listCodes('personnelResponsibilities'),
      errors,
      `${p}personnelResponsability`,
    ),
    noOfDirectReports: readCode(we, 'noOfDirectReports', listCodes('directReports'), errors, `${p}noOfDirectReports`),
    coreCompetencies: readCoreCompetencies(we.coreCompetencies, fn, errors),
    sameCompanyRoles,
    relatedCompanyRoles,
    missionsAbroad: readMissions(we.missionsAbroad, errors),
    reference: readReference(we.reference, errors),
  };
  errors.throwIfAny();
  return { id: optionalId(we), companyId: text(we, 'companyId') || undefined, position };
}

// ---------------------------------------------------------------- POST /manager/save_company_group

export interface CompanyGroupInput {
  companyGroupId?: string;
  companyGroupName: string;
  companyGroupCountry: string;
  companiesInGroup: string[];
}

/** Name, country and at least one company (whether they are the manager's is the handler's to say). */
export function readCompanyGroup(body: Body, companyIds: readonly string[]): CompanyGroupInput {
  const errors = new FieldErrors();
  if (!isRecord(body.workExperience)) errors.check(false, 'workExperience', 'object');
  const group: Body = isRecord(body.workExperience) ? body.workExperience : {};
  const p = 'workExperience.';
  const input: CompanyGroupInput = {
    companyGroupId: text(group, 'companyGroupId') || undefined,
    companyGroupName: readPlain(group, 'companyGroupName', errors, `${p}companyGroupName`, {
      required: true,
      max: META.companyGroup.companyGroupName.maxLength,
    }),
    companyGroupCountry: readCode(group, 'companyGroupCountry', COUNTRY_CODES, errors, `${p}companyGroupCountry`, true),
    companiesInGroup: readCodes(group.companiesInGroup, companyIds, errors, `${p}companiesInGroup`),
  };
  errors.check(input.companiesInGroup.length > 0, `${p}companiesInGroup`, 'required');
  errors.throwIfAny();
  return input;
}

// ---------------------------------------------------------------- the CV as the API answers it

/**
 * The CV as the API answers it (`Resume`), shared by the CV handlers and `GET /manager`
 * (which reports the same completionPercent and lastModified).
 */

const filled = (value: LocalizedText): boolean => value.de.trim() !== '' || value.en.trim() !== '';

/**
 * (designed) How complete a CV is: ten sections of 10 % each, a section counts when it holds
 * something. So the number moves in 10 % steps and a manager can see which part is missing:
 *  1. personal details: salutation, first and last name, full address, an e-mail, mobile phone
 *  2. photo
 *  3. availability: available from, operational readiness and mobility
 *  4. executive summary (either language)
 *  5. competence profile: any of its three texts
 *  6. work experience: at least one position
 *  7. education: at least one entry
 *  8. languages: at least one
 *  9. IT skills: at least one
 * 10. other activities (either language)
 */
export function completionPercent(manager: DbManager): number {
  const { personalDetails: details, cv } = manager;
  const address = details.primaryAddress;
  const sections = [
    Boolean(
      details.salutation &&
      details.firstName &&
      details.lastName &&
      address.street &&
      address.postalCode &&
      address.city &&
      address.country &&
      details.emails.length > 0 &&
      details.phones.mobilePhone1,
    ),
    details.photo !== '',
    cv.availability.availableFrom !== '' &&
      cv.availability.operationalReadiness.length > 0 &&
      cv.availability.mobility !== '',
    filled(cv.executiveSummary),
    filled(cv.competenceProfile.industryFocuses) ||
      filled(cv.competenceProfile.specialistFocuses) ||
      filled(cv.competenceProfile.managementMethods),
    cv.workExperience.length > 0,
    cv.education.length > 0,
    cv.languageProficiencies.length > 0,
    cv.itSkills.itSkills.length > 0,
    filled(cv.otherActivities),
  ];
  return (100 * sections.filter(Boolean).length) / sections.length;
}

/** Every CV save: the CV's date of change and the PDF revision move on. */
export function cvSaved(manager: DbManager): void {
  manager.lastModified = new Date(Date.now()).toISOString();
  manager.cv.revision += 1;
}

/** Latest first: a current position before any ended one, then by end and start date. */
function byRecency(a: { isActualEngagement?: boolean; dateFrom: string; dateTo: string }, b: typeof a): number {
  const endOf = (entry: typeof a) => (entry.isActualEngagement ? '9999-12-31' : entry.dateTo);
  return endOf(b).localeCompare(endOf(a)) || b.dateFrom.localeCompare(a.dateFrom);
}

/** The whole `Resume` of a manager, as only its owner reads it (every CV save answers with it). */
export function toResume(manager: DbManager): Resume {
  const { revision: _revision, versions: _versions, ...cv } = structuredClone(manager.cv);
  return {
    ...cv,
    education: [...cv.education].sort((a: Education, b: Education) => byRecency(a, b)).map(withVersion),
    workExperience: [...cv.workExperience]
      .sort((a: WorkExperience, b: WorkExperience) => byRecency(a, b))
      .map(withVersion),
    versions: versionsOf(manager),
    personalDetails: structuredClone(manager.personalDetails),
    notificationSettings: { ...manager.notificationSettings },
    lastModified: manager.lastModified,
    completionPercent: completionPercent(manager),
    publicCvId: manager.publicCvId,
  };
}

/**
 * `POST /manager/public-cv-id`: a new random public CV id replaces the manager's, so the old one answers 404
 * from now on and every link sent with it stops working (docs/decisions/037-public-cv.md). The CV itself is
 * unchanged: no date of change, no PDF revision.
 */
export function reissuePublicCvId(manager: DbManager): string {
  manager.publicCvId = newPublicCvId();
  return manager.publicCvId;
}

/**
 * What anyone but the owner reads of a CV (docs/decisions/037-public-cv.md): the public views and a
 * candidate's CV for a client all answer this, and only this. It is the owner's CV read through the
 * contract's public schema, so what the schema does not name (contact details, rates, income, remarks,
 * settings, versions, the manager id) cannot reach a stranger.
 */
export function toPublicCv(manager: DbManager): PublicCv {
  return v.parse(publicCvSchema, toResume(manager));
}
