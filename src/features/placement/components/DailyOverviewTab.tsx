import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import DateRangeOutlined from '@mui/icons-material/DateRangeOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useRoutes } from 'react-router';
import { areEntriesLocked, monthStatusOf, type TimeEntry } from '@/contract/placements';
import { netWorkingMinutes, timeEntryFields } from '@/contract/timeEntries';
import { MonthCalendar, type MonthCalendarTexts } from '@/components/calendar/MonthCalendar';
import type { DialogOpenState } from '@/components/dialog/dialogRoute';
import { SafeHtml } from '@/components/html/SafeHtml';
import { FAST_ENTRY_KINDS, paths } from '@/config/paths';
import { toApiDate } from '@/lib/dates';
import { formatDate } from '@/lib/dateFormat';
import { timesheetDays, type TimesheetDay } from '@/lib/timesheetDays';
import { useUiLanguage } from '@/lib/useUiLanguage';
import type { FastEntryResult } from '../placement.types';
import { CopyLastWeekDialog } from './CopyLastWeekDialog';
import { FastEntryResultNotice } from './FastEntryResultNotice';
import { FillWeekdaysDialog } from './FillWeekdaysDialog';
import { formatDuration } from './formatDuration';
import { MonthStatusNotice } from './MonthStatusNotice';
import type { PlacementTabProps } from './tabProps';
import { TimeEntryDialog } from './TimeEntryDialog';

const OPEN_STATE: DialogOpenState = { fromBase: true };

/**
 * The daily overview (part 2 §2): the month's calendar, whose days open the 'log activity'
 * dialog, the fast entry, and the month's days as open or done. A submitted month is read-only
 * and says why.
 */
export function DailyOverviewTab(props: PlacementTabProps) {
  const { placement, month, monthEntry, today } = props;
  const { t } = useTranslation('placement');
  const lang = useUiLanguage();
  const navigate = useNavigate();
  const [result, setResult] = useState<FastEntryResult | null>(null);
  const data = monthEntry?.data;
  const entries = data?.timeTracking;
  const locked = areEntriesLocked(data?.monthlyReport);
  const monthName = formatDate(new Date(month.year, month.month - 1, 1), 'MMMM yyyy', lang);

  const days = useMemo(
    () =>
      entries
        ? timesheetDays({
            ...month,
            entryDates: new Set(entries.map((entry) => entry.date)),
            today: toApiDate(today),
            startDate: placement.startDate,
            endDate: placement.endDate,
          })
        : [],
    [entries, month, today, placement.startDate, placement.endDate],
  );

  const openDay = (day: TimesheetDay) => void navigate(paths.placementTimeEntry.getHref(placement.id, day.date), { state: OPEN_STATE });
  const texts: MonthCalendarTexts = {
    caption: t('calendar.caption', { month: monthName }),
    weekdays: Array.from({ length: 7 }, (_, index) => formatDate(new Date(2024, 0, 1 + index), 'EEEEEE', lang)),
    dayLabel: (day) => t('calendar.dayLabel', { date: formatDate(day.date, 'EEEE, d MMMM', lang), state: t(`calendar.state.${day.state}`) }),
    legend: { submitted: t('calendar.state.submitted'), missing: t('calendar.state.missing'), today: t('calendar.state.today') },
  };

  const dialogs = useRoutes([
    { path: 'entry/:date', element: <TimeEntryDialog {...props} /> },
    { path: FAST_ENTRY_KINDS[0], element: <FillWeekdaysDialog {...props} onResult={setResult} /> },
    { path: FAST_ENTRY_KINDS[1], element: <CopyLastWeekDialog {...props} onResult={setResult} /> },
  ]);

  if (!data) return null;
  const rows = days.filter((day) => day.state !== 'outside' && (day.state !== 'weekend' || entries?.some((entry) => entry.date === day.date)));
  const byDate = new Map(entries?.map((entry) => [entry.date, entry]));

  return (
    <Box>
      <MonthStatusNotice report={data.monthlyReport} monthName={monthName} />
      {result && <FastEntryResultNotice result={result} onClose={() => setResult(null)} />}
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 4fr) minmax(0, 8fr)' }, alignItems: 'start' }}>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <MonthCalendar days={days} texts={texts} onDayClick={locked ? undefined : openDay} dayActionLabel={t('calendar.logDay')} />
          {!locked && (
            <Stack spacing={1} sx={{ mt: 2 }}>
              <Typography component="h3" variant="subtitle2">
                {t('fast.heading')}
              </Typography>
              <Button component={RouterLink} to={paths.placementFastEntry.getHref(placement.id, 'fill-weekdays', month)} state={OPEN_STATE} startIcon={<DateRangeOutlined />} variant="outlined">
                {t('fast.fillWeekdays')}
              </Button>
              <Button component={RouterLink} to={paths.placementFastEntry.getHref(placement.id, 'copy-last-week', month)} state={OPEN_STATE} startIcon={<ContentCopyOutlined />} variant="outlined">
                {t('fast.copyLastWeek')}
              </Button>
            </Stack>
          )}
        </Paper>
        <Box component="section" aria-labelledby="daily-entries-heading" sx={{ minWidth: 0 }}>
          <Typography id="daily-entries-heading" component="h2" variant="h3" sx={{ mb: 1.5 }}>
            {t('daily.heading', { month: monthName })}
          </Typography>
          {rows.length === 0 ? (
            <Typography color="text.secondary">{t('daily.empty')}</Typography>
          ) : (
            <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {rows.map((day) => (
                <DayRow key={day.date} day={day} entry={byDate.get(day.date)} placementId={placement.id} locked={locked} showTimes={timeEntryFields({ ...placement, ...props.details?.placement }).workingTimes} />
              ))}
            </Stack>
          )}
          {monthStatusOf(data.monthlyReport) === 'open' && !locked && entries && entries.length > 0 && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
              {t('daily.changeHint')}
            </Typography>
          )}
        </Box>
      </Box>
      {dialogs}
    </Box>
  );
}

function DayRow({ day, entry, placementId, locked, showTimes }: { day: TimesheetDay; entry: TimeEntry | undefined; placementId: string; locked: boolean; showTimes: boolean }) {
  const { t } = useTranslation('placement');
  const lang = useUiLanguage();
  const done = entry !== undefined;
  const due = day.state === 'missing' || day.state === 'today';
  const net = entry && showTimes ? netWorkingMinutes(entry) : null;
  const what = entry?.recordedTime
    ? t(`entry.recordedTime.${entry.recordedTime}` as 'entry.recordedTime.100', { defaultValue: entry.recordedTime })
    : entry?.timeTracking
      ? t(`entry.timeTracking.${entry.timeTracking}` as 'entry.timeTracking.100', { defaultValue: entry.timeTracking })
      : '';
  const dateText = formatDate(day.date, 'EEEE, d MMMM', lang);
  return (
    <Paper component="li" variant="outlined" sx={{ p: 1.5, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', gap: 1, alignItems: 'start' }}>
      <Box sx={{ minWidth: 0 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 500 }}>
            {dateText}
          </Typography>
          <Chip
            size="small"
            variant="outlined"
            color={done ? 'success' : due ? 'error' : 'default'}
            icon={done ? <CheckCircleOutlined /> : due ? <ErrorOutlineOutlined /> : undefined}
            label={t(done ? 'daily.done' : 'daily.open')}
          />
        </Box>
        {entry && (
          <>
            <Typography variant="body2" color="text.secondary">
              {[what, entry.workStart && entry.workEnd ? `${entry.workStart}–${entry.workEnd}` : '', net !== null ? t('daily.net', { time: formatDuration(net) }) : ''].filter(Boolean).join(' · ')}
            </Typography>
            {entry.description && <SafeHtml html={entry.description} profile="richText" sx={{ fontSize: 14, '& p, & ul': { m: 0 }, overflowWrap: 'anywhere' }} />}
          </>
        )}
      </Box>
      {!locked && (
        <Button
          component={RouterLink}
          to={paths.placementTimeEntry.getHref(placementId, day.date)}
          state={OPEN_STATE}
          size="small"
          startIcon={<EditOutlined />}
          aria-label={t(done ? 'daily.editOf' : 'daily.logOf', { date: dateText })}
        >
          {t(done ? 'daily.edit' : 'daily.log')}
        </Button>
      )}
    </Paper>
  );
}
