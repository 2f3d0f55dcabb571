import { isConnectionError, toSerializedError, type SerializedApiError } from '@/api/errors';
import type { YearMonth } from '@/contract/month';
import type { TimeEntry } from '@/contract/placements';

/**
 * A time entry saved without a connection, waiting on the device to be sent (docs/decisions/054-offline-data.md).
 * One per placement and day: saving the day again replaces it.
 */
export interface OutboxEntry extends YearMonth {
  placementId: string;
  entry: TimeEntry;
  /** The version of the day on the server the entry replaces (null: the day had none): sent as the precondition. */
  version: string | null;
  /** Sending order: the order of the saves. */
  seq: number;
  /** When the manager saved it, ms since the epoch. */
  savedAt: number;
  /** The server refused it: it waits for the manager (send again from the day, or discard). */
  refusal: SerializedApiError | null;
}

export type OutboxDay = Pick<OutboxEntry, 'placementId'> & { date: string };

export const outboxKey = ({ placementId, date }: OutboxDay) => `${placementId}/${date}`;
export const dayOf = (item: OutboxEntry): OutboxDay => ({ placementId: item.placementId, date: item.entry.date });
export const isDay = (item: OutboxEntry, day: OutboxDay) =>
  item.placementId === day.placementId && item.entry.date === day.date;

/**
 * The outbox with a new save of a day. A day saved again offline replaces its waiting entry and keeps the version
 * the first one replaces: the server has not seen either. It goes to the end of the order.
 */
export function withSaved(
  outbox: readonly OutboxEntry[],
  save: Omit<OutboxEntry, 'seq' | 'refusal'>,
): { outbox: OutboxEntry[]; saved: OutboxEntry } {
  const day = { placementId: save.placementId, date: save.entry.date };
  const before = outbox.find((item) => isDay(item, day));
  const seq = Math.max(0, ...outbox.map((item) => item.seq)) + 1;
  const saved: OutboxEntry = { ...save, version: before ? before.version : save.version, seq, refusal: null };
  return { outbox: [...outbox.filter((item) => !isDay(item, day)), saved], saved };
}

/** What is sent in a round: every entry not refused, in the order of the saves. */
export const sendingOrder = (outbox: readonly OutboxEntry[]): OutboxEntry[] =>
  outbox.filter((item) => item.refusal === null).sort((a, b) => a.seq - b.seq);

/** How one send went: sent, refused by the server (kept with the reason), or not answered (the round stops). */
export type SendOutcome = 'sent' | 'refused' | 'unanswered';

/**
 * A server's refusal is the manager's to resolve; no answer, or a failure of the server itself (5xx),
 * says nothing about the entry: it waits for the next round.
 */
export function outcomeOf(error: unknown): Exclude<SendOutcome, 'sent'> {
  if (isConnectionError(error)) return 'unanswered';
  const { status } = toSerializedError(error);
  return status >= 400 && status < 500 ? 'refused' : 'unanswered';
}
