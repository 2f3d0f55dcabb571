import { useTranslation } from 'react-i18next';

import { DateRangeFields } from '@/components/form/DateRangeFields';

interface PositionPeriodFieldsProps {
  /** '' for the position itself, `sameCompanyRoles[2].` for a row of a list. */
  prefix: string;
  /** yyyy-MM-dd: neither date may be later. */
  today: string;
}

/** Start, "current", end of a position or role. */
export function PositionPeriodFields({ prefix, today }: PositionPeriodFieldsProps) {
  const { t } = useTranslation('workExperience');
  return (
    <DateRangeFields
      from={{ name: `${prefix}dateFrom`, label: t('dates.from'), max: today }}
      to={{ name: `${prefix}dateTo`, label: t('dates.to'), max: today }}
      current={{ name: `${prefix}isActualEngagement`, label: t('dates.current') }}
    />
  );
}
