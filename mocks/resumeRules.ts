import { format } from 'date-fns';
import { CONTRACT_TYPE, EDUCATION_TYPES_WITH_COURSE, INDUSTRY_OTHER, MAX_CORE_COMPETENCIES, MAX_IT_SKILLS, MAX_SUB_ENTRIES, type Availability, type CompetenceProfile, type ContractType, type EducationRequest, type ItSkills, type LanguageProficiencyRequest, type LocalizedText, type MissionAbroad, type Reference, type RelatedCompanyRole, type SameCompanyRole, type WorkExperience } from '../src/contract/resume';
import { FIELDS_META } from './fixtures/fieldsMeta';
import { COUNTRY_CODES, listCodes, parentOf } from './fixtures/labels';
import { FieldErrors, isIsoDate, isRecord, text, type Body } from './validation';

/**
 * The server rules of the CV (part 2 §5, §9), one reader per request: each reads the body,
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

/** Today in the server's calendar, yyyy-MM-dd (ISO dates compare as strings). */
export function today(): string {
  return format(new Date(Date.now()), 'yyyy-MM-dd');
}

// ---------------------------------------------------------------- rich text

const ALLOWED_TAGS = new Set(['p', 'ul', 'li', 'br']);
/** Elements whose content is code, not text: dropped whole. */
const DROPPED_ELEMENTS = /<(script|style|iframe|object|embed|template|noscript|textarea|title|svg|math)\b[\s\S]*?<\/\1\s*>/gi;
/** A tag with its attributes; quoted attribute values may hold '>'. */
const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:"[^"]*"|'[^']*'|[^'">])*)>/g;

/**
 * Decision 9 on the server side: rich texts keep p, ul, li and br without any attribute;
 * every other tag goes (its text stays), as do comments and the content of script-like
 * elements. A '<' that starts no allowed tag is escaped. A text with nothing visible (the
 * editor's empty `<p><br></p>`) is stored as ''.
 */
export function sanitizeRichText(html: string): string {
  const cleaned = html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(DROPPED_ELEMENTS, '')
    .replace(TAG, (_match, slash: string, name: string) => {
      const tag = name.toLowerCase();
      if (!ALLOWED_TAGS.has(tag)) return '';
      if (tag === 'br') return '<br>';
      return `<${slash}${tag}>`;
    })
    .replace(/<(?!\/?(?:p|ul|li|br)>)/g, '&lt;')
    .trim();
  return visibleText(cleaned) === '' ? '' : cleaned;
}

/** The text of a rich or plain value without markup, for "is it filled?". */
export function visibleText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|&#160;/g, ' ')
    .trim();
}

// ---------------------------------------------------------------- field readers

interface TextOptions {
  max?: number;
  rich?: boolean;
  /** At least one of de or en filled (part 2 §5). */
  required?: boolean;
}

/**
 * A per-language text: an object with `de` and `en` strings (a missing language is ''),
 * each trimmed (plain) or sanitized (rich) and held to `max` per language.
 */
function readLocalized(value: unknown, errors: FieldErrors, field: string, { max, rich = false, required = false }: TextOptions): LocalizedText {
  if (value !== undefined && value !== null && !isRecord(value)) errors.check(false, field, 'object');
  const body: Body = isRecord(value) ? value : {};
  const read = (lang: 'de' | 'en') => {
    const raw = text(body, lang);
    return rich ? sanitizeRichText(raw) : raw;
  };
  const result: LocalizedText = { de: read('de'), en: read('en') };
  if (required) errors.check(visibleText(result.de) !== '' || visibleText(result.en) !== '', field, 'languageMandatory');
  // A rich text's limit counts its visible characters, as the editor's counter does (the
  // markup of a long list would otherwise refuse a text the editor showed as fitting).
  const measured = (lang: 'de' | 'en') => (rich ? result[lang].replace(/<[^>]*>/g, '').replace(/&#?\w+;/g, '_') : result[lang]);
  errors.maxLength(measured('de'), max, `${field}.de`);
  errors.maxLength(measured('en'), max, `${field}.en`);
  return result;
}

function readPlain(body: Body, key: string, errors: FieldErrors, field: string, { max, required = false }: TextOptions = {}): string {
  const value = text(body, key);
  if (required) errors.required(value, field);
  errors.maxLength(value, max, field);
  return value;
}

/** A code of a labels list; '' allowed unless required. */
function readCode(body: Body, key: string, codes: readonly string[], errors: FieldErrors, field: string, required = false): string {
  const value = text(body, key);
  if (required) errors.required(value, field);
  errors.check(value === '' || codes.includes(value), field, 'oneOf');
  return value;
}

/** A list of distinct codes of a labels list, at most `max`. */
function readCodes(value: unknown, codes: readonly string[], errors: FieldErrors, field: string, max?: number): string[] {
  if (value !== undefined && value !== null && !Array.isArray(value)) errors.check(false, field, 'list');
  const list = Array.isArray(value) ? value : [];
  errors.check(list.every((each) => typeof each === 'string'), field, 'list');
  const result = list.filter((each): each is string => typeof each === 'string').map((each) => each.trim());
  if (max !== undefined) errors.check(result.length <= max, field, 'maxSelections');
  result.forEach((code, index) => errors.check(codes.includes(code), `${field}[${index}]`, 'oneOf'));
  errors.check(new Set(result).size === result.length, field, 'duplicate');
  return result;
}

function readBoolean(body: Body, key: string, errors: FieldErrors, field: string): boolean {
  const value = body[key];
  errors.check(value === undefined || value === null || typeof value === 'boolean', field, 'boolean');
  return value === true;
}

/** yyyy-MM-dd; '' allowed unless required. */
function readDate(body: Body, key: string, errors: FieldErrors, field: string, required: boolean): string {
  const value = text(body, key);
  if (required) errors.required(value, field);
  errors.check(value === '' || isIsoDate(value), field, 'date');
  return value;
}

function notInFuture(value: string, errors: FieldErrors, field: string): void {
  errors.check(value === '' || value <= today(), field, 'maxDate');
}

function inOrder(from: string, to: string, errors: FieldErrors, field: string): void {
  errors.check(from === '' || to === '' || to >= from, field, 'dateOrder');
}

/** A whole number of at least `min` (and at most `max`). */
function readInteger(body: Body, key: string, errors: FieldErrors, field: string, min: number, max?: number): number {
  const value = body[key];
  const ok = typeof value === 'number' && Number.isInteger(value);
  errors.check(ok, field, 'number');
  if (!ok) return 0;
  errors.check(value >= min, field, 'minNumber');
  if (max !== undefined) errors.check(value <= max, field, 'max');
  return value;
}

/** The rows of a list field; anything but an array (or nothing) is an error. */
function readRows(value: unknown, errors: FieldErrors, field: string, max?: number): Body[] {
  if (value !== undefined && value !== null && !Array.isArray(value)) errors.check(false, field, 'list');
  const rows = Array.isArray(value) ? value : [];
  if (max !== undefined) errors.check(rows.length <= max, field, 'maxSelections');
  return rows.map((row: unknown, index) => {
    errors.check(isRecord(row), `${field}[${index}]`, 'object');
    return isRecord(row) ? row : {};
  });
}

const optionalId = (body: Body): string | undefined => text(body, 'id') || undefined;

// ---------------------------------------------------------------- PUT /manager/availability

/**
 * Part 2 §5: availableFrom required and not in the past (today allowed); operational
 * readiness at least one code; daily rates whole numbers of at least 1 with from ≤ to; the
 * annual target income at least 0; mobility required.
 */
export function readAvailability(body: Body): Availability {
  const errors = new FieldErrors();
  const limits = META.availability;
  const availableFrom = readDate(body, 'availableFrom', errors, 'availableFrom', true);
  errors.check(availableFrom === '' || availableFrom >= today(), 'availableFrom', 'minDate');
  const operationalReadiness = readCodes(body.operationalReadiness, listCodes('operationalReadiness'), errors, 'operationalReadiness');
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
    availableFromRemarks: readPlain(body, 'availableFromRemarks', errors, 'availableFromRemarks', { max: limits.availableFromRemarks.maxLength }),
    operationalReadiness,
    dailyRateFrom,
    dailyRateTo,
    annualTargetIncome: incomeOk ? income : 0,
    mobility: readCode(body, 'mobility', listCodes('mobility'), errors, 'mobility', true),
    mobilityRemarks: readPlain(body, 'mobilityRemarks', errors, 'mobilityRemarks', { max: limits.mobilityRemarks.maxLength }),
  };
  errors.throwIfAny();
  return availability;
}

// ---------------------------------------------------------------- rich texts of the resume

const RESUME = META.resume;

export function readExecutiveSummary(body: Body): LocalizedText {
  const errors = new FieldErrors();
  const value = readLocalized(body.executiveSummary, errors, 'executiveSummary', { rich: true, max: RESUME.executiveSummary.maxLength });
  errors.throwIfAny();
  return value;
}

export function readOtherActivities(body: Body): LocalizedText {
  const errors = new FieldErrors();
  const value = readLocalized(body.otherActivities, errors, 'otherActivities', { rich: true, max: RESUME.otherActivities.maxLength });
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

/** Part 2 §5, §9: at most MAX_IT_SKILLS codes of the `itSkills` list, none twice. */
export function readItSkills(body: Body): ItSkills {
  const errors = new FieldErrors();
  const skills: ItSkills = {
    itSkills: readCodes(body.itSkills, listCodes('itSkills'), errors, 'itSkills', MAX_IT_SKILLS),
    itSkillRemarks: readPlain(body, 'itSkillRemarks', errors, 'itSkillRemarks', { max: RESUME.itSkillRemarks.maxLength }),
  };
  errors.throwIfAny();
  return skills;
}

// ---------------------------------------------------------------- PUT /manager/language-proficiency

/**
 * Part 2 §5: every row has a language and a level (the client drops half rows; here they are
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
 * Part 2 §5: training title (fieldOfStudy), details and institution need one of de or en;
 * dateFrom, dateTo, degree and country are required; dateFrom not in the future; dateTo not
 * before dateFrom. Part 2 §4: a course only for the education types that have one.
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
    fieldOfStudy: readLocalized(body.fieldOfStudy, errors, 'fieldOfStudy', { required: true, max: limits.fieldOfStudy.maxLength }),
    institution: readLocalized(body.institution, errors, 'institution', { required: true, max: limits.institution.maxLength }),
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
      name: readLocalized(row.name, errors, `${prefix}name`, { required: true, max: META.sameCompanyRoles.name.maxLength }),
      ...readPeriod(row, errors, prefix),
    };
  });
}

/** Sister-company roles (part 2 §5): company, job title and dates. */
function readRelatedCompanyRoles(value: unknown, errors: FieldErrors): RelatedCompanyRole[] {
  const limits = META.relatedCompanyRoles;
  return readRows(value, errors, 'relatedCompanyRoles', MAX_SUB_ENTRIES).map((row, index) => {
    const prefix = `relatedCompanyRoles[${index}].`;
    return {
      companyName: readPlain(row, 'companyName', errors, `${prefix}companyName`, { required: true, max: limits.companyName.maxLength }),
      name: readLocalized(row.name, errors, `${prefix}name`, { required: true, max: limits.name.maxLength }),
      ...readPeriod(row, errors, prefix),
    };
  });
}

/** Part 2 §5: country, whole months (at least 1) and the assignment type. */
function readMissions(value: unknown, errors: FieldErrors): MissionAbroad[] {
  const maxMonths = 10 ** META.missionsAbroad.monthsSpent.maxLength - 1;
  return readRows(value, errors, 'workExperience.missionsAbroad', MAX_SUB_ENTRIES).map((row, index) => {
    const prefix = `workExperience.missionsAbroad[${index}].`;
    return {
      country: readCode(row, 'country', COUNTRY_CODES, errors, `${prefix}country`, true),
      monthsSpent: readInteger(row, 'monthsSpent', errors, `${prefix}monthsSpent`, 1, maxMonths),
      assignmentType: readCode(row, 'assignmentType', listCodes('assignmentTypes'), errors, `${prefix}assignmentType`, true),
    };
  });
}

/** null is "no reference"; a reference needs a name (part 2 §5). */
function readReference(value: unknown, errors: FieldErrors): Reference | null {
  if (value === null || value === undefined) return null;
  if (!isRecord(value)) {
    errors.check(false, 'workExperience.reference', 'object');
    return null;
  }
  const limits = META.reference;
  const field = (key: keyof Reference, required = false) =>
    readPlain(value, key, errors, `workExperience.reference.${key}`, { required, max: limits[key].maxLength });
  return { name: field('name', true), position: field('position'), contactDetails: field('contactDetails'), comment: field('comment') };
}

/** Core competencies (part 2 §3, §5): at most three, each of the position's function. */
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
 * Part 2 §5: companyName, contractType, dateFrom, function, role and job title required;
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
    companyName: readPlain(we, 'companyName', errors, `${p}companyName`, { required: true, max: META.company.companyName.maxLength }),
    city: readLocalized(we.city, errors, `${p}city`, { max: META.company.city.maxLength }),
    country: readCode(we, 'country', COUNTRY_CODES, errors, `${p}country`),
    ownershipStructure: readCode(we, 'ownershipStructure', listCodes('ownershipStructures'), errors, `${p}ownershipStructure`),
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
    placeOfOccupation: readPlain(we, 'placeOfOccupation', errors, `${p}placeOfOccupation`, { max: limits.placeOfOccupation.maxLength }),
    countryOfOccupation: readCode(we, 'countryOfOccupation', COUNTRY_CODES, errors, `${p}countryOfOccupation`),
    reportingTo: readPlain(we, 'reportingTo', errors, `${p}reportingTo`, { max: limits.reportingTo.maxLength }),
    ...readPeriod(we, errors, p),
    description: readLocalized(we.description, errors, `${p}description`, { rich: true, max: limits.description.maxLength }),
    revenueResponsability: readCode(we, 'revenueResponsability', listCodes('revenueResponsibilities'), errors, `${p}revenueResponsability`),
    costBudgetResponsability: readCode(we, 'costBudgetResponsability', listCodes('budgetResponsibilities'), errors, `${p}costBudgetResponsability`),
    personnelResponsability: readCode(we, 'personnelResponsability', listCodes('personnelResponsibilities'), errors, `${p}personnelResponsability`),
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

/** Part 2 §5: name, country and at least one company (whether they are the manager's is the handler's to say). */
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
