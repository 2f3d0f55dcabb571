import type { LabelOption } from '@/contract/meta';

import type { metaSlice } from './meta.slice';

type MetaRoot = { meta: ReturnType<typeof metaSlice.reducer> };
const EMPTY: LabelOption[] = [];

export const selectLabelList = (state: MetaRoot, list: string): LabelOption[] => state.meta.labels.data[list] ?? EMPTY;
export const selectLabelsStatus = (state: MetaRoot) => state.meta.labels.status;
export const selectApiVersion = (state: MetaRoot) => state.meta.apiVersion;

export function labelOf(options: LabelOption[], value: string | null | undefined): string {
  if (!value) return '';
  return options.find((option) => option.value === value)?.label ?? '';
}

/**
 * Field lengths come from `GET /manager/fields-meta`. A missing entry is not an error:
 * it only logs at debug level and the field goes without a limit.
 */
export function selectMaxLength(state: MetaRoot, entity: string, field: string): number | undefined {
  const max = state.meta.fields.data[entity]?.[field]?.maxLength;
  if (max === undefined && state.meta.fields.status === 'succeeded') {
    console.debug(`fields-meta: no length for ${entity}.${field}`);
  }
  return max;
}
