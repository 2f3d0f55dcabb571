/**
 * The state of each day of a placement's month: a day with a time entry is
 * submitted; a past weekday without one is missing; today without one is today; weekends are
 * skipped. Days before the placement's start or after its end are outside. Months are 1-12,
 * dates yyyy-MM-dd. The app's calendars and the mock's invoice check read the same states.
 */
import { toApiDate } from './dates';
import { daysOf, type YearMonth } from './month';
import { isWeekday } from './workingDays';

export const TIMESHEET_DAY_STATES = [
  'submitted',
  'missing',
  'today',
  'upcoming',
  'weekend',
  'outside',
  /** The app's own: an entry saved on the device waits to be sent (docs/decisions/054-offline-data.md). */
  'waiting',
  /** The app's own: the server refused the entry that waited; the manager decides. */
  'notSent',
] as const;
export type TimesheetDayState = (typeof TIMESHEET_DAY_STATES)[number];

export interface TimesheetMonth extends YearMonth {
  /** The days that have a time entry. */
  entryDates: ReadonlySet<string>;
  /** Today, yyyy-MM-dd. */
  today: string;
  /** The placement's first and last day ('' when open). */
  startDate: string;
  endDate: string;
  /** The days whose entry waits on the device to be sent, and those among them the server refused (the app's). */
  waitingDates?: ReadonlySet<string>;
  notSentDates?: ReadonlySet<string>;
}

export interface TimesheetDay {
  date: string;
  state: TimesheetDayState;
}

export function timesheetDays({
  year,
  month,
  entryDates,
  today,
  startDate,
  endDate,
  waitingDates,
  notSentDates,
}: TimesheetMonth): TimesheetDay[] {
  return daysOf({ year, month }).map((day): TimesheetDay => {
    const date = toApiDate(day);
    let state: TimesheetDayState;
    if ((startDate && date < startDate) || (endDate && date > endDate)) state = 'outside';
    else if (notSentDates?.has(date)) state = 'notSent';
    else if (waitingDates?.has(date)) state = 'waiting';
    else if (entryDates.has(date)) state = 'submitted';
    else if (!isWeekday(day)) state = 'weekend';
    else if (date < today) state = 'missing';
    else if (date === today) state = 'today';
    else state = 'upcoming';
    return { date, state };
  });
}

/** The weekdays of the month without a time entry, up to yesterday. */
export function missingDays(month: TimesheetMonth): string[] {
  return timesheetDays(month)
    .filter((day) => day.state === 'missing')
    .map((day) => day.date);
}
