import { useSelector } from 'react-redux';

import type { LabelOption } from '@/contract/meta';

import { selectLabelList } from './meta.selectors';

/** One list of the labels and enums, in the current language. */
export function useLabelList(list: string): LabelOption[] {
  return useSelector((state: Parameters<typeof selectLabelList>[0]) => selectLabelList(state, list));
}
