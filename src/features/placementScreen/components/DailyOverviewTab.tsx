import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import DateRangeOutlined from '@mui/icons-material/DateRangeOutlined';
import EditCalendarOutlined from '@mui/icons-material/EditCalendarOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, memo, Suspense, useCallback, useDeferredValue, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useRoutes } from 'react-router';

import { MonthCalendar, type MonthCalendarTexts } from '@/components/calendar/MonthCalendar';
import type { DialogOpenState } from '@/components/dialog/dialogRoute';
import { useNeedsConnection } from '@/components/feedback/NeedsConnection';
import { Columns } from '@/components/layout/Columns';
import { FAST_ENTRY_KINDS, paths } from '@/config/paths';
import type { Lang } from '@/contract/common';
import { formatMonth, monthKey, type YearMonth } from '@/contract/month';
import { areEntriesLocked, monthStatusOf, PLACEMENT_TYPE_MANDATE, type TimeEntry } from '@/contract/placements';
import { timeEntryFields } from '@/contract/timeEntries';
import type { TimesheetDay } from '@/contract/timesheetDays';
import { todayToLogOf } from '@/core/placements/placementDays';
import { afterNextPaint } from '@/lib/afterNextPaint';
import { formatWeekdayDay, weekdayNames } from '@/lib/dateFormat';
import { i18n } from '@/lib/i18n';
import { preloadableLazy } from '@/lib/preloadableLazy';
import { useUiLanguage } from '@/lib/useUiLanguage';

import type { FastEntryResult } from '../placement.types';
import { DayList } from './DayList';
import { FastEntryResultNotice } from './FastEntryResultNotice';
import { MonthStatusNotice } from './MonthStatusNotice';
import { NotAcceptedNotice } from './NotAcceptedNotice';
import type { PlacementTabProps } from './tabProps';

// The dialogs are chunks of their own, fetched once the tab has painted: the first screen does
// not wait for their forms, and a day opens without waiting for them. The day's dialog brings the forms' texts
// beside its code: opened straight from the dashboard, it would otherwise ask for them only once it renders.
const TimeEntryDialog = preloadableLazy(() =>
  Promise.all([import('./TimeEntryDialog'), i18n.loadNamespaces('forms')]).then(([module]) => module),
);
const FillWeekdaysDialog = lazy(() => import('./FillWeekdaysDialog'));
const CopyLastWeekDialog = lazy(() => import('./CopyLastWeekDialog'));

const OPEN_STATE: DialogOpenState = { fromBase: true };
const NO_DAYS: TimesheetDay[] = [];
const NO_ENTRIES: TimeEntry[] = [];

/**
 * The daily overview: the month's calendar, whose days open the 'log activity'
 * dialog, the fast entry, and the month's days as open or done. A submitted month is read-only
 * and says why.
 */
export function DailyOverviewTab(props: PlacementTabProps) {
  const { placement, month, monthEntry, days, waiting } = props;
  const { t } = useTranslation('placement');
  const lang = useUiLanguage();
  // A fast entry's result belongs to its placement and month: it does not show over another one.
  const resultFor = `${placement.id}:${monthKey(month)}`;
  const [result, setResult] = useState<{ for: string; result: FastEntryResult } | null>(null);
  const onResult = useCallback((value: FastEntryResult) => setResult({ for: resultFor, result: value }), [resultFor]);
  const data = monthEntry.data;
  const entries = data?.timeTracking;
  const locked = areEntriesLocked(data?.monthlyReport);
  const monthName = formatMonth(month, lang);

  const showTimes = timeEntryFields(placement).workingTimes;
  // The calendar paints first; the month's rows follow in the next render (the calendar within 50 ms).
  const listDays = useDeferredValue(days, NO_DAYS);
  const listEntries = useDeferredValue(entries ?? NO_ENTRIES, NO_ENTRIES);

  useEffect(() => afterNextPaint(() => void TimeEntryDialog.preload()), []);
  const dialogs = useRoutes([
    { path: 'entry/:date', element: <TimeEntryDialog {...props} /> },
    { path: FAST_ENTRY_KINDS[0], element: <FillWeekdaysDialog {...props} onResult={onResult} /> },
    { path: FAST_ENTRY_KINDS[1], element: <CopyLastWeekDialog {...props} onResult={onResult} /> },
  ]);

  if (!data) return null;

  return (
    <Box>
      <MonthStatusNotice
        report={data.monthlyReport}
        monthName={monthName}
        mandate={placement.type === PLACEMENT_TYPE_MANDATE}
      />
      {result?.for === resultFor && <FastEntryResultNotice result={result.result} onClose={() => setResult(null)} />}
      <NotAcceptedNotice waiting={waiting} />
      <Columns ratio={[4, 8]}>
        <CalendarPanel
          days={days}
          monthName={monthName}
          month={month}
          placementId={placement.id}
          locked={locked}
          lang={lang}
        />
        <Box component="section" aria-labelledby="daily-entries-heading" sx={{ minWidth: 0 }}>
          <Typography id="daily-entries-heading" component="h2" variant="h3" sx={{ mb: 1.5 }}>
            {t('daily.heading', { month: monthName })}
          </Typography>
          <DayList
            days={listDays}
            entries={listEntries}
            placementId={placement.id}
            locked={locked}
            showTimes={showTimes}
            lang={lang}
            waiting={waiting}
          />
          {monthStatusOf(data.monthlyReport) === 'open' && !locked && entries && entries.length > 0 && (
            <Typography variant="body2" color="textSecondary" sx={{ mt: 2 }}>
              {t('daily.changeHint')}
            </Typography>
          )}
        </Box>
      </Columns>
      <Suspense fallback={null}>{dialogs}</Suspense>
    </Box>
  );
}

interface CalendarPanelProps {
  days: TimesheetDay[];
  monthName: string;
  month: YearMonth;
  placementId: string;
  locked: boolean;
  lang: Lang;
}

/**
 * The month's calendar, whose days open the 'log activity' dialog, with 'log today' above it while today is a working
 * day without an entry, and the fast entry; unchanged while a dialog opens over it.
 */
const CalendarPanel = memo(function CalendarPanel({
  days,
  monthName,
  month,
  placementId,
  locked,
  lang,
}: CalendarPanelProps) {
  const { t } = useTranslation('placement');
  // The fast entry saves many days at once, each create-only: it waits for the connection (a single day does not).
  const connection = useNeedsConnection();
  const navigate = useNavigate();
  const openDay = (day: TimesheetDay) =>
    void navigate(paths.placementTimeEntry.getHref(placementId, day.date), { state: OPEN_STATE });
  const today = locked ? undefined : todayToLogOf(days);
  const texts: MonthCalendarTexts = {
    caption: t('calendar.caption', { month: monthName }),
    weekdays: weekdayNames(lang),
    dayLabel: (day) =>
      t('calendar.dayLabel', { date: formatWeekdayDay(day.date, lang), state: t(`calendar.state.${day.state}`) }),
    legend: {
      submitted: t('calendar.state.submitted'),
      waiting: t('calendar.state.waiting'),
      notSent: t('calendar.state.notSent'),
      missing: t('calendar.state.missing'),
      today: t('calendar.state.today'),
    },
  };
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      {today && (
        <Button
          component={RouterLink}
          to={paths.placementTimeEntry.getHref(placementId, today)}
          state={OPEN_STATE}
          variant="contained"
          startIcon={<EditCalendarOutlined />}
          fullWidth
          sx={{ mb: 2 }}
        >
          {t('calendar.logToday')}
        </Button>
      )}
      <MonthCalendar
        days={days}
        texts={texts}
        onDayClick={locked ? undefined : openDay}
        dayActionLabel={t('calendar.logDay')}
      />
      {!locked && (
        <Stack spacing={1} sx={{ mt: 2 }}>
          <Typography component="h3" variant="subtitle2">
            {t('fast.heading')}
          </Typography>
          <Button
            component={RouterLink}
            to={paths.placementFastEntry.getHref(placementId, 'fill-weekdays', month)}
            state={OPEN_STATE}
            startIcon={<DateRangeOutlined />}
            variant="outlined"
            disabled={connection.offline}
            aria-describedby={connection.describedBy}
          >
            {t('fast.fillWeekdays')}
          </Button>
          <Button
            component={RouterLink}
            to={paths.placementFastEntry.getHref(placementId, 'copy-last-week', month)}
            state={OPEN_STATE}
            startIcon={<ContentCopyOutlined />}
            variant="outlined"
            disabled={connection.offline}
            aria-describedby={connection.describedBy}
          >
            {t('fast.copyLastWeek')}
          </Button>
          {connection.note}
        </Stack>
      )}
    </Paper>
  );
});
