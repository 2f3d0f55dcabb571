import * as v from 'valibot';

import type { OkResponse } from './common';

/*
 * The rules every answer of the server is read by (docs/decisions/033-answers-at-the-door.md),
 * written once for the app and the mock: tolerant where a person would be (a null or missing
 * text or list reads as empty), strict where it matters (ids, days and amounts that cannot be
 * read fail the answer).
 */

/** A text; null or missing reads as ''. */
export const text = v.nullish(v.string(), '');

/** A text in each language of the portal; a missing language, or null for all, reads as ''. */
export const localized = v.nullish(v.object({ de: text, en: text }), {});

/** An id: a text that is not empty. */
export const id = v.pipe(v.string(), v.nonEmpty());

const API_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A day, yyyy-MM-dd. */
export const apiDate = v.pipe(v.string(), v.regex(API_DATE));

/** A day, yyyy-MM-dd, or '' (null or missing too) where the contract allows none. */
export const apiDateOrNone = v.pipe(
  v.nullish(v.string(), ''),
  v.check((value) => value === '' || API_DATE.test(value)),
);

/** A list; null reads as empty, but anything else that is not a list fails the answer. */
export const list = <TItem extends v.GenericSchema>(item: TItem) => v.nullish(v.array(item), []);

/**
 * The answer of a write whose answer the portal does not read (the spec's 204): whatever a server
 * sends with its success, the write succeeded.
 */
export const okAnswer = v.pipe(
  v.unknown(),
  v.transform((): OkResponse => ({ status: 'ok' })),
);

/** A code of the labels and enums; a number the server sends is read as its text. */
export const code = v.pipe(
  v.union([v.string(), v.number()]),
  v.transform((value) => String(value)),
);

/**
 * An ISO date-time (e.g. `lastModified`), or '' when null or missing; one that does not read as
 * a date fails the answer.
 */
export const dateTimeOrNone = v.pipe(
  v.nullish(v.string(), ''),
  v.check((value) => value === '' || !Number.isNaN(Date.parse(value))),
);

/** An ISO date-time the server may leave out: null or missing reads as absent; one that does not read as a date fails. */
export const optionalDateTime = v.optional(
  v.pipe(
    v.nullable(v.string()),
    v.transform((value) => value ?? undefined),
    v.check((value) => value === undefined || !Number.isNaN(Date.parse(value))),
  ),
);

/** A text the server may leave out: null or missing reads as absent. */
export const optionalText = v.optional(
  v.pipe(
    v.nullable(v.string()),
    v.transform((value) => value ?? undefined),
  ),
);
