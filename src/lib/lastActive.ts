import { LOCAL_KEYS, readLocal, writeLocal } from './storageKeys';

/** One hour without input logs out (docs/decisions/009-idle-timeout.md). */
export const IDLE_TIMEOUT_MS = 60 * 60 * 1000;

/** The last input time is shared by all tabs through localStorage (docs/decisions/009-idle-timeout.md). */
export function readLastActive(): number | null {
  const value = Number(readLocal(LOCAL_KEYS.lastActive));
  return Number.isFinite(value) && value > 0 ? value : null;
}

export function touchLastActive(now = Date.now()): void {
  writeLocal(LOCAL_KEYS.lastActive, String(now));
}

export function clearLastActive(): void {
  writeLocal(LOCAL_KEYS.lastActive, null);
}

/** The last input, in any tab, is longer ago than the idle time-out: a start logs out before any call. */
export function idleTimedOut(now = Date.now()): boolean {
  const lastActive = readLastActive();
  return lastActive !== null && now - lastActive >= IDLE_TIMEOUT_MS;
}
