import { ACCOUNT_PATHS, type ManagerProfile } from '@/contract/account';
import { ERROR_CODE } from '@/contract/common';
import {
  CANDIDATE_STATUS,
  MAX_APPLICATION_REMARKS,
  NEWS_KIND,
  OPPORTUNITY_ERROR,
  OPPORTUNITY_PATHS,
  type NewsItem,
  type Offer,
  type Opportunity,
  type OpportunitySummary,
} from '@/contract/opportunities';
import { CV_PATHS, type Availability, type PublicCv, type Resume } from '@/contract/resume';
import { preconditionHeaders } from '@/contract/versions';
import { DEMO_EMAIL } from '@mocks/auth/fixtures';
import { configurePersistence, db, DEMO_DB_STORAGE_KEY, resetDb } from '@mocks/db';
import {
  BENCH_NEW_OPPORTUNITIES,
  BENCH_OPPORTUNITY_COUNT,
  BERGER_OPPORTUNITY_ID as OPP,
} from '@mocks/opportunities/fixtures';

import { apiFetch, errorCode, freezeClock, login, postJson, sendJson } from './helpers';

/** The opportunities, the dashboard's offers and news, and the availability's last update. */

const BERGER = '10427';

async function token(email: string = DEMO_EMAIL.MANAGER): Promise<string> {
  return (await login(email)).accessToken;
}

async function list(accessToken: string): Promise<OpportunitySummary[]> {
  const response = await apiFetch(OPPORTUNITY_PATHS.opportunities.build(), {}, accessToken);
  expect(response.status).toBe(200);
  return (await response.json()) as OpportunitySummary[];
}

async function opportunityOf(response: Response): Promise<Opportunity> {
  expect(response.status).toBe(200);
  return (await response.json()) as Opportunity;
}

/** The field errors of a 400 `validation` reply. */
async function fieldErrors(response: Response): Promise<Record<string, string>> {
  expect(response.status).toBe(400);
  const body = (await response.json()) as { code: string; fields: Record<string, string> };
  expect(body.code).toBe(ERROR_CODE.VALIDATION);
  return body.fields;
}

const getOne = (id: string, accessToken: string) => apiFetch(OPPORTUNITY_PATHS.opportunity.build(id), {}, accessToken);
const acceptNda = (id: string, accessToken: string) => postJson(OPPORTUNITY_PATHS.acceptNda.build(id), {}, accessToken);
const apply = (id: string, body: unknown, accessToken: string) =>
  postJson(OPPORTUNITY_PATHS.interested.build(id), body, accessToken);
const notInterested = (id: string, body: unknown, accessToken: string) =>
  postJson(OPPORTUNITY_PATHS.notInterested.build(id), body, accessToken);
const notAvailable = (id: string, body: unknown, accessToken: string) =>
  postJson(OPPORTUNITY_PATHS.notAvailable.build(id), body, accessToken);

const application = (changes: Record<string, unknown> = {}) => ({
  remarks: 'Gern stelle ich mich vor.',
  timestamp: new Date().toISOString(),
  ...changes,
});
const declineBody = { timestamp: '2026-03-18' };

const stored = (id: string) => db.opportunities.find((each) => each.id === id);

/** The fields of the summary, the teaser a manager sees before the NDA (in the order of `sort`). */
const SUMMARY_FIELDS = ['candidate', 'durationInMonths', 'id', 'location', 'positionTitle', 'publishedAt', 'startDate'];

/** Every field of an opportunity that only the details carry. */
const DETAIL_FIELDS = [
  'placementType',
  'position',
  'role',
  'industry',
  'businessPerformance',
  'reportingTo',
  'operationArea',
  'plannedStartDate',
  'daysPerMonth',
  'mustHave',
  'niceToHave',
  'annualRevenue',
  'personnelResponsibility',
  'directReports',
  'costOrBudgetResponsibility',
  'technicalRequirementsComments',
  'personalRequirementsComments',
  'companySituation',
] as const;

describe('GET /manager/opportunities', () => {
  it('lists the demo manager’s opportunities newest first, one or more in every candidate status', async () => {
    const opportunities = await list(await token());
    const published = opportunities.map((each) => each.publishedAt);
    expect(published).toEqual([...published].sort().reverse());
    expect(opportunities[0]?.id).toBe(OPP.NEW_CFO_AUTOMOTIVE);
    const statuses = new Set(opportunities.map((each) => each.candidate.status));
    for (const status of [100, 150, 200, 350, 500, 550, 700, 800, 900, 1000, 1100, 1200, 1300])
      expect(statuses, String(status)).toContain(status);
    const fresh = opportunities.filter((each) => each.candidate.status === CANDIDATE_STATUS.NEW);
    expect(fresh.map((each) => each.candidate.nda).sort()).toEqual([false, false, true]);
    for (const each of opportunities) expect(Date.parse(each.publishedAt)).toBeLessThan(Date.now());
  });

  it('sends summaries without details, with stable ids and candidate ids', async () => {
    const [first] = await list(await token());
    expect(Object.keys(first ?? {}).sort()).toEqual(SUMMARY_FIELDS);
    expect(first?.candidate).toEqual({ id: `cand_${BERGER}_cfo-automotive`, status: CANDIDATE_STATUS.NEW, nda: false });
    expect(first?.positionTitle.de).toBe('Interim-CFO für einen Automobilzulieferer');
    expect(first?.positionTitle.en).toBe('Interim CFO for an automotive supplier');
  });

  it('shows each manager only their own: none for skippable@, 40 for the benchmark', async () => {
    expect(await list(await token(DEMO_EMAIL.SKIPPABLE))).toEqual([]);
    const bench = await list(await token(DEMO_EMAIL.BENCH));
    expect(bench).toHaveLength(BENCH_OPPORTUNITY_COUNT);
    expect(bench.filter((each) => each.candidate.status === CANDIDATE_STATUS.NEW)).toHaveLength(
      BENCH_NEW_OPPORTUNITIES,
    );
    expect(bench.some((each) => each.id === OPP.NEW_CFO_AUTOMOTIVE)).toBe(false);
  });

  it('needs a signed-in manager: 401 without a token, 403 for a client contact', async () => {
    const anonymous = await apiFetch(OPPORTUNITY_PATHS.opportunities.build());
    expect(anonymous.status).toBe(401);
    expect(await errorCode(anonymous)).toBe(ERROR_CODE.TOKEN);
    const client = await token(DEMO_EMAIL.CLIENT);
    const listed = await apiFetch(OPPORTUNITY_PATHS.opportunities.build(), {}, client);
    expect(listed.status).toBe(403);
    expect(await errorCode(listed)).toBe(ERROR_CODE.FORBIDDEN);
    expect((await getOne(OPP.CLOSED_1100, client)).status).toBe(403);
    expect((await acceptNda(OPP.NEW_CFO_AUTOMOTIVE, client)).status).toBe(403);
    expect((await apply(OPP.NEW_CRO_RETAIL, application(), client)).status).toBe(403);
    expect((await notInterested(OPP.NEW_CFO_AUTOMOTIVE, declineBody, client)).status).toBe(403);
    expect(stored(OPP.NEW_CFO_AUTOMOTIVE)?.candidate.status).toBe(CANDIDATE_STATUS.NEW);
  });
});

describe('GET /manager/opportunities/{id}', () => {
  it('answers 403 nda_required for a new opportunity whose NDA is not accepted', async () => {
    const response = await getOne(OPP.NEW_CFO_AUTOMOTIVE, await token());
    expect(response.status).toBe(403);
    expect(await errorCode(response)).toBe(OPPORTUNITY_ERROR.NDA_REQUIRED);
  });

  it('sends every field of a new opportunity once its NDA is accepted, bilingual, with 2-4 items per list', async () => {
    const opportunity = await opportunityOf(await getOne(OPP.NEW_CRO_RETAIL, await token()));
    for (const field of DETAIL_FIELDS) expect(opportunity, field).toHaveProperty(field);
    expect(opportunity.candidate).toEqual({ id: `cand_${BERGER}_cro-retail`, status: CANDIDATE_STATUS.NEW, nda: true });
    for (const lists of [opportunity.mustHave, opportunity.niceToHave]) {
      for (const entries of Object.values(lists)) {
        expect(entries.length).toBeGreaterThanOrEqual(2);
        expect(entries.length).toBeLessThanOrEqual(4);
        for (const entry of entries) expect(entry.de && entry.en).toBeTruthy();
      }
    }
    expect(opportunity.companySituation.de).toMatch(/^<p>/);
    expect(opportunity).not.toHaveProperty('managerId');
    expect(opportunity).not.toHaveProperty('application');
  });

  it('sends the details of every other status whose NDA was accepted, read-only', async () => {
    const accessToken = await token();
    for (const id of [OPP.APPLIED_150, OPP.WON_550, OPP.CLOSED_1100]) {
      const opportunity = await opportunityOf(await getOne(id, accessToken));
      expect(opportunity.id).toBe(id);
      expect(opportunity.companySituation.en).not.toBe('');
    }
  });

  it('sends only the summary of an opportunity declined before its NDA', async () => {
    const accessToken = await token();
    for (const id of [OPP.NOT_INTERESTED_1200, OPP.NOT_AVAILABLE_1300]) {
      const response = await getOne(id, accessToken);
      expect(response.status).toBe(200);
      expect(Object.keys((await response.json()) as object).sort(), id).toEqual(SUMMARY_FIELDS);
    }
  });

  it('answers 404 for another manager’s opportunity and for an unknown id', async () => {
    const bench = await token(DEMO_EMAIL.BENCH);
    const foreign = await getOne(OPP.CLOSED_1100, bench);
    expect(foreign.status).toBe(404);
    expect(await errorCode(foreign)).toBe(ERROR_CODE.NOT_FOUND);
    const unknown = await getOne('opp-unknown', await token());
    expect(unknown.status).toBe(404);
    expect(await errorCode(unknown)).toBe(ERROR_CODE.NOT_FOUND);
  });
});

describe('POST /manager/opportunities/{id}/accept-nda', () => {
  it('accepts the NDA of a new opportunity, answers the whole opportunity and opens its details', async () => {
    const accessToken = await token();
    const opportunity = await opportunityOf(await acceptNda(OPP.NEW_CFO_AUTOMOTIVE, accessToken));
    expect(opportunity.candidate).toMatchObject({ status: CANDIDATE_STATUS.NEW, nda: true });
    expect(opportunity.companySituation.de).toContain('Zulieferer');
    expect(stored(OPP.NEW_CFO_AUTOMOTIVE)?.candidate.nda).toBe(true);
    expect((await getOne(OPP.NEW_CFO_AUTOMOTIVE, accessToken)).status).toBe(200);
    // Accepting again changes nothing.
    expect((await opportunityOf(await acceptNda(OPP.NEW_CFO_AUTOMOTIVE, accessToken))).candidate.nda).toBe(true);
  });

  it('answers 404 for another manager’s opportunity', async () => {
    const response = await acceptNda(OPP.NEW_CFO_AUTOMOTIVE, await token(DEMO_EMAIL.BENCH));
    expect(response.status).toBe(404);
    expect(stored(OPP.NEW_CFO_AUTOMOTIVE)?.candidate.nda).toBe(false);
  });
});

describe('answering an opportunity', () => {
  it('refuses every answer to an opportunity that is no longer new: 409 opportunity_not_open', async () => {
    const accessToken = await token();
    for (const id of [OPP.APPLIED_150, OPP.WON_550, OPP.CLOSED_1100, OPP.NOT_INTERESTED_1200]) {
      const answers = [
        await acceptNda(id, accessToken),
        await apply(id, application(), accessToken),
        await notInterested(id, declineBody, accessToken),
        await notAvailable(id, declineBody, accessToken),
      ];
      for (const response of answers) {
        expect(response.status, `${id} ${response.url}`).toBe(409);
        expect(await errorCode(response)).toBe(OPPORTUNITY_ERROR.NOT_OPEN);
      }
    }
    expect(stored(OPP.WON_550)?.candidate.status).toBe(CANDIDATE_STATUS.WON);
  });

  it('answers 404 to answers for another manager’s opportunity or an unknown one', async () => {
    const bench = await token(DEMO_EMAIL.BENCH);
    expect((await apply(OPP.NEW_CRO_RETAIL, application(), bench)).status).toBe(404);
    expect((await notInterested(OPP.NEW_COO_MEDTECH, declineBody, bench)).status).toBe(404);
    expect((await notAvailable('opp-unknown', declineBody, await token())).status).toBe(404);
    expect(stored(OPP.NEW_CRO_RETAIL)?.candidate.status).toBe(CANDIDATE_STATUS.NEW);
    expect(stored(OPP.NEW_COO_MEDTECH)?.candidate.status).toBe(CANDIDATE_STATUS.NEW);
  });
});

describe('POST /manager/opportunities/{id}/interested', () => {
  it('applies: status 150, remarks and timestamp stored, the list shows it, a second answer is 409', async () => {
    const accessToken = await token();
    const timestamp = '2026-03-18T10:15:00.000Z';
    const opportunity = await opportunityOf(
      await apply(OPP.NEW_CRO_RETAIL, { remarks: '  Sehr gern ab dem 1. April.  ', timestamp }, accessToken),
    );
    expect(opportunity.candidate).toMatchObject({ status: CANDIDATE_STATUS.APPLIED, nda: true });
    expect(opportunity.companySituation.de).not.toBe('');
    expect(stored(OPP.NEW_CRO_RETAIL)?.application).toEqual({ remarks: 'Sehr gern ab dem 1. April.', timestamp });
    const listed = (await list(accessToken)).find((each) => each.id === OPP.NEW_CRO_RETAIL);
    expect(listed?.candidate.status).toBe(CANDIDATE_STATUS.APPLIED);
    const again = await apply(OPP.NEW_CRO_RETAIL, application(), accessToken);
    expect(again.status).toBe(409);
    expect(await errorCode(again)).toBe(OPPORTUNITY_ERROR.NOT_OPEN);
  });

  it('needs the NDA first: 403 nda_required, the status stays new', async () => {
    const response = await apply(OPP.NEW_CFO_AUTOMOTIVE, application(), await token());
    expect(response.status).toBe(403);
    expect(await errorCode(response)).toBe(OPPORTUNITY_ERROR.NDA_REQUIRED);
    expect(stored(OPP.NEW_CFO_AUTOMOTIVE)?.candidate.status).toBe(CANDIDATE_STATUS.NEW);
    expect(stored(OPP.NEW_CFO_AUTOMOTIVE)?.application).toBeNull();
  });

  it(`takes remarks of up to ${MAX_APPLICATION_REMARKS} characters and empty ones`, async () => {
    const accessToken = await token();
    expect(
      await fieldErrors(
        await apply(OPP.NEW_CRO_RETAIL, application({ remarks: 'x'.repeat(MAX_APPLICATION_REMARKS + 1) }), accessToken),
      ),
    ).toEqual({ remarks: 'max' });
    expect(await fieldErrors(await apply(OPP.NEW_CRO_RETAIL, application({ remarks: 42 }), accessToken))).toEqual({
      remarks: 'string',
    });
    expect(
      await fieldErrors(await apply(OPP.NEW_CRO_RETAIL, { timestamp: new Date().toISOString() }, accessToken)),
    ).toEqual({ remarks: 'string' });
    expect(stored(OPP.NEW_CRO_RETAIL)?.candidate.status).toBe(CANDIDATE_STATUS.NEW);
    expect(
      (await apply(OPP.NEW_CRO_RETAIL, application({ remarks: 'x'.repeat(MAX_APPLICATION_REMARKS) }), accessToken))
        .status,
    ).toBe(200);
    await acceptNda(OPP.NEW_COO_MEDTECH, accessToken);
    expect((await apply(OPP.NEW_COO_MEDTECH, application({ remarks: '' }), accessToken)).status).toBe(200);
  });

  it('needs the timestamp as an ISO date-time', async () => {
    const accessToken = await token();
    const errors = async (timestamp: unknown) =>
      fieldErrors(await apply(OPP.NEW_CRO_RETAIL, application({ timestamp }), accessToken));
    expect(await errors(undefined)).toEqual({ timestamp: 'required' });
    expect(await errors('')).toEqual({ timestamp: 'required' });
    expect(await errors('2026-03-18')).toEqual({ timestamp: 'dateTime' });
    expect(await errors('2026-02-30T10:00:00Z')).toEqual({ timestamp: 'dateTime' });
    expect(await errors('18.03.2026 10:00')).toEqual({ timestamp: 'dateTime' });
    expect(await errors('2026-03-18T25:00:00Z')).toEqual({ timestamp: 'dateTime' });
    expect(await fieldErrors(await apply(OPP.NEW_CRO_RETAIL, 'not an object', accessToken))).toEqual({
      body: 'object',
    });
    expect(stored(OPP.NEW_CRO_RETAIL)?.candidate.status).toBe(CANDIDATE_STATUS.NEW);
    expect(
      (await apply(OPP.NEW_CRO_RETAIL, application({ timestamp: '2026-03-18T10:15:00+01:00' }), accessToken)).status,
    ).toBe(200);
  });
});

describe('POST .../not-interested and .../not-available', () => {
  it.each([
    ['not-interested', notInterested, CANDIDATE_STATUS.NOT_INTERESTED],
    ['not-available', notAvailable, CANDIDATE_STATUS.NOT_AVAILABLE],
  ] as const)(
    '%s needs no NDA and moves a new opportunity on; a further answer is 409',
    async (_name, send, status) => {
      const accessToken = await token();
      const opportunity = await opportunityOf(await send(OPP.NEW_CFO_AUTOMOTIVE, declineBody, accessToken));
      expect(opportunity.candidate).toMatchObject({ status, nda: false });
      expect(stored(OPP.NEW_CFO_AUTOMOTIVE)?.declinedOn).toBe('2026-03-18');
      expect((await list(accessToken)).find((each) => each.id === OPP.NEW_CFO_AUTOMOTIVE)?.candidate.status).toBe(
        status,
      );
      expect((await send(OPP.NEW_CFO_AUTOMOTIVE, declineBody, accessToken)).status).toBe(409);
    },
  );

  it.each([
    ['not-interested', notInterested],
    ['not-available', notAvailable],
  ] as const)(
    '%s before the NDA keeps the details back: its answer, the list and the opportunity carry the summary only',
    async (_name, send) => {
      const accessToken = await token();
      const answered = await send(OPP.NEW_CFO_AUTOMOTIVE, declineBody, accessToken);
      expect(answered.status).toBe(200);
      const shown = [
        await answered.json(),
        (await list(accessToken)).find((each) => each.id === OPP.NEW_CFO_AUTOMOTIVE),
        await (await getOne(OPP.NEW_CFO_AUTOMOTIVE, accessToken)).json(),
      ] as object[];
      for (const opportunity of shown) {
        expect(Object.keys(opportunity).sort()).toEqual(SUMMARY_FIELDS);
        for (const field of DETAIL_FIELDS) expect(opportunity, field).not.toHaveProperty(field);
      }
    },
  );

  it.each([
    ['not-interested', notInterested],
    ['not-available', notAvailable],
  ] as const)('%s after the NDA answers the opportunity whole', async (_name, send) => {
    const accessToken = await token();
    const opportunity = await opportunityOf(await send(OPP.NEW_CRO_RETAIL, declineBody, accessToken));
    for (const field of DETAIL_FIELDS) expect(opportunity, field).toHaveProperty(field);
    expect(opportunity.companySituation.de).not.toBe('');
    expect((await opportunityOf(await getOne(OPP.NEW_CRO_RETAIL, accessToken))).companySituation.de).not.toBe('');
  });

  it.each([
    ['not-interested', notInterested],
    ['not-available', notAvailable],
  ] as const)('%s needs the day as yyyy-MM-dd', async (_name, send) => {
    const accessToken = await token();
    expect(await fieldErrors(await send(OPP.NEW_COO_MEDTECH, {}, accessToken))).toEqual({ timestamp: 'required' });
    expect(await fieldErrors(await send(OPP.NEW_COO_MEDTECH, { timestamp: '18.03.2026' }, accessToken))).toEqual({
      timestamp: 'date',
    });
    expect(
      await fieldErrors(await send(OPP.NEW_COO_MEDTECH, { timestamp: '2026-03-18T10:00:00Z' }, accessToken)),
    ).toEqual({ timestamp: 'date' });
    expect(await fieldErrors(await send(OPP.NEW_COO_MEDTECH, { timestamp: '2026-02-30' }, accessToken))).toEqual({
      timestamp: 'date',
    });
    expect(stored(OPP.NEW_COO_MEDTECH)?.candidate.status).toBe(CANDIDATE_STATUS.NEW);
  });
});

describe('GET /manager/candidates/{candidateId}/cv for an opportunity’s candidate', () => {
  it('shows the manager’s CV for the candidate id of an opportunity; an unknown one is 404', async () => {
    const accessToken = await token();
    const [first] = await list(accessToken);
    const response = await apiFetch(CV_PATHS.candidateCv.build(first?.candidate.id ?? ''), {}, accessToken);
    expect(response.status).toBe(200);
    expect(((await response.json()) as PublicCv).personalDetails.lastName).toBe('Berger');
    expect((await apiFetch(CV_PATHS.candidateCv.build(`cand_${BERGER}_unknown`), {}, accessToken)).status).toBe(404);
  });
});

describe('the dashboard’s offers and news', () => {
  it('lists three offers, none expired', async () => {
    const response = await apiFetch(OPPORTUNITY_PATHS.offers.build(), {}, await token());
    expect(response.status).toBe(200);
    const offers = (await response.json()) as Offer[];
    expect(offers).toHaveLength(3);
    for (const offer of offers) {
      expect(offer.title.de && offer.title.en).toBeTruthy();
      if (offer.validUntil !== '') expect(Date.parse(offer.validUntil)).toBeGreaterThan(Date.now());
    }
  });

  it('lists the news newest first, then the events to come, the next first; past events are left out', async () => {
    const past: NewsItem = {
      id: 'event-past',
      kind: NEWS_KIND.EVENT,
      title: { de: 'Vorbei', en: 'Over' },
      summary: { de: '', en: '' },
      date: '2020-01-01',
      location: { de: '', en: '' },
      link: '',
    };
    db.newsAndEvents.push(past);
    const response = await apiFetch(OPPORTUNITY_PATHS.newsAndEvents.build(), {}, await token());
    expect(response.status).toBe(200);
    const items = (await response.json()) as NewsItem[];
    const kinds = items.map((each) => each.kind);
    expect(kinds).toEqual(['news', 'news', 'news', 'event', 'event']);
    const news = items.filter((each) => each.kind === NEWS_KIND.NEWS).map((each) => each.date);
    expect(news).toEqual([...news].sort().reverse());
    const events = items.filter((each) => each.kind === NEWS_KIND.EVENT).map((each) => each.date);
    expect(events).toEqual([...events].sort());
    for (const date of events) expect(Date.parse(date)).toBeGreaterThan(Date.now());
  });

  it('needs a manager: 403 for a client contact', async () => {
    const client = await token(DEMO_EMAIL.CLIENT);
    expect((await apiFetch(OPPORTUNITY_PATHS.offers.build(), {}, client)).status).toBe(403);
    expect((await apiFetch(OPPORTUNITY_PATHS.newsAndEvents.build(), {}, client)).status).toBe(403);
  });
});

describe('availabilityUpdatedAt (the dashboard’s reconfirm-availability item)', () => {
  const THIRTY_DAYS = 30 * 24 * 60 * 60 * 1000;

  afterEach(() => vi.useRealTimers());

  it('is more than 30 days old for manager@demo.test and recent for the benchmark', async () => {
    const berger = (await (await apiFetch(CV_PATHS.managerCv.build(BERGER), {}, await token())).json()) as Resume;
    expect(Date.now() - Date.parse(berger.availabilityUpdatedAt ?? '')).toBeGreaterThan(THIRTY_DAYS);
    const bench = (await (
      await apiFetch(CV_PATHS.managerCv.build('10744'), {}, await token(DEMO_EMAIL.BENCH))
    ).json()) as Resume;
    expect(Date.now() - Date.parse(bench.availabilityUpdatedAt ?? '')).toBeLessThan(THIRTY_DAYS);
  });

  it('is set to now by PUT /manager/availability and answered by GET /manager/{managerId}', async () => {
    freezeClock(Date.parse('2026-03-18T10:15:00.000Z'));
    const accessToken = await token();
    const current = db.managers.find((each) => each.id === BERGER)?.cv.availability;
    const body: Availability = { ...(current as Availability), availableFrom: '2026-04-01' };
    // Over the seed's version of the section (docs/decisions/035-save-versions.md).
    const saved = await sendJson('PUT', CV_PATHS.availability.build(), body, accessToken, preconditionHeaders('1'));
    expect(saved.status).toBe(200);
    expect(((await saved.json()) as Resume).availabilityUpdatedAt).toBe('2026-03-18T10:15:00.000Z');
    const cv = (await (await apiFetch(CV_PATHS.managerCv.build(BERGER), {}, accessToken)).json()) as Resume;
    expect(cv.availabilityUpdatedAt).toBe('2026-03-18T10:15:00.000Z');
    const profile = (await (await apiFetch(ACCOUNT_PATHS.manager.build(), {}, accessToken)).json()) as ManagerProfile;
    expect(profile.availabilityUpdatedAt).toBe('2026-03-18T10:15:00.000Z');
  });
});

describe('demo persistence of the answers', () => {
  afterEach(() => configurePersistence(null));

  it('keeps an answer and an accepted NDA across a reload', async () => {
    const data = new Map<string, string>();
    const storage = {
      getItem: (key: string) => data.get(key) ?? null,
      setItem: (key: string, value: string) => void data.set(key, value),
      removeItem: (key: string) => void data.delete(key),
    };
    configurePersistence(storage);
    const accessToken = await token();
    expect((await notAvailable(OPP.NEW_COO_MEDTECH, declineBody, accessToken)).status).toBe(200);
    expect((await acceptNda(OPP.NEW_CFO_AUTOMOTIVE, accessToken)).status).toBe(200);
    expect(data.get(DEMO_DB_STORAGE_KEY)).toContain(OPP.NEW_COO_MEDTECH);

    configurePersistence(null);
    resetDb();
    expect(stored(OPP.NEW_COO_MEDTECH)?.candidate.status).toBe(CANDIDATE_STATUS.NEW);
    configurePersistence(storage);
    expect(stored(OPP.NEW_COO_MEDTECH)?.candidate.status).toBe(CANDIDATE_STATUS.NOT_AVAILABLE);
    expect(stored(OPP.NEW_CFO_AUTOMOTIVE)?.candidate.nda).toBe(true);
  });
});
