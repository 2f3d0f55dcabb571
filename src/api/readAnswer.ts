import * as v from 'valibot';

import { kindOf, unreadableReplyError } from './errors';

export { kindOf } from './errors';

/** How many of an answer's deviations its error and the log name. */
export const MAX_DEVIATIONS = 3;

/** Where an answer differs from the contract: the field, what the schema expects, and what came (its kind only). */
export interface Deviation {
  field: string;
  expected: string;
  got: string;
}

const logged = new Set<string>();

/**
 * Reads an answer by its schema (src/contract/schema.ts), before any slice sees it. An answer
 * that cannot be read is an error of its load, which the screen shows where the data would be,
 * with a retry (docs/decisions/033-answers-at-the-door.md). It is logged once per path and
 * deviation, with the fields and the kinds of what came, never the values: they may be personal.
 */
export function readAnswer<TSchema extends v.GenericSchema>(
  schema: TSchema,
  answer: unknown,
  path: string,
  method = 'GET',
): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, answer);
  if (result.success) return result.output;
  throw unreadableAnswer(path, result.issues.slice(0, MAX_DEVIATIONS).map(deviationOf), method);
}

/** The error of an answer that cannot be read, logged once per request and deviation. */
export function unreadableAnswer(path: string, deviations: Deviation[], method = 'GET') {
  const entry = `${method} ${path} ${JSON.stringify(deviations)}`;
  if (!logged.has(entry)) {
    logged.add(entry);
    console.warn(`The answer to ${method} ${path} does not follow the contract`, deviations);
  }
  return unreadableReplyError({ path, deviations });
}

export function deviationOf(issue: v.BaseIssue<unknown>): Deviation {
  return {
    field: v.getDotPath(issue) ?? '(the answer)',
    expected: issue.expected ?? issue.type,
    got: kindOf(issue.input),
  };
}
