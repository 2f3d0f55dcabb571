#!/usr/bin/env node
/**
 * `npm run lighthouse`: the first visit of a phone, measured. Builds the real-API app,
 * serves it as a host would (scripts/serve.mjs: security headers, compression, SPA fallback;
 * no API behind it, so the sign-in page is what a signed-out visitor gets), runs Lighthouse's
 * mobile preset (simulated slow 4G, 4x slower CPU) a few times on each route and prints the
 * medians of the performance score, FCP, LCP, TBT and the JavaScript the route loaded.
 *
 *   npm run lighthouse                                   # /login, 5 runs
 *   npm run lighthouse -- --runs 3 /login /signup        # other routes
 *   npm run lighthouse -- --no-build --compare ../shared/measure/floor/dist /login::/login
 *   npm run lighthouse -- --runs 3 --signed-in manager@demo.test /dashboard /placement/plc-alpenland-cfo
 *   npm run lighthouse -- --no-build --compare dist-before --signed-in manager@demo.test /dashboard \
 *     client@demo.test=/projects/current
 *
 * `--signed-in EMAIL` measures what a returning user's phone pays: the mock API runs behind the
 * server (mocks/http.ts), and before each run the script signs in over the API and writes the
 * fresh refresh token into the browser profile's localStorage (on /favicon.svg, so nothing of
 * the app is cached), as a kept session leaves it; Lighthouse then keeps that storage. The
 * signed-out /login of the same build runs interleaved beside the routes, and the table gives
 * each route's ratio to it, with its requests and API calls, and Lighthouse's main-thread work (all of it, style
 * and layout, script evaluation) and scripts' boot-up time. A route written `EMAIL=PATH` is measured as
 * that account; `--compare DIR` measures the other build's routes in the same run, interleaved. `--waterfall` prints the requests
 * of each route's median run with their start times; `--reports DIR` keeps every run's report.
 *
 * `--warm` makes the returning user's phone one that visited the route before: before each run the profile opens
 * the route once with the kept session and waits until the service worker (real-API build) has installed and
 * precached the release, as after yesterday's visit; Lighthouse then keeps it with the storage.
 *
 * `--compare DIR` measures a second build in the same run, interleaved (A, B, then B, A), and
 * prints the ratios; 'X::Y' is route X on this app and Y on the other. Only ratios of one run
 * mean anything on a shared machine, and TBT swings most. Lighthouse 12.8.2 (the last release on
 * Node 20) comes through npx on first use; it is not a dependency, and CI does not run this.
 */
import { execFileSync, spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';

import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { startMockApi } from './mockApi.mjs';
import { startServer } from './serve.mjs';

const LIGHTHOUSE = 'lighthouse@12.8.2';
const CHROME_FLAGS = [...CHROMIUM_ARGS, '--disable-dev-shm-usage'];
/** The demo accounts' password (README) and the app's storage keys (src/lib/storageKeys.ts). */
const DEMO_PASSWORD = 'Interim#2026';
const STORAGE_KEYS = { refreshToken: 'portal.refreshToken', lastActive: 'portal.lastActive' };

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    runs: { type: 'string', default: '5' },
    build: { type: 'boolean', default: true },
    dir: { type: 'string', default: 'dist' },
    compare: { type: 'string' },
    'signed-in': { type: 'string' },
    waterfall: { type: 'boolean', default: false },
    reports: { type: 'string' },
    warm: { type: 'boolean', default: false },
  },
  allowNegative: true,
});
const runs = Number(values.runs);
const routes = (positionals.length ? positionals : ['/login']).map((route) => {
  const [ours, theirs = ours] = route.split('::');
  return { ours, theirs };
});

const signedIn = values['signed-in'];

if (values.build) execFileSync('npm', ['run', 'build'], { stdio: 'inherit' });

const mockApi = signedIn ? await startMockApi() : undefined;
const apps = [{ key: 'A', name: 'portal', dir: resolve(values.dir) }];
if (values.compare) apps.push({ key: 'B', name: values.compare, dir: resolve(values.compare) });
for (const app of apps) {
  const server = await startServer({ dir: app.dir, port: 0, api: mockApi?.origin ?? null, precompress: true });
  Object.assign(app, server);
}

const work = mkdtempSync(join(tmpdir(), 'lighthouse-'));
const userDataDir = () => mkdtempSync(join(work, 'profile-'));

/** A browser profile as a returning user's phone keeps it: a fresh refresh token, nothing of the app cached. */
async function signedInProfile(appUrl, route, account) {
  const reply = await fetch(new URL('/api/v1/login', appUrl), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: account, password: DEMO_PASSWORD }),
  });
  if (!reply.ok) throw new Error(`signing in as ${account} failed: ${reply.status}`);
  const { refreshToken } = await reply.json();
  const dir = userDataDir();
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS],
    headless: true,
  });
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(new URL('/favicon.svg', appUrl).href);
  await page.evaluate(
    ([keys, token]) => {
      localStorage.setItem(keys.refreshToken, token);
      localStorage.setItem(keys.lastActive, String(Date.now()));
    },
    [STORAGE_KEYS, refreshToken],
  );
  if (values.warm) {
    // The visit before: the app restores the session (and keeps the token it rotates), and its worker installs.
    await page.goto(new URL(route, appUrl).href);
    await page.waitForLoadState('networkidle');
    await page.evaluate(async () => {
      if (!('serviceWorker' in navigator)) return;
      // Active means installed, and installing is precaching. A build without a worker never gets ready.
      await Promise.race([navigator.serviceWorker.ready, new Promise((done) => setTimeout(done, 15_000))]);
    });
    await page.evaluate((keys) => localStorage.setItem(keys.lastActive, String(Date.now())), STORAGE_KEYS);
  }
  await context.close();
  return dir;
}

// Asynchronous: the servers above answer from this process, so it must not block while Lighthouse loads the page.
async function lighthouse(url, profileDir) {
  const out = join(work, 'report.json');
  const flags = [...CHROME_FLAGS, `--user-data-dir=${profileDir ?? userDataDir()}`].join(' ');
  const child = spawn(
    'npx',
    [
      '--yes',
      LIGHTHOUSE,
      url,
      '--quiet',
      '--output=json',
      `--output-path=${out}`,
      '--only-categories=performance',
      `--chrome-flags=${flags}`,
      // The profile's stored session must survive; it holds nothing else of the origin.
      ...(profileDir ? ['--disable-storage-reset'] : []),
    ],
    { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, CHROME_PATH: CHROMIUM_PATH } },
  );
  const status = await new Promise((done) => child.on('close', done));
  if (status !== 0) throw new Error(`Lighthouse failed on ${url}`);
  const report = JSON.parse(readFileSync(out, 'utf8'));
  if (values.reports) {
    mkdirSync(values.reports, { recursive: true });
    const name = `${new URL(url).pathname.replace(/\W+/g, '_')}-${Date.now()}.json`;
    copyFileSync(out, join(values.reports, name));
  }
  const audit = (id) => report.audits[id]?.numericValue ?? NaN;
  const breakdown = report.audits['mainthread-work-breakdown']?.details?.items ?? [];
  const workOf = (group) => breakdown.find((item) => item.group === group)?.duration ?? 0;
  const requests = report.audits['network-requests']?.details?.items ?? [];
  const scripts = requests.filter((item) => item.resourceType === 'Script');
  return {
    performance: Math.round((report.categories.performance.score ?? 0) * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    jsFiles: scripts.length,
    jsBytes: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    requests: requests.length,
    mainThread: audit('mainthread-work-breakdown'),
    styleLayout: workOf('styleLayout'),
    scriptEvaluation: workOf('scriptEvaluation'),
    bootup: audit('bootup-time'),
    apiCalls: requests.filter((item) => new URL(item.url).pathname.startsWith('/api/')).length,
    waterfall: requests.map((item) => ({
      start: item.networkRequestTime,
      end: item.networkEndTime,
      path: new URL(item.url).pathname,
    })),
  };
}

const median = (numbers) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const METRICS = [
  ['performance', 'performance score', (v) => String(Math.round(v))],
  ['fcp', 'FCP', (v) => `${(v / 1000).toFixed(2)} s`],
  ['lcp', 'LCP', (v) => `${(v / 1000).toFixed(2)} s`],
  ['tbt', 'TBT', (v) => `${Math.round(v)} ms`],
  ['jsBytes', 'JS transferred', (v) => `${(v / 1024).toFixed(1)} KiB`],
  ['jsFiles', 'JS files', (v) => String(Math.round(v))],
];

/** Lighthouse's `mainthread-work-breakdown` (its total and two of its groups) and `bootup-time` (scripts' time). */
const MAIN_THREAD = ['mainThread', 'styleLayout', 'scriptEvaluation', 'bootup'];

function printTable(header, rows) {
  const widths = header.map((_, column) => Math.max(...[header, ...rows].map((row) => row[column].length)));
  for (const row of [header, ...rows]) console.log(row.map((cell, column) => cell.padEnd(widths[column])).join('  '));
}

const medianOf = (results) =>
  Object.fromEntries(
    [...METRICS.map(([key]) => key), 'requests', 'apiCalls', ...MAIN_THREAD].map((key) => [
      key,
      median(results.map((r) => r[key])),
    ]),
  );

/** A route of a kept session: `PATH` as the `--signed-in` account, or `EMAIL=PATH` as another. */
function keptRoute(route) {
  const [account, path] = route.includes('=') ? route.split('=') : [signedIn, route];
  return { path, account, label: account === signedIn ? path : `${path} (${account})` };
}

/**
 * The signed-out /login beside each route with a kept session, interleaved (and with `--compare`, each build's
 * beside the other's, A then B, then B then A), and each route's ratios to its own build's /login.
 */
async function measureSignedIn() {
  const measured = [{ path: '/login', label: '/login' }, ...routes.map(({ ours }) => keptRoute(ours))];
  const results = new Map(apps.flatMap((app) => measured.map(({ label }) => [`${app.key} ${label}`, []])));
  for (let run = 0; run < runs; run++) {
    for (const app of run % 2 ? [...apps].reverse() : apps) {
      for (const { path, label, account } of run % 2 ? [...measured].reverse() : measured) {
        const profile = account ? await signedInProfile(app.url, path, account) : undefined;
        const result = await lighthouse(new URL(path, app.url).href, profile);
        results.get(`${app.key} ${label}`).push(result);
        console.error(
          `${app.name} ${label}${account ? ' (returning)' : ''} run ${run + 1}/${runs}: score ${result.performance}, LCP ${Math.round(result.lcp)} ms, TBT ${Math.round(result.tbt)} ms, main thread ${Math.round(result.mainThread)} ms, ${result.apiCalls} API calls`,
        );
      }
    }
  }
  console.log(
    `\nmobile Lighthouse (${LIGHTHOUSE}), median of ${runs} runs, interleaved; with a kept session${values.warm ? ', after a visit before (the worker installed)' : ''}`,
  );
  const ratio = (value, base) => `(${(value / base).toFixed(2)}x)`;
  for (const app of apps) {
    const login = medianOf(results.get(`${app.key} /login`));
    console.log(`\n${app.name} (${app.dir})`);
    printTable(
      ['route', 'score', 'LCP', 'TBT', 'main thread', 'style & layout', 'script', 'bootup', 'JS', 'requests', 'API'],
      measured.map(({ label, account }) => {
        const m = medianOf(results.get(`${app.key} ${label}`));
        return [
          `${label}${account ? ', returning' : ', signed out'}`,
          String(Math.round(m.performance)),
          `${(m.lcp / 1000).toFixed(2)} s ${account ? ratio(m.lcp, login.lcp) : ''}`.trim(),
          `${Math.round(m.tbt)} ms ${account ? ratio(m.tbt, login.tbt) : ''}`.trim(),
          `${Math.round(m.mainThread)} ms`,
          `${Math.round(m.styleLayout)} ms`,
          `${Math.round(m.scriptEvaluation)} ms`,
          `${Math.round(m.bootup)} ms`,
          `${(m.jsBytes / 1024).toFixed(0)} KiB`,
          String(Math.round(m.requests)),
          String(Math.round(m.apiCalls)),
        ];
      }),
    );
  }
  if (!values.waterfall) return;
  for (const app of apps) {
    for (const { label } of measured) {
      const byLcp = [...results.get(`${app.key} ${label}`)].sort((a, b) => a.lcp - b.lcp);
      const middle = byLcp[Math.floor(byLcp.length / 2)];
      console.log(`\nrequests of ${app.name} ${label} (the median run by LCP), start and end in ms:`);
      for (const request of [...middle.waterfall].sort((a, b) => a.start - b.start)) {
        console.log(
          `${String(Math.round(request.start)).padStart(6)} ${String(Math.round(request.end)).padStart(6)}  ${request.path}`,
        );
      }
    }
  }
}

try {
  if (signedIn) await measureSignedIn();
  else
    for (const { ours, theirs } of routes) {
      const results = Object.fromEntries(apps.map((app) => [app.key, []]));
      for (let run = 0; run < runs; run++) {
        const order = run % 2 ? [...apps].reverse() : apps;
        for (const app of order) {
          const path = app.key === 'A' ? ours : theirs;
          const result = await lighthouse(new URL(path, app.url).href);
          results[app.key].push(result);
          console.error(
            `${app.name} ${path} run ${run + 1}/${runs}: score ${result.performance}, LCP ${Math.round(result.lcp)} ms, TBT ${Math.round(result.tbt)} ms`,
          );
        }
      }
      const medians = Object.fromEntries(
        apps.map((app) => [
          app.key,
          Object.fromEntries(METRICS.map(([key]) => [key, median(results[app.key].map((r) => r[key]))])),
        ]),
      );
      console.log(
        `\nmobile Lighthouse (${LIGHTHOUSE}), median of ${runs} runs: ${ours}${apps.length > 1 ? ` vs ${theirs}` : ''}`,
      );
      const header = ['metric', ...apps.map((app) => app.name), ...(apps.length > 1 ? ['A/B'] : [])];
      const rows = METRICS.map(([key, label, format]) => {
        const row = [label, ...apps.map((app) => format(medians[app.key][key]))];
        if (apps.length > 1) row.push(`${(medians.A[key] / medians.B[key]).toFixed(2)}x`);
        return row;
      });
      printTable(header, rows);
    }
} finally {
  await Promise.all(apps.map((app) => app.close?.()));
  mockApi?.close();
  rmSync(work, { recursive: true, force: true });
}
