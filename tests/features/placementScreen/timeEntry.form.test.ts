import fc from 'fast-check';

import { BUSINESS_TRIP, type TimeEntry } from '@/contract/placements';
import {
  formatTime,
  netWorkingMinutes,
  timeEntryDateError,
  validateTimeEntry,
  type TimeEntryPlacement,
} from '@/contract/timeEntries';
import {
  emptyTimeEntry,
  toFormValues,
  toTimeEntry,
  validateTimeEntryForm,
  type TimeEntryFormValues,
} from '@/features/placementScreen/timeEntry.form';

import { PLACE_OF_WORK_TABLE } from '../../contract/placeOfWorkTable';
import { THREE_PAUSES } from '../../contract/timeEntryFixtures';

/**
 * The 'log activity' form's values and the entry it sends, per kind of
 * placement as the demo has them:
 * - PORTAL (plc-alpenland-cfo): type 200 by days, travel questions (travelExpenseManager 500), a time-tracking choice, no working times;
 * - MANDATE (plc-hafenlogistik-mandate): type 400 via the portal: working times, no time-tracking choice, no travel questions;
 * - HOURLY (plc-nordwind-interim): type 500 by hours: working times and travel questions, no time-tracking choice.
 */

const PORTAL: TimeEntryPlacement = {
  type: '200',
  reportBillingViaPortal: '100',
  feeBilling: '100',
  travelExpenseManager: '500',
};
const MANDATE: TimeEntryPlacement = {
  type: '400',
  reportBillingViaPortal: '100',
  feeBilling: '200',
  travelExpenseManager: '200',
};
const HOURLY: TimeEntryPlacement = {
  type: '500',
  reportBillingViaPortal: '100',
  feeBilling: '200',
  travelExpenseManager: '500',
};

const NOVEMBER = { year: 2026, month: 11 };
const PERIOD = { startDate: '2025-12-10', endDate: '' };

function entry(overrides: Partial<TimeEntry> = {}): TimeEntry {
  return { ...emptyTimeEntry('2026-11-20'), ...overrides };
}

function form(overrides: Partial<TimeEntryFormValues> = {}): TimeEntryFormValues {
  return { ...toFormValues(emptyTimeEntry('2026-11-20')), ...overrides };
}

/** A mandate's day as the form holds it: full day, described, 08:00-17:00. */
const workday = (overrides: Partial<TimeEntryFormValues> = {}) =>
  form({
    recordedTime: '100',
    description: '<p>Monatsabschluss</p>',
    workStart: '08:00',
    workEnd: '17:00',
    ...overrides,
  });

describe('a new day', () => {
  it('has no recorded time, place of work 300, no business trip and no times (the defaults)', () => {
    expect(emptyTimeEntry('2026-11-20')).toEqual({
      date: '2026-11-20',
      description: '',
      timeTracking: null,
      recordedTime: null,
      placeOfWork: 300,
      businessTrip: 200,
      workStart: '',
      workEnd: '',
      pauseStart1: '',
      pauseEnd1: '',
      pauseStart2: '',
      pauseEnd2: '',
      pauseStart3: '',
      pauseEnd3: '',
    });
    expect(form()).toMatchObject({
      recordedTime: '',
      timeTracking: '',
      fromHome: false,
      fromSite: false,
      overnight: false,
      businessTrip: false,
      pauseRows: 0,
    });
  });
});

describe('the travel questions (the place of work from three yes/no answers)', () => {
  it.each(PLACE_OF_WORK_TABLE)(
    'home %s, site %s, overnight %s is sent as place of work %i, and reads back as the same answers',
    (fromHome, fromSite, overnight, code) => {
      const sent = toTimeEntry(form({ recordedTime: '100', fromHome, fromSite, overnight }), PORTAL);
      expect(sent.placeOfWork).toBe(code);
      expect(toFormValues(sent)).toMatchObject({ fromHome, fromSite, overnight });
    },
  );

  it('sends business trip 100 for yes and 200 for no, and reads them back', () => {
    expect(toTimeEntry(form({ businessTrip: true }), HOURLY).businessTrip).toBe(BUSINESS_TRIP.YES);
    expect(toTimeEntry(form({ businessTrip: false }), HOURLY).businessTrip).toBe(BUSINESS_TRIP.NO);
    expect(toFormValues(entry({ businessTrip: 100 })).businessTrip).toBe(true);
    expect(toFormValues(entry({ businessTrip: 200 })).businessTrip).toBe(false);
  });

  it('reads an unknown place-of-work code as the default: all answers no', () => {
    expect(toFormValues(entry({ placeOfWork: 999 }))).toMatchObject({
      fromHome: false,
      fromSite: false,
      overnight: false,
    });
  });

  it('sends the defaults where the placement has no travel questions, whatever the values hold', () => {
    const sent = toTimeEntry(workday({ fromHome: true, overnight: true, businessTrip: true }), MANDATE);
    expect(sent.placeOfWork).toBe(300);
    expect(sent.businessTrip).toBe(200);
  });
});

describe('the recorded time and the time-tracking option', () => {
  it('sends the time-tracking option only without a recorded time', () => {
    expect(toTimeEntry(form({ timeTracking: '100' }), PORTAL)).toMatchObject({
      recordedTime: null,
      timeTracking: '100',
    });
    expect(toTimeEntry(form({ timeTracking: '100', recordedTime: '200' }), PORTAL)).toMatchObject({
      recordedTime: '200',
      timeTracking: null,
    });
  });

  it('never sends a time-tracking option where it is no choice', () => {
    expect(toTimeEntry(workday({ timeTracking: '300' }), MANDATE).timeTracking).toBeNull();
    expect(toTimeEntry(form({ timeTracking: '300' }), HOURLY).timeTracking).toBeNull();
  });

  it("sends '' codes as none (null)", () => {
    expect(toTimeEntry(form(), PORTAL)).toMatchObject({ recordedTime: null, timeTracking: null });
  });
});

describe('the working times', () => {
  it('are sent only where the placement shows them', () => {
    const typed = workday({ pauseRows: 1, pauseStart1: '12:00', pauseEnd1: '12:30' });
    expect(toTimeEntry(typed, PORTAL)).toMatchObject({ workStart: '', workEnd: '', pauseStart1: '', pauseEnd1: '' });
    expect(toTimeEntry(typed, MANDATE)).toMatchObject({
      workStart: '08:00',
      workEnd: '17:00',
      pauseStart1: '12:00',
      pauseEnd1: '12:30',
    });
    expect(toTimeEntry(typed, HOURLY)).toMatchObject({
      workStart: '08:00',
      workEnd: '17:00',
      pauseStart1: '12:00',
      pauseEnd1: '12:30',
    });
  });

  it('drop the pauses of rows that are no longer shown (a removed pause is not sent)', () => {
    const typed = workday({
      pauseRows: 1,
      pauseStart1: '12:00',
      pauseEnd1: '12:30',
      pauseStart2: '15:00',
      pauseEnd2: '15:15',
    });
    expect(toTimeEntry(typed, MANDATE)).toMatchObject({
      pauseStart1: '12:00',
      pauseEnd1: '12:30',
      pauseStart2: '',
      pauseEnd2: '',
    });
  });

  it('send a pause that does not fit into the working time as 00:00', () => {
    const typed = workday({
      pauseRows: 2,
      pauseStart1: '07:00',
      pauseEnd1: '07:30',
      pauseStart2: '12:00',
      pauseEnd2: '12:30',
    });
    expect(toTimeEntry(typed, MANDATE)).toMatchObject({
      pauseStart1: '00:00',
      pauseEnd1: '00:00',
      pauseStart2: '12:00',
      pauseEnd2: '12:30',
    });
  });

  it('show a 00:00 pause as empty fields and count the pauses in use as rows', () => {
    const values = toFormValues(
      entry({
        workStart: '08:00',
        workEnd: '17:00',
        pauseStart1: '12:00',
        pauseEnd1: '12:30',
        pauseStart2: '00:00',
        pauseEnd2: '00:00',
      }),
    );
    expect(values).toMatchObject({ pauseStart2: '', pauseEnd2: '', pauseRows: 1 });
    expect(toFormValues(entry(THREE_PAUSES)).pauseRows).toBe(3);
  });

  it('keep a pause saved in the second slot when the first is empty, so editing the day does not lose it', () => {
    // The form lets the user add two pause rows and fill only the second; the server stores it so.
    const saved = entry({
      recordedTime: '100',
      description: '<p>x</p>',
      workStart: '08:00',
      workEnd: '17:00',
      pauseStart2: '12:00',
      pauseEnd2: '12:30',
    });
    expect(netWorkingMinutes(saved)).toBe(8 * 60 + 30);
    const resent = toTimeEntry(toFormValues(saved), MANDATE);
    expect(netWorkingMinutes(resent)).toBe(8 * 60 + 30);
  });
});

describe('round trip: what is saved opens in the form and is sent back unchanged', () => {
  it('for the placement with the time-tracking choice and travel questions', () => {
    const saved = entry({ timeTracking: '100', placeOfWork: 175, businessTrip: 100, description: '<p>Urlaub</p>' });
    expect(toTimeEntry(toFormValues(saved), PORTAL)).toEqual(saved);
    const worked = entry({ recordedTime: '200', placeOfWork: 225, description: '<p>Halber Tag</p>' });
    expect(toTimeEntry(toFormValues(worked), PORTAL)).toEqual(worked);
  });

  it('for the mandate, with its working times and pauses', () => {
    const saved = entry({
      recordedTime: '100',
      description: '<p>Hafen</p>',
      workStart: '09:00',
      workEnd: '16:00',
      pauseStart1: '12:00',
      pauseEnd1: '12:30',
      pauseStart2: '14:00',
      pauseEnd2: '14:10',
    });
    expect(toTimeEntry(toFormValues(saved), MANDATE)).toEqual(saved);
  });

  it('for any valid day of the placement billed by hours (fast-check)', () => {
    const day = fc
      .record({
        // Eight times in order, never 00:00 (which would be an empty pause): work start, three pauses, work end.
        times: fc
          .array(fc.integer({ min: 1, max: 1439 }), { minLength: 8, maxLength: 8 })
          .map((times) => [...times].sort((a, b) => a - b).map(formatTime)),
        // Which of the three pause slots are in use (the form lets a row stay empty above a filled one).
        used: fc.tuple(fc.boolean(), fc.boolean(), fc.boolean()),
        recordedTime: fc.constantFrom('100', '200', '300'),
        placeOfWork: fc.constantFrom(100, 125, 150, 175, 200, 225, 250, 300),
        businessTrip: fc.constantFrom(100, 200),
      })
      .filter(({ times }) => times[0] !== times[7])
      .map(({ times, used, recordedTime, placeOfWork, businessTrip }) => {
        const [workStart = '', s1 = '', e1 = '', s2 = '', e2 = '', s3 = '', e3 = '', workEnd = ''] = times;
        const slots = [
          [s1, e1],
          [s2, e2],
          [s3, e3],
        ].map((pair, index) => (used[index] ? pair : ['', '']));
        return entry({
          recordedTime,
          description: '<p>Abschluss</p>',
          placeOfWork,
          businessTrip,
          workStart,
          workEnd,
          pauseStart1: slots[0]![0],
          pauseEnd1: slots[0]![1],
          pauseStart2: slots[1]![0],
          pauseEnd2: slots[1]![1],
          pauseStart3: slots[2]![0],
          pauseEnd3: slots[2]![1],
        });
      });
    fc.assert(
      fc.property(day, (saved) => {
        expect(validateTimeEntry(saved, HOURLY)).toEqual({});
        const values = toFormValues(saved);
        expect(validateTimeEntryForm(values, { ...HOURLY, ...PERIOD }, NOVEMBER)).toEqual({});
        expect(toTimeEntry(values, HOURLY)).toEqual(saved);
      }),
    );
  });
});

describe('validateTimeEntryForm', () => {
  const mandate = { ...MANDATE, ...PERIOD };
  const portal = { ...PORTAL, ...PERIOD };

  it('accepts a complete day', () => {
    expect(
      validateTimeEntryForm(workday({ pauseRows: 1, pauseStart1: '12:00', pauseEnd1: '12:30' }), mandate, NOVEMBER),
    ).toEqual({});
    expect(validateTimeEntryForm(form({ timeTracking: '100' }), portal, NOVEMBER)).toEqual({});
  });

  it('asks for what the day was: the recorded time on the mandate, a reason on a placement with the choice', () => {
    expect(validateTimeEntryForm(form(), mandate, NOVEMBER)).toEqual({ recordedTime: 'recordedTime.required' });
    expect(validateTimeEntryForm(form(), portal, NOVEMBER)).toEqual({ timeTracking: 'timeTracking.required' });
  });

  it('asks for a description with a full or half day, and with other time where working times show', () => {
    expect(validateTimeEntryForm(form({ recordedTime: '100' }), portal, NOVEMBER)).toEqual({
      description: 'description.required',
    });
    expect(validateTimeEntryForm(form({ recordedTime: '100', description: '<p><br></p>' }), portal, NOVEMBER)).toEqual({
      description: 'description.required',
    });
    expect(validateTimeEntryForm(form({ recordedTime: '300' }), portal, NOVEMBER)).toEqual({});
    expect(validateTimeEntryForm(workday({ recordedTime: '300', description: '' }), mandate, NOVEMBER)).toEqual({
      description: 'description.required',
    });
  });

  it('reports a day outside the shown month, outside the placement or missing', () => {
    expect(validateTimeEntryForm(workday({ date: '2026-10-30' }), mandate, NOVEMBER)).toEqual({
      date: 'date.outsideMonth',
    });
    expect(
      validateTimeEntryForm(
        workday({ date: '2026-11-06' }),
        { ...MANDATE, startDate: '2026-11-09', endDate: '2027-05-09' },
        NOVEMBER,
      ),
    ).toEqual({ date: 'date.outsidePlacement' });
    expect(
      validateTimeEntryForm(
        workday({ date: '2026-11-23' }),
        { ...MANDATE, startDate: '2026-01-05', endDate: '2026-11-20' },
        NOVEMBER,
      ),
    ).toEqual({ date: 'date.outsidePlacement' });
    expect(validateTimeEntryForm(workday({ date: '' }), mandate, NOVEMBER)).toEqual({ date: 'date.format' });
  });

  it('leaves the date alone when asked to (the fill-weekdays range has dates of its own)', () => {
    expect(validateTimeEntryForm(workday({ date: '' }), mandate, NOVEMBER, false)).toEqual({});
  });

  it('reports the times as typed: a pause before work start is an error, not silently sent as 00:00', () => {
    const typed = workday({ pauseRows: 1, pauseStart1: '07:00', pauseEnd1: '07:30' });
    expect(validateTimeEntryForm(typed, mandate, NOVEMBER)).toEqual({ pauseStart1: 'pauseStart.outsideWork' });
  });

  it.each<[string, Partial<TimeEntryFormValues>, Record<string, string>]>([
    ['work end before work start', { workStart: '17:00', workEnd: '08:00' }, { workEnd: 'workEnd.beforeStart' }],
    [
      'a pause ending after work end',
      { pauseRows: 1, pauseStart1: '16:30', pauseEnd1: '17:30' },
      { pauseEnd1: 'pauseEnd.outsideWork' },
    ],
    [
      'a pause ending before it starts',
      { pauseRows: 1, pauseStart1: '13:00', pauseEnd1: '12:00' },
      { pauseEnd1: 'pauseEnd.beforeStart' },
    ],
    [
      'a pause starting before the previous ends',
      { pauseRows: 2, pauseStart1: '12:00', pauseEnd1: '13:00', pauseStart2: '12:30', pauseEnd2: '13:30' },
      { pauseStart2: 'pauseStart.beforePrevious' },
    ],
    [
      'pauses without work times',
      { workStart: '', workEnd: '', pauseRows: 1, pauseStart1: '12:00', pauseEnd1: '12:30' },
      { workStart: 'workStart.zero' },
    ],
  ])('reports %s next to the field', (_name, typed, errors) => {
    expect(validateTimeEntryForm(workday(typed), mandate, NOVEMBER)).toEqual(errors);
  });

  it('does not check pauses of rows that are no longer shown', () => {
    expect(
      validateTimeEntryForm(
        workday({ pauseRows: 1, pauseStart1: '12:00', pauseEnd1: '12:30', pauseStart2: '06:00', pauseEnd2: '05:00' }),
        mandate,
        NOVEMBER,
      ),
    ).toEqual({});
  });

  it('does not check working times where the placement has none', () => {
    expect(
      validateTimeEntryForm(form({ timeTracking: '100', workStart: '17:00', workEnd: '08:00' }), portal, NOVEMBER),
    ).toEqual({});
  });

  it('lets nothing through that the server would refuse or send differently from what is shown (fast-check)', () => {
    const time = fc.oneof(
      { weight: 6, arbitrary: fc.integer({ min: 0, max: 1439 }).map(formatTime) },
      { weight: 2, arbitrary: fc.constant('') },
      { weight: 1, arbitrary: fc.constant('00:00') },
    );
    const times = fc.array(time, { minLength: 8, maxLength: 8 });
    const values = fc
      .record({
        // Half of the days with their times in order, so that many of them are valid.
        times: fc.oneof(
          times,
          times.map((list) => [...list].sort()),
        ),
        pauseRows: fc.integer({ min: 0, max: 3 }),
        recordedTime: fc.constantFrom('', '100', '200', '300'),
        description: fc.constantFrom('', '<p>Abschluss</p>'),
        answers: fc.tuple(fc.boolean(), fc.boolean(), fc.boolean(), fc.boolean()),
        placement: fc.constantFrom(MANDATE, HOURLY),
      })
      .map(
        ({
          times: [workStart = '', s1 = '', e1 = '', s2 = '', e2 = '', s3 = '', e3 = '', workEnd = ''],
          pauseRows,
          recordedTime,
          description,
          answers,
          placement,
        }) => ({
          placement,
          values: form({
            recordedTime,
            description,
            fromHome: answers[0],
            fromSite: answers[1],
            overnight: answers[2],
            businessTrip: answers[3],
            workStart,
            workEnd,
            pauseStart1: s1,
            pauseEnd1: e1,
            pauseStart2: s2,
            pauseEnd2: e2,
            pauseStart3: s3,
            pauseEnd3: e3,
            pauseRows,
          }),
        }),
      );
    fc.assert(
      fc.property(values, ({ placement, values: typed }) => {
        if (Object.keys(validateTimeEntryForm(typed, { ...placement, ...PERIOD }, NOVEMBER)).length > 0) return;
        const sent = toTimeEntry(typed, placement);
        expect(validateTimeEntry(sent, placement)).toEqual({});
        expect(timeEntryDateError(sent.date, 2026, 11, PERIOD)).toBeNull();
        // No pause the user sees was changed on the way (a pause that does not fit is an error, not a silent 00:00).
        (['pauseStart1', 'pauseEnd1', 'pauseStart2', 'pauseEnd2', 'pauseStart3', 'pauseEnd3'] as const)
          .slice(0, typed.pauseRows * 2)
          .forEach((field) => expect(sent[field]).toBe(typed[field]));
      }),
      { numRuns: 500 },
    );
  });
});
