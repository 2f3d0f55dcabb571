/**
 * The week's screens as people see them, for a look before and after a change: the demo build's dashboard, the
 * placement screen, a day's entry saved with nothing filled, the monthly report, a client's project (and its
 * details open) and the CV, at 390x844 and 1440x900, in German and English. Each is a screenshot (the whole page;
 * the viewport while a dialog is open), and the page heights are printed as a table. The clock is Wednesday
 * 25 November 2026, 10:00, as in the journeys.
 *
 *   npx vite build --mode demo --outDir dist-demo && npx tsx scripts/screens.ts [--dist dist-demo] [--out screens]
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Page } from '@playwright/test';

import { DEMO_EMAIL, DEMO_PASSWORD } from '../mocks/auth/fixtures';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { startServer } from './serve.mjs';

const WEDNESDAY = new Date(2026, 10, 25, 10, 0);
const SIZES = { phone: { width: 390, height: 844 }, desktop: { width: 1440, height: 900 } } as const;
const ALPENLAND = '/placement/plc-alpenland-cfo';

interface Screen {
  name: string;
  account: 'manager' | 'client';
  path: string;
  /** After the page settled: what a person does before the screenshot (a dialog stays open). */
  then?: (page: Page) => Promise<void>;
}

const SCREENS: Screen[] = [
  { name: 'dashboard', account: 'manager', path: '/dashboard' },
  { name: 'placement', account: 'manager', path: `${ALPENLAND}/daily-overview?month=2026-11` },
  {
    name: 'day-entry-mistake',
    account: 'manager',
    path: `${ALPENLAND}/daily-overview/entry/2026-11-20?month=2026-11`,
    then: async (page) => {
      const save = page.getByRole('dialog').getByRole('button', { name: /^(Speichern|Save)$/ });
      if (await save.isEnabled()) await save.click();
    },
  },
  { name: 'monthly-report', account: 'manager', path: `${ALPENLAND}/monthly-report?month=2026-11` },
  { name: 'client-project', account: 'client', path: '/projects/current' },
  {
    name: 'client-project-details',
    account: 'client',
    path: '/projects/current',
    then: async (page) => {
      await page
        .getByRole('button', { name: /^(Details anzeigen|Show details)/ })
        .first()
        .click();
      await settled(page);
    },
  },
  { name: 'cv', account: 'manager', path: '/resume' },
];

/** Until nothing is asked of the network and nothing changes on the page for half a second. */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(
    () =>
      new Promise<void>((done) => {
        let timer = setTimeout(done, 500);
        new MutationObserver(() => {
          clearTimeout(timer);
          timer = setTimeout(done, 500);
        }).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
      }),
  );
}

async function main() {
  const { values } = parseArgs({ options: { dist: { type: 'string' }, out: { type: 'string' } } });
  const out = values.out ?? 'screens';
  const server = await startServer({ dir: values.dist ?? 'dist-demo', port: 0, api: null });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
  const heights: string[][] = [];
  try {
    for (const [size, viewport] of Object.entries(SIZES)) {
      for (const lang of ['de', 'en'] as const) {
        for (const account of ['manager', 'client'] as const) {
          const context = await browser.newContext({ viewport, baseURL: server.url });
          const page = await context.newPage();
          await page.clock.setFixedTime(WEDNESDAY);
          await page.goto('/login');
          await page
            .getByLabel(/benutzername|username/i)
            .and(page.locator('input'))
            .fill(account === 'manager' ? DEMO_EMAIL.MANAGER : DEMO_EMAIL.CLIENT);
          const password = page.getByLabel(/passwort|password/i).and(page.locator('input'));
          await password.fill(DEMO_PASSWORD);
          await password.press('Enter');
          await page.waitForURL((url) => !url.pathname.startsWith('/login'));
          await settled(page);
          if (lang === 'en') {
            await page.getByRole('banner').getByRole('button', { name: /^EN\b/ }).first().click();
            await settled(page);
          }
          for (const screen of SCREENS.filter((each) => each.account === account)) {
            await page.goto(screen.path);
            await settled(page);
            await screen.then?.(page);
            if (screen.then) await settled(page);
            const dialog = (await page.getByRole('dialog').count()) > 0;
            const height = await page.evaluate(() => document.documentElement.scrollHeight);
            const file = join(out, size, `${screen.name}-${lang}.png`);
            await mkdir(join(out, size), { recursive: true });
            await page.screenshot({ path: file, fullPage: !dialog });
            heights.push([size, lang, screen.name, String(height)]);
          }
          await context.close();
        }
      }
    }
  } finally {
    await browser.close();
    await server.close();
  }
  const widths = [8, 4, 18, 6];
  const row = (cells: string[]) => cells.map((cell, index) => cell.padEnd(widths[index] ?? 0)).join('  ');
  console.log(row(['size', 'lang', 'screen', 'height (px)']));
  for (const each of heights) console.log(row(each));
  console.log(`Screenshots in ${out}/`);
}

await main();
