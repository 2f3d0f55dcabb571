import { useMemo } from 'react';

import { INDUSTRY_OTHER } from '@/contract/resume';
import { useLabelList } from '@/core/meta/useLabelList';

export type LabelOf = (code: string | null | undefined) => string;

/**
 * A lookup of one label list (in the UI language) by code, built once per list, so that rows
 * of a long CV look labels up without searching the list each time.
 */
export function useLabelMap(list: string): LabelOf {
  const options = useLabelList(list);
  return useMemo(() => {
    const byCode = new Map(options.map((option) => [option.value, option.label]));
    return (code) => (code ? (byCode.get(code) ?? '') : '');
  }, [options]);
}

/**
 * Industry code 10 is "other": its label is hidden and the position's own
 * `industryDescription` stands in its place (nothing when there is none).
 */
export function industryText(industryLabel: LabelOf, industry: string, industryDescription: string): string {
  if (industry === INDUSTRY_OTHER) return industryDescription.trim();
  return industryLabel(industry);
}
