import * as yup from 'yup';

import type { Availability } from '@/contract/resume';
import { amountValue, normaliseAmount } from '@/lib/numbers';
import { rule } from '@/lib/validation';

import type { ResumeSave } from '../resume.types';

/**
 * The availability-and-rates dialog. Amounts are whole euros
 * ("daily and yearly amounts in euro, rounded"), typed as text and kept as text in
 * the form, so that what the user typed stays visible until it is corrected.
 */
export interface AvailabilityFormValues {
  /** yyyy-MM-dd or '' */
  availableFrom: string;
  availableFromRemarks: string;
  operationalReadiness: string[];
  dailyRateFrom: string;
  dailyRateTo: string;
  annualTargetIncome: string;
  mobility: string;
  mobilityRemarks: string;
}

export const AMOUNT_FIELDS = ['dailyRateFrom', 'dailyRateTo', 'annualTargetIncome'] as const;
export type AmountField = (typeof AMOUNT_FIELDS)[number];

/** Daily rates at least 1; the annual target income at least 0. */
export const AMOUNT_MIN: Record<AmountField, number> = { dailyRateFrom: 1, dailyRateTo: 1, annualTargetIncome: 0 };

function amount(field: AmountField) {
  const min = AMOUNT_MIN[field];
  return (
    yup
      .string()
      // Formik hands '' over as undefined; both become '0' like in the field itself.
      .default('0')
      .transform((_value: unknown, original: unknown) => normaliseAmount(original))
      .test('number', rule('number'), (value) => amountValue(value) !== null)
      .test('minNumber', rule('minNumber', { min }), (value) => {
        const number = amountValue(value);
        return number === null || number >= min;
      })
  );
}

function text(max: number | undefined) {
  const base = yup.string().trim().default('');
  return max === undefined ? base : base.max(max, rule('max', { max }));
}

export interface AvailabilityLimits {
  availableFromRemarks?: number;
  mobilityRemarks?: number;
}

/**
 * availableFrom required and not in the past, operationalReadiness at least one,
 * daily rates numbers of at least 1 with from ≤ to, annual target income a number of at least 0,
 * mobility required. `today` is yyyy-MM-dd in the user's calendar.
 */
export function availabilitySchema(today: string, limits: AvailabilityLimits) {
  return yup.object({
    availableFrom: yup
      .string()
      .default('')
      .required(rule('required'))
      .test('minDate', rule('minDate'), (value) => !value || value >= today),
    availableFromRemarks: text(limits.availableFromRemarks),
    operationalReadiness: yup.array(yup.string().required()).default([]).min(1, rule('required')),
    dailyRateFrom: amount('dailyRateFrom'),
    dailyRateTo: amount('dailyRateTo').test('rangeOrder', rule('rangeOrder'), function check(value) {
      const to = amountValue(value);
      const from = amountValue((this.parent as { dailyRateFrom?: unknown }).dailyRateFrom);
      return to === null || from === null || from <= to;
    }),
    annualTargetIncome: amount('annualTargetIncome'),
    mobility: yup.string().default('').required(rule('required')),
    mobilityRemarks: text(limits.mobilityRemarks),
  });
}

export function toAvailabilityForm(saved: Availability | undefined): AvailabilityFormValues {
  return {
    availableFrom: saved?.availableFrom ?? '',
    availableFromRemarks: saved?.availableFromRemarks ?? '',
    operationalReadiness: [...(saved?.operationalReadiness ?? [])],
    dailyRateFrom: normaliseAmount(saved?.dailyRateFrom),
    dailyRateTo: normaliseAmount(saved?.dailyRateTo),
    annualTargetIncome: normaliseAmount(saved?.annualTargetIncome),
    mobility: saved?.mobility ?? '',
    mobilityRemarks: saved?.mobilityRemarks ?? '',
  };
}

/** The request; only called with values the schema passed, so every amount is a whole number. */
export function toAvailabilitySave(values: AvailabilityFormValues): ResumeSave {
  return {
    kind: 'availability',
    body: {
      availableFrom: values.availableFrom,
      availableFromRemarks: values.availableFromRemarks.trim(),
      operationalReadiness: values.operationalReadiness,
      dailyRateFrom: amountValue(values.dailyRateFrom) ?? 0,
      dailyRateTo: amountValue(values.dailyRateTo) ?? 0,
      annualTargetIncome: amountValue(values.annualTargetIncome) ?? 0,
      mobility: values.mobility,
      mobilityRemarks: values.mobilityRemarks.trim(),
    },
  };
}
