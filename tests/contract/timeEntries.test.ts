import fc from 'fast-check';

import {
  BUSINESS_TRIP,
  DEFAULT_PLACE_OF_WORK,
  FEE_BILLING,
  MAX_PAUSES,
  PLACE_OF_WORK_CODE,
  type TimeEntry,
} from '@/contract/placements';
import {
  canAddPause,
  canSaveTimeEntry,
  descriptionRequired,
  emptyTimeEntry,
  formatTime,
  netWorkingMinutes,
  normalizePauses,
  parseTime,
  PAUSE_FIELDS,
  placeOfWorkAnswers,
  placeOfWorkCode,
  TIME_ENTRY_ERROR,
  timeEntryDateError,
  timeEntryFields,
  validateTimeEntry,
  validateWorkingTimes,
  type TimeEntryPlacement,
} from '@/contract/timeEntries';

import { PLACE_OF_WORK_TABLE } from './placeOfWorkTable';
import { THREE_PAUSES } from './timeEntryFixtures';

/** The time-entry rules (docs/decisions/025-time-entry-rules.md), rule by rule. */

const E = TIME_ENTRY_ERROR;

/** A worked day from 08:00 to 17:00 without pauses. */
function entry(overrides: Partial<TimeEntry> = {}): TimeEntry {
  return {
    ...emptyTimeEntry('2026-03-02'),
    description: '<p>Monatsabschluss</p>',
    recordedTime: '100',
    workStart: '08:00',
    workEnd: '17:00',
    ...overrides,
  };
}

/** Type 400 via the portal: working times show, no time-tracking choice, travel questions. */
const MANDATE: TimeEntryPlacement = {
  type: '400',
  reportBillingViaPortal: '100',
  feeBilling: FEE_BILLING.DAYS,
  travelExpenseManager: '500',
};
/** Type 200 by days: a time-tracking choice, no working times, no travel questions. */
const DAYS: TimeEntryPlacement = {
  type: '200',
  reportBillingViaPortal: '100',
  feeBilling: FEE_BILLING.DAYS,
  travelExpenseManager: '100',
};

describe('parseTime and formatTime', () => {
  it.each([
    ['00:00', 0],
    ['08:30', 510],
    ['12:05', 725],
    ['23:59', 1439],
  ])('reads %s as %i minutes', (value, minutes) => {
    expect(parseTime(value)).toBe(minutes);
    expect(formatTime(minutes)).toBe(value);
  });

  it.each(['', '8:30', '24:00', '12:60', '1230', '12:3', ' 12:30', '12:30 ', '12.30', 'ab:cd', '-1:00', '12:30:00'])(
    'refuses %j',
    (value) => {
      expect(parseTime(value)).toBeNull();
    },
  );

  it('formats every minute of the day and reads it back', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1439 }), (minutes) => {
        expect(parseTime(formatTime(minutes))).toBe(minutes);
      }),
    );
  });

  it.each([-1, 1440, 1.5])('throws for %d, which is no time of day', (minutes) => {
    expect(() => formatTime(minutes)).toThrow(RangeError);
  });
});

describe('place of work', () => {
  it.each(PLACE_OF_WORK_TABLE)(
    'home %s, site %s, overnight %s is %i, and back',
    (fromHome, fromSite, overnight, code) => {
      expect(placeOfWorkCode({ fromHome, fromSite, overnight })).toBe(code);
      expect(placeOfWorkAnswers(code)).toEqual({ fromHome, fromSite, overnight });
    },
  );

  it('has all eight codes of the contract, distinct', () => {
    expect(new Set(Object.values(PLACE_OF_WORK_CODE)).size).toBe(8);
  });

  it('defaults to 300 (all no) for an unknown code', () => {
    expect(DEFAULT_PLACE_OF_WORK).toBe(300);
    for (const code of [0, 101, 275, -100, NaN])
      expect(placeOfWorkAnswers(code)).toEqual({ fromHome: false, fromSite: false, overnight: false });
  });
});

describe('timeEntryFields', () => {
  const fields = (type: string, feeBilling: string, reportBillingViaPortal = '100', travelExpenseManager = '100') =>
    timeEntryFields({ type, feeBilling, reportBillingViaPortal, travelExpenseManager });

  it.each(['110', '150', '400', '500'])('type %s has no time-tracking choice', (type) => {
    expect(fields(type, FEE_BILLING.HOURS).timeTrackingChoice).toBe(false);
  });
  it.each(['100', '200', '300', '600', '120'])('type %s has the time-tracking choice', (type) => {
    expect(fields(type, FEE_BILLING.HOURS).timeTrackingChoice).toBe(true);
  });

  it('shows working times for type 400 via the portal, whatever the fee billing', () => {
    expect(fields('400', FEE_BILLING.DAYS).workingTimes).toBe(true);
    expect(fields('400', FEE_BILLING.HOURS).workingTimes).toBe(true);
    expect(fields('400', FEE_BILLING.HOURS, '200').workingTimes).toBe(false);
  });

  it.each(['110', '150', '500'])('shows working times for type %s billed by hours only', (type) => {
    expect(fields(type, FEE_BILLING.HOURS).workingTimes).toBe(true);
    expect(fields(type, FEE_BILLING.DAYS).workingTimes).toBe(false);
  });

  it.each(['100', '200', '300'])('shows no working times for type %s, even by hours', (type) => {
    expect(fields(type, FEE_BILLING.HOURS).workingTimes).toBe(false);
  });

  it('shows the travel questions for travelExpenseManager 500 and asks for an expenses report for 200', () => {
    expect(fields('200', FEE_BILLING.DAYS, '100', '500')).toMatchObject({
      travelQuestions: true,
      expensesReportRequired: false,
    });
    expect(fields('200', FEE_BILLING.DAYS, '100', '200')).toMatchObject({
      travelQuestions: false,
      expensesReportRequired: true,
    });
    expect(fields('200', FEE_BILLING.DAYS, '100', '100')).toMatchObject({
      travelQuestions: false,
      expensesReportRequired: false,
    });
  });
});

describe('the time rules', () => {
  it('accepts a day with three pauses in order', () => {
    const day = entry({
      pauseStart1: '10:00',
      pauseEnd1: '10:15',
      pauseStart2: '12:30',
      pauseEnd2: '13:00',
      pauseStart3: '15:00',
      pauseEnd3: '15:10',
    });
    expect(validateWorkingTimes(day)).toEqual({});
    expect(validateTimeEntry(day, MANDATE)).toEqual({});
  });

  it('names every time that is not HH:MM', () => {
    expect(
      validateWorkingTimes(entry({ workStart: '8:00', workEnd: '25:00', pauseStart2: '12:3', pauseEnd3: 'x' })),
    ).toEqual({
      workStart: E.TIME_FORMAT,
      workEnd: E.TIME_FORMAT,
      pauseStart2: E.TIME_FORMAT,
      pauseEnd3: E.TIME_FORMAT,
    });
  });

  it('refuses a work end before the work start, allows equal', () => {
    expect(validateWorkingTimes(entry({ workStart: '09:00', workEnd: '08:59' }))).toEqual({
      workEnd: E.WORK_END_BEFORE_START,
    });
    expect(validateWorkingTimes(entry({ workStart: '09:00', workEnd: '' }))).toEqual({
      workEnd: E.WORK_END_BEFORE_START,
    });
    expect(validateWorkingTimes(entry({ workStart: '09:00', workEnd: '09:00' }))).toEqual({});
  });

  it('puts a start error on work times both 00:00 while a pause time is set', () => {
    expect(
      validateWorkingTimes(entry({ workStart: '00:00', workEnd: '00:00', pauseStart1: '12:00', pauseEnd1: '12:30' })),
    ).toEqual({ workStart: E.WORK_START_ZERO });
    expect(validateWorkingTimes(entry({ workStart: '', workEnd: '', pauseEnd2: '01:00' }))).toMatchObject({
      workStart: E.WORK_START_ZERO,
    });
    expect(validateWorkingTimes(entry({ workStart: '00:00', workEnd: '00:00' }))).toEqual({});
    expect(
      validateWorkingTimes(entry({ workStart: '00:00', workEnd: '00:00', pauseStart1: '00:00', pauseEnd1: '00:00' })),
    ).toEqual({});
  });

  it('refuses a pause that starts before work start or after work end', () => {
    expect(validateWorkingTimes(entry({ pauseStart1: '07:59', pauseEnd1: '08:30' }))).toEqual({
      pauseStart1: E.PAUSE_START_OUTSIDE_WORK,
    });
    expect(validateWorkingTimes(entry({ pauseStart1: '17:01', pauseEnd1: '17:30' }))).toMatchObject({
      pauseStart1: E.PAUSE_START_OUTSIDE_WORK,
    });
    expect(validateWorkingTimes(entry({ pauseStart1: '08:00', pauseEnd1: '08:30' }))).toEqual({});
  });

  it('refuses a pause that ends after work end', () => {
    expect(validateWorkingTimes(entry({ pauseStart1: '16:45', pauseEnd1: '17:01' }))).toEqual({
      pauseEnd1: E.PAUSE_END_OUTSIDE_WORK,
    });
    expect(validateWorkingTimes(entry({ pauseStart1: '16:45', pauseEnd1: '17:00' }))).toEqual({});
  });

  it('refuses a pause end before its start, allows equal', () => {
    expect(validateWorkingTimes(entry({ pauseStart2: '13:00', pauseEnd2: '12:59' }))).toEqual({
      pauseEnd2: E.PAUSE_END_BEFORE_START,
    });
    expect(validateWorkingTimes(entry({ pauseStart2: '13:00', pauseEnd2: '' }))).toEqual({
      pauseEnd2: E.PAUSE_END_BEFORE_START,
    });
    expect(validateWorkingTimes(entry({ pauseStart2: '13:00', pauseEnd2: '13:00' }))).toEqual({});
  });

  it('refuses a pause that starts before the previous one ends, allows one that follows directly', () => {
    const overlapping = entry({ pauseStart1: '12:00', pauseEnd1: '12:30', pauseStart2: '12:29', pauseEnd2: '13:00' });
    expect(validateWorkingTimes(overlapping)).toEqual({ pauseStart2: E.PAUSE_START_BEFORE_PREVIOUS });
    const third = entry({
      pauseStart1: '10:00',
      pauseEnd1: '10:15',
      pauseStart2: '12:00',
      pauseEnd2: '12:30',
      pauseStart3: '11:00',
      pauseEnd3: '11:10',
    });
    expect(validateWorkingTimes(third)).toEqual({ pauseStart3: E.PAUSE_START_BEFORE_PREVIOUS });
    expect(
      validateWorkingTimes(
        entry({ pauseStart1: '12:00', pauseEnd1: '12:30', pauseStart2: '12:30', pauseEnd2: '13:00' }),
      ),
    ).toEqual({});
    // An empty slot between two pauses is skipped: the previous pause is the last one in use.
    expect(
      validateWorkingTimes(
        entry({ pauseStart1: '12:00', pauseEnd1: '12:30', pauseStart3: '12:15', pauseEnd3: '12:45' }),
      ),
    ).toEqual({ pauseStart3: E.PAUSE_START_BEFORE_PREVIOUS });
  });

  it('checks the work interval of pauses only while the work times are valid', () => {
    expect(validateWorkingTimes(entry({ workEnd: '07:00', pauseStart1: '12:00', pauseEnd1: '12:30' }))).toEqual({
      workEnd: E.WORK_END_BEFORE_START,
    });
  });
});

describe('validateTimeEntry: the fields of the placement', () => {
  it('applies the time rules only where working times show', () => {
    const bad = entry({ workStart: '9', workEnd: '08:00' });
    expect(validateTimeEntry(bad, DAYS)).toEqual({});
    expect(validateTimeEntry(bad, MANDATE)).toMatchObject({ workStart: E.TIME_FORMAT });
  });

  it('requires the time-tracking option without a recorded time where it is a choice', () => {
    expect(validateTimeEntry(entry({ recordedTime: null }), DAYS)).toEqual({ timeTracking: E.TIME_TRACKING_REQUIRED });
    expect(validateTimeEntry(entry({ recordedTime: '' }), DAYS)).toEqual({ timeTracking: E.TIME_TRACKING_REQUIRED });
    expect(validateTimeEntry(entry({ recordedTime: null, timeTracking: '100', description: '' }), DAYS)).toEqual({});
    expect(validateTimeEntry(entry({ recordedTime: '100', timeTracking: null }), DAYS)).toEqual({});
  });

  it('requires the recorded time where there is no time-tracking choice (designed)', () => {
    expect(validateTimeEntry(entry({ recordedTime: null, timeTracking: '100' }), MANDATE)).toEqual({
      recordedTime: E.RECORDED_TIME_REQUIRED,
    });
  });

  it('refuses a recorded time that is not 100, 200 or 300', () => {
    expect(validateTimeEntry(entry({ recordedTime: '400' }), DAYS)).toEqual({ recordedTime: E.RECORDED_TIME_ONE_OF });
  });

  it.each(['100', '200'])('requires the description for recorded time %s, everywhere', (recordedTime) => {
    for (const description of ['', '<p><br></p>', '<p>&nbsp; </p>', '<ul><li> </li></ul>']) {
      expect(validateTimeEntry(entry({ recordedTime, description }), DAYS)).toEqual({
        description: E.DESCRIPTION_REQUIRED,
      });
      expect(validateTimeEntry(entry({ recordedTime, description }), MANDATE)).toEqual({
        description: E.DESCRIPTION_REQUIRED,
      });
    }
    expect(validateTimeEntry(entry({ recordedTime, description: '<ul><li>a</li></ul>' }), DAYS)).toEqual({});
  });

  it('requires the description for recorded time 300 only where working times show (our reading of "some placement types")', () => {
    const blank = entry({ recordedTime: '300', description: '' });
    expect(descriptionRequired(blank, MANDATE)).toBe(true);
    expect(validateTimeEntry(blank, MANDATE)).toEqual({ description: E.DESCRIPTION_REQUIRED });
    const hourly: TimeEntryPlacement = { ...DAYS, type: '500', feeBilling: FEE_BILLING.HOURS };
    expect(validateTimeEntry(blank, hourly)).toEqual({ description: E.DESCRIPTION_REQUIRED });
    expect(validateTimeEntry(blank, DAYS)).toEqual({});
    expect(validateTimeEntry(blank, { ...hourly, feeBilling: FEE_BILLING.DAYS })).toEqual({});
  });

  it('checks place of work and business trip codes where the travel questions show', () => {
    const odd = entry({ placeOfWork: 175.5, businessTrip: 150 });
    expect(validateTimeEntry(odd, MANDATE)).toEqual({
      placeOfWork: E.PLACE_OF_WORK_ONE_OF,
      businessTrip: E.BUSINESS_TRIP_ONE_OF,
    });
    expect(validateTimeEntry(odd, DAYS)).toEqual({});
    expect(validateTimeEntry(entry({ placeOfWork: 225, businessTrip: BUSINESS_TRIP.YES }), MANDATE)).toEqual({});
  });

  it('enables save only without any error', () => {
    expect(canSaveTimeEntry(entry(), MANDATE)).toBe(true);
    expect(canSaveTimeEntry(entry({ description: '' }), MANDATE)).toBe(false);
    expect(canSaveTimeEntry(entry({ workEnd: '07:00' }), MANDATE)).toBe(false);
    expect(canSaveTimeEntry(entry({ workEnd: '07:00' }), DAYS)).toBe(true);
    expect(canSaveTimeEntry(entry({ recordedTime: null }), DAYS)).toBe(false);
  });
});

describe('timeEntryDateError', () => {
  const placement = { startDate: '2026-02-10', endDate: '2026-04-20' };
  it('accepts a day of the month inside the placement', () => {
    expect(timeEntryDateError('2026-03-31', 2026, 3, placement)).toBeNull();
    expect(timeEntryDateError('2026-02-10', 2026, 2, placement)).toBeNull();
    expect(timeEntryDateError('2026-04-20', 2026, 4, placement)).toBeNull();
    expect(timeEntryDateError('2031-01-01', 2031, 1, { startDate: '2026-01-01', endDate: '' })).toBeNull();
  });
  it.each(['', '2026-3-02', '2026-02-30', '02.03.2026', '2026-13-01'])('refuses %j as no date', (date) => {
    expect(timeEntryDateError(date, 2026, 3, placement)).toBe(E.DATE_FORMAT);
  });
  it('refuses a day of another month, or outside the placement', () => {
    expect(timeEntryDateError('2026-04-01', 2026, 3, placement)).toBe(E.DATE_OUTSIDE_MONTH);
    expect(timeEntryDateError('2025-03-01', 2026, 3, placement)).toBe(E.DATE_OUTSIDE_MONTH);
    expect(timeEntryDateError('2026-02-09', 2026, 2, placement)).toBe(E.DATE_OUTSIDE_PLACEMENT);
    expect(timeEntryDateError('2026-04-21', 2026, 4, placement)).toBe(E.DATE_OUTSIDE_PLACEMENT);
  });
});

describe('pauses: adding, normalizing, net time', () => {
  it('has three pause slots and lets a pause be added only while two or fewer are in use', () => {
    expect(PAUSE_FIELDS).toHaveLength(MAX_PAUSES);
    expect(canAddPause(entry())).toBe(true);
    expect(
      canAddPause(entry({ pauseStart1: '10:00', pauseEnd1: '10:10', pauseStart2: '12:00', pauseEnd2: '12:30' })),
    ).toBe(true);
    expect(
      canAddPause(
        entry({
          pauseStart1: '10:00',
          pauseEnd1: '10:10',
          pauseStart2: '12:00',
          pauseEnd2: '12:30',
          pauseStart3: '15:00',
          pauseEnd3: '15:05',
        }),
      ),
    ).toBe(false);
  });

  it('sets pauses that do not fit to 00:00 and keeps those that do', () => {
    const day = entry({
      pauseStart1: '07:00',
      pauseEnd1: '07:30',
      pauseStart2: '12:00',
      pauseEnd2: '12:30',
      pauseStart3: '12:15',
      pauseEnd3: '12:45',
    });
    expect(normalizePauses(day)).toMatchObject({
      pauseStart1: '00:00',
      pauseEnd1: '00:00',
      pauseStart2: '12:00',
      pauseEnd2: '12:30',
      pauseStart3: '00:00',
      pauseEnd3: '00:00',
    });
    expect(normalizePauses(entry({ pauseStart1: '16:30', pauseEnd1: '17:30' }))).toMatchObject({
      pauseStart1: '00:00',
      pauseEnd1: '00:00',
    });
    expect(normalizePauses(entry({ pauseStart1: '13:00', pauseEnd1: '12:00' }))).toMatchObject({
      pauseStart1: '00:00',
      pauseEnd1: '00:00',
    });
    expect(normalizePauses(entry({ pauseStart1: '13:0', pauseEnd1: '13:30' }))).toMatchObject({
      pauseStart1: '00:00',
      pauseEnd1: '00:00',
    });
    // Empty slots stay as they are.
    expect(normalizePauses(entry())).toEqual(entry());
  });

  it('leaves pauses alone while there is no valid work interval', () => {
    for (const day of [
      entry({ workEnd: '07:00', pauseStart1: '12:00', pauseEnd1: '11:00' }),
      entry({ workStart: '00:00', workEnd: '00:00', pauseStart1: '12:00', pauseEnd1: '12:30' }),
      entry({ workStart: 'x', pauseStart1: '12:00', pauseEnd1: '11:00' }),
    ]) {
      expect(normalizePauses(day)).toEqual(day);
    }
  });

  it('computes end − start − pauses', () => {
    expect(netWorkingMinutes(entry())).toBe(9 * 60);
    expect(
      netWorkingMinutes(entry({ workStart: '08:30', workEnd: '17:30', pauseStart1: '12:30', pauseEnd1: '13:15' })),
    ).toBe(8 * 60 + 15);
    expect(netWorkingMinutes(entry(THREE_PAUSES))).toBe(9 * 60 - 50);
    expect(netWorkingMinutes(entry({ workStart: '', workEnd: '' }))).toBe(0);
  });

  it('counts only pauses that fit', () => {
    expect(
      netWorkingMinutes(entry({ pauseStart1: '12:00', pauseEnd1: '12:30', pauseStart2: '12:15', pauseEnd2: '13:00' })),
    ).toBe(9 * 60 - 30);
    expect(netWorkingMinutes(entry({ pauseStart1: '16:00', pauseEnd1: '18:00' }))).toBe(9 * 60);
  });

  it('is null while a work time is no time or the end is before the start', () => {
    expect(netWorkingMinutes(entry({ workStart: '8:00' }))).toBeNull();
    expect(netWorkingMinutes(entry({ workStart: '09:00', workEnd: '08:00' }))).toBeNull();
    expect(netWorkingMinutes(entry({ workEnd: '' }))).toBeNull();
  });
});

describe('pause rules over random times (fast-check)', () => {
  /** A time field's value: mostly times, sometimes '' or '00:00' (empty), now and then not a time. */
  const timeValue = fc.oneof(
    { weight: 8, arbitrary: fc.integer({ min: 0, max: 1439 }).map(formatTime) },
    { weight: 1, arbitrary: fc.constantFrom('', '00:00') },
    { weight: 1, arbitrary: fc.constantFrom('8:00', '24:00', 'x') },
  );
  const randomEntry = fc
    .record({
      workStart: timeValue,
      workEnd: timeValue,
      pauseStart1: timeValue,
      pauseEnd1: timeValue,
      pauseStart2: timeValue,
      pauseEnd2: timeValue,
      pauseStart3: timeValue,
      pauseEnd3: timeValue,
    })
    .map((times) => entry(times));
  /** Valid work times: start < end, so there is an interval. */
  const validWork = fc
    .tuple(fc.integer({ min: 0, max: 1438 }), fc.integer({ min: 1, max: 1439 }))
    .filter(([start, end]) => start < end)
    .chain(([start, end]) =>
      randomEntry.map((each) => ({ ...each, workStart: formatTime(start), workEnd: formatTime(end) })),
    );

  it('after normalizing, every pause in use lies inside the work interval and after the previous one', () => {
    fc.assert(
      fc.property(validWork, (day) => {
        const normalized = normalizePauses(day);
        const start = parseTime(normalized.workStart) ?? NaN;
        const end = parseTime(normalized.workEnd) ?? NaN;
        let previousEnd = start;
        for (const [startField, endField] of PAUSE_FIELDS) {
          const pauseStart = normalized[startField] === '' ? 0 : parseTime(normalized[startField]);
          const pauseEnd = normalized[endField] === '' ? 0 : parseTime(normalized[endField]);
          if (pauseStart === 0 && pauseEnd === 0) continue;
          expect(pauseStart).not.toBeNull();
          expect(pauseEnd).not.toBeNull();
          expect(pauseStart ?? NaN).toBeGreaterThanOrEqual(previousEnd);
          expect(pauseEnd ?? NaN).toBeGreaterThanOrEqual(pauseStart ?? NaN);
          expect(pauseEnd ?? NaN).toBeLessThanOrEqual(end);
          previousEnd = pauseEnd ?? NaN;
        }
      }),
    );
  });

  it('reports no error for a normalized entry with valid work times', () => {
    fc.assert(
      fc.property(validWork, (day) => {
        expect(validateWorkingTimes(normalizePauses(day))).toEqual({});
      }),
    );
  });

  it('changes only pauses, and only to 00:00; normalizing twice changes nothing more', () => {
    fc.assert(
      fc.property(randomEntry, (day) => {
        const normalized = normalizePauses(day);
        for (const key of Object.keys(day) as (keyof TimeEntry)[]) {
          if (normalized[key] !== day[key]) {
            expect(PAUSE_FIELDS.flat()).toContain(key);
            expect(normalized[key]).toBe('00:00');
          }
        }
        expect(normalizePauses(normalized)).toEqual(normalized);
      }),
    );
  });

  it('keeps an entry whose pauses are in order inside the work interval as it is, without errors', () => {
    const ordered = fc
      .array(fc.integer({ min: 0, max: 1439 }), { minLength: 8, maxLength: 8 })
      .map((times) => [...times].sort((a, b) => a - b).map(formatTime))
      .filter((times) => times[0] !== times[7])
      .map(
        ([
          workStart = '',
          pauseStart1 = '',
          pauseEnd1 = '',
          pauseStart2 = '',
          pauseEnd2 = '',
          pauseStart3 = '',
          pauseEnd3 = '',
          workEnd = '',
        ]) => entry({ workStart, workEnd, pauseStart1, pauseEnd1, pauseStart2, pauseEnd2, pauseStart3, pauseEnd3 }),
      );
    fc.assert(
      fc.property(ordered, (day) => {
        expect(validateWorkingTimes(day)).toEqual({});
        expect(normalizePauses(day)).toEqual(day);
      }),
    );
  });

  it('has a net time between 0 and end − start, the same before and after normalizing', () => {
    fc.assert(
      fc.property(randomEntry, (day) => {
        const net = netWorkingMinutes(day);
        const start = day.workStart === '' ? 0 : parseTime(day.workStart);
        const end = day.workEnd === '' ? 0 : parseTime(day.workEnd);
        if (start === null || end === null || end < start) {
          expect(net).toBeNull();
          return;
        }
        expect(net).not.toBeNull();
        expect(net ?? NaN).toBeGreaterThanOrEqual(0);
        expect(net ?? NaN).toBeLessThanOrEqual(end - start);
        expect(netWorkingMinutes(normalizePauses(day))).toBe(net);
      }),
    );
  });
});
