import type { Lang } from '@/contract/common';
import {
  CONTRACT_TYPE,
  emptyCompanyFacts,
  emptyPositionFacts,
  INDUSTRY_OTHER,
  type CompanyFacts,
  type ContractType,
  type LocalizedText,
  type MissionAbroad,
  type Reference,
  type RelatedCompanyRole,
  type SameCompanyRole,
  type WorkExperience,
  type WorkExperienceComposedRequest,
} from '@/contract/resume';

import { EMPTY_TEXT, keepActiveLanguage } from '../bilingual';

/**
 * The work-experience form: its values, how they come from a saved
 * position, the clearing rules, and the composed request they become.
 */

export type YesNo = 'yes' | 'no';

/** Where a row of a sub-list came from: its index in the saved list (null for a new row), and a key for React. */
interface RowOrigin {
  rowKey: string;
  savedIndex: number | null;
}

export type SameCompanyRoleValues = SameCompanyRole & RowOrigin;
export type RelatedCompanyRoleValues = RelatedCompanyRole & RowOrigin;
/** Months are typed as text and rounded to whole months on blur and on save. */
export type MissionAbroadValues = Omit<MissionAbroad, 'monthsSpent'> & { rowKey: string; monthsSpent: string };

export interface CompanyValues extends CompanyFacts {
  companyGroupName: string;
  companyGroupCountry: string;
}

/** The position's own fields as the form holds them: contract type may be empty, each list has its yes/no question. */
export type PositionValues = Omit<
  WorkExperience,
  | keyof CompanyFacts
  | 'id'
  | 'companyId'
  | 'companyGroupId'
  | 'companyGroupName'
  | 'companyGroupCountry'
  | 'contractType'
  | 'sameCompanyRoles'
  | 'relatedCompanyRoles'
  | 'missionsAbroad'
  | 'reference'
  | 'version'
  | 'savedAt'
> & {
  contractType: string;
  hasSameCompanyRoles: YesNo;
  sameCompanyRoles: SameCompanyRoleValues[];
  hasRelatedCompanyRoles: YesNo;
  relatedCompanyRoles: RelatedCompanyRoleValues[];
  hasMissionsAbroad: YesNo;
  missionsAbroad: MissionAbroadValues[];
  hasReference: YesNo;
  reference: Reference;
};

/** The work-experience dialog edits both; position-in-company shows the company read-only. */
export type WorkExperienceValues = CompanyValues & PositionValues;

/** The yes/no questions and the list each one governs. */
export const SUB_LIST_QUESTIONS = {
  hasSameCompanyRoles: 'sameCompanyRoles',
  hasRelatedCompanyRoles: 'relatedCompanyRoles',
  hasMissionsAbroad: 'missionsAbroad',
  hasReference: 'reference',
} as const;
export type SubListQuestion = keyof typeof SUB_LIST_QUESTIONS;

export const EMPTY_REFERENCE: Reference = { name: '', position: '', contactDetails: '', comment: '' };

let newRowCounter = 0;
/** A key for a row added in this session (saved rows have `saved-<index>`, stable for drafts). */
export function newRowKey(): string {
  newRowCounter += 1;
  return `new-${Date.now().toString(36)}-${newRowCounter}`;
}

export function emptySameCompanyRole(): SameCompanyRoleValues {
  return {
    rowKey: newRowKey(),
    savedIndex: null,
    name: { ...EMPTY_TEXT },
    isActualEngagement: false,
    dateFrom: '',
    dateTo: '',
  };
}

export function emptyRelatedCompanyRole(): RelatedCompanyRoleValues {
  return { ...emptySameCompanyRole(), companyName: '' };
}

export function emptyMissionAbroad(): MissionAbroadValues {
  return { rowKey: newRowKey(), country: '', monthsSpent: '', assignmentType: '' };
}

export function emptyCompanyValues(): CompanyValues {
  return { ...emptyCompanyFacts(), companyGroupName: '', companyGroupCountry: '' };
}

export function emptyPositionValues(): PositionValues {
  return {
    ...emptyPositionFacts(),
    contractType: '',
    hasSameCompanyRoles: 'no',
    sameCompanyRoles: [],
    hasRelatedCompanyRoles: 'no',
    relatedCompanyRoles: [],
    hasMissionsAbroad: 'no',
    missionsAbroad: [],
    hasReference: 'no',
    reference: { ...EMPTY_REFERENCE },
  };
}

export function emptyWorkExperienceValues(): WorkExperienceValues {
  return { ...emptyCompanyValues(), ...emptyPositionValues() };
}

const text = (value: LocalizedText | undefined): LocalizedText => ({ de: value?.de ?? '', en: value?.en ?? '' });

/** A saved role as a form row: the end date empty while current, its index kept for the request. */
function savedRoleValues<Role extends SameCompanyRole>(role: Role, index: number): Role & RowOrigin {
  return {
    ...role,
    name: text(role.name),
    dateTo: role.isActualEngagement ? '' : role.dateTo,
    rowKey: `saved-${index}`,
    savedIndex: index,
  };
}

/** The company facts and group of a saved position (every position of a company carries the same). */
export function companyValuesOf(position: WorkExperience): CompanyValues {
  return {
    companyName: position.companyName,
    city: text(position.city),
    country: position.country,
    ownershipStructure: position.ownershipStructure,
    companyEmployees: position.companyEmployees,
    companyTurnover: position.companyTurnover,
    industry: position.industry,
    industryDescription: position.industryDescription,
    companySituation: position.companySituation,
    companyGroupName: position.companyGroupName,
    companyGroupCountry: position.companyGroupCountry,
  };
}

export function positionValuesOf(position: WorkExperience): PositionValues {
  return {
    name: text(position.name),
    contractType: position.contractType,
    function: position.function,
    role: position.role,
    commitment: position.commitment,
    placeOfOccupation: position.placeOfOccupation,
    countryOfOccupation: position.countryOfOccupation,
    reportingTo: position.reportingTo,
    isActualEngagement: position.isActualEngagement,
    dateFrom: position.dateFrom,
    dateTo: position.isActualEngagement ? '' : position.dateTo,
    description: text(position.description),
    revenueResponsability: position.revenueResponsability,
    costBudgetResponsability: position.costBudgetResponsability,
    personnelResponsability: position.personnelResponsability,
    noOfDirectReports: position.noOfDirectReports,
    coreCompetencies: [...position.coreCompetencies],
    hasSameCompanyRoles: position.sameCompanyRoles.length > 0 ? 'yes' : 'no',
    sameCompanyRoles: position.sameCompanyRoles.map(savedRoleValues),
    hasRelatedCompanyRoles: position.relatedCompanyRoles.length > 0 ? 'yes' : 'no',
    relatedCompanyRoles: position.relatedCompanyRoles.map(savedRoleValues),
    hasMissionsAbroad: position.missionsAbroad.length > 0 ? 'yes' : 'no',
    missionsAbroad: position.missionsAbroad.map((mission, index) => ({
      rowKey: `saved-${index}`,
      country: mission.country,
      monthsSpent: String(mission.monthsSpent),
      assignmentType: mission.assignmentType,
    })),
    hasReference: position.reference ? 'yes' : 'no',
    reference: position.reference ? { ...position.reference } : { ...EMPTY_REFERENCE },
  };
}

export function workExperienceValuesOf(position: WorkExperience): WorkExperienceValues {
  return { ...companyValuesOf(position), ...positionValuesOf(position) };
}

// ---------------------------------------------------------------- clearing rules

/** Switching the function clears the chosen core competencies (they belong to a function). */
export function functionChanged<T extends Pick<PositionValues, 'function' | 'coreCompetencies'>>(
  values: T,
  fn: string,
): T {
  if (values.function === fn) return values;
  return { ...values, function: fn, coreCompetencies: [] };
}

/**
 * Answering a yes/no question: No clears its list (the reference is emptied, and sent as
 * null); Yes on an empty list offers its first row, so the user sees what to fill in.
 */
export function questionAnswered<T extends PositionValues>(values: T, question: SubListQuestion, answer: YesNo): T {
  const next: T = { ...values, [question]: answer };
  switch (question) {
    case 'hasSameCompanyRoles':
      next.sameCompanyRoles =
        answer === 'no' ? [] : values.sameCompanyRoles.length > 0 ? values.sameCompanyRoles : [emptySameCompanyRole()];
      break;
    case 'hasRelatedCompanyRoles':
      next.relatedCompanyRoles =
        answer === 'no'
          ? []
          : values.relatedCompanyRoles.length > 0
            ? values.relatedCompanyRoles
            : [emptyRelatedCompanyRole()];
      break;
    case 'hasMissionsAbroad':
      next.missionsAbroad =
        answer === 'no' ? [] : values.missionsAbroad.length > 0 ? values.missionsAbroad : [emptyMissionAbroad()];
      break;
    case 'hasReference':
      if (answer === 'no') next.reference = { ...EMPTY_REFERENCE };
      break;
  }
  return next;
}

/** Group name and country are needed once the position lists roles at related (sister) companies. */
export function needsCompanyGroup(
  values: Pick<PositionValues, 'hasRelatedCompanyRoles' | 'relatedCompanyRoles'>,
): boolean {
  return values.hasRelatedCompanyRoles === 'yes' && values.relatedCompanyRoles.length > 0;
}

/**
 * A group is named with both its name and its country: they are needed once the position lists
 * related-company roles, or always (`true`, the company dialog when a position of the
 * company lists such roles), and whenever either of them is given (the server's rule too).
 */
export function groupNeeded(values: Partial<CompanyValues & PositionValues>, always: boolean): boolean {
  return (
    always ||
    needsCompanyGroup({
      hasRelatedCompanyRoles: values.hasRelatedCompanyRoles ?? 'no',
      relatedCompanyRoles: values.relatedCompanyRoles ?? [],
    }) ||
    (values.companyGroupName ?? '').trim() !== '' ||
    (values.companyGroupCountry ?? '') !== ''
  );
}

// ---------------------------------------------------------------- months abroad

/** A typed number of months ("2,5" or "2.5"), or NaN when it is none. */
export function parseMonths(raw: unknown): number {
  if (typeof raw === 'number') return raw;
  if (typeof raw !== 'string') return Number.NaN;
  const trimmed = raw.trim().replace(',', '.');
  if (trimmed === '' || !/^[+-]?(\d+\.?\d*|\.\d+)$/.test(trimmed)) return Number.NaN;
  return Number(trimmed);
}

/**
 * Months abroad are whole numbers, at least 1. What is typed is rounded half up
 * (2.5 → 3, 0.4 → 0, which then fails the "at least 1" rule rather than silently becoming 1).
 * Text that is no number stays as typed, so the field can say what is wrong.
 */
export function roundMonths(raw: string): string {
  const months = parseMonths(raw);
  return Number.isFinite(months) ? String(Math.round(months)) : raw;
}

// ---------------------------------------------------------------- the request

const CONTRACT_TYPES: readonly string[] = Object.values(CONTRACT_TYPE);
const isContractType = (value: string): value is ContractType => CONTRACT_TYPES.includes(value);

/** All text values are trimmed. */
const trim = (value: string) => value.trim();
const trimText = (value: LocalizedText): LocalizedText => ({ de: value.de.trim(), en: value.en.trim() });

function active(edited: LocalizedText, saved: LocalizedText | undefined, lang: Lang): LocalizedText {
  return trimText(keepActiveLanguage(edited, saved, lang));
}

/**
 * The company facts and group as sent: the city goes through keepActiveLanguage with the
 * company's saved city; industryDescription only for the industry "other".
 */
export function companyPart(
  values: CompanyValues,
  savedCompany: WorkExperience | undefined,
  lang: Lang,
): CompanyValues {
  return {
    companyName: trim(values.companyName),
    city: active(values.city, savedCompany?.city, lang),
    country: values.country,
    ownershipStructure: values.ownershipStructure,
    companyEmployees: values.companyEmployees,
    companyTurnover: values.companyTurnover,
    industry: values.industry,
    industryDescription: values.industry === INDUSTRY_OTHER ? trim(values.industryDescription) : '',
    companySituation: values.companySituation,
    companyGroupName: trim(values.companyGroupName),
    companyGroupCountry: values.companyGroupCountry,
  };
}

/** A role row as sent: its title keeps the other language of the saved row it came from; no end date while current. */
function roleOut(role: SameCompanyRoleValues, savedRoles: SameCompanyRole[] | undefined, lang: Lang): SameCompanyRole {
  return {
    name: active(role.name, role.savedIndex === null ? undefined : savedRoles?.[role.savedIndex]?.name, lang),
    isActualEngagement: role.isActualEngagement,
    dateFrom: role.dateFrom,
    dateTo: role.isActualEngagement ? '' : role.dateTo,
  };
}

function sameCompanyRolesOut(values: PositionValues, saved: WorkExperience | undefined, lang: Lang): SameCompanyRole[] {
  if (values.hasSameCompanyRoles !== 'yes') return [];
  return values.sameCompanyRoles.map((role) => roleOut(role, saved?.sameCompanyRoles, lang));
}

function relatedCompanyRolesOut(
  values: PositionValues,
  saved: WorkExperience | undefined,
  lang: Lang,
): RelatedCompanyRole[] {
  if (values.hasRelatedCompanyRoles !== 'yes') return [];
  return values.relatedCompanyRoles.map((role) => ({
    companyName: trim(role.companyName),
    ...roleOut(role, saved?.relatedCompanyRoles, lang),
  }));
}

function missionsOut(values: PositionValues): MissionAbroad[] {
  if (values.hasMissionsAbroad !== 'yes') return [];
  return values.missionsAbroad.map((mission) => ({
    country: mission.country,
    monthsSpent: Math.round(parseMonths(mission.monthsSpent)),
    assignmentType: mission.assignmentType,
  }));
}

function referenceOut(values: PositionValues): Reference | null {
  if (values.hasReference !== 'yes') return null;
  const { name, position, contactDetails, comment } = values.reference;
  return { name: trim(name), position: trim(position), contactDetails: trim(contactDetails), comment: trim(comment) };
}

export interface ComposeContext {
  /** The resume language: the only language a save writes (features/resume/bilingual.ts). */
  lang: Lang;
  /** The position being edited (absent for a new one): its saved texts keep the other language. */
  savedPosition?: WorkExperience;
  /** A saved position of the company (absent for a new company): the saved company texts and group id. */
  savedCompany?: WorkExperience;
}

/**
 * `POST /manager/work_experience_composed`: the position and its company. Without a saved
 * position a position is added; without a saved company a new company is made. The clearing
 * rules are applied once more here, so a restored draft cannot send what the form would clear.
 */
export function toComposedRequest(
  values: WorkExperienceValues,
  { lang, savedPosition, savedCompany }: ComposeContext,
): WorkExperienceComposedRequest {
  const company = companyPart(values, savedCompany, lang);
  // A value that is no contract type cannot pass the schema; this narrows the type for the request.
  const contractType = isContractType(values.contractType) ? values.contractType : CONTRACT_TYPE.PERMANENT;
  const workExperience: WorkExperienceComposedRequest['workExperience'] = {
    ...company,
    companyGroupId: savedCompany?.companyGroupId ?? '',
    name: active(values.name, savedPosition?.name, lang),
    function: values.function,
    role: values.role,
    contractType,
    commitment: values.commitment,
    placeOfOccupation: trim(values.placeOfOccupation),
    countryOfOccupation: values.countryOfOccupation,
    reportingTo: trim(values.reportingTo),
    isActualEngagement: values.isActualEngagement,
    dateFrom: values.dateFrom,
    dateTo: values.isActualEngagement ? '' : values.dateTo,
    description: active(values.description, savedPosition?.description, lang),
    revenueResponsability: values.revenueResponsability,
    costBudgetResponsability: values.costBudgetResponsability,
    personnelResponsability: values.personnelResponsability,
    noOfDirectReports: values.noOfDirectReports,
    coreCompetencies: [...values.coreCompetencies],
    missionsAbroad: missionsOut(values),
    reference: referenceOut(values),
  };
  if (savedPosition) workExperience.id = savedPosition.id;
  if (savedCompany) workExperience.companyId = savedCompany.companyId;
  return {
    workExperience,
    sameCompanyRoles: sameCompanyRolesOut(values, savedPosition, lang),
    relatedCompanyRoles: relatedCompanyRolesOut(values, savedPosition, lang),
  };
}

/**
 * The company dialog (`company/:id`): the changed facts, sent with one of the company's
 * positions exactly as saved; the server applies the facts to every position of the company.
 */
export function companyFactsRequest(
  values: CompanyValues,
  position: WorkExperience,
  lang: Lang,
): WorkExperienceComposedRequest {
  // The version goes as the save's condition (docs/decisions/035-save-versions.md), not in the body.
  const {
    id,
    companyId,
    sameCompanyRoles,
    relatedCompanyRoles,
    version: _version,
    savedAt: _savedAt,
    ...rest
  } = position;
  return {
    workExperience: { ...rest, ...companyPart(values, position, lang), id, companyId },
    sameCompanyRoles,
    relatedCompanyRoles,
  };
}
