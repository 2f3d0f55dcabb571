import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from 'react-i18next';

/** The × in a dialog's top right corner, named "Close"; the dialog's title leaves room for it (`pr: 7`). */
export function DialogCloseButton({ onClick, disabled = false }: { onClick: () => void; disabled?: boolean }) {
  const { t } = useTranslation();
  return (
    <IconButton
      aria-label={t('actions.close')}
      onClick={onClick}
      disabled={disabled}
      sx={{ position: 'absolute', right: 8, top: 8 }}
    >
      <Box
        component="span"
        aria-hidden
        sx={{ fontSize: 28, lineHeight: 1, width: 24, height: 24, display: 'grid', placeItems: 'center' }}
      >
        ×
      </Box>
    </IconButton>
  );
}
