import type { Page } from '@playwright/test';

import { formatMonthParam, monthOf, shiftMonth } from '../../src/contract/month';
import { DEMO_ACCOUNTS, expect, shot, signIn, test } from '../e2e/fixtures';
import { escapeRegExp, text } from '../e2e/texts';
import { twoWindows } from './realApi';

// Two windows save the same day (docs/decisions/035-save-versions.md): the later save never replaces the earlier
// one unasked; it shows both and the manager chooses. On the mock API over HTTP, one store for both windows, with
// the versions travelling as HTTP headers (If-Match), as they would to the provider's server.

const t = (key: Parameters<typeof text>[1], vars?: Record<string, string | number>) => text('de', key, vars);
// Nordwind, which no other journey of this run writes: offline.e2e.ts submits Alpenland's last month.
const PLACEMENT = 'plc-nordwind-interim';
const SIZES = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

const calendar = (page: Page) => page.getByRole('table', { name: /\d{4}/ });
const submittedDays = (page: Page) =>
  calendar(page).getByRole('button', {
    name: new RegExp(`: ${escapeRegExp(t('placement:calendar.state.submitted'))}\\.`),
  });

// Last month: every working day has an entry whatever today's date, and its billing is open (the mock's seed).
const LAST_MONTH = formatMonthParam(shiftMonth(monthOf(new Date()), -1));

async function openDay(page: Page, index: number) {
  await page.goto(`/placement/${PLACEMENT}/daily-overview?month=${LAST_MONTH}`);
  await submittedDays(page).nth(index).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

async function describe(page: Page, dialog: ReturnType<Page['getByRole']>, words: string) {
  await dialog.locator('.ql-editor').click();
  await page.keyboard.press('Control+A');
  await page.keyboard.type(words);
}

const timeTrackingSave = (page: Page) =>
  page.waitForResponse(
    (response) =>
      response.url().includes(`/manager/placements/${PLACEMENT}/time-tracking`) &&
      response.request().method() === 'POST' &&
      response.status() !== 401,
  );

for (const [index, size] of SIZES.entries()) {
  test(`a day saved in the other window meanwhile is a choice, never a silent replace (${size.name})`, async ({
    page,
  }) => {
    const other = await twoWindows(page, (window) => signIn(window, DEMO_ACCOUNTS.manager), size);
    // Each size its own day, so that the two runs do not meet.
    const mine = await openDay(page, index);
    const theirs = await openDay(other, index);

    await describe(page, mine, 'Fassung aus Fenster A');
    await describe(other, theirs, 'Fassung aus Fenster B');
    const otherSave = timeTrackingSave(other);
    await theirs.getByRole('button', { name: t('forms:dialog.save') }).click();
    expect((await otherSave).status()).toBe(200);
    await expect(theirs).toBeHidden();

    const refused = timeTrackingSave(page);
    await mine.getByRole('button', { name: t('forms:dialog.save') }).click();
    const answer = await refused;
    expect(answer.status()).toBe(412);
    expect(answer.request().headers()['if-match']).toMatch(/^"\d+"$/);
    const conflict = mine
      .getByRole('alert')
      .filter({ has: page.getByRole('heading', { name: t('forms:conflict.title') }) });
    await expect(conflict).toBeVisible();
    await expect(conflict.getByText(t('forms:conflict.mine', { value: 'Fassung aus Fenster A' }))).toBeVisible();
    await expect(conflict.getByText(t('forms:conflict.theirs', { value: 'Fassung aus Fenster B' }))).toBeVisible();
    await expect(mine.locator('.ql-editor')).toHaveText('Fassung aus Fenster A');
    await shot(page, `save-versions-01-conflict-${size.name}`);

    const kept = timeTrackingSave(page);
    await conflict.getByRole('button', { name: t('forms:conflict.keepMine') }).click();
    expect((await kept).status()).toBe(200);
    await expect(mine).toBeHidden();
    await other.close();
  });
}
