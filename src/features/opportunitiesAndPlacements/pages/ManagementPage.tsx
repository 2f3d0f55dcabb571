import '@/core/opportunities/opportunities.feature';
import '../opportunityAnswers.feature';

import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { Navigate, useRoutes } from 'react-router';

import { PageHeading } from '@/components/layout/PageHeading';
import { paths } from '@/config/paths';

import { ManagementTabs } from '../components/ManagementTabs';
import { OpportunitiesTab } from '../components/OpportunitiesTab';
import { OpportunityDialog } from '../components/OpportunityDialog';
import { PlacementsTab } from '../components/PlacementsTab';

/**
 * `/management/*`: the tabs Opportunities (the default) and Placements as
 * sub-routes. The opportunity dialog is a route over the opportunities tab, one entry per
 * step, so the browser's back button steps back through it: `opportunities/:id` shows the
 * step the data calls for (the NDA while it is not accepted, then the details; read-only when
 * the opportunity is not new), `opportunities/:id/application` the application.
 */
export default function ManagementPage() {
  const { t } = useTranslation('management');
  const tab = useRoutes([
    {
      path: 'opportunities',
      element: <OpportunitiesTab />,
      children: [{ path: ':id/*', element: <OpportunityDialog /> }],
    },
    { path: 'placements', element: <PlacementsTab /> },
    { path: '*', element: <Navigate to={paths.managementOpportunities.getHref()} replace /> },
  ]);

  return (
    <Box>
      <PageHeading title={t('title')} intro={t('intro')} />
      <ManagementTabs />
      <Box sx={{ pt: { xs: 2, sm: 3 } }}>{tab}</Box>
    </Box>
  );
}
