import LockOutlined from '@mui/icons-material/LockOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { monthStatusOf, type MonthlyReport, type MonthlyReportState } from '@/contract/placements';
import { formatDate } from '@/lib/dateFormat';
import { useUiLanguage } from '@/lib/useUiLanguage';

/** The submission's date and time as the UI language writes them. */
export const SUBMITTED_AT_PATTERN = 'd MMM yyyy, HH:mm';

interface ReportLockNoticeProps {
  report: MonthlyReport | MonthlyReportState;
  monthName: string;
  /** A mandate (type 400) has no Billing: its send submits the month. */
  mandate: boolean;
  /** Where the invoice of a sent, still open month is submitted; null where the placement has no Billing. */
  billingHref: string | null;
}

/**
 * Why the report can no longer be changed: it was sent, its invoice was submitted
 * (200, 250) or accounting closed the month (300).
 */
export function ReportLockNotice({ report, monthName, mandate, billingHref }: ReportLockNoticeProps) {
  const { t } = useTranslation('monthlyReport');
  const lang = useUiLanguage();
  const status = monthStatusOf(report);
  const submittedAt =
    'billingSubmittedAt' in report ? formatDate(report.billingSubmittedAt, SUBMITTED_AT_PATTERN, lang) : '';

  if (status === 'open') {
    return (
      <Alert
        severity="info"
        icon={<LockOutlined />}
        sx={{ mb: 2 }}
        action={
          billingHref && (
            <Button component={RouterLink} to={billingHref} color="inherit" size="small">
              {t('report.locked.toBilling')}
            </Button>
          )
        }
      >
        {t('report.locked.sent', { month: monthName })} {billingHref && t('report.locked.sentNext')}
      </Alert>
    );
  }
  let text: string;
  if (status === 'closed') text = t('report.locked.closed', { month: monthName });
  else if (mandate)
    text = submittedAt
      ? t('report.locked.mandateSubmittedOn', { month: monthName, date: submittedAt })
      : t('report.locked.mandateSubmitted', { month: monthName });
  else
    text = submittedAt
      ? t('report.locked.submittedOn', { month: monthName, date: submittedAt })
      : t('report.locked.submitted', { month: monthName });
  return (
    <Alert severity="warning" icon={<LockOutlined />} sx={{ mb: 2 }}>
      {text}
    </Alert>
  );
}
