import type { TimeEntry } from '@/contract/placements';

/** Three pauses in order inside an 08:00-17:00 day, 50 minutes in all: the most a day may have. */
export const THREE_PAUSES = {
  pauseStart1: '10:00',
  pauseEnd1: '10:15',
  pauseStart2: '12:00',
  pauseEnd2: '12:30',
  pauseStart3: '15:00',
  pauseEnd3: '15:05',
} satisfies Partial<TimeEntry>;

/**
 * The day a manager types in the journeys: 9:30 at work with pauses of 45 and 15 minutes, so
 * 8:30 net. The dialog's tests type it and expect exactly these times in the request.
 */
export const TWO_PAUSE_DAY = {
  workStart: '08:00',
  workEnd: '17:30',
  pauseStart1: '12:00',
  pauseEnd1: '12:45',
  pauseStart2: '15:00',
  pauseEnd2: '15:15',
} satisfies Partial<TimeEntry>;
