import { ERROR_CODE } from '@/contract/common';
import {
  BILLING_STATUS,
  PLACEMENT_PATHS,
  PLACEMENT_TYPE_MANDATE,
  REPORT_BILLING_VIA_PORTAL,
  isActivePlacement,
  monthKey,
  salesStageBadge,
  type PlacementOverview,
  type PlacementSummary,
} from '@/contract/placements';
import { CV_PATHS, type Resume } from '@/contract/resume';
import { db, resetDb } from '@mocks/db';
import { DEMO_EMAIL } from '@mocks/auth/fixtures';
import { BERGER_PLACEMENT_ID as PLC, buildTimeEntry } from '@mocks/placements/fixtures';
import { apiFetch, errorCode, freezeClock, login } from './helpers';

/** The placements list and the month overview of part 2 §2, §3, §7. */

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

// The next test's seed (tests/setup.ts resets the store after each test) is made on the real clock.
afterEach(() => vi.useRealTimers());

describe('GET /manager/placements', () => {
  it('lists the demo manager’s placements: via the portal, a mandate, one not via the portal, closed ones, one without a badge', async () => {
    const placements = await list(await token());
    const byId = new Map(placements.map((each) => [each.id, each]));
    expect([...byId.keys()].sort()).toEqual(Object.values(PLC).sort());

    const portal = byId.get(PLC.PORTAL);
    expect(portal).toMatchObject({ reportBillingViaPortal: REPORT_BILLING_VIA_PORTAL, type: '200', feeBilling: '100', travelExpenseManager: '500', status: 'In Progress', salesStage: 300, endDate: '' });
    expect(portal && isActivePlacement(portal)).toBe(true);
    expect(byId.get(PLC.MANDATE)).toMatchObject({ type: PLACEMENT_TYPE_MANDATE, reportBillingViaPortal: REPORT_BILLING_VIA_PORTAL, salesStage: 200, status: 'In Progress' });
    expect(byId.get(PLC.NOT_VIA_PORTAL)).toMatchObject({ reportBillingViaPortal: '200', salesStage: 350 });
    for (const id of [PLC.CLOSED_400, PLC.CLOSED_800, PLC.CLOSED_1200]) {
      expect(byId.get(id)?.status).toBe('Closed');
      expect(salesStageBadge(byId.get(id)?.salesStage ?? 0)).toBe('closed');
    }
    expect(salesStageBadge(byId.get(PLC.NO_BADGE)?.salesStage ?? 0)).toBeNull();

    expect(new Set(placements.map((each) => each.contractType))).toEqual(new Set(['100', '200', '300', '400', '500', '600']));
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
      expect(((await response.json()) as Resume).personalDetails.lastName).toBe('Berger');
    }
  });
});

describe('GET /manager/placements/{id}/overview', () => {
  it('answers the current month and the one before, keyed year_month', async () => {
    seedOnWednesday();
    const result = await overviewOf(await overview(PLC.PORTAL, await token()));
    expect(result.placement).toEqual({ id: PLC.PORTAL, type: '200', reportBillingViaPortal: '100', feeBilling: '100', travelExpenseManager: '500' });
    expect([result.currentYear, result.currentMonth]).toEqual([2026, 3]);
    expect(Object.keys(result.months).sort()).toEqual([monthKey(2026, 2), monthKey(2026, 3)]);
  });

  it('has an entry for every weekday of this month but the last three before today; no report yet', async () => {
    seedOnWednesday();
    const { months } = await overviewOf(await overview(PLC.PORTAL, await token()));
    const march = months[monthKey(2026, 3)];
    expect(march?.monthlyReport).toBeNull();
    expect(march?.timeTracking.map((each) => each.date)).toEqual([
      '2026-03-02',
      '2026-03-03',
      '2026-03-04',
      '2026-03-05',
      '2026-03-06',
      '2026-03-09',
      '2026-03-10',
      '2026-03-11',
      '2026-03-12',
    ]);
    const [entry] = march?.timeTracking ?? [];
    expect(entry).toMatchObject({ workStart: '08:30', workEnd: '17:30', pauseStart1: '12:30', pauseEnd1: '13:15', recordedTime: '100', timeTracking: null });
    expect(entry?.description).toMatch(/^<p>.+<\/p>$/);
  });

  it('sends every month before this one: last month open (100), the one before closed (300), then 250 and 200', async () => {
    seedOnWednesday();
    const accessToken = await token();
    const { months } = await overviewOf(await monthOverview(PLC.PORTAL, 2026, 2, accessToken));
    const february = months[monthKey(2026, 2)];
    expect(february?.timeTracking).toHaveLength(20);
    expect(february?.monthlyReport).toMatchObject({ billingStatus: BILLING_STATUS.OPEN, wasSent: true });
    expect(months[monthKey(2026, 1)]?.monthlyReport).toMatchObject({ billingStatus: BILLING_STATUS.CLOSED, wasSent: true });
    expect(months[monthKey(2026, 1)]?.timeTracking).toHaveLength(22);
    // Sent reports in every billing status: December 250, November 200.
    const december = await overviewOf(await monthOverview(PLC.PORTAL, 2025, 12, accessToken));
    expect(december.months[monthKey(2025, 12)]?.monthlyReport).toMatchObject({ billingStatus: BILLING_STATUS.SUBMITTED_WAITING, wasSent: true });
    expect(december.months[monthKey(2025, 11)]?.monthlyReport).toMatchObject({ billingStatus: BILLING_STATUS.SUBMITTED, wasSent: true });
    // The placement started in April 2025 (a year of entries): nothing before.
    const april = await overviewOf(await monthOverview(PLC.PORTAL, 2025, 4, accessToken));
    expect(april.months[monthKey(2025, 4)]?.timeTracking.length).toBeGreaterThan(0);
    expect(april.months[monthKey(2025, 3)]).toEqual({ timeTracking: [], monthlyReport: null });
  });

  it('answers a January with the December before it', async () => {
    const result = await overviewOf(await monthOverview(PLC.PORTAL, 2026, 1, await token()));
    expect([result.currentYear, result.currentMonth]).toEqual([2026, 1]);
    expect(Object.keys(result.months).sort()).toEqual([monthKey(2025, 12), monthKey(2026, 1)]);
  });

  it('answers what the store holds: an entry added to the placement shows in its month', async () => {
    const accessToken = await token();
    const placement = db.placements.find((each) => each.id === PLC.MANDATE);
    if (!placement) throw new Error('no mandate placement');
    placement.months[monthKey(2030, 5)] = { timeTracking: [buildTimeEntry('2030-05-15'), buildTimeEntry('2030-05-14')], monthlyReport: null };
    const { months } = await overviewOf(await monthOverview(PLC.MANDATE, 2030, 5, accessToken));
    expect(months[monthKey(2030, 5)]?.timeTracking.map((each) => each.date)).toEqual(['2030-05-14', '2030-05-15']);
  });

  it('answers a placement not reported via the portal with empty months, whatever the store holds', async () => {
    seedOnWednesday();
    const placement = db.placements.find((each) => each.id === PLC.NOT_VIA_PORTAL);
    if (!placement) throw new Error('no placement outside the portal');
    placement.months[monthKey(2026, 3)] = { timeTracking: [buildTimeEntry('2026-03-02')], monthlyReport: null };
    const result = await overviewOf(await overview(PLC.NOT_VIA_PORTAL, await token()));
    expect(result.placement.reportBillingViaPortal).toBe('200');
    expect(result.months).toEqual({
      [monthKey(2026, 2)]: { timeTracking: [], monthlyReport: null },
      [monthKey(2026, 3)]: { timeTracking: [], monthlyReport: null },
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
    for (const response of [await overview(PLC.PORTAL, bench), await monthOverview(PLC.PORTAL, 2026, 3, bench), await overview('plc-unknown', await token())]) {
      expect(response.status).toBe(404);
      expect(await errorCode(response)).toBe(ERROR_CODE.NOT_FOUND);
    }
  });
});
