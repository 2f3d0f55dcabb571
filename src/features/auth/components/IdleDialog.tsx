import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';

import { useAppDispatch, useAppSelector } from '@/core/hooks';
import { logoutRequested } from '@/core/session/session.events';

import { selectIdleSecondsLeft } from '../auth.selectors';
import { authActions } from '../auth.slice';

/** 60 seconds before the idle logout, offer to stay signed in (docs/decisions/009-idle-timeout.md). */
export function IdleDialog() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const seconds = useAppSelector(selectIdleSecondsLeft);
  return (
    <Dialog open={seconds !== null} aria-labelledby="idle-title" aria-describedby="idle-body" maxWidth="xs">
      <DialogTitle id="idle-title">{t('idle.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="idle-body">{t('idle.body', { seconds: seconds ?? 0 })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => dispatch(logoutRequested())}>{t('idle.logout')}</Button>
        <Button variant="contained" autoFocus onClick={() => dispatch(authActions.activityRecorded())}>
          {t('idle.stay')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
