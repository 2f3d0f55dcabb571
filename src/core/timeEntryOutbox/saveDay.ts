import { ApiError, isConnectionError } from '@/api/errors';
import type { PlacementOverview } from '@/contract/placements';
import { PRECONDITION_STATUS, VERSION_API_ERROR } from '@/contract/versions';
import { saveTimeEntry } from '@/core/placements/placements.api';

import { keepOnDevice, settleOutboxEntry } from './outbox.device';
import { dayOf, ownSaveAnswer, type DaySave, type OutboxEntry } from './outboxRules';

/**
 * Saves a day, online or from the outbox, knowing what this device saved of it before: a refusal "saved meanwhile"
 * over the manager's own earlier save is no conflict (docs/decisions/058-own-saves.md). When the server already
 * holds this very entry, it is saved (the answer is null: the month is read again); when it holds an earlier own
 * save, the entry is saved again over that version. Any other refusal is the caller's.
 */
export async function saveOwnDay(save: Omit<DaySave, 'savedAt'>): Promise<PlacementOverview | null> {
  const { placementId, year, month, entry, version, ownBefore } = save;
  let over = version;
  // Each try over an own save can meet another own save sent meanwhile (another window's, the outbox's), never more
  // of them than the day remembers.
  for (let tries = 0; ; tries += 1) {
    try {
      return await saveTimeEntry(placementId, { entry, year, month }, over);
    } catch (error) {
      const own = ownSaveAnswer(error, entry, ownBefore);
      if (own === 'reached') return null;
      if (!own || tries >= ownBefore.length) throw error;
      over = own.over;
    }
  }
}

/** Another window kept the day meanwhile: refused as a day saved meanwhile, with that copy as the day now. */
const savedInAnotherWindow = (waiting: OutboxEntry) =>
  new ApiError(PRECONDITION_STATUS.FAILED, VERSION_API_ERROR.STALE, 'The day was saved meanwhile in another window', {
    current: { ...waiting.entry, savedAt: new Date(waiting.savedAt).toISOString() },
  });

export type DaySaveOutcome = { saved: PlacementOverview | null } | { kept: OutboxEntry };

/**
 * A day saved from its dialog, which opened on the waiting copy `keptCopy` (null: on none). Saved online, that copy
 * is done with; without an answer the day waits in the outbox (the save may have reached the server all the same:
 * the outbox's send then finds it there), unless another window kept it meanwhile: that is a refusal as "saved
 * meanwhile". A refusal throws, for the dialog to show; what was typed stays in it.
 */
export async function saveDay(
  userId: string,
  save: Omit<DaySave, 'savedAt'>,
  keptCopy: string | null,
): Promise<DaySaveOutcome> {
  let saved: PlacementOverview | null;
  try {
    saved = await saveOwnDay(save);
  } catch (error) {
    if (!isConnectionError(error)) throw error;
    const keep = await keepOnDevice(userId, { ...save, savedAt: Date.now() }, keptCopy);
    if ('waiting' in keep) throw savedInAnotherWindow(keep.waiting);
    return keep;
  }
  if (keptCopy !== null) await settleOutboxEntry(userId, dayOf(save), keptCopy, () => undefined);
  return { saved };
}
