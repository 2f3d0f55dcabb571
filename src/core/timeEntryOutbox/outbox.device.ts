import { toSerializedError } from '@/api/errors';
import { allOnDevice, deleteOnDevice, writeOnDevice } from '@/lib/deviceStore';

import { outboxKey, outcomeOf, sendingOrder, type OutboxDay, type OutboxEntry, type SendOutcome } from './outboxRules';

/** The outbox as kept on the device for the user; only the outbox's own code writes it. */
export async function readOutbox(userId: string): Promise<OutboxEntry[]> {
  const all = await allOnDevice<OutboxEntry>('outbox', userId);
  return all.map(([, item]) => item).sort((a, b) => a.seq - b.seq);
}

export const writeOutboxEntry = (userId: string, item: OutboxEntry) =>
  writeOnDevice('outbox', userId, outboxKey({ placementId: item.placementId, date: item.entry.date }), item);

export const deleteOutboxEntry = (userId: string, day: OutboxDay) => deleteOnDevice('outbox', userId, outboxKey(day));

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
 */
export function sendRound<A>(userId: string, send: (item: OutboxEntry) => Promise<A>): Promise<RoundResult<A>[]> {
  return withOutboxLock(async () => {
    const results: RoundResult<A>[] = [];
    for (const item of sendingOrder(await readOutbox(userId))) {
      try {
        const answer = await send(item);
        await deleteOutboxEntry(userId, { placementId: item.placementId, date: item.entry.date });
        results.push({ item, outcome: 'sent', answer });
      } catch (error) {
        const outcome = outcomeOf(error);
        if (outcome === 'unanswered') {
          results.push({ item, outcome });
          break;
        }
        const refused = { ...item, refusal: toSerializedError(error) };
        await writeOutboxEntry(userId, refused);
        results.push({ item: refused, outcome });
      }
    }
    return results;
  });
}
