import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { splitMonths } from '@/features/resume/durations';
import { formatDateAs, formatDay } from '@/lib/dateFormat';
import { textTemplate } from '@/lib/textTemplate';

import { useCvView } from './cvViewContext';

/*
 * Dates on the CV are 'MMM yyyy', single days (the last CV update, available from) 'd MMM yyyy' with the German
 * day dot, in the UI language's locale: the app's date forms (docs/decisions/019-locale-formats.md).
 */

export interface CvFormat {
  monthYear: (date: string) => string;
  day: (date: string) => string;
  /** "Jan 2020 – Mar 2023", "Jan 2020 – today". */
  period: (dateFrom: string, dateTo: string, current: boolean) => string;
  /** "3 years 2 months" / "3 Jahre 2 Monate"; "under a month" for 0. */
  duration: (months: number) => string;
}

export function useCvFormat(): CvFormat {
  const { t } = useTranslation('resume');
  const { uiLang } = useCvView();
  return useMemo(() => {
    // A long CV repeats the same months and durations: each text is made once per language.
    const months = new Map<string, string>();
    const durations = new Map<number, string>();
    const monthYear = (date: string) => {
      let text = months.get(date);
      if (text === undefined) {
        text = formatDateAs(date, 'month', uiLang);
        months.set(date, text);
      }
      return text;
    };
    const duration = (total: number) => {
      let text = durations.get(total);
      if (text === undefined) {
        const { years, months: rest } = splitMonths(total);
        const parts: string[] = [];
        if (years > 0) parts.push(t('duration.years', { count: years }));
        if (rest > 0) parts.push(t('duration.months', { count: rest }));
        text = parts.length > 0 ? parts.join(' ') : t('duration.underMonth');
        durations.set(total, text);
      }
      return text;
    };
    const today = t('period.today');
    const range = textTemplate(t, 'period.range', ['from', 'to']);
    return {
      monthYear,
      day: (date) => formatDay(date, uiLang),
      period: (dateFrom, dateTo, current) => {
        const from = monthYear(dateFrom);
        const to = current ? today : monthYear(dateTo);
        if (!from) return to;
        return to ? range({ from, to }) : from;
      },
      duration,
    };
  }, [t, uiLang]);
}
