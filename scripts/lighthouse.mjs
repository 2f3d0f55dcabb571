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
 *
 * `--compare DIR` measures a second build in the same run, interleaved (A, B, then B, A), and
 * prints the ratios; 'X::Y' is route X on this app and Y on the other. Only ratios of one run
 * mean anything on a shared machine, and TBT swings most. Lighthouse 12.8.2 (the last release on
 * Node 20) comes through npx on first use; it is not a dependency, and CI does not run this.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { startServer } from './serve.mjs';

const LIGHTHOUSE = 'lighthouse@12.8.2';
const CHROME_FLAGS = [...CHROMIUM_ARGS, '--disable-dev-shm-usage'];

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    runs: { type: 'string', default: '5' },
    build: { type: 'boolean', default: true },
    dir: { type: 'string', default: 'dist' },
    compare: { type: 'string' },
  },
  allowNegative: true,
});
const runs = Number(values.runs);
const routes = (positionals.length ? positionals : ['/login']).map((route) => {
  const [ours, theirs = ours] = route.split('::');
  return { ours, theirs };
});

if (values.build) execFileSync('npm', ['run', 'build'], { stdio: 'inherit' });

const apps = [{ key: 'A', name: 'portal', dir: resolve(values.dir) }];
if (values.compare) apps.push({ key: 'B', name: values.compare, dir: resolve(values.compare) });
for (const app of apps) {
  const server = await startServer({ dir: app.dir, port: 0, api: null, precompress: true });
  Object.assign(app, server);
}

const work = mkdtempSync(join(tmpdir(), 'lighthouse-'));
const userDataDir = () => mkdtempSync(join(work, 'profile-'));

// Asynchronous: the servers above answer from this process, so it must not block while Lighthouse loads the page.
async function lighthouse(url) {
  const out = join(work, 'report.json');
  const flags = [...CHROME_FLAGS, `--user-data-dir=${userDataDir()}`].join(' ');
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
    ],
    { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, CHROME_PATH: CHROMIUM_PATH } },
  );
  const status = await new Promise((done) => child.on('close', done));
  if (status !== 0) throw new Error(`Lighthouse failed on ${url}`);
  const report = JSON.parse(readFileSync(out, 'utf8'));
  const audit = (id) => report.audits[id]?.numericValue ?? NaN;
  const scripts = (report.audits['network-requests']?.details?.items ?? []).filter(
    (item) => item.resourceType === 'Script',
  );
  return {
    performance: Math.round((report.categories.performance.score ?? 0) * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    jsFiles: scripts.length,
    jsBytes: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
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

try {
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
    const widths = header.map((_, column) => Math.max(...[header, ...rows].map((row) => row[column].length)));
    for (const row of [header, ...rows]) console.log(row.map((cell, column) => cell.padEnd(widths[column])).join('  '));
  }
} finally {
  await Promise.all(apps.map((app) => app.close?.()));
  rmSync(work, { recursive: true, force: true });
}
