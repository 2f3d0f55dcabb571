import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined';
import RadioButtonCheckedOutlined from '@mui/icons-material/RadioButtonCheckedOutlined';
import SyncProblemOutlined from '@mui/icons-material/SyncProblemOutlined';
import { useTheme, type Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { CSSProperties, ReactNode } from 'react';

import { paletteColour, perTheme } from '@/components/layout/themeValues';
import { toneOf, type ToneColours } from '@/components/status/statusTones';
import { TIMESHEET_DAY_STATES, type TimesheetDay, type TimesheetDayState } from '@/contract/timesheetDays';

import styles from './MonthCalendar.module.css';

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

/** The custom properties of a day's colours (MonthCalendar.module.css). */
function dayColours(palette: Theme['palette'], state: TimesheetDayState): CSSProperties {
  const tone = STATE_STYLE[state]?.tone;
  const muted = state === 'weekend' || state === 'outside';
  return {
    '--day-text': paletteColour(palette, tone?.text ?? (muted ? 'text.secondary' : 'text.primary')),
    ...(tone && { '--day-border': paletteColour(palette, tone.border), '--day-weight': 500 }),
  } as CSSProperties;
}

/** The theme's values the calendar's static CSS reads: the calendar's own, and each state's colours. */
const calendarValues = perTheme(({ palette, shape }) => ({
  calendar: {
    '--calendar-muted': palette.text.secondary,
    '--calendar-hover': palette.action.hover,
    '--calendar-focus': palette.primary.main,
    '--calendar-radius': `${shape.borderRadius}px`,
  } as CSSProperties,
  day: Object.fromEntries(TIMESHEET_DAY_STATES.map((state) => [state, dayColours(palette, state)])) as Record<
    TimesheetDayState,
    CSSProperties
  >,
}));

export function MonthCalendar({ days, texts, onDayClick, dayActionLabel }: MonthCalendarProps) {
  const values = calendarValues(useTheme());
  const [firstDay] = days;
  if (!firstDay) return null;
  const first = new Date(`${firstDay.date}T00:00:00`);
  const leading = (first.getDay() + 6) % 7;
  const cells: (TimesheetDay | null)[] = [...Array<null>(leading).fill(null), ...days];
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks = Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
  return (
    <div className={styles.calendar} style={values.calendar}>
      <table className={styles.table}>
        <Typography component="caption" variant="subtitle2" sx={{ textAlign: 'left', pb: 1, fontWeight: 500 }}>
          {texts.caption}
        </Typography>
        <thead>
          <tr>
            {texts.weekdays.map((name) => (
              <th key={name} scope="col" className={styles.weekday}>
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.find(Boolean)?.date}>
              {week.map((day, index) => {
                if (!day) return <td key={`empty-${index}`} />;
                const style = STATE_STYLE[day.state];
                const content = (
                  <>
                    <span aria-hidden>{Number(day.date.slice(8))}</span>
                    {style && (
                      <span aria-hidden className={styles.dayIcon}>
                        {style.icon}
                      </span>
                    )}
                  </>
                );
                return (
                  <td key={day.date} className={styles.cell}>
                    {onDayClick && day.state !== 'outside' ? (
                      <button
                        type="button"
                        className={styles.day}
                        style={values.day[day.state]}
                        aria-label={dayActionLabel ? `${texts.dayLabel(day)}. ${dayActionLabel}` : texts.dayLabel(day)}
                        onClick={() => onDayClick(day)}
                      >
                        {content}
                      </button>
                    ) : (
                      <div
                        role="img"
                        className={styles.day}
                        style={values.day[day.state]}
                        aria-label={texts.dayLabel(day)}
                      >
                        {content}
                      </div>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <ul className={styles.legend}>
        {LEGEND_ORDER.filter(
          (state) => texts.legend[state] && (!OCCASIONAL.has(state) || days.some((day) => day.state === state)),
        ).map((state) => (
          <li key={state} className={styles.legendItem}>
            <span aria-hidden className={styles.legendIcon} style={values.day[state]}>
              {STATE_STYLE[state]?.icon}
            </span>
            {texts.legend[state]}
          </li>
        ))}
      </ul>
    </div>
  );
}
