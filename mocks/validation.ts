import { EMAIL_PATTERN } from '../src/contract/account';
import { ERROR_CODE, type Lang } from '../src/contract/common';
import { ApiError } from './errors';

/**
 * The server's field rules (part 1 §5), written once for every handler. The client checks
 * the same rules; the mock checks them again so a client bug shows up as a 400.
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

/** Trimmed string value of a field, '' when missing or not a string (part 1 §5: values are trimmed). */
export function text(body: Body, key: string): string {
  const value = body[key];
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * Collects field errors (`{ field: rule }`) and throws one 400 with all of them, so a
 * client can show every message at once (part 1 §5).
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

/** The `{lang}` of a path: 'de' or 'en', anything else is a 400. */
export function parseLang(value: string | undefined): Lang {
  if (value === 'de' || value === 'en') return value;
  throw validationError({ lang: 'oneOf' }, 'The language must be de or en');
}
