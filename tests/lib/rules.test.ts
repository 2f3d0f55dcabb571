import { LANGUAGE_CODE } from '@/contract/common';
import { MAX_UPLOAD_BYTES } from '@/contract/documents';
import { LOCK_DURATION_MS, MAX_LOGIN_ATTEMPTS } from '@/contract/session';
import { filterLabelLists } from '@/core/meta/meta.slice';
import { buildFullName } from '@/core/profile/profile.selectors';
import { loginSchema } from '@/features/auth/auth.schema';
import { IDLE_CHECK_INTERVAL_MS, IDLE_TIMEOUT_MS, IDLE_WARNING_MS } from '@/features/auth/auth.types';
import { lazySchema } from '@/lib/lazySchema';

/** Small pure rules: the full name, the label lists and the constants. */

describe('buildFullName', () => {
  it('joins salutation, title, first and last name in German', () => {
    expect(buildFullName({ salutation: 'Frau', title: 'Dr.', firstName: 'Katharina', lastName: 'Berger' }, 'de')).toBe(
      'Frau Dr. Katharina Berger',
    );
  });

  it('lets a title stand instead of the salutation in English, and keeps the salutation without one', () => {
    expect(buildFullName({ salutation: 'Ms', title: 'Dr.', firstName: 'Katharina', lastName: 'Berger' }, 'en')).toBe(
      'Dr. Katharina Berger',
    );
    expect(buildFullName({ salutation: 'Mr', title: ' ', firstName: 'Thomas', lastName: 'Keller' }, 'en')).toBe(
      'Mr Thomas Keller',
    );
  });

  it('leaves out missing and blank parts without double spaces', () => {
    expect(buildFullName({ salutation: 'Herr', title: '', firstName: ' Thomas ', lastName: 'Keller' }, 'de')).toBe(
      'Herr Thomas Keller',
    );
    expect(buildFullName({ firstName: 'Anna' }, 'en')).toBe('Anna');
    expect(buildFullName({}, 'de')).toBe('');
  });
});

describe('filterLabelLists', () => {
  it('drops entries without a value, except in countries, certificate types and titles', () => {
    const empty = { value: '', label: '—' };
    const filled = { value: '100', label: 'Dr.' };
    expect(
      filterLabelLists({
        salutations: [empty, filled],
        titles: [empty, filled],
        countries: [empty],
        certificateTypes: [empty],
        industries: [empty],
      }),
    ).toEqual({
      salutations: [filled],
      titles: [empty, filled],
      countries: [empty],
      certificateTypes: [empty],
      industries: [],
    });
  });
});

describe('lazySchema', () => {
  it('returns the first failed rule per field, or nothing when valid', async () => {
    const load = vi.fn(() => Promise.resolve(loginSchema));
    const validate = lazySchema<{ username: string; password: string }>(load);
    await expect(validate({ username: '', password: '' })).resolves.toEqual({
      username: 'required',
      password: 'required',
    });
    await expect(validate({ username: 'a@b.de', password: 'x' })).resolves.toEqual({});
    // The schema is loaded once, on first use.
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('the constants of the specification', () => {
  it('uses the spec values', () => {
    expect(LANGUAGE_CODE).toEqual({ DE: 100, EN: 200 });
    expect(MAX_LOGIN_ATTEMPTS).toBe(3);
    expect(LOCK_DURATION_MS).toBe(60 * 60 * 1000);
    expect(IDLE_TIMEOUT_MS).toBe(60 * 60 * 1000);
    expect(IDLE_WARNING_MS).toBe(60 * 1000);
    expect(IDLE_CHECK_INTERVAL_MS).toBe(1000);
    expect(MAX_UPLOAD_BYTES).toBe(15_728_640);
  });
});
