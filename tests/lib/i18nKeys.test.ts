import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

import { readLocale } from '../i18n/localeFiles';

/**
 * Translation keys (one namespace file per domain under src/locales/{de,en}/).
 *
 * 1. German and English hold exactly the same keys, file by file, nested keys flattened
 *    with dots; plural forms (`_one`, `_other`, ...) are keys of their own, so they must
 *    match too. Interpolation variables must match as well.
 * 2. Every key used as a literal `t('...')` in src/ exists in English.
 *
 * What the static scan of (2) can check, and what not:
 * - `t('key')` and `t("key")`, and calls of a renamed `t` (`const { t: tCommon } =
 *   useTranslation()`): the key is looked up in the namespaces that function gets from the
 *   file's `useTranslation('ns')` / `useTranslation(['ns', ...])` calls (`common`, the default
 *   namespace, for a call without one, and for a file without any call). A file with two
 *   components whose `t` come from different namespaces is checked against all of them, so a
 *   key of the wrong one of the two slips through.
 * - `t('key', { ns: 'x' })` and `t('x:key')` are looked up in `x` only.
 * - A key used with `count` may exist only in its plural forms (`key_one`, `key_other`).
 * - Template literals (`t(\`${kind}.panel\`)`) cannot be resolved statically: only their
 *   static parts are checked, by asking that some key of the namespaces matches
 *   `prefix…suffix`. Keys built at run time (`validationMessage`, `apiErrorMessage`, keys in
 *   variables, `t([...])` arrays) are not seen; their fallbacks are tested in
 *   tests/lib/validation.test.ts and tests/api/errors.test.ts.
 * - Translate functions from anywhere else (`i18n.t`, `getFixedT`, a `t` under another name
 *   passed in as a parameter) are not seen.
 */

// vitest runs from the project root (vite.config.ts).
const SRC = resolve(process.cwd(), 'src');
const DEFAULT_NS = 'common';
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'locales' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

const de = readLocale('de');
const en = readLocale('en');

function variables(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([\w.]+)\s*(?:,[^}]*)?\}\}/g)].map((match) => match[1] ?? '').sort();
}

describe('German and English translations', () => {
  it('have the same namespace files', () => {
    expect(Object.keys(de).sort()).toEqual(Object.keys(en).sort());
    expect(Object.keys(en).length).toBeGreaterThan(0);
  });

  it.each(Object.keys(en))('have the same keys in %s.json, plural forms included', (ns) => {
    const deKeys = Object.keys(de[ns] ?? {}).sort();
    const enKeys = Object.keys(en[ns] ?? {}).sort();
    const missingInDe = enKeys.filter((key) => !deKeys.includes(key));
    const missingInEn = deKeys.filter((key) => !enKeys.includes(key));
    expect({ missingInDe, missingInEn }).toEqual({ missingInDe: [], missingInEn: [] });
  });

  it.each(Object.keys(en))('use the same interpolation variables and no empty texts in %s.json', (ns) => {
    const problems: string[] = [];
    for (const [key, text] of Object.entries(en[ns] ?? {})) {
      const german = de[ns]?.[key];
      if (german === undefined) continue; // reported by the key test
      if (JSON.stringify(variables(text)) !== JSON.stringify(variables(german))) problems.push(`${key}: {{}} differ`);
      if (text.trim() === '' || german.trim() === '') problems.push(`${key}: empty`);
    }
    expect(problems).toEqual([]);
  });
});

describe('validation messages', () => {
  // validationKeys (lib/validation.ts) looks in `forms` before `common`: a `forms` default for a
  // rule `common` already words would change that rule's message on every screen loading `forms`.
  it("word each rule's default once: forms adds rules and field texts, never a second default", () => {
    const prefix = 'error.validation.';
    const twice = Object.keys(en.forms ?? {}).filter(
      (key) => key.startsWith(prefix) && key.endsWith('.default') && en.common?.[key] !== undefined,
    );
    expect(twice).toEqual([]);
  });
});

interface KeyUse {
  file: string;
  key: string;
  namespaces: string[];
  template: boolean;
}

/**
 * The translate functions of a file and the namespaces each can come from: every
 * `const { t } = useTranslation('ns')` and `const { t: tCommon } = useTranslation()`
 * (no namespace: `common`). A file without any gets `t` in `common` (a `t` passed in).
 */
function translateFunctionsOf(source: string): Map<string, Set<string>> {
  const functions = new Map<string, Set<string>>();
  const add = (name: string, namespaces: string[]) => {
    const set = functions.get(name) ?? new Set<string>();
    namespaces.forEach((ns) => set.add(ns));
    functions.set(name, set);
  };
  for (const [, bindings = '', args = ''] of source.matchAll(/\{([^{}]*)\}\s*=\s*useTranslation\(\s*([^)]*)\)/g)) {
    const names = [...args.matchAll(/['"]([\w-]+)['"]/g)].map((match) => match[1] ?? '');
    const namespaces = names.length > 0 ? names : [DEFAULT_NS];
    for (const [, alias] of bindings.matchAll(/\bt\s*:\s*(\w+)/g)) if (alias) add(alias, namespaces);
    if (/(^|[,\s])t\s*(,|$)/.test(bindings.trim()) || /^\s*t\s*$/.test(bindings)) add('t', namespaces);
  }
  if (functions.size === 0) add('t', [DEFAULT_NS]);
  return functions;
}

function keyUses(): KeyUse[] {
  const uses: KeyUse[] = [];
  for (const path of sourceFiles(SRC)) {
    const source = readFileSync(path, 'utf8');
    const file = relative(SRC, path);
    for (const [name, fileNamespaces] of translateFunctionsOf(source)) {
      // name('key' ...) / name("key" ...) / name(`key` ...), with what follows up to the closing parenthesis.
      const call = new RegExp(`(?<![\\w.$])${name}\\(\\s*(['"\`])((?:(?!\\1)[^\\\\\\n]|\\\\.)*)\\1([^)]*)\\)?`, 'g');
      for (const match of source.matchAll(call)) {
        const [, quote, raw = '', rest = ''] = match;
        const explicitNs = /\bns:\s*['"]([\w-]+)['"]/.exec(rest)?.[1];
        let key = raw;
        let namespaces = explicitNs ? [explicitNs] : [...fileNamespaces];
        const prefixed = /^([\w-]+):(.+)$/.exec(raw);
        if (prefixed?.[1] && prefixed[2]) {
          namespaces = [prefixed[1]];
          key = prefixed[2];
        }
        uses.push({ file, key, namespaces, template: quote === '`' && key.includes('${') });
      }
    }
  }
  return uses;
}

function exists(key: string, ns: string): boolean {
  const keys = en[ns];
  if (!keys) return false;
  return (
    key in keys ||
    Object.keys(keys).some((candidate) => PLURAL_SUFFIX.test(candidate) && candidate.replace(PLURAL_SUFFIX, '') === key)
  );
}

function templateMatches(template: string, ns: string): boolean {
  const pattern = template
    .split(/\$\{[^}]*\}/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('[^.]+');
  const regex = new RegExp(`^${pattern}(${PLURAL_SUFFIX.source})?$`);
  return Object.keys(en[ns] ?? {}).some((key) => regex.test(key));
}

describe('keys used in the code', () => {
  const uses = keyUses();

  it('finds the literal keys of the code (the scan works)', () => {
    const literal = uses.filter((use) => !use.template);
    expect(literal.length).toBeGreaterThan(50);
    expect(literal).toContainEqual(
      expect.objectContaining({ key: 'login.submit', namespaces: expect.arrayContaining(['auth']) }),
    );
    expect(literal).toContainEqual(expect.objectContaining({ key: 'actions.retry', namespaces: ['common'] }));
    expect(
      translateFunctionsOf("const { t } = useTranslation('auth'); const { t: tCommon } = useTranslation();"),
    ).toEqual(
      new Map([
        ['t', new Set(['auth'])],
        ['tCommon', new Set(['common'])],
      ]),
    );
  });

  it('exist in the English translations', () => {
    const missing = uses
      .filter((use) => !use.template && !use.namespaces.some((ns) => exists(use.key, ns)))
      .map((use) => `${use.file}: ${use.namespaces.join('|')}:${use.key}`);
    expect(missing).toEqual([]);
  });

  it('match at least one English key where they are built from a template', () => {
    const unmatched = uses
      .filter((use) => use.template && !use.namespaces.some((ns) => templateMatches(use.key, ns)))
      .map((use) => `${use.file}: ${use.namespaces.join('|')}:${use.key}`);
    expect(unmatched).toEqual([]);
  });

  it('would notice a key that does not exist', () => {
    // The checker itself: a made-up key and a typo in a real one are reported.
    expect(exists('login.submitt', 'auth')).toBe(false);
    expect(exists('login.warningMsg', 'auth')).toBe(true); // plural forms only
    expect(exists('nope', 'nonamespace')).toBe(false);
    expect(templateMatches('${kind}.panel', 'agreement')).toBe(true);
    expect(templateMatches('${kind}.panell', 'agreement')).toBe(false);
  });
});
