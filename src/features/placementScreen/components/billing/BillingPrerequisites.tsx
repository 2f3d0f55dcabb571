import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

interface BillingPrerequisitesProps {
  monthName: string;
  /** The month's report is not sent yet. */
  reportMissing: boolean;
  /** Weekdays up to yesterday without a time entry. */
  missingDays: number;
  reportHref: string;
  dailyHref: string;
}

/**
 * The monthly invoice is possible only after the daily activities and the monthly report are
 * finished (docs/decisions/026-billing-status.md): what is still missing, each with a link to where it is done.
 */
export function BillingPrerequisites({
  monthName,
  reportMissing,
  missingDays,
  reportHref,
  dailyHref,
}: BillingPrerequisitesProps) {
  const { t } = useTranslation('billing');
  return (
    <Alert severity="info" sx={{ mb: 2 }}>
      <Typography variant="body2">{t('notYet', { month: monthName })}</Typography>
      <Box component="ul" sx={{ my: 0.5, pl: 2.5 }}>
        {reportMissing && (
          <li>
            {t('missingReport')}{' '}
            <Link component={RouterLink} to={reportHref}>
              {t('toReport')}
            </Link>
          </li>
        )}
        {missingDays > 0 && (
          <li>
            {t('missingDays', { count: missingDays })}{' '}
            <Link component={RouterLink} to={dailyHref}>
              {t('toDaily')}
            </Link>
          </li>
        )}
      </Box>
    </Alert>
  );
}
