import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';

import { bareList } from '@/components/layout/bareList';
import { ListSection } from '@/components/layout/ListSection';
import { useAppSelector } from '@/core/hooks';
import { selectOpportunities } from '@/core/opportunities/opportunities.selectors';
import { useOpportunities } from '@/core/opportunities/useOpportunities';
import { useUiLanguage } from '@/lib/useUiLanguage';

import { CvUpdateCard } from './CvUpdateCard';
import { OpportunityListItem } from './OpportunityListItem';

/** `/management/opportunities`: the CV card and the opportunities, newest first; the dialog opens over it. */
export function OpportunitiesTab() {
  const { t } = useTranslation('management');
  const lang = useUiLanguage();
  const { opportunities: request, reload } = useOpportunities();
  const opportunities = useAppSelector(selectOpportunities);

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
          onRetry={reload}
        >
          {(headingId) => (
            <Stack component="ul" spacing={2} aria-labelledby={headingId} sx={{ ...bareList }}>
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
