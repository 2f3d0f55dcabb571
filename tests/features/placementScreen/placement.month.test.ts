import fc from 'fast-check';

import {
  compareMonths,
  monthOf,
  parseMonthParam,
  pickableMonths,
  shiftMonth,
} from '@/features/placementScreen/placement.month';
import type { YearMonth } from '@/features/placementScreen/placement.types';

/** The placement screen's month (part 2 §2: the month picker; `?month=yyyy-MM`). Months are 1-12. */

const TODAY = new Date(2026, 10, 25, 10, 0);
const label = ({ year, month }: YearMonth) => `${year}-${String(month).padStart(2, '0')}`;
const yearMonth = fc.record({ year: fc.integer({ min: 2000, max: 2100 }), month: fc.integer({ min: 1, max: 12 }) });

describe('monthOf', () => {
  it('counts months from 1', () => {
    expect(monthOf(TODAY)).toEqual({ year: 2026, month: 11 });
    expect(monthOf(new Date(2027, 0, 1))).toEqual({ year: 2027, month: 1 });
  });
});

describe('shiftMonth', () => {
  it.each([
    [{ year: 2026, month: 11 }, 1, { year: 2026, month: 12 }],
    [{ year: 2026, month: 12 }, 1, { year: 2027, month: 1 }],
    [{ year: 2026, month: 1 }, -1, { year: 2025, month: 12 }],
    [{ year: 2026, month: 3 }, -14, { year: 2025, month: 1 }],
    [{ year: 2026, month: 11 }, 0, { year: 2026, month: 11 }],
    [{ year: 2026, month: 11 }, 26, { year: 2029, month: 1 }],
  ])('%o shifted by %i is %o', (from, months, expected) => {
    expect(shiftMonth(from, months)).toEqual(expected);
  });

  it('always gives a month 1-12, moves by exactly the months asked and back again (fast-check)', () => {
    fc.assert(
      fc.property(yearMonth, fc.integer({ min: -240, max: 240 }), (from, months) => {
        const shifted = shiftMonth(from, months);
        expect(shifted.month).toBeGreaterThanOrEqual(1);
        expect(shifted.month).toBeLessThanOrEqual(12);
        expect(Number.isInteger(shifted.year)).toBe(true);
        expect(compareMonths(shifted, from)).toBe(months);
        expect(shiftMonth(shifted, -months)).toEqual(from);
      }),
    );
  });
});

describe('compareMonths', () => {
  it('orders by year, then month', () => {
    expect(compareMonths({ year: 2026, month: 11 }, { year: 2026, month: 11 })).toBe(0);
    expect(compareMonths({ year: 2026, month: 1 }, { year: 2025, month: 12 })).toBe(1);
    expect(compareMonths({ year: 2025, month: 12 }, { year: 2026, month: 1 })).toBe(-1);
    expect(compareMonths({ year: 2027, month: 1 }, { year: 2026, month: 12 })).toBeGreaterThan(0);
  });

  it("agrees with the order of the months' yyyy-MM (fast-check)", () => {
    fc.assert(
      fc.property(yearMonth, yearMonth, (a, b) => {
        expect(Math.sign(compareMonths(a, b))).toBe(Math.sign(label(a).localeCompare(label(b))));
      }),
    );
  });
});

describe('parseMonthParam', () => {
  it('reads yyyy-MM', () => {
    expect(parseMonthParam('2026-11')).toEqual({ year: 2026, month: 11 });
    expect(parseMonthParam('2027-01')).toEqual({ year: 2027, month: 1 });
  });

  it.each([
    null,
    '',
    '2026-13',
    '2026-00',
    '2026-1',
    '26-11',
    '2026-11-01',
    ' 2026-11',
    '2026-11 ',
    '2026/11',
    'yyyy-MM',
    '2026-1a',
  ])('reads %o as no month', (value) => {
    expect(parseMonthParam(value)).toBeNull();
  });

  it('reads back every month it is given as yyyy-MM (fast-check)', () => {
    fc.assert(
      fc.property(yearMonth, (month) => {
        expect(parseMonthParam(label(month))).toEqual(month);
      }),
    );
  });
});

describe('pickableMonths', () => {
  it("offers an open-ended placement's months from its start to this month, newest first", () => {
    const months = pickableMonths('2025-12-10', '', TODAY);
    expect(months.map(label)).toEqual([
      '2026-11',
      '2026-10',
      '2026-09',
      '2026-08',
      '2026-07',
      '2026-06',
      '2026-05',
      '2026-04',
      '2026-03',
      '2026-02',
      '2026-01',
      '2025-12',
    ]);
  });

  it('does not go beyond the end of a placement that has ended', () => {
    expect(pickableMonths('2026-05-04', '2026-08-14', TODAY).map(label)).toEqual([
      '2026-08',
      '2026-07',
      '2026-06',
      '2026-05',
    ]);
  });

  it('does not offer future months of a placement that ends later', () => {
    expect(pickableMonths('2026-11-09', '2027-05-09', TODAY).map(label)).toEqual(['2026-11']);
  });

  it('offers this month alone when the placement starts later or has no start', () => {
    expect(pickableMonths('2027-01-25', '', TODAY).map(label)).toEqual(['2026-11']);
    expect(pickableMonths('', '', TODAY).map(label)).toEqual(['2026-11']);
  });

  it('gives consecutive months from the later bound down to the start month (fast-check)', () => {
    const day = fc.integer({ min: 0, max: 365 * 6 }).map((offset) => {
      const date = new Date(2022, 0, 1 + offset);
      return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
    });
    fc.assert(
      fc.property(day, fc.option(day, { nil: '' }), (startDate, endDate) => {
        const months = pickableMonths(startDate, endDate, TODAY);
        expect(months.length).toBeGreaterThan(0);
        months.slice(1).forEach((month, index) => expect(compareMonths(months[index]!, month)).toBe(1));
        const now = monthOf(TODAY);
        expect(compareMonths(months[0]!, now)).toBeLessThanOrEqual(0);
        const start = parseMonthParam(startDate.slice(0, 7))!;
        if (compareMonths(start, now) <= 0 && (endDate === '' || endDate.slice(0, 7) >= startDate.slice(0, 7))) {
          expect(months.at(-1)).toEqual(start);
        }
      }),
    );
  });
});
