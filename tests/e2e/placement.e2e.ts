import { toApiDate } from '../../src/contract/dates';
import { formatMonthParam, monthOf } from '../../src/contract/month';
import { TWO_PAUSE_DAY } from '../contract/timeEntryFixtures';
import { chooseLanguage, chooseOption, dateField, expect, fillDate, shot, test } from './fixtures';
import { calendar, dayInState, dayName, firstOpenDay, reportSituation } from './monthSteps';
import { escapeRegExp, text } from './texts';
import { journeyToday } from './today';

// The placement screen. The demo manager's language is German. The demo
// data is seeded from today (mocks/placements/fixtures.ts): entries stop three working days
// before today, so which days are open depends on the day; these journeys find them on screen.

test.use({ account: 'manager' });

const t = (key: string, vars?: Record<string, string | number>) => text('de', `placement:${key}`, vars);
const PLACEMENT = { portal: 'plc-alpenland-cfo', hourly: 'plc-nordwind-interim' } as const;

const now = journeyToday();
const monthParam = (date: Date) => formatMonthParam(monthOf(date));
const monthsAgo = (count: number) => new Date(now.getFullYear(), now.getMonth() - count, 1);

test(
  'log a day with two pauses by typing the times, see it turn green, and find it again after a reload',
  { tag: '@both' },
  async ({ page }) => {
    await page.goto(`/placement/${PLACEMENT.hourly}`);
    await page.waitForURL((url) => url.pathname === `/placement/${PLACEMENT.hourly}/daily-overview`);
    const day = await firstOpenDay(page);
    const name = await dayName(day);
    await day.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await page.waitForURL((url) => url.pathname.includes('/daily-overview/entry/'));

    await chooseOption(page, t('entry.recordedTimeLabel'), t('entry.recordedTime.100'));
    await dialog.locator('.ql-editor').click();
    await page.keyboard.type('Abstimmung der Liquiditätsplanung mit der Hausbank');
    await fillDate(dateField(dialog, t('entry.workStart')), TWO_PAUSE_DAY.workStart);
    await fillDate(dateField(dialog, t('entry.workEnd')), TWO_PAUSE_DAY.workEnd);
    await dialog.getByRole('button', { name: t('entry.addPause') }).click();
    await fillDate(dateField(dialog, t('entry.pauseStart', { number: 1 })), TWO_PAUSE_DAY.pauseStart1);
    await fillDate(dateField(dialog, t('entry.pauseEnd', { number: 1 })), TWO_PAUSE_DAY.pauseEnd1);
    await dialog.getByRole('button', { name: t('entry.addPause') }).click();
    await fillDate(dateField(dialog, t('entry.pauseStart', { number: 2 })), TWO_PAUSE_DAY.pauseStart2);
    await fillDate(dateField(dialog, t('entry.pauseEnd', { number: 2 })), TWO_PAUSE_DAY.pauseEnd2);
    // 9:30 at work, 45 and 15 minutes of pauses: the net time shows while typing.
    await expect(dialog.getByRole('status').filter({ hasText: t('entry.net', { time: '8:30' }) })).toBeVisible();
    await shot(page, 'placement-01-log-day');

    const saved = page.waitForResponse(
      (response) =>
        response.url().includes(`/manager/placements/${PLACEMENT.hourly}/time-tracking`) &&
        response.request().method() === 'POST',
    );
    await dialog.getByRole('button', { name: text('de', 'forms:dialog.save') }).click();
    const response = await saved;
    expect(response.status()).toBe(200);
    const sent = response.request().postDataJSON() as { entry: Record<string, string> };
    expect(sent.entry).toMatchObject({ ...TWO_PAUSE_DAY, recordedTime: '100' });
    await expect(dialog).toHaveCount(0);

    const submitted = calendar(page).getByRole('button', {
      name: new RegExp(`^${escapeRegExp(name)}: ${escapeRegExp(t('calendar.state.submitted'))}`),
    });
    await expect(submitted).toBeVisible();
    await shot(page, 'placement-02-day-green');

    await page.reload();
    await expect(submitted).toBeVisible();
    await submitted.click();
    await expect(dateField(page.getByRole('dialog'), t('entry.workStart'))).toContainText('08:00');
    await expect(page.getByRole('dialog').getByText(t('entry.net', { time: '8:30' }))).toBeVisible();
  },
);

test("'fill weekdays' fills the open weekdays of the month and leaves the days with an entry as they are", async ({
  page,
}) => {
  await page.goto(`/placement/${PLACEMENT.portal}/daily-overview`);
  const open = await firstOpenDay(page);
  const openName = await dayName(open);
  const loggedBefore = await dayInState(page, 'submitted').count();

  await page.getByRole('link', { name: t('fast.fillWeekdays') }).click();
  const dialog = page.getByRole('dialog', { name: t('fast.fillTitle') });
  await expect(dialog).toBeVisible();
  const first = new Date(now.getFullYear(), now.getMonth(), 1);
  const last = new Date(now.getFullYear(), now.getMonth() + 1, 0);
  await fillDate(dateField(dialog, t('fast.from')), toApiDate(first));
  await fillDate(dateField(dialog, t('fast.to')), toApiDate(last));
  await chooseOption(page, t('entry.recordedTimeLabel'), t('entry.recordedTime.100'));
  await dialog.locator('.ql-editor').click();
  await page.keyboard.type('Projektarbeit vor Ort');
  await expect(dialog.getByRole('status').filter({ hasText: /Arbeitstage? zwischen/ })).toBeVisible();
  await shot(page, 'placement-03-fill-weekdays');

  await dialog.getByRole('button', { name: text('de', 'forms:dialog.save') }).click();
  await expect(dialog).toHaveCount(0);
  const result = page.getByRole('status').filter({ hasText: /gespeichert/ });
  await expect(result).toBeVisible();
  if (loggedBefore > 0)
    await expect(result.getByText(new RegExp(escapeRegExp(t('fast.reason.exists')))).first()).toBeVisible();
  await expect(
    calendar(page).getByRole('button', {
      name: new RegExp(`^${escapeRegExp(openName)}: ${escapeRegExp(t('calendar.state.submitted'))}`),
    }),
  ).toBeVisible();
  expect(await dayInState(page, 'submitted').count()).toBeGreaterThan(loggedBefore);
  await shot(page, 'placement-04-filled');
});

test('a submitted month refuses changes and says why', { tag: '@both' }, async ({ page }) => {
  // Four months before this one: its invoice was submitted (billing status 200, the demo's seed).
  const submittedMonth = monthsAgo(4);
  await page.goto(`/placement/${PLACEMENT.portal}/daily-overview?month=${monthParam(submittedMonth)}`);
  await expect(
    page.getByText(
      t('month.submittedWhy', {
        month: new Intl.DateTimeFormat('de-DE', { month: 'long', year: 'numeric' }).format(submittedMonth),
      }),
    ),
  ).toBeVisible();
  await expect(calendar(page).getByRole('button')).toHaveCount(0);
  await expect(page.getByRole('link', { name: t('fast.fillWeekdays') })).toHaveCount(0);
  await expect(
    page.getByRole('link', { name: new RegExp(`^(${escapeRegExp(t('daily.edit'))}|${escapeRegExp(t('daily.log'))})`) }),
  ).toHaveCount(0);
  await shot(page, 'placement-05-submitted-month');

  // A link to one of its days lands on the overview that says why.
  const firstWeekday = new Date(submittedMonth);
  while (firstWeekday.getDay() === 0 || firstWeekday.getDay() === 6) firstWeekday.setDate(firstWeekday.getDate() + 1);
  await page.goto(
    `/placement/${PLACEMENT.portal}/daily-overview/entry/${toApiDate(firstWeekday)}?month=${monthParam(submittedMonth)}`,
  );
  await page.waitForURL((url) => url.pathname === `/placement/${PLACEMENT.portal}/daily-overview`);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

const r = (key: string, vars?: Record<string, string | number>) => text('de', `monthlyReport:${key}`, vars);
const b = (key: string, vars?: Record<string, string | number>) => text('de', `billing:${key}`, vars);
const monthNameDe = (date: Date) => new Intl.DateTimeFormat('de-DE', { month: 'long', year: 'numeric' }).format(date);

test(
  'write the monthly report, save it, send it, and find it sent and still correctable after a reload',
  { tag: '@both' },
  async ({ page }) => {
    await page.goto(`/placement/${PLACEMENT.portal}/monthly-report`);
    const first = reportSituation(page);
    await first.click();
    await page.keyboard.type('Die Liquidität ist für die nächsten zwölf Wochen gesichert.');
    await page
      .getByRole('textbox', { name: r('report.sectionLabel', { number: 7, title: r('report.sections.otherRemarks') }) })
      .click();
    await page.keyboard.type('Urlaub in der letzten Dezemberwoche.');

    const saved = page.waitForResponse(
      (response) =>
        response.url().endsWith(`/manager/placements/${PLACEMENT.portal}/monthly-report`) &&
        response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: r('report.save'), exact: true }).click();
    expect((await saved).status()).toBe(200);
    await expect(page.getByText(r('report.saved'))).toBeVisible();
    await shot(page, 'placement-06-report-saved');

    await page.getByRole('button', { name: r('report.send'), exact: true }).click();
    const confirm = page.getByRole('dialog', { name: r('report.confirm.title', { month: monthNameDe(now) }) });
    await expect(confirm).toBeVisible();
    const sent = page.waitForResponse((response) =>
      response.url().endsWith(`/manager/placements/${PLACEMENT.portal}/monthly-report/submit`),
    );
    // Sections are still empty: the question names them, and its button says the report goes as it is.
    await expect(confirm.getByRole('listitem').first()).toBeVisible();
    await confirm.getByRole('button', { name: r('report.confirm.sendAnyway') }).click();
    expect((await sent).status()).toBe(200);
    // Sent, its invoice still open: it can be corrected and sent again (docs/decisions/036-report-corrections.md).
    const sentNotice = page.getByText(r('report.sentOpen', { month: monthNameDe(now) }));
    await expect(sentNotice).toBeVisible();
    await expect(page.getByRole('button', { name: r('report.sendCorrection'), exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: r('report.save'), exact: true })).toHaveCount(0);
    await shot(page, 'placement-07-report-sent');

    await page.reload();
    await expect(sentNotice).toBeVisible();
    await expect(first).toHaveText('Die Liquidität ist für die nächsten zwölf Wochen gesichert.');
    await expect(
      page.getByRole('textbox', {
        name: r('report.sectionLabel', { number: 7, title: r('report.sections.otherRemarks') }),
      }),
    ).toHaveText('Urlaub in der letzten Dezemberwoche.');
  },
);

test(
  'upload an invoice, verify it, submit it, and see the badge and the month change',
  { tag: '@both' },
  async ({ page }) => {
    // Last month: its report is sent and its billing open (the demo's seed).
    const lastMonth = monthsAgo(1);
    await page.goto(`/placement/${PLACEMENT.portal}/billing?month=${monthParam(lastMonth)}`);
    const badge = page.getByText(b('status.open'), { exact: true });
    await expect(badge).toBeVisible();

    // A file that is no PDF is refused, and nothing else changes.
    const invoiceInput = page.getByLabel(b('upload.invoice'), { exact: true });
    await invoiceInput.setInputFiles({
      name: 'Rechnung.docx',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      buffer: Buffer.from('PK not a pdf'),
    });
    await expect(page.getByRole('alert').filter({ hasText: /PDF/ })).toBeVisible();
    // The refused file was not taken: submitting would still go without an invoice.
    await expect(page.getByRole('button', { name: b('upload.submitWithoutInvoice'), exact: true })).toBeEnabled();

    const pdf = Buffer.concat([
      Buffer.from('%PDF-1.7\n% Rechnung E2E\n'),
      Buffer.alloc(1024, 0x20),
      Buffer.from('\n%%EOF\n'),
    ]);
    await invoiceInput.setInputFiles({ name: 'Rechnung_E2E.pdf', mimeType: 'application/pdf', buffer: pdf });
    const verified = page.waitForResponse((response) => response.url().endsWith('/verify-billing-report'));
    await page.getByRole('button', { name: b('upload.verify') }).click();
    expect((await verified).status()).toBe(200);
    await expect(page.getByText(/Rechnungsbetrag laut Monatsbericht/)).toBeVisible();
    await shot(page, 'placement-08-invoice-verified');

    await page.getByRole('button', { name: b('upload.submit') }).click();
    const confirm = page.getByRole('dialog', { name: b('confirm.title', { month: monthNameDe(lastMonth) }) });
    const submitted = page.waitForResponse((response) => response.url().endsWith('/save-billing-report'));
    await confirm.getByRole('button', { name: b('confirm.submit') }).click();
    expect((await submitted).status()).toBe(200);
    await expect(page.getByText(b('status.submitted'), { exact: true })).toBeVisible();
    await expect(page.getByText('Rechnung_E2E.pdf')).toBeVisible();
    await shot(page, 'placement-09-invoice-submitted');

    // After a reload: still submitted, and the month's daily entries are locked.
    await page.reload();
    await expect(page.getByText(b('status.submitted'), { exact: true })).toBeVisible();
    await page.getByRole('tab', { name: t('tabs.daily-overview') }).click();
    await expect(page.getByText(t('month.submittedWhy', { month: monthNameDe(lastMonth) }))).toBeVisible();
    await expect(calendar(page).getByRole('button')).toHaveCount(0);
  },
);

test(
  "submit a month's billing without an invoice of one's own, and read it so in German and in English",
  { tag: '@both' },
  async ({ page }) => {
    // Last month: its report is sent and its billing open (the demo's seed); the invoice file is optional.
    const lastMonth = monthsAgo(1);
    await page.goto(`/placement/${PLACEMENT.portal}/billing?month=${monthParam(lastMonth)}`);
    await expect(page.getByText(b('status.open'), { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: b('upload.verify') })).toBeDisabled();
    await page.getByRole('button', { name: b('upload.submitWithoutInvoice') }).click();
    const confirm = page.getByRole('dialog', {
      name: b('confirm.titleWithoutInvoice', { month: monthNameDe(lastMonth) }),
    });
    await expect(confirm).toContainText(b('confirm.textWithoutInvoice'));
    const submitted = page.waitForResponse((response) => response.url().endsWith('/save-billing-report'));
    await confirm.getByRole('button', { name: b('confirm.submitWithoutInvoice') }).click();
    const response = await submitted;
    expect(response.status()).toBe(200);
    expect(response.request().postData()).not.toContain('filename=');
    await expect(page.getByText(b('status.submitted'), { exact: true })).toBeVisible();

    for (const lang of ['de', 'en'] as const) {
      await chooseLanguage(page, lang);
      const facts = page.getByText(text(lang, 'billing:invoiceFile'), { exact: true });
      await expect(facts.locator('xpath=following-sibling::*[1]')).toHaveText(text(lang, 'billing:noInvoiceFile'));
      await shot(page, `placement-10-billing-without-invoice-${lang}`);
    }
  },
);
