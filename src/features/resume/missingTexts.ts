import type { Lang } from '@/contract/common';
import type { LocalizedText, Resume } from '@/contract/resume';

import { otherLanguage } from './bilingual';
import type { ResumeDialogName } from './components/resumeDialogPaths';

/**
 * Bilingual help (the issue's "Beyond the specification"): which per-language texts of the CV
 * are written in one language and missing in the other.
 *
 * Our reading: a text is *missing in a language* when it is empty there (no visible text: a
 * rich text of only `<p><br></p>` counts as empty) while the other language has it. A text
 * empty in both languages is not "missing" in either: that is an empty section or field, which
 * the CV shows as such ("section is empty") and the dialogs' own rules cover.
 *
 * Each entry names the dialog that edits it; the resume page links there, after switching the
 * resume language to the language the text is missing in.
 */

export type MissingField =
  | 'executiveSummary'
  | 'industryFocuses'
  | 'specialistFocuses'
  | 'managementMethods'
  | 'otherActivities'
  | 'educationTitle'
  | 'educationInstitution'
  | 'educationDetails'
  | 'jobTitle'
  | 'positionDescription'
  | 'sameCompanyRole'
  | 'relatedCompanyRole'
  | 'companyCity';

export interface MissingText {
  /** The language the text is missing in. */
  lang: Lang;
  field: MissingField;
  dialog: ResumeDialogName;
  /** The id the dialog opens with (education, position or company id). */
  id?: string;
  /** Names the item for the reader (a title or company name, in the language it is written in). */
  item?: string;
}

type CvTexts = Pick<
  Resume,
  'executiveSummary' | 'competenceProfile' | 'otherActivities' | 'education' | 'workExperience'
>;

/** The visible text of a plain or rich (p, ul, li, br) value. */
export function hasText(value: string | null | undefined): boolean {
  return (
    (value ?? '')
      .replace(/<[^>]*>/g, ' ')
      .replace(/&nbsp;/g, ' ')
      .trim() !== ''
  );
}

/** The language a text is missing in, or null (filled in both, or in neither). */
export function missingLanguage(text: LocalizedText | null | undefined): Lang | null {
  const de = hasText(text?.de);
  const en = hasText(text?.en);
  if (de === en) return null;
  return de ? 'en' : 'de';
}

/** A plain text in whichever language has it (the active one first). */
function anyLanguage(text: LocalizedText | null | undefined, first: Lang): string {
  const second = otherLanguage(first);
  const pick = hasText(text?.[first]) ? text?.[first] : text?.[second];
  return (pick ?? '').trim();
}

export function missingTexts(cv: CvTexts): MissingText[] {
  const found: MissingText[] = [];
  const check = (text: LocalizedText | null | undefined, entry: Omit<MissingText, 'lang'>) => {
    const lang = missingLanguage(text);
    if (lang) found.push({ lang, ...entry });
  };

  check(cv.executiveSummary, { field: 'executiveSummary', dialog: 'executiveSummary' });
  check(cv.competenceProfile?.industryFocuses, { field: 'industryFocuses', dialog: 'competenceProfile' });
  check(cv.competenceProfile?.specialistFocuses, { field: 'specialistFocuses', dialog: 'competenceProfile' });
  check(cv.competenceProfile?.managementMethods, { field: 'managementMethods', dialog: 'competenceProfile' });

  for (const education of cv.education ?? []) {
    const item = (lang: Lang) => anyLanguage(education.fieldOfStudy, otherLanguage(lang)) || undefined;
    for (const [field, text] of [
      ['educationTitle', education.fieldOfStudy],
      ['educationInstitution', education.institution],
      ['educationDetails', education.details],
    ] as const) {
      const lang = missingLanguage(text);
      if (lang) found.push({ lang, field, dialog: 'education', id: education.id, item: item(lang) });
    }
  }

  const companiesSeen = new Set<string>();
  for (const position of cv.workExperience ?? []) {
    const title = (lang: Lang) => anyLanguage(position.name, otherLanguage(lang));
    const named = (lang: Lang) => [title(lang), position.companyName].filter(Boolean).join(', ') || undefined;
    const push = (
      field: MissingField,
      text: LocalizedText | null | undefined,
      item: (lang: Lang) => string | undefined = named,
    ) => {
      const lang = missingLanguage(text);
      if (lang) found.push({ lang, field, dialog: 'workExperience', id: position.id, item: item(lang) });
    };
    push('jobTitle', position.name);
    push('positionDescription', position.description);
    for (const role of position.sameCompanyRoles ?? []) {
      push('sameCompanyRole', role.name, (lang) =>
        [anyLanguage(role.name, otherLanguage(lang)), position.companyName].filter(Boolean).join(', '),
      );
    }
    for (const role of position.relatedCompanyRoles ?? []) {
      push('relatedCompanyRole', role.name, (lang) =>
        [anyLanguage(role.name, otherLanguage(lang)), role.companyName].filter(Boolean).join(', '),
      );
    }
    // The city is a company fact, shared by the company's positions: listed once per company.
    if (!companiesSeen.has(position.companyId)) {
      companiesSeen.add(position.companyId);
      const lang = missingLanguage(position.city);
      if (lang)
        found.push({
          lang,
          field: 'companyCity',
          dialog: 'company',
          id: position.companyId,
          item: position.companyName || undefined,
        });
    }
  }

  check(cv.otherActivities, { field: 'otherActivities', dialog: 'otherActivities' });
  return found;
}

/** How many texts are missing per language. */
export function countByLanguage(list: readonly MissingText[]): Record<Lang, number> {
  return list.reduce<Record<Lang, number>>((counts, entry) => ({ ...counts, [entry.lang]: counts[entry.lang] + 1 }), {
    de: 0,
    en: 0,
  });
}
