import '../dashboard.feature';

import Box from '@mui/material/Box';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useAppDispatch } from '@/core/hooks';

import { AssistantWidget } from '../components/AssistantWidget';
import { CvActionsCard } from '../components/CvActionsCard';
import {
  BelowTodo,
  Greeting,
  LoadNotices,
  News,
  NotificationsSection,
  Offers,
  PlacementsSection,
  ReleaseSection,
  ResumeSection,
  TodoSection,
} from '../components/DashboardSections';
import { dashboardActions } from '../dashboard.slice';

/**
 * `/dashboard`: where a manager lands after every sign-in. What is due comes first, then the current placements with
 * the month's calendar (docs/decisions/061-dashboard-due-first.md); then the CV, offers, news and events.
 * The page itself reads no data: each section reads its own (components/DashboardSections.tsx).
 * On a first screen the greeting paints at once; then the 'to do' items arrive with the placements, and the sections
 * below them follow one by one, appended below what is shown (docs/decisions/066-staged-sections.md).
 */
export default function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const dispatch = useAppDispatch();
  // One 'today' per visit, so the calendar and the items agree.
  const [today] = useState(() => new Date());

  useEffect(() => {
    document.title = t('title');
  }, [t]);
  useEffect(() => {
    dispatch(dashboardActions.dashboardOpened());
  }, [dispatch]);

  return (
    <Box sx={{ display: 'grid', gap: { xs: 2, md: 3 } }}>
      <Greeting />
      <LoadNotices />
      <TodoSection today={today} />
      <BelowTodo today={today}>
        <PlacementsSection today={today} />
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 2, md: 3 },
            gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
          }}
        >
          <ResumeSection />
          <CvActionsCard />
          <Box
            sx={{
              display: 'grid',
              gap: { xs: 2, md: 3 },
              gridColumn: { md: '1 / -1', lg: 'auto' },
              gridTemplateColumns: { md: 'repeat(2, minmax(0, 1fr))', lg: '1fr' },
            }}
          >
            <NotificationsSection />
            <AssistantWidget />
          </Box>
        </Box>

        <Box
          sx={{
            display: 'grid',
            gap: { xs: 2, md: 3 },
            gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          <Offers />
          <News />
        </Box>
        <ReleaseSection />
      </BelowTodo>
    </Box>
  );
}
