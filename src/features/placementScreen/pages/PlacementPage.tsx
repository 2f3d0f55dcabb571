import '../placement.feature';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useLocation, useParams, useRoutes } from 'react-router';

import { ApiErrorAlert } from '@/components/feedback/ApiErrorAlert';
import { PageLoader } from '@/components/feedback/PageLoader';
import { PageHeading } from '@/components/layout/PageHeading';
import { paths } from '@/config/paths';
import { shiftMonth } from '@/contract/month';
import { hasBilling, isReportedViaPortal } from '@/contract/placements';
import { timesheetDays } from '@/contract/timesheetDays';
import { useAppDispatch, useAppSelector } from '@/core/hooks';
import { usePlacements } from '@/core/placements/usePlacements';
import { toApiDate } from '@/lib/dates';

import { BillingTab } from '../components/BillingTab';
import { DailyOverviewTab } from '../components/DailyOverviewTab';
import { MonthlyReportTab } from '../components/MonthlyReportTab';
import { MonthPicker } from '../components/MonthPicker';
import { MonthProgress } from '../components/MonthProgress';
import { HowToVideoButton, PlacementSwitcher, PositionStrip } from '../components/PlacementHeader';
import { PlacementTabs } from '../components/PlacementTabs';
import type { PlacementTabProps } from '../components/tabProps';
import { pickableMonths, useShownMonth } from '../placement.month';
import { selectMonthEntry, selectPlacementDetails } from '../placement.selectors';
import { placementActions, type MonthEntry } from '../placement.slice';
import { monthCacheKey } from '../placement.types';

/**
 * `/placement/{id}/*`: the placement overview with its switcher, the position strip,
 * and, for placements reported via the portal, the month picker, the how-to video, the month's
 * progress and the tabs Daily overview, Monthly report and Billing as sub-routes, at the month
 * of `?month=` (default: this month). Elsewhere the 'no reporting' message stands instead.
 */
export default function PlacementPage() {
  const { t } = useTranslation('placement');
  const { id = '' } = useParams();
  const { search } = useLocation();
  const dispatch = useAppDispatch();
  // The day is fixed for the visit: the calendar's "today" does not move under the user's hands.
  const [today] = useState(() => new Date());
  const month = useShownMonth(today);
  const previousMonth = shiftMonth(month, -1);
  const { placements, reload } = usePlacements();
  const placement = placements.items.find((each) => each.id === id);
  const details = useAppSelector(selectPlacementDetails(id));
  const loadedEntry = useAppSelector(selectMonthEntry(id, month));
  // Part 2 §4: a send drops the month before it posts. While it reloads, the tab keeps the copy it
  // showed, so the report form stays (and, if the send fails, says why with everything typed).
  const key = monthCacheKey(id, month);
  const [kept, setKept] = useState<{ key: string; entry: MonthEntry } | null>(null);
  if (loadedEntry?.data && (kept?.key !== key || kept.entry !== loadedEntry)) setKept({ key, entry: loadedEntry });
  const monthEntry = loadedEntry?.data || kept?.key !== key ? loadedEntry : kept.entry;
  const previousMonthEntry = useAppSelector(selectMonthEntry(id, previousMonth));
  const reported = placement ? isReportedViaPortal(placement) : false;

  // Beside the list, not after it: a placement not reported via the portal answers an empty month.
  useEffect(() => {
    dispatch(placementActions.monthRequested({ placementId: id, ...month }));
  }, [dispatch, id, month]);
  const pickable = useMemo(
    () => (placement ? pickableMonths(placement.startDate, placement.endDate, today) : []),
    [placement, today],
  );

  const days = useMemo(
    () =>
      placement && monthEntry?.data
        ? timesheetDays({
            ...month,
            entryDates: new Set(monthEntry.data.timeTracking.map((entry) => entry.date)),
            today: toApiDate(today),
            startDate: placement.startDate,
            endDate: placement.endDate,
          })
        : [],
    [placement, monthEntry, month, today],
  );

  const tabProps: PlacementTabProps | null = placement
    ? { placement, details, month, monthEntry, previousMonthEntry, today }
    : null;
  const withBilling = placement ? hasBilling({ ...placement, ...details?.placement }) : false;
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
          <ApiErrorAlert
            error={placements.error}
            message={t('loadError')}
            action={
              <Button color="inherit" onClick={reload}>
                {t('retry')}
              </Button>
            }
          />
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

  return (
    <Box>
      <PageHeading title={`${placement.positionTitle} · ${placement.company}`} intro={placement.name} />
      <Box
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between', mb: 2 }}
      >
        <PlacementSwitcher placements={placements.items} current={placement} />
        {reported && (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
            <MonthPicker months={pickable} shown={month} />
            <HowToVideoButton />
          </Box>
        )}
      </Box>
      <PositionStrip placement={placement} />
      {!reported ? (
        <Alert severity="info" sx={{ mt: 3 }}>
          {t('noReporting')}
        </Alert>
      ) : (
        <>
          <Box sx={{ my: 2 }}>{days.length > 0 && <MonthProgress days={days} />}</Box>
          <PlacementTabs placementId={id} month={month} withBilling={withBilling} />
          <Box sx={{ pt: { xs: 2, sm: 3 } }}>
            {monthEntry?.status === 'failed' && (
              <ApiErrorAlert
                error={monthEntry.error}
                message={t('monthLoadError')}
                sx={{ mb: 2 }}
                action={
                  <Button
                    color="inherit"
                    onClick={() =>
                      dispatch(placementActions.monthRequested({ placementId: id, ...month, force: true }))
                    }
                  >
                    {t('retry')}
                  </Button>
                }
              />
            )}
            {!monthEntry?.data && monthEntry?.status !== 'failed' ? <PageLoader /> : tab}
          </Box>
        </>
      )}
    </Box>
  );
}
