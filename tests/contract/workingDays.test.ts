import fc from 'fast-check';

import { toApiDate } from '@/contract/dates';
import { missingDays, timesheetDays } from '@/contract/timesheetDays';
import {
  isWeekday,
  lastWorkingDayOfMonth,
  weekdaysBetween,
  weekdaysOfMonth,
  workingDayFrom,
  workingDaysBefore,
} from '@/contract/workingDays';

const iso = (date: Date) => toApiDate(date);

describe('working days (weekdays only)', () => {
  it('takes the last day of a month that ends on a weekday', () => {
    expect(iso(lastWorkingDayOfMonth(2026, 11))).toBe('2026-11-30'); // Monday
    expect(iso(lastWorkingDayOfMonth(2026, 12))).toBe('2026-12-31'); // Thursday
  });

  it('goes back to the Friday when the month ends on a Saturday or a Sunday', () => {
    expect(iso(lastWorkingDayOfMonth(2026, 10))).toBe('2026-10-30'); // 31st is a Saturday
    expect(iso(lastWorkingDayOfMonth(2026, 5))).toBe('2026-05-29'); // 31st is a Sunday
    expect(iso(lastWorkingDayOfMonth(2026, 2))).toBe('2026-02-27'); // 28th is a Saturday
  });

  it('takes the hand-checked days of 2026: Fri 30 Oct, Fri 29 May, Fri 27 Feb, Mon 31 Aug', () => {
    const checked = [
      [10, '2026-10-30', 5],
      [5, '2026-05-29', 5],
      [2, '2026-02-27', 5],
      [8, '2026-08-31', 1],
    ] as const;
    for (const [month, expected, weekday] of checked) {
      const day = lastWorkingDayOfMonth(2026, month);
      expect(iso(day), `month ${month}`).toBe(expected);
      expect(day.getDay(), `month ${month}`).toBe(weekday);
    }
  });

  it('agrees for every month of 2025, 2026 and 2027 with the last day of the month that is not a Saturday or Sunday, found going forward', () => {
    let checked = 0;
    for (const year of [2025, 2026, 2027]) {
      for (let month = 1; month <= 12; month += 1) {
        // Independently: every day of the month from the 1st, keeping the last Monday-Friday.
        let expected: Date | null = null;
        for (let dayOfMonth = 1; new Date(year, month - 1, dayOfMonth).getMonth() === month - 1; dayOfMonth += 1) {
          const date = new Date(year, month - 1, dayOfMonth);
          if (date.getDay() >= 1 && date.getDay() <= 5) expected = date;
        }
        const actual = lastWorkingDayOfMonth(year, month);
        expect(iso(actual), `${year}-${month}`).toBe(expected && iso(expected));
        expect(actual.getHours(), `${year}-${month}`).toBe(0);
        checked += 1;
      }
    }
    expect(checked).toBe(36);
  });

  it('is always a weekday of the month asked, with no weekday after it in that month, and at most two days before its end', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1900, max: 2200 }), fc.integer({ min: 1, max: 12 }), (year, month) => {
        const day = lastWorkingDayOfMonth(year, month);
        const lastOfMonth = new Date(year, month, 0).getDate();
        expect([day.getFullYear(), day.getMonth() + 1]).toEqual([year, month]);
        expect([0, 6]).not.toContain(day.getDay());
        expect(lastOfMonth - day.getDate()).toBeLessThanOrEqual(2);
        for (let later = day.getDate() + 1; later <= lastOfMonth; later += 1) {
          expect([0, 6]).toContain(new Date(year, month - 1, later).getDay());
        }
      }),
    );
  });

  it('counts working days back over a weekend', () => {
    expect(iso(workingDaysBefore(new Date(2026, 10, 30), 3))).toBe('2026-11-25'); // Mon -> Wed before
    expect(iso(workingDaysBefore(new Date(2026, 9, 30), 3))).toBe('2026-10-27');
    // From a Sunday, the first working day before it is the Friday; none back is the Friday too.
    expect(iso(workingDaysBefore(new Date(2026, 10, 29), 1))).toBe('2026-11-27');
    expect(iso(workingDaysBefore(new Date(2026, 10, 29), 2))).toBe('2026-11-26');
    expect(iso(workingDaysBefore(new Date(2026, 10, 29), 0))).toBe('2026-11-27');
  });

  it('lists the weekdays of a month within a range', () => {
    const days = weekdaysOfMonth(2026, 11, '2026-11-20', '2026-11-26');
    expect(days).toEqual(['2026-11-20', '2026-11-23', '2026-11-24', '2026-11-25']);
    expect(weekdaysOfMonth(2026, 2)).toHaveLength(20);
    expect(weekdaysOfMonth(2026, 2).every((day) => isWeekday(new Date(day)))).toBe(true);
  });
});

describe('timesheet days (the calendar)', () => {
  const month = {
    year: 2026,
    month: 11,
    entryDates: new Set(['2026-11-02', '2026-11-03', '2026-11-07']),
    today: '2026-11-05',
    startDate: '2026-11-02',
    endDate: '',
  };

  it('gives each day one state: submitted, missing, today, upcoming, weekend or outside', () => {
    const states = Object.fromEntries(timesheetDays(month).map((day) => [day.date, day.state]));
    expect(states['2026-11-01']).toBe('outside'); // a Sunday before the start
    expect(states['2026-11-02']).toBe('submitted');
    expect(states['2026-11-04']).toBe('missing');
    expect(states['2026-11-05']).toBe('today');
    expect(states['2026-11-06']).toBe('upcoming');
    expect(states['2026-11-07']).toBe('submitted'); // an entry on a Saturday still counts
    expect(states['2026-11-08']).toBe('weekend');
    expect(Object.keys(states)).toHaveLength(30);
  });

  it('lists only past weekdays without an entry as missing, within the placement', () => {
    expect(missingDays(month)).toEqual(['2026-11-04']);
    expect(missingDays({ ...month, today: '2026-11-12', endDate: '2026-11-10' })).toEqual([
      '2026-11-04',
      '2026-11-05',
      '2026-11-06',
      '2026-11-09',
      '2026-11-10',
    ]);
  });
});

describe('the weekdays between two days, and the working day from a day', () => {
  it('lists the weekdays from the first day up to, not including, the last', () => {
    // Friday 6 November 2026 to Tuesday 10 November: Friday, Monday.
    expect(weekdaysBetween(new Date(2026, 10, 6, 15), new Date(2026, 10, 10)).map(iso)).toEqual([
      '2026-11-06',
      '2026-11-09',
    ]);
    expect(weekdaysBetween(new Date(2026, 10, 10), new Date(2026, 10, 10))).toEqual([]);
  });

  it('takes the day itself when it is a weekday, else the Monday after', () => {
    expect(iso(workingDayFrom(new Date(2026, 10, 6, 15)))).toBe('2026-11-06');
    expect(iso(workingDayFrom(new Date(2026, 10, 7)))).toBe('2026-11-09');
    expect(iso(workingDayFrom(new Date(2026, 10, 8)))).toBe('2026-11-09');
  });

  it('agrees with the weekdays of a month and with working days before and from a day (fast-check)', () => {
    const day = fc.integer({ min: 0, max: 365 * 4 }).map((offset) => new Date(2025, 0, 1 + offset));
    fc.assert(
      fc.property(day, fc.integer({ min: 0, max: 40 }), (from, length) => {
        const until = new Date(from.getFullYear(), from.getMonth(), from.getDate() + length);
        const days = weekdaysBetween(from, until);
        expect(days.every(isWeekday)).toBe(true);
        expect(days.map(iso)).toEqual([...new Set(days.map(iso))].sort());
        if (days.length > 0) {
          expect(iso(days[0]!)).toBe(iso(workingDayFrom(from)));
          expect(iso(workingDaysBefore(until, 1))).toBe(iso(days.at(-1)!));
        }
        const month = { year: from.getFullYear(), month: from.getMonth() + 1 };
        expect(weekdaysOfMonth(month.year, month.month)).toEqual(
          weekdaysBetween(new Date(month.year, month.month - 1, 1), new Date(month.year, month.month, 1)).map(iso),
        );
      }),
    );
  });
});
