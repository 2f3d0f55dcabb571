import fc from 'fast-check';

import { ApiError, networkError, timeoutError } from '@/api/errors';
import type { TimeEntry } from '@/contract/placements';
import { TIME_ENTRY_API_ERROR } from '@/contract/timeEntries';
import { VERSION_API_ERROR } from '@/contract/versions';
import { keepOnDevice, readOutbox, sendRound } from '@/core/timeEntryOutbox/outbox.device';
import {
  nextSeq,
  outcomeOf,
  ownSaveAnswer,
  retryDelayMs,
  sameEntryContent,
  sendingOrder,
  withSaved,
  type OutboxEntry,
} from '@/core/timeEntryOutbox/outboxRules';
import { writeOnDevice } from '@/lib/deviceStore';
import { buildTimeEntry } from '@mocks/placements/fixtures';

const PLACEMENT = 'plc-a';

const entryOn = (date: string, description = `<p>${date}</p>`): TimeEntry => ({
  ...buildTimeEntry(date, { recordedTime: '100' }),
  description,
});

/** Saves days in this order through the outbox's own rule, as the day's dialog does offline. */
async function saveOffline(userId: string, days: { date: string; version: string | null; text?: string }[]) {
  for (const { date, version, text } of days) {
    // Each save from the day's dialog, opened on what waited for the day.
    const before = (await readOutbox(userId)).find((item) => item.entry.date === date);
    await keepOnDevice(
      userId,
      {
        placementId: PLACEMENT,
        year: 2026,
        month: 11,
        entry: entryOn(date, text),
        version,
        savedAt: Date.now(),
        ownBefore: [],
      },
      before?.copy ?? null,
    );
  }
}

/** A server that records what it was sent and answers each date as told (default: saved). */
function server(answers: Record<string, () => never> = {}) {
  const sent: { date: string; version: string | null; description: string }[] = [];
  const send = async (item: OutboxEntry) => {
    sent.push({ date: item.entry.date, version: item.version, description: item.entry.description });
    answers[item.entry.date]?.();
    return { ok: item.entry.date };
  };
  return { sent, send };
}

const refuse = (status: number, code: string) => () => {
  throw new ApiError(status, code, 'refused');
};
const noAnswer = () => {
  throw networkError();
};

describe('the outbox of time entries saved offline', () => {
  it('sends in the order of the saves, each with the version it replaces, and empties itself', async () => {
    await saveOffline('u1', [
      { date: '2026-11-24', version: 'v24' },
      { date: '2026-11-20', version: null },
      { date: '2026-11-23', version: 'v23' },
    ]);
    const { sent, send } = server();
    const results = await sendRound('u1', send);
    expect(sent.map(({ date, version }) => [date, version])).toEqual([
      ['2026-11-24', 'v24'],
      ['2026-11-20', null],
      ['2026-11-23', 'v23'],
    ]);
    expect(results.map((result) => result.outcome)).toEqual(['sent', 'sent', 'sent']);
    expect(await readOutbox('u1')).toEqual([]);
  });

  it('a day saved again offline replaces its waiting entry, keeps the first version and goes last', async () => {
    await saveOffline('u1', [
      { date: '2026-11-24', version: 'v24', text: 'first' },
      { date: '2026-11-25', version: 'v25' },
      { date: '2026-11-24', version: 'ignored', text: 'second' },
    ]);
    const { sent, send } = server();
    await sendRound('u1', send);
    expect(sent).toEqual([
      { date: '2026-11-25', version: 'v25', description: '<p>2026-11-25</p>' },
      { date: '2026-11-24', version: 'v24', description: 'second' },
    ]);
  });

  it('stops a round at a send without an answer; the rest waits, unrefused, and the next round sends it', async () => {
    await saveOffline('u1', [
      { date: '2026-11-23', version: null },
      { date: '2026-11-24', version: null },
      { date: '2026-11-25', version: null },
    ]);
    const first = server({ '2026-11-24': noAnswer });
    const results = await sendRound('u1', first.send);
    expect(first.sent.map((each) => each.date)).toEqual(['2026-11-23', '2026-11-24']);
    expect(results.map((result) => result.outcome)).toEqual(['sent', 'unanswered']);
    const left = await readOutbox('u1');
    expect(left.map((item) => [item.entry.date, item.refusal])).toEqual([
      ['2026-11-24', null],
      ['2026-11-25', null],
    ]);

    const second = server();
    await sendRound('u1', second.send);
    expect(second.sent.map((each) => each.date)).toEqual(['2026-11-24', '2026-11-25']);
    expect(await readOutbox('u1')).toEqual([]);
  });

  it('only refusals keep an entry from the next round: no answer, 401, 408, 429 and 5xx wait for it', () => {
    expect(outcomeOf(networkError())).toBe('unanswered');
    expect(outcomeOf(timeoutError())).toBe('unanswered');
    for (const status of [401, 408, 429, 500, 502, 503])
      expect(outcomeOf(new ApiError(status, 'http', '')), String(status)).toBe('unanswered');
    for (const status of [400, 403, 404, 409, 412, 422, 428])
      expect(outcomeOf(new ApiError(status, 'http', '')), String(status)).toBe('refused');
  });

  it('tries again soon after a save, then less often, never less than every five minutes', () => {
    expect([0, 1, 2, 3].map(retryDelayMs)).toEqual([5_000, 10_000, 20_000, 40_000]);
    expect(retryDelayMs(20)).toBe(300_000);
  });

  it('reads an entry that an earlier release kept, without the own saves it now remembers', async () => {
    const {
      ownBefore: _none,
      copy: _copy,
      ...older
    } = {
      placementId: PLACEMENT,
      year: 2026,
      month: 11,
      entry: entryOn('2026-11-23'),
      version: null,
      seq: 1,
      savedAt: 0,
      refusal: null,
      copy: 'c1',
      ownBefore: [],
    } satisfies OutboxEntry;
    await writeOnDevice('outbox', 'u1', `${PLACEMENT}/2026-11-23`, older);
    expect(await readOutbox('u1')).toEqual([{ ...older, copy: '1', ownBefore: [] }]);
  });

  it('a server failure (5xx) is no refusal: the entry waits for the next round', async () => {
    await saveOffline('u1', [{ date: '2026-11-23', version: null }]);
    await sendRound('u1', server({ '2026-11-23': refuse(500, 'http') }).send);
    const [item] = await readOutbox('u1');
    expect(item?.refusal).toBeNull();
  });

  it('keeps a refused entry with the reason, goes on with the next, and does not send it again', async () => {
    await saveOffline('u1', [
      { date: '2026-11-23', version: 'v23' },
      { date: '2026-11-24', version: 'v24' },
      { date: '2026-11-25', version: null },
    ]);
    const first = server({
      '2026-11-23': refuse(412, VERSION_API_ERROR.STALE),
      '2026-11-24': refuse(409, TIME_ENTRY_API_ERROR.MONTH_SUBMITTED),
    });
    const results = await sendRound('u1', first.send);
    expect(results.map((result) => result.outcome)).toEqual(['refused', 'refused', 'sent']);
    const left = await readOutbox('u1');
    expect(left.map((item) => [item.entry.date, item.refusal?.status, item.refusal?.code])).toEqual([
      ['2026-11-23', 412, VERSION_API_ERROR.STALE],
      ['2026-11-24', 409, TIME_ENTRY_API_ERROR.MONTH_SUBMITTED],
    ]);

    const second = server();
    await sendRound('u1', second.send);
    expect(second.sent).toEqual([]);
    expect(await readOutbox('u1')).toHaveLength(2);
  });

  it('sends nothing more once the session that began the round has ended', async () => {
    await saveOffline('u1', [
      { date: '2026-11-23', version: null },
      { date: '2026-11-24', version: null },
    ]);
    let signedIn = true;
    const { sent, send } = server();
    await sendRound(
      'u1',
      async (item) => {
        const answer = await send(item);
        signedIn = false;
        return answer;
      },
      () => signedIn,
    );
    expect(sent.map((each) => each.date)).toEqual(['2026-11-23']);
    expect((await readOutbox('u1')).map((item) => item.entry.date)).toEqual(['2026-11-24']);
  });

  it("never sends another user's entries", async () => {
    await saveOffline('u1', [{ date: '2026-11-23', version: null }]);
    await saveOffline('u10', [{ date: '2026-11-24', version: null }]);
    const { sent, send } = server();
    await sendRound('u10', send);
    expect(sent.map((each) => each.date)).toEqual(['2026-11-24']);
    expect((await readOutbox('u1')).map((item) => item.entry.date)).toEqual(['2026-11-23']);
  });

  it('sends any series of saves once per day, in the order of each day’s last save', () => {
    const dates = fc.constantFrom('2026-11-02', '2026-11-03', '2026-11-04', '2026-11-05');
    fc.assert(
      fc.property(fc.array(fc.record({ date: dates, version: fc.option(fc.string(), { nil: null }) })), (saves) => {
        let outbox: OutboxEntry[] = [];
        saves.forEach(({ date, version }, index) => {
          const saved = withSaved(
            outbox.find((item) => item.entry.date === date),
            {
              placementId: PLACEMENT,
              year: 2026,
              month: 11,
              entry: entryOn(date, String(index)),
              version,
              savedAt: index,
              ownBefore: [],
            },
            nextSeq(outbox),
          );
          outbox = [...outbox.filter((item) => item.entry.date !== date), saved];
        });
        const order = sendingOrder(outbox);
        const lastSave = new Map<string, number>(saves.map((save, index) => [save.date, index]));
        const firstSave = new Map<string, { version: string | null }>(
          [...saves].reverse().map((save) => [save.date, save]),
        );
        const expected = [...lastSave.entries()].sort((a, b) => a[1] - b[1]);
        expect(order.map((item) => [item.entry.date, Number(item.entry.description)])).toEqual(expected);
        // Each day replaces what the server had before the first offline save of it.
        for (const item of order) expect(item.version).toBe(firstSave.get(item.entry.date)?.version);
      }),
    );
  });
});

describe("a refusal 'saved meanwhile' read against the manager's own saves", () => {
  const stale = (current: TimeEntry | null) =>
    new ApiError(412, VERSION_API_ERROR.STALE, 'stale', { current: current && { ...current, version: '7' } });
  const mine = entryOn('2026-11-23', '<p>Second text</p>');
  const earlier = entryOn('2026-11-23', '<p>First text</p>');

  it('the server holding this very entry is the save that reached it', () => {
    expect(ownSaveAnswer(stale({ ...mine, description: '<p>Second text</p>\n' }), mine, [])).toBe('reached');
  });

  it("the server holding an earlier own save: saved over that save's version", () => {
    expect(ownSaveAnswer(stale(earlier), mine, [earlier])).toEqual({ over: '7' });
  });

  it("someone else's save, a day deleted, or another error: a conflict for the manager", () => {
    const theirs = entryOn('2026-11-23', '<p>Their text</p>');
    expect(ownSaveAnswer(stale(theirs), mine, [earlier])).toBeNull();
    expect(ownSaveAnswer(stale(null), mine, [earlier])).toBeNull();
    expect(ownSaveAnswer(new ApiError(409, TIME_ENTRY_API_ERROR.MONTH_SUBMITTED, ''), mine, [mine])).toBeNull();
  });

  it('two entries are the same when every field is, the spacing of the text aside', () => {
    expect(sameEntryContent(mine, { ...mine, description: ' <p>Second  text</p> ' })).toBe(true);
    expect(sameEntryContent(mine, { ...mine, description: '<p><strong>Second</strong> text</p>' })).toBe(false);
    expect(sameEntryContent(mine, { ...mine, recordedTime: '50' })).toBe(false);
    expect(sameEntryContent(mine, { ...mine, workStart: '09:00' })).toBe(false);
  });
});

describe('a day saved offline while another window kept it', () => {
  const save = (text: string) => ({
    placementId: PLACEMENT,
    year: 2026,
    month: 11,
    entry: entryOn('2026-11-23', text),
    version: null,
    savedAt: 0,
    ownBefore: [],
  });

  it("does not replace the other window's copy unseen; over the copy it opened on, it does", async () => {
    const first = await keepOnDevice('u1', save('<p>window A</p>'), null);
    expect('kept' in first).toBe(true);
    const unseen = await keepOnDevice('u1', save('<p>window B</p>'), null);
    expect(unseen).toMatchObject({ waiting: { entry: { description: '<p>window A</p>' } } });
    const seq = (await readOutbox('u1'))[0]!.copy;
    const over = await keepOnDevice('u1', save('<p>window B</p>'), seq);
    expect(over).toMatchObject({
      kept: { entry: { description: '<p>window B</p>' }, ownBefore: [{ description: '<p>window A</p>' }] },
    });
    expect((await readOutbox('u1')).map((item) => item.entry.description)).toEqual(['<p>window B</p>']);
  });
});
