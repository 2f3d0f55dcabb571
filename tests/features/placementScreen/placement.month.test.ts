import fc from 'fast-check';

import { compareMonths, monthOf, parseMonthParam, type YearMonth } from '@/contract/month';
import { pickableMonths } from '@/features/placementScreen/placement.month';

/** The months the placement screen's month picker offers; the month itself is tested in tests/contract/month.test.ts. */

const TODAY = new Date(2026, 10, 25, 10, 0);
const label = ({ year, month }: YearMonth) => `${year}-${String(month).padStart(2, '0')}`;

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
