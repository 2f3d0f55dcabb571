import type { LabelOption } from '@/contract/meta';
import {
  isPartialRow,
  languageOptionsFor,
  toLanguagesForm,
  toLanguagesRequest,
  toLanguagesSave,
  type LanguageRow,
} from '@/features/resume/schemas/languages.schema';

/** Rows without both parts are dropped; a language chosen in one row is not offered in another. */

const LANGUAGES: LabelOption[] = [
  { value: 'de', label: 'German' },
  { value: 'en', label: 'English' },
  { value: 'fr', label: 'French' },
  { value: 'es', label: 'Spanish' },
];

const row = (languageCode: string, languageLevelCode: string, id = ''): LanguageRow => ({
  id,
  languageCode,
  languageLevelCode,
});

describe('toLanguagesRequest', () => {
  it('drops rows without both a language and a level', () => {
    const rows = [row('de', '500', 'lp-1'), row('en', ''), row('', '300'), row('', ''), row('fr', '200')];
    expect(toLanguagesRequest(rows)).toEqual({
      languageProficiencies: [
        { id: 'lp-1', languageCode: 'de', languageLevelCode: '500' },
        { languageCode: 'fr', languageLevelCode: '200' },
      ],
    });
  });

  it('keeps the ids of saved rows and sends new rows without one', () => {
    const { languageProficiencies } = toLanguagesRequest([row('en', '400', 'lp-2'), row('es', '100')]);
    expect(languageProficiencies[0]).toEqual({ id: 'lp-2', languageCode: 'en', languageLevelCode: '400' });
    expect(languageProficiencies[1]).not.toHaveProperty('id');
  });

  it('sends an empty list when every row is removed or incomplete', () => {
    expect(toLanguagesRequest([])).toEqual({ languageProficiencies: [] });
    expect(toLanguagesSave({ rows: [row('de', '')] })).toEqual({
      kind: 'languages',
      body: { languageProficiencies: [] },
    });
  });

  it('sends a language only once, the first row that has it (a draft from before the rule)', () => {
    expect(toLanguagesRequest([row('de', '500', 'lp-1'), row('de', '100')]).languageProficiencies).toEqual([
      { id: 'lp-1', languageCode: 'de', languageLevelCode: '500' },
    ]);
  });
});

describe('languageOptionsFor', () => {
  const rows = [row('de', '500'), row('en', '400'), row('', '')];

  it('offers a row every language not chosen in another row, and its own', () => {
    expect(languageOptionsFor(LANGUAGES, rows, 0).map((option) => option.value)).toEqual(['de', 'fr', 'es']);
    expect(languageOptionsFor(LANGUAGES, rows, 1).map((option) => option.value)).toEqual(['en', 'fr', 'es']);
  });

  it('offers an empty row only the languages still free', () => {
    expect(languageOptionsFor(LANGUAGES, rows, 2).map((option) => option.value)).toEqual(['fr', 'es']);
  });
});

describe('the rows of the form', () => {
  it('start from the saved languages', () => {
    expect(toLanguagesForm([{ id: 'lp-1', languageCode: 'de', languageLevelCode: '500' }])).toEqual({
      rows: [row('de', '500', 'lp-1')],
    });
  });

  it('start with one empty row when none is saved', () => {
    expect(toLanguagesForm([])).toEqual({ rows: [row('', '')] });
  });

  it('call a row partial when only one of its parts is chosen', () => {
    expect(isPartialRow(row('de', ''))).toBe(true);
    expect(isPartialRow(row('', '300'))).toBe(true);
    expect(isPartialRow(row('', ''))).toBe(false);
    expect(isPartialRow(row('de', '300'))).toBe(false);
  });
});
