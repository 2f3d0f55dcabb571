import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';

import { visuallyHiddenOnPhone } from '@/components/layout/visuallyHidden';
import type { TimesheetDay } from '@/contract/timesheetDays';

/**
 * The daily activities' progress for the month: weekdays logged of those due so far,
 * as a bar and in words, with the days missing and whether today is still to log.
 */
export const MonthProgress = memo(function MonthProgress({ days }: { days: TimesheetDay[] }) {
  const { t } = useTranslation('placement');
  const logged = days.filter((day) => day.state === 'submitted').length;
  const missing = days.filter((day) => day.state === 'missing').length;
  // Days still to come are no task yet; today is, until it is logged.
  const todayOpen = days.some((day) => day.state === 'today');
  const waiting = days.filter((day) => day.state === 'waiting' || day.state === 'notSent').length;
  const due = logged + missing;
  const percent = due === 0 ? 0 : Math.round((logged / due) * 100);
  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 0.5 }}>
        {/* On a phone the bar's label is read, not shown: the month's heading above says what it counts. */}
        <Typography id="month-progress-label" variant="subtitle2" sx={visuallyHiddenOnPhone}>
          {t('progress.label')}
        </Typography>
        <Typography variant="body2" color="textSecondary">
          {t('progress.text', { logged, due })}
          {missing > 0 && ` · ${t('progress.missing', { count: missing })}`}
          {waiting > 0 && ` · ${t('progress.waiting', { count: waiting })}`}
          {todayOpen && ` · ${t('progress.today')}`}
        </Typography>
      </Box>
      <LinearProgress
        variant="determinate"
        value={percent}
        color={missing > 0 ? 'warning' : 'success'}
        aria-labelledby="month-progress-label"
        aria-valuetext={t('progress.text', { logged, due })}
        sx={{ height: 8, borderRadius: 4 }}
      />
    </Box>
  );
});
