import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from 'react-i18next';
import { NavLink, Link as RouterLink } from 'react-router';

import { bareList } from '@/components/layout/bareList';
import { LanguageSwitch } from '@/components/layout/LanguageSwitch';
import { Logo } from '@/components/layout/Logo';
import { paths } from '@/config/paths';
import { ROLE } from '@/contract/common';
import { useAppSelector } from '@/core/hooks';
import { selectRole } from '@/core/session/session.selectors';
import { selectAgreementPending } from '@/features/agreement/agreement.selectors';

import { DESKTOP_HEADER_MIN_WIDTH, MAX_APP_WIDTH } from '../theme/theme';
import { ProfileMenu } from './ProfileMenu';

/** The three links show in the header from 1014 px, else in the menu (docs/decisions/015-header-breakpoint.md). */
export function Header() {
  const { t } = useTranslation();
  const role = useAppSelector(selectRole);
  const agreementPending = useAppSelector(selectAgreementPending);
  const desktop = useMediaQuery(`(min-width:${DESKTOP_HEADER_MIN_WIDTH}px)`, { noSsr: true });
  const home = role === ROLE.CLIENT ? paths.projects.getHref() : paths.dashboard.getHref();
  const links =
    role === ROLE.CLIENT
      ? [{ to: paths.projects.getHref(), label: t('nav.projects') }]
      : [
          { to: paths.dashboard.getHref(), label: t('nav.home') },
          { to: paths.resume.getHref(), label: t('nav.resume') },
          { to: paths.management.getHref(), label: t('nav.management') },
        ];

  return (
    <AppBar position="sticky" elevation={0} component="header">
      <Toolbar
        sx={{ width: '100%', maxWidth: MAX_APP_WIDTH, mx: 'auto', gap: { xs: 1, sm: 2 }, px: { xs: 1.5, sm: 3 } }}
      >
        <Link
          component={RouterLink}
          to={home}
          color="inherit"
          underline="none"
          aria-label={t('app.logoAlt')}
          sx={{ flexShrink: 1, minWidth: 0 }}
        >
          <Logo inverted compact={!agreementPending} />
        </Link>
        {desktop && !agreementPending && (
          <Box component="nav" aria-label={t('nav.main')} sx={{ ml: 3 }}>
            <Stack direction="row" spacing={1} component="ul" sx={{ ...bareList }}>
              {links.map((link) => (
                <li key={link.to}>
                  <Button
                    component={NavLink}
                    to={link.to}
                    color="inherit"
                    sx={{ opacity: 0.9, '&.active': { opacity: 1, boxShadow: 'inset 0 -3px 0 #fff', borderRadius: 0 } }}
                  >
                    {link.label}
                  </Button>
                </li>
              ))}
            </Stack>
          </Box>
        )}
        <Box sx={{ flexGrow: 1 }} />
        <LanguageSwitch inverted />
        {!agreementPending && <ProfileMenu showMainLinks={!desktop} />}
      </Toolbar>
    </AppBar>
  );
}
