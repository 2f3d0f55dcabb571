import { ERROR_CODE } from '@/contract/common';
import { monthKey } from '@/contract/month';
import { BILLING_STATUS, PLACEMENT_PATHS, type PlacementOverview, type TimeEntry } from '@/contract/placements';
import { TIME_ENTRY_API_ERROR, TIME_ENTRY_ERROR, type TimeEntryRequest } from '@/contract/timeEntries';
import { preconditionHeaders, VERSION_API_ERROR } from '@/contract/versions';
import { DEMO_EMAIL } from '@mocks/auth/fixtures';
import { db, resetDb } from '@mocks/db';
import { buildTimeEntry, BERGER_PLACEMENT_ID as PLC } from '@mocks/placements/fixtures';

import { apiFetch, errorCode, freezeClock, login, postJson } from './helpers';

/**
 * `POST /manager/placements/{id}/time-tracking`: the rules of the contract,
 * applied again by the mock. The seed is made on Wednesday 18 March 2026: the portal placement
 * (type 200 by days: no working times, travel questions) started 10 October 2025, January is
 * closed (300), February sent and open (100), March has no report; the mandate (type 400:
 * working times) runs from 2 March to 2 September 2026.
 */

const WEDNESDAY = new Date(2026, 2, 18, 10, 0, 0);

beforeEach(() => {
  freezeClock(WEDNESDAY.getTime());
  resetDb();
});
afterEach(() => vi.useRealTimers());

const token = async (email: string = DEMO_EMAIL.MANAGER) => (await login(email)).accessToken;

/** A save; over a day with an entry, `version` is the one it replaces (a seeded entry's is '1'). */
function save(id: string, body: unknown, accessToken: string, version?: string | null): Promise<Response> {
  const headers = version === undefined ? undefined : preconditionHeaders(version);
  return postJson(PLACEMENT_PATHS.timeTracking.build(id), body, accessToken, headers);
}

/** An entry as the mock answers it once saved: with its version and the time of the save. */
const saved = (entry: TimeEntry, version = '1') => ({ ...entry, version, savedAt: WEDNESDAY.toISOString() });
const SEEDED = '1';

function request(entry: TimeEntry, year = 2026, month = 3): TimeEntryRequest {
  return { entry, month, year };
}

async function fieldsOf(response: Response): Promise<Record<string, string>> {
  expect(response.status).toBe(400);
  const body = (await response.json()) as { code: string; fields: Record<string, string> };
  expect(body.code).toBe(ERROR_CODE.VALIDATION);
  return body.fields;
}

async function overviewOf(response: Response): Promise<PlacementOverview> {
  expect(response.status).toBe(200);
  return (await response.json()) as PlacementOverview;
}

const entriesOf = (overview: PlacementOverview, year: number, month: number) =>
  overview.months[monthKey({ year, month })]?.timeTracking ?? [];

describe('POST /manager/placements/{id}/time-tracking: saving', () => {
  it('stores a new entry and answers the month’s overview, which the month’s GET then shows', async () => {
    const accessToken = await token();
    const entry = buildTimeEntry('2026-03-16', { description: '<p>Bankgespräch</p>', placeOfWork: 175 });
    const answered = await overviewOf(await save(PLC.PORTAL, request(entry), accessToken));
    expect([answered.currentYear, answered.currentMonth]).toEqual([2026, 3]);
    expect(Object.keys(answered.months).sort()).toEqual([
      monthKey({ year: 2026, month: 2 }),
      monthKey({ year: 2026, month: 3 }),
    ]);
    expect(entriesOf(answered, 2026, 3).find((each) => each.date === '2026-03-16')).toEqual(saved(entry));

    const loaded = await overviewOf(
      await apiFetch(PLACEMENT_PATHS.monthOverview.build(PLC.PORTAL, 2026, 3), {}, accessToken),
    );
    expect(entriesOf(loaded, 2026, 3).find((each) => each.date === '2026-03-16')).toEqual(saved(entry));
    expect(entriesOf(loaded, 2026, 3)).toHaveLength(10);
  });

  it('replaces the entry of a day that has one', async () => {
    const entry = buildTimeEntry('2026-03-02', { description: '<p>Korrigiert</p>' });
    const answered = await overviewOf(await save(PLC.PORTAL, request(entry), await token(), SEEDED));
    const march = entriesOf(answered, 2026, 3);
    expect(march).toHaveLength(9);
    expect(march.filter((each) => each.date === '2026-03-02')).toEqual([saved(entry, '2')]);
  });

  it('makes the month when the placement has none yet', async () => {
    const placement = db.placements.find((each) => each.id === PLC.MANDATE);
    expect(placement?.months[monthKey({ year: 2026, month: 4 })]).toBeUndefined();
    const entry = buildTimeEntry('2026-04-01', {
      workStart: '09:00',
      workEnd: '12:00',
      pauseStart1: '',
      pauseEnd1: '',
    });
    const answered = await overviewOf(await save(PLC.MANDATE, request(entry, 2026, 4), await token()));
    expect(entriesOf(answered, 2026, 4)).toEqual([saved(entry)]);
    expect(placement?.months[monthKey({ year: 2026, month: 4 })]).toEqual({
      timeTracking: [saved(entry)],
      monthlyReport: null,
    });
  });

  it('accepts an entry for a month whose report was sent but is still open', async () => {
    const placement = db.placements.find((each) => each.id === PLC.PORTAL);
    expect(placement?.months[monthKey({ year: 2026, month: 2 })]?.monthlyReport).toMatchObject({
      billingStatus: BILLING_STATUS.OPEN,
      wasSent: true,
    });
    const response = await save(PLC.PORTAL, request(buildTimeEntry('2026-02-27'), 2026, 2), await token(), SEEDED);
    expect(response.status).toBe(200);
  });

  it('sanitizes the description and trims the times', async () => {
    const entry = buildTimeEntry('2026-03-16', {
      description: '<p onclick="steal()">Hallo<script>steal()</script> <b>Welt</b></p>',
      workStart: ' 08:30 ',
    });
    const answered = await overviewOf(await save(PLC.PORTAL, request(entry), await token()));
    expect(entriesOf(answered, 2026, 3).find((each) => each.date === '2026-03-16')).toMatchObject({
      description: '<p>Hallo Welt</p>',
      workStart: '08:30',
    });
  });
});

describe('POST /manager/placements/{id}/time-tracking: refusals', () => {
  it('answers 404 for another manager’s placement and for an unknown id', async () => {
    const entry = request(buildTimeEntry('2026-03-16'));
    for (const response of [
      await save(PLC.PORTAL, entry, await token(DEMO_EMAIL.BENCH)),
      await save('plc-unknown', entry, await token()),
    ]) {
      expect(response.status).toBe(404);
      expect(await errorCode(response)).toBe(ERROR_CODE.NOT_FOUND);
    }
  });

  it('needs a signed-in manager', async () => {
    const entry = request(buildTimeEntry('2026-03-16'));
    expect((await postJson(PLACEMENT_PATHS.timeTracking.build(PLC.PORTAL), entry)).status).toBe(401);
    expect((await save(PLC.PORTAL, entry, await token(DEMO_EMAIL.CLIENT))).status).toBe(403);
  });

  it('answers 409 month_submitted for a closed month and for a submitted one, and stores nothing', async () => {
    const accessToken = await token();
    const placement = db.placements.find((each) => each.id === PLC.PORTAL);
    const january = placement?.months[monthKey({ year: 2026, month: 1 })]?.timeTracking.length;
    const closed = await save(PLC.PORTAL, request(buildTimeEntry('2026-01-31'), 2026, 1), accessToken);
    expect(closed.status).toBe(409);
    expect(await errorCode(closed)).toBe(TIME_ENTRY_API_ERROR.MONTH_SUBMITTED);
    expect(placement?.months[monthKey({ year: 2026, month: 1 })]?.timeTracking).toHaveLength(january ?? -1);

    for (const billingStatus of [BILLING_STATUS.SUBMITTED, BILLING_STATUS.SUBMITTED_WAITING]) {
      const report = placement?.months[monthKey({ year: 2026, month: 2 })]?.monthlyReport;
      if (!report) throw new Error('no February report');
      report.billingStatus = billingStatus;
      const submitted = await save(PLC.PORTAL, request(buildTimeEntry('2026-02-27'), 2026, 2), accessToken);
      expect(submitted.status).toBe(409);
      expect(await errorCode(submitted)).toBe(TIME_ENTRY_API_ERROR.MONTH_SUBMITTED);
    }
  });

  it('answers 409 for a placement not reported via the portal', async () => {
    const response = await save(PLC.NOT_VIA_PORTAL, request(buildTimeEntry('2026-03-16')), await token());
    expect(response.status).toBe(409);
    expect(await errorCode(response)).toBe(TIME_ENTRY_API_ERROR.NOT_REPORTED_VIA_PORTAL);
  });

  it('refuses invalid working times with the contract’s field codes where working times show (type 400)', async () => {
    const accessToken = await token();
    const bad = buildTimeEntry('2026-03-16', {
      workStart: '9:00',
      workEnd: '17:00',
      pauseStart1: '12:00',
      pauseEnd1: '11:00',
    });
    expect(await fieldsOf(await save(PLC.MANDATE, request(bad), accessToken))).toEqual({
      workStart: TIME_ENTRY_ERROR.TIME_FORMAT,
      pauseEnd1: TIME_ENTRY_ERROR.PAUSE_END_BEFORE_START,
    });
    const backwards = buildTimeEntry('2026-03-16', { workStart: '17:00', workEnd: '09:00' });
    expect(await fieldsOf(await save(PLC.MANDATE, request(backwards), accessToken))).toEqual({
      workEnd: TIME_ENTRY_ERROR.WORK_END_BEFORE_START,
    });
    const pauses = buildTimeEntry('2026-03-16', {
      pauseStart1: '08:00',
      pauseEnd1: '08:10',
      pauseStart2: '12:00',
      pauseEnd2: '12:30',
      pauseStart3: '12:15',
      pauseEnd3: '18:00',
    });
    expect(await fieldsOf(await save(PLC.MANDATE, request(pauses), accessToken))).toEqual({
      pauseStart1: TIME_ENTRY_ERROR.PAUSE_START_OUTSIDE_WORK,
      pauseStart3: TIME_ENTRY_ERROR.PAUSE_START_BEFORE_PREVIOUS,
      pauseEnd3: TIME_ENTRY_ERROR.PAUSE_END_OUTSIDE_WORK,
    });
    const zero = buildTimeEntry('2026-03-16', { workStart: '00:00', workEnd: '00:00' });
    expect(await fieldsOf(await save(PLC.MANDATE, request(zero), accessToken))).toEqual({
      workStart: TIME_ENTRY_ERROR.WORK_START_ZERO,
    });
  });

  it('does not hold working times against a placement where they do not show (type 200 by days)', async () => {
    const odd = buildTimeEntry('2026-03-16', { workStart: '17:00', workEnd: '09:00' });
    expect((await save(PLC.PORTAL, request(odd), await token())).status).toBe(200);
  });

  it('refuses a missing description, a missing option and a bad place of work', async () => {
    const accessToken = await token();
    expect(
      await fieldsOf(
        await save(PLC.PORTAL, request(buildTimeEntry('2026-03-16', { description: '<p><br></p>' })), accessToken),
      ),
    ).toEqual({
      description: TIME_ENTRY_ERROR.DESCRIPTION_REQUIRED,
    });
    expect(
      await fieldsOf(
        await save(PLC.PORTAL, request(buildTimeEntry('2026-03-16', { recordedTime: null })), accessToken),
      ),
    ).toEqual({
      timeTracking: TIME_ENTRY_ERROR.TIME_TRACKING_REQUIRED,
    });
    expect(
      await fieldsOf(await save(PLC.PORTAL, request(buildTimeEntry('2026-03-16', { placeOfWork: 111 })), accessToken)),
    ).toEqual({
      placeOfWork: TIME_ENTRY_ERROR.PLACE_OF_WORK_ONE_OF,
    });
    expect(
      await fieldsOf(
        await save(
          PLC.MANDATE,
          request(buildTimeEntry('2026-03-16', { recordedTime: null, timeTracking: '100' })),
          accessToken,
        ),
      ),
    ).toEqual({
      recordedTime: TIME_ENTRY_ERROR.RECORDED_TIME_REQUIRED,
    });
  });

  it('refuses a date outside the month or outside the placement, or no date', async () => {
    const accessToken = await token();
    const cases: [string, string, number, number, string][] = [
      [PLC.PORTAL, '2026-04-01', 2026, 3, TIME_ENTRY_ERROR.DATE_OUTSIDE_MONTH],
      [PLC.MANDATE, '2026-02-27', 2026, 2, TIME_ENTRY_ERROR.DATE_OUTSIDE_PLACEMENT],
      [PLC.MANDATE, '2026-09-03', 2026, 9, TIME_ENTRY_ERROR.DATE_OUTSIDE_PLACEMENT],
      [PLC.PORTAL, '2026-02-30', 2026, 2, TIME_ENTRY_ERROR.DATE_FORMAT],
      [PLC.PORTAL, '', 2026, 3, TIME_ENTRY_ERROR.DATE_FORMAT],
    ];
    for (const [id, date, year, month, code] of cases) {
      expect(await fieldsOf(await save(id, request(buildTimeEntry(date), year, month), accessToken)), date).toEqual({
        date: code,
      });
    }
    expect((await save(PLC.MANDATE, request(buildTimeEntry('2026-03-02'), 2026, 3), accessToken, SEEDED)).status).toBe(
      200,
    );
  });

  it('refuses a body that is not an entry with its month and year', async () => {
    const accessToken = await token();
    const entry = buildTimeEntry('2026-03-16');
    expect(await fieldsOf(await save(PLC.PORTAL, { month: 3, year: 2026 }, accessToken))).toEqual({ entry: 'object' });
    expect(Object.keys(await fieldsOf(await save(PLC.PORTAL, { entry, month: 13, year: 2026 }, accessToken)))).toEqual([
      'month',
    ]);
    expect(Object.keys(await fieldsOf(await save(PLC.PORTAL, { entry, month: 3 }, accessToken)))).toEqual(['year']);
    expect(
      await fieldsOf(
        await save(PLC.PORTAL, request({ ...entry, workStart: 830 } as unknown as TimeEntry), accessToken),
      ),
    ).toEqual({
      workStart: TIME_ENTRY_ERROR.TIME_FORMAT,
    });
    expect(
      await fieldsOf(
        await save(PLC.PORTAL, request({ ...entry, businessTrip: 'yes' } as unknown as TimeEntry), accessToken),
      ),
    ).toEqual({
      businessTrip: TIME_ENTRY_ERROR.BUSINESS_TRIP_ONE_OF,
    });
  });
});

describe('POST /manager/placements/{id}/time-tracking: versions', () => {
  const day = (description: string) => request(buildTimeEntry('2026-03-02', { description: `<p>${description}</p>` }));
  const bodyOf = async (response: Response) => (await response.json()) as { code: string; current: unknown };

  it('answers 428 for a save over a day with an entry that names no version, and keeps the entry', async () => {
    const accessToken = await token();
    const response = await save(PLC.PORTAL, day('Ohne Version'), accessToken);
    expect(response.status).toBe(428);
    expect(await errorCode(response)).toBe(VERSION_API_ERROR.REQUIRED);
    const march = entriesOf(
      await overviewOf(await apiFetch(PLACEMENT_PATHS.monthOverview.build(PLC.PORTAL, 2026, 3), {}, accessToken)),
      2026,
      3,
    );
    expect(march.find((each) => each.date === '2026-03-02')?.description).not.toBe('<p>Ohne Version</p>');
  });

  it('answers 412 with the day as it is now for a save that started from an older version', async () => {
    const accessToken = await token();
    expect((await save(PLC.PORTAL, day('B'), accessToken, SEEDED)).status).toBe(200);
    const stale = await save(PLC.PORTAL, day('A'), accessToken, SEEDED);
    expect(stale.status).toBe(412);
    const body = await bodyOf(stale);
    expect(body.code).toBe(VERSION_API_ERROR.STALE);
    expect(body.current).toEqual(saved(buildTimeEntry('2026-03-02', { description: '<p>B</p>' }), '2'));
    // Saved again over the version it was shown: the save goes through.
    expect((await save(PLC.PORTAL, day('A'), accessToken, '2')).status).toBe(200);
  });

  it('creates a day only while it has none (If-None-Match: *), and keeps the entry saved meanwhile', async () => {
    const accessToken = await token();
    const fresh = request(buildTimeEntry('2026-03-16', { description: '<p>B</p>' }));
    const created = await overviewOf(await save(PLC.PORTAL, fresh, accessToken, null));
    expect(entriesOf(created, 2026, 3).find((each) => each.date === '2026-03-16')).toEqual(saved(fresh.entry));
    const again = await save(
      PLC.PORTAL,
      request(buildTimeEntry('2026-03-16', { description: '<p>A</p>' })),
      accessToken,
      null,
    );
    expect(again.status).toBe(412);
    expect((await bodyOf(again)).current).toMatchObject({ description: '<p>B</p>', version: '1' });
  });

  it('answers 412 with no current entry for a save with a version over a day that has none', async () => {
    const response = await save(PLC.PORTAL, request(buildTimeEntry('2026-03-16')), await token(), '7');
    expect(response.status).toBe(412);
    expect((await bodyOf(response)).current).toBeNull();
  });
});
