/** One hour without input logs out; the warning shows for the last minute (docs/decisions/009-idle-timeout.md). */
export { IDLE_TIMEOUT_MS } from '@/lib/lastActive';
export const IDLE_WARNING_MS = 60 * 1000;
export const IDLE_CHECK_INTERVAL_MS = 1000;
/** Input events that count as activity (docs/decisions/009-idle-timeout.md). */
export const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'scroll', 'wheel'] as const;
