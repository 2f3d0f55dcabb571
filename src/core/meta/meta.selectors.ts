import type { LabelOption, LabelsAndEnums } from '@/contract/meta';

import type { metaSlice } from './meta.slice';

export type MetaRoot = { meta: ReturnType<typeof metaSlice.reducer> };
const EMPTY: LabelOption[] = [];
const NO_LABELS: LabelsAndEnums = {};

export const selectLabelList = (state: MetaRoot, list: string): LabelOption[] =>
  state.meta.labels.data?.[list] ?? EMPTY;
/** Every label list at once: the object changes only when the labels load again. */
export const selectLabelLists = (state: MetaRoot): LabelsAndEnums => state.meta.labels.data ?? NO_LABELS;
/** The labels' load: its status, its error, the language it is for. */
export const selectLabelsLoad = (state: MetaRoot) => state.meta.labels;
export const selectFieldsStatus = (state: MetaRoot) => state.meta.fields.status;
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
  const max = state.meta.fields.data?.[entity]?.[field]?.maxLength;
  if (max === undefined && state.meta.fields.status === 'succeeded') {
    console.debug(`fields-meta: no length for ${entity}.${field}`);
  }
  return max;
}
