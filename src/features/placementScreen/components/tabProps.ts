import type { YearMonth } from '@/contract/month';
import type { PlacementSummary } from '@/contract/placements';
import type { PlacementMonthView } from '@/core/placements/usePlacementMonth';

/** What every tab of the placement screen gets from the page: the placement's month (usePlacementMonth), month, day. */
export interface PlacementTabProps extends PlacementMonthView {
  /** There: the page shows a tab only once the list has the placement. */
  placement: PlacementSummary;
  month: YearMonth;
  today: Date;
}
