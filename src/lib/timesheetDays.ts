import { toApiDate } from './dates';
import { isWeekday } from './workingDays';

/**
 * The state of each day of a placement's month: a day with a time entry is
 * submitted; a past weekday without one is missing; today without one is today; weekends are
 * skipped. Days before the placement's start or after its end are outside. Months are 1-12,
 * dates yyyy-MM-dd.
 */
export type TimesheetDayState = 'submitted' | 'missing' | 'today' | 'upcoming' | 'weekend' | 'outside';

export interface TimesheetMonth {
  year: number;
  month: number;
  /** The days that have a time entry. */
  entryDates: ReadonlySet<string>;
  /** Today, yyyy-MM-dd. */
  today: string;
  /** The placement's first and last day ('' when open). */
  startDate: string;
  endDate: string;
}

export interface TimesheetDay {
  date: string;
  state: TimesheetDayState;
}

export function timesheetDays({ year, month, entryDates, today, startDate, endDate }: TimesheetMonth): TimesheetDay[] {
  const days: TimesheetDay[] = [];
  const last = new Date(year, month, 0).getDate();
  for (let dayOfMonth = 1; dayOfMonth <= last; dayOfMonth += 1) {
    const day = new Date(year, month - 1, dayOfMonth);
    const date = toApiDate(day);
    let state: TimesheetDayState;
    if ((startDate && date < startDate) || (endDate && date > endDate)) state = 'outside';
    else if (entryDates.has(date)) state = 'submitted';
    else if (!isWeekday(day)) state = 'weekend';
    else if (date < today) state = 'missing';
    else if (date === today) state = 'today';
    else state = 'upcoming';
    days.push({ date, state });
  }
  return days;
}

/** The weekdays of the month without a time entry, up to yesterday. */
export function missingDays(month: TimesheetMonth): string[] {
  return timesheetDays(month)
    .filter((day) => day.state === 'missing')
    .map((day) => day.date);
}
