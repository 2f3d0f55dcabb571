import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';

import { bareList } from '@/components/layout/bareList';
import { ListSection } from '@/components/layout/ListSection';
import { useAppSelector } from '@/core/hooks';
import { useLabelOf } from '@/core/meta/useLabelOf';
import { usePlacements } from '@/core/placements/usePlacements';
import { useUiLanguage } from '@/lib/useUiLanguage';

import { selectPlacementsInTabOrder } from '../placements.order';
import { PlacementCard } from './PlacementCard';

/**
 * `/management/placements`: the manager's placements, active ones first. Contract
 * types read as everywhere else in the portal: the labels and enums' `contractTypes`, the list the CV's
 * positions use too; a code the labels do not name is said to be unknown.
 */
export function PlacementsTab() {
  const { t } = useTranslation('management');
  const lang = useUiLanguage();
  const { placements: request, reload } = usePlacements();
  const placements = useAppSelector(selectPlacementsInTabOrder);
  const contractTypeOf = useLabelOf('contractTypes');

  return (
    <ListSection
      title={t('placements.heading')}
      request={request}
      count={placements.length}
      texts={{
        empty: t('placements.empty'),
        loadError: t('placements.loadError'),
        refreshing: t('placements.refreshing'),
      }}
      onRetry={reload}
    >
      {(headingId) => (
        <Stack component="ul" spacing={2} aria-labelledby={headingId} sx={{ ...bareList }}>
          {placements.map((placement) => (
            <PlacementCard
              key={placement.id}
              placement={placement}
              lang={lang}
              contractType={contractTypeOf(placement.contractType)}
            />
          ))}
        </Stack>
      )}
    </ListSection>
  );
}
