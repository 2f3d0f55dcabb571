import { richTextLength } from '@/features/resume/schemas/localizedField';
import {
  competenceProfileSchema,
  executiveSummarySchema,
  otherActivitiesSchema,
  toCompetenceProfileForm,
  toCompetenceProfileSave,
  toExecutiveSummarySave,
  toOtherActivitiesSave,
} from '@/features/resume/schemas/richTexts.schema';
import { rule } from '@/lib/validation';

import { formErrors } from './formErrors';

/** Rich texts per language; see richTexts.schema.ts for which are required and why. */

describe('richTextLength (visible characters, as the editor counts them)', () => {
  it.each([
    ['', 0],
    ['<p>Hallo</p>', 5],
    ['<p>a</p><p>b</p>', 2],
    ['<ul><li>eins</li><li>zwei</li></ul>', 8],
    ['<p>a<br>b</p>', 2],
    ['<p>R&amp;D &lt;3</p>', 6],
    ['<p>a&nbsp;b</p>', 3],
  ])('%s has %i', (html, length) => {
    expect(richTextLength(html)).toBe(length);
  });
});

describe('executive summary', () => {
  const schema = executiveSummarySchema('de', 10);

  it('is required: one of German or English', async () => {
    expect(await formErrors(schema, { executiveSummary: { de: '', en: '' } })).toEqual({
      'executiveSummary.de': rule('languageMandatory'),
    });
    expect(
      await formErrors(executiveSummarySchema('en', 10), { executiveSummary: { de: '', en: '<p> </p>' } }),
    ).toEqual({
      'executiveSummary.en': rule('languageMandatory'),
    });
  });

  it('is satisfied by the other language alone', async () => {
    expect(await formErrors(schema, { executiveSummary: { de: '', en: '<p>Interim CFO</p>' } })).toEqual({});
  });

  it('counts visible characters against the limit, not the markup', async () => {
    expect(
      await formErrors(schema, { executiveSummary: { de: '<ul><li>12345</li><li>67890</li></ul>', en: '' } }),
    ).toEqual({});
    expect(await formErrors(schema, { executiveSummary: { de: '<p>12345678901</p>', en: '' } })).toEqual({
      'executiveSummary.de': rule('max', { max: 10 }),
    });
  });

  it('sends the active language and keeps the other as saved', () => {
    const saved = { de: '<p>alt</p>', en: '<p>English</p>' };
    expect(toExecutiveSummarySave({ executiveSummary: { de: '<p>neu</p>', en: '<p>stale</p>' } }, saved, 'de')).toEqual(
      {
        kind: 'executiveSummary',
        body: { executiveSummary: { de: '<p>neu</p>', en: '<p>English</p>' } },
      },
    );
  });
});

describe('competence profile', () => {
  const schema = competenceProfileSchema('en', { industryFocuses: 5, specialistFocuses: 5, managementMethods: 5 });

  it('may be saved empty: none of its three texts is required', async () => {
    expect(await formErrors(schema, toCompetenceProfileForm(undefined))).toEqual({});
  });

  it('limits each text of the active language', async () => {
    const values = { ...toCompetenceProfileForm(undefined), specialistFocuses: { de: '', en: '<p>123456</p>' } };
    expect(await formErrors(schema, values)).toEqual({ 'specialistFocuses.en': rule('max', { max: 5 }) });
  });

  it('sends all three texts, each with the other language as saved', () => {
    const saved = {
      industryFocuses: { de: '<p>Automobil</p>', en: '<p>Automotive</p>' },
      specialistFocuses: { de: '<p>Finanzen</p>', en: '' },
      managementMethods: { de: '', en: '<p>Lean</p>' },
    };
    const values = {
      industryFocuses: { de: '<p>x</p>', en: '<p>Automotive and suppliers</p>' },
      specialistFocuses: { de: '<p>y</p>', en: '<p>Finance</p>' },
      managementMethods: { de: '<p>z</p>', en: '' },
    };
    expect(toCompetenceProfileSave(values, saved, 'en')).toEqual({
      kind: 'competenceProfile',
      body: {
        industryFocuses: { de: '<p>Automobil</p>', en: '<p>Automotive and suppliers</p>' },
        specialistFocuses: { de: '<p>Finanzen</p>', en: '<p>Finance</p>' },
        managementMethods: { de: '', en: '' },
      },
    });
  });
});

describe('other activities', () => {
  it('may be saved empty', async () => {
    expect(await formErrors(otherActivitiesSchema('de', 100), { otherActivities: { de: '', en: '' } })).toEqual({});
    expect(
      toOtherActivitiesSave({ otherActivities: { de: '', en: '' } }, { de: '<p>Beirat</p>', en: '<p>Board</p>' }, 'de'),
    ).toEqual({
      kind: 'otherActivities',
      body: { otherActivities: { de: '', en: '<p>Board</p>' } },
    });
  });

  it('is limited to the server length', async () => {
    expect(
      await formErrors(otherActivitiesSchema('de', 3), { otherActivities: { de: '<p>abcd</p>', en: '' } }),
    ).toEqual({
      'otherActivities.de': rule('max', { max: 3 }),
    });
  });
});
