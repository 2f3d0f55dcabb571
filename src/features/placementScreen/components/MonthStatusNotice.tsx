import LockOutlined from '@mui/icons-material/LockOutlined';
import { useTranslation } from 'react-i18next';

import { StatusNotice } from '@/components/status/StatusNotice';
import { STATUS_TONES } from '@/components/status/statusTones';
import { monthStatusOf, type MonthlyReportState } from '@/contract/placements';

/**
 * The month's status (open, submitted, closed) and, once the month is submitted, why
 * its entries can no longer change. An open month whose report was sent says the invoice is next.
 * A mandate (type 400) has no invoice: sending its report submits the month
 * (docs/decisions/026-billing-status.md).
 */
export function MonthStatusNotice({
  report,
  monthName,
  mandate,
}: {
  report: MonthlyReportState | null | undefined;
  monthName: string;
  mandate: boolean;
}) {
  const { t } = useTranslation('placement');
  const status = monthStatusOf(report);
  if (status === 'open') {
    if (!report?.wasSent) return null;
    return (
      <StatusNotice tone={STATUS_TONES.month.reportSent}>{t('month.reportSent', { month: monthName })}</StatusNotice>
    );
  }
  return (
    <StatusNotice tone={STATUS_TONES.month[status]} icon={<LockOutlined />}>
      <strong>{t(`month.status.${status}`)}</strong>{' '}
      {t(status === 'closed' ? 'month.closedWhy' : mandate ? 'month.mandateSubmittedWhy' : 'month.submittedWhy', {
        month: monthName,
      })}
    </StatusNotice>
  );
}
