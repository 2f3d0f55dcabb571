import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined';
import RadioButtonCheckedOutlined from '@mui/icons-material/RadioButtonCheckedOutlined';
import SyncProblemOutlined from '@mui/icons-material/SyncProblemOutlined';
import Box from '@mui/material/Box';
import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import type { DialogOpenState } from '@/components/dialog/dialogRoute';
import { SafeHtml } from '@/components/html/SafeHtml';
import { bareList } from '@/components/layout/bareList';
import { toneOf, type ToneColours } from '@/components/status/statusTones';
import { paths } from '@/config/paths';
import type { Lang } from '@/contract/common';
import type { TimeEntry } from '@/contract/placements';
import { formatDuration, netWorkingMinutes } from '@/contract/timeEntries';
import type { TimesheetDay } from '@/contract/timesheetDays';
import type { OutboxEntry } from '@/core/timeEntryOutbox/outboxRules';
import { formatWeekdayDay } from '@/lib/dateFormat';

import { entryInWords } from '../entryCodes';
import { refusalInWords } from '../outboxWords';
import { DiscardWaiting } from './DiscardWaiting';

const OPEN_STATE: DialogOpenState = { fromBase: true };

type RowState = 'done' | 'due' | 'today' | 'waiting' | 'notSent';
/** The day's tone, as in the calendar (the same states, the same icons). */
const STATE_TONE: Record<RowState, ToneColours> = {
  done: toneOf('day', 'submitted'),
  due: toneOf('day', 'missing'),
  today: toneOf('day', 'today'),
  waiting: toneOf('day', 'waiting'),
  notSent: toneOf('day', 'notSent'),
};
const STATE_ICON: Record<RowState, ReactNode> = {
  done: <CheckCircleOutlined aria-hidden />,
  due: <ErrorOutlineOutlined aria-hidden />,
  today: <RadioButtonCheckedOutlined aria-hidden />,
  waiting: <CloudUploadOutlined aria-hidden />,
  notSent: <SyncProblemOutlined aria-hidden />,
};

export interface DayListProps {
  days: TimesheetDay[];
  entries: readonly TimeEntry[];
  placementId: string;
  /** A submitted month: no log or edit links. */
  locked: boolean;
  /** The placement shows working times: the rows show the net time. */
  showTimes: boolean;
  lang: Lang;
  /** The month's entries waiting on the device (docs/decisions/054-offline-data.md): shown in place of the server's. */
  waiting: readonly OutboxEntry[];
}

/**
 * The month's days as missing, due today or done: the weekdays of the placement due so far and any day
 * with an entry. A month has up to 31 rows and the list re-renders
 * with every entry saved, so its rows are plain elements styled once by the list (the
 * month paints within 100 ms on a cheap phone); the state is an icon and a word, never colour alone.
 */
export const DayList = memo(function DayList({
  days,
  entries,
  placementId,
  locked,
  showTimes,
  lang,
  waiting,
}: DayListProps) {
  const { t } = useTranslation('placement');
  const byDate = new Map<string, TimeEntry>(entries.map((entry) => [entry.date, entry]));
  const waitingByDate = new Map(waiting.map((item) => [item.entry.date, item]));
  for (const item of waiting) byDate.set(item.entry.date, item.entry);
  // The days due and the days with an entry: a day still to come is no task yet (the calendar logs it ahead).
  const rows = days.filter(
    (day) => day.state !== 'outside' && day.state !== 'upcoming' && (day.state !== 'weekend' || byDate.has(day.date)),
  );
  // No days yet: the month's rows follow the calendar (a deferred render), nothing to say meanwhile.
  if (days.length === 0) return null;
  if (rows.length === 0)
    return <p>{t(days.some((day) => day.state === 'upcoming') ? 'daily.noneDueYet' : 'daily.empty')}</p>;
  return (
    <Box
      component="ul"
      sx={{
        ...bareList,
        display: 'grid',
        gap: 1,
        '& > li': {
          display: 'grid',
          gridTemplateColumns: 'minmax(0, 1fr) auto',
          gap: 1,
          alignItems: 'start',
          p: 1.5,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: 'background.paper',
        },
        '& h3': { m: 0, typography: 'subtitle1', fontWeight: 500, display: 'inline', mr: 1 },
        '& .day-state': {
          display: 'inline-flex',
          alignItems: 'center',
          gap: 0.5,
          fontSize: 13,
          px: 1,
          py: 0.125,
          border: 1,
          borderRadius: 4,
          verticalAlign: 'text-bottom',
        },
        '& .day-state svg': { fontSize: 16 },
        ...Object.fromEntries(
          Object.entries(STATE_TONE).map(([state, tone]) => [
            `& .${state}`,
            { color: tone.text, borderColor: tone.border },
          ]),
        ),
        '& .day-refusal': { typography: 'body2', color: toneOf('day', 'notSent').text, m: 0, mt: 0.5 },
        '& .day-actions': { display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: 0.5 },
        '& .day-facts': { typography: 'body2', color: 'text.secondary', m: 0, mt: 0.5 },
        '& .day-text': { typography: 'body2', mt: 0.5, overflowWrap: 'anywhere', '& p, & ul': { m: 0 } },
        '& .day-action': {
          display: 'inline-flex',
          alignItems: 'center',
          gap: 0.5,
          typography: 'button',
          color: 'primary.main',
          textDecoration: 'none',
          px: 1,
          py: 0.5,
          borderRadius: 1,
          '&:hover': { bgcolor: 'action.hover' },
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' },
          '& svg': { fontSize: 18 },
        },
      }}
    >
      {rows.map((day) => {
        const entry = byDate.get(day.date);
        const kept = waitingByDate.get(day.date);
        const due = day.state === 'missing';
        const state: RowState = kept?.refusal ? 'notSent' : kept ? 'waiting' : entry ? 'done' : due ? 'due' : 'today';
        const dateText = formatWeekdayDay(day.date, lang);
        const net = entry && showTimes ? netWorkingMinutes(entry) : null;
        const what = entry ? entryInWords(t, entry) : '';
        return (
          <li key={day.date}>
            <div>
              <h3>{dateText}</h3>
              <span className={`day-state ${state}`}>
                {STATE_ICON[state]}
                {state === 'notSent'
                  ? t('outbox.notSent')
                  : state === 'waiting'
                    ? t('outbox.waiting')
                    : t(entry ? 'daily.done' : due ? 'daily.missing' : 'daily.today')}
              </span>
              {kept?.refusal && <p className="day-refusal">{refusalInWords(t, kept.refusal)}</p>}
              {entry && (
                <p className="day-facts">
                  {[
                    what,
                    entry.workStart && entry.workEnd ? `${entry.workStart}–${entry.workEnd}` : '',
                    net !== null ? t('daily.net', { time: formatDuration(net) }) : '',
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
              )}
              {entry?.description && <SafeHtml html={entry.description} profile="richText" className="day-text" />}
            </div>
            <div className="day-actions">
              {!locked && (
                <RouterLink
                  className="day-action"
                  to={paths.placementTimeEntry.getHref(placementId, day.date)}
                  state={OPEN_STATE}
                  aria-label={t(entry ? 'daily.editOf' : 'daily.logOf', { date: dateText })}
                >
                  <EditOutlined aria-hidden />
                  {t(entry ? 'daily.edit' : 'daily.log')}
                </RouterLink>
              )}
              {kept && <DiscardWaiting day={{ placementId, date: day.date }} dateText={dateText} />}
            </div>
          </li>
        );
      })}
    </Box>
  );
});
