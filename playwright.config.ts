import { defineConfig } from '@playwright/test';

import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.mjs';

/**
 * Browser journeys: the demo build (`npm run build:demo`, the app against the msw service worker,
 * docs/decisions/002-demo-mode.md) served by `vite preview` under the real Content-Security-Policy, driven in
 * the system's Chromium. Nothing downloads a browser (docs/decisions/022-system-chromium.md).
 *
 * `npm run test:e2e` builds first, then runs `playwright test`.
 */

// A second run beside the usual one (e.g. a colleague's) can pick its own port and build:
// E2E_PORT=4201 E2E_OUT_DIR=dist-e2e-a npx playwright test ...
const PORT = Number(process.env.E2E_PORT ?? 4173);
const OUT_DIR = process.env.E2E_OUT_DIR ?? 'dist-demo';
const BASE_URL = `http://127.0.0.1:${PORT}`;

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.e2e.ts',
  outputDir: 'test-results',
  // Every test gets a fresh browser context, and the demo mock keeps its data in that
  // context's localStorage, so tests share no state and may run in any order.
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // A flaky test must fail, not be retried into a pass.
  retries: 0,
  workers: 2,
  // `list` ends with the count of passed (and failed) tests.
  reporter: 'list',
  // The longer journeys (several CV dialogs, each with lazily loaded date pickers) take 25-30 s
  // beside the other worker on two cores; a state that never comes still fails after 10 s (expect).
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: BASE_URL,
    screenshot: 'only-on-failure',
    launchOptions: {
      // Playwright starts every launch with a fresh temporary profile of its own.
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { viewport: { width: 1440, height: 900 } },
    },
    {
      // Only the journeys whose layout is what they test run at phone size too (tag `@both`,
      // see tests/e2e/fixtures.ts); the rest would repeat the desktop run.
      name: 'mobile',
      grep: /@both/,
      use: { viewport: { width: 390, height: 844 }, isMobile: false, hasTouch: true },
    },
  ],
  webServer: {
    // `--host 127.0.0.1`: vite's default "localhost" may bind to ::1 only, and the tests
    // and this readiness check talk to 127.0.0.1.
    command: `npx vite preview --outDir ${OUT_DIR} --mode demo --host 127.0.0.1 --port ${PORT} --strictPort`,
    url: `${BASE_URL}/login`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
