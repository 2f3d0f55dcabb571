import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** The translation files under src/locales/{lang}/, one per namespace, read for the tests of the texts. */

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

// vitest runs from the project root (vite.config.ts).
export const LOCALES = resolve(process.cwd(), 'src', 'locales');

/** Nested keys flattened with dots; plural forms (`_one`, `_other`) stay keys of their own. */
function flatten(value: Json, prefix = '', into: Record<string, string> = {}): Record<string, string> {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, into);
  } else {
    into[prefix] = String(value);
  }
  return into;
}

/** Every namespace of one language: namespace → flattened key → text. */
export function readLocale(lang: string): Record<string, Record<string, string>> {
  const dir = join(LOCALES, lang);
  return Object.fromEntries(
    readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .map((file) => [file.replace(/\.json$/, ''), flatten(JSON.parse(readFileSync(join(dir, file), 'utf8')) as Json)]),
  );
}
