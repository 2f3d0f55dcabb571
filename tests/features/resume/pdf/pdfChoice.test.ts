import { CV_TYPES, PDF_COLOUR_SCHEMES, PDF_DESIGNS } from '@/contract/resume';
import {
  COLOUR_KEYS,
  cvPdfPath,
  DEFAULT_PDF_CHOICE,
  readLastChoice,
  storeLastChoice,
} from '@/features/resume/pdf/pdfChoice';
import { clearDrafts } from '@/lib/drafts';
import { SESSION_KEYS } from '@/lib/storageKeys';

/** The PDF export's choice and where it is remembered (docs/decisions/010-drafts.md). */

describe('the remembered choice', () => {
  it('starts with the full CV in Eisblau, template 1', () => {
    expect(readLastChoice('u1')).toEqual({ cvType: 'long', colourHex: 'a9cce3', design: 1 });
    expect(readLastChoice(null)).toEqual(DEFAULT_PDF_CHOICE);
  });

  it('is kept per user in sessionStorage, beside the drafts, and nothing in localStorage', () => {
    storeLastChoice('u1', { cvType: 'it-management', colourHex: 'b03a2e', design: 3 });
    expect(readLastChoice('u1')).toEqual({ cvType: 'it-management', colourHex: 'b03a2e', design: 3 });
    expect(readLastChoice('u2')).toEqual(DEFAULT_PDF_CHOICE);
    expect(Object.keys(window.sessionStorage)).toEqual([`${SESSION_KEYS.draftPrefix}u1.pdfExport.lastChoice`]);
    expect(window.localStorage.length).toBe(0);
  });

  it('is forgotten with the drafts at an explicit logout', () => {
    storeLastChoice('u1', { cvType: 'short', colourHex: '1f4e8c', design: 2 });
    clearDrafts('u1');
    expect(readLastChoice('u1')).toEqual(DEFAULT_PDF_CHOICE);
  });

  it('is not stored without a user', () => {
    storeLastChoice(null, { cvType: 'short', colourHex: '1f4e8c', design: 2 });
    expect(window.sessionStorage.length).toBe(0);
  });

  it('replaces each unknown stored value by the default, field by field', () => {
    window.sessionStorage.setItem(
      `${SESSION_KEYS.draftPrefix}u1.pdfExport.lastChoice`,
      JSON.stringify({ cvType: 'poster', colourHex: '1f4e8c', design: 4 }),
    );
    expect(readLastChoice('u1')).toEqual({ cvType: 'long', colourHex: '1f4e8c', design: 1 });
    window.sessionStorage.setItem(
      `${SESSION_KEYS.draftPrefix}u1.pdfExport.lastChoice`,
      JSON.stringify({ cvType: 'short', colourHex: '#1F4E8C', design: '2' }),
    );
    expect(readLastChoice('u1')).toEqual({ cvType: 'short', colourHex: 'a9cce3', design: 1 });
    window.sessionStorage.setItem(`${SESSION_KEYS.draftPrefix}u1.pdfExport.lastChoice`, 'not json');
    expect(readLastChoice('u1')).toEqual(DEFAULT_PDF_CHOICE);
  });
});

describe('the file path', () => {
  it('is /manager/pdf/file/{language}/{cvType}/{design}/{colourHex}/{managerId}, the hex without #', () => {
    expect(cvPdfPath('en', { cvType: 'plant-manager', colourHex: '6e6f58', design: 2 }, 'm 7')).toBe(
      '/manager/pdf/file/en/plant-manager/2/6e6f58/m%207',
    );
  });

  it('offers exactly the spec’s seven schemes with three templates and four CV types, each scheme named', () => {
    expect(PDF_COLOUR_SCHEMES.map((scheme) => scheme.name)).toEqual([
      'Eisblau',
      'Grau',
      'Weiß',
      'Olivgrau',
      'Hellgrau',
      'Rot',
      'Blau',
    ]);
    expect(PDF_DESIGNS).toEqual([1, 2, 3]);
    expect(CV_TYPES).toEqual(['short', 'long', 'plant-manager', 'it-management']);
    expect(new Set(Object.values(COLOUR_KEYS)).size).toBe(7);
  });
});
