import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The one delete footer: delete, then "are you sure" with yes and no. */
export function DeleteFooter({
  onDelete,
  confirmText,
  busy,
}: {
  onDelete: () => void;
  confirmText?: string;
  busy: boolean;
}) {
  const { t } = useTranslation('forms');
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return (
      <Button color="error" onClick={() => setAsking(true)} disabled={busy}>
        {t('dialog.delete')}
      </Button>
    );
  }
  return (
    <Box
      role="group"
      aria-label={t('dialog.delete')}
      sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}
    >
      <Box component="span" role="alert" sx={{ color: 'error.main', typography: 'body2' }}>
        {confirmText ?? t('dialog.deleteConfirm')}
      </Box>
      <Button color="error" variant="contained" onClick={onDelete} disabled={busy}>
        {t('dialog.deleteYes')}
      </Button>
      <Button onClick={() => setAsking(false)} disabled={busy} autoFocus>
        {t('dialog.deleteNo')}
      </Button>
    </Box>
  );
}
