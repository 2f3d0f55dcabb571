import { INDUSTRY_OTHER } from '@/contract/resume';
import type { LabelOf } from '@/core/meta/useLabelOf';

/**
 * Industry code 10 is "other": its label is hidden and the position's own
 * `industryDescription` stands in its place (nothing when there is none).
 */
export function industryText(industryLabel: LabelOf, industry: string, industryDescription: string): string {
  if (industry === INDUSTRY_OTHER) return industryDescription.trim();
  return industryLabel(industry);
}
