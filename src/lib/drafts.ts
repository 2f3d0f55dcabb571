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

/** Removes the drafts whose key passes `doomed` (the key after the draft prefix: `<userId>.<form>`). */
function removeDrafts(doomed: (ownerAndForm: string) => boolean): void {
  try {
    const keys = Array.from({ length: window.sessionStorage.length }, (_, i) => window.sessionStorage.key(i));
    keys
      .filter((key): key is string => key?.startsWith(SESSION_KEYS.draftPrefix) ?? false)
      .filter((key) => doomed(key.slice(SESSION_KEYS.draftPrefix.length)))
      .forEach((key) => window.sessionStorage.removeItem(key));
  } catch {
    // nothing to clear
  }
}

/** An explicit logout deletes the user's drafts (docs/decisions/010-drafts.md). */
export function clearDrafts(userId: string): void {
  removeDrafts((ownerAndForm) => ownerAndForm.startsWith(`${userId}.`));
}

/**
 * Someone signs in in this tab: every draft that is not theirs goes, another user's (kept after an idle logout or
 * an expired session) and the anonymous registration's alike (docs/decisions/039-drafts-change-hands.md).
 */
export function keepOnlyDraftsOf(userId: string): void {
  removeDrafts((ownerAndForm) => !ownerAndForm.startsWith(`${userId}.`));
}

type Kind = 'scalar' | 'array' | 'object' | 'absent' | 'other';

function kindOf(value: unknown): Kind {
  if (value === undefined) return 'absent';
  if (value === null || value instanceof Date) return 'scalar';
  if (Array.isArray(value)) return 'array';
  const type = typeof value;
  if (type === 'string' || type === 'number' || type === 'boolean') return 'scalar';
  return type === 'object' ? 'object' : 'other';
}

/**
 * A stored draft read against the form it is to fill (docs/decisions/039-drafts-change-hands.md): it must have
 * the shape of the form's values, `like` (its initial values). Each of their fields must be there, a list where
 * they have a list, an object where they have one, checked alike inside (the items of a list against its first
 * item, when it has one), and a plain value (a text, a number, a yes/no, null) where they have one: a cleared
 * number field holds '' and stays a draft. The fields the form does not have are left out. Anything else, a
 * draft of another shape or no object at all, is no draft.
 */
export function draftLike<V>(stored: unknown, like: V): V | null {
  const read = (value: unknown, model: unknown): { ok: boolean; value: unknown } => {
    const kind = kindOf(model);
    if (kind === 'absent') return { ok: kindOf(value) !== 'other', value };
    if (kindOf(value) !== kind) return { ok: false, value };
    if (kind === 'array') {
      const items = value as unknown[];
      const first = (model as unknown[])[0];
      const each = items.map((item) => (first === undefined ? read(item, item) : read(item, first)));
      return { ok: each.every((item) => item.ok), value: each.map((item) => item.value) };
    }
    if (kind === 'object') {
      const record = value as Record<string, unknown>;
      const modelFields = Object.entries(model as Record<string, unknown>);
      // An empty object in the form is a record filled by key (e.g. phones by type): kept as stored, item by item.
      if (modelFields.length === 0) {
        const items = Object.entries(record).map(([key, item]) => [key, read(item, item)] as const);
        return {
          ok: items.every(([, item]) => item.ok),
          value: Object.fromEntries(items.map(([key, item]) => [key, item.value])),
        };
      }
      const fields = modelFields.map(([key, inner]) => [key, read(record[key], inner)] as const);
      return {
        ok: fields.every(([, field]) => field.ok),
        value: Object.fromEntries(fields.map(([key, field]) => [key, field.value])),
      };
    }
    return { ok: kind !== 'other', value };
  };
  const { ok, value } = read(stored, like);
  return ok ? (value as V) : null;
}
