import * as yup from 'yup';

import type { Lang } from '@/contract/common';
import { EDUCATION_TYPES_WITH_COURSE, type Education, type EducationRequest } from '@/contract/resume';
import { rule } from '@/lib/validation';

import { EMPTY_TEXT, keepActiveLanguage } from '../bilingual';
import type { ResumeSave } from '../resume.types';
import { activeLanguageText, trimActive } from './localizedField';

/** The education dialog's values; the texts hold both languages, only the active one is edited. */
/**
 * Dates are yyyy-MM-dd or ''; certificate '' is the list's own "no certificate" entry (UNFILTERED_LISTS in
 * contract/meta.ts).
 */
export type EducationFormValues = Omit<Education, 'id' | 'version' | 'savedAt'>;

/** Field lengths of `GET /manager/fields-meta`, entity `education`; undefined: no limit known. */
export interface EducationLimits {
  fieldOfStudy?: number;
  details?: number;
  institution?: number;
}

/** The course can be chosen only for education types 200, 300, 500 and 550. */
export function courseAllowed(educationType: string): boolean {
  return (EDUCATION_TYPES_WITH_COURSE as readonly string[]).includes(educationType);
}

/** Changing the education type clears the course. */
export function withEducationType(values: EducationFormValues, educationType: string): EducationFormValues {
  if (educationType === values.educationType) return values;
  return { ...values, educationType, course: '' };
}

/**
 * Training title, details, dateFrom, dateTo, degree, country and institution are
 * required (the per-language ones: one of de or en); dateFrom not after today; dateTo not
 * before dateFrom. Certificate, school type, type of training and course are optional.
 * `today` is yyyy-MM-dd in the user's calendar.
 */
export function educationSchema(lang: Lang, limits: EducationLimits, today: string) {
  return yup.object({
    fieldOfStudy: activeLanguageText(lang, { required: true, max: limits.fieldOfStudy }),
    details: activeLanguageText(lang, { required: true, max: limits.details }),
    institution: activeLanguageText(lang, { required: true, max: limits.institution }),
    dateFrom: yup
      .string()
      .default('')
      .required(rule('required'))
      .test('maxDate', rule('maxDate'), (value) => !value || value <= today),
    dateTo: yup
      .string()
      .default('')
      .required(rule('required'))
      .test('dateOrder', rule('dateOrder'), function check(value) {
        const from = (this.parent as { dateFrom?: string }).dateFrom;
        return !value || !from || value >= from;
      }),
    degree: yup.string().default('').required(rule('required')),
    certificate: yup.string().default(''),
    isHighestDegree: yup.boolean().default(false),
    country: yup.string().default('').required(rule('required')),
    schoolType: yup.string().default(''),
    educationType: yup.string().default(''),
    course: yup.string().default(''),
  });
}

export function toEducationForm(education: Education | undefined): EducationFormValues {
  return {
    fieldOfStudy: { ...EMPTY_TEXT, ...education?.fieldOfStudy },
    details: { ...EMPTY_TEXT, ...education?.details },
    institution: { ...EMPTY_TEXT, ...education?.institution },
    dateFrom: education?.dateFrom ?? '',
    dateTo: education?.dateTo ?? '',
    degree: education?.degree ?? '',
    certificate: education?.certificate ?? '',
    isHighestDegree: education?.isHighestDegree ?? false,
    country: education?.country ?? '',
    schoolType: education?.schoolType ?? '',
    educationType: education?.educationType ?? '',
    course: education?.course ?? '',
  };
}

/**
 * The request: POST without id (new), PUT with id. Each text keeps the other language as the
 * server last sent it (bilingual.ts); a course left over from a type without courses is not sent.
 */
export function toEducationSave(values: EducationFormValues, saved: Education | undefined, lang: Lang): ResumeSave {
  const text = (name: 'fieldOfStudy' | 'details' | 'institution') =>
    keepActiveLanguage(trimActive(values[name], lang), saved?.[name], lang);
  const body: EducationRequest = {
    ...(saved ? { id: saved.id } : {}),
    fieldOfStudy: text('fieldOfStudy'),
    details: text('details'),
    institution: text('institution'),
    dateFrom: values.dateFrom,
    dateTo: values.dateTo,
    degree: values.degree,
    certificate: values.certificate,
    isHighestDegree: values.isHighestDegree,
    country: values.country,
    schoolType: values.schoolType,
    educationType: values.educationType,
    course: courseAllowed(values.educationType) ? values.course : '',
  };
  return { kind: 'education', body };
}
