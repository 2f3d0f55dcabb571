import type { PlaywrightTestConfig } from '@playwright/test';

import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

/**
 * How every browser-journey run goes, the demo build's (playwright.config.ts) and the real-API
 * build's (playwright.real-api.config.ts): the journeys' files, workers, time limits and browser.
 * Each config adds its folder, projects and web servers.
 */
export function journeyRun(baseURL: string) {
  return {
    testMatch: '**/*.e2e.ts',
    // Every journey has a browser context and a session of its own, so the journeys share no
    // state and may run side by side in any order.
    fullyParallel: true,
    forbidOnly: !!process.env.CI,
    // A flaky test must fail, not be retried into a pass.
    retries: 0,
    workers: 2,
    // `list` ends with the count of passed (and failed) tests.
    reporter: 'list',
    // The longest journeys (every CV dialog by its link, a month's work by keyboard) take 35-45 s beside the
    // other worker and the real-API journeys on two cores, and a CI machine may be slower: a time-out only
    // catches a hang. A state that never comes still fails after 10 s (expect).
    timeout: 90_000,
    expect: { timeout: 10_000 },
    use: {
      baseURL,
      // A click or a page load that cannot happen fails at that step, not at the end of the journey's time.
      actionTimeout: 20_000,
      navigationTimeout: 45_000,
      screenshot: 'only-on-failure',
      // Playwright starts every launch with a fresh temporary profile of its own.
      launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] },
    },
  } satisfies PlaywrightTestConfig;
}
