import { HttpResponse, type HttpHandler } from 'msw';

import { monthKey, type YearMonth } from '../../src/contract/month';
import {
  areEntriesLocked,
  BUSINESS_TRIP,
  DEFAULT_PLACE_OF_WORK,
  isReportedViaPortal,
  PLACEMENT_PATHS,
  type PlacementOverview,
  type TimeEntry,
} from '../../src/contract/placements';
import {
  TIME_ENTRY_API_ERROR,
  TIME_ENTRY_ERROR,
  timeEntryDateError,
  validateTimeEntry,
  type WORK_TIME_FIELDS,
} from '../../src/contract/timeEntries';
import { withManager } from '../auth/rules';
import type { DbPlacement } from '../model';
import { ApiError } from '../shared/errors';
import { assertPrecondition } from '../shared/preconditions';
import { isRecord, readJsonObject, sanitizeRichText, validationError, type Body } from '../shared/requests';
import { route } from '../shared/routes';
import { apiUrl } from '../shared/urls';
import { findOwnPlacement, overviewOf, readBodyMonth, versionOf } from './rules';

/**
 * `POST /manager/placements/{id}/time-tracking`: one time entry of a month.
 * The rules are the contract's (src/contract/timeEntries.ts), the ones the form applies, so a
 * client bug shows up here as a 400 with the same field codes. In this order:
 * 1. another manager's or an unknown placement: 404;
 * 2. a body that is not `{ entry: object, month, year }` (month 1-12, year 2000-2100): 400;
 * 3. a placement not reported via the portal: 409 `not_reported_via_portal`;
 * 4. a month whose monthly report exists with a billing status other than open (100): 409
 *    `month_submitted` ("editing is blocked once a report exists and billingStatus is not 100";
 *    docs/decisions/026-billing-status.md). A report that was sent but is still open (wasSent, 100) does not block: the
 *    month is submitted only with the billing, and until then the manager may correct entries;
 * 5. the save's condition (src/contract/versions.ts; docs/decisions/035-save-versions.md): over the
 *    day's entry, `If-Match` must name its version (428 `version_required` without one, 412
 *    `version_stale` with the entry as it is now, `current`, when it names another); a day without
 *    an entry is created with `If-None-Match: *` (412 with `current` when the day has one by now);
 * 6. the entry's rules (validateTimeEntry) and its date (in the month, inside the placement):
 *    400 `validation` with `fields` keyed by the entry's field names. A code the portal does not
 *    know is accepted where it is the code the stored entry of the same day holds (kept, not new).
 * The entry is stored with its description sanitized (docs/decisions/011-server-html.md), a new
 * version and the time of the save, replacing the day's entry it was based on. The answer is the
 * month's overview.
 */

/** The entry's text fields: the date, the description and the times. */
type TextField = 'date' | 'description' | (typeof WORK_TIME_FIELDS)[number];

/** The entry as sent, typed: a text field that is no string is its field's format error. */
function readEntry(body: Body): { entry: TimeEntry; fields: Record<string, string> } {
  const fields: Record<string, string> = {};
  const raw = isRecord(body.entry) ? body.entry : {};
  if (!isRecord(body.entry)) fields.entry = 'object';
  const textOf = (key: TextField): string => {
    const value = raw[key];
    if (value === undefined || value === null) return '';
    if (typeof value === 'string') return value.trim();
    fields[key] =
      key === 'description' ? 'string' : key === 'date' ? TIME_ENTRY_ERROR.DATE_FORMAT : TIME_ENTRY_ERROR.TIME_FORMAT;
    return '';
  };
  const codeOf = (key: 'timeTracking' | 'recordedTime'): string | null => {
    const value = raw[key];
    if (typeof value === 'string') return value.trim() === '' ? null : value.trim();
    if (value !== undefined && value !== null) fields[key] = 'string';
    return null;
  };
  const numberOf = (key: 'placeOfWork' | 'businessTrip', fallback: number): number => {
    const value = raw[key];
    if (value === undefined || value === null) return fallback;
    if (typeof value === 'number') return value;
    fields[key] = key === 'placeOfWork' ? TIME_ENTRY_ERROR.PLACE_OF_WORK_ONE_OF : TIME_ENTRY_ERROR.BUSINESS_TRIP_ONE_OF;
    return fallback;
  };
  const entry: TimeEntry = {
    date: textOf('date'),
    description: sanitizeRichText(textOf('description')),
    timeTracking: codeOf('timeTracking'),
    recordedTime: codeOf('recordedTime'),
    placeOfWork: numberOf('placeOfWork', DEFAULT_PLACE_OF_WORK),
    businessTrip: numberOf('businessTrip', BUSINESS_TRIP.NO),
    workStart: textOf('workStart'),
    workEnd: textOf('workEnd'),
    pauseStart1: textOf('pauseStart1'),
    pauseEnd1: textOf('pauseEnd1'),
    pauseStart2: textOf('pauseStart2'),
    pauseEnd2: textOf('pauseEnd2'),
    pauseStart3: textOf('pauseStart3'),
    pauseEnd3: textOf('pauseEnd3'),
  };
  return { entry, fields };
}

/** Stores the entry in its month (made when missing), replacing an entry of the same day, with the next version. */
export function storeTimeEntry(placement: DbPlacement, month: YearMonth, entry: TimeEntry, now = new Date()): void {
  const stored = (placement.months[monthKey(month)] ??= { timeTracking: [], monthlyReport: null });
  const before = stored.timeTracking.find((each) => each.date === entry.date);
  const version = String(before ? Number(versionOf(before)) + 1 : 1);
  stored.timeTracking = [
    ...stored.timeTracking.filter((each) => each !== before),
    { ...entry, version, savedAt: now.toISOString() },
  ];
}

const saveTimeEntry = route(
  'post',
  apiUrl(PLACEMENT_PATHS.timeTracking),
  withManager(async ({ request, manager, params }) => {
    const placement = findOwnPlacement(manager.id, params.id ?? '');
    const body = await readJsonObject(request);
    const { entry, fields } = readEntry(body);
    const month = readBodyMonth(body.year, body.month);
    if (Object.keys(fields).length > 0) throw validationError(fields, 'The time entry is not well formed');
    if (!isReportedViaPortal(placement)) {
      throw new ApiError(
        409,
        TIME_ENTRY_API_ERROR.NOT_REPORTED_VIA_PORTAL,
        'This placement is not reported via the portal',
      );
    }
    if (areEntriesLocked(placement.months[monthKey(month)]?.monthlyReport)) {
      throw new ApiError(
        409,
        TIME_ENTRY_API_ERROR.MONTH_SUBMITTED,
        'The month is submitted: its entries cannot be changed',
      );
    }
    const stored = placement.months[monthKey(month)]?.timeTracking.find((each) => each.date === entry.date) ?? null;
    assertPrecondition(
      request,
      stored ? versionOf(stored) : null,
      stored && { ...stored, version: versionOf(stored) },
      "This day's entry",
    );
    // A code the mock holds for the day is kept, even one the portal does not know (a test may store one).
    const errors: Record<string, string> = { ...validateTimeEntry(entry, placement, stored) };
    const dateError = timeEntryDateError(entry.date, month.year, month.month, placement);
    if (dateError) errors.date = dateError;
    if (Object.keys(errors).length > 0) throw validationError(errors, 'The time entry breaks the time-tracking rules');
    storeTimeEntry(placement, month, entry);
    const response: PlacementOverview = overviewOf(placement, month);
    return HttpResponse.json(response);
  }),
);

export const timeTrackingHandlers: HttpHandler[] = [saveTimeEntry];
