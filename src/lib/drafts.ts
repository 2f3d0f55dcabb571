import { SESSION_KEYS } from './storageKeys';

/**
 * The unsaved content of an open form is kept in sessionStorage under the user's id, so a
 * reload or an idle logout in the same tab loses nothing (docs/decisions/010-drafts.md).
 */
function draftKey(userId: string, form: string): string {
  return `${SESSION_KEYS.draftPrefix}${userId}.${form}`;
}

export function saveDraft(userId: string, form: string, values: unknown): void {
  try {
    window.sessionStorage.setItem(draftKey(userId, form), JSON.stringify(values));
  } catch {
    // Storage full or unavailable: the form still works, only the safety net is missing.
  }
}

export function loadDraft<T>(userId: string, form: string): T | null {
  try {
    const raw = window.sessionStorage.getItem(draftKey(userId, form));
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

export function discardDraft(userId: string, form: string): void {
  try {
    window.sessionStorage.removeItem(draftKey(userId, form));
  } catch {
    // nothing to discard
  }
}

/** An explicit logout deletes the user's drafts (docs/decisions/010-drafts.md). */
export function clearDrafts(userId: string): void {
  try {
    const prefix = `${SESSION_KEYS.draftPrefix}${userId}.`;
    const keys = Array.from({ length: window.sessionStorage.length }, (_, i) => window.sessionStorage.key(i));
    keys
      .filter((key): key is string => key?.startsWith(prefix) ?? false)
      .forEach((key) => window.sessionStorage.removeItem(key));
  } catch {
    // nothing to clear
  }
}
