import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';

/**
 * The portal's word mark, drawn in CSS so it costs no request. A link around it is named by
 * `app.logoAlt` or `app.logoToLogin`, which begin with the words shown here (WCAG 2.5.3 Label
 * in Name: who sees "IN Interim-Manager-Portal" can say it to a speech control).
 */
export function Logo({ inverted = false, compact = false }: { inverted?: boolean; compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <Box
      component="span"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, color: inverted ? '#fff' : 'primary.main' }}
    >
      <Box
        component="span"
        aria-hidden
        sx={{
          width: 32,
          height: 32,
          borderRadius: 1.5,
          display: 'grid',
          placeItems: 'center',
          fontWeight: 700,
          fontSize: 15,
          bgcolor: inverted ? '#fff' : 'primary.main',
          color: inverted ? 'primary.main' : '#fff',
        }}
      >
        {t('app.logoMark')}
      </Box>
      {/* Two words in the text too ("IN Interim-Manager-Portal", not "ININTERIM-…"); a flex container does not draw the space. */}{' '}
      {/* Below 420 px the signed-in header has no room for the name; the link keeps its label. */}
      <Box
        component="span"
        sx={{
          fontWeight: 500,
          fontSize: { xs: 15, sm: 18 },
          lineHeight: 1.1,
          whiteSpace: 'nowrap',
          ...(compact && { '@media (max-width: 419.95px)': { display: 'none' } }),
        }}
      >
        {t('app.name')}
      </Box>
    </Box>
  );
}
