import type { Page, Request, Route } from '@playwright/test';

import { formatMonthParam, monthOf, shiftMonth } from '../../src/contract/month';
import { DEMO_ACCOUNTS, expect, signIn, test } from '../e2e/fixtures';
import { escapeRegExp, text } from '../e2e/texts';
import { deviceKeys } from './realApi';

// The outbox under a weak connection (docs/decisions/058-own-saves.md), on the real-API build and the mock API over
// HTTP, the connection played by the browser: a save whose answer is lost after it reached the server is found
// there, not shown as a conflict with itself, and it is tried again on its own while the browser still says online;
// a second save of a day while the outbox is sending the first is sent after it, and is what the server keeps; a
// session that ends while the outbox sends takes the kept copies with it and sends nothing more, and the days that
// wait go at the same manager's next sign-in.

const t = (key: Parameters<typeof text>[1], vars?: Record<string, string | number>) => text('de', key, vars);
// Nordwind's last month: every working day has an entry and the month is open (the mock's seed). saveVersions.e2e.ts
// takes its first two days; these journeys the next four.
const PLACEMENT = 'plc-nordwind-interim';
const LAST_MONTH = formatMonthParam(shiftMonth(monthOf(new Date()), -1));
const TIME_TRACKING = `**/api/v1/manager/placements/${PLACEMENT}/time-tracking`;
// The app's names for the last input's time and the outbox's lock (src/lib/storageKeys.ts, outbox.device.ts).
const LAST_ACTIVE_KEY = 'portal.lastActive';
const OUTBOX_LOCK = 'portal.time-entry-outbox';

// The browser without a connection fails what it loads meanwhile (the icon, the lost save) and says so.
test.use({ allowedConsoleErrors: [/^\[console\.error\] Failed to load resource: net::ERR_INTERNET_DISCONNECTED/] });

const calendar = (page: Page) => page.getByRole('table', { name: /\d{4}/ });
const dayInState = (page: Page, name: string, state: 'submitted' | 'waiting' | 'notSent') =>
  calendar(page).getByRole('button', {
    name: new RegExp(`^${escapeRegExp(name)}: ${escapeRegExp(t(`placement:calendar.state.${state}`))}`),
  });
const saveButton = (page: Page) => page.getByRole('dialog').getByRole('button', { name: t('forms:dialog.save') });
const saysWords = (request: Request, words: string) => (request.postData() ?? '').includes(words);

/** The name of the day `index` of last month's logged days, on the month's page. */
async function loggedDayName(page: Page, index: number): Promise<string> {
  const day = calendar(page)
    .getByRole('button', { name: new RegExp(`: ${escapeRegExp(t('placement:calendar.state.submitted'))}\\.`) })
    .nth(index);
  return ((await day.getAttribute('aria-label')) ?? '').split(':')[0] ?? '';
}

const openLastMonth = (page: Page) => page.goto(`/placement/${PLACEMENT}/daily-overview?month=${LAST_MONTH}`);

/** The day `index` of last month's logged days, its name, and its dialog opened with `words` typed over its text. */
async function editDay(page: Page, index: number, words: string): Promise<string> {
  await openLastMonth(page);
  const name = await loggedDayName(page, index);
  await dayInState(page, name, 'submitted').click();
  await typeInDialog(page, words);
  return name;
}

async function typeInDialog(page: Page, words: string) {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.locator('.ql-editor').click();
  await page.keyboard.press('Control+A');
  await page.keyboard.type(words);
}

/** The day's text as the server holds it, read by opening the day again after a reload. */
async function expectSaved(page: Page, name: string, words: string) {
  await page.reload();
  await dayInState(page, name, 'submitted').click();
  await expect(page.getByRole('dialog').locator('.ql-editor')).toHaveText(words);
}

test('a save that reached the server but lost its answer is found there, tried again on its own while online', async ({
  page,
}) => {
  await signIn(page, DEMO_ACCOUNTS.manager);
  const words = 'Angekommen, Antwort verloren';
  const name = await editDay(page, 2, words);

  // The request reaches the server, which saves the day; its answer never arrives. The browser stays online.
  const statuses: number[] = [];
  let lost = false;
  await page.route(TIME_TRACKING, async (route: Route) => {
    const response = await route.fetch();
    statuses.push(response.status());
    if (!lost && response.ok() && saysWords(route.request(), words)) {
      lost = true;
      await route.abort('timedout');
    } else await route.fulfill({ response });
  });
  await saveButton(page).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(dayInState(page, name, 'waiting')).toBeVisible();

  // No `online` event comes: the outbox tries again on its own, finds the day saved, and says nothing of a conflict.
  await expect(dayInState(page, name, 'submitted')).toBeVisible({ timeout: 30_000 });
  expect(lost).toBe(true);
  expect(statuses).toContain(412);
  await expect(page.getByText(t('placement:outbox.notAccepted_one', { count: 1 }))).toHaveCount(0);
  await page.unroute(TIME_TRACKING);
  await expectSaved(page, name, words);
});

test('a second save of a day while the outbox sends the first is sent after it, and is what the server keeps', async ({
  page,
  context,
}) => {
  await signIn(page, DEMO_ACCOUNTS.manager);
  const name = await editDay(page, 3, 'Erste Fassung');
  await context.setOffline(true);
  await saveButton(page).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(dayInState(page, name, 'waiting')).toBeVisible();

  // The connection returns, weak: the outbox's send of the first text hangs; the day's second save gets no answer.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let firstHeld = false;
  let secondLost = false;
  await page.route(TIME_TRACKING, async (route: Route) => {
    if (!firstHeld && saysWords(route.request(), 'Erste Fassung')) {
      firstHeld = true;
      await held;
      await route.continue();
    } else if (!secondLost && saysWords(route.request(), 'Zweite Fassung')) {
      secondLost = true;
      await route.abort('internetdisconnected');
    } else await route.continue();
  });
  await context.setOffline(false);
  await expect.poll(() => firstHeld, { timeout: 30_000 }).toBe(true);

  await dayInState(page, name, 'waiting').click();
  await typeInDialog(page, 'Zweite Fassung');
  await saveButton(page).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  expect(secondLost).toBe(true);
  await expect(dayInState(page, name, 'waiting')).toBeVisible();

  // The first send ends; the second text, saved over it, follows.
  release();
  await expect(dayInState(page, name, 'submitted')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(t('placement:outbox.notAccepted_one', { count: 1 }))).toHaveCount(0);
  await page.unroute(TIME_TRACKING);
  await expectSaved(page, name, 'Zweite Fassung');
});

test('a session that ends while the outbox sends takes the kept copies with it, sends nothing more, and the days wait for the same manager', async ({
  page,
  context,
}) => {
  // Two sign-ins, two saves and a whole round of the outbox: on a busy machine more than the usual minute.
  test.slow();
  await signIn(page, DEMO_ACCOUNTS.manager);
  await openLastMonth(page);
  const days = [
    { name: await loggedDayName(page, 4), words: 'Im Zug geschrieben, erster Tag' },
    { name: await loggedDayName(page, 5), words: 'Im Zug geschrieben, zweiter Tag' },
  ];
  await expect.poll(() => deviceKeys(page, 'portal-kept')).toContainEqual(expect.stringContaining(PLACEMENT));
  // The day's dialog is opened online once: its code then stays in the page (no worker serves it in this journey).
  for (const day of days) {
    await dayInState(page, day.name, 'submitted').click();
    await typeInDialog(page, day.words);
    await context.setOffline(true);
    await saveButton(page).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(dayInState(page, day.name, 'waiting')).toBeVisible();
  }
  expect(await deviceKeys(page, 'portal-outbox')).toHaveLength(2);

  // The connection returns; the outbox's first send hangs, and meanwhile the hour without input is over.
  const sentAt: number[] = [];
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(TIME_TRACKING, async (route: Route) => {
    sentAt.push(Date.now());
    if (sentAt.length === 1) await held;
    await route.continue();
  });
  await context.setOffline(false);
  await expect.poll(() => sentAt.length, { timeout: 30_000 }).toBe(1);
  await page.evaluate((key) => localStorage.setItem(key, String(Date.now() - 2 * 60 * 60 * 1000)), LAST_ACTIVE_KEY);
  await page.waitForURL('**/login');
  await expect.poll(() => deviceKeys(page, 'portal-kept')).toEqual([]);
  expect(await deviceKeys(page, 'portal-outbox')).toHaveLength(2);

  // The first send ends after the session did: the round that sent it stops there (it holds the outbox's lock
  // until it does).
  const firstAnswered = page.waitForResponse((response) => response.url().includes('/time-tracking'));
  release();
  await firstAnswered;
  await page.evaluate((lock) => navigator.locks.request(lock, () => undefined), OUTBOX_LOCK);
  expect(sentAt).toHaveLength(1);

  // The same manager signs in again: what waits is sent, and both days are what the server keeps.
  const signedInAgain = Date.now();
  await signIn(page, DEMO_ACCOUNTS.manager);
  await openLastMonth(page);
  for (const day of days) await expect(dayInState(page, day.name, 'submitted')).toBeVisible({ timeout: 30_000 });
  expect(sentAt.slice(1).every((at) => at >= signedInAgain)).toBe(true);
  await page.unroute(TIME_TRACKING);
  for (const day of days) {
    await expectSaved(page, day.name, day.words);
    // Closing goes back in history: the next reload must find the month, not race the way back to it.
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
  }
  expect(await deviceKeys(page, 'portal-outbox')).toEqual([]);
});
