import { defineConfig } from '@playwright/test';

import { journeyRun } from './scripts/journeyRun';
import { ACCESS_TOKEN_TTL_MS, REAL_API_PORT, REAL_DIR, REAL_PORT } from './tests/e2e-real/realApi';

/**
 * The build that ships, driven in a browser: the real-API build (`dist/`,
 * `npm run build`) served as the README's "Hosting" section says (scripts/serve.mjs: the
 * security headers, index.html for unknown paths, `/api` on the same origin) with the mock API
 * over HTTP behind it (`npm run mock-api`, started afresh for every run, so the store begins
 * from the seed). Its access tokens live ACCESS_TOKEN_TTL_MS, so the refresh runs over HTTP.
 *
 * `npm run test:e2e:real` runs it against an existing `dist/` (CI builds it in the size step).
 * E2E_REAL_DIR, E2E_REAL_PORT and E2E_REAL_API_PORT pick another build and other ports.
 */
const DIR = REAL_DIR;
const PORT = REAL_PORT;
const API_PORT = REAL_API_PORT;
const BASE_URL = `http://127.0.0.1:${PORT}`;
const API_ORIGIN = `http://127.0.0.1:${API_PORT}`;

export default defineConfig({
  // Every journey signs in with its own session and writes only what it reads back itself, so
  // the journeys may run side by side. Not two copies of one journey, though (--repeat-each
  // with two workers): two CV saves at once overwrite each other's remark; use --workers 1.
  ...journeyRun(BASE_URL),
  testDir: 'tests/e2e-real',
  outputDir: 'test-results-real',
  projects: [{ name: 'real-api', use: { viewport: { width: 1440, height: 900 } } }],
  webServer: [
    {
      // Never reused: a mock left running from an earlier run would hold that run's writes.
      command: `node --import tsx mocks/http.ts`,
      env: { MOCK_API_PORT: String(API_PORT), MOCK_ACCESS_TOKEN_TTL_MS: String(ACCESS_TOKEN_TTL_MS) },
      url: `${API_ORIGIN}/api/version`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `node scripts/serve.mjs --dir ${DIR} --port ${PORT} --api ${API_ORIGIN}`,
      url: `${BASE_URL}/login`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
