import type { Page } from '@playwright/test';

import { formatMonth, formatMonthParam, monthKey, monthOf, shiftMonth, type YearMonth } from '../../src/contract/month';
import { seriousAxeFindings } from '../e2e/axe';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, expect, shot, signIn, test } from '../e2e/fixtures';
import { calendar, firstOpenDay, logDay } from '../e2e/monthSteps';
import { escapeRegExp, text } from '../e2e/texts';
import { deviceKeys, keptWritesSettled } from './realApi';

// Without a connection (docs/decisions/054-offline-data.md), on the real-API build with its service worker and the
// mock API over HTTP: the month a manager last saw opens from the device with the offline banner; a day logged
// offline waits on the calendar and is sent, in order and with its version, once the connection returns; a day
// whose month was submitted meanwhile stays in the outbox with the reason; the logout clears the device, and an
// answer that arrives after it is not kept.

const t = (key: Parameters<typeof text>[1], vars?: Record<string, string | number>) => text('de', key, vars);
const PLACEMENT = 'plc-alpenland-cfo';
// The mock API seeds its data from the day it starts: this month is open, last month's report is sent.
const THIS_MONTH = monthOf(new Date());
const LAST_MONTH = shiftMonth(THIS_MONTH, -1);

/** The calendar's days in a state: buttons in an open month, images in a submitted one. */
function dayIn(page: Page, state: string) {
  const name = new RegExp(`: ${escapeRegExp(t(`placement:calendar.state.${state}`))}(\\.|$)`);
  return calendar(page).getByRole('button', { name }).or(calendar(page).getByRole('img', { name }));
}
const banner = (page: Page) => page.getByRole('status').filter({ hasText: /Sie sind offline|wird aktualisiert/ });

/** Signed in, on a month of the placement, with the month kept on the device and the page under the worker. */
async function onTheMonth(page: Page, month: YearMonth) {
  await signIn(page, DEMO_ACCOUNTS.manager);
  await page.goto(`/placement/${PLACEMENT}/daily-overview?month=${formatMonthParam(month)}`);
  await expect(calendar(page)).toBeVisible();
  await expect
    .poll(() => deviceKeys(page, 'portal-kept'))
    .toContainEqual(expect.stringContaining(`placementMonth/${PLACEMENT}/${monthKey(month)}`));
  // The worker takes over with the next navigation: from then on the page opens without the network.
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await expect(calendar(page)).toBeVisible();
}

const timeEntrySent = (page: Page) =>
  page.waitForResponse(
    (response) =>
      response.url().includes(`/manager/placements/${PLACEMENT}/time-tracking`) &&
      response.request().method() === 'POST' &&
      response.status() !== 401,
  );

test('the month opens offline from the device; a day logged offline waits, and is sent when the connection returns', async ({
  page,
  context,
}) => {
  await onTheMonth(page, THIS_MONTH);
  const dayName = ((await (await firstOpenDay(page)).getAttribute('aria-label')) ?? '').split(':')[0] ?? '';
  const openDay = calendar(page).getByRole('button', { name: new RegExp(`^${escapeRegExp(dayName)}:`) });

  await context.setOffline(true);
  await page.reload();
  await expect(calendar(page)).toBeVisible();
  await expect(banner(page)).toContainText(
    /Sie sind offline\. Angezeigt wird der Stand, den dieses Gerät um \d\d:\d\d Uhr gespeichert hat\./,
  );
  await shot(page, 'offline-01-month-from-device');
  expect(await seriousAxeFindings(page)).toEqual([]);

  await logDay(page, openDay, 'Im Zug erfasst, ohne Verbindung');
  const waiting = calendar(page).getByRole('button', {
    name: new RegExp(`^${escapeRegExp(dayName)}: ${escapeRegExp(t('placement:calendar.state.waiting'))}`),
  });
  await expect(waiting).toBeVisible();
  expect(await deviceKeys(page, 'portal-outbox')).toHaveLength(1);
  await shot(page, 'offline-02-day-waiting');
  const desktop = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(waiting).toBeVisible();
  await shot(page, 'offline-02-day-waiting-phone');
  expect(await seriousAxeFindings(page)).toEqual([]);
  if (desktop) await page.setViewportSize(desktop);

  const sent = timeEntrySent(page);
  await context.setOffline(false);
  // The browser's 'online' event, or the window's own retry where the browser never thought it was offline.
  expect((await sent).status()).toBe(200);
  const logged = calendar(page).getByRole('button', {
    name: new RegExp(`^${escapeRegExp(dayName)}: ${escapeRegExp(t('placement:calendar.state.submitted'))}`),
  });
  await expect(logged).toBeVisible();
  await expect(banner(page)).toBeHidden({ timeout: 40_000 });
  expect(await deviceKeys(page, 'portal-outbox')).toEqual([]);

  await page.reload();
  await expect(logged).toBeVisible();
  await shot(page, 'offline-03-day-sent');
});

test('a day logged offline in a month whose invoice was submitted meanwhile stays in the outbox with the reason', async ({
  page,
  context,
}) => {
  await onTheMonth(page, LAST_MONTH);
  await context.setOffline(true);
  await logDay(page, dayIn(page, 'submitted').first(), 'Nachgetragen im Hotel');
  await expect(dayIn(page, 'waiting')).toHaveCount(1);

  // Meanwhile the invoice of October is submitted from another device (the API directly; the browser is offline).
  await submitInvoiceElsewhere(page, LAST_MONTH);

  const refused = timeEntrySent(page);
  await context.setOffline(false);
  expect((await refused).status()).toBe(409);
  await expect(dayIn(page, 'notSent')).toHaveCount(1);
  await expect(page.getByText(t('placement:outbox.refused.monthSubmitted'))).toBeVisible();
  await expect(page.getByText(t('placement:outbox.notAccepted_one', { count: 1 }))).toBeVisible();
  // The month shows what the server holds now: submitted, no longer open for changes.
  await expect(
    page.getByText(t('placement:month.submittedWhy', { month: formatMonth(LAST_MONTH, 'de') })),
  ).toBeVisible();
  expect(await deviceKeys(page, 'portal-outbox')).toHaveLength(1);
  await shot(page, 'offline-04-not-accepted');

  // It stays across a reload, until the manager discards it.
  await page.reload();
  await expect(dayIn(page, 'notSent')).toHaveCount(1);
  await page.getByRole('button', { name: /^Wartenden Eintrag vom .* verwerfen$/ }).click();
  const confirmation = page.getByRole('dialog');
  await expect(confirmation).toBeVisible();
  expect(await seriousAxeFindings(page, '[role="dialog"]')).toEqual([]);
  await confirmation.getByRole('button', { name: t('placement:outbox.discard') }).click();
  await expect(dayIn(page, 'notSent')).toHaveCount(0);
  expect(await deviceKeys(page, 'portal-outbox')).toEqual([]);
});

test('signing out clears what the device kept for the manager', async ({ page }) => {
  await onTheMonth(page, THIS_MONTH);
  expect((await deviceKeys(page, 'portal-kept')).length).toBeGreaterThan(0);
  await page.getByRole('button', { name: /Profilmenü|profile menu/i }).click();
  await page.getByRole('menuitem', { name: /Abmelden/ }).click();
  await page.waitForURL('**/login');
  await expect.poll(() => deviceKeys(page, 'portal-kept')).toEqual([]);
  expect(await deviceKeys(page, 'portal-outbox')).toEqual([]);
});

test('a month whose answer arrives after the logout is not kept on the device', async ({ page }) => {
  await signIn(page, DEMO_ACCOUNTS.manager);
  const month = shiftMonth(THIS_MONTH, -3);
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let holding = false;
  await page.route(`**/api/v1/manager/placements/${PLACEMENT}/overview/${month.year}/${month.month}`, async (route) => {
    // The server answers at once; the answer is slow on its way back.
    const response = await route.fetch();
    holding = true;
    await held;
    await route.fulfill({ response });
  });
  await page.goto(`/placement/${PLACEMENT}/daily-overview?month=${formatMonthParam(month)}`);
  await expect.poll(() => holding).toBe(true);

  await page.getByRole('button', { name: /Profilmenü|profile menu/i }).click();
  await page.getByRole('menuitem', { name: /Abmelden/ }).click();
  await page.waitForURL('**/login');
  await expect.poll(() => deviceKeys(page, 'portal-kept')).toEqual([]);

  const answered = page.waitForResponse((response) => response.url().includes(`/overview/${month.year}/`));
  release();
  await (await answered).finished();
  await keptWritesSettled(page);
  expect(await deviceKeys(page, 'portal-kept')).toEqual([]);
});

/** The month's invoice submitted through the API by a second session of the manager, as another device would. */
async function submitInvoiceElsewhere(page: Page, { year, month }: YearMonth) {
  const login = await page.request.post('/api/v1/login', {
    data: { username: DEMO_ACCOUNTS.manager, password: DEMO_PASSWORD },
  });
  expect(login.status()).toBe(200);
  const { accessToken } = (await login.json()) as { accessToken: string };
  const headers = { Authorization: `Bearer ${accessToken}` };
  const overview = await page.request.get(`/api/v1/manager/placements/${PLACEMENT}/overview/${year}/${month}`, {
    headers,
  });
  expect(overview.status()).toBe(200);
  const { months } = (await overview.json()) as {
    months: Record<string, { monthlyReport: { id: string; version: string } | null }>;
  };
  // The answer's months are keyed year_month (the contract's monthKey).
  const report = months[`${year}_${month}`]?.monthlyReport;
  expect(report).toBeTruthy();
  const saved = await page.request.post('/api/v1/save-billing-report', {
    headers: { ...headers, 'If-Match': `"${report?.version}"` },
    multipart: { id: report?.id ?? '', placementId: PLACEMENT, month: String(month), year: String(year) },
  });
  expect(saved.status()).toBe(200);
}
