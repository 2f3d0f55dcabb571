import LockOutlined from '@mui/icons-material/LockOutlined';
import { useTranslation } from 'react-i18next';

import { StatusNotice } from '@/components/status/StatusNotice';
import { STATUS_TONES } from '@/components/status/statusTones';
import { monthStatusOf, type MonthlyReport, type MonthlyReportState } from '@/contract/placements';
import { formatDateAs } from '@/lib/dateFormat';
import { useUiLanguage } from '@/lib/useUiLanguage';

interface ReportLockNoticeProps {
  report: MonthlyReport | MonthlyReportState;
  monthName: string;
  /** A mandate (type 400) has no Billing: its send submits the month. */
  mandate: boolean;
}

/**
 * Why the report can no longer be changed: its invoice was submitted (200, 250; a mandate's report
 * itself) or accounting closed the month (300).
 */
export function ReportLockNotice({ report, monthName, mandate }: ReportLockNoticeProps) {
  const { t } = useTranslation('monthlyReport');
  const lang = useUiLanguage();
  const status = monthStatusOf(report);
  const submittedAt = 'billingSubmittedAt' in report ? formatDateAs(report.billingSubmittedAt, 'dayTime', lang) : '';

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
    <StatusNotice tone={STATUS_TONES.month[status === 'closed' ? 'closed' : 'submitted']} icon={<LockOutlined />}>
      {text}
    </StatusNotice>
  );
}
