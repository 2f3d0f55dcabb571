import fc from 'fast-check';

import { ApiError, networkError, timeoutError } from '@/api/errors';
import type { TimeEntry } from '@/contract/placements';
import {
  PRECONDITION_STATUS,
  preconditionFailure,
  preconditionHeaders,
  VERSION_API_ERROR,
  VERSION_HEADER,
} from '@/contract/versions';
import { saveTimeEntry } from '@/core/placements/placements.api';
import { readOutbox, sendRound } from '@/core/timeEntryOutbox/outbox.device';
import type { OutboxEntry } from '@/core/timeEntryOutbox/outboxRules';
import { saveDay, saveOwnDay } from '@/core/timeEntryOutbox/saveDay';
import { buildTimeEntry } from '@mocks/placements/fixtures';

/*
 * The outbox under every interleaving (docs/decisions/058-own-saves.md): the manager saves days in two windows, each
 * window's outbox sends, another device saves the same days, and every request may get lost on its way to the
 * server or on its way back. fast-check's scheduler orders the requests' arrivals and answers, the saves and the
 * rounds. The model is what the manager typed: after every step, the last text typed for each day is on the server,
 * waiting on the device, or still in its dialog; a refusal "saved meanwhile" never names the manager's own save;
 * and once the connection holds, every day ends with that text on the server (or a later save of the other device's
 * over it), or with a refusal the manager resolves.
 */

vi.mock('@/core/placements/placements.api', () => ({ saveTimeEntry: vi.fn() }));

const USER = 'u1';
const PLACEMENT = 'plc-a';
const DAYS = ['2026-11-23', '2026-11-24'] as const;
type Day = (typeof DAYS)[number];

const textOf = (entry: TimeEntry) => entry.description;
const entryWith = (date: string, text: string): TimeEntry => ({
  ...buildTimeEntry(date, { recordedTime: '100' }),
  description: text,
});

/** How a request fares: answered, lost before it reaches the server, or lost on its way back (a time-out). */
type Fate = 'answered' | 'lostOnTheWay' | 'lostOnTheWayBack';

/** A server with versions (docs/decisions/035-save-versions.md), the rule of the contract; `history` is every write. */
function versionedServer() {
  const days = new Map<string, { entry: TimeEntry; version: number }>();
  const history = new Map<string, { text: string; by: 'manager' | 'other' }[]>();
  const write = (entry: TimeEntry, by: 'manager' | 'other') => {
    const before = days.get(entry.date);
    days.set(entry.date, { entry, version: (before?.version ?? 0) + 1 });
    history.set(entry.date, [...(history.get(entry.date) ?? []), { text: textOf(entry), by }]);
  };
  return {
    days,
    history,
    /** The manager's save, with the precondition its version asks for. */
    save(entry: TimeEntry, version: string | null) {
      const headers = preconditionHeaders(version);
      const stored = days.get(entry.date);
      const failure = preconditionFailure(
        {
          ifMatch: headers[VERSION_HEADER.IF_MATCH] ?? null,
          ifNoneMatch: headers[VERSION_HEADER.IF_NONE_MATCH] ?? null,
        },
        stored ? String(stored.version) : null,
      );
      if (failure)
        throw new ApiError(PRECONDITION_STATUS.FAILED, VERSION_API_ERROR.STALE, 'stale', {
          current: stored ? { ...stored.entry, version: String(stored.version) } : null,
        });
      write(entry, 'manager');
    },
    /** Another device saves over what it has just read. */
    saveElsewhere: (entry: TimeEntry) => write(entry, 'other'),
  };
}

/** One window's Web Lock, shared by the windows of the device (Node has no navigator.locks). */
function webLocks() {
  let queue: Promise<unknown> = Promise.resolve();
  return {
    request: (_name: string, task: () => Promise<unknown>) => {
      const run = queue.then(task, task);
      queue = run.catch(() => undefined);
      return run;
    },
  };
}

type Step =
  { kind: 'type'; day: Day; fates: Fate[] } | { kind: 'round'; fates: Fate[] } | { kind: 'elsewhere'; day: Day };

const fate = fc.constantFrom<Fate>('answered', 'answered', 'lostOnTheWay', 'lostOnTheWayBack');
const fates = fc.array(fate, { minLength: 1, maxLength: 4 });
const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('type' as const), day: fc.constantFrom(...DAYS), fates }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('round' as const), fates }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('elsewhere' as const), day: fc.constantFrom(...DAYS) }) },
);

describe('the outbox under any interleaving of saves, sends, windows and connections', () => {
  beforeEach(() => {
    vi.stubGlobal('navigator', { locks: webLocks(), onLine: true });
  });

  it('never loses the last text typed for a day, and never shows the manager a conflict with their own save', async () => {
    await fc.assert(
      fc
        .asyncProperty(fc.scheduler(), fc.array(step, { minLength: 1, maxLength: 7 }), async (s, steps) => {
          const server = versionedServer();
          /** The requests take their fates in the order they are made; once those are used up, each is answered. */
          const fateQueue = steps.flatMap((each) => ('fates' in each ? each.fates : []));
          vi.mocked(saveTimeEntry).mockImplementation(async (_placementId, { entry }, version) => {
            const fateNow = fateQueue.shift() ?? 'answered';
            await s.schedule(Promise.resolve(), `arrives ${textOf(entry)}`);
            if (fateNow === 'lostOnTheWay') throw networkError();
            let refusal: unknown = null;
            try {
              server.save(entry, version);
            } catch (error) {
              refusal = error;
            }
            log.push(`${textOf(entry)} over ${String(version)}: ${refusal ? 'stale' : 'written'}, ${fateNow}`);
            await s.schedule(Promise.resolve(), `answer to ${textOf(entry)}`);
            if (fateNow === 'lostOnTheWayBack') throw timeoutError();
            if (refusal) throw refusal;
            return null;
          });

          /** The texts typed, in the order they were saved, each with the texts its dialog opened on. */
          const typed = new Map<Day, string[]>();
          const seenBefore = new Map<string, Set<string>>();
          /** Texts still in a dialog: being saved, or refused there (the form keeps them). */
          const inDialog = new Set<string>();
          const failures: string[] = [];
          /** What happened, shown with a failure. */
          const log: string[] = [];
          const ownAncestry = (text: string) => new Set([text, ...(seenBefore.get(text) ?? [])]);
          /** A refusal "saved meanwhile" shown to the manager must name someone else's save. */
          const expectNotOwn = (text: string, details: Record<string, unknown>, where: string) => {
            const current = details.current as TimeEntry | null | undefined;
            if (current && ownAncestry(text).has(textOf(current)))
              failures.push(`${where}: ${text} refused over the manager's own ${textOf(current)}`);
          };

          const run = async (each: Step, index: number) => {
            await s.schedule(Promise.resolve(), `step ${index}: ${each.kind}`);
            if (each.kind === 'elsewhere') {
              server.saveElsewhere(entryWith(each.day, `other-${index}`));
              return;
            }
            if (each.kind === 'round') {
              const results = await sendRound(USER, saveOwnDay);
              log.push(
                `round ${index}: ${results.map((result) => `${textOf(result.item.entry)} ${result.outcome}`).join(', ')}`,
              );
              for (const result of results)
                if (result.outcome === 'refused' && result.item.refusal?.code === VERSION_API_ERROR.STALE)
                  expectNotOwn(textOf(result.item.entry), result.item.refusal.details, 'outbox');
              return;
            }
            // The day's dialog opens on what waits on the device, else on what the server holds.
            const text = `typed-${index}`;
            const kept = (await readOutbox(USER)).find((item) => item.entry.date === each.day);
            const stored = server.days.get(each.day);
            seenBefore.set(text, kept ? ownAncestry(textOf(kept.entry)) : new Set());
            typed.set(each.day, [...(typed.get(each.day) ?? []), text]);
            inDialog.add(text);
            log.push(
              `${text} on ${each.day}, opened on ${kept ? `${textOf(kept.entry)} #${kept.seq}` : `v${stored?.version ?? '-'}`}`,
            );
            try {
              const outcome = await saveDay(
                USER,
                {
                  placementId: PLACEMENT,
                  year: 2026,
                  month: 11,
                  entry: entryWith(each.day, text),
                  version: kept ? kept.version : stored ? String(stored.version) : null,
                  ownBefore: kept ? [kept.entry, ...kept.ownBefore] : [],
                },
                kept?.copy ?? null,
              );
              inDialog.delete(text);
              log.push(`${text}: ${'kept' in outcome ? `kept #${outcome.kept.seq}` : 'saved'}`);
            } catch (error) {
              log.push(`${text}: refused in its dialog`);
              if (error instanceof ApiError && error.code === VERSION_API_ERROR.STALE)
                expectNotOwn(text, error.details, 'dialog');
              else failures.push(`dialog: ${text} failed with ${String(error)}`);
            }
          };

          /**
           * The texts no later save was typed over (a dialog that opened on them): the last of each day, and any that
           * a window saved without having seen another's.
           */
          const standing = () => {
            const all = [...typed.values()].flat();
            return all.filter((text) => !all.some((other) => other !== text && seenBefore.get(other)?.has(text)));
          };
          /** Each standing text is on the server, waiting on the device, or in its dialog. */
          const expectNothingLost = async (when: string) => {
            const texts = standing();
            const waiting = await readOutbox(USER);
            for (const text of texts) {
              if (!standing().includes(text)) continue;
              const onServer = [...server.history.values()].flat().some((write) => write.text === text);
              const onDevice = waiting.some((item) => textOf(item.entry) === text);
              if (!onServer && !onDevice && !inDialog.has(text)) failures.push(`${when}: ${text} is gone`);
            }
          };

          const all = Promise.all(steps.map(run));
          let done = false;
          void all.then(() => (done = true));
          while (!done) {
            if (s.count() > 0) {
              await s.waitNext(1);
              await expectNothingLost('between steps');
            } else await new Promise((resolve) => setTimeout(resolve, 0));
          }
          await all;

          // The connection holds now: rounds until nothing is left to send.
          fateQueue.length = 0;
          const settle = sendRound(USER, saveOwnDay);
          await s.waitFor(settle);
          await expectNothingLost('at the end');
          const left: OutboxEntry[] = await readOutbox(USER);
          if (left.some((item) => item.refusal === null)) failures.push('entries still wait once the connection held');
          for (const day of DAYS) {
            const last = typed.get(day)?.at(-1);
            if (!last || inDialog.has(last)) continue;
            const waitingRefused = left.find((item) => item.entry.date === day && textOf(item.entry) === last);
            const writes = server.history.get(day) ?? [];
            const at = writes.findLastIndex((write) => write.text === last);
            // On the server, and only the other device wrote after it; or refused, for the manager to resolve.
            const laterOwn = at >= 0 && writes.slice(at + 1).some((write) => write.by === 'manager');
            if (!waitingRefused && (at < 0 || laterOwn))
              failures.push(
                `${day}: ends with ${writes.at(-1)?.text ?? 'nothing'}, not ${last} (${JSON.stringify(writes)})`,
              );
          }
          expect(failures, log.join('\n')).toEqual([]);
        })
        .afterEach(async () => {
          const { clearDevice } = await import('@/lib/deviceStore');
          await clearDevice();
        }),
      { numRuns: 400 },
    );
  });
});
