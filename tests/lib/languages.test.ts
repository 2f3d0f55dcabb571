import fc from 'fast-check';

import { LANGUAGE_CODE } from '@/contract/common';
import {
  codeOf,
  DEFAULT_LANGUAGE_CODE,
  DEFAULT_RESUME_LANGUAGE,
  langOf,
  parseLanguageCode,
  readResumeLanguage,
  readStoredLanguageCode,
  storeLanguageCode,
  storeResumeLanguage,
} from '@/lib/languages';

/** 100 = de, 200 = en; default 100; an unknown stored value becomes 200. */

describe('language codes', () => {
  it('maps 100 to German and 200 to English, both ways', () => {
    expect(LANGUAGE_CODE).toEqual({ DE: 100, EN: 200 });
    expect(langOf(100)).toBe('de');
    expect(langOf(200)).toBe('en');
    expect(codeOf('de')).toBe(100);
    expect(codeOf('en')).toBe(200);
  });

  it('defaults the UI to German and the resume to German', () => {
    expect(DEFAULT_LANGUAGE_CODE).toBe(100);
    expect(DEFAULT_RESUME_LANGUAGE).toBe('de');
  });
});

describe('parseLanguageCode', () => {
  it('gives German when nothing is stored', () => {
    expect(parseLanguageCode(null)).toBe(100);
    expect(parseLanguageCode('')).toBe(100);
  });

  it('reads the stored codes', () => {
    expect(parseLanguageCode('100')).toBe(100);
    expect(parseLanguageCode('200')).toBe(200);
  });

  it.each(['de', 'en', '300', 'abc', '{}', '100x', '-100'])(
    'turns the unknown stored value %j into English',
    (stored) => {
      expect(parseLanguageCode(stored)).toBe(200);
    },
  );

  it('turns every stored value other than 100 into English', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }).filter((value) => Number(value) !== 100),
        (stored) => {
          expect(parseLanguageCode(stored)).toBe(200);
        },
      ),
    );
  });
});

describe('stored choices', () => {
  it('persists the UI language code under portal.language', () => {
    expect(readStoredLanguageCode()).toBe(100);
    storeLanguageCode(200);
    expect(window.localStorage.getItem('portal.language')).toBe('200');
    expect(readStoredLanguageCode()).toBe(200);
    window.localStorage.setItem('portal.language', 'klingon');
    expect(readStoredLanguageCode()).toBe(200);
  });

  it('persists the resume language, German unless English was chosen', () => {
    expect(readResumeLanguage()).toBe('de');
    storeResumeLanguage('en');
    expect(readResumeLanguage()).toBe('en');
    window.localStorage.setItem('portal.resumeLanguage', 'fr');
    expect(readResumeLanguage()).toBe('de');
  });

  it('falls back to German when storage is unavailable', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    expect(readStoredLanguageCode()).toBe(100);
  });
});
