import type { FileChooser, Locator, Page } from '@playwright/test';

import { DEMO_ACCOUNTS, DEMO_PASSWORD, expect, signIn, test } from './fixtures';
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

/** Signs in on the sign-in page with the keyboard alone. */
async function signInByKeyboard(page: Page, account: string) {
  const inputs = page.locator('input');
  await tabTo(page, page.getByLabel(/benutzername/i).and(inputs));
  await page.keyboard.type(account);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel(/passwort/i).and(inputs)).toBeFocused();
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
}

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(WEDNESDAY);
});

test('signs in, opens the first missing day from the dashboard, writes it and saves it, all by keyboard; Tab leaves the description', async ({
  page,
}) => {
  await page.goto('/login');
  await signInByKeyboard(page, DEMO_ACCOUNTS.manager);
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

test.describe('signed in as the manager', () => {
  // Signed in after the clock is set: the demo seeds its data at the first page, relative to that day.
  test.beforeEach(async ({ page }) => {
    await signIn(page, DEMO_ACCOUNTS.manager);
  });

  test('writes two sections of the monthly report, saves it and sends it by keyboard; the question names the empty sections, and Escape gives the focus back', async ({
    page,
  }) => {
    const report = (key: string) => text('de', `monthlyReport:report.${key}`);
    await page.goto(`/placement/${ALPENLAND}/monthly-report?month=2026-11`);
    const section = (number: number, key: string) =>
      page.getByRole('textbox', {
        name: new RegExp(`^${number}\\. ${escapeRegExp(report(`sections.${key}`))}`),
      });
    const first = section(1, 'situation');
    await tabTo(page, first);
    await page.keyboard.type('Liquiditätsplanung steht');
    await page.keyboard.press('Tab');
    await expect(first).not.toBeFocused();
    await tabTo(page, section(2, 'processedTasksAndActions'));
    await page.keyboard.type('Bankgespräche geführt');
    await expect(
      page.getByText(text('de', 'monthlyReport:report.written', { count: 2, total: 7 }), { exact: true }),
    ).toBeVisible();

    const save = page.getByRole('button', { name: report('save'), exact: true });
    await tabTo(page, save);
    await page.keyboard.press('Enter');
    await expect(page.getByText(report('saved'))).toBeVisible();

    const send = page.getByRole('button', { name: report('send'), exact: true });
    await tabTo(page, send);
    await page.keyboard.press('Enter');
    const question = page.getByRole('dialog', {
      name: text('de', 'monthlyReport:report.confirm.title', { month: 'November 2026' }),
    });
    await expect(question.getByRole('listitem')).toHaveText([
      `3. ${report('sections.goalAchievementsResults')}`,
      `4. ${report('sections.criticalInhibitoryFactors')}`,
      `5. ${report('sections.relationshipWithClient')}`,
      `6. ${report('sections.supportNeccesary')}`,
      `7. ${report('sections.otherRemarks')}`,
    ]);
    await expect(question.getByRole('button', { name: report('confirm.cancel') })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(question).toHaveCount(0);
    await expect(send).toBeFocused();

    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(question.getByRole('button', { name: report('confirm.sendAnyway') })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText(text('de', 'monthlyReport:report.sentOpen', { month: 'November 2026' }))).toBeVisible();
  });

  test("uploads last month's invoice, checks it and submits it by keyboard", async ({ page }) => {
    const billing = (key: string, vars?: Record<string, string>) => text('de', `billing:${key}`, vars);
    await page.goto(`/placement/${ALPENLAND}/billing?month=2026-10`);
    const dropzone = page.getByLabel(`${billing('upload.invoice')}: ${text('de', 'forms:upload.dropOrChoose')}`);
    // The month's billing has been read (its action is there) before the drop zone is used.
    await expect(page.getByRole('button', { name: billing('upload.submitWithoutInvoice'), exact: true })).toBeEnabled();
    await tabTo(page, dropzone);
    // Listened for before the key is pressed, and a round trip to the page after that, so that the browser hands its
    // file dialog to the test (the listener's set-up reaches the browser on its own way).
    const chooser = new Promise<FileChooser>((resolve) => page.once('filechooser', resolve));
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(done)));
    await page.keyboard.press('Enter');
    await (
      await chooser
    ).setFiles({
      name: 'Rechnung_Tastatur.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(512, 0x20), Buffer.from('\n%%EOF\n')]),
    });
    await expect(page.getByText('Rechnung_Tastatur.pdf')).toBeVisible();

    await tabTo(page, page.getByRole('button', { name: billing('upload.verify'), exact: true }));
    await page.keyboard.press('Enter');
    await expect(page.getByText(/Rechnungsbetrag laut Monatsbericht/)).toBeVisible();

    const submit = page.getByRole('button', { name: billing('upload.submit'), exact: true });
    await tabTo(page, submit);
    await page.keyboard.press('Enter');
    const question = page.getByRole('dialog', { name: billing('confirm.title', { month: 'Oktober 2026' }) });
    await expect(question.getByRole('button', { name: billing('confirm.cancel') })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(question.getByRole('button', { name: billing('confirm.submit') })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText(billing('status.submitted'), { exact: true })).toBeVisible();
  });

  test('edits a section of the CV in its dialog by keyboard; closing it gives the focus back to its link', async ({
    page,
  }) => {
    await page.goto('/resume');
    const edit = page.getByRole('link', { name: text('de', 'resume:edit.availability') });
    await tabTo(page, edit);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: text('de', 'resumeEdit:availability.title') });
    await expect(dialog).toBeFocused();
    const rateTo = dialog.getByRole('textbox', {
      name: new RegExp(`^${escapeRegExp(text('de', 'resumeEdit:availability.dailyRateTo'))}`),
    });
    await tabTo(page, rateTo);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('2300');
    const save = dialog.getByRole('button', { name: text('de', 'forms:dialog.save') });
    await tabTo(page, save);
    await page.keyboard.press('Enter');
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText(/–\s2\.300\s€/)).toBeVisible();
    await expect(edit).toBeFocused();
  });
});

test('a client gives an assessment of a candidate by keyboard; the focus comes back to the card', async ({ page }) => {
  const projects = (key: string, vars?: Record<string, string>) => text('de', `projects:${key}`, vars);
  await page.goto('/login');
  await signInByKeyboard(page, DEMO_ACCOUNTS.client);
  await page.waitForURL('**/projects/current');
  // The first card of the carousel waits for an assessment: its filled button says so.
  const give = page
    .getByRole('button', { name: new RegExp(`^${escapeRegExp(projects('feedback.give'))} zu `) })
    .first();
  await tabTo(page, give);
  const name = ((await give.getAttribute('aria-label')) ?? '').replace(`${projects('feedback.give')} zu `, '');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: projects('feedback.title', { name }) });
  await expect(dialog).toBeVisible();
  // A group of radios is one Tab stop; the arrows choose within it.
  const interested = dialog.getByRole('radio', { name: projects('feedback.decision.interested') });
  const onARadio = () => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type === 'radio');
  for (let stop = 0; stop < MOST_TAB_STOPS && !(await onARadio()); stop += 1) await page.keyboard.press('Tab');
  for (let step = 0; step < MOST_TAB_STOPS && !(await interested.isChecked()); step += 1)
    await page.keyboard.press('ArrowDown');
  await expect(interested).toBeChecked();
  await expect(interested).toBeFocused();
  await tabTo(page, dialog.getByRole('textbox', { name: projects('feedback.comment') }));
  await page.keyboard.type('Bitte Termin in KW 50 vorschlagen');
  await tabTo(page, dialog.getByRole('button', { name: text('de', 'forms:dialog.save') }));
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  const change = page.getByRole('button', { name: projects('feedback.changeFor', { name }) });
  await expect(change).toBeFocused();
});
