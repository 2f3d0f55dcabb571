import Stack from '@mui/material/Stack';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';

import { ListSection } from '@/components/layout/ListSection';
import { useAppDispatch, useAppSelector } from '@/core/hooks';
import { useUiLanguage } from '@/lib/useUiLanguage';

import { selectOpportunities, selectOpportunitiesState } from '../management.selectors';
import { managementActions } from '../management.slice';
import { CvUpdateCard } from './CvUpdateCard';
import { OpportunityListItem } from './OpportunityListItem';

/** `/management/opportunities` (part 2 §2): the CV card and the opportunities, newest first; the dialog opens over it. */
export function OpportunitiesTab() {
  const { t } = useTranslation('management');
  const lang = useUiLanguage();
  const dispatch = useAppDispatch();
  const request = useAppSelector(selectOpportunitiesState);
  const opportunities = useAppSelector(selectOpportunities);

  useEffect(() => {
    dispatch(managementActions.opportunitiesRequested());
  }, [dispatch]);

  return (
    <>
      <Stack spacing={3}>
        <CvUpdateCard />
        <ListSection
          title={t('opportunities.heading')}
          request={request}
          count={opportunities.length}
          texts={{
            empty: t('opportunities.empty'),
            loadError: t('opportunities.loadError'),
            refreshing: t('opportunities.refreshing'),
          }}
          onRetry={() => dispatch(managementActions.opportunitiesRequested())}
        >
          {(headingId) => (
            <Stack component="ul" spacing={2} aria-labelledby={headingId} sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {opportunities.map((opportunity) => (
                <OpportunityListItem key={opportunity.id} opportunity={opportunity} lang={lang} />
              ))}
            </Stack>
          )}
        </ListSection>
      </Stack>
      <Outlet />
    </>
  );
}
