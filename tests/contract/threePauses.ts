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
