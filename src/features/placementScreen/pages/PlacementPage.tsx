import '../placement.feature';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useLocation, useParams, useRoutes } from 'react-router';

import { LoadFailed, LoadState } from '@/components/feedback/LoadState';
import { PageLoader } from '@/components/feedback/PageLoader';
import { PageHeading } from '@/components/layout/PageHeading';
import { paths } from '@/config/paths';
import { hasBilling, isReportedViaPortal, placementName } from '@/contract/placements';
import { usePlacementMonth } from '@/core/placements/usePlacementMonth';
import { usePlacements } from '@/core/placements/usePlacements';

import { DailyOverviewTab } from '../components/DailyOverviewTab';
import { MonthPicker } from '../components/MonthPicker';
import { MonthProgress } from '../components/MonthProgress';
import { HowToVideoButton, PlacementSwitcher, PositionStrip } from '../components/PlacementHeader';
import { PlacementTabs } from '../components/PlacementTabs';
import type { PlacementTabProps } from '../components/tabProps';
import { pickableMonths, useShownMonth } from '../placement.month';

// The other tabs are chunks of their own: the first screen, the daily overview, does not wait for them.
const MonthlyReportTab = lazy(() => import('../components/MonthlyReportTab'));
const BillingTab = lazy(() => import('../components/BillingTab'));

/**
 * `/placement/{id}/*`: the placement overview, named once, with its switcher, the position strip,
 * and, for placements reported via the portal, the month picker, the how-to video, the month's
 * progress and the tabs Daily overview, Monthly report and Billing as sub-routes, at the month
 * of `?month=` (default: this month). Elsewhere the 'no reporting' message stands instead.
 */
export default function PlacementPage() {
  const { t } = useTranslation('placement');
  const { id = '' } = useParams();
  const { search } = useLocation();
  // The day is fixed for the visit: the calendar's "today" does not move under the user's hands.
  const [today] = useState(() => new Date());
  const month = useShownMonth(today);
  const { placements, reload } = usePlacements();
  // Asked for beside the list, not after it: a placement not reported via the portal answers an empty month.
  // While the month reloads (after a save, a send), its data stays, so the tab it shows stays too.
  const { reload: reloadMonth, ...shown } = usePlacementMonth(id, month, today);
  const placement = shown.placement;
  const reported = placement ? isReportedViaPortal(placement) : false;
  const pickable = useMemo(
    () => (placement ? pickableMonths(placement.startDate, placement.endDate, today) : []),
    [placement, today],
  );

  const tabProps: PlacementTabProps | null = placement ? { ...shown, placement, month, today } : null;
  const withBilling = placement ? hasBilling(placement) : false;
  const dailyHref = `${paths.placementTab.getHref(id, 'daily-overview')}${search}`;
  const tab = useRoutes([
    { path: 'daily-overview/*', element: tabProps && <DailyOverviewTab {...tabProps} /> },
    { path: 'monthly-report', element: tabProps && <MonthlyReportTab {...tabProps} /> },
    // A placement without Billing (type 400) on the Billing tab returns to the first tab.
    {
      path: 'billing',
      element: tabProps && (withBilling ? <BillingTab {...tabProps} /> : <Navigate to={dailyHref} replace />),
    },
    { path: '*', element: <Navigate to={dailyHref} replace /> },
  ]);

  if (!placement) {
    if (placements.status === 'failed') {
      return (
        <Box sx={{ maxWidth: 720, mx: 'auto' }}>
          <LoadFailed error={placements.error} message={t('loadError')} onRetry={reload} />
        </Box>
      );
    }
    if (placements.status === 'succeeded') {
      return (
        <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, maxWidth: 720, mx: 'auto' }}>
          <PageHeading title={t('notFound.title')} intro={t('notFound.text')} />
          <Button component={RouterLink} to={paths.managementPlacements.getHref()} variant="outlined">
            {t('notFound.toPlacements')}
          </Button>
        </Paper>
      );
    }
    return <PageLoader />;
  }

  // On a phone the month comes first (its calendar within the first screen): the header is denser there.
  return (
    <Box>
      {/* The name once, with the switch to another placement beside it. */}
      <Box sx={{ display: 'flex', gap: { xs: 1, sm: 2 }, alignItems: 'flex-start' }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <PageHeading title={placementName(placement)} dense />
        </Box>
        <PlacementSwitcher placements={placements.data ?? []} current={placement} />
      </Box>
      {reported && (
        <Box sx={{ display: 'flex', gap: { xs: 1, sm: 2 }, alignItems: 'center', mb: { xs: 1, sm: 2 } }}>
          <MonthPicker months={pickable} shown={month} />
          <HowToVideoButton />
        </Box>
      )}
      <PositionStrip placement={placement} />
      {!reported ? (
        <Alert severity="info" sx={{ mt: 3 }}>
          {t('noReporting')}
        </Alert>
      ) : (
        <>
          <Box sx={{ my: { xs: 1.5, sm: 2 } }}>{shown.days.length > 0 && <MonthProgress days={shown.days} />}</Box>
          <PlacementTabs placementId={id} month={month} withBilling={withBilling} />
          <Box sx={{ pt: { xs: 1.5, sm: 3 } }}>
            <LoadState
              request={shown.monthEntry}
              hasData={shown.monthEntry.data !== null}
              message={t('monthLoadError')}
              onRetry={reloadMonth}
            >
              <Suspense fallback={<PageLoader section />}>{tab}</Suspense>
            </LoadState>
          </Box>
        </>
      )}
    </Box>
  );
}
