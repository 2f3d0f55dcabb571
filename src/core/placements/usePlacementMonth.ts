import { useCallback, useEffect, useMemo } from 'react';
import { useDispatch, useSelector } from 'react-redux';

import './placements.feature';

import { shiftMonth, type YearMonth } from '@/contract/month';
import type { PlacementMonth, PlacementSummary, TimeTrackingOptions } from '@/contract/placements';
import type { TimesheetDay } from '@/contract/timesheetDays';

import type { Loaded } from '../load/load';
import { selectOutbox, waitingIn } from '../timeEntryOutbox/outbox.selectors';
import type { OutboxEntry } from '../timeEntryOutbox/outboxRules';
import { dayStatesOf } from './placementDays';
import {
  selectMergedPlacement,
  selectPlacementDetails,
  selectPlacementMonth,
  type PlacementsRoot,
} from './placements.selectors';
import { placementsActions } from './placements.slice';

/** What a screen shows of a placement's month. */
export interface PlacementMonthView {
  /** The placement with the codes of its latest overview over the list's; undefined until the list has it. */
  placement: PlacementSummary | undefined;
  /** The time entry's choices; undefined until the first overview of the placement arrived. */
  timeTrackingOptions: TimeTrackingOptions | undefined;
  /** The month; its data stays while it reloads. */
  monthEntry: Loaded<PlacementMonth>;
  /** The month before, which every overview carries ('same as the previous working day', 'copy last week'). */
  previousMonthEntry: Loaded<PlacementMonth>;
  /** The state of each day of the month; empty until both the placement and the month are there. */
  days: TimesheetDay[];
  /** The month's time entries waiting on the device to be sent (docs/decisions/054-offline-data.md). */
  waiting: OutboxEntry[];
}

const NO_DAYS: TimesheetDay[] = [];

/** A placement's month as it is loaded so far, without asking for it (the dashboard's saga does). */
export function usePlacementMonthView(placementId: string, month: YearMonth, today: Date): PlacementMonthView {
  const placement = useSelector((state: PlacementsRoot) => selectMergedPlacement(state, placementId));
  const details = useSelector((state: PlacementsRoot) => selectPlacementDetails(state, placementId));
  const monthEntry = useSelector((state: PlacementsRoot) => selectPlacementMonth(state, placementId, month));
  const previousMonthEntry = useSelector((state: PlacementsRoot) =>
    selectPlacementMonth(state, placementId, shiftMonth(month, -1)),
  );
  const outbox = useSelector(selectOutbox);
  const waiting = useMemo(() => waitingIn(outbox, placementId, month), [outbox, placementId, month]);
  const startDate = placement?.startDate;
  const endDate = placement?.endDate;
  const data = monthEntry.data;
  const days = useMemo(
    () =>
      startDate !== undefined && endDate !== undefined && data
        ? dayStatesOf({ startDate, endDate }, month, data, today, waiting)
        : NO_DAYS,
    [startDate, endDate, data, month, today, waiting],
  );
  return {
    placement,
    timeTrackingOptions: details?.timeTrackingOptions,
    monthEntry,
    previousMonthEntry,
    days,
    waiting,
  };
}

/**
 * A placement's month for the screen that shows it: asks for the month (loaded once; a loaded
 * month is not fetched again), and `reload` fetches it again for a retry. While it reloads, the
 * month it has stays.
 */
export function usePlacementMonth(
  placementId: string,
  month: YearMonth,
  today: Date,
): PlacementMonthView & { reload: () => void } {
  const dispatch = useDispatch();
  const { year, month: monthNumber } = month;
  useEffect(() => {
    dispatch(placementsActions.placementMonthRequested({ placementId, year, month: monthNumber }));
  }, [dispatch, placementId, year, monthNumber]);
  const reload = useCallback(() => {
    dispatch(placementsActions.placementMonthRequested({ placementId, year, month: monthNumber, force: true }));
  }, [dispatch, placementId, year, monthNumber]);
  return { ...usePlacementMonthView(placementId, month, today), reload };
}
