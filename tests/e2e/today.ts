/**
 * The day the demo journeys run on when one is asked for (`E2E_TODAY=2027-01-01 npx playwright test`, the README):
 * the pages' clocks start there at ten in the morning (tests/e2e/fixtures.ts), and what a journey works out from
 * today (a month, a day to open) it works out from this too. Without it, today.
 */
const E2E_TODAY = process.env.E2E_TODAY;

/** Ten in the morning: far from midnight, so the day cannot turn during a run. */
const E2E_TODAY_TIME = 'T10:00:00';

/** The moment the journey's clocks start at, or undefined when they run on the machine's. */
export function journeyClockStart(): Date | undefined {
  if (!E2E_TODAY) return undefined;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(E2E_TODAY)) throw new Error(`E2E_TODAY is not yyyy-MM-dd: ${E2E_TODAY}`);
  return new Date(`${E2E_TODAY}${E2E_TODAY_TIME}`);
}

/** Today as the journey's pages see it. */
export const journeyToday = (): Date => journeyClockStart() ?? new Date();
