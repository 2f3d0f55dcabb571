import { ApiError, isConnectionError, toSerializedError, type SerializedApiError } from '@/api/errors';
import { savedMeanwhile } from '@/api/savedMeanwhile';
import type { YearMonth } from '@/contract/month';
import type { TimeEntry } from '@/contract/placements';
import { entryContent, storedTimeEntrySchema } from '@/contract/placements.answers';

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
  /** Which save of the day this is: an answer, or a dialog that opened on it, concerns this copy and no other. */
  copy: string;
  /** When the manager saved it, ms since the epoch. */
  savedAt: number;
  /** The server refused it: it waits for the manager (send again from the day, or discard). */
  refusal: SerializedApiError | null;
  /**
   * What this device saved of the day before, newest first: any of it may have reached the server (a send that got
   * no answer, a send under way when the day was saved again). The server holding one of them is the manager's own
   * save, never someone else's (docs/decisions/058-own-saves.md).
   */
  ownBefore: TimeEntry[];
}

/** A save of a day, as the dialog or the outbox hands it over. */
export type DaySave = Omit<OutboxEntry, 'seq' | 'copy' | 'refusal'>;

export type OutboxDay = Pick<OutboxEntry, 'placementId'> & { date: string };

export const outboxKey = ({ placementId, date }: OutboxDay) => `${placementId}/${date}`;
export const dayOf = (item: Pick<OutboxEntry, 'placementId' | 'entry'>): OutboxDay => ({
  placementId: item.placementId,
  date: item.entry.date,
});
export const isDay = (item: OutboxEntry, day: OutboxDay) =>
  item.placementId === day.placementId && item.entry.date === day.date;

/** How many of a day's earlier own saves an entry remembers: more than a manager saves a day while offline. */
const OWN_SAVES_REMEMBERED = 5;

/** An entry as an earlier release may have kept it. */
export const readOutboxEntry = (item: OutboxEntry): OutboxEntry => ({
  ...item,
  copy: item.copy ?? `${item.seq}`,
  ownBefore: item.ownBefore ?? [],
});

/** The sending order a new save takes: after every entry that waits. */
export const nextSeq = (outbox: readonly OutboxEntry[]) => Math.max(0, ...outbox.map((item) => item.seq)) + 1;

/**
 * A new save of a day, over the entry that waits for it (`before`, as the device holds it at that moment). It keeps
 * the version that entry replaces, since the server has seen neither (unless that entry was refused: the new save
 * is the manager's answer to the refusal, over the version the dialog chose), remembers that entry's text as the
 * manager's own, and goes to the end of the order.
 */
export function withSaved(before: OutboxEntry | undefined, save: DaySave, seq: number): OutboxEntry {
  const own = before ? [before.entry, ...before.ownBefore, ...save.ownBefore] : save.ownBefore;
  return {
    ...save,
    version: before && before.refusal === null ? before.version : save.version,
    seq,
    copy: crypto.randomUUID(),
    refusal: null,
    ownBefore: own
      .filter((entry, index) => own.findIndex((other) => sameEntryContent(entry, other)) === index)
      .slice(0, OWN_SAVES_REMEMBERED),
  };
}

/** What is sent in a round: every entry not refused, in the order of the saves. */
export const sendingOrder = (outbox: readonly OutboxEntry[]): OutboxEntry[] =>
  outbox.filter((item) => item.refusal === null).sort((a, b) => a.seq - b.seq);

/** How one send went: sent, refused by the server (kept with the reason), or not answered (the round stops). */
export type SendOutcome = 'sent' | 'refused' | 'unanswered';

/**
 * Answers that say nothing about the entry: the session is being renewed (401), the server asks to come back later
 * (408, 429), or it failed itself (5xx). The entry waits for the next round.
 */
const TRY_AGAIN_STATUSES: ReadonlySet<number> = new Set([401, 408, 429]);

/** A server's refusal is the manager's to resolve; no answer, or an answer that says "later", waits for a round. */
export function outcomeOf(error: unknown): Exclude<SendOutcome, 'sent'> {
  if (isConnectionError(error)) return 'unanswered';
  const { status } = toSerializedError(error);
  return status >= 400 && status < 500 && !TRY_AGAIN_STATUSES.has(status) ? 'refused' : 'unanswered';
}

/** The first retry of what waits comes soon after the save, each next one later, up to the longest wait. */
const RETRY_FIRST_MS = 5_000;
const RETRY_LONGEST_MS = 5 * 60_000;
export const retryDelayMs = (attempt: number) => Math.min(RETRY_FIRST_MS * 2 ** attempt, RETRY_LONGEST_MS);

/** The text as written, not as the editor or the server's cleaning spaced it. */
const sameText = (a: string, b: string) => {
  const tidy = (html: string) => html.replace(/>\s+</g, '><').replace(/\s+/g, ' ').trim();
  return tidy(a) === tidy(b);
};

/** Two entries of a day say the same: every field of their content alike (the server's version and time aside). */
export function sameEntryContent(a: TimeEntry, b: TimeEntry): boolean {
  const first = entryContent(a) as Record<string, unknown>;
  const second = entryContent(b) as Record<string, unknown>;
  const fields = new Set([...Object.keys(first), ...Object.keys(second)]);
  return [...fields].every((field) =>
    field === 'description'
      ? sameText(String(first[field] ?? ''), String(second[field] ?? ''))
      : (first[field] ?? '') === (second[field] ?? ''),
  );
}

/**
 * A save of a day refused as saved meanwhile (412), read against what this device saved of it: 'reached' when the
 * server holds this very entry (an earlier try got there, its answer did not), the version to save over when it
 * holds an earlier own save of the day, null when someone else saved it (or the answer does not say).
 */
export function ownSaveAnswer(
  error: unknown,
  entry: TimeEntry,
  ownBefore: readonly TimeEntry[],
): 'reached' | { over: string | null } | null {
  if (!(error instanceof ApiError)) return null;
  const current = savedMeanwhile(error.toJSON(), storedTimeEntrySchema);
  if (!current) return null;
  if (sameEntryContent(current, entry)) return 'reached';
  return ownBefore.some((own) => sameEntryContent(current, own)) ? { over: current.version ?? '' } : null;
}
