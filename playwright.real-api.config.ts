import { defineConfig } from '@playwright/test';

import { journeyRun } from './scripts/journeyRun';
import {
  ACCESS_TOKEN_TTL_MS,
  REAL_API_PORT,
  REAL_DIR,
  REAL_PORT,
  SPEC_API_PORT,
  SPEC_PORT,
} from './tests/e2e-real/realApi';

/**
 * The build that ships, driven in a browser: the real-API build (`dist/`,
 * `npm run build`) served as the README's "Hosting" section says (scripts/serve.mjs: the
 * security headers, index.html for unknown paths, `/api` on the same origin) with the mock API
 * over HTTP behind it (`npm run mock-api`, started afresh for every run, so the store begins
 * from the seed). Its access tokens live ACCESS_TOKEN_TTL_MS, so the refresh runs over HTTP.
 *
 * The project `spec-api` serves the same build a second time, with the mock API answering as a server written to
 * the specification alone would (`MOCK_API_SERVER=spec`: saves answer 204, no versions, the calls we designed
 * whole answer 404; mocks/shared/specServer.ts), and runs the journeys of tests/e2e-spec/ against it.
 *
 * `npm run test:e2e:real` runs it against an existing `dist/` (CI builds it in the size step).
 * E2E_REAL_DIR, E2E_REAL_PORT, E2E_REAL_API_PORT, E2E_SPEC_PORT and E2E_SPEC_API_PORT pick another build and
 * other ports.
 */
// The mock API behind these journeys runs on the machine's clock: a day asked for the demo journeys' pages
// (E2E_TODAY, tests/e2e/today.ts) would set the browser apart from it.
delete process.env.E2E_TODAY;

const DIR = REAL_DIR;
const PORT = REAL_PORT;
const API_PORT = REAL_API_PORT;
const BASE_URL = `http://127.0.0.1:${PORT}`;
const API_ORIGIN = `http://127.0.0.1:${API_PORT}`;
const SPEC_URL = `http://127.0.0.1:${SPEC_PORT}`;
const SPEC_API_ORIGIN = `http://127.0.0.1:${SPEC_API_PORT}`;

export default defineConfig({
  // Every journey signs in with its own session and writes only what it reads back itself, so
  // the journeys may run side by side. Not two copies of one journey, though (--repeat-each
  // with two workers): two CV saves at once overwrite each other's remark; use --workers 1.
  ...journeyRun(BASE_URL),
  outputDir: 'test-results-real',
  projects: [
    { name: 'real-api', testDir: 'tests/e2e-real', use: { viewport: { width: 1440, height: 900 } } },
    {
      name: 'spec-api',
      testDir: 'tests/e2e-spec',
      use: { baseURL: SPEC_URL, viewport: { width: 1440, height: 900 } },
    },
  ],
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
    {
      command: `node --import tsx mocks/http.ts`,
      env: { MOCK_API_PORT: String(SPEC_API_PORT), MOCK_API_SERVER: 'spec' },
      url: `${SPEC_API_ORIGIN}/api/version`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `node scripts/serve.mjs --dir ${DIR} --port ${SPEC_PORT} --api ${SPEC_API_ORIGIN}`,
      url: `${SPEC_URL}/login`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
