import { isInMonth, isSameMonth, monthOf, type YearMonth } from '@/contract/month';
import type { TimeEntry } from '@/contract/placements';
import { entryContent } from '@/contract/placements.answers';
import { isWeekday, lastWorkingDayOfMonth } from '@/contract/workingDays';
import { toApiDate } from '@/lib/dates';

import type { SkippedDay } from './placement.types';

/**
 * The fast entry (beyond the spec): proposals only. Each proposed entry is still
 * checked and sent on its own by the saga, which never sends one for a day that has an entry.
 */

const dateOf = (iso: string) => new Date(`${iso}T00:00:00`);
const addDays = (iso: string, days: number) => {
  const date = dateOf(iso);
  date.setDate(date.getDate() + days);
  return toApiDate(date);
};

/** 'Same as the previous working day': the latest entry before `date` among those loaded (this month and the one before). */
export function previousEntry(entries: readonly TimeEntry[], date: string): TimeEntry | null {
  let found: TimeEntry | null = null;
  for (const entry of entries) {
    if (entry.date < date && (!found || entry.date > found.date)) found = entry;
  }
  return found;
}

/** The weekdays from `from` to `to` (both included, yyyy-MM-dd). */
export function weekdaysInRange(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) {
    if (isWeekday(dateOf(day))) days.push(day);
  }
  return days;
}

export interface Proposal {
  entries: TimeEntry[];
  skipped: SkippedDay[];
}

/** 'Fill weekdays': the template for every weekday of the range that has no entry yet; days with one are skipped. */
export function fillWeekdays(template: TimeEntry, from: string, to: string, existing: ReadonlySet<string>): Proposal {
  const proposal: Proposal = { entries: [], skipped: [] };
  for (const date of weekdaysInRange(from, to)) {
    if (existing.has(date)) proposal.skipped.push({ date, reason: 'exists' });
    else proposal.entries.push({ ...entryContent(template), date });
  }
  return proposal;
}

/** Monday of the week of `date`. */
export function mondayOf(date: string): string {
  const day = dateOf(date).getDay();
  return addDays(date, -((day + 6) % 7));
}

/**
 * 'Copy last week': for each weekday of the week of `reference` inside the shown month and the
 * placement, last week's entry of the same weekday, where this week's day has none. Days with
 * an entry are skipped as 'exists'; days whose weekday had no entry last week are left out.
 */
export function copyLastWeek(
  entries: readonly TimeEntry[],
  reference: string,
  month: YearMonth,
  placement: { startDate: string; endDate: string },
): Proposal {
  const byDate = new Map(entries.map((entry) => [entry.date, entry]));
  const monday = mondayOf(reference);
  const proposal: Proposal = { entries: [], skipped: [] };
  for (let offset = 0; offset < 5; offset += 1) {
    const date = addDays(monday, offset);
    if (!isInMonth(date, month)) continue;
    if ((placement.startDate && date < placement.startDate) || (placement.endDate && date > placement.endDate))
      continue;
    if (byDate.has(date)) {
      proposal.skipped.push({ date, reason: 'exists' });
      continue;
    }
    const source = byDate.get(addDays(date, -7));
    if (source) proposal.entries.push({ ...entryContent(source), date });
  }
  return proposal;
}

/**
 * The day 'copy last week' fills the week of: today when the shown month is this month, else
 * the shown month's last weekday (a past month's last week).
 */
export function copyWeekReference(month: YearMonth, today: Date): string {
  if (isSameMonth(monthOf(today), month)) return toApiDate(today);
  return toApiDate(lastWorkingDayOfMonth(month.year, month.month));
}
