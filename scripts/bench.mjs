#!/usr/bin/env node
/**
 * The benchmark (`npm run bench`): a CV of 60 positions must render, an edit dialog must open, the dashboard and the
 * opportunities tab (40 opportunities) must paint with their data, within a few times what plain MUI takes for the
 * same on this machine in this run (docs/decisions/057-bench-ratios.md), median of 5; and the rich-text editor must
 * not be part of the resume page's load.
 *
 * 1. Builds the demo (`vite build --mode demo --outDir dist-bench`) and the reference (scripts/benchReference, into
 *    dist-bench/bench-reference/), and serves both with `vite preview` on 127.0.0.1:4299 (the demo's API is the msw service worker, docs/decisions/002-demo-mode.md).
 * 2. Starts the system's Chromium (docs/decisions/022-system-chromium.md) with a fresh profile, signs in as
 *    `bench@demo.test` (60 positions) at 1440x900, and loads `/resume` once directly.
 * 3. Measures inside the page with `performance.now()` (5 runs each):
 *    - resume page: from the click on the header's Resume link (coming from the dashboard) to
 *      the CV's last section being in the document and a frame painted after it;
 *    - dialogs: from the click on an edit link to the dialog's title painted (executive
 *      summary and a work-experience position); each dialog is closed between runs.
 *    - dashboard: from the header's Home link (coming from the CV) to the 'to do' item of the
 *      new opportunities painted (the dashboard's data has arrived);
 *    - opportunities tab: from the header's link (coming from the dashboard) to all 40 titles painted;
 *    - placement screen (`plc-bench-1`, an entry on every day of 24 months): opening a
 *      past month of 31 days in-app from the dashboard, to its 31 day rows painted; switching to
 *      the month before (31 days too) with the month picker, to its calendar painted (budget
 *      50 ms) and to its 31 rows painted; opening the time-entry dialog from a row of this month
 *      (past months are submitted, so read-only), to its title.
 *    "Painted" is: the element is there, then `requestAnimationFrame`, then a message task
 *    (which runs after that frame has been rendered).
 *    - and, in node before the build, reading 24 months of time entries (about 520, every weekday
 *      with times and a description) with the app's `placementOverviewSchema`, JSON.parse included
 *      (scripts/benchParse.mjs; budget 50 ms).
 * 4. Watches the network: the rich-text editor's chunk (quill; found in the build manifest)
 *    must not be requested while `/resume` loads.
 *
 * Before and after the portal's screens, the reference, timed the same way: a plain MUI list of 60, 40 and 31 items
 * appearing, a plain MUI dialog opening (and, for the reading, JSON.parse alone).
 *
 * Prints every sample, the medians in ms, the reference's median and the ratio; exits 1 when a ratio is at or over
 * its budget (RATIO_BUDGET, PARSE_RATIO_BUDGET), the editor was loaded with the page, or something could not be
 * measured.
 *
 * Environment: BENCH_PORT (default 4299), BENCH_RUNS (default 5), BENCH_SKIP_BUILD=1 (reuse dist-bench).
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright-core';
import { build } from 'vite';

import { measureParsing, median, PARSE_MONTHS, PARSE_RATIO_BUDGET } from './benchParse.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { runScript } from './runScript.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const OUT_DIR = 'dist-bench';
const PORT = Number(process.env.BENCH_PORT ?? 4299);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
/** The reference page (scripts/benchReference), built beside the demo and served under this path. */
const REFERENCE_DIR = 'bench-reference';
const ACCOUNT = { email: 'bench@demo.test', password: 'Interim#2026' };
const EXPECTED_POSITIONS = 60;
/** bench@demo.test's opportunities (mocks/opportunities/fixtures.ts). */
const EXPECTED_OPPORTUNITIES = 40;
/** The editor's module (src/components/form/RichTextField.tsx loads it lazily); quill is bundled with it. */
const EDITOR_MODULE = 'src/components/form/RichTextEditor.tsx';
const STEP_TIMEOUT_MS = 15_000;
/** bench@demo.test's placement with an entry on every day of 24 months (mocks/placements/fixtures.ts). */
const BENCH_PLACEMENT = 'plc-bench-1';
const ENTRIES_PER_MONTH = 31;
/**
 * The budgets, as ratios to the reference measured in the same run on the same machine (a figure in milliseconds
 * holds on one machine and fails on another): a screen may take at most this many times what plain MUI takes for
 * a list of the same length, or for a plain dialog. About 1.6 times the ratios of December 2026 on the two-core
 * machine (resume page 3.7-4.2, dialogs 2.5-4.1, dashboard 4.4, opportunities 6.9-7.1, a month 6.3-6.4, its
 * calendar 2.9-3.7, its rows 2.7-2.9, the time-entry dialog 5.3-6.1): a screen twice as slow fails
 * (docs/decisions/057-bench-ratios.md).
 */
const RATIO_BUDGET = {
  resumePage: 7,
  dialog: 7,
  dashboard: 7,
  opportunities: 11,
  month: 10,
  calendar: 6,
  monthRows: 5,
  entryDialog: 9,
};

/**
 * The latest month before this one that has 31 days and follows a month of 31 days (July and
 * August, or December and January), as { year, month } with month 1-12.
 */
function monthOf31AfterOf31(now) {
  const days = (year, month) => new Date(year, month, 0).getDate();
  for (let back = 1; back <= 12; back += 1) {
    const date = new Date(now.getFullYear(), now.getMonth() - back, 1);
    const year = date.getFullYear();
    const month = date.getMonth() + 1;
    if (days(year, month) === 31 && days(month === 1 ? year - 1 : year, month === 1 ? 12 : month - 1) === 31)
      return { year, month };
  }
  throw new Error('No month of 31 days after another in the last year');
}

// ---- texts of the UI, read from the locale files (both languages: the account's language decides)

async function readLocale(lang, ns) {
  return JSON.parse(await readFile(join(ROOT, 'src/locales', lang, `${ns}.json`), 'utf8'));
}

function lookup(root, path) {
  return path.split('.').reduce((node, part) => (node && typeof node === 'object' ? node[part] : undefined), root);
}

async function textsOf(ns, path) {
  const values = await Promise.all(['de', 'en'].map(async (lang) => lookup(await readLocale(lang, ns), path)));
  const found = values.filter((value) => typeof value === 'string');
  if (found.length === 0) throw new Error(`No text ${ns}:${path} in src/locales`);
  return found;
}

const escapeRegExp = (value) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const exactly = (values) => new RegExp(`^(${values.map(escapeRegExp).join('|')})$`);
/** A text with `{{placeholders}}`, as a pattern where each placeholder matches anything. */
const templatePattern = (values) =>
  new RegExp(
    `^(${values
      .map((value) =>
        value
          .split(/\{\{\s*\w+\s*\}\}/)
          .map(escapeRegExp)
          .join('.+'),
      )
      .join('|')})$`,
  );

// ---- processes

function run(command, args, { quiet = false } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}\n${output}`)),
    );
  });
}

async function startPreview() {
  const child = spawn(
    'npx',
    [
      'vite',
      'preview',
      '--mode',
      'demo',
      '--outDir',
      OUT_DIR,
      '--host',
      '127.0.0.1',
      '--port',
      String(PORT),
      '--strictPort',
    ],
    {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    },
  );
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`vite preview ended (${child.exitCode}):\n${output}`);
    try {
      const response = await fetch(`${ORIGIN}/login`);
      if (response.ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  stopProcess(child);
  throw new Error(`vite preview did not answer on ${ORIGIN} within 30 s:\n${output}`);
}

function stopProcess(child) {
  if (!child || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGTERM'); // the process group: npx and the vite it started
  } catch {
    child.kill('SIGTERM');
  }
}

// ---- measuring inside the page

/* global document, window, requestAnimationFrame, MutationObserver, PopStateEvent -- clickAndTime runs in the browser */

/**
 * Clicks the element marked `data-bench-click` and resolves with the milliseconds until the
 * element matched by `done` (its selector, and its name matching `text`) exists and a frame after it was painted.
 * Runs in the page.
 */
function clickAndTime({ done, timeoutMs, navigateTo }) {
  const target = navigateTo ? null : document.querySelector('[data-bench-click]');
  if (!navigateTo && !target) throw new Error('nothing to click');
  target?.removeAttribute('data-bench-click');
  const isDone = () => {
    const pattern = done.text ? new RegExp(done.text.source, done.text.flags) : null;
    const matching = Array.from(document.querySelectorAll(done.selector)).filter(
      // By its name: a link that shows a shorter word on a phone is named by its `aria-label`.
      (element) => !pattern || pattern.test((element.getAttribute('aria-label') ?? element.textContent)?.trim() ?? ''),
    );
    return matching.length >= (done.count ?? 1);
  };
  return new Promise((resolve, reject) => {
    let finished = false;
    const timer = setTimeout(() => {
      observer.disconnect();
      reject(new Error(`not rendered within ${timeoutMs} ms: ${done.selector} ${done.text?.source ?? ''}`));
    }, timeoutMs);
    const check = () => {
      if (finished || !isDone()) return;
      finished = true;
      observer.disconnect();
      clearTimeout(timer);
      // The next frame is painted after this callback; the message task runs once it has been.
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve(performance.now() - start);
        channel.port2.postMessage(null);
      });
    };
    const observer = new MutationObserver(check);
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    const start = performance.now();
    if (navigateTo) {
      // An in-app navigation as the router makes one (a link with a query the app has no link for).
      const index = (window.history.state?.idx ?? 0) + 1;
      window.history.pushState({ usr: null, key: `bench${index}`, idx: index }, '', navigateTo);
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    } else target.click();
    check();
  });
}

const serializableDone = (done) => ({
  selector: done.selector,
  count: done.count,
  text: done.text ? { source: done.text.source, flags: done.text.flags } : null,
});

async function timedClick(page, locator, done) {
  await locator.evaluate((element) => element.setAttribute('data-bench-click', ''));
  return page.evaluate(clickAndTime, { done: serializableDone(done), timeoutMs: STEP_TIMEOUT_MS });
}

/** Navigates in-app to `path` and times it like a click (see clickAndTime). */
function timedNavigation(page, path, done) {
  return page.evaluate(clickAndTime, { done: serializableDone(done), timeoutMs: STEP_TIMEOUT_MS, navigateTo: path });
}

/** What each screen is measured against (measureReference). */
const REFERENCE_NAMES = {
  list60: 'an MUI list of 60',
  list40: 'an MUI list of 40',
  list31: 'an MUI list of 31',
  dialog: 'an MUI dialog',
};

const ratioOf = (row) => median(row.samples) / row.referenceMs;

function printTable(rows) {
  const header = ['measurement', 'samples', 'median', 'reference', 'ref. median', 'ratio', 'budget', 'met'];
  const lines = rows.map((row) => [
    row.name,
    row.samples.map((ms) => ms.toFixed(1)).join(' '),
    median(row.samples).toFixed(1),
    row.referenceName,
    row.referenceMs.toFixed(1),
    ratioOf(row).toFixed(2),
    `< ${row.ratio}`,
    ratioOf(row) < row.ratio ? 'yes' : 'NO',
  ]);
  const widths = header.map((title, i) => Math.max(title.length, ...lines.map((line) => line[i].length)));
  const format = (cells) =>
    cells.map((cell, i) => (i === 0 || i === 3 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
  console.log(format(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  lines.forEach((line) => console.log(format(line)));
  console.log("(milliseconds; ratio: the median over the reference's median, measured in this run)");
}

// ---- the journey

/** Builds the reference page (scripts/benchReference: React and MUI, nothing of the portal) into the bench's build. */
function buildReference() {
  return build({
    configFile: false,
    root: join(ROOT, 'scripts/benchReference'),
    base: `/${REFERENCE_DIR}/`,
    plugins: [react()],
    logLevel: 'error',
    build: { outDir: join(ROOT, OUT_DIR, REFERENCE_DIR), emptyOutDir: true },
  });
}

/**
 * The reference, timed as the portal's screens are: a plain MUI list of each length appearing, and a plain MUI
 * dialog opening. The medians in ms by name (`list60`, `list40`, `list31`, `dialog`).
 */
async function measureReference(page) {
  await page.goto(`${ORIGIN}/${REFERENCE_DIR}/index.html`);
  const clear = page.locator('#clear');
  const samples = { list60: [], list40: [], list31: [], dialog: [] };
  for (const count of [60, 40, 31]) {
    for (let i = 0; i < RUNS; i += 1) {
      await clear.click();
      await page.locator('main li').first().waitFor({ state: 'detached' });
      samples[`list${count}`].push(
        await timedClick(page, page.locator(`#list-${count}`), { selector: 'main li h3 a', count }),
      );
    }
  }
  await clear.click();
  for (let i = 0; i < RUNS; i += 1) {
    samples.dialog.push(await timedClick(page, page.locator('#dialog'), { selector: '[role="dialog"] h2' }));
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached', timeout: STEP_TIMEOUT_MS });
  }
  return samples;
}

/** The reference's medians by name, of the samples taken before and after the portal's (the machine's load drifts). */
function referenceMedians(before, after) {
  return Object.fromEntries(Object.keys(before).map((name) => [name, median([...before[name], ...after[name]])]));
}

async function signIn(page) {
  await page.goto(`${ORIGIN}/login`);
  const inputs = page.locator('input');
  await page
    .getByLabel(/e-?mail|username|benutzername/i)
    .and(inputs)
    .fill(ACCOUNT.email);
  const password = page.getByLabel(/password|passwort/i).and(inputs);
  await password.fill(ACCOUNT.password);
  await password.press('Enter');
  await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: STEP_TIMEOUT_MS });
}

async function main() {
  const started = Date.now();
  const texts = {
    resumeLink: exactly(await textsOf('common', 'nav.resume')),
    homeLink: exactly(await textsOf('common', 'nav.home')),
    lastSection: exactly(await textsOf('resume', 'section.otherActivities')),
    editSummary: exactly(await textsOf('resume', 'edit.executiveSummary')),
    editPosition: templatePattern(await textsOf('resume', 'work.editPosition')),
    summaryDialog: exactly(await textsOf('resumeEdit', 'executiveSummary.title')),
    positionDialog: exactly(await textsOf('workExperience', 'titles.editPosition')),
    managementLink: exactly(await textsOf('common', 'nav.management')),
    opportunitiesAction: exactly(await textsOf('dashboard', 'todo.opportunitiesAction')),
    previousMonthOf: templatePattern(await textsOf('placement', 'header.previousMonthOf')),
    editDay: templatePattern(await textsOf('placement', 'daily.editOf')),
  };
  const benchMonth = monthOf31AfterOf31(new Date());
  const monthName = (year, month) =>
    new RegExp(
      ['de-DE', 'en-IN']
        .map((locale) => new Intl.DateTimeFormat(locale, { month: 'long' }).format(new Date(year, month - 1, 1)))
        .join('|'),
    );
  const previous =
    benchMonth.month === 1
      ? { year: benchMonth.year - 1, month: 12 }
      : { year: benchMonth.year, month: benchMonth.month - 1 };
  const monthQuery = ({ year, month }) => `${year}-${String(month).padStart(2, '0')}`;
  const placementPath = `/placement/${BENCH_PLACEMENT}/daily-overview?month=${monthQuery(benchMonth)}`;

  // Reading at the door, in node and first, while nothing else of the benchmark runs.
  const parsing = await measureParsing(RUNS);
  console.log(
    `Read ${PARSE_MONTHS} months of time entries (${parsing.entries} entries, ${(parsing.bytes / 1024).toFixed(0)} KB of JSON) with placementOverviewSchema.`,
  );

  if (process.env.BENCH_SKIP_BUILD !== '1') {
    console.log(`Building the demo into ${OUT_DIR}/ …`);
    await run('npx', ['vite', 'build', '--mode', 'demo', '--outDir', OUT_DIR, '--logLevel', 'error'], { quiet: true });
    await buildReference();
  }
  const manifest = JSON.parse(await readFile(join(ROOT, OUT_DIR, '.vite/manifest.json'), 'utf8'));
  const editorEntry = manifest[EDITOR_MODULE];
  if (!editorEntry) throw new Error(`${EDITOR_MODULE} is not in the build manifest`);
  const editorFiles = [editorEntry.file, ...(editorEntry.css ?? [])];
  const isEditorFile = (url) =>
    editorFiles.some((file) => url.endsWith(`/${file}`)) || /quill/i.test(new URL(url).pathname);

  const preview = await startPreview();
  const profile = await mkdtemp(join(tmpdir(), 'bench-chromium-'));
  let context;
  let failed = false;
  try {
    context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS],
      viewport: { width: 1440, height: 900 },
    });
    const page = context.pages()[0] ?? (await context.newPage());
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));

    let phase = 'sign-in';
    const editorRequests = [];
    page.on('request', (request) => {
      if (isEditorFile(request.url())) editorRequests.push({ phase, url: new URL(request.url()).pathname });
    });

    phase = 'reference';
    const referenceBefore = await measureReference(page);
    phase = 'sign-in';
    await signIn(page);
    const nav = page.getByRole('navigation');
    const resumeLink = nav.getByRole('link', { name: texts.resumeLink });
    const homeLink = nav.getByRole('link', { name: texts.homeLink });
    const lastSection = page.getByRole('heading', { level: 2, name: texts.lastSection });

    // A first, direct load of /resume: the page's chunks are cached and the editor must not come with them.
    phase = 'resume page';
    await page.goto(`${ORIGIN}/resume`);
    await lastSection.waitFor({ timeout: STEP_TIMEOUT_MS });
    const positions = await page.getByRole('link', { name: texts.editPosition }).count();
    console.log(`Signed in as ${ACCOUNT.email}; the CV shows ${positions} positions to edit.`);
    if (positions < EXPECTED_POSITIONS) {
      failed = true;
      console.error(
        `FAIL: expected ${EXPECTED_POSITIONS} positions on the CV of ${ACCOUNT.email}, found ${positions}.`,
      );
    }

    // (1) the resume page, from an in-app navigation.
    const pageSamples = [];
    for (let i = 0; i < RUNS; i += 1) {
      await homeLink.click();
      await page.waitForURL((url) => !url.pathname.startsWith('/resume'));
      await lastSection.waitFor({ state: 'detached' });
      await page.waitForLoadState('networkidle');
      pageSamples.push(await timedClick(page, resumeLink, { selector: 'main h2', text: texts.lastSection }));
      await page.waitForLoadState('networkidle');
    }

    // (2) the dialogs, each closed between runs.
    phase = 'dialogs';
    const dialogRows = [];
    for (const [name, button, title] of [
      ['dialog: executive summary', page.getByRole('link', { name: texts.editSummary }), texts.summaryDialog],
      [
        'dialog: work-experience position',
        page.getByRole('link', { name: texts.editPosition }).first(),
        texts.positionDialog,
      ],
    ]) {
      const samples = [];
      for (let i = 0; i < RUNS; i += 1) {
        samples.push(await timedClick(page, button, { selector: '[role="dialog"] h2', text: title }));
        await page.keyboard.press('Escape');
        await page.getByRole('dialog').waitFor({ state: 'detached', timeout: STEP_TIMEOUT_MS });
        await page.waitForURL((url) => url.pathname === '/resume');
      }
      dialogRows.push({ name, samples });
    }

    // (3) the dashboard, from the CV page: painted with its data (the 'to do' item of the new opportunities).
    phase = 'dashboard';
    const dashboardSamples = [];
    for (let i = 0; i < RUNS; i += 1) {
      await resumeLink.click();
      await lastSection.waitFor({ timeout: STEP_TIMEOUT_MS });
      await page.waitForLoadState('networkidle');
      dashboardSamples.push(await timedClick(page, homeLink, { selector: 'main a', text: texts.opportunitiesAction }));
      await page.waitForLoadState('networkidle');
    }

    // (4) the opportunities tab, from the dashboard: all 40 opportunities of the account listed.
    const managementLink = nav.getByRole('link', { name: texts.managementLink });
    const opportunitySamples = [];
    for (let i = 0; i < RUNS; i += 1) {
      await homeLink.click();
      await page.getByRole('link', { name: texts.opportunitiesAction }).waitFor({ timeout: STEP_TIMEOUT_MS });
      await page.waitForLoadState('networkidle');
      opportunitySamples.push(
        await timedClick(page, managementLink, { selector: 'main h3 a', count: EXPECTED_OPPORTUNITIES }),
      );
      await page.waitForLoadState('networkidle');
    }

    // (5) the placement screen: a month of 31 entries opened in-app from the dashboard, the month
    // before with the picker (the calendar, then the rows), and the time-entry dialog.
    phase = 'placement';
    const dayRows = (year, month) => ({
      selector: 'main li h3',
      text: monthName(year, month),
      count: ENTRIES_PER_MONTH,
    });
    const openSamples = [];
    const calendarSamples = [];
    const switchSamples = [];
    const entryDialogSamples = [];
    for (let i = 0; i < RUNS; i += 1) {
      await homeLink.click();
      await page.getByRole('link', { name: texts.opportunitiesAction }).waitFor({ timeout: STEP_TIMEOUT_MS });
      await page.waitForLoadState('networkidle');
      openSamples.push(await timedNavigation(page, placementPath, dayRows(benchMonth.year, benchMonth.month)));
      await page.waitForLoadState('networkidle');
      const previousButton = page.getByRole('button', { name: texts.previousMonthOf });
      calendarSamples.push(
        await timedClick(page, previousButton, {
          selector: 'main table caption',
          text: monthName(previous.year, previous.month),
        }),
      );
      await page.waitForLoadState('networkidle');
      // Back to the month, then the switch again, timed to the 31 rows this time.
      await page.getByRole('button', { name: /(Nächster Monat|Next month): / }).click();
      await page
        .locator('main table caption')
        .filter({ hasText: monthName(benchMonth.year, benchMonth.month) })
        .waitFor({ timeout: STEP_TIMEOUT_MS });
      await page.waitForLoadState('networkidle');
      switchSamples.push(await timedClick(page, previousButton, dayRows(previous.year, previous.month)));
      // Past months are submitted (read-only): the dialog opens on this month's first day.
      await page.goto(`${ORIGIN}/placement/${BENCH_PLACEMENT}/daily-overview`);
      await page.waitForLoadState('networkidle');
      const editLink = page.getByRole('link', { name: texts.editDay }).first();
      entryDialogSamples.push(await timedClick(page, editLink, { selector: '[role="dialog"] h2' }));
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached', timeout: STEP_TIMEOUT_MS });
    }

    phase = 'reference';
    const reference = referenceMedians(referenceBefore, await measureReference(page));

    console.log('');
    const rows = [
      { name: 'resume page (60 positions)', samples: pageSamples, reference: 'list60', ratio: RATIO_BUDGET.resumePage },
      ...dialogRows.map((row) => ({ ...row, reference: 'dialog', ratio: RATIO_BUDGET.dialog })),
      { name: 'dashboard', samples: dashboardSamples, reference: 'list40', ratio: RATIO_BUDGET.dashboard },
      {
        name: `opportunities tab (${EXPECTED_OPPORTUNITIES})`,
        samples: opportunitySamples,
        reference: 'list40',
        ratio: RATIO_BUDGET.opportunities,
      },
      {
        name: `placement: open a month (${ENTRIES_PER_MONTH} entries)`,
        samples: openSamples,
        reference: 'list31',
        ratio: RATIO_BUDGET.month,
      },
      {
        name: 'placement: previous month, calendar',
        samples: calendarSamples,
        reference: 'list31',
        ratio: RATIO_BUDGET.calendar,
      },
      {
        name: `placement: previous month, ${ENTRIES_PER_MONTH} rows`,
        samples: switchSamples,
        reference: 'list31',
        ratio: RATIO_BUDGET.monthRows,
      },
      {
        name: 'placement: time-entry dialog',
        samples: entryDialogSamples,
        reference: 'dialog',
        ratio: RATIO_BUDGET.entryDialog,
      },
    ].map((row) => ({ ...row, referenceMs: reference[row.reference], referenceName: REFERENCE_NAMES[row.reference] }));
    rows.push({
      name: `read ${PARSE_MONTHS} months of entries (${parsing.entries})`,
      samples: parsing.samples,
      referenceMs: median(parsing.referenceSamples),
      referenceName: 'JSON.parse alone',
      ratio: PARSE_RATIO_BUDGET,
    });
    // Other work on the machine slows every sample; the load says how busy it was.
    console.log(
      `Machine: ${cpus().length} CPU(s), load average ${loadavg()
        .map((value) => value.toFixed(2))
        .join(' / ')} (1 / 5 / 15 min).\n`,
    );
    printTable(rows);
    for (const row of rows) {
      if (ratioOf(row) >= row.ratio) {
        failed = true;
        console.error(
          `FAIL: ${row.name}: median ${median(row.samples).toFixed(1)} ms is ${ratioOf(row).toFixed(2)} times ${row.referenceName} (${row.referenceMs.toFixed(1)} ms), not under ${row.ratio}.`,
        );
      }
    }

    const withPage = editorRequests.filter((request) => request.phase === 'resume page');
    console.log(`\nRich-text editor chunk (${editorFiles.join(', ')}):`);
    console.log(
      `  requested while /resume loaded: ${withPage.length === 0 ? 'no' : `YES (${withPage.map((r) => r.url).join(', ')})`}`,
    );
    console.log(
      `  requested when a rich-text dialog opened: ${editorRequests.some((request) => request.phase === 'dialogs') ? 'yes (expected)' : 'no'}`,
    );
    if (withPage.length > 0) {
      failed = true;
      console.error('FAIL: the rich-text editor is part of the resume page load.');
    }
    if (errors.length > 0) {
      failed = true;
      console.error(`FAIL: the page reported errors:\n${errors.map((line) => `  - ${line}`).join('\n')}`);
    }
  } finally {
    await context?.close();
    stopProcess(preview);
    await rm(profile, { recursive: true, force: true });
  }
  console.log(`\nBenchmark ${failed ? 'FAILED' : 'passed'} in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  return failed ? 1 : 0;
}

runScript(main);
