import { apiBaseUrl } from '@/config/env';

import { fetchJson } from './fetchJson';
import { getAccessToken } from './tokens';

/**
 * How long an answer asked for ahead waits for its screen. A slow phone may take seconds to load
 * the screen's code; an answer older than this is asked for again.
 */
export const PREFETCH_TTL_MS = 30_000;

interface Early {
  token: string;
  at: number;
  answer: Promise<unknown>;
}

const early = new Map<string, Early>();

/**
 * A GET to ask for ahead: its path under the API's base, and, for a list whose items have data of
 * their own, the paths its answer leads to (`next`, given the answer as it came, unchecked).
 */
export type EarlyRead = string | { path: string; next: (answer: unknown) => readonly string[] };

/**
 * Asks for the first screen's data the moment a kept session is restored, beside the screen's code
 * rather than after it (main.tsx; docs/decisions/032-first-screen.md). Each answer is handed to the
 * first `apiGet` of its path (`takePrefetched`); one that failed is asked for again there, with
 * the client's retries. What a list's answer leads to is asked for as soon as it arrives. A path
 * already asked for ahead in this session is not asked for twice (index.html's first script asks
 * for a kept-session screen's data, main.tsx for any first screen's).
 */
export function prefetchGets(reads: readonly EarlyRead[]): void {
  const token = getAccessToken();
  if (!token) return;
  for (const read of reads) {
    const path = typeof read === 'string' ? read : read.path;
    if (early.get(path)?.token === token) continue;
    const answer = fetchJson(`${apiBaseUrl}${path}`, { token });
    answer.catch(() => undefined); // its screen asks again
    early.set(path, { token, at: Date.now(), answer });
    if (typeof read === 'string') continue;
    answer.then(
      (reply) => {
        if (getAccessToken() === token) prefetchGets(read.next(reply));
      },
      () => undefined,
    );
  }
}

/** The answer asked for ahead for `path`, once, if it is for this session and recent. */
export function takePrefetched(path: string): Promise<unknown> | undefined {
  const entry = early.get(path);
  if (!entry) return undefined;
  early.delete(path);
  if (entry.token !== getAccessToken() || Date.now() - entry.at > PREFETCH_TTL_MS) return undefined;
  return entry.answer;
}

/** Drops what was asked for ahead (a session ended; the tests, between tests). */
export function clearPrefetched(): void {
  early.clear();
}
