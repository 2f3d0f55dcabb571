import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { useLogoutAsking } from '@/components/dialog/LogoutConfirmDialog';
import { useNeedsConnection } from '@/components/feedback/NeedsConnection';
import { paths } from '@/config/paths';
import { ROLE } from '@/contract/common';
import { META_PATHS } from '@/contract/meta';
import { useOpenFile } from '@/core/feedback/useOpenFile';
import { useAppSelector } from '@/core/hooks';
import {
  selectFullName,
  selectInitials,
  selectPersonalDetails,
  type ProfileRoot,
} from '@/core/profile/profile.selectors';
import { useProfilePhoto } from '@/core/profile/useProfilePhoto';
import { selectRole } from '@/core/session/session.selectors';
import { useUiLanguage } from '@/lib/useUiLanguage';

/**
 * Avatar and full name; my profile, my documents, home / opportunities and
 * placements / resume when the header does not show them (docs/decisions/015-header-breakpoint.md), login settings
 * (disabled), notification settings, download FAQ, logout.
 */
export function ProfileMenu({ showMainLinks }: { showMainLinks: boolean }) {
  const { t } = useTranslation();
  const { requestLogout, confirmation } = useLogoutAsking();
  const openFile = useOpenFile();
  const connection = useNeedsConnection();
  const lang = useUiLanguage();
  const fullName = useAppSelector((state: ProfileRoot) => selectFullName(state, lang));
  const initials = useAppSelector(selectInitials);
  const role = useAppSelector(selectRole);
  const details = useAppSelector(selectPersonalDetails);
  const photo = useProfilePhoto(details?.photo);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const close = () => setAnchor(null);
  const isManager = role === ROLE.MANAGER;
  // WCAG 2.5.3 Label in Name: the button's name begins with what it shows: the initials (all a
  // phone shows; a photo stands in for them once loaded), then the full name (from 800 px).
  const shown = [photo ? '' : initials, fullName].filter(Boolean).join(' ');

  const link = (to: string, label: string) => (
    <MenuItem key={to} component={RouterLink} to={to} onClick={close}>
      {label}
    </MenuItem>
  );
  const items: ReactNode[] = [];
  if (isManager) {
    items.push(
      link(paths.account.getHref(), t('menu.myProfile')),
      link(paths.documents.getHref(), t('menu.myDocuments')),
    );
    if (showMainLinks) {
      items.push(
        link(paths.dashboard.getHref(), t('menu.home')),
        link(paths.management.getHref(), t('menu.management')),
        link(paths.resume.getHref(), t('menu.resume')),
      );
    }
    items.push(
      <MenuItem key="login-settings" disabled>
        {t('menu.loginSettings')}
      </MenuItem>,
      link(paths.notificationSettings.getHref(), t('menu.notificationSettings')),
    );
  } else if (showMainLinks) {
    items.push(link(paths.projects.getHref(), t('nav.projects')));
  }
  items.push(
    <MenuItem
      key="faq"
      // The file is the server's (docs/decisions/054-offline-data.md): offline the item says why it is disabled.
      disabled={connection.offline}
      onClick={() => {
        close();
        openFile(META_PATHS.faqFile.build());
      }}
      sx={{ flexWrap: 'wrap', whiteSpace: 'normal' }}
    >
      {t('menu.downloadFaq')}
      {connection.note && <Box sx={{ flexBasis: '100%', maxWidth: 280 }}>{connection.note}</Box>}
    </MenuItem>,
    <Divider key="divider" />,
    <MenuItem
      key="logout"
      onClick={() => {
        close();
        requestLogout();
      }}
    >
      <ListItemText>{t('menu.logout')}</ListItemText>
    </MenuItem>,
  );

  return (
    <>
      <Button
        color="inherit"
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        aria-label={t('menu.open', { name: shown || '…' })}
        endIcon={<ArrowDropDown />}
        sx={{ minWidth: 0, px: 1 }}
      >
        <Avatar
          src={photo ?? undefined}
          alt=""
          sx={{ width: 32, height: 32, bgcolor: '#fff', color: 'primary.main', fontSize: 14, fontWeight: 500 }}
        >
          {initials}
        </Avatar>
        {/* Initials and name as two words of the text ("KB Frau …"); the flex button does not draw the space. */}{' '}
        <Box
          component="span"
          sx={{
            ml: 1,
            display: { xs: 'none', md: 'inline' },
            maxWidth: 260,
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
          }}
        >
          {fullName}
        </Box>
      </Button>
      {/* The edit icon next to the full name leads to the account page; readonly hides it. */}
      {isManager && details && !details.readonly && (
        <IconButton
          component={RouterLink}
          to={paths.account.getHref()}
          color="inherit"
          aria-label={t('menu.editProfile')}
          title={t('menu.editProfile')}
          sx={{ ml: -0.5 }}
        >
          <EditOutlined fontSize="small" />
        </IconButton>
      )}
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {items}
      </Menu>
      {confirmation}
    </>
  );
}
