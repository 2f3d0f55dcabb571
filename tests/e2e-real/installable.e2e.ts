import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page, type Response } from '@playwright/test';

import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';
import { expect, test } from '../e2e/fixtures';
import { text } from '../e2e/texts';

// The real-API build as an installed app (docs/decisions/053-service-worker.md): Chromium finds it installable,
// and its worker serves a second visit from the device, without the network too. (A new release: newRelease.e2e.ts.)

/** Resolves once the app's worker is active (it registers after the first paint); its script's path. */
const workerReady = (page: Page) =>
  page.evaluate(async () => new URL((await navigator.serviceWorker.ready).active?.scriptURL ?? '').pathname);

const controlled = (page: Page) => page.evaluate(() => navigator.serviceWorker.controller !== null);

test('Chromium finds the build installable', async ({ baseURL }) => {
  // A browser profile of its own: Playwright's usual contexts are incognito, where nothing is installable.
  const profile = await mkdtemp(join(tmpdir(), 'portal-installable-'));
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS],
    baseURL,
  });
  try {
    const page = browser.pages()[0] ?? (await browser.newPage());
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await workerReady(page)).toBe('/sw.js');
    const cdp = await browser.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
  } finally {
    await browser.close();
    await rm(profile, { recursive: true, force: true });
  }
});

test('the manifest names the app in German, starts on /dashboard, standalone, with a maskable icon', async ({
  page,
  context,
}) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const cdp = await context.newCDPSession(page);
  const { errors, data } = await cdp.send('Page.getAppManifest');
  expect(errors).toEqual([]);
  const manifest = JSON.parse(data ?? '{}') as {
    name: string;
    short_name: string;
    lang: string;
    start_url: string;
    display: string;
    theme_color: string;
    icons: { src: string; sizes: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({
    name: 'Interim-Manager-Portal',
    lang: 'de',
    start_url: '/dashboard',
    display: 'standalone',
    theme_color: '#0d47a1',
  });
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const icon of manifest.icons) {
    const answer = await page.request.get(icon.src);
    expect(answer.headers()['content-type'], icon.src).toBe('image/png');
  }
});

test('a second visit opens from the worker, without the network too', async ({ page, context }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The app's own worker and no other: not msw's, whose file the real build does not have.
  expect(await workerReady(page)).toBe('/sw.js');
  const workers = await page.evaluate(async () =>
    (await navigator.serviceWorker.getRegistrations()).map((registration) => registration.active?.scriptURL),
  );
  expect(workers.map((url) => new URL(url ?? '').pathname)).toEqual(['/sw.js']);

  // The second visit: the page, its code, styles and texts all come from the worker, none from the network.
  const files: Response[] = [];
  page.on('response', (response) => {
    if (['document', 'script', 'stylesheet', 'font'].includes(response.request().resourceType())) files.push(response);
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await controlled(page)).toBe(true);
  await expect(page.locator('input[type="password"]')).toBeVisible();
  expect(files.length).toBeGreaterThan(3);
  expect(files.filter((response) => !response.fromServiceWorker()).map((response) => response.url())).toEqual([]);

  // Without a connection the sign-in page still opens; only its API calls fail.
  await context.setOffline(true);
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: text('de', 'auth:login.title') })).toBeVisible();
  await expect(page.getByRole('textbox', { name: text('de', 'auth:login.username'), exact: true })).toBeEditable();
  // A deep link too: the worker answers every navigation with the app.
  await page.goto('/reset-password/demo-valid');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await context.setOffline(false);
});
