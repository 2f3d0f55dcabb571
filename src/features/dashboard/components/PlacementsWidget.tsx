import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { MonthCalendar, type MonthCalendarTexts } from '@/components/calendar/MonthCalendar';
import { LoadFailed } from '@/components/feedback/LoadState';
import { orNotGiven } from '@/components/layout/notGiven';
import { fontValues, perTheme } from '@/components/layout/themeValues';
import { paths } from '@/config/paths';
import { formatMonth, monthOf } from '@/contract/month';
import { isReportedViaPortal, placementName, type PlacementSummary } from '@/contract/placements';
import { useAppDispatch } from '@/core/hooks';
import { placementsActions } from '@/core/placements/placements.slice';
import { usePlacementMonthView } from '@/core/placements/usePlacementMonth';
import { formatDay, formatWeekdayDay, weekdayNames } from '@/lib/dateFormat';
import { useUiLanguage } from '@/lib/useUiLanguage';

import { DashboardCard } from './DashboardCard';
import styles from './PlacementRows.module.css';

/** The theme's values the rows' static CSS reads (PlacementRows.module.css). */
const rowValues = perTheme(
  ({ palette, typography }) =>
    ({
      '--placements-divider': palette.divider,
      '--placements-muted': palette.text.secondary,
      ...fontValues(typography, ['subtitle1', 'body2', 'caption']),
    }) as CSSProperties,
);

function PlacementRow({ placement }: { placement: PlacementSummary }) {
  const { t } = useTranslation('dashboard');
  const lang = useUiLanguage();
  const day = (date: string) => formatDay(date, lang);
  const period = placement.endDate
    ? t('placements.period', { from: day(placement.startDate), to: day(placement.endDate) })
    : t('placements.openEnded', { from: day(placement.startDate) });
  return (
    <li className={styles.row}>
      <div className={styles.head}>
        <h3 className={styles.name}>
          <Link component={RouterLink} to={paths.placement.getHref(placement.id)}>
            {placementName(placement)}
          </Link>
        </h3>
        {isReportedViaPortal(placement) && (
          <Button
            component={RouterLink}
            to={paths.placement.getHref(placement.id)}
            size="small"
            aria-label={t('placements.viewDetailsOf', { name: placementName(placement) })}
          >
            {t('placements.viewDetails')}
          </Button>
        )}
      </div>
      <p className={styles.where}>{[placement.operationCity, period].filter(Boolean).join(' · ')}</p>
      <dl className={styles.facts}>
        {(
          [
            ['contact', placement.contactName],
            ['phone', placement.contactPhone],
            ['email', placement.contactEmail],
          ] as const
        ).map(([label, value]) => (
          <div key={label}>
            <dt>{t(`placements.${label}`)}</dt>
            <dd>{orNotGiven(value)}</dd>
          </div>
        ))}
      </dl>
    </li>
  );
}

/**
 * The current placements with the month's time-tracking calendar beside them
 * (calendar 3.5/12, overview 8.5/12 on desktop; stacked on phones). The calendar shows a
 * placement reported via the portal; with several, the manager chooses which.
 */
interface PlacementsWidgetProps {
  placements: PlacementSummary[];
  /** The list has not arrived yet: 'loading', not 'no placements'. */
  loading: boolean;
  today: Date;
}

export function PlacementsWidget({ placements, loading, today }: PlacementsWidgetProps) {
  const { t } = useTranslation('dashboard');
  const theme = useTheme();
  const lang = useUiLanguage();
  const reported = placements.filter(isReportedViaPortal);
  const [chosenId, setChosenId] = useState<string | null>(null);
  const shown = reported.find((each) => each.id === chosenId) ?? reported[0];
  const dispatch = useAppDispatch();
  const month = useMemo(() => monthOf(today), [today]);
  // The dashboard's saga asks for the month of every current placement; the calendar only reads it.
  const { monthEntry, days } = usePlacementMonthView(shown?.id ?? '', month, today);
  const data = shown ? monthEntry.data : null;
  const calendarLoading = shown !== undefined && !data && monthEntry.status !== 'failed';

  const texts: MonthCalendarTexts = {
    caption: formatMonth(month, lang),
    weekdays: weekdayNames(lang),
    dayLabel: (day) =>
      t('calendar.dayLabel', { date: formatWeekdayDay(day.date, lang), state: t(`calendar.${day.state}`) }),
    legend: {
      submitted: t('calendar.submitted'),
      waiting: t('calendar.waiting'),
      notSent: t('calendar.notSent'),
      missing: t('calendar.missing'),
      today: t('calendar.today'),
    },
  };

  return (
    <DashboardCard title={t('placements.heading')} loading={(placements.length === 0 && loading) || calendarLoading}>
      {placements.length === 0 ? (
        <Typography color="textSecondary">{loading ? t('loading') : t('placements.empty')}</Typography>
      ) : (
        <Box
          sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 3.5fr) minmax(0, 8.5fr)' } }}
        >
          <Box sx={{ minWidth: 0 }}>
            {shown ? (
              <>
                {reported.length > 1 && (
                  <TextField
                    select
                    size="small"
                    fullWidth
                    label={t('placements.calendarFor')}
                    value={shown.id}
                    onChange={(event) => setChosenId(event.target.value)}
                    sx={{ mb: 2 }}
                  >
                    {reported.map((each) => (
                      <MenuItem key={each.id} value={each.id}>
                        {placementName(each)}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
                {reported.length === 1 && (
                  <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
                    {t('placements.calendarOf', { name: placementName(shown) })}
                  </Typography>
                )}
                {data ? (
                  <MonthCalendar days={days} texts={texts} />
                ) : monthEntry.status === 'failed' ? (
                  <LoadFailed
                    error={monthEntry.error}
                    message={t('placements.calendarError')}
                    onRetry={() =>
                      dispatch(
                        placementsActions.placementMonthRequested({ placementId: shown.id, ...month, force: true }),
                      )
                    }
                  />
                ) : (
                  <Typography color="textSecondary">{t('placements.calendarLoading')}</Typography>
                )}
              </>
            ) : (
              <Typography color="textSecondary">{t('placements.noPortal')}</Typography>
            )}
          </Box>
          <ul className={styles.rows} style={rowValues(theme)}>
            {placements.map((placement) => (
              <PlacementRow key={placement.id} placement={placement} />
            ))}
          </ul>
        </Box>
      )}
    </DashboardCard>
  );
}
