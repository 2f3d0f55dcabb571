import * as v from 'valibot';

import { VERSION_API_ERROR } from '@/contract/versions';

import type { SerializedApiError } from './errors';

/**
 * A save refused because its item was saved meanwhile elsewhere (412 `version_stale`;
 * docs/decisions/035-save-versions.md): the item as the server holds it now, read by its schema.
 * Undefined for another error, and for a `current` that is missing or does not read: without it
 * there is nothing to choose between.
 */
export function staleCurrent<TSchema extends v.GenericSchema>(
  error: SerializedApiError,
  schema: TSchema,
): v.InferOutput<TSchema> | undefined {
  if (error.code !== VERSION_API_ERROR.STALE) return undefined;
  const read = v.safeParse(schema, error.details.current);
  return read.success ? read.output : undefined;
}
