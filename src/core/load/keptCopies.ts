import { FRONTEND_VERSION } from '@/config/env';
import { isCurrentTurn, type SessionTurn } from '@/core/session/sessionTurn';

/**
 * The last answers of what a manager reads offline, kept on the device per user
 * (docs/decisions/054-offline-data.md). The store's code loads on first use, not with the first page.
 */
interface KeptCopy<T> {
  data: T;
  savedAt: number;
  /** A copy of another release may have another shape: it is not shown. */
  release: string;
}

const deviceStore = () => import('@/lib/deviceStore');

/** Keeps an answer of the session `turn`; nothing once that session has ended (the answer came too late). */
export async function keepCopy(turn: SessionTurn | null, key: string, data: unknown): Promise<void> {
  const { writeOnDevice } = await deviceStore();
  if (!turn || !isCurrentTurn(turn)) return;
  const copy: KeptCopy<unknown> = { data, savedAt: Date.now(), release: FRONTEND_VERSION };
  try {
    await writeOnDevice('kept', turn.userId, key, copy);
  } catch {
    // No room or no IndexedDB (a private window): the screen works; it is only not there offline.
  }
}

/** A new session: the copies its user kept under another release go (their shape may differ; nothing reads them). */
export async function dropOtherReleases(userId: string): Promise<void> {
  try {
    const { allOnDevice, deleteOnDevice } = await deviceStore();
    for (const [key, copy] of await allOnDevice<KeptCopy<unknown>>('kept', userId))
      if (copy?.release !== FRONTEND_VERSION) await deleteOnDevice('kept', userId, key);
  } catch {
    // No IndexedDB: nothing was kept.
  }
}

/** The session ended: the copies its user kept for reading offline go; the unsent time entries wait. */
export async function forgetCopiesOf(userId: string): Promise<void> {
  try {
    const { forgetKeptCopiesOf } = await deviceStore();
    await forgetKeptCopiesOf(userId);
  } catch {
    // No IndexedDB (a private window): nothing was kept there either.
  }
}

/** The first of `keys` the device keeps a copy under, of this release. */
export async function keptCopyOf<T>(
  userId: string,
  keys: readonly string[],
): Promise<{ data: T; savedAt: number } | null> {
  const { readOnDevice } = await deviceStore();
  for (const key of keys) {
    try {
      const copy = await readOnDevice<KeptCopy<T>>('kept', userId, key);
      if (copy && copy.release === FRONTEND_VERSION) return { data: copy.data, savedAt: copy.savedAt };
    } catch {
      return null;
    }
  }
  return null;
}

type Rerun = () => Generator<unknown, void, never>;

/** The loads a kept copy stands in for, by key: each runs again when the connection returns. */
const standingIn = new Map<string, Rerun>();

export function replaceWhenOnline(key: string, rerun: Rerun): void {
  standingIn.set(key, rerun);
}

/** The server's answer replaced the copy; true when no kept copy is shown any longer. */
export function replacedByLive(key: string): boolean {
  const had = standingIn.delete(key);
  return had && standingIn.size === 0;
}

/** The loads to run again once online: each puts the server's answer, or stands in once more. */
export const standInReruns = (): Rerun[] => [...standingIn.values()];

/** The session ended: nothing of it is to be reloaded. */
export function forgetStandIns(): void {
  standingIn.clear();
}
