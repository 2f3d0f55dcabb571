import type { LabelOption } from '@/contract/meta';
import type { LanguageProficiency, LanguageProficiencyRequest } from '@/contract/resume';

import type { ResumeSave } from '../resume.types';

/**
 * The languages dialog. It has no error messages: a
 * row without both a language and a level is dropped on save (the spec's rule, and the dialog
 * says so next to such a row), and a language chosen in one row is not offered in another.
 */
export interface LanguageRow {
  /** The saved row's id; '' for a new row. */
  id: string;
  languageCode: string;
  languageLevelCode: string;
}

export interface LanguagesFormValues {
  rows: LanguageRow[];
}

export const EMPTY_LANGUAGE_ROW: LanguageRow = { id: '', languageCode: '', languageLevelCode: '' };

/** The saved rows; without any, one empty row to start with. */
export function toLanguagesForm(saved: LanguageProficiency[]): LanguagesFormValues {
  const rows = saved.map(({ id, languageCode, languageLevelCode }) => ({ id, languageCode, languageLevelCode }));
  return { rows: rows.length > 0 ? rows : [{ ...EMPTY_LANGUAGE_ROW }] };
}

export function isCompleteRow(row: LanguageRow): boolean {
  return row.languageCode !== '' && row.languageLevelCode !== '';
}

/** A row begun but not finished: it will be dropped, so the dialog says so. */
export function isPartialRow(row: LanguageRow): boolean {
  return !isCompleteRow(row) && (row.languageCode !== '' || row.languageLevelCode !== '');
}

/**
 * The options of one row's language: every language not chosen in another row,
 * and the row's own choice.
 */
export function languageOptionsFor(options: LabelOption[], rows: LanguageRow[], index: number): LabelOption[] {
  const elsewhere = new Set(rows.filter((_, each) => each !== index).map((row) => row.languageCode));
  return options.filter((option) => !elsewhere.has(option.value));
}

/**
 * The request (`PUT /manager/language-proficiency`, the whole list): rows without both parts
 * are dropped; saved rows keep their id, new ones go without. Should a restored
 * draft hold a language twice, only its first row is sent.
 */
export function toLanguagesRequest(rows: LanguageRow[]): LanguageProficiencyRequest {
  const seen = new Set<string>();
  const languageProficiencies = rows.filter(isCompleteRow).flatMap(({ id, languageCode, languageLevelCode }) => {
    if (seen.has(languageCode)) return [];
    seen.add(languageCode);
    return [id ? { id, languageCode, languageLevelCode } : { languageCode, languageLevelCode }];
  });
  return { languageProficiencies };
}

export function toLanguagesSave(values: LanguagesFormValues): ResumeSave {
  return { kind: 'languages', body: toLanguagesRequest(values.rows) };
}
