import { useTranslation } from 'react-i18next';

import { RouteTabs } from '@/components/layout/RouteTabs';
import { paths } from '@/config/paths';
import { PROJECT_TABS, type ProjectTab } from '@/contract/projects';

/** The four tabs as links (sub-routes), each with its number of projects once the list is there. */
export function ProjectTabs({ counts }: { counts: Record<ProjectTab, number> | null }) {
  const { t } = useTranslation('projects');
  const tabs = PROJECT_TABS.map((tab) => ({
    value: tab,
    label: counts ? t('tabs.withCount', { label: t(`tabs.${tab}`), count: counts[tab] }) : t(`tabs.${tab}`),
    href: paths.projectsTab.getHref(tab),
  }));
  return <RouteTabs label={t('tabs.label')} basePath={paths.projects.path} tabs={tabs} />;
}
