import fc from 'fast-check';

import type { TimeEntry } from '@/contract/placements';
import {
  emptyTimeEntry,
  entryWorkingMinutes,
  formatDuration,
  formatWorkingTime,
  monthWorkingMinutes,
  netWorkingMinutes,
  parseDuration,
} from '@/contract/timeEntries';

/** The working time a month counts with, written once for the screen's activity table and the mock's report sums. */

/** A worked day from 08:00 to 17:00 with a half-hour pause at noon. */
const entry = (times: Partial<TimeEntry> = {}): TimeEntry => ({
  ...emptyTimeEntry('2026-11-02'),
  description: '<p>Arbeit</p>',
  recordedTime: '100',
  workStart: '08:00',
  workEnd: '17:00',
  pauseStart1: '12:00',
  pauseEnd1: '12:30',
  ...times,
});

describe("an entry's and a month's working time", () => {
  it('counts an entry with both work times as its net working time, and one without either as none', () => {
    expect(entryWorkingMinutes(entry())).toBe(8 * 60 + 30);
    expect(entryWorkingMinutes(entry({ workStart: '', workEnd: '', pauseStart1: '', pauseEnd1: '' }))).toBeNull();
    expect(entryWorkingMinutes(entry({ workStart: '' }))).toBeNull();
    expect(entryWorkingMinutes(entry({ workEnd: '' }))).toBeNull();
    // Explicit 00:00 is a time: work from midnight, with a pause from the empty time (00:00) to 00:30.
    expect(
      entryWorkingMinutes(entry({ workStart: '00:00', workEnd: '06:00', pauseStart1: '', pauseEnd1: '00:30' })),
    ).toBe(5 * 60 + 30);
  });

  it('counts a pause that does not fit as nothing', () => {
    expect(entryWorkingMinutes(entry({ pauseStart1: '16:30', pauseEnd1: '17:30' }))).toBe(9 * 60);
    expect(
      entryWorkingMinutes(
        entry({ pauseStart1: '12:00', pauseEnd1: '12:30', pauseStart2: '12:15', pauseEnd2: '13:00' }),
      ),
    ).toBe(8 * 60 + 30);
  });

  it("sums a month's entries, skipping those without times or with work end before start", () => {
    const entries = [
      entry(),
      entry({ workStart: '', workEnd: '', pauseStart1: '', pauseEnd1: '' }),
      entry({ workStart: '10:00', workEnd: '09:00', pauseStart1: '', pauseEnd1: '' }),
      entry({ workStart: '09:00', workEnd: '12:00', pauseStart1: '', pauseEnd1: '' }),
    ];
    expect(monthWorkingMinutes(entries)).toBe(8 * 60 + 30 + 3 * 60);
    expect(monthWorkingMinutes([])).toBe(0);
  });

  it('is the net working time wherever both work times are given (fast-check)', () => {
    const time = fc.oneof(
      fc.constant(''),
      fc.integer({ min: 0, max: 1439 }).map((m) => formatDuration(m, 2)),
    );
    fc.assert(
      fc.property(fc.record({ workStart: time, workEnd: time, pauseStart1: time, pauseEnd1: time }), (times) => {
        const day = entry(times);
        const counted = entryWorkingMinutes(day);
        if (times.workStart === '' || times.workEnd === '') expect(counted).toBeNull();
        else expect(counted).toBe(netWorkingMinutes(day));
        expect(monthWorkingMinutes([day, day])).toBe(2 * (counted ?? 0));
      }),
    );
  });
});

describe('durations', () => {
  it("writes hours and minutes the timesheet's way, and the report's workingTime with two hour digits", () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(7 * 60 + 45)).toBe('7:45');
    expect(formatDuration(163 * 60 + 30)).toBe('163:30');
    expect(formatDuration(-75)).toBe('-1:15');
    expect(formatWorkingTime(0)).toBe('00:00');
    expect(formatWorkingTime(7 * 60 + 45)).toBe('07:45');
    expect(formatWorkingTime(163 * 60 + 30)).toBe('163:30');
  });

  it('reads back what it writes, and nothing else (fast-check)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100_000, max: 100_000 }), (minutes) => {
        expect(parseDuration(formatDuration(minutes))).toBe(minutes);
        expect(parseDuration(formatWorkingTime(Math.abs(minutes)))).toBe(Math.abs(minutes));
      }),
    );
    for (const text of ['', '7', '7:5', '7:60', 'h:mm', '7:45 h', ' 7:45']) expect(parseDuration(text)).toBeNull();
  });
});
