import type { TFunction } from 'i18next';

import type { TimeEntry } from '@/contract/placements';
import { isKnownCode, type CodedField } from '@/contract/timeEntries';

type PlacementT = TFunction<'placement'>;

/**
 * A code of a time entry in words, the one way the placement screen names one: a recorded time
 * or time-tracking option the portal knows by its label, any code it does not know as 'Unknown
 * recorded time (450)' / 'Unbekannte erfasste Zeit (450)' (docs/decisions/033-answers-at-the-door.md),
 * never the bare code. The place of work and the business trip are answered by boxes, so only an
 * unknown one of theirs has words here.
 */
export function codeInWords(t: PlacementT, field: CodedField, code: string | number): string {
  if (isKnownCode(field, code) && (field === 'recordedTime' || field === 'timeTracking'))
    return t(`entry.${field}.${code}` as 'entry.recordedTime.100', { ns: 'placement' });
  return t(`entry.unknown.${field}`, { code, ns: 'placement' });
}

/** What a day was: its recorded time or, without one, its time-tracking option, in words; '' when neither. */
export function entryInWords(t: PlacementT, entry: Pick<TimeEntry, 'recordedTime' | 'timeTracking'>): string {
  if (entry.recordedTime) return codeInWords(t, 'recordedTime', entry.recordedTime);
  if (entry.timeTracking) return codeInWords(t, 'timeTracking', entry.timeTracking);
  return '';
}

/**
 * A select's options: the codes offered that the portal knows, then each of `shown` (the code the
 * server holds for the day, the form's value) that is not among them yet, all in words. A new value is
 * one the portal knows; a code it does not know is only ever kept.
 */
export function codeOptions(
  t: PlacementT,
  field: 'recordedTime' | 'timeTracking',
  offered: readonly string[],
  shown: readonly (string | null | undefined)[],
): { value: string; label: string }[] {
  const codes = offered.filter((code) => isKnownCode(field, code));
  for (const code of shown) if (code && !codes.includes(code)) codes.push(code);
  return codes.map((code) => ({ value: code, label: codeInWords(t, field, code) }));
}
