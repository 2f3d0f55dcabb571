import { firstDayOf, lastDayOf, monthKey, monthOf, shiftMonth, type YearMonth } from '@/contract/month';
import { CANDIDATE_STATUS, type OpportunitySummary } from '@/contract/opportunities';
import {
  areEntriesLocked,
  BILLING_STATUS,
  isActivePlacement,
  isReportedViaPortal,
  PLACEMENT_TYPE_MANDATE,
  type PlacementMonth,
  type PlacementSummary,
} from '@/contract/placements';
import { lastWorkingDayOfMonth, workingDaysBefore } from '@/contract/workingDays';
import { dayStatesOf, missingDaysOf, todayToLogOf } from '@/core/placements/placementDays';
import { waitingIn } from '@/core/timeEntryOutbox/outbox.selectors';
import type { OutboxEntry } from '@/core/timeEntryOutbox/outboxRules';
import { toApiDate } from '@/lib/dates';

/**
 * The dashboard's 'to do' panel (beyond the spec): what needs doing, computed from
 * data the portal already has. Each item disappears once it is done. Only placements reported
 * via the portal count. Months are 1-12; dates yyyy-MM-dd.
 */

/** The monthly report shows this many working days before its due day. */
export const REPORT_REMINDER_WORKING_DAYS = 3;
/** Availability older than this many days asks to be confirmed (Malt asks weekly). */
export const AVAILABILITY_STALE_DAYS = 30;

export type TodoItem =
  | {
      kind: 'timeEntries';
      placement: PlacementSummary;
      month: YearMonth;
      missing: string[];
      /** The day whose entry the item opens: the first missing one, or today when only today is without one. */
      dayToLog: string;
    }
  | { kind: 'monthlyReport'; placement: PlacementSummary; month: YearMonth; due: string; overdue: boolean }
  | { kind: 'invoice'; placement: PlacementSummary; month: YearMonth }
  | { kind: 'availability'; lastUpdated: string | null }
  | { kind: 'opportunities'; count: number };

export interface TodoInput {
  today: Date;
  placements: readonly PlacementSummary[];
  /** The loaded months of each placement, by placement id and `monthKey`. */
  months: Readonly<Record<string, Readonly<Record<string, PlacementMonth>>>>;
  opportunities: readonly OpportunitySummary[];
  /** ISO date-time of the last availability update; null when never; undefined while unknown. */
  availabilityUpdatedAt: string | null | undefined;
  /** Time entries waiting on the device to be sent (docs/decisions/054-offline-data.md): their days are not missing. */
  waiting?: readonly OutboxEntry[];
}

/** Whether the placement ran during any day of the month. */
function ranIn(placement: PlacementSummary, month: YearMonth): boolean {
  return (
    (!placement.startDate || placement.startDate <= lastDayOf(month)) &&
    (!placement.endDate || placement.endDate >= firstDayOf(month))
  );
}

/**
 * The weekdays of this month up to yesterday without a time entry; when there are none, today if it is a working
 * day without one. Nothing once the month's entries are locked (its billing no longer open: the invoice submitted,
 * or a mandate's report sent): its days can no longer be logged. A report sent while the billing is open locks
 * nothing (docs/decisions/055-day-to-log.md, 036-report-corrections.md).
 */
export function timeEntriesTodo(
  placement: PlacementSummary,
  data: PlacementMonth | undefined,
  today: Date,
  waiting: readonly OutboxEntry[] = [],
): TodoItem | null {
  if (!data || areEntriesLocked(data.monthlyReport)) return null;
  const month = monthOf(today);
  const days = dayStatesOf(placement, month, data, today, waitingIn(waiting, placement.id, month));
  const missing = missingDaysOf(days);
  const dayToLog = missing[0] ?? todayToLogOf(days);
  return dayToLog ? { kind: 'timeEntries', placement, month, missing, dayToLog } : null;
}

/**
 * The monthly report is due on the month's last working day. This month's shows
 * from three working days before until it is sent; last month's, while not sent, is overdue.
 */
export function monthlyReportTodos(
  placement: PlacementSummary,
  dataOf: (month: YearMonth) => PlacementMonth | undefined,
  today: Date,
): TodoItem[] {
  const items: TodoItem[] = [];
  const todayIso = toApiDate(today);
  const current = monthOf(today);
  const previous = shiftMonth(current, -1);
  for (const month of [previous, current]) {
    const data = dataOf(month);
    if (!data || data.monthlyReport?.wasSent || !ranIn(placement, month)) continue;
    const dueDay = lastWorkingDayOfMonth(month.year, month.month);
    const due = toApiDate(dueDay);
    const from = toApiDate(workingDaysBefore(dueDay, REPORT_REMINDER_WORKING_DAYS));
    if (todayIso < from) continue;
    items.push({ kind: 'monthlyReport', placement, month, due, overdue: todayIso > due });
  }
  return items;
}

/** A sent report whose billing is still open: the invoice can be uploaded (not for mandates, which have no Billing). */
export function invoiceTodos(
  placement: PlacementSummary,
  dataOf: (month: YearMonth) => PlacementMonth | undefined,
  today: Date,
): TodoItem[] {
  if (placement.type === PLACEMENT_TYPE_MANDATE) return [];
  const current = monthOf(today);
  return [shiftMonth(current, -1), current].flatMap((month): TodoItem[] => {
    const report = dataOf(month)?.monthlyReport;
    return report?.wasSent && report.billingStatus === BILLING_STATUS.OPEN
      ? [{ kind: 'invoice', placement, month }]
      : [];
  });
}

export function availabilityTodo(updatedAt: string | null | undefined, today: Date): TodoItem | null {
  if (updatedAt === undefined) return null;
  if (updatedAt !== null) {
    const ageMs = today.getTime() - new Date(updatedAt).getTime();
    if (Number.isNaN(ageMs) || ageMs < AVAILABILITY_STALE_DAYS * 24 * 60 * 60 * 1000) return null;
  }
  return { kind: 'availability', lastUpdated: updatedAt };
}

export function opportunitiesTodo(opportunities: readonly OpportunitySummary[]): TodoItem | null {
  const count = opportunities.filter((opportunity) => opportunity.candidate.status === CANDIDATE_STATUS.NEW).length;
  return count > 0 ? { kind: 'opportunities', count } : null;
}

export function todoItems({
  today,
  placements,
  months,
  opportunities,
  availabilityUpdatedAt,
  waiting = [],
}: TodoInput): TodoItem[] {
  const items: TodoItem[] = [];
  for (const placement of placements) {
    if (!isReportedViaPortal(placement) || !isActivePlacement(placement)) continue;
    const dataOf = (month: YearMonth) => months[placement.id]?.[monthKey(month)];
    const entries = timeEntriesTodo(placement, dataOf(monthOf(today)), today, waiting);
    if (entries) items.push(entries);
    items.push(...monthlyReportTodos(placement, dataOf, today), ...invoiceTodos(placement, dataOf, today));
  }
  const opportunityItem = opportunitiesTodo(opportunities);
  if (opportunityItem) items.push(opportunityItem);
  const availability = availabilityTodo(availabilityUpdatedAt, today);
  if (availability) items.push(availability);
  return items;
}

/** The day an item is due (yyyy-MM-dd): a missing day's own date, a report's due day; null when it has none. */
export function dueOf(item: TodoItem): string | null {
  switch (item.kind) {
    case 'timeEntries':
      return item.missing[0] ?? item.dayToLog;
    case 'monthlyReport':
      return item.due;
    default:
      return null;
  }
}

/** Due before today: said in words beside the item, not by its colour alone. */
export const isOverdue = (item: TodoItem, today: Date): boolean => {
  const due = dueOf(item);
  return due !== null && due < toApiDate(today);
};

export interface TodoGroup {
  /** The placement the items belong to; null for the manager's own (opportunities, availability). */
  placement: PlacementSummary | null;
  items: TodoItem[];
}

/** Earlier due first; an item without a due day after those with one. */
function byDue(a: string | null, b: string | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return a < b ? -1 : 1;
}

/**
 * The items grouped per placement, each group's items by due day, the groups by their most urgent item; the
 * manager's own items (opportunities, availability) last. Ties keep the order of the list (the placements').
 * The first item of the first group is the most urgent of all.
 */
export function todoGroups(items: readonly TodoItem[]): TodoGroup[] {
  const groups: TodoGroup[] = [];
  const own: TodoItem[] = [];
  for (const item of items) {
    if (!('placement' in item)) {
      own.push(item);
      continue;
    }
    const group = groups.find((each) => each.placement?.id === item.placement.id);
    if (group) group.items.push(item);
    else groups.push({ placement: item.placement, items: [item] });
  }
  for (const group of groups) group.items.sort((a, b) => byDue(dueOf(a), dueOf(b)));
  groups.sort((a, b) => byDue(dueOf(a.items[0]!), dueOf(b.items[0]!)));
  return own.length > 0 ? [...groups, { placement: null, items: own }] : groups;
}
