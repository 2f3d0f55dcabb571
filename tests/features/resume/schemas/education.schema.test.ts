import { EDUCATION_TYPES_WITH_COURSE, type Education } from '@/contract/resume';
import {
  courseAllowed,
  educationSchema,
  toEducationForm,
  toEducationSave,
  withEducationType,
} from '@/features/resume/schemas/education.schema';
import { rule } from '@/lib/validation';

import { educationEntry } from '../../../contract/educationEntry';
import { formErrors } from './formErrors';

/** The education dialog's rules. */

const TODAY = '2026-03-15';
const LIMITS = { fieldOfStudy: 20, details: 50, institution: 30 };

/** The valid entry as saved: in both languages, with certificate, school type, education type and course. */
const SAVED: Education = {
  id: 'edu-1',
  ...educationEntry({
    fieldOfStudy: { de: 'Maschinenbau', en: 'Mechanical engineering' },
    details: { de: 'Schwerpunkt Produktion', en: 'Major in production' },
    institution: { de: 'TU München', en: 'TU Munich' },
    certificate: '100',
    schoolType: '100',
    educationType: '200',
    course: '100',
  }),
};

describe('educationSchema', () => {
  const schema = educationSchema('de', LIMITS, TODAY);

  it('accepts a complete entry with the optional fields empty', async () => {
    expect(await formErrors(schema, educationEntry())).toEqual({});
  });

  it('requires training title, details, institution (in one language), dates, degree and country', async () => {
    const empty = toEducationForm(undefined);
    expect(await formErrors(schema, empty)).toEqual({
      'fieldOfStudy.de': rule('languageMandatory'),
      'details.de': rule('languageMandatory'),
      'institution.de': rule('languageMandatory'),
      dateFrom: rule('required'),
      dateTo: rule('required'),
      degree: rule('required'),
      country: rule('required'),
    });
  });

  it('is satisfied by the other language alone (one of de or en)', async () => {
    const englishOnly = educationEntry({
      fieldOfStudy: { de: '', en: 'Mechanical engineering' },
      details: { de: ' ', en: 'Production' },
      institution: { de: '', en: 'TU Munich' },
    });
    expect(await formErrors(schema, englishOnly)).toEqual({});
  });

  it('names the English field when editing English', async () => {
    const errors = await formErrors(
      educationSchema('en', LIMITS, TODAY),
      educationEntry({ fieldOfStudy: { de: '', en: '' } }),
    );
    expect(errors).toEqual({ 'fieldOfStudy.en': rule('languageMandatory') });
  });

  it('does not allow a start date in the future; today is fine', async () => {
    expect(await formErrors(schema, educationEntry({ dateFrom: '2026-03-16', dateTo: '2026-04-01' }))).toEqual({
      dateFrom: rule('maxDate'),
    });
    expect(await formErrors(schema, educationEntry({ dateFrom: TODAY, dateTo: TODAY }))).toEqual({});
  });

  it('does not allow an end before the start; the same day is fine', async () => {
    expect(await formErrors(schema, educationEntry({ dateFrom: '2000-05-02', dateTo: '2000-05-01' }))).toEqual({
      dateTo: rule('dateOrder'),
    });
    expect(await formErrors(schema, educationEntry({ dateFrom: '2000-05-02', dateTo: '2000-05-02' }))).toEqual({});
  });

  it('allows an end date in the future (a training still under way)', async () => {
    expect(await formErrors(schema, educationEntry({ dateFrom: '2025-10-01', dateTo: '2027-09-30' }))).toEqual({});
  });

  it('limits the texts of the active language to the server lengths', async () => {
    expect(await formErrors(schema, educationEntry({ fieldOfStudy: { de: 'x'.repeat(21), en: '' } }))).toEqual({
      'fieldOfStudy.de': rule('max', { max: 20 }),
    });
    expect(await formErrors(schema, educationEntry({ fieldOfStudy: { de: 'x'.repeat(20), en: '' } }))).toEqual({});
  });

  it('does not block the save on a long text of the other language, which the dialog does not edit', async () => {
    expect(await formErrors(schema, educationEntry({ institution: { de: 'TU', en: 'y'.repeat(31) } }))).toEqual({});
  });

  it('knows no limit where the fields metadata names none', async () => {
    expect(
      await formErrors(educationSchema('de', {}, TODAY), educationEntry({ details: { de: 'x'.repeat(5000), en: '' } })),
    ).toEqual({});
  });
});

describe('the course', () => {
  it.each(EDUCATION_TYPES_WITH_COURSE)('can be chosen for education type %s', (type) => {
    expect(courseAllowed(type)).toBe(true);
  });

  it.each(['', '100', '250', '400', '600', '2000'])('cannot be chosen for education type "%s"', (type) => {
    expect(courseAllowed(type)).toBe(false);
  });

  it('is cleared when the education type changes', () => {
    const before = educationEntry({ educationType: '200', course: '300' });
    expect(withEducationType(before, '300')).toEqual({ ...before, educationType: '300', course: '' });
    expect(withEducationType(before, '')).toEqual({ ...before, educationType: '', course: '' });
  });

  it('is kept when the same education type is chosen again', () => {
    const before = educationEntry({ educationType: '200', course: '300' });
    expect(withEducationType(before, '200')).toBe(before);
  });

  it('is not sent for a type without courses (e.g. from an old draft)', () => {
    const save = toEducationSave(educationEntry({ educationType: '100', course: '300' }), undefined, 'de');
    expect(save).toMatchObject({ kind: 'education', body: { educationType: '100', course: '' } });
  });
});

describe('toEducationSave', () => {
  it('sends a new entry without id (POST)', () => {
    const save = toEducationSave(educationEntry(), undefined, 'de');
    expect(save.kind).toBe('education');
    if (save.kind !== 'education') return;
    expect(save.body).not.toHaveProperty('id');
    expect(save.body.fieldOfStudy).toEqual({ de: 'Maschinenbau', en: '' });
  });

  it('sends an existing entry with its id (PUT), the other language as saved and the active one trimmed', () => {
    const values = toEducationForm(SAVED);
    // A stale English copy (an old draft) must not overwrite what the server has.
    values.fieldOfStudy = { de: '  Wirtschaftsingenieurwesen ', en: 'stale' };
    const save = toEducationSave(values, SAVED, 'de');
    expect(save).toEqual({
      kind: 'education',
      body: { ...SAVED, fieldOfStudy: { de: 'Wirtschaftsingenieurwesen', en: 'Mechanical engineering' } },
    });
  });

  it('fills the form from the saved entry, and an empty form for a new one', () => {
    expect(toEducationForm(SAVED)).toMatchObject({
      fieldOfStudy: SAVED.fieldOfStudy,
      course: '100',
      isHighestDegree: true,
    });
    expect(toEducationForm(undefined)).toMatchObject({
      fieldOfStudy: { de: '', en: '' },
      isHighestDegree: false,
      certificate: '',
    });
  });
});
