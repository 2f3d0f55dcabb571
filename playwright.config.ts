import { defineConfig } from '@playwright/test';

import { journeyRun } from './scripts/journeyRun';

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
  // The demo mock keeps its data in the browser context's localStorage, so a fresh context is a fresh store.
  ...journeyRun(BASE_URL),
  testDir: 'tests/e2e',
  outputDir: 'test-results',
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
