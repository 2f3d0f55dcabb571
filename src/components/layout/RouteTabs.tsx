import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Link as RouterLink, useLocation } from 'react-router';

import { routeTabOf } from './routeTabOf';

export interface RouteTab<T extends string> {
  value: T;
  label: string;
  href: string;
}

/** At most this many tabs share a phone's width; more scroll. */
const PHONE_SHARED_TABS = 3;

interface RouteTabsProps<T extends string> {
  /** Names the navigation and the tab list. */
  label: string;
  /** The address the tabs are sub-routes of (`/management`, `/placement/17`). */
  basePath: string;
  tabs: readonly RouteTab<T>[];
}

/**
 * Tabs as links to sub-routes: the address says which one is current, so a reload, a shared
 * link and the back button agree with what is shown. MUI's navigation-tabs pattern: a labelled
 * navigation whose current link says so with `aria-current`. An address that names none of
 * the tabs shown (on its way to a redirect) selects none.
 */
export function RouteTabs<T extends string>({ label, basePath, tabs }: RouteTabsProps<T>) {
  const { pathname } = useLocation();
  // On a phone a few tabs share the width, each label whole (long German words break at their soft hyphens);
  // scrolling tabs would hide the last one behind an arrow.
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const shared = phone && tabs.length <= PHONE_SHARED_TABS;
  const selected = routeTabOf(
    pathname,
    basePath,
    tabs.map((tab) => tab.value),
  );
  return (
    <Box component="nav" aria-label={label} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Tabs
        value={selected ?? false}
        aria-label={label}
        variant={shared ? 'fullWidth' : 'scrollable'}
        allowScrollButtonsMobile={!shared}
      >
        {tabs.map((tab) => (
          <Tab
            key={tab.value}
            value={tab.value}
            label={tab.label}
            component={RouterLink}
            to={tab.href}
            aria-current={selected === tab.value ? 'page' : undefined}
            sx={shared ? { minWidth: 0, px: 1, hyphens: 'manual' } : undefined}
          />
        ))}
      </Tabs>
    </Box>
  );
}
