import { appendFile, cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';

import { startServer } from '../../scripts/serve.mjs';
import { DEMO_ACCOUNTS, expect, signIn, test } from '../e2e/fixtures';
import { escapeRegExp, text } from '../e2e/texts';
import { REAL_API_PORT, REAL_DIR, REAL_PORT } from './realApi';

// A new release of the installed app (docs/decisions/053-service-worker.md) is offered with a reload and never
// applied by itself: an open form keeps its text until the manager reloads, and is named before that.
// The release comes as a host brings one: a new sw.js on the server. The browser fetches a worker's script
// itself, past Playwright's routes, so this file serves a copy of the build of its own, whose sw.js it changes.

const PORT = REAL_PORT + 1;
let copy: { dir: string; close: () => Promise<void> } | undefined;

test.use({
  baseURL: `http://127.0.0.1:${PORT}`,
  // This run's access tokens live seconds: a call refused once with 401 is sent again after the refresh.
  allowedConsoleErrors: [/^\[console\.error\] Failed to load resource: the server responded with a status of 401 /],
});

test.beforeAll(async () => {
  const dir = await mkdtemp(join(tmpdir(), 'portal-release-'));
  await cp(REAL_DIR, dir, { recursive: true });
  const server = await startServer({ dir, port: PORT, api: `http://127.0.0.1:${REAL_API_PORT}` });
  copy = { dir, close: server.close };
});

test.afterAll(async () => {
  await copy?.close();
  if (copy) await rm(copy.dir, { recursive: true, force: true });
});

const workerReady = (page: Page) =>
  page.evaluate(async () => new URL((await navigator.serviceWorker.ready).active?.scriptURL ?? '').pathname);

const waiting = (page: Page) =>
  page.evaluate(async () => ((await navigator.serviceWorker.getRegistration())?.waiting ?? null) !== null);

test('a new release is offered with a reload, and an open form keeps its text until the manager reloads', async ({
  page,
}) => {
  // A worker installed, a release found, and two loads of the app: beside the demo journeys on two cores this ran
  // past the one-minute test time.
  test.slow();
  await signIn(page, DEMO_ACCOUNTS.manager);
  await page.waitForURL('**/dashboard');
  expect(await workerReady(page)).toBe('/sw.js');
  // A second visit: the kept session, in a window the worker controls.
  await page.goto('/resume/it-skills');
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  const dialog = page.getByRole('dialog', { name: text('de', 'resumeEdit:itSkills.title') });
  const remarks = dialog.getByRole('textbox', {
    name: new RegExp(`^${escapeRegExp(text('de', 'resumeEdit:itSkills.remarks'))}`),
  });
  const typed = `Noch nicht gespeichert (Lauf ${Date.now()})`;
  await remarks.fill(typed);

  // The next release: the host serves another worker script, and the browser finds it.
  await appendFile(join(copy?.dir ?? '', 'sw.js'), '\n// the next release\n');
  let loads = 0;
  page.on('load', () => (loads += 1));
  await page.evaluate(async () => {
    await (await navigator.serviceWorker.getRegistration())?.update();
  });

  const notice = page.getByRole('alert').filter({ hasText: text('de', 'common:release.ready') });
  await expect(notice).toBeVisible();
  // It waits for the manager: the old release still runs the page, which has not reloaded.
  expect(await waiting(page)).toBe(true);
  expect(loads).toBe(0);
  await expect(remarks).toHaveValue(typed);

  // The form is unsaved: the reload names it and asks first; going back keeps everything as it was.
  await notice.getByRole('button', { name: text('de', 'common:release.reload') }).click();
  const question = page.getByRole('dialog', { name: text('de', 'forms:unsaved.reloadTitle') });
  await expect(question).toContainText(text('de', 'forms:unsaved.forms.resumeItSkills'));
  await question.getByRole('button', { name: text('de', 'forms:unsaved.goBack') }).click();
  await expect(question).toBeHidden();
  await expect(remarks).toHaveValue(typed);
  expect(await waiting(page)).toBe(true);
  expect(loads).toBe(0);

  // Reloading anyway applies the new release: the page reloads, under the new worker, with nothing waiting.
  await notice.getByRole('button', { name: text('de', 'common:release.reload') }).click();
  const reloaded = page.waitForEvent('load');
  await question.getByRole('button', { name: text('de', 'forms:unsaved.reloadAnyway') }).click();
  await reloaded;
  // The same address again: the dialog opens anew (its heading hides the page's from assistive technology).
  await expect(dialog).toBeVisible();
  expect(await waiting(page)).toBe(false);
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await expect(notice).toBeHidden();
});
