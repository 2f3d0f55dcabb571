import { memo } from 'react';
import { useTranslation } from 'react-i18next';

import { RouteTabs } from '@/components/layout/RouteTabs';
import { paths, type PlacementTab } from '@/config/paths';
import type { YearMonth } from '@/contract/month';

/**
 * The tabs Daily overview, Monthly report and Billing as links (sub-routes), at the shown
 * month; Billing only where the placement has it (its address then selects no tab while it
 * returns to the first one).
 */
export const PlacementTabs = memo(function PlacementTabs({
  placementId,
  month,
  withBilling,
}: {
  placementId: string;
  month: YearMonth;
  withBilling: boolean;
}) {
  const { t } = useTranslation('placement');
  const shown: PlacementTab[] = withBilling
    ? ['daily-overview', 'monthly-report', 'billing']
    : ['daily-overview', 'monthly-report'];
  const tabs = shown.map((tab) => ({
    value: tab,
    label: t(`tabs.${tab}`),
    href: paths.placementTab.getHref(placementId, tab, month),
  }));
  return <RouteTabs label={t('tabs.label')} basePath={paths.placement.getHref(placementId)} tabs={tabs} />;
});
