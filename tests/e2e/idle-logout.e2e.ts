import type { Page } from '@playwright/test';

import { DEMO_ACCOUNTS, expect, shot, signIn, test } from './fixtures';
import { escapeRegExp, MANAGER_FULL_NAME, text } from './texts';

// Journey 5 (docs/decisions/009-idle-timeout.md): one hour without input signs out; for the last 60 seconds a dialog
// offers to stay signed in. The app checks every second (setInterval) whether Date.now() is
// an hour past localStorage 'portal.lastActive', so Playwright's fake clock drives it:
// `clock.install()` (before the first navigation) fakes Date and the timers while time still
// flows; `fastForward` jumps like a laptop lid closed and opened again (due timers fire once);
// `runFor` runs the timers through the given time.
//
// No mouse or keyboard input may reach the page while the clock is forwarded: a pointerdown,
// keydown, touchstart, scroll or wheel counts as activity.

const DASHBOARD_HEADING = text('de', 'dashboard:greeting', { name: MANAGER_FULL_NAME.de });

/** The seconds the idle dialog announces, from its German body text (either plural form: "1 Sekunde", "5 Sekunden"). */
const bodyPattern = new RegExp(
  (['one', 'other'] as const)
    .map((form) => escapeRegExp(text('de', `common:idle.body_${form}`, { count: '§' })).replace('§', '(\\d+)'))
    .join('|'),
);

async function secondsShown(page: Page): Promise<number> {
  const body = await page.getByRole('dialog').getByText(bodyPattern).textContent();
  const match = bodyPattern.exec(body ?? '');
  const seconds = match?.[1] ?? match?.[2];
  if (!seconds) throw new Error(`No countdown in the idle dialog: ${body}`);
  return Number(seconds);
}

async function signInWithFakeClock(page: Page) {
  await page.clock.install();
  await signIn(page, DEMO_ACCOUNTS.manager);
  await page.waitForURL('**/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: DASHBOARD_HEADING })).toBeVisible();
  // The dashboard's loads (placements, then their months) are all answered before the clock
  // jumps: one still under way would meet an expired token and refresh it ahead of the test.
  await expect(
    page.getByRole('region', { name: text('de', 'dashboard:placements.heading') }).getByRole('table'),
  ).toBeVisible();
  await page.waitForLoadState('networkidle');
}

function idleDialog(page: Page) {
  return page.getByRole('dialog', { name: text('de', 'common:idle.title') });
}

test('after an hour without input the user is signed out, warned during the last minute', async ({ page }) => {
  await signInWithFakeClock(page);
  const dialog = idleDialog(page);
  await expect(dialog).toBeHidden();

  // 58 minutes idle: no warning yet.
  await page.clock.fastForward('58:00');
  await page.clock.runFor(1000);
  await expect(dialog).toBeHidden();

  // 59:30 idle: the dialog counts down the last 30 seconds (or slightly fewer).
  await page.clock.fastForward('01:30');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(bodyPattern)).toBeVisible();
  const first = await secondsShown(page);
  expect(first).toBeGreaterThan(0);
  expect(first).toBeLessThanOrEqual(30);
  await expect(dialog.getByRole('button', { name: text('de', 'common:idle.stay') })).toBeFocused();
  await shot(page, 'idle-01-warning-dialog');

  await page.clock.runFor('00:05');
  await expect.poll(() => secondsShown(page)).toBeLessThanOrEqual(first - 5);

  // Past the hour: signed out, back on /login with the reason.
  await page.clock.fastForward('01:00');
  await page.waitForURL('**/login');
  await expect(page.getByRole('status')).toHaveText(text('de', 'common:idle.loggedOut'));
  await expect(dialog).toBeHidden();
  const stored = await page.evaluate(() => [
    localStorage.getItem('portal.refreshToken'),
    localStorage.getItem('portal.lastActive'),
  ]);
  expect(stored).toEqual([null, null]);
  await shot(page, 'idle-02-signed-out');
});

test('"stay signed in" in the idle dialog keeps the session', async ({ page, context }) => {
  await signInWithFakeClock(page);
  const dialog = idleDialog(page);

  await page.clock.fastForward('59:30');
  await expect(dialog).toBeVisible();
  const lastActiveBefore = await page.evaluate(() => Number(localStorage.getItem('portal.lastActive')));
  await dialog.getByRole('button', { name: text('de', 'common:idle.stay') }).click();
  await expect(dialog).toBeHidden();
  const lastActiveAfter = await page.evaluate(() => Number(localStorage.getItem('portal.lastActive')));
  expect(lastActiveAfter - lastActiveBefore).toBeGreaterThanOrEqual(59 * 60 * 1000);

  // Beyond the hour counted from the sign-in: still signed in.
  await page.clock.fastForward('02:00');
  await page.clock.runFor(2000);
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: DASHBOARD_HEADING })).toBeVisible();

  // The session still works against the API: the access token (15 minutes in the mock) has
  // run out meanwhile, so this request is refreshed once and retried (docs/decisions/007-tokens.md).
  const refreshed = page.waitForResponse((response) => response.url().endsWith('/api/v1/refresh-token'));
  await page.getByRole('button', { name: text('de', 'common:menu.open', { name: MANAGER_FULL_NAME.de }) }).click();
  const newTab = context.waitForEvent('page');
  await page.getByRole('menuitem', { name: text('de', 'common:menu.downloadFaq') }).click();
  expect((await refreshed).status()).toBe(200);
  const tab = await newTab;
  await expect.poll(() => tab.url()).toMatch(/^blob:/);
  await tab.close();
  await expect(page).toHaveURL(/\/dashboard$/);

  // The watch goes on, counted from the last input: warned again an hour later.
  await page.clock.fastForward('59:30');
  await expect(dialog).toBeVisible();
  await shot(page, 'idle-03-warned-again');
});

test('a session left idle for more than an hour is over when the page is opened again', async ({ page, context }) => {
  await signIn(page, DEMO_ACCOUNTS.manager);
  await page.waitForURL('**/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: DASHBOARD_HEADING })).toBeVisible();

  // The tab is closed, and opened again 61 minutes later: before the app starts, the stored
  // last-active time is an hour and a minute old.
  await page.close();
  const reopened = await context.newPage();
  const refreshCalls: string[] = [];
  reopened.on('request', (request) => {
    if (request.url().endsWith('/api/v1/refresh-token')) refreshCalls.push(request.url());
  });
  await reopened.addInitScript(
    (lastActive) => {
      // Only on the first document load: the app clears the value when it signs out.
      if (!sessionStorage.getItem('e2e.aged')) {
        sessionStorage.setItem('e2e.aged', '1');
        localStorage.setItem('portal.lastActive', String(lastActive));
      }
    },
    Date.now() - 61 * 60 * 1000,
  );
  await reopened.goto('/dashboard');
  await reopened.waitForURL('**/login');
  await expect(reopened.getByRole('status')).toHaveText(text('de', 'common:idle.loggedOut'));
  expect(refreshCalls).toEqual([]);
  expect(await reopened.evaluate(() => localStorage.getItem('portal.refreshToken'))).toBeNull();
});
