#!/usr/bin/env node
/**
 * The first screens' component styles, written into a build's index.html.
 *
 * MUI's styles are made by emotion while React commits a page: every rule is compiled and inserted in that one
 * task, which then blocks a slow phone's main thread for about half of its length. This script opens the first
 * screens of a finished build in the system's Chromium (docs/decisions/022-system-chromium.md) and records every
 * rule emotion inserts for them (also those Chromium itself rejects, such as Firefox's `::-moz-` rules, so other
 * browsers get theirs):
 * - `/login`'s rules go into index.html as the `<style data-emotion="css NAME…">` element that emotion's server
 *   rendering would write. Emotion reads that element at start and inserts none of those rules again. The HTML
 *   parser reads the rules before any JavaScript runs.
 * - A kept session's first screens (a manager's dashboard and placement screen, a client contact's current
 *   project; both languages, phone and desktop widths, signed in with the demo accounts) add the rules `/login`
 *   did not insert, in an inert `<template>`: the first script moves them into the head only when a session is
 *   kept (src/lib/keptSessionStyles.ts), so the sign-in page never parses them as CSS
 *   (docs/decisions/064-kept-session-styles.md).
 * A page whose styles are not in them gets them inserted as usual, so nothing depends on the recording being
 * complete.
 *
 * Run after `vite build` (`npm run build` and `npm run build:demo` do): `node scripts/firstPaintCss.mjs [DIR]`
 * (default `dist`). Running it again replaces both. `--count` writes nothing and prints how many rules emotion
 * still inserts at run time on each first screen of the build as it is.
 */
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';

import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { startMockApi } from './mockApi.mjs';
import { startServer } from './serve.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { count: { type: 'boolean', default: false } },
});
const DIR = resolve(ROOT, positionals[0] ?? 'dist');
const INDEX = join(DIR, 'index.html');
/** The demo build answers the API from msw's worker in the page; the real-API build gets the mock API behind it. */
const IS_DEMO = existsSync(join(DIR, 'mockServiceWorker.js'));

const FIRST_PAINT = 'data-first-paint';
const FIRST_PAINT_ELEMENT = new RegExp(`\\s*<style ${FIRST_PAINT}[^>]*>[\\s\\S]*?</style>`);
/** src/lib/keptSessionStyles.ts */
const KEPT_SESSION_ID = 'kept-session-styles';
const KEPT_SESSION_ELEMENT = new RegExp(`\\s*<template id="${KEPT_SESSION_ID}">[\\s\\S]*?</template>`);

/** The demo accounts (README) and the app's storage keys (src/lib/storageKeys.ts; languages: src/lib/languages.ts). */
const DEMO_PASSWORD = 'Interim#2026';
const LANGUAGE_KEY = 'portal.language';
const LANGUAGE_CODES = { de: '100', en: '200' };
const KEPT_SESSION_SCREENS = [
  { account: 'manager@demo.test', paths: ['/dashboard', '/placement/plc-alpenland-cfo'] },
  { account: 'client@demo.test', paths: ['/projects/current'] },
];
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
/** A screen whose data never arrives is recorded as it stands after this long. */
const SETTLE_TIMEOUT_MS = 30_000;
/**
 * A screen is settled when emotion has inserted no rule for this long: a lazy part that arrived while the network
 * rested may still be rendering (on a busy build machine for more than a second).
 */
const QUIET_MS = 1_500;
/**
 * After the first recording the screens are opened again with it in place: what emotion still inserts is added,
 * until a round finds at most LEFT_OVER rules per screen (a day's state, say) or after this many rounds.
 */
const ROUNDS = 3;
const LEFT_OVER = 10;

/* global CSSStyleSheet, document, window -- these functions run in the page. */

/** In the page before any script: every rule offered to a stylesheet of emotion's `css` cache, accepted or not. */
function recordEmotionRules() {
  const offered = [];
  const insertRule = CSSStyleSheet.prototype.insertRule;
  CSSStyleSheet.prototype.insertRule = function (rule, index) {
    if (this.ownerNode?.getAttribute('data-emotion') === 'css') offered.push(rule);
    return insertRule.call(this, rule, index);
  };
  window.__offeredRules = offered;
}

/**
 * In the page, polled at every frame: the screen has its heading, nothing in it still loads (a section whose
 * content has not arrived is `aria-busy`; a progress bar with a value, such as a month's, shows a state), and
 * emotion has inserted no rule for `quietMs`.
 */
function screenSettled(quietMs) {
  const main = document.querySelector('main');
  const loading = main?.querySelector(
    '[aria-busy="true"], [role="progressbar"]:not([aria-valuenow]), .MuiSkeleton-root',
  );
  const count = window.__offeredRules?.length ?? 0;
  if (!main?.querySelector('h1') || loading || window.__settling?.count !== count) {
    window.__settling = { count, since: performance.now() };
    return false;
  }
  return performance.now() - window.__settling.since >= quietMs;
}

/** Rules in the order first seen, each once. */
class Recording {
  rules = [];
  #seen = new Set();
  add(rules) {
    for (const rule of rules) {
      if (this.#seen.has(rule)) continue;
      this.#seen.add(rule);
      this.rules.push(rule);
    }
  }
}

/** The names emotion marks as inserted: `css-NAME` class selectors, and `@keyframes NAME`. */
function namesOf(rules) {
  const names = new Set();
  for (const rule of rules) {
    for (const [, name] of rule.matchAll(/\.css-([\w-]+)/g)) names.add(name);
    for (const [, name] of rule.matchAll(/@keyframes (animation-[\w-]+)/g)) names.add(name);
  }
  return names;
}

/** The `<style>` element emotion's server rendering writes for these rules, `attributes` before its name list. */
function styleElement(rules, attributes = '') {
  const css = rules.join('').replaceAll('</', '<\\/');
  return `<style ${attributes}data-emotion="css ${[...namesOf(rules)].join(' ')}">${css}</style>`;
}

async function recordSignIn(browser, url) {
  const page = await browser.newPage({ viewport: PHONE });
  await page.addInitScript(recordEmotionRules);
  await page.goto(`${url}/login`);
  // The form is the page; the footer renders just after the first paint.
  await page.locator('main form').waitFor();
  await page.locator('footer').waitFor();
  const rules = await page.evaluate(() => window.__offeredRules);
  await page.close();
  return rules;
}

/** Each kept-session screen, opened anew in each language, then resized to the other width. */
async function recordKeptSessionScreens(browser, url, onScreen) {
  for (const { account, paths } of KEPT_SESSION_SCREENS) {
    const context = await browser.newContext({ viewport: PHONE, serviceWorkers: IS_DEMO ? 'allow' : 'block' });
    const signIn = await context.newPage();
    await signIn.goto(`${url}/login`);
    const inputs = signIn.locator('input');
    await signIn
      .getByLabel(/e-?mail/i)
      .and(inputs)
      .fill(account);
    await signIn
      .getByLabel(/passwor/i)
      .and(inputs)
      .fill(DEMO_PASSWORD);
    await signIn
      .getByLabel(/passwor/i)
      .and(inputs)
      .press('Enter');
    await signIn.waitForURL((address) => !address.pathname.startsWith('/login'));
    await signIn.waitForFunction(screenSettled, 0, { timeout: SETTLE_TIMEOUT_MS }).catch(() => undefined);
    for (const path of paths) {
      for (const [lang, first, then] of [
        ['de', PHONE, DESKTOP],
        ['en', DESKTOP, PHONE],
      ]) {
        await signIn.evaluate(
          ([key, code]) => window.localStorage.setItem(key, code),
          [LANGUAGE_KEY, LANGUAGE_CODES[lang]],
        );
        const page = await context.newPage();
        await page.setViewportSize(first);
        await page.addInitScript(recordEmotionRules);
        await page.goto(`${url}${path}`);
        // Lazy parts (the month's calendar, dialogs' code) arrive after the heading: the network rests first.
        const settled = () =>
          Promise.all([
            page.waitForLoadState('networkidle', { timeout: SETTLE_TIMEOUT_MS }),
            page.waitForFunction(screenSettled, QUIET_MS, { timeout: SETTLE_TIMEOUT_MS }),
          ]).then(
            () => true,
            () => false,
          );
        const complete = await settled();
        await page.setViewportSize(then);
        await settled();
        onScreen({ path, lang, complete, rules: await page.evaluate(() => window.__offeredRules) });
        await page.close();
      }
    }
    await context.close();
  }
}

if (!existsSync(CHROMIUM_PATH)) {
  // A build without the elements works the same; its first paint on a slow phone is a little later.
  console.warn(`firstPaintCss: no Chromium at ${CHROMIUM_PATH} (set CHROME_PATH); index.html keeps no styles.`);
  process.exit(0);
}

const original = await readFile(INDEX, 'utf8');
const mockApi = IS_DEMO ? undefined : await startMockApi();
const server = await startServer({ dir: DIR, port: 0, api: mockApi?.origin ?? null, compress: false });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
try {
  if (values.count) {
    await recordKeptSessionScreens(browser, server.url, ({ path, lang, complete, rules }) =>
      console.log(
        `${path} (${lang}, phone and desktop): ${rules.length} rules inserted at run time${complete ? '' : ' (the screen did not settle)'}`,
      ),
    );
  } else {
    const bare = original.replace(FIRST_PAINT_ELEMENT, '').replace(KEPT_SESSION_ELEMENT, '');
    await writeFile(INDEX, bare);
    const signIn = await recordSignIn(browser, server.url);
    if (signIn.length === 0) throw new Error('/login inserted no emotion rules');
    const withSignIn = bare.replace('</head>', `  ${styleElement(signIn, `${FIRST_PAINT} `)}\n  </head>`);
    await writeFile(INDEX, withSignIn);

    const keptSession = new Recording();
    // Round 1 records the screens without the template; each later round opens them with it in place, so what
    // emotion still inserts is what the recording lacks.
    for (let round = 1; round <= ROUNDS; round++) {
      const incomplete = [];
      let most = { count: 0, screen: '' };
      await recordKeptSessionScreens(browser, server.url, ({ path, lang, complete, rules }) => {
        keptSession.add(rules);
        if (!complete) incomplete.push(`${path} (${lang})`);
        if (rules.length >= most.count) most = { count: rules.length, screen: `${path} (${lang})` };
      });
      const template = `<template id="${KEPT_SESSION_ID}">${styleElement(keptSession.rules)}</template>`;
      await writeFile(INDEX, withSignIn.replace('</head>', `  ${template}\n  </head>`));
      console.log(
        `firstPaintCss: round ${round}, at most ${most.count} rules inserted at run time (${most.screen})${incomplete.length ? `; did not settle: ${incomplete.join(', ')}` : ''}`,
      );
      if (round > 1 && most.count <= LEFT_OVER) break;
      // An unsettled screen's rules are still right, only fewer: the build goes on, and says so.
      if (round === ROUNDS) console.warn(`firstPaintCss: after ${ROUNDS} rounds the recording is still incomplete`);
    }
    const kb = (rules) => (rules.join('').length / 1000).toFixed(1);
    console.log(
      `firstPaintCss: ${signIn.length} rules of /login (${kb(signIn)} KB) and ${keptSession.rules.length} more of the kept-session screens (${kb(keptSession.rules)} KB) written into ${INDEX}`,
    );
  }
} catch (error) {
  // The build stays as vite made it, and fails: a broken first screen is worth knowing of at once.
  await writeFile(INDEX, original);
  throw error;
} finally {
  await browser.close();
  await server.close();
  mockApi?.close();
}
