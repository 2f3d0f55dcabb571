import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { formatCurrency, formatNumber } from '@/contract/formats';
import { FEE_BILLING, formatActivityTime, type MonthlyReport } from '@/contract/placements';
import { formatWorkingTime } from '@/contract/timeEntries';
import { useUiLanguage } from '@/lib/useUiLanguage';

/** The worked time of a report with no entry carrying times. */
const NO_WORKING_TIME = formatWorkingTime(0);

interface ReportSumsProps {
  report: MonthlyReport;
  /** Fee billing 100 = days, 200 = hours. */
  feeBilling: string;
  monthName: string;
}

/**
 * The sums of a month's report, as the server computed them: the activity time in
 * days or hours, the travel expenses, bonus, fee, subtotal, VAT and the invoice amount, in the
 * report's currency and the UI language's number format.
 */
export function ReportSums({ report, feeBilling, monthName }: ReportSumsProps) {
  const { t } = useTranslation('monthlyReport');
  const lang = useUiLanguage();
  const money = (value: number) => formatCurrency(value, report.isoCode, lang);
  const activity = formatActivityTime(report.sumActivityTime, lang);
  const rows: { label: string; value: string; total?: boolean }[] = [
    {
      label: t('sums.activityTime'),
      value:
        feeBilling === FEE_BILLING.HOURS
          ? t('sums.hours', { count: report.sumActivityTime, value: activity })
          : t('sums.days', { count: report.sumActivityTime, value: activity }),
    },
    ...(report.workingTime && report.workingTime !== NO_WORKING_TIME
      ? [{ label: t('sums.workingTime'), value: t('activities.hours', { time: report.workingTime }) }]
      : []),
    { label: t('sums.travelDay1'), value: money(report.sumTravelExpensDay1) },
    { label: t('sums.travelDay2'), value: money(report.sumTravelExpensDay2) },
    { label: t('sums.travelPerDay'), value: money(report.sumTravelExpensesDay) },
    { label: t('sums.totalTravel'), value: money(report.totalTravelExpenses) },
    { label: t('sums.bonus'), value: money(report.totalBonus) },
    { label: t('sums.honorarium'), value: money(report.sumHonorarium) },
    { label: t('sums.subtotal'), value: money(report.subTotal) },
    {
      label: t('sums.vat', {
        rate: formatNumber(report.vat / 100, lang, { style: 'percent', maximumFractionDigits: 2 }),
      }),
      value: money(report.vatAmount),
    },
    { label: t('sums.invoiceAmount'), value: money(report.invoiceAmount), total: true },
  ];
  return (
    <Box
      role="region"
      tabIndex={0}
      aria-label={t('sums.caption', { month: monthName })}
      sx={{ overflowX: 'auto', '&:focus-visible': { outline: 2, outlineStyle: 'solid', outlineColor: 'primary.main' } }}
    >
      <Table size="small" sx={{ '& caption': { captionSide: 'top', px: 0 } }}>
        <Typography component="caption" variant="body2" color="textSecondary" sx={{ textAlign: 'left', pb: 1 }}>
          {t('sums.caption', { month: monthName })}
        </Typography>
        <TableBody>
          {rows.map(({ label, value, total }) => (
            <TableRow key={label} sx={total ? { '& th, & td': { fontWeight: 700, borderBottom: 0 } } : undefined}>
              <TableCell component="th" scope="row" sx={{ pl: 0 }}>
                {label}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap', pr: 0 }}>
                {value}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
