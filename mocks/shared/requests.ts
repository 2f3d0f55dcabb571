import { format } from 'date-fns';

import { EMAIL_PATTERN } from '../../src/contract/account';
import { ERROR_CODE, type Lang } from '../../src/contract/common';
import type { LocalizedText } from '../../src/contract/resume';
import { ApiError } from './errors';

/**
 * Reading requests, written once for every handler: the body as JSON or multipart, the
 * generic field readers and the server's field rules. The client checks the same
 * rules; the mock checks them again so a client bug shows up as a 400. Each domain's
 * `rules.ts` reads its own requests with these.
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isEmail(value: string): boolean {
  return value.length <= 255 && EMAIL_PATTERN.test(value);
}

/** `yyyy-MM-dd` and a real calendar day. */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

// ---------------------------------------------------------------- reading bodies

export type Body = Record<string, unknown>;

export function validationError(fields: Record<string, string>, message = 'Validation failed'): ApiError {
  return new ApiError(400, ERROR_CODE.VALIDATION, message, { fields });
}

/** The JSON body as an object; anything else is a 400 validation error. `optional`: an empty body is `{}`. */
export async function readJsonObject(request: Request, { optional = false } = {}): Promise<Body> {
  let parsed: unknown;
  try {
    const raw = await request.text();
    parsed = optional && raw.trim() === '' ? {} : JSON.parse(raw);
  } catch {
    throw validationError({ body: 'json' }, 'The request body must be JSON');
  }
  if (!isRecord(parsed)) throw validationError({ body: 'object' }, 'The request body must be a JSON object');
  return parsed;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Trimmed string value of a field, '' when missing or not a string (values are trimmed). */
export function text(body: Body, key: string): string {
  const value = body[key];
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * Collects field errors (`{ field: rule }`) and throws one 400 with all of them, so a
 * client can show every message at once.
 */
export class FieldErrors {
  private readonly fields: Record<string, string> = {};

  check(ok: boolean, field: string, rule: string): void {
    if (!ok && !(field in this.fields)) this.fields[field] = rule;
  }

  required(value: string, field: string): void {
    this.check(value.length > 0, field, 'required');
  }

  maxLength(value: string, max: number | undefined, field: string): void {
    if (max !== undefined) this.check(value.length <= max, field, 'max');
  }

  throwIfAny(): void {
    if (Object.keys(this.fields).length > 0) throw validationError(this.fields);
  }
}

/** The multipart form of an upload; anything else is a 400 validation error. */
export async function readFormData(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw validationError({ body: 'multipart' }, 'The request body must be multipart/form-data');
  }
}

/** A form entry that is a file (not a text field). No `instanceof File`: jsdom and Node each have their own class. */
export function isFileEntry(value: FormDataEntryValue | null): value is File {
  return value !== null && typeof value !== 'string';
}

/**
 * An optional file field of a form: its file, or null when there is none, including the empty part (no file
 * name, no bytes) a browser sends for a file field left empty.
 */
export function optionalFile(form: FormData, name: string): File | null {
  const value = form.get(name);
  return isFileEntry(value) && !(value.name === '' && value.size === 0) ? value : null;
}

/** The `{lang}` of a path: 'de' or 'en', anything else is a 400. */
export function parseLang(value: string | undefined): Lang {
  if (value === 'de' || value === 'en') return value;
  throw validationError({ lang: 'oneOf' }, 'The language must be de or en');
}

/** Today in the server's calendar, yyyy-MM-dd (ISO dates compare as strings). */
export function today(): string {
  return format(new Date(Date.now()), 'yyyy-MM-dd');
}

// ---------------------------------------------------------------- rich text

const ALLOWED_TAGS = new Set(['p', 'ul', 'li', 'br']);
/** Elements whose content is code, not text: dropped whole. */
const DROPPED_ELEMENTS =
  /<(script|style|iframe|object|embed|template|noscript|textarea|title|svg|math)\b[\s\S]*?<\/\1\s*>/gi;
/** A tag with its attributes; quoted attribute values may hold '>'. */
const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:"[^"]*"|'[^']*'|[^'">])*)>/g;

/**
 * Server HTML rules on the server side (docs/decisions/011-server-html.md): rich texts keep p,
 * ul, li and br without any attribute;
 * every other tag goes (its text stays), as do comments and the content of script-like
 * elements. A '<' that starts no allowed tag is escaped. A text with nothing visible (the
 * editor's empty `<p><br></p>`) is stored as ''.
 */
export function sanitizeRichText(html: string): string {
  const cleaned = html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(DROPPED_ELEMENTS, '')
    .replace(TAG, (_match, slash: string, name: string) => {
      const tag = name.toLowerCase();
      if (!ALLOWED_TAGS.has(tag)) return '';
      if (tag === 'br') return '<br>';
      return `<${slash}${tag}>`;
    })
    .replace(/<(?!\/?(?:p|ul|li|br)>)/g, '&lt;')
    .trim();
  return visibleText(cleaned) === '' ? '' : cleaned;
}

/** The text of a rich or plain value without markup, for "is it filled?". */
export function visibleText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|&#160;/g, ' ')
    .trim();
}

// ---------------------------------------------------------------- field readers

export interface TextOptions {
  max?: number;
  rich?: boolean;
  /** At least one of de or en filled. */
  required?: boolean;
}

/**
 * A per-language text: an object with `de` and `en` strings (a missing language is ''),
 * each trimmed (plain) or sanitized (rich) and held to `max` per language.
 */
export function readLocalized(
  value: unknown,
  errors: FieldErrors,
  field: string,
  { max, rich = false, required = false }: TextOptions,
): LocalizedText {
  if (value !== undefined && value !== null && !isRecord(value)) errors.check(false, field, 'object');
  const body: Body = isRecord(value) ? value : {};
  const read = (lang: 'de' | 'en') => {
    const raw = text(body, lang);
    return rich ? sanitizeRichText(raw) : raw;
  };
  const result: LocalizedText = { de: read('de'), en: read('en') };
  if (required)
    errors.check(visibleText(result.de) !== '' || visibleText(result.en) !== '', field, 'languageMandatory');
  // A rich text's limit counts its visible characters, as the editor's counter does (the
  // markup of a long list would otherwise refuse a text the editor showed as fitting).
  const measured = (lang: 'de' | 'en') =>
    rich ? result[lang].replace(/<[^>]*>/g, '').replace(/&#?\w+;/g, '_') : result[lang];
  errors.maxLength(measured('de'), max, `${field}.de`);
  errors.maxLength(measured('en'), max, `${field}.en`);
  return result;
}

export function readPlain(
  body: Body,
  key: string,
  errors: FieldErrors,
  field: string,
  { max, required = false }: TextOptions = {},
): string {
  const value = text(body, key);
  if (required) errors.required(value, field);
  errors.maxLength(value, max, field);
  return value;
}

/** A code of a labels list; '' allowed unless required. */
export function readCode(
  body: Body,
  key: string,
  codes: readonly string[],
  errors: FieldErrors,
  field: string,
  required = false,
): string {
  const value = text(body, key);
  if (required) errors.required(value, field);
  errors.check(value === '' || codes.includes(value), field, 'oneOf');
  return value;
}

/** A list of distinct codes of a labels list, at most `max`. */
export function readCodes(
  value: unknown,
  codes: readonly string[],
  errors: FieldErrors,
  field: string,
  max?: number,
): string[] {
  if (value !== undefined && value !== null && !Array.isArray(value)) errors.check(false, field, 'list');
  const list = Array.isArray(value) ? value : [];
  errors.check(
    list.every((each) => typeof each === 'string'),
    field,
    'list',
  );
  const result = list.filter((each): each is string => typeof each === 'string').map((each) => each.trim());
  if (max !== undefined) errors.check(result.length <= max, field, 'maxSelections');
  result.forEach((code, index) => errors.check(codes.includes(code), `${field}[${index}]`, 'oneOf'));
  errors.check(new Set(result).size === result.length, field, 'duplicate');
  return result;
}

export function readBoolean(body: Body, key: string, errors: FieldErrors, field: string): boolean {
  const value = body[key];
  errors.check(value === undefined || value === null || typeof value === 'boolean', field, 'boolean');
  return value === true;
}

/** yyyy-MM-dd; '' allowed unless required. */
export function readDate(body: Body, key: string, errors: FieldErrors, field: string, required: boolean): string {
  const value = text(body, key);
  if (required) errors.required(value, field);
  errors.check(value === '' || isIsoDate(value), field, 'date');
  return value;
}

export function notInFuture(value: string, errors: FieldErrors, field: string): void {
  errors.check(value === '' || value <= today(), field, 'maxDate');
}

export function inOrder(from: string, to: string, errors: FieldErrors, field: string): void {
  errors.check(from === '' || to === '' || to >= from, field, 'dateOrder');
}

/** A whole number of at least `min` (and at most `max`). */
export function readInteger(
  body: Body,
  key: string,
  errors: FieldErrors,
  field: string,
  min: number,
  max?: number,
): number {
  const value = body[key];
  const ok = typeof value === 'number' && Number.isInteger(value);
  errors.check(ok, field, 'number');
  if (!ok) return 0;
  errors.check(value >= min, field, 'minNumber');
  if (max !== undefined) errors.check(value <= max, field, 'max');
  return value;
}

/** The rows of a list field; anything but an array (or nothing) is an error. */
export function readRows(value: unknown, errors: FieldErrors, field: string, max?: number): Body[] {
  if (value !== undefined && value !== null && !Array.isArray(value)) errors.check(false, field, 'list');
  const rows = Array.isArray(value) ? value : [];
  if (max !== undefined) errors.check(rows.length <= max, field, 'maxSelections');
  return rows.map((row: unknown, index) => {
    errors.check(isRecord(row), `${field}[${index}]`, 'object');
    return isRecord(row) ? row : {};
  });
}

export const optionalId = (body: Body): string | undefined => text(body, 'id') || undefined;
