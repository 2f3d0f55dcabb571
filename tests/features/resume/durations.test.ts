import fc from 'fast-check';

import {
  COUNTING_DAY,
  monthBoundary,
  parseApiDate,
  periodMonths,
  splitMonths,
  toDayString,
  unionMonths,
  type DatePeriod,
} from '@/features/resume/durations';

/** A month counts when the day of month is the 15th or later; totals in years and months. */

const TODAY = '2026-03-20';
const period = (dateFrom: string, dateTo: string): DatePeriod => ({ dateFrom, dateTo, isActualEngagement: false });

describe('months of one period', () => {
  it.each([
    ['a start before the 15th counts its month, an end on the 15th counts its month', '2020-01-01', '2020-03-20', 3],
    [
      'a start on the 15th or later does not count its month, an end before the 15th does not count its',
      '2020-01-20',
      '2020-03-10',
      1,
    ],
    ['an end on the 14th does not count its month', '2020-01-03', '2020-01-14', 0],
    ['an end on the 15th counts its month', '2020-01-03', '2020-01-15', 1],
    ['a start on the 14th counts its month', '2020-01-14', '2020-02-14', 1],
    ['a start on the 15th does not count its month', '2020-01-15', '2020-02-14', 0],
    ['within one month from the 15th: nothing', '2020-01-15', '2020-01-31', 0],
    ['one whole month', '2020-01-01', '2020-01-31', 1],
    ['a year to the day', '2020-01-01', '2021-01-01', 12],
    ['the last day of February in a leap year counts February', '2024-02-01', '2024-02-29', 1],
    ['the last day of February in a common year counts February', '2023-02-01', '2023-02-28', 1],
    ['across a year end', '2019-11-20', '2020-02-16', 3],
    ['an end before the start is no duration', '2021-05-01', '2020-01-01', 0],
  ])('%s', (_rule, from, to, months) => {
    expect(periodMonths(period(from, to), TODAY)).toBe(months);
  });

  it('runs a current position to today (today the 20th: this month counts)', () => {
    expect(periodMonths({ dateFrom: '2025-03-01', dateTo: '', isActualEngagement: true }, '2026-03-20')).toBe(13);
    expect(periodMonths({ dateFrom: '2025-03-01', dateTo: '', isActualEngagement: true }, '2026-03-14')).toBe(12);
    // A stale end date of a current position is ignored.
    expect(periodMonths({ dateFrom: '2025-03-01', dateTo: '2025-04-30', isActualEngagement: true }, '2026-03-14')).toBe(
      12,
    );
  });

  it('gives 0 for missing or broken dates', () => {
    expect(periodMonths(period('', '2020-01-01'), TODAY)).toBe(0);
    expect(periodMonths(period('2020-02-30', '2021-01-01'), TODAY)).toBe(0);
    expect(periodMonths(period('2019-02-29', '2021-01-01'), TODAY)).toBe(0);
    expect(periodMonths(period('2020-02-29', '2021-01-01'), TODAY)).toBe(10);
    expect(periodMonths(period('not a date', '2021-01-01'), TODAY)).toBe(0);
  });

  it('reads API dates and date-times, and writes today as the API does', () => {
    expect(parseApiDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseApiDate('2024-02-29T10:00:00Z')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseApiDate('2024-13-01')).toBeNull();
    expect(toDayString(new Date(2026, 0, 5))).toBe('2026-01-05');
  });
});

describe('a company total: the union of its positions', () => {
  it('does not count overlapping months twice', () => {
    // Jan–Jun and Apr–Sep 2020: Jan to Sep = 9 months, not 6 + 6.
    expect(unionMonths([period('2020-01-01', '2020-06-30'), period('2020-04-01', '2020-09-30')], TODAY)).toBe(9);
  });

  it('adds periods apart from each other and leaves out the gap', () => {
    expect(unionMonths([period('2020-01-01', '2020-03-31'), period('2021-01-01', '2021-02-28')], TODAY)).toBe(5);
  });

  it('counts a position inside another once', () => {
    expect(unionMonths([period('2010-01-01', '2019-12-31'), period('2012-05-01', '2013-05-31')], TODAY)).toBe(120);
  });

  it('includes a current position up to today', () => {
    expect(
      unionMonths(
        [period('2024-01-01', '2024-12-31'), { dateFrom: '2025-01-01', dateTo: '', isActualEngagement: true }],
        '2026-01-20',
      ),
    ).toBe(25);
  });

  it('is 0 for no positions', () => {
    expect(unionMonths([], TODAY)).toBe(0);
  });
});

describe('years and months', () => {
  it.each([
    [0, 0, 0],
    [11, 0, 11],
    [12, 1, 0],
    [38, 3, 2],
    [121, 10, 1],
  ])('%i months are %i years and %i months', (total, years, months) => {
    expect(splitMonths(total)).toEqual({ years, months });
  });
});

// ---------------------------------------------------------------- properties

const dayArb = fc
  .record({
    year: fc.integer({ min: 1960, max: 2040 }),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 31 }),
  })
  .map(({ year, month, day }) => {
    const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
    const pad = (value: number) => String(value).padStart(2, '0');
    return `${year}-${pad(month)}-${pad(Math.min(day, last))}`;
  });
const periodArb = fc.tuple(dayArb, dayArb).map(([a, b]) => (a <= b ? period(a, b) : period(b, a)));

describe('properties', () => {
  it('a period is never negative and never longer than its calendar months', () => {
    fc.assert(
      fc.property(periodArb, (p) => {
        const months = periodMonths(p, TODAY);
        const from = parseApiDate(p.dateFrom)!;
        const to = parseApiDate(p.dateTo)!;
        const calendarMonths = (to.year - from.year) * 12 + (to.month - from.month) + 1;
        expect(months).toBeGreaterThanOrEqual(0);
        expect(months).toBeLessThanOrEqual(calendarMonths);
      }),
    );
  });

  it('back-to-back periods add up exactly', () => {
    fc.assert(
      fc.property(dayArb, dayArb, dayArb, (x, y, z) => {
        const [a, b, c] = [x, y, z].sort();
        expect(periodMonths(period(a!, b!), TODAY) + periodMonths(period(b!, c!), TODAY)).toBe(
          periodMonths(period(a!, c!), TODAY),
        );
      }),
    );
  });

  it('the day of month matters only as before or from the 15th', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1960, max: 2040 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 28 }),
        (year, month, day) => {
          const boundary = monthBoundary({ year, month, day });
          expect(boundary).toBe(year * 12 + month - 1 + (day >= COUNTING_DAY ? 1 : 0));
        },
      ),
    );
  });

  it('a union is at least its longest period, at most the sum, and does not depend on the order', () => {
    fc.assert(
      fc.property(fc.array(periodArb, { maxLength: 8 }), (periods) => {
        const lengths = periods.map((p) => periodMonths(p, TODAY));
        const union = unionMonths(periods, TODAY);
        expect(union).toBeGreaterThanOrEqual(Math.max(0, ...lengths));
        expect(union).toBeLessThanOrEqual(lengths.reduce((sum, value) => sum + value, 0));
        expect(unionMonths([...periods].reverse(), TODAY)).toBe(union);
        // A period repeated adds nothing.
        expect(unionMonths([...periods, ...periods], TODAY)).toBe(union);
      }),
    );
  });

  it('years and months give back the total', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2000 }), (total) => {
        const { years, months } = splitMonths(total);
        expect(years * 12 + months).toBe(total);
        expect(months).toBeLessThan(12);
      }),
    );
  });
});
