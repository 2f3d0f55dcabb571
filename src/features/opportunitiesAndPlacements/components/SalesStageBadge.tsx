import { useTranslation } from 'react-i18next';

import { StatusBadge } from '@/components/layout/StatusBadge';
import { toneOf } from '@/components/status/statusTones';
import { salesStageBadge, type SalesStageBadge as Badge } from '@/contract/placements';

const COLOURS: Record<Badge, { bgcolor: string; color: string }> = {
  inProgress: toneOf('salesStage', 'inProgress').fill,
  ongoing: toneOf('salesStage', 'ongoing').fill,
  closed: toneOf('salesStage', 'closed').fill,
};

/**
 * The placement's sales-stage badge: in progress, ongoing or closed, in words;
 * any other stage shows none.
 */
export function SalesStageBadge({ salesStage }: { salesStage: number }) {
  const { t } = useTranslation('management');
  const badge = salesStageBadge(salesStage);
  if (!badge) return null;
  return <StatusBadge colours={COLOURS[badge]} data={{ 'data-badge': badge }} label={t(`badge.${badge}`)} />;
}
