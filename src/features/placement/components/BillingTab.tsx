import type { PlacementTabProps } from './tabProps';

/** Being written (issue 11). */
export function BillingTab(_props: PlacementTabProps) {
  return null;
}
