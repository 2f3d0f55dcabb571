import type { PlacementTabProps } from './tabProps';

/** Being written (issue 11). */
export function MonthlyReportTab(_props: PlacementTabProps) {
  return null;
}
