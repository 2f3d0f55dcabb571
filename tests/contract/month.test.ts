import fc from 'fast-check';

import { toApiDate } from '@/contract/dates';
import {
  compareMonths,
  daysInMonth,
  daysOf,
  firstDayOf,
  formatMonth,
  formatMonthParam,
  isInMonth,
  isSameMonth,
  lastDayOf,
  monthKey,
  monthOf,
  monthOfDate,
  parseMonthKey,
  parseMonthParam,
  shiftMonth,
  type YearMonth,
} from '@/contract/month';

/** One month for the app and the mock: month 1-12, the API's key `2026_3`, the address's `?month=2026-03`. */

const TODAY = new Date(2026, 10, 25, 10, 0);
const label = ({ year, month }: YearMonth) => `${year}-${String(month).padStart(2, '0')}`;
const yearMonth = fc.record({ year: fc.integer({ min: 2000, max: 2100 }), month: fc.integer({ min: 1, max: 12 }) });
const anyYearMonth = fc.record({ year: fc.integer({ min: 1000, max: 9999 }), month: fc.integer({ min: 1, max: 12 }) });
const shift = fc.integer({ min: -240, max: 240 });

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
      fc.property(yearMonth, shift, (from, months) => {
        const shifted = shiftMonth(from, months);
        expect(shifted.month).toBeGreaterThanOrEqual(1);
        expect(shifted.month).toBeLessThanOrEqual(12);
        expect(Number.isInteger(shifted.year)).toBe(true);
        expect(compareMonths(shifted, from)).toBe(months);
        expect(shiftMonth(shifted, -months)).toEqual(from);
      }),
    );
  });

  it('adds up: shifting by a, then by b, is shifting by a + b (fast-check)', () => {
    fc.assert(
      fc.property(yearMonth, shift, shift, (from, a, b) => {
        expect(shiftMonth(shiftMonth(from, a), b)).toEqual(shiftMonth(from, a + b));
      }),
    );
  });

  it('agrees with the calendar: the month before the 1st of a month is the month of the day before (fast-check)', () => {
    fc.assert(
      fc.property(yearMonth, (month) => {
        expect(shiftMonth(month, -1)).toEqual(monthOf(new Date(month.year, month.month - 1, 0)));
        expect(shiftMonth(month, 1)).toEqual(monthOf(new Date(month.year, month.month, 1)));
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
    expect(isSameMonth({ year: 2026, month: 3 }, { year: 2026, month: 3 })).toBe(true);
    expect(isSameMonth({ year: 2026, month: 3 }, { year: 2027, month: 3 })).toBe(false);
  });

  it("agrees with the order of the months' yyyy-MM (fast-check)", () => {
    fc.assert(
      fc.property(yearMonth, yearMonth, (a, b) => {
        expect(Math.sign(compareMonths(a, b))).toBe(Math.sign(label(a).localeCompare(label(b))));
        expect(compareMonths(a, b) + compareMonths(b, a)).toBe(0); // antisymmetric; -0 and +0 are the same order
      }),
    );
  });
});

describe('the address parameter (?month=yyyy-MM)', () => {
  it('writes and reads yyyy-MM', () => {
    expect(formatMonthParam({ year: 2026, month: 3 })).toBe('2026-03');
    expect(formatMonthParam({ year: 2026, month: 11 })).toBe('2026-11');
    expect(parseMonthParam('2026-11')).toEqual({ year: 2026, month: 11 });
    expect(parseMonthParam('2027-01')).toEqual({ year: 2027, month: 1 });
  });

  it.each([
    null,
    undefined,
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

  it('reads back every month it writes, and writes back every parameter it reads (fast-check)', () => {
    fc.assert(
      fc.property(anyYearMonth, (month) => {
        expect(parseMonthParam(formatMonthParam(month))).toEqual(month);
        expect(parseMonthParam(label(month))).toEqual(month);
      }),
    );
    fc.assert(
      fc.property(fc.stringMatching(/^\d{4}-\d{2}$/), (value) => {
        const month = parseMonthParam(value);
        if (month) expect(formatMonthParam(month)).toBe(value);
      }),
    );
  });

  it('orders as its months do: the parameters sort like the months (fast-check)', () => {
    fc.assert(
      fc.property(anyYearMonth, anyYearMonth, (a, b) => {
        expect(Math.sign(formatMonthParam(a).localeCompare(formatMonthParam(b)))).toBe(Math.sign(compareMonths(a, b)));
      }),
    );
  });
});

describe("the API's key (year_month)", () => {
  it("writes the month without a leading zero, as the API's overview does", () => {
    expect(monthKey({ year: 2026, month: 3 })).toBe('2026_3');
    expect(monthKey({ year: 2025, month: 12 })).toBe('2025_12');
    expect(parseMonthKey('2026_3')).toEqual({ year: 2026, month: 3 });
    expect(parseMonthKey('2026_03')).toEqual({ year: 2026, month: 3 });
  });

  it.each(['', '2026-3', '2026_13', '2026_0', '2026_', '_3', '2026_3_1'])('reads %o as no month', (key) => {
    expect(parseMonthKey(key)).toBeNull();
  });

  it('reads back every key it writes, and two months share a key only when they are the same (fast-check)', () => {
    fc.assert(
      fc.property(anyYearMonth, anyYearMonth, (a, b) => {
        expect(parseMonthKey(monthKey(a))).toEqual(a);
        expect(monthKey(a) === monthKey(b)).toBe(isSameMonth(a, b));
      }),
    );
  });
});

describe("a month's days", () => {
  it('knows its first and last day and how many it has', () => {
    expect(firstDayOf({ year: 2026, month: 2 })).toBe('2026-02-01');
    expect(lastDayOf({ year: 2026, month: 2 })).toBe('2026-02-28');
    expect(lastDayOf({ year: 2028, month: 2 })).toBe('2028-02-29');
    expect(lastDayOf({ year: 2026, month: 12 })).toBe('2026-12-31');
    expect(daysInMonth({ year: 2026, month: 4 })).toBe(30);
  });

  it('says whether a date lies in the month', () => {
    const march = { year: 2026, month: 3 };
    expect(isInMonth('2026-03-01', march)).toBe(true);
    expect(isInMonth('2026-03-31', march)).toBe(true);
    expect(isInMonth('2026-04-01', march)).toBe(false);
    expect(isInMonth('2025-03-15', march)).toBe(false);
    expect(isInMonth('2026-3-15', march)).toBe(false);
    expect(monthOfDate('2026-03-15')).toEqual(march);
    expect(monthOfDate('')).toBeNull();
  });

  it('lists its days in order, each in the month, the first and last day its bounds (fast-check)', () => {
    fc.assert(
      fc.property(yearMonth, (month) => {
        const days = daysOf(month).map(toApiDate);
        expect(days).toHaveLength(daysInMonth(month));
        expect(days[0]).toBe(firstDayOf(month));
        expect(days.at(-1)).toBe(lastDayOf(month));
        expect(days.every((day) => isInMonth(day, month) && monthOfDate(day)?.month === month.month)).toBe(true);
        expect([...days].sort()).toEqual(days);
        // The day after the last is the next month's first.
        const after = new Date(month.year, month.month - 1, daysInMonth(month) + 1);
        expect(toApiDate(after)).toBe(firstDayOf(shiftMonth(month, 1)));
        expect(isInMonth(toApiDate(after), month)).toBe(false);
      }),
    );
  });
});

describe('formatMonth', () => {
  it("names the month in the language's format", () => {
    expect(formatMonth({ year: 2026, month: 3 }, 'de')).toBe('März 2026');
    expect(formatMonth({ year: 2026, month: 3 }, 'en')).toBe('March 2026');
    expect(formatMonth({ year: 2026, month: 12 }, 'de')).toBe('Dezember 2026');
    expect(formatMonth({ year: 2027, month: 1 }, 'en')).toBe('January 2027');
  });
});
