import { ERROR_CODE } from '@/contract/common';
import { MAX_UPLOAD_BYTES } from '@/contract/documents';
import { formatCurrency } from '@/contract/formats';
import { monthKey } from '@/contract/month';
import {
  BILLING_STATUS,
  hasReportDetails,
  PLACEMENT_PATHS,
  REPORT_API_ERROR,
  type BillingVerifyResponse,
  type MonthlyReport,
  type PlacementOverview,
} from '@/contract/placements';
import { BILLING_VERIFY_STATUS } from '@/contract/placements.answers';
import { preconditionHeaders, VERSION_API_ERROR } from '@/contract/versions';
import { db, resetDb } from '@mocks/db';
import { amountSpellings } from '@mocks/placements/billing';
import { buildTimeEntry, BERGER_PLACEMENT_ID as PLC } from '@mocks/placements/fixtures';

import { apiFetch, errorCode, freezeClock, login, nodeFile, nodeFormData, postJson } from './helpers';

/**
 * The billing on Wednesday 18 March 2026: the portal placement's February
 * report is sent and open (100), January closed (300), March has none; the mandate (type 400)
 * has no billing.
 */

const WEDNESDAY = new Date(2026, 2, 18, 10, 0, 0);
const FEBRUARY_ID = `mr-${PLC.PORTAL}-2026-02`;

beforeEach(() => {
  freezeClock(WEDNESDAY.getTime());
  resetDb();
});
afterEach(() => vi.useRealTimers());

const token = async () => (await login('manager@demo.test')).accessToken;
const encoder = new TextEncoder();
const pdf = (text: string, name = 'rechnung.pdf') =>
  nodeFile(encoder.encode(`%PDF-1.4\n1 0 obj (${text}) endobj\n%%EOF`), name, 'application/pdf');

async function reportOfMonth(
  accessToken: string,
  year: number,
  month: number,
  id: string = PLC.PORTAL,
): Promise<MonthlyReport> {
  const response = await apiFetch(
    PLACEMENT_PATHS.monthOverview.build(id, String(year), String(month)),
    {},
    accessToken,
  );
  const report = ((await response.json()) as PlacementOverview).months[monthKey({ year, month })]?.monthlyReport;
  if (!hasReportDetails(report)) throw new Error('no report');
  return report;
}

async function verify(accessToken: string, entries: [string, string | ReturnType<typeof pdf>][]): Promise<Response> {
  return apiFetch(
    PLACEMENT_PATHS.verifyBillingReport.build(),
    { method: 'POST', body: await nodeFormData(entries) },
    accessToken,
  );
}

/** The seed's reports, never saved, are version 1. */
const SEED_VERSION = '1';

/** Submits the billing for the report of `version` (If-Match; null sends no condition). */
async function saveBilling(
  accessToken: string,
  entries: [string, string | ReturnType<typeof pdf>][],
  version: string | null = SEED_VERSION,
): Promise<Response> {
  return apiFetch(
    PLACEMENT_PATHS.saveBillingReport.build(),
    {
      method: 'POST',
      body: await nodeFormData(entries),
      headers: version === null ? {} : preconditionHeaders(version),
    },
    accessToken,
  );
}

const februaryForm = (
  extra: [string, string | ReturnType<typeof pdf>][] = [],
): [string, string | ReturnType<typeof pdf>][] => [
  ['id', FEBRUARY_ID],
  ['placementId', PLC.PORTAL],
  ['month', '2'],
  ['year', '2026'],
  ...extra,
];

const stored = (id: string, year: number, month: number) =>
  db.placements.find((each) => each.id === id)?.months[monthKey({ year, month })]?.monthlyReport;

describe('POST /verify-billing-report', () => {
  it("names the report's invoice amount, finds it in the invoice and counts the month's entries (ok)", async () => {
    const accessToken = await token();
    const report = await reportOfMonth(accessToken, 2026, 2);
    const spelled = amountSpellings(report.invoiceAmount)[2]!; // German: 1.234,50
    const response = await verify(accessToken, [
      ['id', FEBRUARY_ID],
      ['language', 'de'],
      ['file', pdf(`Rechnungsbetrag ${spelled} EUR`)],
    ]);
    expect(response.status).toBe(200);
    const body = (await response.json()) as BillingVerifyResponse;
    expect(body.status).toBe(BILLING_VERIFY_STATUS.OK);
    const entries = db.placements.find((each) => each.id === PLC.PORTAL)!.months[monthKey({ year: 2026, month: 2 })]!
      .timeTracking.length;
    expect(body.html).toContain(
      `Rechnungsbetrag laut Monatsbericht: <strong>${spelled}\u00a0€</strong> – in der Rechnung gefunden.`,
    );
    expect(body.html).toContain(
      `Einträge im Monat: <strong>${entries}</strong>; Arbeitstage ohne Eintrag: <strong>0</strong>.`,
    );
    expect(body.html).toMatch(/^<p>Die Rechnung wurde geprüft\.<\/p><ul><li>Datei: <strong>rechnung\.pdf<\/strong>/);
    // Nothing changes by verifying.
    expect(stored(PLC.PORTAL, 2026, 2)?.billingStatus).toBe(BILLING_STATUS.OPEN);
  });

  it('warns, in English, when the amount is not in the invoice or weekdays miss an entry; file names are escaped', async () => {
    const accessToken = await token();
    const month = db.placements.find((each) => each.id === PLC.PORTAL)!.months[monthKey({ year: 2026, month: 2 })]!;
    month.timeTracking = month.timeTracking.slice(1);
    const response = await verify(accessToken, [
      ['id', FEBRUARY_ID],
      ['language', 'en'],
      ['file', pdf('Total 1.00 EUR', '<b>x</b>.pdf')],
    ]);
    const body = (await response.json()) as BillingVerifyResponse;
    expect(body.status).toBe(BILLING_VERIFY_STATUS.WARNING);
    expect(body.html).toContain('The invoice was checked; please see the notes.');
    expect(body.html).toContain('– not found in the invoice.');
    // The amount in the app's English format (en-IN, contract/formats), as the Sums panel shows it.
    const report = await reportOfMonth(accessToken, 2026, 2);
    expect(body.html).toContain(`<strong>${formatCurrency(report.invoiceAmount, report.isoCode, 'en')}</strong>`);
    expect(body.html).toContain('working days without an entry: <strong>1</strong>');
    expect(body.html).toContain('&lt;b&gt;x&lt;/b&gt;.pdf');
  });

  it('refuses a file that is no PDF by type or by its first bytes, or is too large (400 file_type_and_size)', async () => {
    const accessToken = await token();
    const files = [
      nodeFile(encoder.encode('%PDF-1.4 x'), 'a.pdf', 'text/plain'),
      nodeFile(encoder.encode('hello world'), 'b.pdf', 'application/pdf'),
      nodeFile(new Uint8Array(MAX_UPLOAD_BYTES + 1).fill(0x25), 'c.pdf', 'application/pdf'),
    ];
    for (const file of files) {
      const response = await verify(accessToken, [
        ['id', FEBRUARY_ID],
        ['language', 'de'],
        ['file', file],
      ]);
      expect(response.status).toBe(400);
      expect(await errorCode(response)).toBe(ERROR_CODE.FILE_TYPE_AND_SIZE);
    }
    const missing = await verify(accessToken, [
      ['id', FEBRUARY_ID],
      ['language', 'de'],
    ]);
    expect(missing.status).toBe(400);
    const language = await verify(accessToken, [
      ['id', FEBRUARY_ID],
      ['language', 'fr'],
      ['file', pdf('x')],
    ]);
    expect(((await language.json()) as { fields: Record<string, string> }).fields).toEqual({ language: 'oneOf' });
  });

  it("is 404 for another manager's or an unknown report, 409 for a closed month or a mandate", async () => {
    const accessToken = await token();
    const managerId = db.placements.find((p) => p.id === PLC.PORTAL)!.managerId;
    const other = db.placements.find(
      (each) => each.managerId !== managerId && Object.values(each.months).some((m) => m.monthlyReport),
    )!;
    const otherId = Object.values(other.months).find((m) => m.monthlyReport)!.monthlyReport!.id;
    for (const id of [otherId, 'mr-unknown']) {
      expect(
        (
          await verify(accessToken, [
            ['id', id],
            ['language', 'de'],
            ['file', pdf('x')],
          ])
        ).status,
      ).toBe(404);
    }
    const closed = await verify(accessToken, [
      ['id', `mr-${PLC.PORTAL}-2026-01`],
      ['language', 'de'],
      ['file', pdf('x')],
    ]);
    expect(closed.status).toBe(409);
    expect(await errorCode(closed)).toBe(REPORT_API_ERROR.BILLING_NOT_OPEN);
    const mandate = db.placements.find((each) => each.id === PLC.MANDATE)!;
    mandate.months[monthKey({ year: 2026, month: 3 })]!.monthlyReport = {
      id: 'mr-mandate',
      billingStatus: BILLING_STATUS.OPEN,
      wasSent: true,
    };
    const forMandate = await verify(accessToken, [
      ['id', 'mr-mandate'],
      ['language', 'de'],
      ['file', pdf('x')],
    ]);
    expect(forMandate.status).toBe(409);
    expect(await errorCode(forMandate)).toBe(REPORT_API_ERROR.NO_BILLING_FOR_MANDATE);
  });
});

describe('POST /save-billing-report', () => {
  /** The save went through: February's report in its answer is submitted now, with this invoice file or none. */
  async function expectFebruarySubmitted(response: Response, invoiceFileName: string | null) {
    expect(response.status).toBe(200);
    const report = ((await response.json()) as PlacementOverview).months[monthKey({ year: 2026, month: 2 })]
      ?.monthlyReport;
    expect(report).toMatchObject({
      billingStatus: BILLING_STATUS.SUBMITTED,
      billingSubmittedAt: WEDNESDAY.toISOString(),
      invoiceFileName,
    });
    return report;
  }

  it('submits the billing of a sent, open month: status 200 with a timestamp and the invoice, then it is locked', async () => {
    const accessToken = await token();
    const before = await reportOfMonth(accessToken, 2026, 2);
    const response = await saveBilling(accessToken, februaryForm([['file', pdf('x', 'invoice-feb.pdf')]]));
    const report = await expectFebruarySubmitted(response, 'invoice-feb.pdf');
    expect(report).toMatchObject({ invoiceAmount: before.invoiceAmount });
    // The invoiced sums stay, even when an entry is added afterwards by the store.
    db.placements
      .find((each) => each.id === PLC.PORTAL)!
      .months[monthKey({ year: 2026, month: 2 })]!.timeTracking.push(buildTimeEntry('2026-02-28'));
    expect((await reportOfMonth(accessToken, 2026, 2)).invoiceAmount).toBe(before.invoiceAmount);

    const again = await saveBilling(accessToken, februaryForm());
    expect(again.status).toBe(409);
    expect(await errorCode(again)).toBe(REPORT_API_ERROR.BILLING_NOT_OPEN);
    const edit = await postJson(
      PLACEMENT_PATHS.monthlyReport.build(PLC.PORTAL),
      { report: {}, month: 2, year: 2026 },
      accessToken,
    );
    expect(await errorCode(edit)).toBe(REPORT_API_ERROR.REPORT_LOCKED);
  });

  it('submits without an invoice: no file, status 200 with a timestamp and no invoice file name', async () => {
    await expectFebruarySubmitted(await saveBilling(await token(), februaryForm()), null);
  });

  it('reads the empty part a browser sends for a file field left empty as no file', async () => {
    const boundary = 'browser-form';
    const part = (disposition: string, value: string, type = '') =>
      `--${boundary}\r\nContent-Disposition: form-data; ${disposition}\r\n${type}\r\n${value}\r\n`;
    const body =
      februaryForm()
        .map(([name, value]) => part(`name="${name}"`, String(value)))
        .join('') +
      part('name="file"; filename=""', '', 'Content-Type: application/octet-stream\r\n') +
      part('name="expensesReport"; filename=""', '', 'Content-Type: application/octet-stream\r\n') +
      `--${boundary}--\r\n`;
    const response = await apiFetch(
      PLACEMENT_PATHS.saveBillingReport.build(),
      {
        method: 'POST',
        body,
        headers: {
          'Content-Type': `multipart/form-data; boundary=${boundary}`,
          ...preconditionHeaders(SEED_VERSION),
        },
      },
      await token(),
    );
    await expectFebruarySubmitted(response, null);
  });

  it('needs the month report sent first (409 report_not_sent)', async () => {
    const accessToken = await token();
    const none = await saveBilling(accessToken, [
      ['id', ''],
      ['placementId', PLC.PORTAL],
      ['month', '3'],
      ['year', '2026'],
    ]);
    expect(none.status).toBe(409);
    expect(await errorCode(none)).toBe(REPORT_API_ERROR.REPORT_NOT_SENT);
    await postJson(PLACEMENT_PATHS.monthlyReport.build(PLC.PORTAL), { report: {}, month: 3, year: 2026 }, accessToken);
    const unsent = await saveBilling(accessToken, [
      ['id', `mr-${PLC.PORTAL}-2026-03`],
      ['placementId', PLC.PORTAL],
      ['month', '3'],
      ['year', '2026'],
    ]);
    expect(unsent.status).toBe(409);
    expect(await errorCode(unsent)).toBe(REPORT_API_ERROR.REPORT_NOT_SENT);
    expect(stored(PLC.PORTAL, 2026, 3)?.billingStatus).toBe(BILLING_STATUS.OPEN);
  });

  it('refuses the invoice while a weekday of the month has no time entry (409 days_missing), as the Billing tab does', async () => {
    const accessToken = await token();
    const february = db.placements.find((each) => each.id === PLC.PORTAL)!.months[monthKey({ year: 2026, month: 2 })]!;
    const weekday = february.timeTracking.find((entry) => ![0, 6].includes(new Date(entry.date).getDay()))!;
    february.timeTracking = february.timeTracking.filter((entry) => entry !== weekday);
    const refused = await saveBilling(accessToken, februaryForm([['file', pdf('Rechnung')]]));
    expect(refused.status).toBe(409);
    const body = (await refused.json()) as { code: string; missingDays?: number };
    expect(body.code).toBe(REPORT_API_ERROR.DAYS_MISSING);
    expect(body.missingDays).toBe(1);
    expect(stored(PLC.PORTAL, 2026, 2)?.billingStatus).toBe(BILLING_STATUS.OPEN);
    // Once the day has its entry again, the same invoice goes through.
    february.timeTracking.push(weekday);
    expect((await saveBilling(accessToken, februaryForm([['file', pdf('Rechnung')]]))).status).toBe(200);
    expect(stored(PLC.PORTAL, 2026, 2)?.billingStatus).toBe(BILLING_STATUS.SUBMITTED);
  });

  it('has no billing for a mandate (409), 404 for a wrong report id or placement, 400 for a bad month or file', async () => {
    const accessToken = await token();
    const mandate = await saveBilling(accessToken, [
      ['id', 'x'],
      ['placementId', PLC.MANDATE],
      ['month', '3'],
      ['year', '2026'],
    ]);
    expect(await errorCode(mandate)).toBe(REPORT_API_ERROR.NO_BILLING_FOR_MANDATE);
    expect(
      (
        await saveBilling(
          accessToken,
          februaryForm().map(([k, v]) => (k === 'id' ? [k, 'mr-other'] : [k, v])) as [string, string][],
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await saveBilling(
          accessToken,
          februaryForm().map(([k, v]) => (k === 'placementId' ? [k, 'plc-bench-1'] : [k, v])) as [string, string][],
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await saveBilling(
          accessToken,
          februaryForm().map(([k, v]) => (k === 'month' ? [k, '13'] : [k, v])) as [string, string][],
        )
      ).status,
    ).toBe(400);
    const notPdf = await saveBilling(
      accessToken,
      februaryForm([['file', nodeFile(encoder.encode('hello'), 'x.pdf', 'application/pdf')]]),
    );
    expect(await errorCode(notPdf)).toBe(ERROR_CODE.FILE_TYPE_AND_SIZE);
    expect(stored(PLC.PORTAL, 2026, 2)?.billingStatus).toBe(BILLING_STATUS.OPEN);
  });

  it("is submitted for the report's version it names: 428 without one, 412 with the report now when it changed", async () => {
    const accessToken = await token();
    const without = await saveBilling(accessToken, februaryForm(), null);
    expect(without.status).toBe(428);
    expect(await errorCode(without)).toBe(VERSION_API_ERROR.REQUIRED);

    // Corrected and sent again in another window: the invoice was prepared for the report before.
    const corrected = await postJson(
      PLACEMENT_PATHS.submitMonthlyReport.build(PLC.PORTAL),
      { report: { situation: '<p>Korrigiert</p>' }, month: 2, year: 2026 },
      accessToken,
      preconditionHeaders(SEED_VERSION),
    );
    expect(corrected.status).toBe(200);
    const stale = await saveBilling(accessToken, februaryForm());
    expect(stale.status).toBe(412);
    const body = (await stale.json()) as { code: string; current: MonthlyReport };
    expect(body.code).toBe(VERSION_API_ERROR.STALE);
    expect(body.current).toMatchObject({
      id: FEBRUARY_ID,
      version: '2',
      situation: '<p>Korrigiert</p>',
      wasSent: true,
    });
    expect(stored(PLC.PORTAL, 2026, 2)?.billingStatus).toBe(BILLING_STATUS.OPEN);

    const fresh = await saveBilling(accessToken, februaryForm(), '2');
    expect(fresh.status).toBe(200);
    expect(await reportOfMonth(accessToken, 2026, 2)).toMatchObject({
      billingStatus: BILLING_STATUS.SUBMITTED,
      version: '3',
      savedAt: WEDNESDAY.toISOString(),
    });
  });

  it('asks an expenses report or its confirmation where travelExpenseManager is 200', async () => {
    const accessToken = await token();
    db.placements.find((each) => each.id === PLC.PORTAL)!.travelExpenseManager = '200';
    const without = await saveBilling(accessToken, februaryForm());
    expect(without.status).toBe(400);
    expect(((await without.json()) as { fields: Record<string, string> }).fields).toEqual({
      expensesReport: 'required',
    });
    expect((await saveBilling(accessToken, februaryForm([['expensesReport', 'true']]))).status).toBe(200);
  });
});
