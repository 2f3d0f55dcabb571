import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { FULL_SCREEN_QUERY } from '@/components/dialog/dialogRoute';
import { useCloseDialog } from '@/features/resume/components/useCloseDialog';

/** A dialog's deep link names an entry the CV does not have (deleted, or a broken link): say so, offer to close. */
export function NotFoundDialog() {
  const { t } = useTranslation('resumeEdit');
  const { t: tCommon } = useTranslation();
  const close = useCloseDialog();
  const fullScreen = useMediaQuery(FULL_SCREEN_QUERY);
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog
      open
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      onClose={close}
      aria-labelledby={titleId}
      aria-describedby={textId}
    >
      <DialogTitle id={titleId} component="h2">
        {t('notFound.title')}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{t('notFound.text')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={close} autoFocus>
          {tCommon('actions.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
