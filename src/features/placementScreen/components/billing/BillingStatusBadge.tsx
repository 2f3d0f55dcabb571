import { useTranslation } from 'react-i18next';

import { StatusBadge } from '@/components/layout/StatusBadge';
import { toneOf } from '@/components/status/statusTones';
import { billingBadgeColour, billingStatusLabel, type BillingBadgeColour } from '@/contract/placements';

/** 100 green, 200 and 250 orange, 300 grey: the tones of the one table; anything else black, as the spec says. */
const COLOURS: Record<BillingBadgeColour, { bgcolor: string; color: string }> = {
  green: toneOf('billing', 'open').fill,
  orange: toneOf('billing', 'submitted').fill,
  grey: toneOf('billing', 'closed').fill,
  black: { bgcolor: 'common.black', color: 'common.white' },
};

/**
 * A month's billing status: its colour and, never colour alone, its label
 * (Open, Submitted, Closed); a code the spec does not name is kept and named as unknown, with the code.
 */
export function BillingStatusBadge({ billingStatus, id }: { billingStatus: number; id?: string }) {
  const { t } = useTranslation('billing');
  const colour = billingBadgeColour(billingStatus);
  const label = billingStatusLabel(billingStatus);
  return (
    <StatusBadge
      id={id}
      colours={COLOURS[colour]}
      data={{ 'data-colour': colour }}
      label={label ? t(`status.${label}`) : t('status.unknown', { code: billingStatus })}
    />
  );
}
