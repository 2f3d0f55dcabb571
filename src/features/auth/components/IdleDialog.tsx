import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';

import { useLogoutAsking } from '@/components/dialog/LogoutConfirmDialog';
import { useAppDispatch, useAppSelector } from '@/core/hooks';

import { selectIdleSecondsLeft } from '../auth.selectors';
import { authActions } from '../auth.slice';

/**
 * 60 seconds before the idle logout, offer to stay signed in (docs/decisions/009-idle-timeout.md). Its 'log out'
 * asks first when a form holds unsaved work; the logout at the end of the countdown never asks and keeps the
 * drafts (docs/decisions/034-logout-revokes.md).
 */
export function IdleDialog() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const seconds = useAppSelector(selectIdleSecondsLeft);
  const { requestLogout, confirmation } = useLogoutAsking();
  return (
    <>
      <Dialog open={seconds !== null} aria-labelledby="idle-title" aria-describedby="idle-body" maxWidth="xs">
        <DialogTitle id="idle-title">{t('idle.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText id="idle-body">{t('idle.body', { count: seconds ?? 0 })}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button
            onClick={() => {
              // A click is activity, recorded here at once: the window's own record of it writes at most once a
              // second, and a question over unsaved work that the manager answers with 'go back' must not find the
              // countdown still running behind it.
              dispatch(authActions.activityRecorded());
              requestLogout();
            }}
          >
            {t('idle.logout')}
          </Button>
          <Button variant="contained" autoFocus onClick={() => dispatch(authActions.activityRecorded())}>
            {t('idle.stay')}
          </Button>
        </DialogActions>
      </Dialog>
      {/* Beside the idle dialog, which closes with the click (a click is activity). */}
      {confirmation}
    </>
  );
}
