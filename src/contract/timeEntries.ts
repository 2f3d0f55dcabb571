/**
 * The time-entry rules, written once: the
 * placement screen's form applies them while the manager types, and the mock server applies
 * them again to `POST /manager/placements/{id}/time-tracking` (docs/decisions/003-one-contract.md). Pure
 * functions only.
 *
 * Times are 'HH:MM' (24-hour) or '' (not given). The spec's 00:00 is the time field's empty
 * value ("pause times that do not fit become 00:00"), so every rule reads '' as 00:00, and a
 * pause whose start and end are both 00:00 is no pause at all.
 */
import {
  BUSINESS_TRIP,
  DEFAULT_PLACE_OF_WORK,
  FEE_BILLING,
  MAX_PAUSES,
  PLACE_OF_WORK_CODE,
  PLACEMENT_TYPE_MANDATE,
  REPORT_API_ERROR,
  REPORT_BILLING_VIA_PORTAL,
  TIME_TRACKING,
  type PlacementSummary,
  type TimeEntry,
} from './placements';

// ---------------------------------------------------------------- times

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** 'HH:MM', 24-hour, exactly two digits each ('8:00', '24:00', '12:60' are not times). Minutes since midnight. */
export function parseTime(value: string): number | null {
  const match = TIME.exec(value);
  if (!match) return null;
  return Number(match[1]) * 60 + Number(match[2]);
}

/** Minutes since midnight (0-1439) as 'HH:MM'; anything else is a RangeError. */
export function formatTime(minutes: number): string {
  if (!Number.isInteger(minutes) || minutes < 0 || minutes >= 24 * 60)
    throw new RangeError(`Not a time of day: ${minutes}`);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** A time field's value in minutes: '' is 00:00 (see the module comment), null when it is not a time. */
function minutesOf(value: string): number | null {
  return value === '' ? 0 : parseTime(value);
}

// ---------------------------------------------------------------- place of work

export interface PlaceOfWorkAnswers {
  /** Travel from home. */
  fromHome: boolean;
  /** Travel from the site. */
  fromSite: boolean;
  overnight: boolean;
}

type PlaceOfWorkKey = keyof typeof PLACE_OF_WORK_CODE;
const bit = (answer: boolean) => (answer ? '1' : '0');

/** The place-of-work code of the three yes/no answers (100→100, 010→125, … 000→300). */
export function placeOfWorkCode({ fromHome, fromSite, overnight }: PlaceOfWorkAnswers): number {
  const key = `${bit(fromHome)}${bit(fromSite)}${bit(overnight)}` as PlaceOfWorkKey;
  return PLACE_OF_WORK_CODE[key];
}

/** The answers of a code (the inverse of placeOfWorkCode); an unknown code reads as the default 300, all no. */
export function placeOfWorkAnswers(code: number): PlaceOfWorkAnswers {
  const found = (Object.keys(PLACE_OF_WORK_CODE) as PlaceOfWorkKey[]).find((key) => PLACE_OF_WORK_CODE[key] === code);
  const key =
    found ??
    (Object.keys(PLACE_OF_WORK_CODE) as PlaceOfWorkKey[]).find(
      (each) => PLACE_OF_WORK_CODE[each] === DEFAULT_PLACE_OF_WORK,
    ) ??
    '000';
  return { fromHome: key[0] === '1', fromSite: key[1] === '1', overnight: key[2] === '1' };
}

export const isPlaceOfWorkCode = (code: unknown): code is number =>
  typeof code === 'number' && (Object.values(PLACE_OF_WORK_CODE) as number[]).includes(code);
export const isBusinessTripCode = (code: unknown): code is number =>
  typeof code === 'number' && (Object.values(BUSINESS_TRIP) as number[]).includes(code);

// ---------------------------------------------------------------- recorded time

/**
 * The recorded-time codes the spec names (100, 200 and 300; their labels come with
 * the placement's `recordedTimeOptions`). Null (the default) is "no recorded time".
 */
export const RECORDED_TIME_CODES = ['100', '200', '300'] as const;
export type RecordedTime = (typeof RECORDED_TIME_CODES)[number];
/** With these the description is required (save is disabled while it is empty). */
export const RECORDED_TIME_NEEDS_DESCRIPTION: readonly string[] = ['100', '200'];
/** 300 needs the description "under some placement types": see descriptionRequired. */
export const RECORDED_TIME_300 = '300';

export const isRecordedTimeCode = (code: unknown): code is RecordedTime =>
  typeof code === 'string' && (RECORDED_TIME_CODES as readonly string[]).includes(code);

/** The time-tracking codes the portal knows (why a day has no recorded time): 100 to 400. */
export const TIME_TRACKING_CODES: readonly string[] = Object.values(TIME_TRACKING);
export const isTimeTrackingCode = (code: unknown): code is string =>
  typeof code === 'string' && TIME_TRACKING_CODES.includes(code);

// ---------------------------------------------------------------- codes the portal does not know

/** The coded fields of a time entry. */
export const CODED_FIELDS = ['recordedTime', 'timeTracking', 'placeOfWork', 'businessTrip'] as const;
export type CodedField = (typeof CODED_FIELDS)[number];
/** The codes the server holds for a day (its stored entry), or null when it holds none. */
export type StoredCodes = Pick<TimeEntry, CodedField> | null;

/** Whether the portal knows a code of a field (it has words for it and offers it). */
export function isKnownCode(field: CodedField, code: string | number): boolean {
  switch (field) {
    case 'recordedTime':
      return isRecordedTimeCode(code);
    case 'timeTracking':
      return isTimeTrackingCode(code);
    case 'placeOfWork':
      return isPlaceOfWorkCode(code);
    case 'businessTrip':
      return isBusinessTripCode(code);
  }
}

/**
 * A code the server sent and the portal does not know is kept (docs/decisions/033-answers-at-the-door.md): a
 * field may hold a code the portal knows, or the very code the server holds for that field of this day.
 * A code that is neither (a new value, or another day's unknown code) is refused.
 */
export function isAcceptedCode(field: CodedField, code: string | number, stored: StoredCodes): boolean {
  return isKnownCode(field, code) || (stored !== null && stored[field] === code);
}

const hasRecordedTime = (entry: Pick<TimeEntry, 'recordedTime'>) =>
  entry.recordedTime !== null && entry.recordedTime !== '';

// ---------------------------------------------------------------- which fields show

/** What the time-entry rules read of a placement (the overview's `placement` has these). */
export type TimeEntryPlacement = Pick<
  PlacementSummary,
  'type' | 'reportBillingViaPortal' | 'feeBilling' | 'travelExpenseManager'
>;

/** Placement types without the time-tracking choice list. */
export const TYPES_WITHOUT_TIME_TRACKING_CHOICE: readonly string[] = ['110', '150', PLACEMENT_TYPE_MANDATE, '500'];
/** Types that show working times when their fee is billed by hours. */
export const TYPES_WITH_HOURLY_WORKING_TIMES: readonly string[] = ['110', '150', '500'];
/** travelExpenseManager codes. */
export const TRAVEL_EXPENSE_MANAGER = { EXPENSES_REPORT_REQUIRED: '200', TRAVEL_QUESTIONS: '500' } as const;

/**
 * travelExpenseManager 200 requires an expenses report or the confirmation that there are none. Where a
 * placement has Billing, the invoice asks for it; a mandate (type 400) has none, so the send of its monthly
 * report, which submits its month, asks instead (docs/decisions/043-mandate-expenses.md).
 */
export const expensesRequiredOnSend = (placement: Pick<PlacementSummary, 'type' | 'travelExpenseManager'>): boolean =>
  placement.type === PLACEMENT_TYPE_MANDATE &&
  placement.travelExpenseManager === TRAVEL_EXPENSE_MANAGER.EXPENSES_REPORT_REQUIRED;

export interface TimeEntryFields {
  /** The time-tracking option is a choice list. */
  timeTrackingChoice: boolean;
  /** Work start and end and the pauses. */
  workingTimes: boolean;
  /** The three place-of-work questions and the business trip. */
  travelQuestions: boolean;
  /** An expenses report or a confirmation is required (the monthly report's concern, shown with the entry). */
  expensesReportRequired: boolean;
}

/** Which fields of a time entry show for this placement. */
export function timeEntryFields(placement: TimeEntryPlacement): TimeEntryFields {
  const { type, reportBillingViaPortal, feeBilling, travelExpenseManager } = placement;
  return {
    timeTrackingChoice: !TYPES_WITHOUT_TIME_TRACKING_CHOICE.includes(type),
    workingTimes:
      (type === PLACEMENT_TYPE_MANDATE && reportBillingViaPortal === REPORT_BILLING_VIA_PORTAL) ||
      (TYPES_WITH_HOURLY_WORKING_TIMES.includes(type) && feeBilling === FEE_BILLING.HOURS),
    travelQuestions: travelExpenseManager === TRAVEL_EXPENSE_MANAGER.TRAVEL_QUESTIONS,
    expensesReportRequired: travelExpenseManager === TRAVEL_EXPENSE_MANAGER.EXPENSES_REPORT_REQUIRED,
  };
}

// ---------------------------------------------------------------- errors

/**
 * The error codes of a time entry, one per field (`{ workEnd: 'workEnd.beforeStart' }`). The form
 * shows each next to its field; the mock answers them as `400 validation` `fields` (same keys).
 */
export const TIME_ENTRY_ERROR = {
  /** Any time field that is not 'HH:MM' 24-hour. */
  TIME_FORMAT: 'time.format',
  WORK_END_BEFORE_START: 'workEnd.beforeStart',
  /** Work start and end both 00:00 while a pause time is set. */
  WORK_START_ZERO: 'workStart.zero',
  /** A pause starts before the previous pause ends. */
  PAUSE_START_BEFORE_PREVIOUS: 'pauseStart.beforePrevious',
  /** A pause starts before work start or after work end. */
  PAUSE_START_OUTSIDE_WORK: 'pauseStart.outsideWork',
  PAUSE_END_BEFORE_START: 'pauseEnd.beforeStart',
  /** A pause ends after work end (designed: the pause lies inside the work interval). */
  PAUSE_END_OUTSIDE_WORK: 'pauseEnd.outsideWork',
  DESCRIPTION_REQUIRED: 'description.required',
  /** No recorded time and no time-tracking option chosen. */
  TIME_TRACKING_REQUIRED: 'timeTracking.required',
  /** (designed) No recorded time where the placement has no time-tracking choice. */
  RECORDED_TIME_REQUIRED: 'recordedTime.required',
  RECORDED_TIME_ONE_OF: 'recordedTime.oneOf',
  /** A time-tracking option the portal does not know, and not the one the server holds for the day. */
  TIME_TRACKING_ONE_OF: 'timeTracking.oneOf',
  PLACE_OF_WORK_ONE_OF: 'placeOfWork.oneOf',
  BUSINESS_TRIP_ONE_OF: 'businessTrip.oneOf',
  DATE_FORMAT: 'date.format',
  /** The date is not in the month the entry is saved for. */
  DATE_OUTSIDE_MONTH: 'date.outsideMonth',
  /** The date is before the placement's start or after its end. */
  DATE_OUTSIDE_PLACEMENT: 'date.outsidePlacement',
} as const;
export type TimeEntryErrorCode = (typeof TIME_ENTRY_ERROR)[keyof typeof TIME_ENTRY_ERROR];
export type TimeEntryField = keyof TimeEntry;
export type TimeEntryErrors = Partial<Record<TimeEntryField, TimeEntryErrorCode>>;

/** The pause slots in order (at most MAX_PAUSES). */
export const PAUSE_FIELDS = [
  ['pauseStart1', 'pauseEnd1'],
  ['pauseStart2', 'pauseEnd2'],
  ['pauseStart3', 'pauseEnd3'],
] as const satisfies readonly (readonly [TimeEntryField, TimeEntryField])[];
export const WORK_TIME_FIELDS = ['workStart', 'workEnd', ...PAUSE_FIELDS.flat()] as const;

/** A day nothing is entered for yet: no recorded time, the default place of work, no business trip, no times. */
export function emptyTimeEntry(date: string): TimeEntry {
  return {
    date,
    description: '',
    timeTracking: null,
    recordedTime: null,
    placeOfWork: DEFAULT_PLACE_OF_WORK,
    businessTrip: BUSINESS_TRIP.NO,
    workStart: '',
    workEnd: '',
    pauseStart1: '',
    pauseEnd1: '',
    pauseStart2: '',
    pauseEnd2: '',
    pauseStart3: '',
    pauseEnd3: '',
  };
}

/** The slots in use are the non-empty ones; a pause can be added while 2 or fewer are. */
export function pauseCount(entry: TimeEntry): number {
  return PAUSE_FIELDS.filter(([start, end]) => !isEmptyPause(entry[start], entry[end])).length;
}
export const canAddPause = (entry: TimeEntry) => pauseCount(entry) < MAX_PAUSES;

function isEmptyPause(start: string, end: string): boolean {
  return minutesOf(start) === 0 && minutesOf(end) === 0;
}

/** The text of an HTML description without markup: a description of `<p><br></p>` is empty. */
export function isBlankHtml(html: string): boolean {
  return (
    html
      .replace(/<[^>]*>/g, ' ')
      .replace(/&nbsp;|&#160;/g, ' ')
      .trim() === ''
  );
}

/**
 * The description is required for recorded time 100 and 200, and for 300 "under some
 * placement types". The spec does not name them; we read them as the types whose working times
 * show (type 400 via the portal, 110/150/500 billed by hours): there a recorded 300 is billed
 * time like 100 and 200 and needs its description as they do. Elsewhere 300 saves without one.
 */
export function descriptionRequired(entry: Pick<TimeEntry, 'recordedTime'>, placement: TimeEntryPlacement): boolean {
  if (entry.recordedTime === null) return false;
  if (RECORDED_TIME_NEEDS_DESCRIPTION.includes(entry.recordedTime)) return true;
  return entry.recordedTime === RECORDED_TIME_300 && timeEntryFields(placement).workingTimes;
}

/**
 * The time rules, in this order per field (the first that fails is the field's error):
 * - every time is 'HH:MM' 24-hour or '' ('time.format');
 * - work start and end both 00:00 while a pause time is set: an error on work start;
 * - work end before work start: an error on work end (equal is allowed: no time worked);
 * - a pause (a slot with a start or end other than 00:00) starts inside the work interval
 *   (work start ≤ pause start ≤ work end) and not before the previous pause's end (a pause may
 *   follow the previous one directly); its end is not before its start and not after work end.
 *   The work-interval rules apply only while the work times themselves are valid.
 */
export function validateWorkingTimes(entry: TimeEntry): TimeEntryErrors {
  const errors: TimeEntryErrors = {};
  const fail = (field: TimeEntryField, code: TimeEntryErrorCode) => {
    errors[field] ??= code;
  };
  for (const field of WORK_TIME_FIELDS) {
    if (minutesOf(entry[field]) === null) fail(field, TIME_ENTRY_ERROR.TIME_FORMAT);
  }
  const start = minutesOf(entry.workStart);
  const end = minutesOf(entry.workEnd);
  const pauses = PAUSE_FIELDS.map(([startField, endField]) => ({
    startField,
    endField,
    start: minutesOf(entry[startField]),
    end: minutesOf(entry[endField]),
  }));
  const anyPauseSet = pauses.some((pause) => pause.start !== 0 || pause.end !== 0);
  let work: { start: number; end: number } | null = null;
  if (start !== null && end !== null) {
    if (start === 0 && end === 0 && anyPauseSet) fail('workStart', TIME_ENTRY_ERROR.WORK_START_ZERO);
    else if (end < start) fail('workEnd', TIME_ENTRY_ERROR.WORK_END_BEFORE_START);
    else work = { start, end };
  }
  let previousEnd: number | null = null;
  for (const pause of pauses) {
    if (pause.start === 0 && pause.end === 0) continue;
    if (pause.start !== null) {
      if (work && (pause.start < work.start || pause.start > work.end))
        fail(pause.startField, TIME_ENTRY_ERROR.PAUSE_START_OUTSIDE_WORK);
      else if (previousEnd !== null && pause.start < previousEnd)
        fail(pause.startField, TIME_ENTRY_ERROR.PAUSE_START_BEFORE_PREVIOUS);
    }
    if (pause.end !== null) {
      if (pause.start !== null && pause.end < pause.start)
        fail(pause.endField, TIME_ENTRY_ERROR.PAUSE_END_BEFORE_START);
      else if (work && pause.end > work.end) fail(pause.endField, TIME_ENTRY_ERROR.PAUSE_END_OUTSIDE_WORK);
      previousEnd = pause.end;
    }
  }
  return errors;
}

/**
 * Every rule of a time entry of this placement (docs/decisions/025-time-entry-rules.md), applied only to the fields
 * that show for it (timeEntryFields): the time rules (validateWorkingTimes) where working times
 * show; the place of work and business trip codes where the travel questions show; without a
 * recorded time the time-tracking option is required where it is a choice, and (designed) the
 * recorded time itself is required where it is not, so an entry always says what the day was;
 * the description as descriptionRequired says. The date is checked against the month and the
 * placement by timeEntryDateError (the form's date picker offers only those days).
 *
 * Each code (recorded time, time-tracking option, place of work, business trip) is one the portal
 * knows or the one `stored` (the server's entry of the same day) holds in that field
 * (isAcceptedCode): a day whose code the portal does not know saves as long as that code is kept.
 */
export function validateTimeEntry(
  entry: TimeEntry,
  placement: TimeEntryPlacement,
  stored: StoredCodes = null,
): TimeEntryErrors {
  const fields = timeEntryFields(placement);
  const errors: TimeEntryErrors = {};
  if (hasRecordedTime(entry) && !isAcceptedCode('recordedTime', entry.recordedTime ?? '', stored)) {
    errors.recordedTime = TIME_ENTRY_ERROR.RECORDED_TIME_ONE_OF;
  }
  if (!hasRecordedTime(entry)) {
    if (!fields.timeTrackingChoice) errors.recordedTime = TIME_ENTRY_ERROR.RECORDED_TIME_REQUIRED;
    else if (entry.timeTracking === null || entry.timeTracking === '')
      errors.timeTracking = TIME_ENTRY_ERROR.TIME_TRACKING_REQUIRED;
    else if (!isAcceptedCode('timeTracking', entry.timeTracking, stored))
      errors.timeTracking = TIME_ENTRY_ERROR.TIME_TRACKING_ONE_OF;
  }
  if (descriptionRequired(entry, placement) && isBlankHtml(entry.description))
    errors.description = TIME_ENTRY_ERROR.DESCRIPTION_REQUIRED;
  if (fields.travelQuestions) {
    if (!isAcceptedCode('placeOfWork', entry.placeOfWork, stored))
      errors.placeOfWork = TIME_ENTRY_ERROR.PLACE_OF_WORK_ONE_OF;
    if (!isAcceptedCode('businessTrip', entry.businessTrip, stored))
      errors.businessTrip = TIME_ENTRY_ERROR.BUSINESS_TRIP_ONE_OF;
  }
  if (fields.workingTimes) Object.assign(errors, validateWorkingTimes(entry));
  return errors;
}

/** Save is enabled only when no rule of validateTimeEntry fails. */
export function canSaveTimeEntry(entry: TimeEntry, placement: TimeEntryPlacement, stored: StoredCodes = null): boolean {
  return Object.keys(validateTimeEntry(entry, placement, stored)).length === 0;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The entry's date (yyyy-MM-dd, a real day) must lie in the month it is saved for (month 1-12)
 * and between the placement's start and end ('' = open). Null when it does.
 */
export function timeEntryDateError(
  date: string,
  year: number,
  month: number,
  placement: Pick<PlacementSummary, 'startDate' | 'endDate'>,
): TimeEntryErrorCode | null {
  const match = ISO_DATE.exec(date);
  const [y, m, d] = match ? [Number(match[1]), Number(match[2]), Number(match[3])] : [NaN, NaN, NaN];
  const day = new Date(Date.UTC(y, m - 1, d));
  if (!match || day.getUTCFullYear() !== y || day.getUTCMonth() !== m - 1 || day.getUTCDate() !== d)
    return TIME_ENTRY_ERROR.DATE_FORMAT;
  if (y !== year || m !== month) return TIME_ENTRY_ERROR.DATE_OUTSIDE_MONTH;
  if (
    (placement.startDate !== '' && date < placement.startDate) ||
    (placement.endDate !== '' && date > placement.endDate)
  ) {
    return TIME_ENTRY_ERROR.DATE_OUTSIDE_PLACEMENT;
  }
  return null;
}

// ---------------------------------------------------------------- pauses and net time

/**
 * Which pause slots fit, or null when there is no work interval to fit into (a work time not a
 * time, end before start, or both 00:00). A pause fits when both its times are times, it starts
 * at or after work start and at or after the end of the previous fitting pause, and it ends at
 * or after its start and at or before work end. An empty pause (both 00:00) neither fits nor
 * fails.
 */
function fittingPauses(entry: TimeEntry): { work: { start: number; end: number }; fits: boolean[] } | null {
  const start = minutesOf(entry.workStart);
  const end = minutesOf(entry.workEnd);
  if (start === null || end === null || end < start || (start === 0 && end === 0)) return null;
  let previousEnd = start;
  const fits = PAUSE_FIELDS.map(([startField, endField]) => {
    const pauseStart = minutesOf(entry[startField]);
    const pauseEnd = minutesOf(entry[endField]);
    if (pauseStart === 0 && pauseEnd === 0) return false;
    const fit =
      pauseStart !== null &&
      pauseEnd !== null &&
      pauseStart >= previousEnd &&
      pauseEnd >= pauseStart &&
      pauseEnd <= end;
    if (fit) previousEnd = pauseEnd;
    return fit;
  });
  return { work: { start, end }, fits };
}

/**
 * Pause times that do not fit become 00:00 (docs/decisions/025-time-entry-rules.md): with a valid work
 * interval (work times are times, end not before start, not both 00:00), every pause that does not fit (see
 * fittingPauses: outside the work interval, starting before the previous fitting pause's end, ending before
 * its start, or holding a non-time) gets '00:00' for both its start and end. Without a valid work interval
 * nothing changes: the work times' own error is the one to show. Returns a new entry.
 */
export function normalizePauses(entry: TimeEntry): TimeEntry {
  const result: TimeEntry = { ...entry };
  const fitting = fittingPauses(entry);
  if (!fitting) return result;
  PAUSE_FIELDS.forEach(([startField, endField], index) => {
    if (isEmptyPause(entry[startField], entry[endField]) || fitting.fits[index]) return;
    result[startField] = '00:00';
    result[endField] = '00:00';
  });
  return result;
}

/**
 * The net working time in minutes, shown live: work end − work start − the pauses
 * that fit (a pause that does not fit counts as the 00:00 it becomes). Null while a work time is
 * not a time or work end is before work start.
 */
export function netWorkingMinutes(entry: TimeEntry): number | null {
  const start = minutesOf(entry.workStart);
  const end = minutesOf(entry.workEnd);
  if (start === null || end === null || end < start) return null;
  const fitting = fittingPauses(entry);
  if (!fitting) return end - start;
  return PAUSE_FIELDS.reduce((net, [startField, endField], index) => {
    if (!fitting.fits[index]) return net;
    return net - ((minutesOf(entry[endField]) ?? 0) - (minutesOf(entry[startField]) ?? 0));
  }, end - start);
}

/**
 * The net working time an entry counts with in its month: netWorkingMinutes once both work
 * times are given, null while either is empty (a day recorded without times has none).
 */
export function entryWorkingMinutes(entry: TimeEntry): number | null {
  return entry.workStart !== '' && entry.workEnd !== '' ? netWorkingMinutes(entry) : null;
}

/** A month's working time in minutes: the sum of its entries' entryWorkingMinutes. */
export function monthWorkingMinutes(entries: readonly TimeEntry[]): number {
  return entries.reduce((sum, entry) => sum + (entryWorkingMinutes(entry) ?? 0), 0);
}

const MINUTES_PER_HOUR = 60;

/**
 * A duration as hours and minutes, 'H:MM' (7:45, 163:30), the way a timesheet shows it; the hours
 * take at least `hourDigits` digits ('07:45' with 2). Negative with a leading '-'.
 */
export function formatDuration(minutes: number, hourDigits = 1): string {
  const sign = minutes < 0 ? '-' : '';
  const whole = Math.abs(minutes);
  const hours = String(Math.floor(whole / MINUTES_PER_HOUR)).padStart(hourDigits, '0');
  return `${sign}${hours}:${String(whole % MINUTES_PER_HOUR).padStart(2, '0')}`;
}

/** The monthly report's `workingTime`: the month's working time as 'HH:MM', as many hour digits as it needs. */
export const formatWorkingTime = (minutes: number): string => formatDuration(minutes, 2);

/** A duration 'H:MM' (any number of hour digits, minutes 00-59) in minutes; null for anything else. */
export function parseDuration(value: string): number | null {
  const match = /^(-?)(\d+):([0-5]\d)$/.exec(value);
  if (!match) return null;
  const minutes = Number(match[2]) * MINUTES_PER_HOUR + Number(match[3]);
  return match[1] ? -minutes : minutes;
}

// ---------------------------------------------------------------- the save call

/**
 * `POST /manager/placements/{id}/time-tracking` (the entry, month, year; the
 * placement id is in the path). Month 1-12. The answer is the `PlacementOverview` of that month
 * (designed: what `GET .../overview/{year}/{month}` answers, so the app can show it at once; the
 * app still reloads the month with force). An entry for a day that has one replaces it.
 */
export interface TimeEntryRequest {
  entry: TimeEntry;
  month: number;
  year: number;
}

/** The save's refusals besides 400 `validation` (whose `fields` hold TIME_ENTRY_ERROR codes) and 404. */
export const TIME_ENTRY_API_ERROR = {
  /** 409: the month's monthly report exists and its billing status is not open. */
  MONTH_SUBMITTED: 'month_submitted',
  /** 409: the placement is not reported via the portal; the monthly report's code too. */
  NOT_REPORTED_VIA_PORTAL: REPORT_API_ERROR.NOT_REPORTED_VIA_PORTAL,
} as const;
