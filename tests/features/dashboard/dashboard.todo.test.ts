import fc from 'fast-check';

import { monthKey } from '@/contract/month';
import type { OpportunitySummary } from '@/contract/opportunities';
import { BILLING_STATUS, type BillingStatus, type PlacementMonth, type PlacementSummary } from '@/contract/placements';
import { emptyTimeEntry } from '@/contract/timeEntries';
import {
  dueOf,
  isOverdue,
  todoGroups,
  todoItems,
  type TodoInput,
  type TodoItem,
} from '@/features/dashboard/dashboard.todo';
import { toApiDate } from '@/lib/dates';

const placement = (overrides: Partial<PlacementSummary> = {}): PlacementSummary => ({
  id: 'pl-1',
  name: 'Interim CFO',
  status: 'In Progress',
  salesStage: 300,
  type: '200',
  contractType: '200',
  company: 'Nordwerk AG',
  positionTitle: 'CFO',
  operationArea: 'Finance',
  operationCity: 'Hamburg',
  startDate: '2026-06-01',
  endDate: '',
  contactName: '',
  contactPhone: '',
  contactEmail: '',
  reportBillingViaPortal: '100',
  feeBilling: '100',
  travelExpenseManager: '200',
  candidateId: null,
  ...overrides,
});

/** A worked day from 08:30 to 17:30. */
const entry = (date: string) => ({
  ...emptyTimeEntry(date),
  description: '<p>Work</p>',
  recordedTime: '100',
  workStart: '08:30',
  workEnd: '17:30',
});

/** Every weekday of the month before `until` has an entry. */
function fullMonth(year: number, month: number, until = '9999-12-31'): PlacementMonth['timeTracking'] {
  const entries = [];
  for (let day = 1; day <= new Date(year, month, 0).getDate(); day += 1) {
    const date = new Date(year, month - 1, day);
    if (date.getDay() === 0 || date.getDay() === 6 || toApiDate(date) >= until) continue;
    entries.push(entry(toApiDate(date)));
  }
  return entries;
}

const sent = (billingStatus: BillingStatus) => ({
  id: 'mr',
  billingStatus,
  wasSent: true,
});

function input(today: Date, overrides: Partial<TodoInput> = {}): TodoInput {
  return {
    today,
    placements: [placement()],
    months: {},
    opportunities: [],
    availabilityUpdatedAt: today.toISOString(),
    ...overrides,
  };
}

const kinds = (items: ReturnType<typeof todoItems>) => items.map((item) => item.kind);

describe("the dashboard's to-do rules", () => {
  const tuesday = new Date(2026, 10, 24, 10); // Tue 24 Nov 2026; the month ends on Monday 30th
  const complete = {
    'pl-1': {
      [monthKey({ year: 2026, month: 10 })]: {
        timeTracking: fullMonth(2026, 10),
        monthlyReport: { id: 'mr-10', billingStatus: BILLING_STATUS.CLOSED, wasSent: true },
      },
      // Every weekday up to and including today.
      [monthKey({ year: 2026, month: 11 })]: { timeTracking: fullMonth(2026, 11, '2026-11-25'), monthlyReport: null },
    },
  };

  it('shows nothing when every day is logged, no report is due yet and nothing waits', () => {
    expect(todoItems(input(tuesday, { months: complete }))).toEqual([]);
  });

  it('lists the weekdays without a time entry up to yesterday, with the month to open', () => {
    const months = {
      'pl-1': {
        ...complete['pl-1'],
        [monthKey({ year: 2026, month: 11 })]: { timeTracking: fullMonth(2026, 11, '2026-11-19'), monthlyReport: null },
      },
    };
    const [item] = todoItems(input(tuesday, { months }));
    expect(item).toMatchObject({
      kind: 'timeEntries',
      month: { year: 2026, month: 11 },
      missing: ['2026-11-19', '2026-11-20', '2026-11-23'],
    });
  });

  it('opens the first missing day, or today when only today is without an entry', () => {
    const until = (date: string) => ({
      'pl-1': {
        ...complete['pl-1'],
        [monthKey({ year: 2026, month: 11 })]: { timeTracking: fullMonth(2026, 11, date), monthlyReport: null },
      },
    });
    expect(todoItems(input(tuesday, { months: until('2026-11-19') }))[0]).toMatchObject({ dayToLog: '2026-11-19' });
    expect(todoItems(input(tuesday, { months: until('2026-11-24') }))).toEqual([
      expect.objectContaining({ kind: 'timeEntries', missing: [], dayToLog: '2026-11-24' }),
    ]);
    // A Saturday is no working day: nothing to log today.
    const saturday = new Date(2026, 10, 28, 10);
    expect(kinds(todoItems(input(saturday, { months: until('2026-11-28') })))).not.toContain('timeEntries');
  });

  describe('once the month’s report is sent', () => {
    const withReport = (billingStatus: BillingStatus) => ({
      'pl-1': {
        ...complete['pl-1'],
        [monthKey({ year: 2026, month: 11 })]: {
          timeTracking: fullMonth(2026, 11, '2026-11-19'),
          monthlyReport: sent(billingStatus),
        },
      },
    });

    it('still asks for the missing days while its billing is open: they can still be logged', () => {
      expect(todoItems(input(tuesday, { months: withReport(BILLING_STATUS.OPEN) }))).toContainEqual(
        expect.objectContaining({ kind: 'timeEntries', missing: ['2026-11-19', '2026-11-20', '2026-11-23'] }),
      );
    });

    it.each([
      ['submitted', BILLING_STATUS.SUBMITTED],
      ['submitted, waiting', BILLING_STATUS.SUBMITTED_WAITING],
      ['closed', BILLING_STATUS.CLOSED],
    ] as const)('asks for nothing once its billing is %s: its days can no longer be logged', (_name, status) => {
      expect(kinds(todoItems(input(tuesday, { months: withReport(status) })))).not.toContain('timeEntries');
    });
  });

  it('does not count a day whose entry waits on the device to be sent, nor one of another placement', () => {
    const months = {
      'pl-1': {
        ...complete['pl-1'],
        [monthKey({ year: 2026, month: 11 })]: { timeTracking: fullMonth(2026, 11, '2026-11-19'), monthlyReport: null },
      },
    };
    const waiting = (placementId: string, date: string) => ({
      placementId,
      year: 2026,
      month: 11,
      entry: entry(date),
      version: null,
      seq: 1,
      savedAt: 0,
      refusal: null,
      copy: `${placementId}/${date}`,
      ownBefore: [],
    });
    const [item] = todoItems(
      input(tuesday, { months, waiting: [waiting('pl-1', '2026-11-20'), waiting('pl-2', '2026-11-23')] }),
    );
    expect(item).toMatchObject({ kind: 'timeEntries', missing: ['2026-11-19', '2026-11-23'] });
  });

  it('does not count days before the placement started', () => {
    const months = { 'pl-1': { [monthKey({ year: 2026, month: 11 })]: { timeTracking: [], monthlyReport: null } } };
    const [item] = todoItems(input(tuesday, { placements: [placement({ startDate: '2026-11-20' })], months }));
    expect(item).toMatchObject({ kind: 'timeEntries', missing: ['2026-11-20', '2026-11-23'] });
  });

  it('shows the monthly report from three working days before the last working day until it is sent', () => {
    // November 2026 ends on Monday 30th: the report shows from Wednesday 25th.
    expect(kinds(todoItems(input(new Date(2026, 10, 24, 12), { months: complete })))).toEqual([]);
    const wednesday = new Date(2026, 10, 25, 9);
    const months = {
      'pl-1': {
        ...complete['pl-1'],
        [monthKey({ year: 2026, month: 11 })]: { timeTracking: fullMonth(2026, 11, '2026-11-26'), monthlyReport: null },
      },
    };
    expect(todoItems(input(wednesday, { months }))).toEqual([
      expect.objectContaining({
        kind: 'monthlyReport',
        due: '2026-11-30',
        overdue: false,
        month: { year: 2026, month: 11 },
      }),
    ]);
    const sentNow = {
      'pl-1': {
        ...months['pl-1'],
        [monthKey({ year: 2026, month: 11 })]: {
          timeTracking: fullMonth(2026, 11, '2026-11-26'),
          monthlyReport: sent(BILLING_STATUS.SUBMITTED),
        },
      },
    };
    expect(kinds(todoItems(input(wednesday, { months: sentNow })))).toEqual([]);
  });

  it('moves the due day to the Friday when the month ends on a weekend', () => {
    // October 2026 ends on Saturday 31st: due Friday 30th, shown from Tuesday 27th.
    const months = {
      'pl-1': {
        [monthKey({ year: 2026, month: 10 })]: { timeTracking: fullMonth(2026, 10), monthlyReport: null },
        [monthKey({ year: 2026, month: 9 })]: { timeTracking: [], monthlyReport: sent(BILLING_STATUS.CLOSED) },
      },
    };
    expect(kinds(todoItems(input(new Date(2026, 9, 26, 12), { months })))).toEqual([]);
    expect(todoItems(input(new Date(2026, 9, 27, 12), { months }))).toEqual([
      expect.objectContaining({ kind: 'monthlyReport', due: '2026-10-30' }),
    ]);
  });

  it("keeps last month's unsent report as overdue", () => {
    const months = {
      'pl-1': {
        ...complete['pl-1'],
        [monthKey({ year: 2026, month: 10 })]: { timeTracking: fullMonth(2026, 10), monthlyReport: null },
      },
    };
    expect(todoItems(input(tuesday, { months }))).toEqual([
      expect.objectContaining({
        kind: 'monthlyReport',
        due: '2026-10-30',
        overdue: true,
        month: { year: 2026, month: 10 },
      }),
    ]);
  });

  it('asks for the invoice of a sent report whose billing is open, but not for a mandate (no Billing)', () => {
    const months = {
      'pl-1': {
        ...complete['pl-1'],
        [monthKey({ year: 2026, month: 10 })]: {
          timeTracking: fullMonth(2026, 10),
          monthlyReport: sent(BILLING_STATUS.OPEN),
        },
      },
    };
    expect(todoItems(input(tuesday, { months }))).toEqual([
      expect.objectContaining({ kind: 'invoice', month: { year: 2026, month: 10 } }),
    ]);
    expect(kinds(todoItems(input(tuesday, { months, placements: [placement({ type: '400' })] })))).toEqual([]);
    const submitted = {
      'pl-1': {
        ...months['pl-1'],
        [monthKey({ year: 2026, month: 10 })]: {
          timeTracking: [],
          monthlyReport: sent(BILLING_STATUS.SUBMITTED_WAITING),
        },
      },
    };
    expect(kinds(todoItems(input(tuesday, { months: submitted })))).toEqual([]);
  });

  it('shows nothing for a placement not reported via the portal, or no longer active', () => {
    const months = {
      'pl-1': {
        [monthKey({ year: 2026, month: 11 })]: { timeTracking: [], monthlyReport: null },
        [monthKey({ year: 2026, month: 10 })]: { timeTracking: [], monthlyReport: sent(BILLING_STATUS.OPEN) },
      },
    };
    expect(todoItems(input(tuesday, { months, placements: [placement({ reportBillingViaPortal: '200' })] }))).toEqual(
      [],
    );
    expect(
      todoItems(input(tuesday, { months, placements: [placement({ status: 'Closed', salesStage: 400 })] })),
    ).toEqual([]);
  });

  it('asks to confirm availability after 30 days or when it was never saved', () => {
    const days = (n: number) => new Date(tuesday.getTime() - n * 24 * 60 * 60 * 1000).toISOString();
    expect(kinds(todoItems(input(tuesday, { months: complete, availabilityUpdatedAt: days(29) })))).toEqual([]);
    expect(todoItems(input(tuesday, { months: complete, availabilityUpdatedAt: days(30) }))).toEqual([
      { kind: 'availability', lastUpdated: days(30) },
    ]);
    expect(todoItems(input(tuesday, { months: complete, availabilityUpdatedAt: null }))).toEqual([
      { kind: 'availability', lastUpdated: null },
    ]);
    expect(kinds(todoItems(input(tuesday, { months: complete, availabilityUpdatedAt: undefined })))).toEqual([]);
  });

  it('counts the new opportunities waiting for an answer', () => {
    const opportunity = (id: string, status: number) =>
      ({ id, candidate: { id: `c-${id}`, status, nda: false } }) as OpportunitySummary;
    const opportunities = [opportunity('a', 100), opportunity('b', 150), opportunity('c', 100), opportunity('d', 1200)];
    expect(todoItems(input(tuesday, { months: complete, opportunities }))).toEqual([
      { kind: 'opportunities', count: 2 },
    ]);
    expect(kinds(todoItems(input(tuesday, { months: complete, opportunities: [opportunity('b', 150)] })))).toEqual([]);
  });
});

describe("the dashboard's to-do groups", () => {
  const alpen = placement({ id: 'alpen', positionTitle: 'Interim-CFO', company: 'Alpenland' });
  const nord = placement({ id: 'nord', positionTitle: 'Leitung Finanzen', company: 'Nordwind' });
  const december = { year: 2026, month: 12 };
  const november = { year: 2026, month: 11 };
  const today = (of: PlacementSummary, dayToLog: string, missing: string[] = []): TodoItem => ({
    kind: 'timeEntries',
    placement: of,
    month: december,
    missing,
    dayToLog,
  });
  const report = (of: PlacementSummary, due: string, overdue: boolean): TodoItem => ({
    kind: 'monthlyReport',
    placement: of,
    month: overdue ? november : december,
    due,
    overdue,
  });

  it("leads with the placement whose task is due first, and puts the manager's own tasks last", () => {
    const items: TodoItem[] = [
      today(alpen, '2026-12-01'),
      { kind: 'opportunities', count: 2 },
      today(nord, '2026-12-01'),
      report(nord, '2026-11-30', true),
      { kind: 'invoice', placement: alpen, month: november },
    ];
    const groups = todoGroups(items);
    expect(groups.map((group) => [group.placement?.id ?? 'own', group.items.map((item) => item.kind)])).toEqual([
      ['nord', ['monthlyReport', 'timeEntries']],
      ['alpen', ['timeEntries', 'invoice']],
      ['own', ['opportunities']],
    ]);
    expect(isOverdue(groups[0]!.items[0]!, new Date(2026, 11, 1, 9))).toBe(true);
    expect(isOverdue(groups[1]!.items[0]!, new Date(2026, 11, 1, 9))).toBe(false);
  });

  it('dates missing days by the first of them, and today by today', () => {
    expect(dueOf(today(alpen, '2026-12-01', ['2026-12-01', '2026-12-02']))).toBe('2026-12-01');
    expect(dueOf(today(alpen, '2026-12-03'))).toBe('2026-12-03');
    expect(dueOf({ kind: 'availability', lastUpdated: null })).toBeNull();
  });

  it('keeps every item, groups each placement once, and orders groups and items by due day', () => {
    const day = fc.integer({ min: 1, max: 28 }).map((n) => `2026-12-${String(n).padStart(2, '0')}`);
    const who = fc.constantFrom(alpen, nord, placement({ id: 'third' }));
    const item: fc.Arbitrary<TodoItem> = fc.oneof(
      fc.tuple(who, day).map(([of, date]) => today(of, date)),
      fc.tuple(who, day, fc.boolean()).map(([of, date, overdue]) => report(of, date, overdue)),
      who.map((of): TodoItem => ({ kind: 'invoice', placement: of, month: november })),
      fc.constant<TodoItem>({ kind: 'availability', lastUpdated: null }),
      fc.integer({ min: 1, max: 5 }).map((count): TodoItem => ({ kind: 'opportunities', count })),
    );
    // null (no due day) sorts after every day.
    const key = (due: string | null) => due ?? '9999-12-31';
    fc.assert(
      fc.property(fc.array(item, { maxLength: 12 }), (items) => {
        const groups = todoGroups(items);
        expect(groups.flatMap((group) => group.items)).toHaveLength(items.length);
        const ids = groups.map((group) => group.placement?.id ?? null);
        expect(new Set(ids).size).toBe(ids.length);
        expect([-1, ids.length - 1]).toContain(ids.indexOf(null));
        for (const group of groups) {
          expect(group.items.length).toBeGreaterThan(0);
          const dues = group.items.map((each) => key(dueOf(each)));
          expect(dues).toEqual([...dues].sort());
        }
        const firsts = groups.filter((group) => group.placement).map((group) => key(dueOf(group.items[0]!)));
        expect(firsts).toEqual([...firsts].sort());
      }),
    );
  });
});
