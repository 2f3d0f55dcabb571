import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Children, memo, useCallback, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';

import releaseDe from '@/assets/release-de.svg?no-inline';
import releaseEn from '@/assets/release-en.svg?no-inline';
import { ReleaseDialog } from '@/components/dialog/ReleaseDialog';
import { LoadFailed } from '@/components/feedback/LoadState';
import { ProfiledSection } from '@/components/layout/ProfiledSection';
import { paths, type FromLoginState } from '@/config/paths';
import { INITIAL_INPUT_CV } from '@/contract/account';
import { monthOf } from '@/contract/month';
import { useAppDispatch, useAppSelector, useDeferredSelector } from '@/core/hooks';
import { selectOpportunitiesState } from '@/core/opportunities/opportunities.selectors';
import { opportunitiesActions } from '@/core/opportunities/opportunities.slice';
import { selectPlacementsState } from '@/core/placements/placements.selectors';
import { selectFullName, type ProfileRoot } from '@/core/profile/profile.selectors';
import { profileActions } from '@/core/profile/profile.slice';
import { selectOutbox } from '@/core/timeEntryOutbox/outbox.selectors';
import { useStagedCount } from '@/lib/useStagedCount';
import { useUiLanguage } from '@/lib/useUiLanguage';

import {
  selectCurrentPlacements,
  selectMonthsData,
  selectNews,
  selectNotificationSettings,
  selectOffers,
  selectOpportunitiesError,
  selectPlacementsError,
  selectPlacementsPending,
  selectProfileData,
  selectProfileError,
  selectTodoAnswered,
} from '../dashboard.selectors';
import { dashboardActions } from '../dashboard.slice';
import { todoItems } from '../dashboard.todo';
import { NewsSection as NewsCard } from './NewsSection';
import { NotificationsWidget as NotificationsCard } from './NotificationsWidget';
import { OffersSection as OffersCard } from './OffersSection';
import { PlacementsWidget as PlacementsCard } from './PlacementsWidget';
import { ResumeSummaryCard as ResumeCard } from './ResumeSummaryCard';
import { TodoPanel as TodoCard } from './TodoPanel';

// Memoized: a section's urgent render passes its card the data it drew before (useDeferredSelector).
const NewsSection = memo(NewsCard);
const NotificationsWidget = memo(NotificationsCard);
const OffersSection = memo(OffersCard);
const PlacementsWidget = memo(PlacementsCard);
const ResumeSummaryCard = memo(ResumeCard);
const TodoPanel = memo(TodoCard);

/*
 * The dashboard's sections. Each reads the data it shows and nothing else, so an answer renders
 * the sections that show it and no other: twelve answers arrive one by one after a sign-in, and
 * a slow phone should not draw the whole page twelve times. The cards draw an answer in the
 * background (useDeferredSelector), never in one long task.
 */

export function Greeting() {
  const { t } = useTranslation('dashboard');
  const lang = useUiLanguage();
  const fullName = useAppSelector((state: ProfileRoot) => selectFullName(state, lang));
  return (
    <ProfiledSection name="greeting">
      <Paper
        variant="outlined"
        sx={{
          p: { xs: 2, sm: 4 },
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          borderColor: 'primary.main',
        }}
      >
        {/* The greeting and its intro paint with the page, before any answer; the name joins the
            heading when the profile arrives. On a phone, where a greeting with a name takes two
            lines, both are held from the start, so that nothing below it moves then. */}
        <Typography
          component="h1"
          variant="h1"
          sx={{ mb: { xs: 0, sm: 1 }, fontSize: { xs: '1.5rem', sm: '2.25rem' }, minHeight: { xs: '2lh', sm: 0 } }}
        >
          {fullName ? t('greeting', { name: fullName }) : t('greetingFallback')}
        </Typography>
        {/* On a phone the work comes first: the introduction is for a wider screen. */}
        <Typography sx={{ display: { xs: 'none', sm: 'block' } }}>{t('intro')}</Typography>
      </Paper>
    </ProfiledSection>
  );
}

/** A list that failed to load costs its part of the page, which says so with a retry. */
export function LoadNotices() {
  const { t } = useTranslation('dashboard');
  const dispatch = useAppDispatch();
  const profileError = useAppSelector(selectProfileError);
  const placementsError = useAppSelector(selectPlacementsError);
  const opportunitiesError = useAppSelector(selectOpportunitiesError);
  return (
    <ProfiledSection name="notices">
      {profileError && (
        <LoadFailed
          error={profileError}
          message={t('profileError')}
          onRetry={() => dispatch(profileActions.profileRequested())}
        />
      )}
      {placementsError && (
        <LoadFailed
          error={placementsError}
          message={t('placements.error')}
          onRetry={() => dispatch(dashboardActions.dashboardOpened())}
        />
      )}
      {opportunitiesError && (
        <LoadFailed
          error={opportunitiesError}
          message={t('opportunitiesError')}
          onRetry={() => dispatch(opportunitiesActions.opportunitiesRequested())}
        />
      )}
    </ProfiledSection>
  );
}

/** Whether what the 'to do' panel reads has been answered, drawn with the panel (selectTodoAnswered). */
function useTodoAnswered(today: Date): boolean {
  const answered = useCallback(
    (state: Parameters<typeof selectTodoAnswered>[0]) => selectTodoAnswered(state, monthOf(today)),
    [today],
  );
  return useDeferredSelector(answered);
}

/**
 * The sections below the 'to do' panel: the first drawn in the same render as its items, the others one after
 * another below it (useStagedCount); until the last is there, a screen's height of nothing keeps the footer out of
 * view.
 */
export function BelowTodo({ today, children }: { today: Date; children: ReactNode }) {
  const sections = Children.toArray(children);
  const shown = useStagedCount(useTodoAnswered(today) ? sections.length : 0);
  return (
    <>
      {sections.slice(0, shown)}
      {shown < sections.length && <Box aria-hidden sx={{ minHeight: '100vh' }} />}
    </>
  );
}

export function TodoSection({ today }: { today: Date }) {
  const answered = useTodoAnswered(today);
  const placements = useDeferredSelector(selectPlacementsState);
  const months = useDeferredSelector(selectMonthsData);
  const opportunities = useDeferredSelector(selectOpportunitiesState);
  const profile = useDeferredSelector(selectProfileData);
  const availabilityUpdatedAt = profile ? (profile.availabilityUpdatedAt ?? null) : undefined;
  const waiting = useAppSelector(selectOutbox);
  const items = useMemo(
    () =>
      todoItems({
        today,
        placements: placements.data ?? [],
        months,
        opportunities: opportunities.data ?? [],
        availabilityUpdatedAt,
        waiting,
      }),
    [today, placements.data, months, opportunities.data, availabilityUpdatedAt, waiting],
  );
  return (
    <ProfiledSection name="todo">
      <TodoPanel items={items} loading={!answered} today={today} />
    </ProfiledSection>
  );
}

export function ResumeSection() {
  const profile = useAppSelector(selectProfileData);
  return (
    <ProfiledSection name="resume">
      <ResumeSummaryCard profile={profile} />
    </ProfiledSection>
  );
}

export function NotificationsSection() {
  const settings = useAppSelector(selectNotificationSettings);
  return (
    <ProfiledSection name="notifications">
      <NotificationsWidget settings={settings} />
    </ProfiledSection>
  );
}

export function PlacementsSection({ today }: { today: Date }) {
  const placements = useDeferredSelector(selectCurrentPlacements);
  const loading = useDeferredSelector(selectPlacementsPending);
  return (
    <ProfiledSection name="placements">
      <PlacementsWidget placements={placements} loading={loading} today={today} />
    </ProfiledSection>
  );
}

export function Offers() {
  const offers = useDeferredSelector(selectOffers);
  const dispatch = useAppDispatch();
  const retry = useCallback(() => dispatch(dashboardActions.offersRequested()), [dispatch]);
  return (
    <ProfiledSection name="offers">
      <OffersSection offers={offers} onRetry={retry} />
    </ProfiledSection>
  );
}

export function News() {
  const news = useDeferredSelector(selectNews);
  const dispatch = useAppDispatch();
  const retry = useCallback(() => dispatch(dashboardActions.newsRequested()), [dispatch]);
  return (
    <ProfiledSection name="news">
      <NewsSection news={news} onRetry={retry} />
    </ProfiledSection>
  );
}

/** Shown after a sign-in while the profile waits to be completed (initialInputCv 100); its image follows the language. */
export function ReleaseSection() {
  const { t } = useTranslation('dashboard');
  const lang = useUiLanguage();
  const navigate = useNavigate();
  const location = useLocation();
  const profile = useAppSelector(selectProfileData);
  const releasePending = profile?.personalDetails.initialInputCv === INITIAL_INPUT_CV.PENDING;
  const fromLogin = (location.state as FromLoginState | null)?.fromLogin === true;
  // Closing stays on the dashboard and drops the flag, so a reload does not show the dialog again.
  const closeRelease = () => void navigate(paths.dashboard.getHref(), { replace: true, state: null });
  return (
    <ReleaseDialog
      open={fromLogin && releasePending}
      title={t('release.title')}
      text={t('release.text')}
      image={{ src: lang === 'en' ? releaseEn : releaseDe, alt: t('release.imageAlt') }}
      action={{ label: t('release.close'), onClick: closeRelease }}
      onEscape={closeRelease}
    />
  );
}
