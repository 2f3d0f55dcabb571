import { useMemo } from 'react';
import { useSearchParams } from 'react-router';

import type { YearMonth } from './placement.types';

const MONTH_PARAM = /^(\d{4})-(\d{2})$/;

export const monthOf = (date: Date): YearMonth => ({ year: date.getFullYear(), month: date.getMonth() + 1 });

/** The month `months` after (or, negative, before) the given one. */
export function shiftMonth({ year, month }: YearMonth, months: number): YearMonth {
  const index = year * 12 + (month - 1) + months;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

export const compareMonths = (a: YearMonth, b: YearMonth) => a.year * 12 + a.month - (b.year * 12 + b.month);

/** `?month=yyyy-MM` as a month (1-12); null when missing or not a month. */
export function parseMonthParam(value: string | null): YearMonth | null {
  const match = MONTH_PARAM.exec(value ?? '');
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  return month >= 1 && month <= 12 ? { year, month } : null;
}

/**
 * The months a placement's month picker offers: from its start's month to the later of this
 * month and, for an ended placement, not beyond its end's month. Newest first.
 */
export function pickableMonths(startDate: string, endDate: string, today: Date): YearMonth[] {
  const now = monthOf(today);
  const first = parseMonthParam(startDate.slice(0, 7)) ?? now;
  const end = parseMonthParam(endDate.slice(0, 7));
  const last = end && compareMonths(end, now) < 0 ? end : now;
  const months: YearMonth[] = [];
  for (let month = last; compareMonths(month, first) >= 0; month = shiftMonth(month, -1)) months.push(month);
  return months.length > 0 ? months : [now];
}

/** The month the placement screen shows: the address's `?month=`, else the current one. */
export function useShownMonth(today: Date): YearMonth {
  const [params] = useSearchParams();
  const raw = params.get('month');
  const fallbackYear = today.getFullYear();
  const fallbackMonth = today.getMonth() + 1;
  return useMemo(
    () => parseMonthParam(raw) ?? { year: fallbackYear, month: fallbackMonth },
    [raw, fallbackYear, fallbackMonth],
  );
}
