import { useTranslation } from 'react-i18next';

import { FactGrid, type Fact } from '@/components/layout/FactGrid';
import { NOT_GIVEN } from '@/components/layout/notGiven';
import type { Lang } from '@/contract/common';
import type { OpportunitySummary } from '@/contract/opportunities';
import { formatDay } from '@/lib/dateFormat';

import { inLang } from '../opportunity.format';

/**
 * The summary's facts, all a manager sees of an opportunity before its NDA: location, start and duration, then
 * `more` (the list adds the status).
 */
export function OpportunitySummaryFacts({
  opportunity,
  lang,
  more = [],
}: {
  opportunity: OpportunitySummary;
  lang: Lang;
  more?: Fact[];
}) {
  const { t } = useTranslation('management');
  return (
    <FactGrid
      facts={[
        {
          key: 'location',
          label: t('opportunities.location'),
          value: inLang(opportunity.location, lang) || NOT_GIVEN,
        },
        {
          key: 'start',
          label: t('opportunities.start'),
          value: opportunity.startDate ? formatDay(opportunity.startDate, lang) : t('opportunities.startOpen'),
        },
        {
          key: 'duration',
          label: t('opportunities.duration'),
          value: opportunity.durationInMonths
            ? t('duration.months', { count: opportunity.durationInMonths })
            : NOT_GIVEN,
        },
        ...more,
      ]}
    />
  );
}
