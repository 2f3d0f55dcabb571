import { PDFDocument } from 'pdf-lib';

import { ERROR_CODE } from '@/contract/common';
import { monthKey } from '@/contract/month';
import {
  BILLING_STATUS,
  hasReportDetails,
  PLACEMENT_PATHS,
  REPORT_API_ERROR,
  type MonthlyReport,
  type MonthlyReportRequest,
  type PlacementOverview,
} from '@/contract/placements';
import { preconditionHeaders, VERSION_API_ERROR } from '@/contract/versions';
import { db, resetDb } from '@mocks/db';
import { activityReportDocument } from '@mocks/pdf/activityReport';
import { buildTimeEntry, BERGER_PLACEMENT_ID as PLC } from '@mocks/placements/fixtures';
import { computeSums, MOCK_RATES } from '@mocks/placements/reportSums';

import { apiFetch, errorCode, freezeClock, login, nodeFile, nodeFormData, postJson } from './helpers';

/**
 * The monthly report: save, send, the server's lock and sums, and the
 * activity report PDF. The seed is made on Wednesday 18 March 2026: the portal placement
 * (type 200, by days, travel questions) has January closed (300), February sent and open (100),
 * March without a report; the mandate (type 400) has March entries and no report.
 */

const WEDNESDAY = new Date(2026, 2, 18, 10, 0, 0);

beforeEach(() => {
  freezeClock(WEDNESDAY.getTime());
  resetDb();
});
afterEach(() => vi.useRealTimers());

const token = async () => (await login('manager@demo.test')).accessToken;

const TEXTS = {
  situation: '<p>Lage <script>alert(1)</script>stabil.</p>',
  processedTasksAndActions: '<ul><li>Liquidität</li></ul>',
  goalAchievementsResults: '<p>Ziele erreicht.</p>',
  criticalInhibitoryFactors: '',
  relationshipWithClient: '<p style="color:red">Gut.</p>',
  supportNeccesary: '<p>Keine.</p>',
  otherRemarks: '<p>-</p>',
};

const body = (month = 3, year = 2026, report: Record<string, unknown> = TEXTS): MonthlyReportRequest =>
  ({ report, month, year }) as MonthlyReportRequest;

/** `version`: the report's version the save starts from; null for a month without one (create only). */
const save = (id: string, request: unknown, accessToken: string, version: string | null = null) =>
  postJson(PLACEMENT_PATHS.monthlyReport.build(id), request, accessToken, preconditionHeaders(version));
const submit = (id: string, request: unknown, accessToken: string, version: string | null = null) =>
  postJson(PLACEMENT_PATHS.submitMonthlyReport.build(id), request, accessToken, preconditionHeaders(version));
/** The seed's reports, never saved, are version 1. */
const SEED_VERSION = '1';

async function reportOf(response: Response, year = 2026, month = 3): Promise<MonthlyReport> {
  expect(response.status).toBe(200);
  const overview = (await response.json()) as PlacementOverview;
  const report = overview.months[monthKey({ year, month })]?.monthlyReport;
  if (!hasReportDetails(report)) throw new Error('the month has no full report');
  return report;
}

const storedReport = (id: string, year = 2026, month = 3) =>
  db.placements.find((each) => each.id === id)?.months[monthKey({ year, month })]?.monthlyReport;

describe('POST /manager/placements/{id}/monthly-report', () => {
  it('saves the seven texts sanitized, unsent and open, and answers the month with the sums of its entries', async () => {
    const accessToken = await token();
    const report = await reportOf(await save(PLC.PORTAL, body(), accessToken));
    expect(report).toMatchObject({
      id: `mr-${PLC.PORTAL}-2026-03`,
      year: 2026,
      month: 3,
      wasSent: false,
      billingStatus: BILLING_STATUS.OPEN,
      billingSubmittedAt: null,
      situation: '<p>Lage stabil.</p>',
      processedTasksAndActions: '<ul><li>Liquidität</li></ul>',
      relationshipWithClient: '<p>Gut.</p>',
      criticalInhibitoryFactors: '',
      isoCode: 'EUR',
      currencySymbol: '€',
      vat: 19,
    });
    const entries =
      db.placements.find((each) => each.id === PLC.PORTAL)?.months[monthKey({ year: 2026, month: 3 })]?.timeTracking ??
      [];
    expect(entries.length).toBeGreaterThan(0);
    expect(report.sumActivityTime).toBe(entries.length);
    expect(report.sumHonorarium).toBe(entries.length * MOCK_RATES.DAILY_RATE);
    expect(report.subTotal).toBeCloseTo(report.sumHonorarium + report.totalTravelExpenses + report.totalBonus, 2);
    expect(report.vatAmount).toBeCloseTo(report.subTotal * 0.19, 2);
    expect(report.invoiceAmount).toBeCloseTo(report.subTotal + report.vatAmount, 2);
    // Stored with its first version: a second save over that version replaces the texts and makes the next.
    expect(storedReport(PLC.PORTAL)).toMatchObject({ situation: '<p>Lage stabil.</p>' });
    expect(report).toMatchObject({ version: '1', savedAt: WEDNESDAY.toISOString() });
    const again = await reportOf(
      await save(PLC.PORTAL, body(3, 2026, { situation: '<p>Neu</p>' }), accessToken, report.version!),
    );
    expect(again).toMatchObject({ situation: '<p>Neu</p>', goalAchievementsResults: '', id: report.id, version: '2' });
  });

  it('refuses to change a report whose billing is not open (409 report_locked), whatever its version', async () => {
    const accessToken = await token();
    // January: closed.
    const closed = await save(PLC.PORTAL, body(1), accessToken, SEED_VERSION);
    expect(closed.status).toBe(409);
    expect(await errorCode(closed)).toBe(REPORT_API_ERROR.REPORT_LOCKED);
    const placement = db.placements.find((each) => each.id === PLC.PORTAL)!;
    placement.months[monthKey({ year: 2026, month: 3 })]!.monthlyReport = {
      id: 'mr-x',
      billingStatus: BILLING_STATUS.SUBMITTED_WAITING,
      wasSent: false,
    };
    const waiting = await submit(PLC.PORTAL, body(), accessToken, SEED_VERSION);
    expect(waiting.status).toBe(409);
    expect(await errorCode(waiting)).toBe(REPORT_API_ERROR.REPORT_LOCKED);
    expect(storedReport(PLC.PORTAL)).toEqual({
      id: 'mr-x',
      billingStatus: BILLING_STATUS.SUBMITTED_WAITING,
      wasSent: false,
    });
  });

  it("is 404 for another manager's or an unknown placement", async () => {
    const accessToken = await token();
    const other = db.placements.find(
      (each) => each.managerId !== db.placements.find((p) => p.id === PLC.PORTAL)?.managerId,
    );
    expect(other).toBeDefined();
    for (const id of [other!.id, 'plc-unknown']) {
      const response = await save(id, body(), accessToken);
      expect(response.status).toBe(404);
      expect(await errorCode(response)).toBe(ERROR_CODE.NOT_FOUND);
    }
  });

  it('is 409 not_reported_via_portal for a placement reported elsewhere', async () => {
    const response = await save(PLC.NOT_VIA_PORTAL, body(), await token());
    expect(response.status).toBe(409);
    expect(await errorCode(response)).toBe(REPORT_API_ERROR.NOT_REPORTED_VIA_PORTAL);
  });

  it('holds the texts to the fields-meta limits in visible characters and refuses a bad body or month (400)', async () => {
    const accessToken = await token();
    const long = await save(
      PLC.PORTAL,
      body(3, 2026, { situation: `<p>${'x'.repeat(4001)}</p>`, otherRemarks: 42 }),
      accessToken,
    );
    expect(long.status).toBe(400);
    expect(((await long.json()) as { fields: Record<string, string> }).fields).toEqual({
      'report.situation': 'max',
      'report.otherRemarks': 'string',
    });
    // Markup does not count: exactly 4000 visible characters in a list is accepted.
    const fits = await save(
      PLC.PORTAL,
      body(3, 2026, { situation: `<ul><li>${'x'.repeat(4000)}</li></ul>` }),
      accessToken,
    );
    expect(fits.status).toBe(200);
    const noReport = await save(PLC.PORTAL, { month: 3, year: 2026 }, accessToken, (await reportOf(fits)).version!);
    expect(((await noReport.json()) as { fields: Record<string, string> }).fields).toEqual({ report: 'object' });
    const badMonth = await save(PLC.PORTAL, body(13), accessToken);
    expect(badMonth.status).toBe(400);
    expect(((await badMonth.json()) as { fields: Record<string, string> }).fields).toEqual({ month: 'oneOf' });
  });
});

describe('POST /manager/placements/{id}/monthly-report/submit', () => {
  it('saves and sends the report; while its billing is open it can be corrected and sent again', async () => {
    const accessToken = await token();
    const report = await reportOf(await submit(PLC.PORTAL, body(), accessToken));
    expect(report).toMatchObject({
      wasSent: true,
      billingStatus: BILLING_STATUS.OPEN,
      billingSubmittedAt: null,
      situation: '<p>Lage stabil.</p>',
      version: '1',
    });
    expect(storedReport(PLC.PORTAL)).toMatchObject({ wasSent: true });
    // A save of a sent report keeps it sent; a second send sends the correction.
    const saved = await reportOf(
      await save(PLC.PORTAL, body(3, 2026, { situation: '<p>Korrektur</p>' }), accessToken, '1'),
    );
    expect(saved).toMatchObject({ wasSent: true, situation: '<p>Korrektur</p>', version: '2' });
    const resent = await reportOf(
      await submit(PLC.PORTAL, body(3, 2026, { situation: '<p>Korrektur 2</p>' }), accessToken, '2'),
    );
    expect(resent).toMatchObject({
      wasSent: true,
      billingStatus: BILLING_STATUS.OPEN,
      situation: '<p>Korrektur 2</p>',
    });
    // February, sent and open in the seed, too.
    expect((await save(PLC.PORTAL, body(2), accessToken, SEED_VERSION)).status).toBe(200);
  });

  it('on a mandate (type 400) submits the billing too: status 200 with a timestamp', async () => {
    const report = await reportOf(await submit(PLC.MANDATE, { ...body(), expensesReport: true }, await token()));
    expect(report).toMatchObject({
      wasSent: true,
      billingStatus: BILLING_STATUS.SUBMITTED,
      billingSubmittedAt: WEDNESDAY.toISOString(),
    });
  });

  it('a mandate with travelExpenseManager 200 sends only with an expenses report or the confirmation of none (docs/decisions/043-mandate-expenses.md)', async () => {
    const accessToken = await token();
    expect(db.placements.find((each) => each.id === PLC.MANDATE)?.travelExpenseManager).toBe('200');
    const refused = await submit(PLC.MANDATE, body(), accessToken);
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { fields?: Record<string, string> }).fields).toEqual({
      expensesReport: 'required',
    });
    expect(storedReport(PLC.MANDATE)).toBeFalsy();
    // A save needs nothing of the kind: only the send submits the month.
    const saved = await reportOf(await save(PLC.MANDATE, body(), accessToken));

    // Multipart with the PDF: the texts ride as JSON in `report`.
    const form = await nodeFormData([
      ['report', JSON.stringify(TEXTS)],
      ['month', '3'],
      ['year', '2026'],
      ['expensesReport', nodeFile(new TextEncoder().encode('%PDF-1.4 Auslagen'), 'auslagen.pdf', 'application/pdf')],
    ]);
    const sent = await apiFetch(
      PLACEMENT_PATHS.submitMonthlyReport.build(PLC.MANDATE),
      { method: 'POST', body: form, headers: preconditionHeaders(saved.version ?? null) },
      accessToken,
    );
    expect(sent.status).toBe(200);
    expect(storedReport(PLC.MANDATE)).toMatchObject({ wasSent: true, billingStatus: BILLING_STATUS.SUBMITTED });
  });
});

describe("the report's version (docs/decisions/035-save-versions.md)", () => {
  for (const [name, call] of [
    ['save', save],
    ['send', submit],
  ] as const) {
    it(`${name}: 412 with the report as it is now when another save came first; 428 without a version`, async () => {
      const accessToken = await token();
      // Two windows start from February's version 1; the first one's save wins.
      expect((await save(PLC.PORTAL, body(2, 2026, { situation: '<p>A</p>' }), accessToken, SEED_VERSION)).status).toBe(
        200,
      );
      const late = await call(PLC.PORTAL, body(2, 2026, { situation: '<p>B</p>' }), accessToken, SEED_VERSION);
      expect(late.status).toBe(412);
      const refused = (await late.json()) as { code: string; current: MonthlyReport };
      expect(refused.code).toBe(VERSION_API_ERROR.STALE);
      expect(refused.current).toMatchObject({
        id: `mr-${PLC.PORTAL}-2026-02`,
        situation: '<p>A</p>',
        version: '2',
        savedAt: WEDNESDAY.toISOString(),
        wasSent: true,
      });
      expect(storedReport(PLC.PORTAL, 2026, 2)).toMatchObject({ situation: '<p>A</p>' });

      const unconditional = await postJson(
        (name === 'save' ? PLACEMENT_PATHS.monthlyReport : PLACEMENT_PATHS.submitMonthlyReport).build(PLC.PORTAL),
        body(2),
        accessToken,
      );
      expect(unconditional.status).toBe(428);
      expect(await errorCode(unconditional)).toBe(VERSION_API_ERROR.REQUIRED);
    });

    it(`${name}: a month's first report is created only while there is none (If-None-Match: *)`, async () => {
      const accessToken = await token();
      expect((await call(PLC.PORTAL, body(3, 2026, { situation: '<p>A</p>' }), accessToken, null)).status).toBe(200);
      const second = await call(PLC.PORTAL, body(3, 2026, { situation: '<p>B</p>' }), accessToken, null);
      expect(second.status).toBe(412);
      expect(((await second.json()) as { current: MonthlyReport }).current).toMatchObject({ situation: '<p>A</p>' });
    });
  }
});

describe('the sums (reportSums.computeSums)', () => {
  it('bills hours by the worked time and travel days by their kind only with the travel questions (500)', () => {
    const entries = [
      buildTimeEntry('2026-03-02', { businessTrip: 100, placeOfWork: 175 }), // overnight: first kind
      buildTimeEntry('2026-03-03', { businessTrip: 100, placeOfWork: 100 }), // second kind
      buildTimeEntry('2026-03-04', { workStart: '09:00', workEnd: '12:00', pauseStart1: '', pauseEnd1: '' }),
    ];
    // 8:15 + 8:15 + 3:00 = 19:30 worked.
    const hours = computeSums({ feeBilling: '200', travelExpenseManager: '500' }, entries);
    expect(hours).toMatchObject({
      sumActivityTime: 19.5,
      workingTime: '19:30',
      sumHonorarium: 19.5 * MOCK_RATES.HOURLY_RATE,
      sumTravelExpensDay1: MOCK_RATES.TRAVEL_DAY_1,
      sumTravelExpensDay2: MOCK_RATES.TRAVEL_DAY_2,
      sumTravelExpensesDay: MOCK_RATES.TRAVEL_DAY_1 + MOCK_RATES.TRAVEL_DAY_2,
      totalTravelExpenses: MOCK_RATES.TRAVEL_DAY_1 + MOCK_RATES.TRAVEL_DAY_2,
      subTotal: 19.5 * 160 + 42,
      vatAmount: 600.78,
      invoiceAmount: 3762.78,
    });
    const days = computeSums({ feeBilling: '100', travelExpenseManager: '200' }, entries);
    expect(days).toMatchObject({
      sumActivityTime: 3,
      sumHonorarium: 3 * MOCK_RATES.DAILY_RATE,
      totalTravelExpenses: 0,
    });
  });
});

describe('GET /manager/pdf/file/activity_report/{monthlyReportId}/{language}', () => {
  it("answers a real PDF of the month's report in the asked language, for the caller's own reports only", async () => {
    const accessToken = await token();
    const id = `mr-${PLC.PORTAL}-2026-02`;
    const response = await apiFetch(`${PLACEMENT_PATHS.activityReport.build(id, 'de')}?timestamp=1`, {}, accessToken);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/pdf');
    const doc = await PDFDocument.load(new Uint8Array(await response.arrayBuffer()));
    expect(doc.getTitle()).toBe('Tätigkeitsnachweis Februar 2026');
    const en = await PDFDocument.load(
      new Uint8Array(
        await (await apiFetch(PLACEMENT_PATHS.activityReport.build(id, 'en'), {}, accessToken)).arrayBuffer(),
      ),
    );
    expect(en.getTitle()).toBe('Activity report February 2026');

    const other = db.placements.find(
      (each) =>
        each.managerId !== db.placements.find((p) => p.id === PLC.PORTAL)?.managerId &&
        Object.values(each.months).some((m) => m.monthlyReport),
    );
    const otherId = Object.values(other!.months).find((m) => m.monthlyReport)!.monthlyReport!.id;
    for (const unknown of [otherId, 'mr-unknown']) {
      expect((await apiFetch(PLACEMENT_PATHS.activityReport.build(unknown, 'de'), {}, accessToken)).status).toBe(404);
    }
    expect((await apiFetch(PLACEMENT_PATHS.activityReport.build(id, 'fr'), {}, accessToken)).status).toBe(400);
    expect((await apiFetch(PLACEMENT_PATHS.activityReport.build(id, 'de'))).status).toBe(401);
  });

  it("lists every entry of the month with its times, then the report's sums", () => {
    const entries = [buildTimeEntry('2026-02-03', { description: '<p>Bank</p>' }), buildTimeEntry('2026-02-02')];
    const report = {
      ...computeSums({ feeBilling: '100', travelExpenseManager: '500' }, entries),
      id: 'mr-1',
      billingStatus: 100,
      wasSent: true,
      year: 2026,
      month: 2,
    } as MonthlyReport;
    const doc = activityReportDocument({ placementName: 'P', company: 'C', report, entries, lang: 'en' });
    const texts = doc.blocks.map((block) => ('text' in block ? block.text : block.items.join(' | ')));
    expect(texts[0]).toBe('Entries (2)');
    expect(texts[1]).toBe(
      '2026-02-02 · 08:30-17:30 (08:15) · Liquiditätsplanung aktualisiert und mit der Hausbank abgestimmt.',
    );
    expect(texts[2]).toBe('2026-02-03 · 08:30-17:30 (08:15) · Bank');
    expect(texts[4]).toContain('Invoice amount: €2,975.00');
  });
});
