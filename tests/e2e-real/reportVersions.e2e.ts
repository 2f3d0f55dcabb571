import type { Page } from '@playwright/test';

import { seriousAxeFindings } from '../e2e/axe';
import { DEMO_ACCOUNTS, expect, shot, signIn, test } from '../e2e/fixtures';
import { reportSituation } from '../e2e/monthSteps';
import { text } from '../e2e/texts';
import { twoWindows } from './realApi';

// Two windows on one monthly report (docs/decisions/035-save-versions.md, 036-report-corrections.md), on the mock
// API over HTTP with the versions as HTTP headers: the later save shows both texts and loses neither; a report
// locked in one window while the other is being written keeps the text there, beside the locked report, to copy.

const t = (key: Parameters<typeof text>[1], vars?: Record<string, string | number>) => text('de', key, vars);
const PORTAL = 'plc-alpenland-cfo';
const MANDATE = 'plc-hafenlogistik-mandate';
const DESKTOP = { width: 1440, height: 900 };
const asManager = (page: Page) => signIn(page, DEMO_ACCOUNTS.manager);
const PHONE = { width: 390, height: 844 };

async function openReport(page: Page, placement: string) {
  await page.goto(`/placement/${placement}/monthly-report`);
  const situation = reportSituation(page);
  await expect(situation).toBeVisible();
  return situation;
}

async function write(page: Page, editor: ReturnType<Page['locator']>, words: string) {
  await editor.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.type(words);
}

const reportSave = (page: Page, placement: string, send = false) =>
  page.waitForResponse(
    (response) =>
      response.url().endsWith(`/manager/placements/${placement}/monthly-report${send ? '/submit' : ''}`) &&
      response.request().method() === 'POST' &&
      response.status() !== 401,
  );

test('two windows save one report: the later save shows both texts, and "keep both" merges them (desktop)', async ({
  page,
}) => {
  const other = await twoWindows(page, asManager, DESKTOP);
  const mine = await openReport(page, PORTAL);
  const theirs = await openReport(other, PORTAL);

  await write(page, mine, 'Lage aus Fenster A');
  await write(other, theirs, 'Lage aus Fenster B');
  const otherSave = reportSave(other, PORTAL);
  await other.getByRole('button', { name: t('monthlyReport:report.save'), exact: true }).click();
  expect((await otherSave).status()).toBe(200);

  const refused = reportSave(page, PORTAL);
  await page.getByRole('button', { name: t('monthlyReport:report.save'), exact: true }).click();
  const answer = await refused;
  expect(answer.status()).toBe(412);
  const conflict = page
    .getByRole('alert')
    .filter({ has: page.getByRole('heading', { name: t('forms:conflict.title') }) });
  await expect(conflict).toBeVisible();
  await expect(conflict.getByText(t('forms:conflict.mine', { value: 'Lage aus Fenster A' }))).toBeVisible();
  await expect(conflict.getByText(t('forms:conflict.theirs', { value: 'Lage aus Fenster B' }))).toBeVisible();
  await expect(mine).toHaveText('Lage aus Fenster A');
  await shot(page, 'report-versions-01-conflict-desktop');
  expect(await seriousAxeFindings(page)).toEqual([]);

  await conflict.getByRole('button', { name: t('forms:conflict.keepBoth') }).click();
  await expect(mine).toContainText('Lage aus Fenster A');
  await expect(mine).toContainText('Lage aus Fenster B');
  const merged = reportSave(page, PORTAL);
  await page.getByRole('button', { name: t('monthlyReport:report.save'), exact: true }).click();
  const saved = await merged;
  expect(saved.status()).toBe(200);
  expect(saved.request().headers()['if-match']).toMatch(/^"\d+"$/);
  await expect(page.getByText(t('monthlyReport:report.saved'))).toBeVisible();
  await other.close();
});

test('a report sent in one window while the other writes: the text there stays, beside the locked report, and can be copied (phone)', async ({
  page,
}) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  const other = await twoWindows(page, asManager, PHONE);
  const mine = await openReport(page, MANDATE);
  const theirs = await openReport(other, MANDATE);

  await write(page, mine, 'Noch nicht gesendet');
  await write(other, theirs, 'Bericht aus dem anderen Fenster');
  // The demo mandate's expenses (travelExpenseManager 200) are answered with its send
  // (docs/decisions/043-mandate-expenses.md).
  await other.getByRole('checkbox', { name: t('monthlyReport:report.expenses.none') }).check();
  const send = reportSave(other, MANDATE, true);
  await other.getByRole('button', { name: t('monthlyReport:report.send') }).click();
  await other
    .getByRole('dialog')
    .getByRole('button', { name: t('monthlyReport:report.confirm.sendAnyway') })
    .click();
  expect((await send).status()).toBe(200);

  // The other window's news reaches this one: the month shows locked, and what was typed here is kept beside it.
  await expect(page.getByRole('heading', { name: t('monthlyReport:report.unsent.title') })).toBeVisible();
  const kept = page.getByRole('region', { name: t('monthlyReport:report.unsent.heading') });
  await expect(kept.getByText('Noch nicht gesendet')).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: t('monthlyReport:report.unsent.lockedHeading') })
      .getByText('Bericht aus dem anderen Fenster'),
  ).toBeVisible();
  await expect(page.locator('.ql-editor')).toHaveCount(0);
  await page.getByRole('button', { name: t('monthlyReport:report.unsent.copy') }).click();
  await expect(page.getByText(t('monthlyReport:report.unsent.copied'))).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('Noch nicht gesendet');
  await shot(page, 'report-versions-02-unsent-phone');
  // Checked from the top of the page: where the copy left it scrolled depends on the month's length (the day), and
  // axe counts the how-to button as too small while the sticky header half covers it.
  await page.evaluate(() => window.scrollTo(0, 0));
  expect(await seriousAxeFindings(page)).toEqual([]);

  // A reload keeps it: the draft stays on this device until it is discarded.
  await page.reload();
  await expect(page.getByRole('region', { name: t('monthlyReport:report.unsent.heading') })).toBeVisible();
  await other.close();
});
