import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined';
import EventOutlined from '@mui/icons-material/EventOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { Columns } from '@/components/layout/Columns';
import { SectionCard } from '@/components/layout/SectionCard';
import { paths } from '@/config/paths';
import { formatMonth } from '@/contract/month';
import { hasBilling, hasReportDetails, isReportLocked, PLACEMENT_TYPE_MANDATE } from '@/contract/placements';
import { expensesRequiredOnSend } from '@/contract/timeEntries';
import { lastWorkingDayOfMonth } from '@/contract/workingDays';
import { useAppSelector } from '@/core/hooks';
import { selectUserId } from '@/core/session/session.selectors';
import { formatDay } from '@/lib/dateFormat';
import { toApiDate } from '@/lib/dates';
import { useUiLanguage } from '@/lib/useUiLanguage';

import { ActivityTable } from './report/ActivityTable';
import { ReportForm } from './report/ReportForm';
import { ReportLockNotice } from './report/ReportLockNotice';
import { ReportSums } from './report/ReportSums';
import { ReportTexts } from './report/ReportTexts';
import { reportDraftName, textsOf } from './report/reportTexts';
import { UnsentReportDraft } from './report/UnsentReportDraft';
import { TabHeading } from './TabHeading';
import type { PlacementTabProps } from './tabProps';

/**
 * The monthly report of the shown month: the seven numbered texts, editable
 * until its billing leaves open (a sent report may be corrected; docs/decisions/036-report-corrections.md), and
 * once locked shown beside anything typed that could not be saved any more; the due date; the month's activities and
 * times with the activity report PDF; and the sums the server computed.
 */
export function MonthlyReportTab({ placement, month, monthEntry, today }: PlacementTabProps) {
  const { t } = useTranslation('monthlyReport');
  const lang = useUiLanguage();
  const owner = useAppSelector(selectUserId);
  const headingId = useId();
  const activitiesId = useId();
  const data = monthEntry.data;
  const report = data?.monthlyReport ?? null;
  const full = hasReportDetails(report) ? report : null;
  const locked = isReportLocked(report);
  const monthName = formatMonth(month, lang);
  const draftName = reportDraftName(placement.id, month);
  // A mandate has no invoice: sending its report submits the month (docs/decisions/026-billing-status.md).
  const mandate = placement.type === PLACEMENT_TYPE_MANDATE;

  if (!data) return null;

  // Due on the month's last working day (weekdays only).
  const due = lastWorkingDayOfMonth(month.year, month.month);
  const overdue = toApiDate(today) > toApiDate(due);
  const billingHref = hasBilling(placement) ? paths.placementTab.getHref(placement.id, 'billing', month) : null;

  return (
    <Box>
      <TabHeading
        id={headingId}
        title={t('report.heading', { month: monthName })}
        aside={
          !report?.wasSent && (
            <Typography
              color={overdue ? 'error' : 'textSecondary'}
              sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, fontWeight: overdue ? 500 : undefined }}
            >
              {overdue ? (
                <ErrorOutlineOutlined fontSize="small" aria-hidden />
              ) : (
                <EventOutlined fontSize="small" aria-hidden />
              )}
              {t(overdue ? 'report.overdue' : 'report.due', { date: formatDay(due, lang) })}
            </Typography>
          )
        }
      />
      <Columns ratio={[2, 1]} from="lg">
        <Box component="section" aria-labelledby={headingId} sx={{ minWidth: 0 }}>
          {locked && report ? (
            <>
              <ReportLockNotice report={report} monthName={monthName} mandate={mandate} />
              {owner ? (
                <UnsentReportDraft key={draftName} owner={owner} draftName={draftName} texts={textsOf(full)} />
              ) : (
                <ReportTexts texts={textsOf(full)} />
              )}
            </>
          ) : (
            <>
              <Typography color="textSecondary">{t(mandate ? 'report.mandateIntro' : 'report.intro')}</Typography>
              <ReportForm
                key={draftName}
                placementId={placement.id}
                month={month}
                monthName={monthName}
                saved={full}
                billingHref={billingHref}
                mandate={mandate}
                expensesRequired={expensesRequiredOnSend(placement)}
              />
            </>
          )}
        </Box>
        <SectionCard title={t('sums.heading')} headingVariant="h3" sx={{ p: 2 }}>
          {full ? (
            <ReportSums report={full} feeBilling={placement.feeBilling} monthName={monthName} />
          ) : (
            <Typography color="textSecondary">{t('sums.later')}</Typography>
          )}
        </SectionCard>
      </Columns>
      <Box sx={{ mt: 4 }}>
        <ActivityTable
          headingId={activitiesId}
          entries={data.timeTracking}
          monthName={monthName}
          reportId={report?.id ?? null}
        />
      </Box>
    </Box>
  );
}

// A chunk of its own, loaded when first shown.
export default MonthlyReportTab;
