import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

import { AGREEMENT_TEXTS } from '../../mocks/agreement/fixtures';
import { readLocale } from './localeFiles';

/**
 * The glossary (docs/glossary.md) is the one list of words not to use: this test parses its tables, so the
 * document and the check cannot drift, and fails on a variant in any text of src/locales/{de,en}/*.json or in the
 * agreement texts the demo serves (what the user reads in the agreement dialogs).
 */

type Lang = 'de' | 'en';

interface Glossary {
  forbidden: Record<Lang, string[]>;
  /** `ns:key|lang` -> variants allowed in that text. */
  exceptions: Map<string, string[]>;
}

const ROOT = process.cwd();

function cells(row: string): string[] {
  return row
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split('|')
    .map((cell) => cell.trim());
}

function backticked(cell: string): string[] {
  return [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1] ?? '');
}

/** The rows of the markdown table that follows `heading`, header row included. */
function tableAfter(markdown: string, heading: string): string[][] {
  const lines = markdown.split('\n');
  const start = lines.findIndex((line) => line.startsWith('## ') && line.includes(heading));
  if (start < 0) throw new Error(`glossary: no section "${heading}"`);
  const rows: string[][] = [];
  for (const line of lines.slice(start + 1)) {
    if (line.startsWith('## ')) break;
    if (line.trim().startsWith('|') && !/^\|[\s|:-]+\|$/.test(line.trim())) rows.push(cells(line));
  }
  return rows;
}

function parseGlossary(markdown: string): Glossary {
  const [header = [], ...terms] = tableAfter(markdown, 'Begriffe / Terms');
  const deColumn = header.findIndex((cell) => cell.startsWith('Nicht verwenden'));
  const enColumn = header.findIndex((cell) => cell.startsWith('Not used'));
  if (deColumn < 0 || enColumn < 0) throw new Error('glossary: the "not used" columns are missing');
  const forbidden: Record<Lang, string[]> = {
    de: terms.flatMap((row) => backticked(row[deColumn] ?? '')),
    en: terms.flatMap((row) => backticked(row[enColumn] ?? '')),
  };
  const exceptions = new Map<string, string[]>();
  const [, ...allowed] = tableAfter(markdown, 'Ausnahmen / Exceptions');
  for (const [text = '', variants = ''] of allowed) {
    const match = /`([\w-]+:[\w.-]+)`\s*\((de|en)\)/.exec(text);
    if (!match) throw new Error(`glossary: an exception names no text: ${text}`);
    exceptions.set(`${match[1]}|${match[2]}`, backticked(variants));
  }
  return { forbidden, exceptions };
}

const LETTER = '[\\p{L}\\p{N}]';
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * A variant as a pattern: a whole word or phrase, exact case, except that a variant in lower case is also
 * found with a capital first letter; a trailing `*` lets the word go on.
 */
function variantPattern(variant: string): RegExp {
  const open = variant.endsWith('*');
  const body = open ? variant.slice(0, -1) : variant;
  const first = body.charAt(0);
  const head =
    first !== first.toUpperCase()
      ? `[${escape(first)}${escape(first.toUpperCase())}]${escape(body.slice(1))}`
      : escape(body);
  const before = /\p{L}/u.test(first) ? `(?<!${LETTER})` : '';
  const after = open ? '' : /[\p{L}\p{N}]$/u.test(body) ? `(?!${LETTER})` : '';
  return new RegExp(`${before}${head}${after}`, 'u');
}

/** The forbidden variants found in `text`; the names of `{{placeholders}}` are not text. */
function forbiddenIn(text: string, variants: readonly string[]): string[] {
  const visible = text.replace(/\{\{[^}]*\}\}/g, '…');
  return variants.filter((variant) => variantPattern(variant).test(visible));
}

function localeTexts(lang: Lang): [string, string][] {
  return Object.entries(readLocale(lang)).flatMap(([ns, texts]) =>
    Object.entries(texts).map(([key, text]): [string, string] => [`${ns}:${key}`, text]),
  );
}

function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
}

const glossary = parseGlossary(readFileSync(resolve(ROOT, 'docs', 'glossary.md'), 'utf8'));

function problemsIn(texts: [string, string][], lang: Lang): string[] {
  return texts.flatMap(([where, text]) => {
    const allowed = glossary.exceptions.get(`${where}|${lang}`) ?? [];
    return forbiddenIn(text, glossary.forbidden[lang])
      .filter((variant) => !allowed.includes(variant))
      .map((variant) => `${lang} ${where}: “${variant}” in “${text}”`);
  });
}

describe('the glossary check', () => {
  it('reads the variants and the exceptions from docs/glossary.md', () => {
    expect(glossary.forbidden.de).toEqual(expect.arrayContaining(['Werktag*', 'versendet', 'Ansprechpartner*']));
    expect(glossary.forbidden.en).toEqual(expect.arrayContaining(['timesheet*', 'resume', 'log in']));
    expect(glossary.exceptions.get('projects:tabs.mandates|de')).toEqual(['Mandate']);
  });

  it('finds a forbidden variant in a sample text, as a whole word and at the start of a sentence', () => {
    const de = glossary.forbidden.de;
    const en = glossary.forbidden.en;
    expect(forbiddenIn('Für 3 Werktage fehlt ein Eintrag.', de)).toEqual(['Werktag*']);
    expect(forbiddenIn('Der Bericht wurde versendet.', de)).toEqual(['versendet']);
    expect(forbiddenIn('Waren Sie Geschäftsführer/in?', de)).toEqual(['/in']);
    expect(forbiddenIn('Neue Angebote für Sie', de)).toEqual(['Angebot*']);
    expect(forbiddenIn('Als Interim Manager registrieren', de)).toEqual(['Interim Manager']);
    expect(forbiddenIn('Timesheet submitted', en)).toEqual(['timesheet*']);
    expect(forbiddenIn('Log out without saving?', en)).toEqual(['log out']);
    expect(forbiddenIn('Changes are made under Resume.', en)).toEqual(['resume']);
  });

  it('lets the chosen words and longer words through', () => {
    const de = glossary.forbidden.de;
    const en = glossary.forbidden.en;
    expect(forbiddenIn('Ihre Projektangebote und Einsätze', de)).toEqual([]);
    expect(forbiddenIn('Für 3 Arbeitstage fehlt die Zeiterfassung; der Bericht wurde gesendet.', de)).toEqual([]);
    expect(forbiddenIn('Willkommen im Interim-Manager-Portal', de)).toEqual([]);
    expect(forbiddenIn('Your CV; sign in; the time entry of a working day; a break', en)).toEqual([]);
    expect(variantPattern('log in').test('Please sign in again')).toBe(false);
    expect(forbiddenIn('break {{pauses}}', en)).toEqual([]);
  });
});

describe.each(['de', 'en'] as const)('the %s texts', (lang) => {
  it('use the glossary’s terms, not their variants', () => {
    expect(problemsIn(localeTexts(lang), lang)).toEqual([]);
  });

  it('of the agreements the demo serves use them too', () => {
    const texts = Object.entries(AGREEMENT_TEXTS).flatMap(([kind, byLang]) =>
      stringsOf(byLang[lang]).map((text): [string, string] => [`agreement-text:${kind}`, text]),
    );
    expect(texts.length).toBeGreaterThan(3);
    expect(problemsIn(texts, lang)).toEqual([]);
  });
});
