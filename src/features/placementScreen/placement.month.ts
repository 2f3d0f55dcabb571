import { useMemo } from 'react';
import { useSearchParams } from 'react-router';

import { compareMonths, monthOf, monthOfDate, parseMonthParam, shiftMonth, type YearMonth } from '@/contract/month';

/**
 * The months a placement's month picker offers: from its start's month to the later of this
 * month and, for an ended placement, not beyond its end's month. Newest first.
 */
export function pickableMonths(startDate: string, endDate: string, today: Date): YearMonth[] {
  const now = monthOf(today);
  const first = monthOfDate(startDate) ?? now;
  const end = monthOfDate(endDate);
  const last = end && compareMonths(end, now) < 0 ? end : now;
  const months: YearMonth[] = [];
  for (let month = last; compareMonths(month, first) >= 0; month = shiftMonth(month, -1)) months.push(month);
  return months.length > 0 ? months : [now];
}

/** The month the placement screen shows: the address's `?month=`, else the current one. */
export function useShownMonth(today: Date): YearMonth {
  const [params] = useSearchParams();
  const raw = params.get('month');
  const { year, month } = monthOf(today);
  return useMemo(() => parseMonthParam(raw) ?? { year, month }, [raw, year, month]);
}
