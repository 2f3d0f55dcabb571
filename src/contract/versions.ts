/**
 * (designed) Saves that cannot overwrite what someone else saved (docs/decisions/035-save-versions.md).
 * Each item a manager writes carries a `version` in its answer: an opaque text the server changes
 * with every save of the item. A save sends the version it started from as `If-Match`; a new item
 * is sent with `If-None-Match: *`, so that it is created only while none exists. The server
 * refuses a save whose condition fails with 412 and the item as it is now (`current`), and a save
 * over an existing item that names no version with 428. The rule is written here once: the client
 * builds the headers, the mock applies the check.
 */

export const VERSION_HEADER = {
  IF_MATCH: 'If-Match',
  IF_NONE_MATCH: 'If-None-Match',
  ETAG: 'ETag',
} as const;

/** HTTP's own answers to a failed and to a missing condition (RFC 9110, RFC 6585). */
export const PRECONDITION_STATUS = { FAILED: 412, REQUIRED: 428 } as const;

export const VERSION_API_ERROR = {
  /** 412: the item changed (or came to exist) since the save's version; `current` is the item now. */
  STALE: 'version_stale',
  /** 428: the item exists and the save named no version. */
  REQUIRED: 'version_required',
} as const;

/** `If-None-Match: *`: only if there is none yet. */
const ANY = '*';

/** An entity tag as HTTP writes it: the version in double quotes. */
export const entityTag = (version: string) => `"${version}"`;

/**
 * The headers of a save: the version the form started from, or, for an item that did not exist
 * when it started (null), that none may exist now. An item the server gave no version ('') has no
 * condition to send.
 */
export function preconditionHeaders(version: string | null): Record<string, string> {
  if (version === null) return { [VERSION_HEADER.IF_NONE_MATCH]: ANY };
  return version ? { [VERSION_HEADER.IF_MATCH]: entityTag(version) } : {};
}

/** The tags of an `If-Match` / `If-None-Match` header ('*' stays '*'; weak tags compare by their text). */
function tagsOf(header: string): string[] {
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .filter(Boolean)
    .map((tag) => (tag === ANY ? ANY : tag.replace(/^"(.*)"$/, '$1')));
}

export type PreconditionFailure = 'stale' | 'required';

/**
 * The server's check of a save against the item it would change: `current` is the item's version
 * now, or null when there is none. Null when the save may go on.
 */
export function preconditionFailure(
  headers: { ifMatch: string | null; ifNoneMatch: string | null },
  current: string | null,
): PreconditionFailure | null {
  if (headers.ifMatch !== null) {
    const tags = tagsOf(headers.ifMatch);
    const matches = current !== null && (tags.includes(ANY) || tags.includes(current));
    return matches ? null : 'stale';
  }
  if (headers.ifNoneMatch !== null) {
    const tags = tagsOf(headers.ifNoneMatch);
    const matches = current !== null && (tags.includes(ANY) || tags.includes(current));
    return matches ? 'stale' : null;
  }
  return current === null ? null : 'required';
}
