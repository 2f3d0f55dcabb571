import { toApiDate } from '@/contract/dates';
import type { YearMonth } from '@/contract/month';
import type { PlacementMonth, PlacementSummary } from '@/contract/placements';
import { timesheetDays, type TimesheetDay } from '@/contract/timesheetDays';

import type { OutboxEntry } from '../timeEntryOutbox/outboxRules';

type PlacementPeriod = Pick<PlacementSummary, 'startDate' | 'endDate'>;

/**
 * The state of each day of a placement's month, from the days that have a time entry and those whose entry waits
 * on the device (`waiting`, this placement's and month's): the one
 * place the dashboard's calendar and to-do and the placement screen compute them.
 */
export function dayStatesOf(
  placement: PlacementPeriod,
  month: YearMonth,
  data: PlacementMonth,
  today: Date,
  waiting: readonly OutboxEntry[] = [],
) {
  return timesheetDays({
    ...month,
    entryDates: new Set(data.timeTracking.map((entry) => entry.date)),
    today: toApiDate(today),
    startDate: placement.startDate,
    endDate: placement.endDate,
    waitingDates: new Set(waiting.map((item) => item.entry.date)),
    notSentDates: new Set(waiting.filter((item) => item.refusal !== null).map((item) => item.entry.date)),
  });
}

/** The weekdays of the month without a time entry, up to yesterday. */
export const missingDaysOf = (days: readonly TimesheetDay[]): string[] =>
  days.filter((day) => day.state === 'missing').map((day) => day.date);

/** Today, when it is a working day of the placement still without a time entry (none waiting either); else undefined. */
export const todayToLogOf = (days: readonly TimesheetDay[]): string | undefined =>
  days.find((day) => day.state === 'today')?.date;
