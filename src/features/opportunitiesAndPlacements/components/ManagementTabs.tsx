import { useTranslation } from 'react-i18next';

import { RouteTabs } from '@/components/layout/RouteTabs';
import { paths } from '@/config/paths';

/** The two tabs of /management as links (sub-routes); the opportunities tab holds its dialog's routes too. */
export function ManagementTabs() {
  const { t } = useTranslation('management');
  const tabs = [
    { value: 'opportunities', label: t('tabs.opportunities'), href: paths.managementOpportunities.getHref() },
    { value: 'placements', label: t('tabs.placements'), href: paths.managementPlacements.getHref() },
  ] as const;
  return <RouteTabs label={t('tabs.label')} basePath={paths.management.path} tabs={tabs} />;
}
