/**
 * A GET is retried at most this often on a network error or 502/503/504
 * (docs/decisions/006-retries-and-single-submit.md).
 */
export const MAX_GET_RETRIES = 2;
/**
 * The replies after which a GET is tried again (no reply at all counts too)
 * (docs/decisions/006-retries-and-single-submit.md).
 */
export const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([502, 503, 504]);

export interface ClientHooks {
  /** A refresh failed because the server rejected the session: dispatch one `auth/sessionExpired`. */
  onSessionExpired: () => void;
  /** Runs once before the first request; none is sent before it settles (the demo starts its mock). */
  beforeFirstRequest?: () => Promise<unknown> | undefined;
}

let hooks: ClientHooks = { onSessionExpired: () => undefined };
let retryBase = 400;

/** Installed from main.tsx with the store's dispatch, so the client never imports the store. */
export function installClientHooks(next: ClientHooks): void {
  hooks = next;
}

export function clientHooks(): ClientHooks {
  return hooks;
}

let ready: Promise<unknown> | undefined;

/** No request leaves before `beforeFirstRequest` has settled (the demo starts its mock). */
export function beforeFirstRequest(): Promise<unknown> {
  ready ??= Promise.resolve(hooks.beforeFirstRequest?.());
  return ready;
}

/** Tests shorten the GET retry delays. */
export function setRetryBaseDelay(ms: number): void {
  retryBase = ms;
}

/**
 * Growing, randomised delay before GET retry number `attempt`
 * (docs/decisions/006-retries-and-single-submit.md): base·2^attempt·[0.5, 1.5).
 */
export function retryDelayMs(attempt: number): number {
  return retryBase * 2 ** attempt * (0.5 + Math.random());
}

/** The browser knows it has no connection: a retry would fail the same way, and only delay what is shown instead. */
export const knownOffline = (): boolean => typeof navigator !== 'undefined' && navigator.onLine === false;

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
