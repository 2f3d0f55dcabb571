import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { salesStageBadge, type SalesStageBadge as Badge } from '@/contract/placements';

/** Part 2 §9: a badge is at least 70 px wide. */
export const BADGE_MIN_WIDTH = 70;

const COLOURS: Record<Badge, { bgcolor: string; color: string }> = {
  inProgress: { bgcolor: 'primary.main', color: 'primary.contrastText' },
  ongoing: { bgcolor: 'success.dark', color: 'common.white' },
  closed: { bgcolor: 'grey.300', color: 'text.primary' },
};

/**
 * The placement's sales-stage badge (part 2 §4): in progress, ongoing or closed, in words;
 * any other stage shows none.
 */
export function SalesStageBadge({ salesStage }: { salesStage: number }) {
  const { t } = useTranslation('management');
  const badge = salesStageBadge(salesStage);
  if (!badge) return null;
  return (
    <Box
      component="span"
      data-badge={badge}
      sx={{
        ...COLOURS[badge],
        display: 'inline-block',
        minWidth: BADGE_MIN_WIDTH,
        px: 1.25,
        py: 0.25,
        borderRadius: 4,
        typography: 'body2',
        fontWeight: 500,
        textAlign: 'center',
        whiteSpace: 'nowrap',
      }}
    >
      {t(`badge.${badge}`)}
    </Box>
  );
}
