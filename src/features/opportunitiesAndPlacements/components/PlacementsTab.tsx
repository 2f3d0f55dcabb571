import Stack from '@mui/material/Stack';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { bareList } from '@/components/layout/bareList';
import { ListSection } from '@/components/layout/ListSection';
import { CONTRACT_TYPE } from '@/contract/resume';
import { useAppSelector } from '@/core/hooks';
import { useLabelList } from '@/core/meta/useLabelList';
import { usePlacements } from '@/core/placements/usePlacements';
import { useUiLanguage } from '@/lib/useUiLanguage';

import { selectPlacementsInTabOrder } from '../placements.order';
import { PlacementCard } from './PlacementCard';

const CONTRACT_TYPES: readonly string[] = Object.values(CONTRACT_TYPE);

/**
 * `/management/placements`: the manager's placements, active ones first. Contract
 * types read as everywhere else in the portal: the labels and enums' `contractTypes` (codes
 * 100-600), the list the CV's positions use too.
 */
export function PlacementsTab() {
  const { t } = useTranslation('management');
  const lang = useUiLanguage();
  const { placements: request, reload } = usePlacements();
  const placements = useAppSelector(selectPlacementsInTabOrder);
  const contractTypeOptions = useLabelList('contractTypes');
  const contractTypeOf = useMemo(() => {
    const labels = new Map(
      contractTypeOptions
        .filter((option) => CONTRACT_TYPES.includes(option.value))
        .map((option) => [option.value, option.label]),
    );
    return (code: string) => labels.get(code) ?? '';
  }, [contractTypeOptions]);

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
