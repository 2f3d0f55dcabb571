#!/usr/bin/env node
/**
 * The sign-in page's component styles, written into a build's index.html.
 *
 * MUI's styles are made by emotion while React commits the first page: every rule is compiled
 * and inserted in that one task, which then blocks a slow phone's main thread for about half
 * of its length. This script opens `/login` of a finished build in the system's Chromium
 * (docs/decisions/022-system-chromium.md), records every rule emotion inserts for it (also those Chromium
 * itself rejects, such as Firefox's `::-moz-` rules, so other browsers get theirs), and writes them into
 * index.html as the `<style data-emotion="css NAME…">` element that emotion's server rendering would write.
 * Emotion reads that element at start and inserts none of those rules again; a page whose styles are not in
 * it gets them inserted as usual. The HTML parser reads the rules before any JavaScript runs.
 *
 * Run after `vite build` (`npm run build` and `npm run build:demo` do): `node scripts/firstPaintCss.mjs [DIR]`
 * (default `dist`). Running it again replaces the element.
 */
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { startServer } from './serve.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DIR = resolve(ROOT, process.argv[2] ?? 'dist');
const INDEX = join(DIR, 'index.html');
const MARK = 'data-first-paint';
const ELEMENT = new RegExp(`\\s*<style ${MARK}[^>]*>[\\s\\S]*?</style>`);

/* global CSSStyleSheet, window -- recordEmotionRules and the evaluate callback run in the page. */

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

if (!existsSync(CHROMIUM_PATH)) {
  // A build without the element works the same; its first paint on a slow phone is a little later.
  console.warn(
    `firstPaintCss: no Chromium at ${CHROMIUM_PATH} (set CHROME_PATH); index.html keeps no first-page styles.`,
  );
  process.exit(0);
}

const html = (await readFile(INDEX, 'utf8')).replace(ELEMENT, '');
await writeFile(INDEX, html);

const server = await startServer({ dir: DIR, port: 0, api: null, compress: false });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
let rules;
try {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await page.addInitScript(recordEmotionRules);
  await page.goto(`${server.url}/login`);
  // The form is the page; the footer renders just after the first paint.
  await page.locator('main form').waitFor();
  await page.locator('footer').waitFor();
  rules = await page.evaluate(() => window.__offeredRules);
} finally {
  await browser.close();
  await server.close();
}

// The names emotion marks as inserted: `css-NAME` class selectors, and `@keyframes NAME`.
const names = new Set();
for (const rule of rules) {
  for (const [, name] of rule.matchAll(/\.css-([\w-]+)/g)) names.add(name);
  for (const [, name] of rule.matchAll(/@keyframes (animation-[\w-]+)/g)) names.add(name);
}
if (rules.length === 0 || names.size === 0) {
  console.error('firstPaintCss: /login inserted no emotion rules; index.html left without them.');
  process.exit(1);
}
const css = rules.join('').replaceAll('</', '<\\/');
const element = `<style ${MARK} data-emotion="css ${[...names].join(' ')}">${css}</style>`;
await writeFile(INDEX, html.replace('</head>', `  ${element}\n  </head>`));
console.log(
  `firstPaintCss: ${rules.length} rules of ${names.size} styles of /login written into ${INDEX} (${(css.length / 1000).toFixed(1)} KB)`,
);
