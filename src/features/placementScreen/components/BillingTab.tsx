import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { paths } from '@/config/paths';
import { formatCurrency } from '@/contract/formats';
import { formatMonth, monthKey } from '@/contract/month';
import {
  BILLING_STATUS,
  hasReportDetails,
  invoicePrerequisites,
  isInvoicePossible,
  monthStatusOf,
  type PlacementMonth,
} from '@/contract/placements';
import { TRAVEL_EXPENSE_MANAGER } from '@/contract/timeEntries';
import { missingDaysOf } from '@/core/placements/placementDays';
import { formatDateAs } from '@/lib/dateFormat';
import { useUiLanguage } from '@/lib/useUiLanguage';

import { BillingPrerequisites } from './billing/BillingPrerequisites';
import { BillingStatusBadge } from './billing/BillingStatusBadge';
import { InvoiceUpload } from './billing/InvoiceUpload';
import { ReportSums } from './report/ReportSums';
import { TabHeading } from './TabHeading';
import type { PlacementTabProps } from './tabProps';

/**
 * The billing of the shown month; the page shows it only where the
 * placement has Billing (never for mandates). One month at a time: what was chosen for one
 * month never carries over to another.
 */
export function BillingTab(props: PlacementTabProps) {
  const data = props.monthEntry.data;
  if (!data) return null;
  return <BillingMonth key={`${props.placement.id}:${monthKey(props.month)}`} {...props} data={data} />;
}

/**
 * The status badge and what is (or was) invoiced; then, by the month's state: what is still
 * missing before an invoice is possible, the invoice upload (report sent, billing open, no
 * weekday without an entry), or the submission's date and file once submitted or closed.
 */
function BillingMonth({ placement, month, days, data }: PlacementTabProps & { data: PlacementMonth }) {
  const { t } = useTranslation(['billing', 'monthlyReport']);
  const lang = useUiLanguage();
  const headingId = useId();
  const contentId = useId();
  const report = data.monthlyReport;
  const full = hasReportDetails(report) ? report : null;
  const status = monthStatusOf(report);
  // The invoice was submitted while the month was on screen: the answer of the save says so.
  const [openWhenShown] = useState(status === 'open');
  const justSubmitted = openWhenShown && status !== 'open';
  const monthName = formatMonth(month, lang);

  const missing = useMemo(() => missingDaysOf(days).length, [days]);
  // The same rule the server applies to the invoice (docs/decisions/026-billing-status.md).
  const prerequisites = invoicePrerequisites(report, missing);
  const ready = isInvoicePossible(report, missing) && report?.billingStatus === BILLING_STATUS.OPEN && full !== null;
  const submittedAt = full ? formatDateAs(full.billingSubmittedAt, 'dayTime', lang) : '';
  // Submitted through the portal without a file: the manager billed without an invoice of their own.
  const withoutInvoice = submittedAt !== '' && !full?.invoiceFileName;

  return (
    <Box>
      <TabHeading
        id={headingId}
        title={t('heading', { month: monthName })}
        aside={
          report && (
            <Typography component="p" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, m: 0 }}>
              {`${t('statusLabel')}:`} <BillingStatusBadge billingStatus={report.billingStatus} />
            </Typography>
          )
        }
      />

      {status !== 'open' && (
        <Box sx={{ mb: 2 }}>
          <Alert severity={justSubmitted ? 'success' : 'info'} sx={{ mb: 2 }}>
            {t(
              justSubmitted
                ? withoutInvoice
                  ? 'submittedNowWithoutInvoice'
                  : 'submittedNow'
                : status === 'closed'
                  ? 'closedInfo'
                  : 'submittedInfo',
              { month: monthName },
            )}
          </Alert>
          {(submittedAt || full?.invoiceFileName) && (
            <Box
              component="dl"
              sx={{ display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: 2, rowGap: 0.5, m: 0 }}
            >
              {submittedAt && (
                <>
                  <Typography component="dt" color="textSecondary">
                    {t('submittedAt')}
                  </Typography>
                  <Typography component="dd" sx={{ m: 0 }}>
                    {submittedAt}
                  </Typography>
                </>
              )}
              {(full?.invoiceFileName || withoutInvoice) && (
                <>
                  <Typography component="dt" color="textSecondary">
                    {t('invoiceFile')}
                  </Typography>
                  <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                    {full?.invoiceFileName || t('noInvoiceFile')}
                  </Typography>
                </>
              )}
            </Box>
          )}
        </Box>
      )}
      {status === 'open' && !ready && (
        <BillingPrerequisites
          monthName={monthName}
          reportMissing={prerequisites.reportNotSent}
          missingDays={prerequisites.missingDays}
          reportHref={paths.placementTab.getHref(placement.id, 'monthly-report', month)}
          dailyHref={paths.placementTab.getHref(placement.id, 'daily-overview', month)}
        />
      )}

      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: ready ? 'minmax(0, 3fr) minmax(0, 2fr)' : 'minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        {ready && full && (
          <InvoiceUpload
            placementId={placement.id}
            month={month}
            monthName={monthName}
            report={full}
            expensesRequired={placement.travelExpenseManager === TRAVEL_EXPENSE_MANAGER.EXPENSES_REPORT_REQUIRED}
          />
        )}
        <Paper
          component="section"
          variant="outlined"
          aria-labelledby={contentId}
          sx={{ p: 2, minWidth: 0, maxWidth: ready ? undefined : 720 }}
        >
          <Typography id={contentId} component="h3" variant="subtitle1" sx={{ mb: 1, fontWeight: 500 }}>
            {t(status === 'open' ? 'content' : 'invoiced')}
          </Typography>
          {full ? (
            <>
              <Typography sx={{ fontWeight: 700, mb: 1 }}>
                {t('amountDue', { amount: formatCurrency(full.invoiceAmount, full.isoCode, lang) })}
              </Typography>
              <ReportSums report={full} feeBilling={placement.feeBilling} monthName={monthName} />
            </>
          ) : (
            <Typography color="textSecondary">{t('sums.later', { ns: 'monthlyReport' })}</Typography>
          )}
        </Paper>
      </Box>
    </Box>
  );
}

// A chunk of its own, loaded when first shown.
export default BillingTab;
