import fc from 'fast-check';

import { BUSINESS_TRIP, FEE_BILLING, PLACE_OF_WORK_CODE, TIME_TRACKING, type TimeEntry } from '@/contract/placements';
import {
  canSaveTimeEntry,
  CODED_FIELDS,
  emptyTimeEntry,
  isAcceptedCode,
  isKnownCode,
  RECORDED_TIME_CODES,
  TIME_ENTRY_ERROR,
  validateTimeEntry,
  type CodedField,
  type TimeEntryPlacement,
} from '@/contract/timeEntries';

/**
 * Codes the portal does not know (docs/decisions/033-answers-at-the-door.md): a code the server holds
 * for a day is kept and never blocks a save of that day; a new code is one the portal knows.
 */

const E = TIME_ENTRY_ERROR;
const ONE_OF = new Set<string>([
  E.RECORDED_TIME_ONE_OF,
  E.TIME_TRACKING_ONE_OF,
  E.PLACE_OF_WORK_ONE_OF,
  E.BUSINESS_TRIP_ONE_OF,
]);
const oneOfErrors = (errors: Record<string, string>) =>
  Object.fromEntries(Object.entries(errors).filter(([, code]) => ONE_OF.has(code)));

/** Type 500 by hours with the travel questions: every coded field is checked. */
const TRAVEL: TimeEntryPlacement = {
  type: '500',
  reportBillingViaPortal: '100',
  feeBilling: FEE_BILLING.HOURS,
  travelExpenseManager: '500',
};
/** Type 200 by days: the time-tracking choice, no travel questions. */
const DAYS: TimeEntryPlacement = { ...TRAVEL, type: '200', feeBilling: FEE_BILLING.DAYS, travelExpenseManager: '100' };
/** The mandate: no time-tracking choice, working times, the travel questions. */
const MANDATE: TimeEntryPlacement = { ...TRAVEL, type: '400', feeBilling: FEE_BILLING.DAYS };
const PLACEMENTS = [TRAVEL, DAYS, MANDATE];

function entry(overrides: Partial<TimeEntry> = {}): TimeEntry {
  return {
    ...emptyTimeEntry('2026-11-02'),
    description: '<p>Monatsabschluss</p>',
    recordedTime: '100',
    workStart: '08:00',
    workEnd: '17:00',
    ...overrides,
  };
}

const KNOWN = {
  recordedTime: [...RECORDED_TIME_CODES],
  timeTracking: Object.values(TIME_TRACKING),
  placeOfWork: Object.values(PLACE_OF_WORK_CODE),
  businessTrip: Object.values(BUSINESS_TRIP),
};
const textCode = fc.oneof(fc.constantFrom('450', '999', '010', ' 100', 'x'), fc.string({ minLength: 1, maxLength: 5 }));
const numberCode = fc.oneof(fc.constantFrom(0, 101, 450, 999, -100, 125.5), fc.integer({ min: -1000, max: 5000 }));
/** Any code of a field, known or not. */
const anyCode = (field: CodedField): fc.Arbitrary<string | number> =>
  field === 'recordedTime' || field === 'timeTracking'
    ? fc.oneof(fc.constantFrom(...KNOWN[field]), textCode)
    : fc.oneof(fc.constantFrom(...KNOWN[field]), numberCode);
/** A code of a field the portal does not know. */
const unknownCode = (field: CodedField): fc.Arbitrary<string | number> =>
  (field === 'recordedTime' || field === 'timeTracking'
    ? (textCode as fc.Arbitrary<string | number>)
    : numberCode
  ).filter((code) => !isKnownCode(field, code) && (typeof code !== 'string' || code.trim() !== ''));
/** A day as the server may hold it: any codes, recorded time or the time-tracking option. */
const storedDay = fc
  .record({
    recordedTime: fc.option(anyCode('recordedTime'), { nil: null }),
    timeTracking: anyCode('timeTracking'),
    placeOfWork: anyCode('placeOfWork'),
    businessTrip: anyCode('businessTrip'),
  })
  .map((codes) => entry(codes as Partial<TimeEntry>));

describe('isAcceptedCode', () => {
  it('accepts a known code whatever the server holds, and an unknown one only where it holds that very code', () => {
    fc.assert(
      fc.property(fc.constantFrom(...CODED_FIELDS), storedDay, (field, stored) => {
        for (const code of KNOWN[field]) expect(isAcceptedCode(field, code, stored)).toBe(true);
        const held = stored[field];
        if (held !== null) expect(isAcceptedCode(field, held, stored)).toBe(true);
      }),
    );
    expect(isAcceptedCode('recordedTime', '450', null)).toBe(false);
    expect(isAcceptedCode('recordedTime', '450', entry({ recordedTime: '451' }))).toBe(false);
    expect(isAcceptedCode('recordedTime', '450', entry({ timeTracking: '450' }))).toBe(false);
    expect(isAcceptedCode('placeOfWork', 450, entry({ placeOfWork: 450 }))).toBe(true);
  });
});

describe('validateTimeEntry with codes the portal does not know', () => {
  it("never refuses a code of the server's own entry for the day, whatever else changes", () => {
    fc.assert(
      fc.property(
        storedDay,
        fc.constantFrom(...PLACEMENTS),
        fc.string({ maxLength: 20 }),
        (stored, placement, description) => {
          expect(oneOfErrors(validateTimeEntry(stored, placement, stored))).toEqual({});
          expect(oneOfErrors(validateTimeEntry({ ...stored, description }, placement, stored))).toEqual({});
        },
      ),
    );
  });

  it('refuses an unknown code that is not the one the server holds for the day (a new value)', () => {
    const REFUSAL = {
      recordedTime: E.RECORDED_TIME_ONE_OF,
      timeTracking: E.TIME_TRACKING_ONE_OF,
      placeOfWork: E.PLACE_OF_WORK_ONE_OF,
      businessTrip: E.BUSINESS_TRIP_ONE_OF,
    };
    const cases = fc
      .constantFrom(...CODED_FIELDS)
      .chain((field) =>
        fc.record({
          field: fc.constant(field),
          code: unknownCode(field),
          stored: fc.option(storedDay, { nil: null }),
          placement: fc.constantFrom(TRAVEL, MANDATE),
        }),
      )
      .filter(({ field, code, stored }) => stored === null || stored[field] !== code);
    fc.assert(
      fc.property(cases, ({ field, code, stored, placement }) => {
        // The time-tracking option is checked where it is a choice, without a recorded time.
        const day = entry(
          field === 'timeTracking' ? { recordedTime: null, timeTracking: code as string } : { [field]: code },
        );
        const errors = validateTimeEntry(day, field === 'timeTracking' ? DAYS : placement, stored);
        expect(errors[field]).toBe(REFUSAL[field]);
      }),
    );
  });

  it('rules on known codes as before, whatever the server holds', () => {
    fc.assert(
      fc.property(
        fc.record({
          recordedTime: fc.option(fc.constantFrom(...KNOWN.recordedTime), { nil: null }),
          timeTracking: fc.option(fc.constantFrom(...KNOWN.timeTracking), { nil: null }),
          placeOfWork: fc.constantFrom(...KNOWN.placeOfWork),
          businessTrip: fc.constantFrom(...KNOWN.businessTrip),
          description: fc.constantFrom('', '<p>a</p>'),
        }),
        fc.constantFrom(...PLACEMENTS),
        fc.option(storedDay, { nil: null }),
        (codes, placement, stored) => {
          const day = entry(codes);
          expect(validateTimeEntry(day, placement, stored)).toEqual(validateTimeEntry(day, placement));
        },
      ),
    );
  });

  it('saves a day whose recorded time 450 the server holds, with a new description; not another day', () => {
    const held = entry({ recordedTime: '450' });
    expect(canSaveTimeEntry({ ...held, description: '<p>Neu</p>' }, MANDATE, held)).toBe(true);
    expect(validateTimeEntry(held, MANDATE)).toEqual({ recordedTime: E.RECORDED_TIME_ONE_OF });
    expect(validateTimeEntry(held, MANDATE, entry({ recordedTime: '100' }))).toEqual({
      recordedTime: E.RECORDED_TIME_ONE_OF,
    });
    // An unknown recorded time asks for no description: the portal cannot say what it needs.
    expect(validateTimeEntry({ ...held, description: '' }, MANDATE, held)).toEqual({});
    // A day held with time-tracking option 999 saves; choosing 999 anew does not.
    const off = entry({ recordedTime: null, timeTracking: '999' });
    expect(validateTimeEntry(off, DAYS, off)).toEqual({});
    expect(validateTimeEntry(off, DAYS)).toEqual({ timeTracking: E.TIME_TRACKING_ONE_OF });
  });
});
