/**
 * The texts the UI shows, read from the app's own locale files (src/locales/{de,en}/*.json),
 * so a journey names a button by what the user sees and a reworded text does not break it.
 *
 * `text(lang, 'auth:login.title')` reads one entry; `{{name}}` placeholders are filled from
 * `vars` (`{{name, number}}` in the language's number format), and `count` picks the `_one` / `_other` plural like i18next does.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';

import { formatNumber } from '../../src/contract/formats';

export type Lang = 'de' | 'en';
type Namespace =
  | 'auth'
  | 'common'
  | 'forms'
  | 'agreement'
  | 'dashboard'
  | 'registration'
  | 'signup'
  | 'documents'
  | 'notificationSettings'
  | 'account'
  | 'resume'
  | 'resumeEdit'
  | 'workExperience'
  | 'pdfExport'
  | 'management'
  | 'placement'
  | 'monthlyReport'
  | 'billing'
  | 'projects';
type Json = { [key: string]: Json } | string;

const cache = new Map<string, Json>();

function load(lang: Lang, ns: Namespace): Json {
  const key = `${lang}/${ns}`;
  let value = cache.get(key);
  if (value === undefined) {
    value = JSON.parse(readFileSync(new URL(`../../src/locales/${key}.json`, import.meta.url), 'utf8')) as Json;
    cache.set(key, value);
  }
  return value;
}

function lookup(root: Json, path: string): string | undefined {
  let node: Json | undefined = root;
  for (const part of path.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** One UI text, e.g. `text('de', 'auth:login.warningMsg', { count: 2 })`. */
export function text(lang: Lang, key: `${Namespace}:${string}`, vars: Record<string, string | number> = {}): string {
  const [ns, path] = key.split(':') as [Namespace, string];
  const root = load(lang, ns);
  let template: string | undefined;
  if (typeof vars.count === 'number') {
    const form = new Intl.PluralRules(lang).select(vars.count);
    template = lookup(root, `${path}_${form}`) ?? lookup(root, `${path}_other`);
  }
  template ??= lookup(root, path);
  if (template === undefined) throw new Error(`No text ${key} in src/locales/${lang}`);
  // `{{name, number}}` is a number in the language's format, as the app's i18next formatter writes it.
  return template.replace(/\{\{\s*(\w+)\s*(?:,\s*(number)\s*)?\}\}/g, (whole, name: string, format?: string) => {
    if (!(name in vars)) return whole;
    const value = vars[name]!;
    return format && typeof value === 'number' ? formatNumber(value, lang) : String(value);
  });
}

/** The visible wording of an HTML text (tags removed, spaces collapsed). */
export function plain(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Escapes a text for use inside a RegExp. */
export function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * From 1014 px the header shows the three main links; below, the profile menu does
 * (docs/decisions/015-header-breakpoint.md). The desktop project is 1440 px wide, the mobile one 390 px.
 */
export const DESKTOP_HEADER_MIN_WIDTH = 1014;

export function hasDesktopHeader(page: Page): boolean {
  return (page.viewportSize()?.width ?? 0) >= DESKTOP_HEADER_MIN_WIDTH;
}

/** The manager's full name as the portal addresses her, per UI language (in English the title stands instead of the salutation). */
export const MANAGER_FULL_NAME: Record<Lang, string> = {
  de: 'Frau Dr. Katharina Berger',
  en: 'Dr. Katharina Berger',
};
