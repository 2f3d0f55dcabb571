import type { YearMonth } from '@/contract/month';
import { BUSINESS_TRIP, MAX_PAUSES, type PlacementSummary, type TimeEntry } from '@/contract/placements';
import {
  emptyTimeEntry,
  isBusinessTripCode,
  isPlaceOfWorkCode,
  normalizePauses,
  PAUSE_FIELDS,
  placeOfWorkAnswers,
  placeOfWorkCode,
  TIME_ENTRY_ERROR,
  timeEntryDateError,
  timeEntryFields,
  validateTimeEntry,
  type PlaceOfWorkAnswers,
  type StoredCodes,
  type TimeEntryPlacement,
} from '@/contract/timeEntries';

/**
 * The 'log activity' form's values: the entry with the codes as strings ('' = none), the
 * three place-of-work answers and the business trip as yes/no, and how many pause rows show.
 * A place of work or business trip code the portal does not know cannot be answered by the boxes:
 * it is held (`keptPlaceOfWork`, `keptBusinessTrip`) and sent as it came while its 'keep' box
 * is ticked (docs/decisions/033-answers-at-the-door.md).
 */
export interface TimeEntryFormValues
  extends Omit<TimeEntry, 'timeTracking' | 'recordedTime' | 'placeOfWork' | 'businessTrip'>, PlaceOfWorkAnswers {
  timeTracking: string;
  recordedTime: string;
  businessTrip: boolean;
  /** Pause rows shown (0-MAX_PAUSES): a pause can be added while 2 or fewer are shown. */
  pauseRows: number;
  /** The entry's place-of-work code when the portal does not know it, else null. */
  keptPlaceOfWork?: number | null;
  /** Send keptPlaceOfWork as it is, not the three answers. */
  keepPlaceOfWork?: boolean;
  /** The entry's business-trip code when the portal does not know it, else null. */
  keptBusinessTrip?: number | null;
  /** Send keptBusinessTrip as it is, not the box's answer. */
  keepBusinessTrip?: boolean;
}

/** A new day's form starts from the contract's empty entry. */
export { emptyTimeEntry };

/** '00:00' pause times that mean "no pause" show as empty fields. */
const shownTime = (value: string) => (value === '00:00' ? '' : value);

export function toFormValues(entry: TimeEntry): TimeEntryFormValues {
  const answers = placeOfWorkAnswers(entry.placeOfWork);
  const keptPlaceOfWork = isPlaceOfWorkCode(entry.placeOfWork) ? null : entry.placeOfWork;
  const keptBusinessTrip = isBusinessTripCode(entry.businessTrip) ? null : entry.businessTrip;
  const pauses = Object.fromEntries(PAUSE_FIELDS.flat().map((field) => [field, shownTime(entry[field])])) as Pick<
    TimeEntryFormValues,
    (typeof PAUSE_FIELDS)[number][number]
  >;
  return {
    date: entry.date,
    description: entry.description,
    timeTracking: entry.timeTracking ?? '',
    recordedTime: entry.recordedTime ?? '',
    ...answers,
    businessTrip: entry.businessTrip === BUSINESS_TRIP.YES,
    workStart: entry.workStart,
    workEnd: entry.workEnd,
    ...pauses,
    // Up to the last slot in use, not the number in use: a pause saved in the second slot with the
    // first empty would otherwise be hidden, and dropped on the next save.
    pauseRows: Math.min(
      MAX_PAUSES,
      PAUSE_FIELDS.reduce(
        (rows, [start, end], index) => (shownTime(entry[start]) || shownTime(entry[end]) ? index + 1 : rows),
        0,
      ),
    ),
    keptPlaceOfWork,
    keepPlaceOfWork: keptPlaceOfWork !== null,
    keptBusinessTrip,
    keepBusinessTrip: keptBusinessTrip !== null,
  };
}

/**
 * The entry to send: only the fields that show for the placement (the others keep their
 * defaults), the time-tracking option only without a recorded time, and pauses that do not
 * fit set to 00:00.
 */
export function toTimeEntry(values: TimeEntryFormValues, placement: TimeEntryPlacement): TimeEntry {
  const fields = timeEntryFields(placement);
  const entry = emptyTimeEntry(values.date);
  entry.description = values.description;
  entry.recordedTime = values.recordedTime || null;
  entry.timeTracking = fields.timeTrackingChoice && !entry.recordedTime ? values.timeTracking || null : null;
  if (fields.travelQuestions) {
    const { keptPlaceOfWork, keptBusinessTrip } = values;
    entry.placeOfWork =
      values.keepPlaceOfWork && typeof keptPlaceOfWork === 'number' ? keptPlaceOfWork : placeOfWorkCode(values);
    entry.businessTrip =
      values.keepBusinessTrip && typeof keptBusinessTrip === 'number'
        ? keptBusinessTrip
        : values.businessTrip
          ? BUSINESS_TRIP.YES
          : BUSINESS_TRIP.NO;
  }
  if (fields.workingTimes) {
    entry.workStart = values.workStart;
    entry.workEnd = values.workEnd;
    PAUSE_FIELDS.slice(0, values.pauseRows).forEach(([start, end]) => {
      entry[start] = values[start];
      entry[end] = values[end];
    });
    return normalizePauses(entry);
  }
  return entry;
}

/**
 * The contract's rules on what the form would send, each code next to its field. `stored` is the
 * server's entry of the day (null for a new day): a code it holds is kept even when the portal does
 * not know it.
 */
export function validateTimeEntryForm(
  values: TimeEntryFormValues,
  placement: TimeEntryPlacement & Pick<PlacementSummary, 'startDate' | 'endDate'>,
  month: YearMonth,
  checkDate = true,
  stored: StoredCodes = null,
): Record<string, string> {
  const entry = toTimeEntry(values, placement);
  // Validate the times as typed: normalising first would hide a pause that does not fit behind 00:00.
  const asTyped: TimeEntry = { ...entry };
  if (timeEntryFields(placement).workingTimes) {
    PAUSE_FIELDS.slice(0, values.pauseRows).forEach(([start, end]) => {
      asTyped[start] = values[start];
      asTyped[end] = values[end];
    });
  }
  const errors: Record<string, string> = { ...validateTimeEntry(asTyped, placement, stored) };
  if (checkDate) {
    const dateError =
      values.date === ''
        ? TIME_ENTRY_ERROR.DATE_FORMAT
        : timeEntryDateError(values.date, month.year, month.month, placement);
    if (dateError) errors.date = dateError;
  }
  return errors;
}
