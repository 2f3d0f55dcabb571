import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';

interface ReleaseDialogProps {
  open: boolean;
  automaticRelease: boolean;
  onHome: () => void;
}

/** After a successful registration, the automatic- or manual-release message; leads home. */
export function ReleaseDialog({ open, automaticRelease, onHome }: ReleaseDialogProps) {
  const { t } = useTranslation('registration');
  return (
    <Dialog open={open} aria-labelledby="release-title" aria-describedby="release-text" maxWidth="sm" fullWidth>
      <DialogTitle id="release-title">{t('release.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="release-text">
          {automaticRelease ? t('release.automatic') : t('release.manual')}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="contained" onClick={onHome} autoFocus>
          {t('release.home')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
