import type { Page, Response } from '@playwright/test';

import { toApiDate } from '../../src/contract/dates';
import { formatMonthParam, monthOf, shiftMonth } from '../../src/contract/month';
import { LOCAL_KEYS } from '../../src/lib/storageKeys';
import { seriousAxeFindings } from '../e2e/axe';
import { chooseOption, dateField, DEMO_ACCOUNTS, expect, fillDate, shot, signIn, test } from '../e2e/fixtures';
import { calendar, dayInState, dayName, firstOpenDay, logDay, reportSituation } from '../e2e/monthSteps';
import { escapeRegExp, MANAGER_FULL_NAME, text } from '../e2e/texts';

// A manager's and a client's week on the real-API build against a server written to the specification alone
// (playwright.real-api.config.ts, project spec-api; mocks/shared/specServer.ts): every save answers 204 without a
// body, no answer carries a version, and the calls we designed whole answer 404. A save's success is its status
// (docs/decisions/056-a-save-is-its-status.md): each form closes or says it saved, and shows what the server now
// holds; a designed feature the server lacks says so where it would be, and costs nothing else.

const t = (key: Parameters<typeof text>[1], vars?: Record<string, string | number>) => text('de', key, vars);
const PORTAL = 'plc-alpenland-cfo';
const HOURLY = 'plc-nordwind-interim';
// The mock API seeds its data from the day it starts: this month is open, last month's report is sent.
const THIS_MONTH = monthOf(new Date());
const LAST_MONTH = shiftMonth(THIS_MONTH, -1);

/** The answer to the next call of `method` to `path` that is not a refused token (the refresh then sends it again). */
const answerTo = (page: Page, method: string, path: string | RegExp) =>
  page.waitForResponse(
    (response) =>
      response.request().method() === method &&
      (typeof path === 'string'
        ? new URL(response.url()).pathname === `/api/v1${path}`
        : path.test(new URL(response.url()).pathname)) &&
      response.status() !== 401,
  );

async function isNoContent(answer: Promise<Response>) {
  const response = await answer;
  expect(response.status()).toBe(204);
  expect(response.headers()['etag']).toBeUndefined();
}

const notSaved = (page: Page) => page.getByText(/konnte[n]? nicht gespeichert werden|unlesbare Antwort/);

test('the dashboard: the news, a call we designed, is not available; everything else shows', async ({ page }) => {
  await signIn(page, DEMO_ACCOUNTS.manager);
  const news = page.getByRole('region', { name: t('dashboard:news.heading') });
  await expect(news.getByRole('status')).toHaveText(t('dashboard:news.unavailable'));
  await expect(news.getByRole('button', { name: t('common:actions.retry') })).toHaveCount(0);
  await expect(page.getByRole('region', { name: t('dashboard:todo.heading') })).toBeVisible();
  await shot(page, 'spec-01-dashboard');
  expect(await seriousAxeFindings(page)).toEqual([]);
});

test('a day logged in its dialog, then the rest of the month by the fast entry: each saved, none refused', async ({
  page,
}) => {
  await signIn(page, DEMO_ACCOUNTS.manager);
  await page.goto(`/placement/${PORTAL}/daily-overview?month=${formatMonthParam(THIS_MONTH)}`);
  const day = await firstOpenDay(page);
  const name = await dayName(day);
  const saved = answerTo(page, 'POST', `/manager/placements/${PORTAL}/time-tracking`);
  await logDay(page, day, 'Abstimmung mit der Geschäftsführung');
  await isNoContent(saved);
  const logged = calendar(page).getByRole('button', {
    name: new RegExp(`^${escapeRegExp(name)}: ${escapeRegExp(t('placement:calendar.state.submitted'))}`),
  });
  await expect(logged).toBeVisible();
  await expect(notSaved(page)).toHaveCount(0);

  const loggedBefore = await dayInState(page, 'submitted').count();
  await page.getByRole('link', { name: t('placement:fast.fillWeekdays') }).click();
  const dialog = page.getByRole('dialog', { name: t('placement:fast.fillTitle') });
  await expect(dialog).toBeVisible();
  const { year, month } = THIS_MONTH;
  await fillDate(dateField(dialog, t('placement:fast.from')), toApiDate(new Date(year, month - 1, 1)));
  await fillDate(dateField(dialog, t('placement:fast.to')), toApiDate(new Date(year, month, 0)));
  await chooseOption(page, t('placement:entry.recordedTimeLabel'), t('placement:entry.recordedTime.100'));
  await dialog.locator('.ql-editor').click();
  await page.keyboard.type('Projektarbeit vor Ort');
  await dialog.getByRole('button', { name: t('forms:dialog.save') }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: /gespeichert/ })).toBeVisible();
  await expect.poll(() => dayInState(page, 'submitted').count()).toBeGreaterThan(loggedBefore);
  await expect(dayInState(page, 'missing')).toHaveCount(0);
  await shot(page, 'spec-02-month-logged');

  // What the calendar shows is what the server holds.
  await page.reload();
  await expect(logged).toBeVisible();
});

test('the monthly report: saved, said so, then sent; the month shows it sent', async ({ page }) => {
  await signIn(page, DEMO_ACCOUNTS.manager);
  await page.goto(`/placement/${PORTAL}/monthly-report?month=${formatMonthParam(THIS_MONTH)}`);
  const situation = reportSituation(page);
  await situation.click();
  await page.keyboard.type('Liquidität bis März gesichert');
  const saved = answerTo(page, 'POST', `/manager/placements/${PORTAL}/monthly-report`);
  await page.getByRole('button', { name: t('monthlyReport:report.save'), exact: true }).click();
  await isNoContent(saved);
  await expect(page.getByText(t('monthlyReport:report.saved'))).toBeVisible();
  await expect(notSaved(page)).toHaveCount(0);
  await expect(situation).toHaveText('Liquidität bis März gesichert');

  const sent = answerTo(page, 'POST', `/manager/placements/${PORTAL}/monthly-report/submit`);
  await page.getByRole('button', { name: t('monthlyReport:report.send') }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: t('monthlyReport:report.confirm.sendAnyway') })
    .click();
  const response = await sent;
  expect(response.status()).toBe(204);
  // No version came with the month: the send names none.
  expect(response.request().headers()['if-match']).toBeUndefined();
  await expect(page.getByRole('button', { name: t('monthlyReport:report.sendCorrection') })).toBeVisible();
  await expect(notSaved(page)).toHaveCount(0);
  await shot(page, 'spec-03-report-sent');
});

test('the invoice: checked, submitted, and the month shows it submitted', async ({ page }) => {
  await signIn(page, DEMO_ACCOUNTS.manager);
  await page.goto(`/placement/${HOURLY}/billing?month=${formatMonthParam(LAST_MONTH)}`);
  await expect(page.getByText(t('billing:status.open'), { exact: true })).toBeVisible();
  const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n% Rechnung\n'), Buffer.alloc(512, 0x20), Buffer.from('\n%%EOF\n')]);
  await page
    .getByLabel(t('billing:upload.invoice'), { exact: true })
    .setInputFiles({ name: 'Rechnung_Spec.pdf', mimeType: 'application/pdf', buffer: pdf });
  // The check is no save: its answer, which the specification shows, is read as before.
  const verified = answerTo(page, 'POST', '/verify-billing-report');
  await page.getByRole('button', { name: t('billing:upload.verify') }).click();
  expect((await verified).status()).toBe(200);

  await page.getByRole('button', { name: t('billing:upload.submit') }).click();
  const submitted = answerTo(page, 'POST', '/save-billing-report');
  await page
    .getByRole('dialog')
    .getByRole('button', { name: t('billing:confirm.submit') })
    .click();
  await isNoContent(submitted);
  await expect(page.getByText(t('billing:status.submitted'), { exact: true })).toBeVisible();
  await expect(page.getByText('Rechnung_Spec.pdf')).toBeVisible();
  await expect(notSaved(page)).toHaveCount(0);
  await shot(page, 'spec-04-invoice-submitted');
});

test('the CV: a position added once and then changed, and the availability', async ({ page }) => {
  const w = (key: string) => t(`workExperience:${key}` as Parameters<typeof text>[1]);
  await signIn(page, DEMO_ACCOUNTS.manager);
  await page.goto('/resume/position-in-company/cmp_nordwerk');
  const add = page.getByRole('dialog');
  await expect(add).toBeVisible();
  const jobTitle = `${w('position.jobTitle')} (${t('forms:bilingual.languageName.de')})`;
  const title = `Leiterin Treasury ${Date.now()}`;
  await add.getByRole('textbox', { name: new RegExp(`^${escapeRegExp(jobTitle)}`) }).fill(title);
  await chooseOption(add, w('position.contractType'), 'Festanstellung');
  await chooseOption(add, w('position.function'), 'Finanzen und Controlling (CFO)');
  await chooseOption(add, w('position.role'), 'Abteilungsleitung');
  await fillDate(dateField(add, w('dates.from')), '2003-01-01');
  await fillDate(dateField(add, w('dates.to')), '2004-08-31');
  const created = answerTo(page, 'POST', '/manager/work_experience_composed');
  await add.getByRole('button', { name: t('forms:dialog.save') }).click();
  await isNoContent(created);
  await expect(add).toHaveCount(0);
  await page.waitForURL((url) => url.pathname === '/resume');
  const work = page.getByRole('region', { name: t('resume:section.workExperience') });
  await expect(work.getByRole('heading', { name: new RegExp(`^${escapeRegExp(title)}`) })).toHaveCount(1);

  await page.getByRole('link', { name: t('resume:work.editPosition', { name: title }), exact: true }).click();
  const edit = page.getByRole('dialog', { name: w('titles.editPosition') });
  await edit.getByRole('textbox', { name: new RegExp(`^${escapeRegExp(jobTitle)}`) }).fill(`${title} (geändert)`);
  const changed = answerTo(page, 'POST', '/manager/work_experience_composed');
  await edit.getByRole('button', { name: t('forms:dialog.save') }).click();
  await isNoContent(changed);
  await expect(edit).toHaveCount(0);
  await expect(work.getByRole('heading', { name: new RegExp(`^${escapeRegExp(title)} \\(geändert\\)`) })).toHaveCount(
    1,
  );

  await page.getByRole('link', { name: t('resume:edit.availability') }).click();
  const availability = page.getByRole('dialog', { name: t('resumeEdit:availability.title') });
  const rate = availability.getByRole('textbox', { name: new RegExp(`^${t('resumeEdit:availability.dailyRateTo')}`) });
  await rate.fill('1950');
  const put = answerTo(page, 'PUT', '/manager/availability');
  await availability.getByRole('button', { name: t('forms:dialog.save') }).click();
  await isNoContent(put);
  await expect(availability).toHaveCount(0);
  await expect(page.getByText(/1\.950/).first()).toBeVisible();
  await expect(notSaved(page)).toHaveCount(0);
  await shot(page, 'spec-05-cv');

  await page.reload();
  await expect(work.getByRole('heading', { name: new RegExp(`^${escapeRegExp(title)} \\(geändert\\)`) })).toHaveCount(
    1,
  );

  // Sharing by link needs the public CV id, a field we designed: the dialog says it is not available.
  await page.getByRole('link', { name: t('resume:share.open') }).click();
  const share = page.getByRole('dialog', { name: t('resume:share.title') });
  await expect(share.getByText(t('resume:share.unavailable'))).toBeVisible();
  expect(await seriousAxeFindings(page, '[role="dialog"]')).toEqual([]);
});

test('an opportunity through the NDA: accepted, its details read again, applied', async ({ page }) => {
  const m = (key: string) => t(`management:${key}` as Parameters<typeof text>[1]);
  const id = 'opp-coo-medtech';
  await signIn(page, DEMO_ACCOUNTS.manager);
  await page.goto(`/management/opportunities/${id}`);
  const dialog = page.getByRole('dialog', { name: 'Interim-COO in der Medizintechnik' });
  await dialog.getByRole('checkbox', { name: m('nda.accept') }).check();
  const accepted = answerTo(page, 'POST', `/manager/opportunities/${id}/accept-nda`);
  const readAgain = answerTo(page, 'GET', `/manager/opportunities/${id}`);
  await dialog.getByRole('button', { name: m('nda.submit'), exact: true }).click();
  await isNoContent(accepted);
  expect((await readAgain).status()).toBe(200);
  await expect(dialog.getByRole('region', { name: m('details.sections.position') })).toBeVisible();

  await dialog.getByRole('button', { name: m('details.agreeAndContinue'), exact: true }).click();
  await dialog.getByRole('textbox', { name: m('application.remarks') }).fill('Ab Januar verfügbar.');
  const applied = answerTo(page, 'POST', `/manager/opportunities/${id}/interested`);
  await dialog.getByRole('button', { name: m('application.submit'), exact: true }).click();
  await isNoContent(applied);
  await page.waitForURL((url) => url.pathname === '/management/opportunities');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(notSaved(page)).toHaveCount(0);
});

test("a client's assessment, a call we designed, says it cannot be sent and keeps what was typed", async ({ page }) => {
  const p = (key: string, vars?: Record<string, string>) => t(`projects:${key}` as Parameters<typeof text>[1], vars);
  await signIn(page, DEMO_ACCOUNTS.client);
  await page
    .getByRole('button', { name: p('feedback.giveFor', { name: 'Sabine Hartmann' }) })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: p('feedback.title', { name: 'Sabine Hartmann' }) });
  await dialog.getByRole('radio', { name: p('feedback.decision.interested') }).check();
  await dialog.getByRole('textbox', { name: p('feedback.comment') }).fill('Bitte Termin vorschlagen.');
  const refused = answerTo(page, 'PUT', /\/feedback$/);
  await dialog.getByRole('button', { name: t('forms:dialog.save') }).click();
  expect((await refused).status()).toBe(404);
  await expect(dialog.getByText(p('feedback.unavailable'))).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: p('feedback.comment') })).toHaveValue('Bitte Termin vorschlagen.');
  await shot(page, 'spec-06-feedback-unavailable');
  expect(await seriousAxeFindings(page, '[role="dialog"]')).toEqual([]);
});

test('the logout ends the session on this device, though the server has no call to end it', async ({ page }) => {
  await signIn(page, DEMO_ACCOUNTS.manager);
  await page.getByRole('button', { name: t('common:menu.open', { name: MANAGER_FULL_NAME.de }) }).click();
  const revoked = answerTo(page, 'POST', '/logout');
  await page.getByRole('menuitem', { name: t('common:menu.logout') }).click();
  await page.waitForURL('**/login');
  expect((await revoked).status()).toBe(404);
  expect(await page.evaluate((key) => localStorage.getItem(key), LOCAL_KEYS.refreshToken)).toBeNull();
  await page.goto('/dashboard');
  await page.waitForURL('**/login');
});
