import { LOCAL_KEYS, readLocal, writeLocal } from './storageKeys';

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
