import { toSerializedError } from '@/api/errors';
import { allOnDevice, changeOnDevice, deleteOnDevice } from '@/lib/deviceStore';

import {
  dayOf,
  nextSeq,
  outboxKey,
  outcomeOf,
  readOutboxEntry,
  sameEntryContent,
  sendingOrder,
  withSaved,
  type DaySave,
  type OutboxDay,
  type OutboxEntry,
  type SendOutcome,
} from './outboxRules';

/** The outbox as kept on the device for the user; only the outbox's own code writes it. */
export async function readOutbox(userId: string): Promise<OutboxEntry[]> {
  const all = await allOnDevice<OutboxEntry>('outbox', userId);
  return all.map(([, item]) => readOutboxEntry(item)).sort((a, b) => a.seq - b.seq);
}

/**
 * A day saved without a connection, over the waiting copy its dialog opened on (`keptCopy`; null: on none). A copy
 * that another window saved meanwhile is not replaced unseen: it comes back as `waiting`, for the dialog to show
 * beside what was typed (the same text saved twice is no conflict).
 */
export async function keepOnDevice(
  userId: string,
  save: DaySave,
  keptCopy: string | null,
): Promise<{ kept: OutboxEntry } | { waiting: OutboxEntry }> {
  const seq = nextSeq(await readOutbox(userId));
  let waiting: OutboxEntry | undefined;
  const kept = await changeOnDevice<OutboxEntry>('outbox', userId, outboxKey(dayOf(save)), (stored) => {
    const before = stored && readOutboxEntry(stored);
    if (before && before.copy !== keptCopy && !sameEntryContent(before.entry, save.entry)) {
      waiting = before;
      return stored;
    }
    return withSaved(before, save, seq);
  });
  return waiting ? { waiting } : { kept: kept! };
}

export const deleteOutboxEntry = (userId: string, day: OutboxDay) => deleteOnDevice('outbox', userId, outboxKey(day));

/**
 * What an answer does to the copy of a day that was sent, and only to it: a copy saved since (in this window or
 * another) stays as it is, to be sent in its turn. Also the day saved online from a dialog that opened on the copy
 * `seq` (null: on none): only that copy is done with.
 */
export const settleOutboxEntry = (
  userId: string,
  day: OutboxDay,
  copy: string | null,
  next: (sent: OutboxEntry) => OutboxEntry | undefined,
) =>
  changeOnDevice<OutboxEntry>('outbox', userId, outboxKey(day), (stored) =>
    stored && readOutboxEntry(stored).copy === copy ? next(readOutboxEntry(stored)) : stored,
  );

export interface RoundResult<A> {
  item: OutboxEntry;
  outcome: SendOutcome;
  answer?: A;
}

const OUTBOX_LOCK_NAME = 'portal.time-entry-outbox';

/** One window sends at a time; the others find the outbox as the one before left it. */
function withOutboxLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (locks?.request) return locks.request(OUTBOX_LOCK_NAME, task) as Promise<T>;
  return task();
}

/**
 * One round: the outbox as the device holds it, sent in order, each entry with its version. A sent entry leaves
 * the outbox; a refused one stays with the server's reason; one without an answer ends the round (the rest waits).
 * A day saved again while its copy was under way is sent after it, in the same round. The round stops when the
 * session that began it has ended.
 */
export function sendRound<A>(
  userId: string,
  send: (item: OutboxEntry) => Promise<A>,
  stillSignedIn: () => boolean = () => true,
): Promise<RoundResult<A>[]> {
  return withOutboxLock(async () => {
    const results: RoundResult<A>[] = [];
    const tried = new Set<string>();
    // A session that ended sends nothing more: the next one may be another user's, with another token.
    while (stillSignedIn()) {
      const item = sendingOrder(await readOutbox(userId)).find((each) => !tried.has(each.copy));
      if (!item) break;
      tried.add(item.copy);
      try {
        const answer = await send(item);
        await settleOutboxEntry(userId, dayOf(item), item.copy, () => undefined);
        results.push({ item, outcome: 'sent', answer });
      } catch (error) {
        const outcome = outcomeOf(error);
        if (outcome === 'unanswered') {
          results.push({ item, outcome });
          break;
        }
        const refused = { ...item, refusal: toSerializedError(error) };
        await settleOutboxEntry(userId, dayOf(item), item.copy, () => refused);
        results.push({ item: refused, outcome });
      }
    }
    return results;
  });
}
