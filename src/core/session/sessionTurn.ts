/**
 * The session signed in now, as a token that is new for every session (docs/decisions/054-offline-data.md): work
 * begun in one session (a load's copy for the device, a round of the outbox) writes and sends nothing once that
 * session has ended, also when the same user or another has signed in meanwhile.
 */
export interface SessionTurn {
  readonly userId: string;
}

let current: SessionTurn | null = null;

/**
 * A session started, or started again (a refresh after a start without a connection: the same turn). True when a new
 * turn began.
 */
export function sessionBegan(userId: string): boolean {
  if (current?.userId === userId) return false;
  current = { userId };
  return true;
}

/** The session ended: its turn is over. Returns the user it was of. */
export function sessionOver(): string | null {
  const userId = current?.userId ?? null;
  current = null;
  return userId;
}

export const currentSessionTurn = (): SessionTurn | null => current;

export const isCurrentTurn = (turn: SessionTurn | null): boolean => turn !== null && turn === current;
