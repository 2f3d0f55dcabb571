import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';

/**
 * What a lazy route or a loading screen shows meanwhile. A screen's loader holds a screen's
 * height, so the footer below it stays out of view and does not jump when the screen arrives
 * (layout shift); a `section` of a screen (a tab's list, a dialog) holds a few lines.
 */
export function PageLoader({ section = false }: { section?: boolean }) {
  const { t } = useTranslation();
  return (
    <Box role="status" sx={{ display: 'grid', placeItems: 'center', minHeight: section ? 240 : '100vh' }}>
      <CircularProgress aria-label={t('app.loading')} />
    </Box>
  );
}
