import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';

import { LazyAlert } from '@/components/feedback/LazyAlert';

/** A screen that failed to render (or whose chunk failed to load) never leaves a blank page. */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <Box sx={{ maxWidth: 640, mx: 'auto', my: 8, px: 2 }}>
      <LazyAlert
        severity="error"
        role="alert"
        action={
          <Button color="inherit" onClick={() => window.location.reload()}>
            {t('actions.reload')}
          </Button>
        }
      >
        <strong>{t('error.title')}</strong>
        <br />
        {t('error.boundary')}
      </LazyAlert>
    </Box>
  );
}
