import { LOCAL_KEYS, readLocal, writeLocal } from './storageKeys';

/** Decision 8: the last input time is shared by all tabs through localStorage. */
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
