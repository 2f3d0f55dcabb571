import * as yup from 'yup';

import type { Lang } from '@/contract/common';
import type { CompetenceProfile, LocalizedText } from '@/contract/resume';

import { EMPTY_TEXT, keepActiveLanguage } from '../bilingual';
import type { ResumeSave } from '../resume.types';
import { activeLanguageText } from './localizedField';

/**
 * The three rich-text dialogs: executive summary, competence profile (three texts) and other
 * activities. The editor keeps only p, ul, li and br and trims what goes beyond
 * the server length (RichTextEditor); the schema checks the length again, as visible characters,
 * for a value that did not pass through the editor (a restored draft).
 *
 * Which of them are required. The specification says "per-language texts need at least one of de or en
 * non-empty"; we read that as what "required" means for a text kept per language (one language suffices), not
 * as "every per-language text is required": its validation rules list the required fields of each form, and
 * these texts are in none of those lists, while the CV has an empty state ('section is empty') for each of
 * their sections. So:
 * - executive summary: REQUIRED (one of de or en). It is the one text every CV is read by: the
 *   client's candidate cards show it alone, so saving it
 *   empty would only ever be a mistake; it can be rewritten but not wiped out.
 * - competence profile (industry focuses, specialist focuses, management methods): optional.
 *   Three independent headings; a manager may well have nothing to say under one of them.
 * - other activities: optional. "Other" is by its nature what a CV may not have; an emptied
 *   text is saved empty and the CV shows the section as empty.
 */

export interface RichTextLimits {
  executiveSummary?: number;
  industryFocuses?: number;
  specialistFocuses?: number;
  managementMethods?: number;
  otherActivities?: number;
}

const text = (value: LocalizedText | undefined): LocalizedText => ({ ...EMPTY_TEXT, ...value });

// ---------------------------------------------------------------- one text: executive summary, other activities

/** The sections that are one rich text each, under the field of the same name, and whether it is required. */
export const SINGLE_TEXTS = {
  executiveSummary: { required: true },
  otherActivities: { required: false },
} as const;
export type SingleText = keyof typeof SINGLE_TEXTS;
export type SingleTextFormValues<K extends SingleText = SingleText> = Record<K, LocalizedText>;

export function singleTextSchema(field: SingleText, lang: Lang, max: number | undefined) {
  return yup.object({ [field]: activeLanguageText(lang, { required: SINGLE_TEXTS[field].required, max, rich: true }) });
}

export function toSingleTextForm<K extends SingleText>(field: K, saved: LocalizedText | undefined) {
  return { [field]: text(saved) } as SingleTextFormValues<K>;
}

export function toSingleTextSave<K extends SingleText>(
  field: K,
  values: SingleTextFormValues<K>,
  saved: LocalizedText | undefined,
  lang: Lang,
): ResumeSave {
  const body = keepActiveLanguage(values[field], saved, lang);
  // Spelled out per kind: a computed key would lose the pairing of kind and body that ResumeSave checks.
  return field === 'executiveSummary'
    ? { kind: 'executiveSummary', body: { executiveSummary: body } }
    : { kind: 'otherActivities', body: { otherActivities: body } };
}

export const executiveSummarySchema = (lang: Lang, max: number | undefined) =>
  singleTextSchema('executiveSummary', lang, max);
export const otherActivitiesSchema = (lang: Lang, max: number | undefined) =>
  singleTextSchema('otherActivities', lang, max);
export const toExecutiveSummarySave = (
  values: SingleTextFormValues<'executiveSummary'>,
  saved: LocalizedText | undefined,
  lang: Lang,
) => toSingleTextSave('executiveSummary', values, saved, lang);
export const toOtherActivitiesSave = (
  values: SingleTextFormValues<'otherActivities'>,
  saved: LocalizedText | undefined,
  lang: Lang,
) => toSingleTextSave('otherActivities', values, saved, lang);

// ---------------------------------------------------------------- competence profile

export type CompetenceProfileFormValues = CompetenceProfile;
export const COMPETENCE_TEXTS = ['industryFocuses', 'specialistFocuses', 'managementMethods'] as const;

export function competenceProfileSchema(lang: Lang, limits: RichTextLimits) {
  return yup.object({
    industryFocuses: activeLanguageText(lang, { max: limits.industryFocuses, rich: true }),
    specialistFocuses: activeLanguageText(lang, { max: limits.specialistFocuses, rich: true }),
    managementMethods: activeLanguageText(lang, { max: limits.managementMethods, rich: true }),
  });
}

export function toCompetenceProfileForm(saved: CompetenceProfile | undefined): CompetenceProfileFormValues {
  return {
    industryFocuses: text(saved?.industryFocuses),
    specialistFocuses: text(saved?.specialistFocuses),
    managementMethods: text(saved?.managementMethods),
  };
}

export function toCompetenceProfileSave(
  values: CompetenceProfileFormValues,
  saved: CompetenceProfile | undefined,
  lang: Lang,
): ResumeSave {
  return {
    kind: 'competenceProfile',
    body: {
      industryFocuses: keepActiveLanguage(values.industryFocuses, saved?.industryFocuses, lang),
      specialistFocuses: keepActiveLanguage(values.specialistFocuses, saved?.specialistFocuses, lang),
      managementMethods: keepActiveLanguage(values.managementMethods, saved?.managementMethods, lang),
    },
  };
}
