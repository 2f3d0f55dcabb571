import fc from 'fast-check';

import {
  availabilitySchema,
  toAvailabilityForm,
  toAvailabilitySave,
  type AvailabilityFormValues,
} from '@/features/resume/schemas/availability.schema';
import { amountValue, normaliseAmount } from '@/lib/numbers';
import { rule } from '@/lib/validation';

import { formErrors } from './formErrors';

/** Availability and rates. */

const TODAY = '2026-03-15';

function valid(overrides: Partial<AvailabilityFormValues> = {}): AvailabilityFormValues {
  return {
    availableFrom: '2026-04-01',
    availableFromRemarks: '',
    operationalReadiness: ['100'],
    dailyRateFrom: '1200',
    dailyRateTo: '1500',
    annualTargetIncome: '180000',
    mobility: '200',
    mobilityRemarks: '',
    ...overrides,
  };
}

describe('normaliseAmount (empty becomes 0, leading zeros go)', () => {
  it.each([
    ['', '0'],
    ['   ', '0'],
    [undefined, '0'],
    [null, '0'],
    ['0', '0'],
    ['000', '0'],
    ['007', '7'],
    ['0120', '120'],
    ['1200', '1200'],
    [' 1 200 ', '1200'],
    [950, '950'],
  ])('%j becomes %j', (raw, expected) => {
    expect(normaliseAmount(raw)).toBe(expected);
  });

  it.each(['1.200', '12,50', '-5', '1e3', 'abc'])('leaves %j as typed, for the schema to name', (raw) => {
    expect(normaliseAmount(raw)).toBe(raw);
    expect(amountValue(raw)).toBeNull();
  });

  it('keeps the value of any run of digits and never leaves a leading zero', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,12}$/), (digits) => {
        const normalised = normaliseAmount(digits);
        expect(Number(normalised)).toBe(Number(digits));
        expect(normalised === '0' || !normalised.startsWith('0')).toBe(true);
        expect(normaliseAmount(normalised)).toBe(normalised);
      }),
    );
  });
});

describe('availabilitySchema', () => {
  const schema = availabilitySchema(TODAY, { availableFromRemarks: 20, mobilityRemarks: 20 });

  it('accepts a complete entry', async () => {
    expect(await formErrors(schema, valid())).toEqual({});
  });

  it('requires the date, at least one operational readiness and the mobility', async () => {
    expect(await formErrors(schema, valid({ availableFrom: '', operationalReadiness: [], mobility: '' }))).toEqual({
      availableFrom: rule('required'),
      operationalReadiness: rule('required'),
      mobility: rule('required'),
    });
  });

  it('does not take a date in the past; today is fine', async () => {
    expect(await formErrors(schema, valid({ availableFrom: '2026-03-14' }))).toEqual({
      availableFrom: rule('minDate'),
    });
    expect(await formErrors(schema, valid({ availableFrom: TODAY }))).toEqual({});
  });

  it('turns empty daily rates into 0, which the at-least-1 rule then names', async () => {
    expect(await formErrors(schema, valid({ dailyRateFrom: '', dailyRateTo: '0' }))).toEqual({
      dailyRateFrom: rule('minNumber', { min: 1 }),
      dailyRateTo: rule('minNumber', { min: 1 }),
    });
  });

  it('takes a daily rate of 1', async () => {
    expect(await formErrors(schema, valid({ dailyRateFrom: '1', dailyRateTo: '1' }))).toEqual({});
  });

  it('names amounts that are not whole numbers of euros', async () => {
    expect(
      await formErrors(schema, valid({ dailyRateFrom: '1.200', dailyRateTo: '12,5', annualTargetIncome: 'viel' })),
    ).toEqual({
      dailyRateFrom: rule('number'),
      dailyRateTo: rule('number'),
      annualTargetIncome: rule('number'),
    });
  });

  it('wants the lower daily rate not above the upper one; equal is fine', async () => {
    expect(await formErrors(schema, valid({ dailyRateFrom: '1500', dailyRateTo: '1200' }))).toEqual({
      dailyRateTo: rule('rangeOrder'),
    });
    expect(await formErrors(schema, valid({ dailyRateFrom: '1500', dailyRateTo: '1500' }))).toEqual({});
    // Leading zeros do not make a string comparison of "0900" and "1000" go wrong.
    expect(await formErrors(schema, valid({ dailyRateFrom: '0900', dailyRateTo: '1000' }))).toEqual({});
  });

  it('takes an annual target income of 0, also when left empty', async () => {
    expect(await formErrors(schema, valid({ annualTargetIncome: '' }))).toEqual({});
    expect(await formErrors(schema, valid({ annualTargetIncome: '0' }))).toEqual({});
  });

  it('limits the remarks to the server lengths', async () => {
    expect(
      await formErrors(schema, valid({ availableFromRemarks: 'x'.repeat(21), mobilityRemarks: 'y'.repeat(21) })),
    ).toEqual({
      availableFromRemarks: rule('max', { max: 20 }),
      mobilityRemarks: rule('max', { max: 20 }),
    });
  });
});

describe('the availability request', () => {
  it('sends the amounts as numbers, normalised, and the remarks trimmed', () => {
    expect(
      toAvailabilitySave(
        valid({
          dailyRateFrom: '0950',
          dailyRateTo: '1 100',
          annualTargetIncome: '',
          availableFromRemarks: ' ab April ',
        }),
      ),
    ).toEqual({
      kind: 'availability',
      body: {
        availableFrom: '2026-04-01',
        availableFromRemarks: 'ab April',
        operationalReadiness: ['100'],
        dailyRateFrom: 950,
        dailyRateTo: 1100,
        annualTargetIncome: 0,
        mobility: '200',
        mobilityRemarks: '',
      },
    });
  });

  it('shows the saved amounts as text', () => {
    expect(
      toAvailabilityForm({
        availableFrom: '2026-05-01',
        availableFromRemarks: '',
        operationalReadiness: ['100', '200'],
        dailyRateFrom: 1200,
        dailyRateTo: 1500,
        annualTargetIncome: 0,
        mobility: '100',
        mobilityRemarks: '',
      }),
    ).toMatchObject({
      dailyRateFrom: '1200',
      dailyRateTo: '1500',
      annualTargetIncome: '0',
      operationalReadiness: ['100', '200'],
    });
  });
});
