import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import releaseDe from '@/assets/release-de.svg?no-inline';
import releaseEn from '@/assets/release-en.svg?no-inline';
import { PortalDialog } from '@/components/dialog/PortalDialog';
import { useUiLanguage } from '@/lib/useUiLanguage';

/**
 * The automatic-release success dialog, shown after a login while initialInputCv is
 * 100. Its image follows the language (200 = English). Closing stays on the dashboard.
 */
export function ReleaseDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('dashboard');
  const lang = useUiLanguage();
  const titleId = useId();
  return (
    <PortalDialog open={open} titleId={titleId} maxWidth="sm" onEscape={onClose}>
      <DialogTitle id={titleId}>{t('release.title')}</DialogTitle>
      <DialogContent>
        <img
          src={lang === 'en' ? releaseEn : releaseDe}
          alt={t('release.imageAlt')}
          width={480}
          height={240}
          style={{ width: '100%', height: 'auto', display: 'block', marginBottom: 16 }}
        />
        <Typography>{t('release.text')}</Typography>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {t('release.close')}
        </Button>
      </DialogActions>
    </PortalDialog>
  );
}
