#!/usr/bin/env node
/**
 * The installed app's icons (docs/decisions/053-service-worker.md), drawn from the portal's badge: the "IN" of
 * public/favicon.svg, white on the theme's blue. Run once when the badge changes, and commit the PNGs:
 * `node scripts/appIcons.mjs` writes public/icons/ in the system's Chromium (docs/decisions/022-system-chromium.md).
 *
 * - icon-192.png, icon-512.png: the favicon's rounded square, corners transparent (manifest purpose 'any');
 * - icon-maskable-512.png: the square to the edges, the letters inside the middle 80 % circle that every
 *   launcher's mask keeps (purpose 'maskable');
 * - apple-touch-icon.png (180 px): Safari's home-screen icon, square to the edges (iOS rounds it itself).
 */
import { mkdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const OUT = fileURLToPath(new URL('../public/icons/', import.meta.url));
const BLUE = '#0d47a1';

const favicon = await readFile(`${ROOT}public/favicon.svg`, 'utf8');
const letters = /<path d="([^"]+)"/.exec(favicon)?.[1];
if (!letters) throw new Error('public/favicon.svg has no path of the letters');

/** The letters' box in the favicon's 64-unit square: x 18-52, y 18-46, so its middle is (35, 32). */
const centred = (scale) => `translate(32 32) scale(${scale}) translate(-35 -32)`;

const ICONS = [
  { file: 'icon-192.png', size: 192, rounded: true, transform: '' },
  { file: 'icon-512.png', size: 512, rounded: true, transform: '' },
  // The letters' corners lie 22 units from their middle: at 0.9 they end well inside the mask's 25.6-unit circle.
  { file: 'icon-maskable-512.png', size: 512, rounded: false, transform: centred(0.9) },
  { file: 'apple-touch-icon.png', size: 180, rounded: false, transform: centred(0.9) },
];

const svg = ({ size, rounded, transform }) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="${size}" height="${size}">` +
  `<rect width="64" height="64" rx="${rounded ? 12 : 0}" fill="${BLUE}"/>` +
  `<path d="${letters}" fill="#fff" transform="${transform}"/></svg>`;

await mkdir(OUT, { recursive: true });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  for (const icon of ICONS) {
    await page.setViewportSize({ width: icon.size, height: icon.size });
    await page.setContent(`<html><body style="margin:0;background:transparent">${svg(icon)}</body></html>`);
    await page.locator('svg').screenshot({ path: `${OUT}${icon.file}`, omitBackground: true });
    console.log(`public/icons/${icon.file} (${icon.size} px)`);
  }
} finally {
  await browser.close();
}
