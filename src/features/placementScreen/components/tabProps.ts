import type { YearMonth } from '@/contract/month';
import type { PlacementSummary } from '@/contract/placements';

import type { MonthEntry, PlacementDetails } from '../placement.slice';

/** What every tab of the placement screen gets from the page. */
export interface PlacementTabProps {
  placement: PlacementSummary;
  /** The overview's codes and options; undefined until the first month has loaded. */
  details: PlacementDetails | undefined;
  month: YearMonth;
  /** The shown month; undefined before its load starts. */
  monthEntry: MonthEntry | undefined;
  /** The month before (the overview carries it), for 'same as the previous working day' and 'copy last week'. */
  previousMonthEntry: MonthEntry | undefined;
  today: Date;
}
