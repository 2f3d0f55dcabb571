import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { paths, type PlacementTab } from '@/config/paths';
import type { YearMonth } from '@/contract/month';

/**
 * The tabs Daily overview, Monthly report and Billing as links (sub-routes), at the
 * shown month; Billing only where the placement has it.
 */
export const PlacementTabs = memo(function PlacementTabs({
  placementId,
  current,
  month,
  withBilling,
}: {
  placementId: string;
  current: PlacementTab;
  month: YearMonth;
  withBilling: boolean;
}) {
  const { t } = useTranslation('placement');
  const tabs: PlacementTab[] = withBilling
    ? ['daily-overview', 'monthly-report', 'billing']
    : ['daily-overview', 'monthly-report'];
  return (
    <Box component="nav" aria-label={t('tabs.label')} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      {/* The Billing address of a placement without Billing shows no tab as current while it returns to the first tab. */}
      <Tabs
        value={tabs.includes(current) ? current : false}
        aria-label={t('tabs.label')}
        variant="scrollable"
        allowScrollButtonsMobile
      >
        {tabs.map((tab) => (
          <Tab
            key={tab}
            value={tab}
            label={t(`tabs.${tab}`)}
            component={RouterLink}
            to={paths.placementTab.getHref(placementId, tab, month)}
            aria-current={current === tab ? 'page' : undefined}
          />
        ))}
      </Tabs>
    </Box>
  );
});
