import '../dashboard.feature';

import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';

import releaseDe from '@/assets/release-de.svg?no-inline';
import releaseEn from '@/assets/release-en.svg?no-inline';
import { ReleaseDialog } from '@/components/dialog/ReleaseDialog';
import { ApiErrorAlert } from '@/components/feedback/ApiErrorAlert';
import { LoadFailed } from '@/components/feedback/LoadState';
import { paths, type FromLoginState } from '@/config/paths';
import { INITIAL_INPUT_CV } from '@/contract/account';
import { useAppDispatch, useAppSelector } from '@/core/hooks';
import { selectOpportunitiesState } from '@/core/opportunities/opportunities.selectors';
import { opportunitiesActions } from '@/core/opportunities/opportunities.slice';
import { selectPlacementsState } from '@/core/placements/placements.selectors';
import { selectFullName, selectProfile } from '@/core/profile/profile.selectors';
import { useUiLanguage } from '@/lib/useUiLanguage';

import { AssistantWidget } from '../components/AssistantWidget';
import { CvActionsCard } from '../components/CvActionsCard';
import { NewsSection } from '../components/NewsSection';
import { NotificationsWidget } from '../components/NotificationsWidget';
import { OffersSection } from '../components/OffersSection';
import { PlacementsWidget } from '../components/PlacementsWidget';
import { ResumeSummaryCard } from '../components/ResumeSummaryCard';
import { TodoPanel } from '../components/TodoPanel';
import { selectCurrentPlacements, selectMonthsData, selectNews, selectOffers } from '../dashboard.selectors';
import { dashboardActions } from '../dashboard.slice';
import { todoItems } from '../dashboard.todo';

/**
 * `/dashboard`: where a manager lands after every sign-in. What needs doing comes
 * first; then the CV, the current placements with the month's calendar, offers, news and events.
 */
export default function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const lang = useUiLanguage();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const fullName = useAppSelector(selectFullName);
  const profile = useAppSelector(selectProfile);
  const placements = useAppSelector(selectPlacementsState);
  const months = useAppSelector(selectMonthsData);
  const opportunities = useAppSelector(selectOpportunitiesState);
  const offers = useAppSelector(selectOffers);
  const news = useAppSelector(selectNews);
  const currentPlacements = useAppSelector(selectCurrentPlacements);
  // One 'today' per visit, so the calendar and the items agree.
  const [today] = useState(() => new Date());

  useEffect(() => {
    document.title = t('title');
  }, [t]);
  useEffect(() => {
    dispatch(dashboardActions.dashboardOpened());
  }, [dispatch]);

  const fromLogin = (location.state as FromLoginState | null)?.fromLogin === true;
  const releasePending = profile.data?.personalDetails.initialInputCv === INITIAL_INPUT_CV.PENDING;
  // Closing stays on the dashboard and drops the flag, so a reload does not show the dialog again.
  const closeRelease = () => void navigate(paths.dashboard.getHref(), { replace: true, state: null });

  const todos = useMemo(
    () =>
      todoItems({
        today,
        placements: placements.data ?? [],
        months,
        opportunities: opportunities.data ?? [],
        availabilityUpdatedAt: profile.data ? (profile.data.availabilityUpdatedAt ?? null) : undefined,
      }),
    [today, placements.data, months, opportunities.data, profile.data],
  );
  const todoLoading = [placements.status, opportunities.status].some(
    (status) => status === 'loading' || status === 'idle',
  );

  return (
    <Box sx={{ display: 'grid', gap: { xs: 2, md: 3 } }}>
      <Paper
        variant="outlined"
        sx={{
          p: { xs: 2.5, sm: 4 },
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          borderColor: 'primary.main',
        }}
      >
        <Typography component="h1" variant="h1" sx={{ mb: 1, fontSize: { xs: '1.75rem', sm: '2.25rem' } }}>
          {fullName ? t('greeting', { name: fullName }) : t('greetingFallback')}
        </Typography>
        <Typography>{t('intro')}</Typography>
      </Paper>
      {profile.status === 'failed' && <ApiErrorAlert error={profile.error} message={t('profileError')} />}
      {placements.status === 'failed' && (
        <LoadFailed
          error={placements.error}
          message={t('placements.error')}
          onRetry={() => dispatch(dashboardActions.dashboardOpened())}
        />
      )}
      {opportunities.status === 'failed' && (
        <LoadFailed
          error={opportunities.error}
          message={t('opportunitiesError')}
          onRetry={() => dispatch(opportunitiesActions.opportunitiesRequested())}
        />
      )}

      <TodoPanel items={todos} loading={todoLoading} />

      <Box
        sx={{
          display: 'grid',
          gap: { xs: 2, md: 3 },
          gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
        }}
      >
        <ResumeSummaryCard profile={profile.data} />
        <CvActionsCard />
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 2, md: 3 },
            gridColumn: { md: '1 / -1', lg: 'auto' },
            gridTemplateColumns: { md: 'repeat(2, minmax(0, 1fr))', lg: '1fr' },
          }}
        >
          <NotificationsWidget settings={profile.data?.notificationSettings ?? null} />
          <AssistantWidget />
        </Box>
      </Box>

      <PlacementsWidget placements={currentPlacements} today={today} />

      <Box
        sx={{
          display: 'grid',
          gap: { xs: 2, md: 3 },
          gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        <OffersSection offers={offers} onRetry={() => dispatch(dashboardActions.offersRequested())} />
        <NewsSection news={news} onRetry={() => dispatch(dashboardActions.newsRequested())} />
      </Box>

      {/* Shown after a login while the profile waits to be completed (initialInputCv 100); its image follows the language. */}
      <ReleaseDialog
        open={fromLogin && releasePending}
        title={t('release.title')}
        text={t('release.text')}
        image={{ src: lang === 'en' ? releaseEn : releaseDe, alt: t('release.imageAlt') }}
        action={{ label: t('release.close'), onClick: closeRelease }}
        onEscape={closeRelease}
      />
    </Box>
  );
}
