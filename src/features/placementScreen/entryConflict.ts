import type { TFunction } from 'i18next';

import type { SerializedApiError } from '@/api/errors';
import { savedMeanwhile } from '@/api/savedMeanwhile';
import { visibleText } from '@/components/dialog/keepBothTexts';
import type { ConflictDifference } from '@/components/dialog/SaveConflict';
import { BUSINESS_TRIP, type TimeEntry } from '@/contract/placements';
import { storedTimeEntrySchema, type StoredTimeEntry } from '@/contract/placements.answers';
import { isPlaceOfWorkCode, PAUSE_FIELDS, placeOfWorkAnswers } from '@/contract/timeEntries';

import { codeInWords } from './entryCodes';

type PlacementT = TFunction<'placement'>;

/**
 * A save of a day refused because the day was saved meanwhile elsewhere (412): the day's entry as
 * the server holds it now, or null when it has none. Undefined when the error is another one.
 */
export const conflictingEntry = (error: SerializedApiError): StoredTimeEntry | null | undefined =>
  savedMeanwhile(error, storedTimeEntrySchema);

const span = (start: string, end: string) => (start || end ? `${start}–${end}` : '');

function timesInWords(t: PlacementT, entry: TimeEntry): string {
  const pauses = PAUSE_FIELDS.map(([start, end]) => span(entry[start], entry[end])).filter(
    (pause) => pause && pause !== '00:00–00:00',
  );
  return [
    span(entry.workStart, entry.workEnd),
    ...pauses.map((pause) => t('conflict.pause', { pause, ns: 'placement' })),
  ]
    .filter(Boolean)
    .join(', ');
}

function travelInWords(t: PlacementT, entry: TimeEntry): string {
  const answers = isPlaceOfWorkCode(entry.placeOfWork) ? placeOfWorkAnswers(entry.placeOfWork) : null;
  const parts = [
    answers === null ? codeInWords(t, 'placeOfWork', entry.placeOfWork) : '',
    answers?.fromHome ? t('entry.travel.fromHome', { ns: 'placement' }) : '',
    answers?.fromSite ? t('entry.travel.fromSite', { ns: 'placement' }) : '',
    answers?.overnight ? t('entry.travel.overnight', { ns: 'placement' }) : '',
    entry.businessTrip === BUSINESS_TRIP.YES ? t('entry.travel.businessTrip', { ns: 'placement' }) : '',
  ];
  return parts.filter(Boolean).join(', ');
}

/** The fields of a day on which two entries differ, each in words, in the form's order. */
export function entryDifferences(t: PlacementT, mine: TimeEntry, theirs: TimeEntry): ConflictDifference[] {
  const code = (field: 'recordedTime' | 'timeTracking', entry: TimeEntry) => {
    const value = entry[field];
    return value ? codeInWords(t, field, value) : '';
  };
  const rows: ConflictDifference[] = [
    {
      field: t('entry.recordedTimeLabel', { ns: 'placement' }),
      mine: code('recordedTime', mine),
      theirs: code('recordedTime', theirs),
    },
    {
      field: t('entry.timeTrackingLabel', { ns: 'placement' }),
      mine: code('timeTracking', mine),
      theirs: code('timeTracking', theirs),
    },
    {
      field: t('entry.description', { ns: 'placement' }),
      mine: visibleText(mine.description),
      theirs: visibleText(theirs.description),
    },
    {
      field: t('entry.travel.legend', { ns: 'placement' }),
      mine: travelInWords(t, mine),
      theirs: travelInWords(t, theirs),
    },
    {
      field: t('entry.workingTimes', { ns: 'placement' }),
      mine: timesInWords(t, mine),
      theirs: timesInWords(t, theirs),
    },
  ];
  return rows.filter((row) => row.mine !== row.theirs);
}
