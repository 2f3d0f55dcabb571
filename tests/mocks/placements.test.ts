import { ERROR_CODE } from '@/contract/common';
import { monthKey } from '@/contract/month';
import {
  BILLING_STATUS,
  BUSINESS_TRIP,
  FEE_BILLING,
  isActivePlacement,
  PLACEMENT_PATHS,
  PLACEMENT_TYPE_MANDATE,
  REPORT_BILLING_VIA_PORTAL,
  salesStageBadge,
  type PlacementOverview,
  type PlacementSummary,
  type TimeEntry,
} from '@/contract/placements';
import { CV_PATHS, type PublicCv } from '@/contract/resume';
import { validateTimeEntry } from '@/contract/timeEntries';
import { DEMO_EMAIL } from '@mocks/auth/fixtures';
import { db, resetDb } from '@mocks/db';
import { BENCH_EVERY_DAY_MONTHS, buildTimeEntry, BERGER_PLACEMENT_ID as PLC } from '@mocks/placements/fixtures';

import { apiFetch, errorCode, freezeClock, login } from './helpers';

/** The placements list and the month overview. */

async function token(email: string = DEMO_EMAIL.MANAGER): Promise<string> {
  return (await login(email)).accessToken;
}

async function list(accessToken: string): Promise<PlacementSummary[]> {
  const response = await apiFetch(PLACEMENT_PATHS.placements.build(), {}, accessToken);
  expect(response.status).toBe(200);
  return (await response.json()) as PlacementSummary[];
}

async function overviewOf(response: Response): Promise<PlacementOverview> {
  expect(response.status).toBe(200);
  return (await response.json()) as PlacementOverview;
}

const overview = (id: string, accessToken: string) => apiFetch(PLACEMENT_PATHS.overview.build(id), {}, accessToken);
const monthOverview = (id: string, year: string | number, month: string | number, accessToken: string) =>
  apiFetch(PLACEMENT_PATHS.monthOverview.build(id, year, month), {}, accessToken);

/** Wednesday 18 March 2026, 10:00 local time: the last three weekdays before it are 13, 16 and 17 March. */
const WEDNESDAY = new Date(2026, 2, 18, 10, 0, 0);

/** The seed made on WEDNESDAY (the seed is built from the clock). */
function seedOnWednesday(): void {
  freezeClock(WEDNESDAY.getTime());
  resetDb();
}

/** The days a portal placement seeded on WEDNESDAY has entries on in March: every weekday but the last three before it. */
const MARCH_DAYS_WITH_ENTRIES = [
  '2026-03-02',
  '2026-03-03',
  '2026-03-04',
  '2026-03-05',
  '2026-03-06',
  '2026-03-09',
  '2026-03-10',
  '2026-03-11',
  '2026-03-12',
];

// The next test's seed (tests/setup.ts resets the store after each test) is made on the real clock.
afterEach(() => vi.useRealTimers());

describe('GET /manager/placements', () => {
  it('lists the demo manager’s placements: via the portal, a mandate, one not via the portal, closed ones, one without a badge', async () => {
    const placements = await list(await token());
    const byId = new Map(placements.map((each) => [each.id, each]));
    expect([...byId.keys()].sort()).toEqual(Object.values(PLC).sort());

    const portal = byId.get(PLC.PORTAL);
    expect(portal).toMatchObject({
      reportBillingViaPortal: REPORT_BILLING_VIA_PORTAL,
      type: '200',
      feeBilling: '100',
      travelExpenseManager: '500',
      status: 'In Progress',
      salesStage: 300,
      endDate: '',
    });
    expect(portal && isActivePlacement(portal)).toBe(true);
    expect(byId.get(PLC.MANDATE)).toMatchObject({
      type: PLACEMENT_TYPE_MANDATE,
      reportBillingViaPortal: REPORT_BILLING_VIA_PORTAL,
      salesStage: 200,
      status: 'In Progress',
    });
    const hourly = byId.get(PLC.HOURLY);
    expect(hourly).toMatchObject({
      type: '500',
      feeBilling: FEE_BILLING.HOURS,
      travelExpenseManager: '500',
      reportBillingViaPortal: REPORT_BILLING_VIA_PORTAL,
      status: 'In Progress',
      salesStage: 320,
      endDate: '',
      candidateId: null,
    });
    expect(hourly && isActivePlacement(hourly)).toBe(true);
    expect(hourly?.contactEmail).toMatch(/\.example$/);
    expect(byId.get(PLC.NOT_VIA_PORTAL)).toMatchObject({ reportBillingViaPortal: '200', salesStage: 350 });
    for (const id of [PLC.CLOSED_400, PLC.CLOSED_800, PLC.CLOSED_1200]) {
      expect(byId.get(id)?.status).toBe('Closed');
      expect(salesStageBadge(byId.get(id)?.salesStage ?? 0)).toBe('closed');
    }
    expect(salesStageBadge(byId.get(PLC.NO_BADGE)?.salesStage ?? 0)).toBeNull();

    expect(new Set(placements.map((each) => each.contractType))).toEqual(
      new Set(['100', '200', '300', '400', '500', '600']),
    );
    expect(placements.some((each) => each.contactPhone === '')).toBe(true);
    expect(placements.some((each) => each.contactEmail === '')).toBe(true);
    expect(placements.some((each) => each.contactName === '')).toBe(true);
  });

  it('sends the summary only, without the stored months', async () => {
    const [first] = await list(await token());
    expect(first).not.toHaveProperty('months');
    expect(first).not.toHaveProperty('managerId');
    expect(Object.keys(first ?? {})).toContain('candidateId');
  });

  it('shows each manager only their own: none for skippable@, six for the benchmark', async () => {
    expect(await list(await token(DEMO_EMAIL.SKIPPABLE))).toEqual([]);
    const bench = await list(await token(DEMO_EMAIL.BENCH));
    expect(bench).toHaveLength(6);
    expect(bench.some((each) => each.id === PLC.PORTAL)).toBe(false);
  });

  it('needs a signed-in manager: 401 without a token, 403 for a client contact', async () => {
    const anonymous = await apiFetch(PLACEMENT_PATHS.placements.build());
    expect(anonymous.status).toBe(401);
    expect(await errorCode(anonymous)).toBe(ERROR_CODE.TOKEN);
    const client = await token(DEMO_EMAIL.CLIENT);
    const listed = await apiFetch(PLACEMENT_PATHS.placements.build(), {}, client);
    expect(listed.status).toBe(403);
    expect(await errorCode(listed)).toBe(ERROR_CODE.FORBIDDEN);
    expect((await overview(PLC.PORTAL, client)).status).toBe(403);
    expect((await monthOverview(PLC.PORTAL, 2026, 3, client)).status).toBe(403);
  });

  it('resolves the candidate ids of placements to the manager’s CV', async () => {
    const accessToken = await token();
    const withCandidate = (await list(accessToken)).filter((each) => each.candidateId !== null);
    expect(withCandidate.length).toBeGreaterThanOrEqual(2);
    for (const placement of withCandidate) {
      const response = await apiFetch(CV_PATHS.candidateCv.build(placement.candidateId ?? ''), {}, accessToken);
      expect(response.status, placement.id).toBe(200);
      expect(((await response.json()) as PublicCv).personalDetails.lastName).toBe('Berger');
    }
  });
});

describe('GET /manager/placements/{id}/overview', () => {
  it('answers the current month and the one before, keyed year_month', async () => {
    seedOnWednesday();
    const result = await overviewOf(await overview(PLC.PORTAL, await token()));
    expect(result.placement).toEqual({
      id: PLC.PORTAL,
      type: '200',
      reportBillingViaPortal: '100',
      feeBilling: '100',
      travelExpenseManager: '500',
    });
    expect([result.currentYear, result.currentMonth]).toEqual([2026, 3]);
    expect(Object.keys(result.months).sort()).toEqual([
      monthKey({ year: 2026, month: 2 }),
      monthKey({ year: 2026, month: 3 }),
    ]);
  });

  it('has an entry for every weekday of this month but the last three before today; no report yet', async () => {
    seedOnWednesday();
    const { months } = await overviewOf(await overview(PLC.PORTAL, await token()));
    const march = months[monthKey({ year: 2026, month: 3 })];
    expect(march?.monthlyReport).toBeNull();
    expect(march?.timeTracking.map((each) => each.date)).toEqual(MARCH_DAYS_WITH_ENTRIES);
    const [entry] = march?.timeTracking ?? [];
    expect(entry).toMatchObject({
      workStart: '08:30',
      workEnd: '17:30',
      pauseStart1: '12:30',
      pauseEnd1: '13:15',
      recordedTime: '100',
      timeTracking: null,
    });
    expect(entry?.description).toMatch(/^<p>.+<\/p>$/);
  });

  it('sends every month before this one: last month open (100), the one before closed (300), then 250 and 200', async () => {
    seedOnWednesday();
    const accessToken = await token();
    const { months } = await overviewOf(await monthOverview(PLC.PORTAL, 2026, 2, accessToken));
    const february = months[monthKey({ year: 2026, month: 2 })];
    expect(february?.timeTracking).toHaveLength(20);
    expect(february?.monthlyReport).toMatchObject({ billingStatus: BILLING_STATUS.OPEN, wasSent: true });
    expect(months[monthKey({ year: 2026, month: 1 })]?.monthlyReport).toMatchObject({
      billingStatus: BILLING_STATUS.CLOSED,
      wasSent: true,
    });
    expect(months[monthKey({ year: 2026, month: 1 })]?.timeTracking).toHaveLength(22);
    // Sent reports in every billing status: December 250, November 200.
    const december = await overviewOf(await monthOverview(PLC.PORTAL, 2025, 12, accessToken));
    expect(december.months[monthKey({ year: 2025, month: 12 })]?.monthlyReport).toMatchObject({
      billingStatus: BILLING_STATUS.SUBMITTED_WAITING,
      wasSent: true,
    });
    expect(december.months[monthKey({ year: 2025, month: 11 })]?.monthlyReport).toMatchObject({
      billingStatus: BILLING_STATUS.SUBMITTED,
      wasSent: true,
    });
    // The placement started in April 2025 (a year of entries): nothing before.
    const april = await overviewOf(await monthOverview(PLC.PORTAL, 2025, 4, accessToken));
    expect(april.months[monthKey({ year: 2025, month: 4 })]?.timeTracking.length).toBeGreaterThan(0);
    expect(april.months[monthKey({ year: 2025, month: 3 })]).toEqual({ timeTracking: [], monthlyReport: null });
  });

  it('answers a January with the December before it', async () => {
    const result = await overviewOf(await monthOverview(PLC.PORTAL, 2026, 1, await token()));
    expect([result.currentYear, result.currentMonth]).toEqual([2026, 1]);
    expect(Object.keys(result.months).sort()).toEqual([
      monthKey({ year: 2025, month: 12 }),
      monthKey({ year: 2026, month: 1 }),
    ]);
  });

  it('answers what the store holds: an entry added to the placement shows in its month', async () => {
    const accessToken = await token();
    const placement = db.placements.find((each) => each.id === PLC.MANDATE);
    if (!placement) throw new Error('no mandate placement');
    placement.months[monthKey({ year: 2030, month: 5 })] = {
      timeTracking: [buildTimeEntry('2030-05-15'), buildTimeEntry('2030-05-14')],
      monthlyReport: null,
    };
    const { months } = await overviewOf(await monthOverview(PLC.MANDATE, 2030, 5, accessToken));
    expect(months[monthKey({ year: 2030, month: 5 })]?.timeTracking.map((each) => each.date)).toEqual([
      '2030-05-14',
      '2030-05-15',
    ]);
  });

  it('answers a placement not reported via the portal with empty months, whatever the store holds', async () => {
    seedOnWednesday();
    const placement = db.placements.find((each) => each.id === PLC.NOT_VIA_PORTAL);
    if (!placement) throw new Error('no placement outside the portal');
    placement.months[monthKey({ year: 2026, month: 3 })] = {
      timeTracking: [buildTimeEntry('2026-03-02')],
      monthlyReport: null,
    };
    const result = await overviewOf(await overview(PLC.NOT_VIA_PORTAL, await token()));
    expect(result.placement.reportBillingViaPortal).toBe('200');
    expect(result.months).toEqual({
      [monthKey({ year: 2026, month: 2 })]: { timeTracking: [], monthlyReport: null },
      [monthKey({ year: 2026, month: 3 })]: { timeTracking: [], monthlyReport: null },
    });
  });

  it('answers 400 for a month outside 1-12 or a year that is not one', async () => {
    const accessToken = await token();
    for (const [year, month, field] of [
      [2026, 0, 'month'],
      [2026, 13, 'month'],
      [2026, 'march', 'month'],
      [2026, '3.5', 'month'],
      ['20x6', 3, 'year'],
      [26, 3, 'year'],
      [99999, 3, 'year'],
    ] as const) {
      const response = await monthOverview(PLC.PORTAL, year, month, accessToken);
      expect(response.status, `${year}/${month}`).toBe(400);
      const body = (await response.json()) as { code: string; fields: Record<string, string> };
      expect(body.code).toBe(ERROR_CODE.VALIDATION);
      expect(Object.keys(body.fields)).toEqual([field]);
    }
    expect((await monthOverview(PLC.PORTAL, 2026, 12, accessToken)).status).toBe(200);
    expect((await monthOverview(PLC.PORTAL, 2026, '03', accessToken)).status).toBe(200);
  });

  it('answers 404 for another manager’s placement and for an unknown id', async () => {
    const bench = await token(DEMO_EMAIL.BENCH);
    for (const response of [
      await overview(PLC.PORTAL, bench),
      await monthOverview(PLC.PORTAL, 2026, 3, bench),
      await overview('plc-unknown', await token()),
    ]) {
      expect(response.status).toBe(404);
      expect(await errorCode(response)).toBe(ERROR_CODE.NOT_FOUND);
    }
  });
});

/** Worked minutes of an entry from its times (work end - start - pauses), computed here on its own. */
function workedMinutes(entry: TimeEntry): number {
  const minutes = (time: string) => (time === '' ? 0 : Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5)));
  const pauses = [
    [entry.pauseStart1, entry.pauseEnd1],
    [entry.pauseStart2, entry.pauseEnd2],
    [entry.pauseStart3, entry.pauseEnd3],
  ].reduce((sum, [start, end]) => sum + minutes(end ?? '') - minutes(start ?? ''), 0);
  return minutes(entry.workEnd) - minutes(entry.workStart) - pauses;
}

describe('the time-entry choices of the overview (timeTrackingOptions)', () => {
  const ALL_CHOICES = {
    businessTripOptions: [100, 200],
    placeOfWorkOptions: [100, 125, 150, 175, 200, 225, 250, 300],
    recordedTimeOptions: ['100', '200', '300'],
  };
  // The codes as sets: the contract does not order them (the app asks the three travel questions).
  const ascending = (codes: readonly (number | string)[]) => [...codes].sort((a, b) => Number(a) - Number(b));
  const sortedChoices = ({
    businessTripOptions,
    placeOfWorkOptions,
    recordedTimeOptions,
    timeTrackingOptions,
  }: PlacementOverview['timeTrackingOptions']) => ({
    businessTripOptions: ascending(businessTripOptions),
    placeOfWorkOptions: ascending(placeOfWorkOptions),
    recordedTimeOptions: ascending(recordedTimeOptions),
    timeTrackingOptions: ascending(timeTrackingOptions),
  });

  it.each(['110', '150', '400', '500'])('offers no time-tracking option for placement type %s', async (type) => {
    db.placements.find((each) => each.id === PLC.PORTAL)!.type = type;
    const result = await overviewOf(await overview(PLC.PORTAL, await token()));
    expect(sortedChoices(result.timeTrackingOptions)).toEqual({ ...ALL_CHOICES, timeTrackingOptions: [] });
  });

  it.each(['100', '200', '300', '600'])('offers the four time-tracking options for placement type %s', async (type) => {
    db.placements.find((each) => each.id === PLC.PORTAL)!.type = type;
    const result = await overviewOf(await overview(PLC.PORTAL, await token()));
    expect(sortedChoices(result.timeTrackingOptions)).toEqual({
      ...ALL_CHOICES,
      timeTrackingOptions: ['100', '200', '300', '400'],
    });
  });

  it('answers the choices of the demo placements as they are seeded: the mandate and the hourly one without time-tracking options', async () => {
    const accessToken = await token();
    expect((await overviewOf(await overview(PLC.PORTAL, accessToken))).timeTrackingOptions.timeTrackingOptions).toEqual(
      ['100', '200', '300', '400'],
    );
    expect(
      (await overviewOf(await overview(PLC.MANDATE, accessToken))).timeTrackingOptions.timeTrackingOptions,
    ).toEqual([]);
    expect((await overviewOf(await overview(PLC.HOURLY, accessToken))).timeTrackingOptions.timeTrackingOptions).toEqual(
      [],
    );
  });
});

describe('the hourly placement (type 500 billed by hours, the travel questions)', () => {
  it('answers entries with working times, one or two pauses and travel days, each valid by the time-entry rules', async () => {
    seedOnWednesday();
    const result = await overviewOf(await overview(PLC.HOURLY, await token()));
    expect(result.placement).toEqual({
      id: PLC.HOURLY,
      type: '500',
      reportBillingViaPortal: '100',
      feeBilling: '200',
      travelExpenseManager: '500',
    });
    // Like the other portal placement: every weekday of March but the last three before today.
    const march = result.months[monthKey({ year: 2026, month: 3 })];
    expect(march?.monthlyReport).toBeNull();
    expect(march?.timeTracking.map((each) => each.date)).toEqual(MARCH_DAYS_WITH_ENTRIES);
    const entries = [
      ...(result.months[monthKey({ year: 2026, month: 2 })]?.timeTracking ?? []),
      ...(march?.timeTracking ?? []),
    ];
    for (const entry of entries) {
      expect(entry, entry.date).toMatchObject({ recordedTime: '100', timeTracking: null });
      expect(entry.workStart, entry.date).toMatch(/^\d{2}:\d{2}$/);
      expect(entry.workEnd, entry.date).toMatch(/^\d{2}:\d{2}$/);
      expect(entry.pauseStart1, entry.date).not.toBe('');
      expect(workedMinutes(entry), entry.date).toBeGreaterThan(0);
      expect(validateTimeEntry(entry, result.placement), entry.date).toEqual({});
    }
    // The days differ: several starts and ends, some with a second pause.
    expect(new Set(entries.map((each) => each.workStart)).size).toBeGreaterThan(2);
    expect(new Set(entries.map((each) => each.workEnd)).size).toBeGreaterThan(2);
    expect(entries.some((each) => each.pauseStart2 !== '')).toBe(true);
    expect(entries.some((each) => each.pauseStart2 === '')).toBe(true);
    // Travel days: to the site on Monday with a night there (101 = 225), back on Thursday (010 = 125); Friday from home.
    const on = (date: string) => entries.find((each) => each.date === date);
    expect(on('2026-03-02')).toMatchObject({ businessTrip: BUSINESS_TRIP.YES, placeOfWork: 225 });
    expect(on('2026-03-05')).toMatchObject({ businessTrip: BUSINESS_TRIP.YES, placeOfWork: 125 });
    expect(on('2026-03-06')).toMatchObject({ businessTrip: BUSINESS_TRIP.NO, placeOfWork: 300 });
  });

  it('started two months ago: January closed, February sent with its billing open and billed by the hours worked', async () => {
    seedOnWednesday();
    const accessToken = await token();
    const placement = (await list(accessToken)).find((each) => each.id === PLC.HOURLY);
    expect(placement?.startDate).toBe('2026-01-19'); // 18 January 2026 is a Sunday
    const { months } = await overviewOf(await monthOverview(PLC.HOURLY, 2026, 2, accessToken));
    const february = months[monthKey({ year: 2026, month: 2 })];
    expect(february?.timeTracking).toHaveLength(20);
    expect(february?.monthlyReport).toMatchObject({ billingStatus: BILLING_STATUS.OPEN, wasSent: true });
    const hours = february!.timeTracking.reduce((sum, entry) => sum + workedMinutes(entry), 0) / 60;
    expect(february?.monthlyReport).toMatchObject({ sumActivityTime: Math.round(hours * 100) / 100 });
    expect(months[monthKey({ year: 2026, month: 1 })]?.timeTracking.map((each) => each.date)[0]).toBe('2026-01-19');
    expect(months[monthKey({ year: 2026, month: 1 })]?.monthlyReport).toMatchObject({
      billingStatus: BILLING_STATUS.CLOSED,
      wasSent: true,
    });
  });
});

describe('the benchmark’s first placement', () => {
  const daysIn = (year: number, month: number) => new Date(year, month, 0).getDate();

  it(`has an entry on every calendar day of the ${BENCH_EVERY_DAY_MONTHS} months before this one, weekends included, each month sent`, () => {
    seedOnWednesday();
    const placement = db.placements.find((each) => each.id === 'plc-bench-1');
    expect(placement?.startDate).toBe('2024-03-01');
    const keys = Object.keys(placement?.months ?? {});
    expect(keys).toHaveLength(BENCH_EVERY_DAY_MONTHS + 1);
    for (let back = 1; back <= BENCH_EVERY_DAY_MONTHS; back += 1) {
      const first = new Date(2026, 2 - back, 1);
      const [year, month] = [first.getFullYear(), first.getMonth() + 1];
      const stored = placement?.months[monthKey({ year, month })];
      const dates = stored?.timeTracking.map((each) => each.date);
      expect(dates, `${year}-${month}`).toHaveLength(daysIn(year, month));
      expect(new Set(dates).size).toBe(daysIn(year, month));
      expect(stored?.monthlyReport?.wasSent, `${year}-${month}`).toBe(true);
    }
    // This month: every day up to yesterday (the 17th), no report yet.
    expect(placement?.months[monthKey({ year: 2026, month: 3 })]?.timeTracking).toHaveLength(17);
    expect(placement?.months[monthKey({ year: 2026, month: 3 })]?.monthlyReport).toBeNull();
  });

  it('answers a 31-day month with 31 entries, Saturdays and Sundays included', async () => {
    seedOnWednesday();
    const { months } = await overviewOf(await monthOverview('plc-bench-1', 2026, 1, await token(DEMO_EMAIL.BENCH)));
    const january = months[monthKey({ year: 2026, month: 1 })]?.timeTracking ?? [];
    expect(january).toHaveLength(31);
    expect(january.map((each) => each.date)).toContain('2026-01-03'); // a Saturday
    expect(january.map((each) => each.date)).toContain('2026-01-04'); // a Sunday
    expect(months[monthKey({ year: 2025, month: 12 })]?.timeTracking).toHaveLength(31);
  });
});
