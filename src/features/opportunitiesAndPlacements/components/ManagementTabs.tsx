import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';

import { paths } from '@/config/paths';

type TabName = 'opportunities' | 'placements';

const TAB_PATHS: Record<TabName, string> = {
  opportunities: paths.managementOpportunities.path,
  placements: paths.managementPlacements.path,
};

/** The tab the address names (the opportunities tab holds its dialog routes too). */
export function tabOf(pathname: string): TabName {
  const under = (base: string) => pathname === base || pathname.startsWith(`${base}/`);
  return under(TAB_PATHS.placements) ? 'placements' : 'opportunities';
}

/**
 * The two tabs as links (sub-routes): the address says which is selected, so a
 * reload, a shared link and the back button agree with what is shown. MUI's navigation-tabs
 * pattern: a labelled navigation whose current link says so with `aria-current`.
 */
export function ManagementTabs() {
  const { t } = useTranslation('management');
  const { pathname } = useLocation();
  const current = tabOf(pathname);
  const tab = (name: TabName, href: string) => (
    <Tab
      key={name}
      value={name}
      label={t(`tabs.${name}`)}
      component={RouterLink}
      to={href}
      aria-current={current === name ? 'page' : undefined}
    />
  );
  return (
    <Box component="nav" aria-label={t('tabs.label')} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Tabs value={current} aria-label={t('tabs.label')} variant="scrollable" allowScrollButtonsMobile>
        {tab('opportunities', paths.managementOpportunities.getHref())}
        {tab('placements', paths.managementPlacements.getHref())}
      </Tabs>
    </Box>
  );
}
