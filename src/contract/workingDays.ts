/**
 * Working days are Monday to Friday (the report is due on the "last working day (weekdays only)", and
 * the calendar skips weekends; docs/decisions/027-working-days-and-calendar.md). Public holidays are not
 * known to the portal. Months are 1-12. The app's calendar and reminders and the mock's demo data and
 * invoice check count them alike.
 */
import { toApiDate } from './dates';

export function isWeekday(date: Date): boolean {
  const day = date.getDay();
  return day !== 0 && day !== 6;
}

/** The monthly report is due on the month's last working day. */
export function lastWorkingDayOfMonth(year: number, month: number): Date {
  const day = new Date(year, month, 0);
  while (!isWeekday(day)) day.setDate(day.getDate() - 1);
  return day;
}

/** The `count`-th working day before `date`; with 0, the working day on or before it. */
export function workingDaysBefore(date: Date, count: number): Date {
  const day = new Date(date.getFullYear(), date.getMonth(), date.getDate());
  let left = count;
  while (left > 0 || !isWeekday(day)) {
    day.setDate(day.getDate() - 1);
    if (isWeekday(day)) left -= 1;
  }
  return day;
}

/** The working day on or after `date`. */
export function workingDayFrom(date: Date): Date {
  const day = new Date(date.getFullYear(), date.getMonth(), date.getDate());
  while (!isWeekday(day)) day.setDate(day.getDate() + 1);
  return day;
}

/** The weekdays from `from`'s day up to, not including, `until` (local dates at midnight). */
export function weekdaysBetween(from: Date, until: Date): Date[] {
  const days: Date[] = [];
  for (
    let day = new Date(from.getFullYear(), from.getMonth(), from.getDate());
    day < until;
    day = new Date(day.getFullYear(), day.getMonth(), day.getDate() + 1)
  ) {
    if (isWeekday(day)) days.push(day);
  }
  return days;
}

/**
 * The weekdays of a month from `from` up to, not including, `until` (yyyy-MM-dd each), e.g. the
 * days a time entry could be missing on: from the placement's start to today.
 */
export function weekdaysOfMonth(year: number, month: number, from?: string, until?: string): string[] {
  return weekdaysBetween(new Date(year, month - 1, 1), new Date(year, month, 1))
    .map(toApiDate)
    .filter((iso) => (!from || iso >= from) && (!until || iso < until));
}
