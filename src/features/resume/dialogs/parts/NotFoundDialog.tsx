import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { useCloseDialog } from '@/components/dialog/dialogRoute';
import { PortalDialog } from '@/components/dialog/PortalDialog';
import { useResumeBase } from '@/features/resume/components/resumeBase';

/** A dialog's deep link names an entry the CV does not have (deleted, or a broken link): say so, offer to close. */
export function NotFoundDialog() {
  const { t } = useTranslation('resumeEdit');
  const { t: tCommon } = useTranslation();
  const close = useCloseDialog(useResumeBase().path);
  const titleId = useId();
  const textId = useId();
  return (
    <PortalDialog titleId={titleId} descriptionId={textId} maxWidth="sm" onEscape={close}>
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
    </PortalDialog>
  );
}
