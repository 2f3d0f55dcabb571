import * as v from 'valibot';

import { VERSION_API_ERROR } from '@/contract/versions';

import { ApiError, type SerializedApiError } from './errors';

/**
 * A save refused because the item was saved meanwhile elsewhere (412; docs/decisions/035-save-versions.md):
 * the item as the server holds it now, read by its schema; null when there is none (or it cannot be
 * read). Undefined when the error is another one.
 */
export function savedMeanwhile<S extends v.GenericSchema>(
  error: SerializedApiError,
  schema: S,
): v.InferOutput<S> | null | undefined {
  if (error.code !== VERSION_API_ERROR.STALE) return undefined;
  const read = v.safeParse(schema, error.details.current);
  return read.success ? read.output : null;
}

/** A save's error in a saga: refused because its item was saved meanwhile elsewhere (412). */
export const isSavedMeanwhile = (error: unknown): boolean =>
  error instanceof ApiError && error.code === VERSION_API_ERROR.STALE;
