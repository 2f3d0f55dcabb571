import type { Page } from '@playwright/test';

import { chooseOption, dateField, DEMO_ACCOUNTS, expect, fillDate, shot, signIn, test } from '../e2e/fixtures';
import { calendar, dayName, seededOpenDays } from '../e2e/monthSteps';
import { escapeRegExp, text } from '../e2e/texts';

// A window that has not reloaded never overwrites a day another device saved meanwhile
// (docs/decisions/035-save-versions.md): 'fill weekdays' sends every day create-only, so a day logged on the phone
// in between is kept, and the fill reports it as skipped. The phone is another browser (its own session), so no tab
// news reaches the desk's window: only the server's version check stands between the two.

const t = (key: string, vars?: Record<string, string | number>) => text('de', `placement:${key}`, vars);
const PLACEMENT = 'plc-alpenland-cfo';

const dayNamed = (page: Page, name: string, state?: string) =>
  calendar(page).getByRole('button', {
    name: new RegExp(`^${escapeRegExp(name)}: ${state ? escapeRegExp(t(`calendar.state.${state}`)) : ''}`),
  });

async function openPlacement(page: Page) {
  await page.goto(`/placement/${PLACEMENT}`);
  await page.waitForURL((url) => url.pathname === `/placement/${PLACEMENT}/daily-overview`);
  await expect(calendar(page).getByRole('button').first()).toBeVisible();
}

async function describeDay(page: Page, dialog: ReturnType<Page['getByRole']>, words: string) {
  await chooseOption(page, t('entry.recordedTimeLabel'), t('entry.recordedTime.100'));
  await dialog.locator('.ql-editor').click();
  await page.keyboard.type(words);
}

test("'fill weekdays' in a window that did not reload keeps the day the phone logged meanwhile", async ({
  page,
  browser,
}) => {
  await signIn(page, DEMO_ACCOUNTS.manager);
  await page.waitForURL('**/dashboard');
  await openPlacement(page);
  // The month's last day without an entry: offline.e2e.ts takes the first, tabs.e2e.ts the second.
  const open = (await seededOpenDays(page)).at(-1)!;
  const name = await dayName(open);
  const label = (await open.getAttribute('aria-label')) ?? '';
  const stillOpen = (window: Page) => calendar(window).getByRole('button', { name: label, exact: true });

  // The phone logs that day with "B".
  const phone = await browser.newContext({
    baseURL: new URL(page.url()).origin,
    viewport: { width: 390, height: 844 },
  });
  const onPhone = await phone.newPage();
  await signIn(onPhone, DEMO_ACCOUNTS.manager);
  await openPlacement(onPhone);
  await stillOpen(onPhone).click();
  const phoneDialog = onPhone.getByRole('dialog');
  const date = /\/entry\/(\d{4}-\d{2}-\d{2})/.exec(onPhone.url())?.[1] ?? '';
  expect(date).not.toBe('');
  await describeDay(onPhone, phoneDialog, 'Vom Telefon');
  await phoneDialog.getByRole('button', { name: text('de', 'forms:dialog.save') }).click();
  await expect(phoneDialog).toBeHidden();
  await expect(dayNamed(onPhone, name, 'submitted')).toBeVisible();
  await phone.close();

  // The desk's window still shows the day as missing, and fills the month's weekdays with "A".
  await expect(stillOpen(page)).toBeVisible();
  await page.getByRole('link', { name: t('fast.fillWeekdays') }).click();
  const dialog = page.getByRole('dialog', { name: t('fast.fillTitle') });
  await expect(dialog).toBeVisible();
  // That day alone, so that the month's other open days stay open for the other journeys.
  await fillDate(dateField(dialog, t('fast.from')), date);
  await fillDate(dateField(dialog, t('fast.to')), date);
  await describeDay(page, dialog, 'Vom Schreibtisch');
  await dialog.getByRole('button', { name: text('de', 'forms:dialog.save') }).click();
  await expect(dialog).toHaveCount(0);

  const result = page.getByRole('status').filter({ hasText: /gespeichert/ });
  await expect(result.getByText(`${name}: ${t('fast.reason.existsNow')}`, { exact: false })).toBeVisible();
  await shot(page, 'stale-window-01-skipped');
  // The day holds what the phone saved.
  await dayNamed(page, name, 'submitted').click();
  await expect(page.getByRole('dialog').locator('.ql-editor')).toHaveText('Vom Telefon');
});
