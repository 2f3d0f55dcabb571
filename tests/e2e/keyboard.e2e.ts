import type { Locator, Page } from '@playwright/test';

import { DEMO_ACCOUNTS, DEMO_PASSWORD, expect, test } from './fixtures';
import { escapeRegExp, text } from './texts';

// The week's journeys with the keyboard alone (Tab, Shift+Tab, Enter, arrows, typing): no click, no focus set by the
// test. The browser's clock is set to Wednesday 25 November 2026, 10:00 before the first page, so the demo's open days
// are known (tests/e2e/phoneDay.e2e.ts says which).

const WEDNESDAY = new Date(2026, 10, 25, 10, 0);
const ALPENLAND = 'plc-alpenland-cfo';
/** More than any page here has stops before the one a journey looks for. */
const MOST_TAB_STOPS = 80;

const de = (key: string, vars?: Record<string, string | number>) => text('de', `placement:${key}`, vars);

/** Presses Tab (or Shift+Tab) until `target` has the focus; fails if it never gets it. */
async function tabTo(page: Page, target: Locator, { back = false } = {}) {
  for (let stop = 0; stop < MOST_TAB_STOPS; stop += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tab never reached ${String(target)}`);
}

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(WEDNESDAY);
});

test('signs in, opens the first missing day from the dashboard, writes it and saves it, all by keyboard; Tab leaves the description', async ({
  page,
}) => {
  await page.goto('/login');
  const inputs = page.locator('input');
  await tabTo(page, page.getByLabel(/benutzername/i).and(inputs));
  await page.keyboard.type(DEMO_ACCOUNTS.manager);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel(/passwort/i).and(inputs)).toBeFocused();
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await page.waitForURL('**/dashboard');

  const action = page
    .getByRole('region', { name: text('de', 'dashboard:todo.heading') })
    .getByRole('link', { name: text('de', 'dashboard:todo.timeEntriesAction', { day: 'Freitag, 20. November' }) })
    .first();
  await expect(action).toBeVisible();
  await tabTo(page, action);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: /Freitag, 20\. November/ });
  await expect(dialog).toBeVisible();
  await expect(dialog).toBeFocused();

  const recorded = dialog.getByRole('combobox', {
    name: new RegExp(`^${escapeRegExp(de('entry.recordedTimeLabel'))}`),
  });
  await tabTo(page, recorded);
  await page.keyboard.press('Enter');
  const full = page.getByRole('option', { name: de('entry.recordedTime.100') });
  await expect(page.getByRole('listbox')).toBeVisible();
  for (
    let step = 0;
    step < MOST_TAB_STOPS && !(await full.evaluate((option) => option === document.activeElement));
    step += 1
  )
    await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(recorded).toHaveText(new RegExp(escapeRegExp(de('entry.recordedTime.100'))));

  const description = dialog.getByRole('textbox', { name: new RegExp(escapeRegExp(de('entry.description'))) });
  await tabTo(page, description);
  await page.keyboard.type('Abstimmung mit der Hausbank');
  // Tab moves on, as from any text field: nothing is typed into the text, the focus leaves it.
  await page.keyboard.press('Tab');
  await expect(description).not.toBeFocused();
  await expect(description).toHaveText('Abstimmung mit der Hausbank');

  const save = dialog.getByRole('button', { name: text('de', 'forms:dialog.save') });
  await tabTo(page, save);
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await page.waitForURL((url) => url.pathname === `/placement/${ALPENLAND}/daily-overview`);
  await expect(
    page.getByRole('table', { name: /\d{4}/ }).getByRole('button', {
      name: new RegExp(`^Freitag, 20\\. November: ${escapeRegExp(de('calendar.state.submitted'))}`),
    }),
  ).toBeVisible();
});
