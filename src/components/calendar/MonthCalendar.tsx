import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined';
import RadioButtonCheckedOutlined from '@mui/icons-material/RadioButtonCheckedOutlined';
import SyncProblemOutlined from '@mui/icons-material/SyncProblemOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

import { bareList } from '@/components/layout/bareList';
import { toneOf, type ToneColours } from '@/components/status/statusTones';
import type { TimesheetDay, TimesheetDayState } from '@/contract/timesheetDays';

/** The words of each day state, the weekday names (Monday first) and the caption, in the UI language. */
export interface MonthCalendarTexts {
  caption: string;
  weekdays: readonly string[];
  /** Each day's accessible name, e.g. "24 November: timesheet missing". */
  dayLabel: (day: TimesheetDay) => string;
  legend: Partial<Record<TimesheetDayState, string>>;
}

/**
 * Each state's tone (src/components/status/statusTones.ts) with an icon too (never colour alone): submitted,
 * missing, today without data, waiting on the device, refused by the server (the error's colour with another icon).
 */
const STATE_STYLE: Partial<Record<TimesheetDayState, { tone: ToneColours; icon: ReactNode }>> = {
  submitted: { tone: toneOf('day', 'submitted'), icon: <CheckCircleOutlined fontSize="inherit" /> },
  missing: { tone: toneOf('day', 'missing'), icon: <ErrorOutlineOutlined fontSize="inherit" /> },
  today: { tone: toneOf('day', 'today'), icon: <RadioButtonCheckedOutlined fontSize="inherit" /> },
  waiting: { tone: toneOf('day', 'waiting'), icon: <CloudUploadOutlined fontSize="inherit" /> },
  notSent: { tone: toneOf('day', 'notSent'), icon: <SyncProblemOutlined fontSize="inherit" /> },
};

const LEGEND_ORDER: TimesheetDayState[] = ['submitted', 'waiting', 'notSent', 'missing', 'today'];
/** States the legend names only in a month that has such a day (today only while it waits for its entry). */
const OCCASIONAL: ReadonlySet<TimesheetDayState> = new Set(['waiting', 'notSent', 'today']);

/**
 * A month of timesheet days as a table (Monday first). Each day's state shows as colour, an
 * icon and, for screen readers, words.
 */
export interface MonthCalendarProps {
  days: TimesheetDay[];
  texts: MonthCalendarTexts;
  /** Days become buttons (days outside the placement stay plain): e.g. the placement screen's 'log activity'. */
  onDayClick?: (day: TimesheetDay) => void;
  /** Added to a day button's name, e.g. "log activity". */
  dayActionLabel?: string;
}

export function MonthCalendar({ days, texts, onDayClick, dayActionLabel }: MonthCalendarProps) {
  const [firstDay] = days;
  if (!firstDay) return null;
  const first = new Date(`${firstDay.date}T00:00:00`);
  const leading = (first.getDay() + 6) % 7;
  const cells: (TimesheetDay | null)[] = [...Array<null>(leading).fill(null), ...days];
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks = Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));

  return (
    <Box>
      <Box component="table" sx={{ width: '100%', borderCollapse: 'collapse', tableLayout: 'fixed' }}>
        <Typography component="caption" variant="subtitle2" sx={{ textAlign: 'left', pb: 1, fontWeight: 500 }}>
          {texts.caption}
        </Typography>
        <thead>
          <tr>
            {texts.weekdays.map((name) => (
              <Box
                component="th"
                key={name}
                scope="col"
                sx={{ fontSize: 12, fontWeight: 500, color: 'text.secondary', pb: 0.5 }}
              >
                {name}
              </Box>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.find(Boolean)?.date}>
              {week.map((day, index) => {
                if (!day) return <td key={`empty-${index}`} />;
                const style = STATE_STYLE[day.state];
                const muted = day.state === 'weekend' || day.state === 'outside';
                return (
                  <Box component="td" key={day.date} sx={{ p: 0.25, textAlign: 'center' }}>
                    <Box
                      {...(onDayClick && day.state !== 'outside'
                        ? {
                            component: 'button' as const,
                            type: 'button' as const,
                            'aria-label': dayActionLabel
                              ? `${texts.dayLabel(day)}. ${dayActionLabel}`
                              : texts.dayLabel(day),
                            onClick: () => onDayClick(day),
                          }
                        : { role: 'img', 'aria-label': texts.dayLabel(day) })}
                      sx={{
                        mx: 'auto',
                        height: 36,
                        width: '100%',
                        maxWidth: 40,
                        borderRadius: 1,
                        display: 'flex',
                        flexDirection: 'column',
                        alignItems: 'center',
                        justifyContent: 'center',
                        fontSize: 13,
                        lineHeight: 1.1,
                        fontFamily: 'inherit',
                        p: 0,
                        bgcolor: 'transparent',
                        cursor: onDayClick && day.state !== 'outside' ? 'pointer' : undefined,
                        color: style?.tone.text ?? (muted ? 'text.secondary' : 'text.primary'),
                        border: 1,
                        borderColor: style ? style.tone.border : 'transparent',
                        fontWeight: style ? 500 : 400,
                        '&:hover': onDayClick ? { bgcolor: 'action.hover' } : undefined,
                        '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 1 },
                      }}
                    >
                      <span aria-hidden>{Number(day.date.slice(8))}</span>
                      {style && (
                        <Box component="span" aria-hidden sx={{ fontSize: 12, display: 'flex' }}>
                          {style.icon}
                        </Box>
                      )}
                    </Box>
                  </Box>
                );
              })}
            </tr>
          ))}
        </tbody>
      </Box>
      <Box component="ul" sx={{ ...bareList, mt: 1.5, display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        {LEGEND_ORDER.filter(
          (state) => texts.legend[state] && (!OCCASIONAL.has(state) || days.some((day) => day.state === state)),
        ).map((state) => (
          <Box component="li" key={state} sx={{ display: 'flex', alignItems: 'center', gap: 0.5, fontSize: 13 }}>
            <Box
              component="span"
              aria-hidden
              sx={{ color: STATE_STYLE[state]?.tone.text, display: 'flex', fontSize: 16 }}
            >
              {STATE_STYLE[state]?.icon}
            </Box>
            {texts.legend[state]}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
