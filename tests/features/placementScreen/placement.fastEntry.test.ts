import fc from 'fast-check';

import { BUSINESS_TRIP, type TimeEntry } from '@/contract/placements';
import {
  copyLastWeek,
  copyWeekReference,
  fillWeekdays,
  mondayOf,
  previousEntry,
  weekdaysInRange,
} from '@/features/placementScreen/placement.fastEntry';
import { emptyTimeEntry } from '@/features/placementScreen/timeEntry.form';
import { toApiDate } from '@/lib/dates';

/**
 * The fast entry's proposals: 'same as the previous working day', 'fill weekdays'
 * and 'copy last week'. November 2026 starts on a Sunday: Mondays are the 2nd, 9th, 16th,
 * 23rd and 30th; 31 October 2026 is a Saturday, 1 January 2027 a Friday.
 */

function entry(date: string, overrides: Partial<TimeEntry> = {}): TimeEntry {
  return { ...emptyTimeEntry(date), description: `<p>Work of ${date}</p>`, recordedTime: '100', ...overrides };
}

const NOVEMBER = { year: 2026, month: 11 };
const OPEN_PLACEMENT = { startDate: '2025-12-10', endDate: '' };

const dayOf = (iso: string) => new Date(`${iso}T00:00:00`);
const addDays = (iso: string, days: number) => {
  const date = dayOf(iso);
  date.setDate(date.getDate() + days);
  return toApiDate(date);
};
const daysBetween = (from: string, to: string) =>
  Math.round((dayOf(to).getTime() - dayOf(from).getTime()) / 86_400_000);
const isWeekend = (iso: string) => [0, 6].includes(dayOf(iso).getDay());

/** A day between 2024 and 2028, yyyy-MM-dd. */
const isoDay = fc.integer({ min: 0, max: 365 * 5 }).map((offset) => addDays('2024-01-01', offset));

describe('previousEntry (same as the previous working day)', () => {
  it('finds the latest entry before the day, whatever the order of the list', () => {
    const entries = [entry('2026-11-17'), entry('2026-11-19'), entry('2026-10-30'), entry('2026-11-18')];
    expect(previousEntry(entries, '2026-11-23')?.date).toBe('2026-11-19');
    expect(previousEntry(entries, '2026-11-18')?.date).toBe('2026-11-17');
  });

  it('reaches into the month before', () => {
    expect(previousEntry([entry('2026-10-30'), entry('2026-11-05')], '2026-11-02')?.date).toBe('2026-10-30');
  });

  it('never takes the day itself or a later one', () => {
    expect(previousEntry([entry('2026-11-20'), entry('2026-11-23')], '2026-11-20')).toBeNull();
    expect(previousEntry([], '2026-11-20')).toBeNull();
  });

  it('returns the entry with its content, not a copy with another date', () => {
    const source = entry('2026-11-19', { description: '<p>Bankenrunde</p>', recordedTime: '200' });
    expect(previousEntry([source], '2026-11-20')).toEqual(source);
  });
});

describe('weekdaysInRange', () => {
  it('skips the weekend', () => {
    expect(weekdaysInRange('2026-11-20', '2026-11-24')).toEqual(['2026-11-20', '2026-11-23', '2026-11-24']);
  });

  it('includes both ends and crosses a month and a year', () => {
    expect(weekdaysInRange('2026-10-30', '2026-11-02')).toEqual(['2026-10-30', '2026-11-02']);
    expect(weekdaysInRange('2026-12-31', '2027-01-04')).toEqual(['2026-12-31', '2027-01-01', '2027-01-04']);
  });

  it('is empty for a weekend alone or a range that ends before it starts', () => {
    expect(weekdaysInRange('2026-11-21', '2026-11-22')).toEqual([]);
    expect(weekdaysInRange('2026-11-24', '2026-11-20')).toEqual([]);
  });

  it('gives every weekday of any range once, in order, and nothing else (fast-check)', () => {
    fc.assert(
      fc.property(isoDay, fc.integer({ min: 0, max: 70 }), (from, length) => {
        const to = addDays(from, length);
        const days = weekdaysInRange(from, to);
        const expected: string[] = [];
        for (let offset = 0; offset <= length; offset += 1) {
          const day = addDays(from, offset);
          if (!isWeekend(day)) expected.push(day);
        }
        expect(days).toEqual(expected);
        // Five weekdays in every full week.
        expect(days.length).toBeGreaterThanOrEqual(Math.floor((length + 1) / 7) * 5);
      }),
    );
  });
});

describe('fillWeekdays', () => {
  const template = entry('', {
    recordedTime: '100',
    description: '<p>Monatsabschluss</p>',
    placeOfWork: 150,
    businessTrip: BUSINESS_TRIP.YES,
  });

  it('proposes the template for each weekday without an entry and skips the days that have one as "exists"', () => {
    const proposal = fillWeekdays(template, '2026-11-19', '2026-11-25', new Set(['2026-11-19', '2026-11-23']));
    expect(proposal.entries.map((each) => each.date)).toEqual(['2026-11-20', '2026-11-24', '2026-11-25']);
    expect(proposal.skipped).toEqual([
      { date: '2026-11-19', reason: 'exists' },
      { date: '2026-11-23', reason: 'exists' },
    ]);
  });

  it('gives each proposed day the template content and its own date', () => {
    const [first] = fillWeekdays(template, '2026-11-20', '2026-11-20', new Set()).entries;
    expect(first).toEqual({ ...template, date: '2026-11-20' });
    // The template itself is not changed.
    expect(template.date).toBe('');
  });

  it('never proposes or skips a weekend day, even one with an entry', () => {
    const proposal = fillWeekdays(template, '2026-11-21', '2026-11-22', new Set(['2026-11-21']));
    expect(proposal).toEqual({ entries: [], skipped: [] });
  });

  it("splits the range's weekdays into proposed and skipped, exactly by the existing days (fast-check)", () => {
    fc.assert(
      fc.property(
        isoDay,
        fc.integer({ min: 0, max: 40 }),
        fc.array(fc.integer({ min: 0, max: 40 })),
        (from, length, taken) => {
          const to = addDays(from, length);
          const existing = new Set(taken.map((offset) => addDays(from, offset)));
          const proposal = fillWeekdays(template, from, to, existing);
          const proposed = proposal.entries.map((each) => each.date);
          const skipped = proposal.skipped.map((each) => each.date);
          expect([...proposed, ...skipped].sort()).toEqual(weekdaysInRange(from, to));
          expect(proposed.every((day) => !existing.has(day))).toBe(true);
          expect(skipped.every((day) => existing.has(day))).toBe(true);
          expect(proposal.skipped.every((each) => each.reason === 'exists')).toBe(true);
        },
      ),
    );
  });
});

describe('mondayOf', () => {
  it.each([
    ['2026-11-25', '2026-11-23'],
    ['2026-11-23', '2026-11-23'],
    ['2026-11-29', '2026-11-23'],
    ['2026-10-31', '2026-10-26'],
    ['2026-11-01', '2026-10-26'],
    ['2027-01-01', '2026-12-28'],
  ])('the Monday of %s is %s', (date, monday) => {
    expect(mondayOf(date)).toBe(monday);
  });

  it('is a Monday at most six days before the day (fast-check)', () => {
    fc.assert(
      fc.property(isoDay, (date) => {
        const monday = mondayOf(date);
        expect(dayOf(monday).getDay()).toBe(1);
        expect(daysBetween(monday, date)).toBeGreaterThanOrEqual(0);
        expect(daysBetween(monday, date)).toBeLessThan(7);
      }),
    );
  });
});

describe('copyLastWeek', () => {
  /** Last week (16-20 November) logged Monday to Thursday; Friday the 20th is missing. */
  const lastWeek = ['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19'].map((date, index) =>
    entry(date, { description: `<p>Day ${index + 1}</p>` }),
  );

  it("proposes last week's entry of the same weekday for this week's days, with this week's dates", () => {
    const proposal = copyLastWeek(lastWeek, '2026-11-25', NOVEMBER, OPEN_PLACEMENT);
    expect(proposal.entries).toEqual([
      { ...lastWeek[0], date: '2026-11-23' },
      { ...lastWeek[1], date: '2026-11-24' },
      { ...lastWeek[2], date: '2026-11-25' },
      { ...lastWeek[3], date: '2026-11-26' },
    ]);
    // Friday had nothing to copy from: left out, not reported as skipped.
    expect(proposal.skipped).toEqual([]);
  });

  it('skips a day of this week that has an entry, and leaves that entry alone', () => {
    const mine = entry('2026-11-24', { description: '<p>Already logged</p>' });
    const proposal = copyLastWeek([...lastWeek, mine], '2026-11-25', NOVEMBER, OPEN_PLACEMENT);
    expect(proposal.entries.map((each) => each.date)).toEqual(['2026-11-23', '2026-11-25', '2026-11-26']);
    expect(proposal.skipped).toEqual([{ date: '2026-11-24', reason: 'exists' }]);
  });

  it('copies from the month before into the first week of the month', () => {
    const october = ['2026-10-26', '2026-10-27', '2026-10-28', '2026-10-29', '2026-10-30'].map((date) => entry(date));
    const proposal = copyLastWeek(october, '2026-11-04', NOVEMBER, OPEN_PLACEMENT);
    expect(proposal.entries.map((each) => each.date)).toEqual([
      '2026-11-02',
      '2026-11-03',
      '2026-11-04',
      '2026-11-05',
      '2026-11-06',
    ]);
  });

  it('stays inside the shown month: the days of the week that belong to the next or the last month are left out', () => {
    const week = ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27'].map((date) => entry(date));
    // The week of Monday 30 November: only the 30th is November.
    expect(copyLastWeek(week, '2026-11-30', NOVEMBER, OPEN_PLACEMENT).entries.map((each) => each.date)).toEqual([
      '2026-11-30',
    ]);
    // The same week seen from December: the 30th is not December's.
    expect(
      copyLastWeek(week, '2026-12-02', { year: 2026, month: 12 }, OPEN_PLACEMENT).entries.map((each) => each.date),
    ).toEqual(['2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04']);
  });

  it("stays inside the placement's period, and does not report the days outside it as skipped", () => {
    const startsWednesday = copyLastWeek(lastWeek, '2026-11-25', NOVEMBER, { startDate: '2026-11-25', endDate: '' });
    expect(startsWednesday.entries.map((each) => each.date)).toEqual(['2026-11-25', '2026-11-26']);
    const endsTuesday = copyLastWeek([...lastWeek, entry('2026-11-24')], '2026-11-25', NOVEMBER, {
      startDate: '2025-12-10',
      endDate: '2026-11-24',
    });
    expect(endsTuesday.entries.map((each) => each.date)).toEqual(['2026-11-23']);
    expect(endsTuesday.skipped).toEqual([{ date: '2026-11-24', reason: 'exists' }]);
  });

  it('proposes nothing when last week has no entries', () => {
    expect(copyLastWeek([], '2026-11-25', NOVEMBER, OPEN_PLACEMENT)).toEqual({ entries: [], skipped: [] });
    // Entries of two weeks ago are not last week's.
    expect(
      copyLastWeek([entry('2026-11-09'), entry('2026-11-10')], '2026-11-25', NOVEMBER, OPEN_PLACEMENT).entries,
    ).toEqual([]);
  });

  it('never proposes a weekend, a day with an entry, or a day outside the month (fast-check)', () => {
    const entries = fc
      .uniqueArray(fc.integer({ min: -40, max: 40 }), { maxLength: 40 })
      .map((offsets) => offsets.map((offset) => entry(addDays('2026-11-15', offset))));
    fc.assert(
      fc.property(entries, fc.integer({ min: 1, max: 30 }), (list, dayOfMonth) => {
        const reference = `2026-11-${String(dayOfMonth).padStart(2, '0')}`;
        const taken = new Set(list.map((each) => each.date));
        const proposal = copyLastWeek(list, reference, NOVEMBER, OPEN_PLACEMENT);
        for (const proposed of proposal.entries) {
          expect(isWeekend(proposed.date)).toBe(false);
          expect(proposed.date.startsWith('2026-11-')).toBe(true);
          expect(taken.has(proposed.date)).toBe(false);
          expect(mondayOf(proposed.date)).toBe(mondayOf(reference));
          // The content is last week's same weekday's.
          expect(taken.has(addDays(proposed.date, -7))).toBe(true);
          expect(proposed.description).toBe(`<p>Work of ${addDays(proposed.date, -7)}</p>`);
        }
      }),
    );
  });
});

describe('copyWeekReference', () => {
  const wednesday = new Date(2026, 10, 25, 10, 0);

  it('is today in the current month', () => {
    expect(copyWeekReference(NOVEMBER, wednesday)).toBe('2026-11-25');
  });

  it("is another month's last weekday", () => {
    expect(copyWeekReference({ year: 2026, month: 10 }, wednesday)).toBe('2026-10-30');
    expect(copyWeekReference({ year: 2026, month: 12 }, wednesday)).toBe('2026-12-31');
    // 31 January 2027 is a Sunday, 28 February 2026 a Saturday.
    expect(copyWeekReference({ year: 2027, month: 1 }, wednesday)).toBe('2027-01-29');
    expect(copyWeekReference({ year: 2026, month: 2 }, wednesday)).toBe('2026-02-27');
  });

  it('does not mistake the same month of another year for this one', () => {
    expect(copyWeekReference({ year: 2025, month: 11 }, wednesday)).toBe('2025-11-28');
  });
});
