import * as yup from 'yup';

import type { Lang } from '@/contract/common';
import { CONTRACT_TYPE, INDUSTRY_OTHER, MAX_CORE_COMPETENCIES, MAX_SUB_ENTRIES } from '@/contract/resume';
import { rule } from '@/lib/validation';

import {
  groupNeeded,
  parseMonths,
  type CompanyValues,
  type PositionValues,
} from '../workExperience/workExperienceForm';
import { activeLanguageText } from './localizedField';

/**
 * The rules of the work-experience, position-in-company and company dialogs:
 * - required: companyName, contractType (a code of CONTRACT_TYPE), dateFrom, function, role and
 *   the job title (one of de or en); dateTo unless the position is current;
 * - dates not in the future (the start as the specification asks; the end too, since a position
 *   that has not ended yet is a current one), and the end not before the start;
 *   the same for the roles at the same and at related companies;
 * - core competencies at most MAX_CORE_COMPETENCIES; each list at most MAX_SUB_ENTRIES rows;
 * - a related-company role needs the sister company, job title and dates; with such roles the
 *   company group needs a name and a country (and a group named at all needs both, see groupNeeded);
 * - a mission abroad needs country, whole months ≥ 1 (rounded half up; at most as many digits as
 *   the metadata says) and assignment type;
 * - a reference needs a name;
 * - the industry "other" (code 10) needs its description, since its label is never shown.
 * Lengths come from the field metadata (undefined: no limit known).
 */

export interface WorkExperienceLengths {
  name?: number;
  description?: number;
  placeOfOccupation?: number;
  reportingTo?: number;
  companyName?: number;
  city?: number;
  industryDescription?: number;
  companyGroupName?: number;
  sameCompanyRoleName?: number;
  relatedCompanyName?: number;
  relatedCompanyRoleName?: number;
  referenceName?: number;
  referencePosition?: number;
  referenceContactDetails?: number;
  referenceComment?: number;
  /** Digits of the months abroad. */
  monthsSpent?: number;
}

const REQUIRED = rule('required');
const CONTRACT_TYPES: string[] = Object.values(CONTRACT_TYPE);

function plain(max: number | undefined) {
  const field = yup.string().default('').trim();
  return max === undefined ? field : field.max(max, rule('max', { max }));
}

/** yyyy-MM-dd strings compare like dates. */
function startDate(today: string) {
  return yup
    .string()
    .default('')
    .required(REQUIRED)
    .test('maxDate', rule('maxDate'), (value) => !value || value <= today);
}

function endDate(today: string) {
  return yup
    .string()
    .default('')
    .when('isActualEngagement', {
      is: true,
      then: (schema) => schema.notRequired(),
      otherwise: (schema) => schema.required(REQUIRED),
    })
    .test('maxDate', rule('maxDate'), (value) => !value || value <= today)
    .test('dateOrder', rule('dateOrder'), function order(value) {
      const from = (this.parent as { dateFrom?: string }).dateFrom;
      return !value || !from || value >= from;
    });
}

function subList<T extends yup.AnyObject>(question: keyof PositionValues, row: yup.ObjectSchema<T>) {
  return yup
    .array()
    .default([])
    .when(question, {
      is: 'yes',
      then: () =>
        yup
          .array(row)
          .default([])
          .max(MAX_SUB_ENTRIES, rule('maxSelections', { max: MAX_SUB_ENTRIES })),
      // "No" clears the list; nothing of it is checked or sent.
      otherwise: (schema) => schema,
    });
}

const months = (digits: number | undefined) =>
  yup
    .number()
    .transform((_value: unknown, original: unknown) =>
      original === '' || original === undefined || original === null ? undefined : Math.round(parseMonths(original)),
    )
    .typeError(rule('number'))
    .required(REQUIRED)
    .min(1, rule('minNumber', { min: 1 }))
    .max(maxMonths(digits), rule('max', { max: maxMonths(digits) }));

/** The field metadata gives the months' length in digits (3: at most 999 months). */
export function maxMonths(digits: number | undefined): number {
  return digits === undefined ? Number.MAX_SAFE_INTEGER : 10 ** digits - 1;
}

function groupField(max: number | undefined, always: boolean) {
  // A test on the parent rather than `when`: name and country depend on each other, which `when` cannot express.
  return plain(max).test('required', REQUIRED, function required(value) {
    return !groupNeeded(this.parent as Partial<CompanyValues & PositionValues>, always) || (value ?? '').trim() !== '';
  });
}

/** The company group's name and country (see groupNeeded in workExperienceForm). */
export function companyGroupFields(lengths: WorkExperienceLengths, always: boolean) {
  return {
    companyGroupName: groupField(lengths.companyGroupName, always),
    companyGroupCountry: groupField(undefined, always),
  };
}

/** The company facts (the company dialog and the company section of the work-experience dialog). */
export function companyFactsFields(lang: Lang, lengths: WorkExperienceLengths) {
  return {
    companyName: plain(lengths.companyName).required(REQUIRED),
    city: activeLanguageText(lang, { max: lengths.city }),
    country: yup.string().default(''),
    ownershipStructure: yup.string().default(''),
    companyEmployees: yup.string().default(''),
    companyTurnover: yup.string().default(''),
    industry: yup.string().default(''),
    industryDescription: plain(lengths.industryDescription).when('industry', {
      is: INDUSTRY_OTHER,
      then: (schema) => schema.required(REQUIRED),
    }),
    companySituation: yup.string().default(''),
  };
}

/** The position's own fields (the work-experience and position-in-company dialogs). */
export function positionFields(lang: Lang, lengths: WorkExperienceLengths, today: string) {
  const sameCompanyRole = yup.object({
    name: activeLanguageText(lang, { required: true, max: lengths.sameCompanyRoleName }),
    isActualEngagement: yup.boolean().default(false),
    dateFrom: startDate(today),
    dateTo: endDate(today),
  });
  const relatedCompanyRole = sameCompanyRole.shape({
    companyName: plain(lengths.relatedCompanyName).required(REQUIRED),
    name: activeLanguageText(lang, { required: true, max: lengths.relatedCompanyRoleName }),
  });
  const mission = yup.object({
    country: yup.string().default('').required(REQUIRED),
    monthsSpent: months(lengths.monthsSpent),
    assignmentType: yup.string().default('').required(REQUIRED),
  });
  const reference = yup.object({
    name: plain(lengths.referenceName),
    position: plain(lengths.referencePosition),
    contactDetails: plain(lengths.referenceContactDetails),
    comment: plain(lengths.referenceComment),
  });

  return {
    name: activeLanguageText(lang, { required: true, max: lengths.name }),
    contractType: yup
      .string()
      .default('')
      .required(REQUIRED)
      .oneOf(['', ...CONTRACT_TYPES], rule('invalid')),
    function: yup.string().default('').required(REQUIRED),
    role: yup.string().default('').required(REQUIRED),
    commitment: yup.string().default(''),
    placeOfOccupation: plain(lengths.placeOfOccupation),
    countryOfOccupation: yup.string().default(''),
    reportingTo: plain(lengths.reportingTo),
    isActualEngagement: yup.boolean().default(false),
    dateFrom: startDate(today),
    dateTo: endDate(today),
    description: activeLanguageText(lang, { max: lengths.description, rich: true }),
    revenueResponsability: yup.string().default(''),
    costBudgetResponsability: yup.string().default(''),
    personnelResponsability: yup.string().default(''),
    noOfDirectReports: yup.string().default(''),
    coreCompetencies: yup
      .array(yup.string().required())
      .default([])
      .max(MAX_CORE_COMPETENCIES, rule('maxSelections', { max: MAX_CORE_COMPETENCIES })),
    hasSameCompanyRoles: yup.string().default('no'),
    sameCompanyRoles: subList('hasSameCompanyRoles', sameCompanyRole),
    hasRelatedCompanyRoles: yup.string().default('no'),
    relatedCompanyRoles: subList('hasRelatedCompanyRoles', relatedCompanyRole),
    hasMissionsAbroad: yup.string().default('no'),
    missionsAbroad: subList('hasMissionsAbroad', mission),
    hasReference: yup.string().default('no'),
    reference: reference.when('hasReference', {
      is: 'yes',
      then: (schema) => schema.shape({ name: plain(lengths.referenceName).required(REQUIRED) }),
    }),
  };
}

/** The work-experience dialog: the company, its group, and the position. `today` is yyyy-MM-dd in the user's calendar. */
export function workExperienceSchema(lang: Lang, lengths: WorkExperienceLengths, today: string) {
  return yup.object({
    ...companyFactsFields(lang, lengths),
    ...companyGroupFields(lengths, false),
    ...positionFields(lang, lengths, today),
  });
}

/** Position in company: the position and the group (the company facts are the company's, shown read-only). */
export function positionInCompanySchema(lang: Lang, lengths: WorkExperienceLengths, today: string) {
  return yup.object({
    ...companyGroupFields(lengths, false),
    ...positionFields(lang, lengths, today),
  });
}

/** The company dialog: the facts, and the group (always required when a position of the company lists related-company roles). */
export function companySchema(lang: Lang, lengths: WorkExperienceLengths, groupRequired: boolean) {
  return yup.object({
    ...companyFactsFields(lang, lengths),
    ...companyGroupFields(lengths, groupRequired),
  });
}
