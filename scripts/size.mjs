#!/usr/bin/env node
/**
 * Size budget of the real-API build (`npm run size` = `npm run build && node scripts/size.mjs`).
 *
 * 1. Fails when any file of the build carries mock code (the build for the real API contains none
 *    at all: docs/decisions/002-demo-mode.md): the msw worker file, or `setupWorker`,
 *    `mockServiceWorker` or msw's `[MSW]` message prefix in any text file.
 * 2. Serves the build on 127.0.0.1 (scripts/serve.mjs, without an API behind it), opens
 *    `/login` in the system's Chromium (docs/decisions/022-system-chromium.md), waits for the sign-in form and for the
 *    network to go quiet, and measures every script, stylesheet and font the page loaded, raw
 *    and brotli-compressed (quality 11, as a host would serve them). Fails when the JavaScript
 *    exceeds the budget. API calls get 404 from this server; the login page may show an error,
 *    the size is the same.
 *
 * Environment:
 *   SIZE_DIST_DIR  folder to measure instead of `dist/` (relative to the project root or absolute)
 *
 * 1 KB = 1000 bytes.
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import { extname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlibConstants } from 'node:zlib';
import { chromium } from 'playwright-core';

import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { runScript } from './runScript.mjs';
import { startServer } from './serve.mjs';

const JS_BUDGET_BYTES = 180_000;

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DIST = resolve(ROOT, process.env.SIZE_DIST_DIR || 'dist');

const TEXT_EXTENSIONS = new Set([
  '.html',
  '.js',
  '.mjs',
  '.cjs',
  '.css',
  '.json',
  '.map',
  '.txt',
  '.svg',
  '.webmanifest',
]);
const MOCK_FILE_NAMES = new Set(['mockServiceWorker.js']);
const MOCK_MARKERS = ['setupWorker', 'mockServiceWorker', '[MSW]'];

const kb = (bytes) => (bytes / 1000).toFixed(2);

async function listFiles(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath ?? entry.path, entry.name));
}

/** Returns one line per finding of mock code in the build. */
async function findMockCode(dir) {
  const findings = [];
  for (const file of await listFiles(dir)) {
    const name = relative(dir, file);
    if (MOCK_FILE_NAMES.has(file.split(sep).pop())) {
      findings.push(`${name}: the msw service worker is part of the build`);
      continue;
    }
    if (!TEXT_EXTENSIONS.has(extname(file))) continue;
    const text = await readFile(file, 'utf8');
    for (const marker of MOCK_MARKERS) {
      if (text.includes(marker)) findings.push(`${name}: contains "${marker}"`);
    }
  }
  return findings;
}

function brotliSize(body, isText) {
  return brotliCompressSync(body, {
    params: {
      [zlibConstants.BROTLI_PARAM_QUALITY]: 11,
      [zlibConstants.BROTLI_PARAM_MODE]: isText ? zlibConstants.BROTLI_MODE_TEXT : zlibConstants.BROTLI_MODE_GENERIC,
      [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  }).length;
}

function printTable(rows) {
  const header = ['file', 'type', 'raw KB', 'brotli KB'];
  const lines = rows.map((row) => [row.file, row.kind, kb(row.raw), kb(row.brotli)]);
  const widths = header.map((title, i) => Math.max(title.length, ...lines.map((line) => line[i].length)));
  const format = (cells) =>
    cells.map((cell, i) => (i < 2 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
  console.log(format(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const line of lines) console.log(format(line));
}

/** Resolves once `files` has not grown for `quietMs`. */
async function waitForQuiet(files, quietMs) {
  let seen = -1;
  while (files.size !== seen) {
    seen = files.size;
    await new Promise((done) => setTimeout(done, quietMs));
  }
}

async function measure(dir) {
  // API calls get 404 (there is no API behind it); files travel uncompressed, since the
  // brotli sizes below are measured here.
  const { url: origin, close } = await startServer({ dir, port: 0, api: null, compress: false });
  let browser;
  try {
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
    const page = await browser.newPage();

    const kinds = { script: 'js', stylesheet: 'css', font: 'font' };
    const pending = new Map();
    page.on('response', (response) => {
      const kind = kinds[response.request().resourceType()];
      if (!kind || !response.ok() || pending.has(response.url())) return;
      pending.set(
        response.url(),
        response.body().then(
          (body) => ({ url: response.url(), kind, body }),
          () => undefined,
        ),
      );
    });

    // 'networkidle' alone is not enough: on a busy machine the start chunk takes longer than
    // its 500 ms to run, and the page's lazy chunks were not even asked for yet (the check then
    // measured 3 of 12 files). So: the sign-in form on screen, then no new file for a second.
    await page.goto(`${origin}/login`, { waitUntil: 'networkidle', timeout: 60_000 });
    await page.locator('input[type="password"]').waitFor({ timeout: 60_000 });
    await waitForQuiet(pending, 1000);

    const rows = [];
    for (const entry of await Promise.all(pending.values())) {
      if (!entry) continue;
      const url = new URL(entry.url);
      rows.push({
        file: url.origin === origin ? url.pathname : entry.url,
        kind: entry.kind,
        raw: entry.body.length,
        brotli: brotliSize(entry.body, entry.kind !== 'font'),
      });
    }
    return rows;
  } finally {
    await browser?.close();
    await close();
  }
}

async function main() {
  const indexHtml = await stat(join(DIST, 'index.html')).catch(() => undefined);
  if (!indexHtml?.isFile()) {
    console.error(`No build at ${DIST} (index.html missing). Run \`npm run build\` first.`);
    return 1;
  }
  const shown = relative(ROOT, DIST);
  console.log(`Size check of ${shown && !shown.startsWith('..') ? shown : DIST}`);

  let failed = false;

  const mockFindings = await findMockCode(DIST);
  if (mockFindings.length > 0) {
    failed = true;
    console.error(`\nFAIL: the real-API build contains mock code (docs/decisions/002-demo-mode.md):`);
    for (const finding of mockFindings) console.error(`  - ${finding}`);
  } else {
    console.log('No mock code in the build.');
  }

  const rows = await measure(DIST);
  const order = { js: 0, css: 1, font: 2 };
  rows.sort((a, b) => order[a.kind] - order[b.kind] || b.brotli - a.brotli || a.file.localeCompare(b.file));

  console.log(`\nLoaded by /login:\n`);
  printTable(rows);

  const total = (kind, key) => rows.filter((row) => row.kind === kind).reduce((sum, row) => sum + row[key], 0);
  console.log('');
  for (const [kind, label] of [
    ['js', 'JavaScript'],
    ['css', 'CSS'],
    ['font', 'Fonts'],
  ]) {
    const count = rows.filter((row) => row.kind === kind).length;
    console.log(
      `${label.padEnd(10)} ${String(count).padStart(3)} file(s)  ${kb(total(kind, 'raw')).padStart(9)} KB raw  ${kb(total(kind, 'brotli')).padStart(8)} KB brotli`,
    );
  }

  const js = total('js', 'brotli');
  const margin = JS_BUDGET_BYTES - js;
  console.log(
    `\nJavaScript budget: ${kb(JS_BUDGET_BYTES)} KB brotli; used ${kb(js)} KB; ` +
      (margin >= 0 ? `margin ${kb(margin)} KB.` : `OVER by ${kb(-margin)} KB.`),
  );
  if (rows.filter((row) => row.kind === 'js').length === 0) {
    failed = true;
    console.error('FAIL: /login loaded no JavaScript at all; the page did not load as expected.');
  }
  if (margin < 0) {
    failed = true;
    console.error('FAIL: the JavaScript of /login is over budget.');
  }

  console.log(failed ? '\nSize check failed.' : '\nSize check passed.');
  return failed ? 1 : 0;
}

runScript(main);
