import { ERROR_CODE } from '@/contract/common';
import { DOCUMENT_SUBCATEGORY } from '@/contract/documents';
import { META_PATHS, UNFILTERED_LISTS, VERSION_PATH, type FieldsMeta, type LabelsAndEnums } from '@/contract/meta';
import type { VideoUrls } from '@/contract/session';
import { DEMO_EMAIL } from '@mocks/auth/fixtures';

import { apiFetch, errorCode, login, startsWithPdfMagic } from './helpers';

const EU = [
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
];

async function labels(lang: 'de' | 'en'): Promise<LabelsAndEnums> {
  const response = await apiFetch(META_PATHS.labelsAndEnums.build(lang));
  expect(response.status).toBe(200);
  return (await response.json()) as LabelsAndEnums;
}

const values = (list: { value: string }[] | undefined) => (list ?? []).map((each) => each.value);
const labelOf = (list: { value: string; label: string }[] | undefined, value: string) =>
  list?.find((each) => each.value === value)?.label;

describe('GET /meta/labels_and_enums/lang/{lang}', () => {
  it('answers the same codes with German and English labels, without sign-in (registration needs them)', async () => {
    const [de, en] = [await labels('de'), await labels('en')];
    expect(Object.keys(de).sort()).toEqual(Object.keys(en).sort());
    for (const name of Object.keys(de)) expect(values(de[name]).sort()).toEqual(values(en[name]).sort());

    expect(de.salutations?.map((each) => each.label)).toEqual(['Herr', 'Frau', 'Divers']);
    expect(en.salutations?.map((each) => each.label)).toEqual(['Mr', 'Ms', 'Mx']);
    expect(labelOf(de.countries, 'DE')).toBe('Deutschland');
    expect(labelOf(en.countries, 'DE')).toBe('Germany');
    expect(labelOf(de.nationalities, 'CH')).toBe('Schweizerisch');
  });

  it('lists the EU, CH, GB, US and more as countries and nationalities, by ISO code', async () => {
    const en = await labels('en');
    for (const code of [...EU, 'CH', 'GB', 'US']) {
      expect(values(en.countries)).toContain(code);
      expect(values(en.nationalities)).toContain(code);
    }
    expect(en.countries?.length).toBeGreaterThanOrEqual(EU.length + 3 + 15);
  });

  it('has the lists the screens need', async () => {
    const en = await labels('en');
    expect(values(en.titles)).toContain('');
    expect(en.titles?.map((each) => each.label)).toEqual(expect.arrayContaining(['Dr.', 'Prof.', 'Prof. Dr.']));
    expect(en.languages?.filter((each) => each.value !== '').length).toBeGreaterThanOrEqual(15);
    expect(en.languageLevels?.length).toBeGreaterThan(0);
    expect(en.preferredContactTypes).toHaveLength(4);
    expect(values(en.documentSubcategories)).toEqual(Object.values(DOCUMENT_SUBCATEGORY).map(String));
    expect(values(en.contractTypes)).toEqual(['100', '200', '300', '400', '500', '600']);
  });

  it('carries entries without a value both in kept and in filtered lists', async () => {
    const en = await labels('en');
    const withEmpty = Object.keys(en).filter((name) => values(en[name]).includes(''));
    expect(withEmpty.some((name) => (UNFILTERED_LISTS as readonly string[]).includes(name))).toBe(true);
    expect(withEmpty.some((name) => !(UNFILTERED_LISTS as readonly string[]).includes(name))).toBe(true);
  });

  it('refuses an unknown language', async () => {
    const response = await apiFetch('/meta/labels_and_enums/lang/fr');
    expect(response.status).toBe(400);
    expect(await errorCode(response)).toBe(ERROR_CODE.VALIDATION);
  });
});

describe('GET /manager/fields-meta', () => {
  it('answers the maximum lengths per entity to a signed-in user', async () => {
    const { accessToken } = await login(DEMO_EMAIL.MANAGER);
    const meta = (await (await apiFetch(META_PATHS.fieldsMeta.build(), {}, accessToken)).json()) as FieldsMeta;
    expect(meta.manager?.firstName).toEqual({ maxLength: 64 });
    expect(meta.manager?.remarks).toEqual({ maxLength: 2000 });
    expect(Object.keys(meta)).toEqual(expect.arrayContaining(['education', 'workExperience', 'company']));
  });

  it('is public, for the registration (no token needed)', async () => {
    const response = await apiFetch(META_PATHS.fieldsMeta.build());
    expect(response.status).toBe(200);
    const meta = (await response.json()) as FieldsMeta;
    expect(meta.resume?.industryFocuses).toEqual({ maxLength: 4000 });
  });
});

describe('GET /meta/welcome-videos', () => {
  it('answers the public welcome-video URLs per language', async () => {
    const response = await apiFetch(META_PATHS.welcomeVideos.build());
    expect(response.status).toBe(200);
    const urls = (await response.json()) as VideoUrls;
    expect(urls.de).toMatch(/^https:\/\/.+\.mp4$/);
    expect(urls.en).toMatch(/^https:\/\/.+\.mp4$/);
    expect(urls.de).not.toBe(urls.en);
  });
});

describe('files and version', () => {
  it('serves the FAQ as a real PDF', async () => {
    const { accessToken } = await login(DEMO_EMAIL.MANAGER);
    const response = await apiFetch(META_PATHS.faqFile.build(), {}, accessToken);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(startsWithPdfMagic(await response.arrayBuffer())).toBe(true);
  });

  it('answers the API version outside /api/v1', async () => {
    const response = await fetch(`http://localhost${VERSION_PATH}`);
    expect(await response.json()).toEqual({ version: '1.8.2' });
  });
});
