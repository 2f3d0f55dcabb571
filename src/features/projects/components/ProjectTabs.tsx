import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { paths } from '@/config/paths';
import { PROJECT_TABS, type ProjectTab } from '@/contract/projects';

/** The four tabs as links (sub-routes), each with its number of projects. */
export function ProjectTabs({ current, counts }: { current: ProjectTab; counts: Record<ProjectTab, number> | null }) {
  const { t } = useTranslation('projects');
  return (
    <Box component="nav" aria-label={t('tabs.label')} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Tabs value={current} aria-label={t('tabs.label')} variant="scrollable" allowScrollButtonsMobile>
        {PROJECT_TABS.map((tab) => (
          <Tab
            key={tab}
            value={tab}
            label={counts ? t('tabs.withCount', { label: t(`tabs.${tab}`), count: counts[tab] }) : t(`tabs.${tab}`)}
            component={RouterLink}
            to={paths.projectsTab.getHref(tab)}
            aria-current={current === tab ? 'page' : undefined}
          />
        ))}
      </Tabs>
    </Box>
  );
}
