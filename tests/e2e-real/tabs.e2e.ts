import type { Page } from '@playwright/test';

import { chooseOption, DEMO_ACCOUNTS, expect, shot, signIn, test } from '../e2e/fixtures';
import { calendar, dayName, seededOpenDays } from '../e2e/monthSteps';
import { escapeRegExp, text } from '../e2e/texts';

// Two windows of one browser agree (docs/decisions/008-tabs-agree.md): a day logged in one window shows in the
// other without a reload. Here, not in the demo's journeys: the demo's mock runs inside each page and shares its
// store through localStorage, which Chromium hands to another page later than the tab channel's news, so the other
// page could reload before it sees the save. The mock API over HTTP is one store for both pages, as a server is.

const t = (key: string, vars?: Record<string, string | number>) => text('de', `placement:${key}`, vars);
const PLACEMENT = 'plc-alpenland-cfo';

/** A day of the calendar by its name and state, e.g. "Freitag, 20. November" and 'submitted'. */
const dayNamed = (page: Page, name: string, state: string) =>
  calendar(page).getByRole('button', {
    name: new RegExp(`^${escapeRegExp(name)}: ${escapeRegExp(t(`calendar.state.${state}`))}\\.`),
  });

async function openPlacement(page: Page) {
  await page.goto(`/placement/${PLACEMENT}`);
  await page.waitForURL((url) => url.pathname === `/placement/${PLACEMENT}/daily-overview`);
}

test('a day logged in one window shows in the other window of the browser without a reload', async ({ page }) => {
  await signIn(page, DEMO_ACCOUNTS.manager);
  await page.waitForURL('**/dashboard');
  // The second window of the browser takes over the session through the stored refresh token.
  const other = await page.context().newPage();
  await openPlacement(page);
  await openPlacement(other);

  // The second open day of the month: offline.e2e.ts takes the first, staleWindow.e2e.ts the last.
  const day = (await seededOpenDays(page))[1]!;
  const name = await dayName(day);
  await expect(
    calendar(other).getByRole('button', { name: (await day.getAttribute('aria-label')) ?? '', exact: true }),
  ).toBeVisible();
  // A mark in the other window's page: a reload would lose it.
  await other.evaluate(() => {
    (window as unknown as { notReloaded: boolean }).notReloaded = true;
  });

  await day.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await chooseOption(page, t('entry.recordedTimeLabel'), t('entry.recordedTime.100'));
  await dialog.locator('.ql-editor').click();
  await page.keyboard.type('Abstimmung des Monatsabschlusses');
  const saved = page.waitForResponse(
    (response) =>
      response.url().includes(`/manager/placements/${PLACEMENT}/time-tracking`) &&
      response.request().method() === 'POST' &&
      // The short-lived access token may run out first: a 401, the refresh, and the same save again.
      response.status() !== 401,
  );
  await dialog.getByRole('button', { name: text('de', 'forms:dialog.save') }).click();
  expect((await saved).status()).toBe(200);
  await expect(dialog).toBeHidden();
  await expect(dayNamed(page, name, 'submitted')).toBeVisible();

  // The other window reloads the month it shows, on its own.
  await expect(dayNamed(other, name, 'submitted')).toBeVisible();
  expect(await other.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
  await shot(other, 'tabs-01-other-window-follows');
  await other.close();
});
