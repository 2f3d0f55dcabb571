import { ERROR_CODE } from '../../src/contract/common';
import { monthKey, monthOf, shiftMonth, type YearMonth } from '../../src/contract/month';
import {
  BUSINESS_TRIP,
  isReportedViaPortal,
  PLACE_OF_WORK_CODE,
  RECORDED_TIME,
  TIME_TRACKING,
  type PlacementMonth,
  type PlacementOverview,
  type PlacementSummary,
  type StoredTimeEntry,
  type TimeTrackingOptions,
} from '../../src/contract/placements';
import { timeEntryFields } from '../../src/contract/timeEntries';
import { db } from '../db';
import type { DbPlacement } from '../model';
import { ApiError } from '../shared/errors';
import { validationError } from '../shared/requests';
import { fullReport } from './reportSums';

/**
 * The server rules of the placements: a manager sees only their own; the
 * months of a placement come from its stored time entries and monthly reports.
 */

export function toPlacementSummary(placement: DbPlacement): PlacementSummary {
  const { managerId: _managerId, months: _months, ...summary } = placement;
  return structuredClone(summary);
}

/** The caller's placements in the order stored (the app sorts them). */
export function placementsOf(managerId: string): PlacementSummary[] {
  return db.placements.filter((each) => each.managerId === managerId).map(toPlacementSummary);
}

/** A placement of this manager; another manager's is as unknown as a made-up id (404). */
export function findOwnPlacement(managerId: string, id: string): DbPlacement {
  const placement = db.placements.find((each) => each.id === id && each.managerId === managerId);
  if (!placement) throw new ApiError(404, ERROR_CODE.NOT_FOUND, 'No such placement');
  return placement;
}

/** The first years the portal can know of and the last one it accepts (designed). */
const FIRST_YEAR = 2000;
const LAST_YEAR = 2100;

/** `{year}/{month}` of `.../overview/{year}/{month}`: a four-digit year and a month 1-12, else 400. */
export function readYearMonth(yearParam: string | undefined, monthParam: string | undefined): YearMonth {
  const year = /^\d{4}$/.test(yearParam ?? '') ? Number(yearParam) : NaN;
  const month = /^\d{1,2}$/.test(monthParam ?? '') ? Number(monthParam) : NaN;
  const fields: Record<string, string> = {};
  if (!(year >= FIRST_YEAR && year <= LAST_YEAR)) fields.year = 'oneOf';
  if (!(month >= 1 && month <= 12)) fields.month = 'oneOf';
  if (Object.keys(fields).length > 0) throw validationError(fields, 'The year must be 2000-2100 and the month 1-12');
  return { year, month };
}

/** `month` and `year` of a JSON body or a form: whole numbers or their digits, checked as readYearMonth does. */
export function readBodyMonth(year: unknown, month: unknown): YearMonth {
  const digits = (value: unknown) =>
    typeof value === 'number' && Number.isInteger(value)
      ? String(value)
      : typeof value === 'string'
        ? value.trim()
        : '';
  return readYearMonth(digits(year), digits(month));
}

/** The server's current month (the default of `GET .../overview`). */
export const currentYearMonth = (): YearMonth => monthOf(new Date(Date.now()));

/** The choices of a placement's time entry: every code, the time-tracking ones only where they are a choice. */
export function timeTrackingOptionsOf(placement: DbPlacement): TimeTrackingOptions {
  return {
    businessTripOptions: Object.values(BUSINESS_TRIP),
    placeOfWorkOptions: Object.values(PLACE_OF_WORK_CODE),
    recordedTimeOptions: Object.values(RECORDED_TIME),
    timeTrackingOptions: timeEntryFields(placement).timeTrackingChoice ? Object.values(TIME_TRACKING) : [],
  };
}

const emptyMonth = (): PlacementMonth => ({ timeTracking: [], monthlyReport: null });

/**
 * The asked month and the one before it, each with its time entries (by date) and monthly
 * report. A placement not reported via the portal answers both months empty (designed: the app
 * shows 'no reporting' and neither calendar nor details).
 */
/** The version of a stored entry: the seed's entries, never saved, are version 1. */
const SEED_VERSION = '1';
export const versionOf = (entry: StoredTimeEntry): string => entry.version ?? SEED_VERSION;

export function overviewOf(placement: DbPlacement, asked: YearMonth): PlacementOverview {
  const months: Record<string, PlacementMonth> = {};
  for (const each of [shiftMonth(asked, -1), asked]) {
    const key = monthKey(each);
    const stored = isReportedViaPortal(placement) ? placement.months[key] : undefined;
    const copy = stored ? structuredClone(stored) : emptyMonth();
    copy.timeTracking = copy.timeTracking
      .map((entry) => ({ ...entry, version: versionOf(entry) }))
      .sort((a, b) => a.date.localeCompare(b.date));
    // The month's report goes out whole: texts and the sums of its entries (reportSums.ts).
    if (copy.monthlyReport) copy.monthlyReport = fullReport(placement, each, copy.monthlyReport, copy.timeTracking);
    months[key] = copy;
  }
  const { id, type, reportBillingViaPortal, feeBilling, travelExpenseManager } = placement;
  return {
    placement: { id, type, reportBillingViaPortal, feeBilling, travelExpenseManager },
    currentYear: asked.year,
    currentMonth: asked.month,
    timeTrackingOptions: timeTrackingOptionsOf(placement),
    months,
  };
}
