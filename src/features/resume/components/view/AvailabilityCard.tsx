import { useTranslation } from 'react-i18next';

import { FactGrid, filledFacts } from '@/components/layout/FactGrid';
import type { Availability } from '@/contract/resume';
import { useLabelOf } from '@/core/meta/useLabelOf';
import { formatEuro } from '@/lib/numbers';

import { CvSection } from './CvSection';
import { useCvView } from './cvViewContext';
import { EditLink } from './EditLink';
import { useCvFormat } from './useCvFormat';

/**
 * The availability-and-rates card of the resume page: available from (with its
 * remarks), operational readiness, daily rate from–to and annual target income in euro in the UI
 * language's format (docs/decisions/019-locale-formats.md), mobility (with its remarks); the edit link opens
 * the dialog. An amount of 0 is "not given" (an empty number becomes 0).
 */
export function AvailabilityCard({ availability }: { availability: Availability | null | undefined }) {
  const { t } = useTranslation('resume');
  const { uiLang } = useCvView();
  const format = useCvFormat();
  const readiness = useLabelOf('operationalReadiness');
  const mobility = useLabelOf('mobility');
  const a = availability;
  const rateFrom = a && a.dailyRateFrom > 0 ? formatEuro(a.dailyRateFrom, uiLang) : '';
  const rateTo = a && a.dailyRateTo > 0 ? formatEuro(a.dailyRateTo, uiLang) : '';
  const facts = a
    ? filledFacts([
        { label: t('availability.availableFrom'), value: format.day(a.availableFrom) },
        { label: t('availability.availableFromRemarks'), value: a.availableFromRemarks?.trim() },
        {
          label: t('availability.operationalReadiness'),
          value: (a.operationalReadiness ?? []).map(readiness).filter(Boolean).join(', '),
        },
        {
          label: t('availability.dailyRate'),
          value: rateFrom && rateTo ? t('availability.range', { from: rateFrom, to: rateTo }) : rateFrom || rateTo,
        },
        {
          label: t('availability.annualTargetIncome'),
          value: a.annualTargetIncome > 0 ? formatEuro(a.annualTargetIncome, uiLang) : '',
        },
        { label: t('availability.mobility'), value: mobility(a.mobility) },
        { label: t('availability.mobilityRemarks'), value: a.mobilityRemarks?.trim() },
      ])
    : [];
  return (
    <CvSection
      title={t('availability.heading')}
      empty={facts.length === 0}
      emptyDialog="availability"
      action={<EditLink dialog="availability" text={t('edit.edit')} label={t('edit.availability')} />}
    >
      <FactGrid layout="rows" facts={facts} />
    </CvSection>
  );
}
