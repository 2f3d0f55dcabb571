import type { Locator, Page } from '@playwright/test';

import { chooseOption, dateField, expect, fillDate, shot, test } from './fixtures';
import { escapeRegExp, text } from './texts';

// The simple CV dialogs (docs/decisions/010-drafts.md): education, languages, IT skills, the rich
// texts and availability and rates. The demo manager's portal language is German, so the UI is
// German after signing in; the CV language is German by default.

const t = (key: string, vars: Record<string, string | number> = {}) => text('de', `resumeEdit:${key}`, vars);

test.use({ account: 'manager' });
const forms = (key: string, vars: Record<string, string | number> = {}) => text('de', `forms:${key}`, vars);
/** A field's accessible name starts with its label (a required one ends in " *"). */
const starts = (label: string) => new RegExp(`^${escapeRegExp(label)}`);
/** The label of a per-language field: "Bezeichnung der Ausbildung (Deutsch)". */
const german = (label: string) => `${label} (${forms('bilingual.languageName.de')})`;

/** Full-screen below 768 px, a centred dialog above. */
async function expectDialogSize(page: Page, dialog: Locator) {
  const box = await dialog.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box).not.toBeNull();
  if (width < 768) {
    expect(Math.round(box?.width ?? 0)).toBe(width);
    expect(Math.round(box?.x ?? -1)).toBe(0);
  } else {
    expect(box?.width ?? width).toBeLessThan(width);
  }
}

/** Nothing in the dialog is wider than the dialog (a modal's own scroll area, which the page check cannot see). */
async function expectNoSidewaysScrollIn(dialog: Locator) {
  const content = dialog.locator('.MuiDialogContent-root');
  await expect
    .poll(() => content.evaluate((element) => element.scrollWidth - element.clientWidth))
    .toBeLessThanOrEqual(0);
}

test('add an education from the CV, reload, and it is on the CV', async ({ page }) => {
  // Typing two dates part by part into the pickers made this journey longer than the default 30 s beside another worker.
  test.slow();
  await page.goto('/resume');
  await page.getByRole('link', { name: text('de', 'resume:education.add'), exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/resume/education');
  const dialog = page.getByRole('dialog', { name: t('education.titleNew') });
  await expect(dialog).toBeVisible();
  await expectDialogSize(page, dialog);
  await shot(page, 'resume-edit-01-education-new');

  // Nothing filled: the rules are named next to the fields and in the summary at the top, which has the focus and
  // leads to the first.
  await dialog.getByRole('button', { name: forms('dialog.save') }).click();
  const title = dialog.getByRole('textbox', { name: starts(german(t('education.fieldOfStudy'))) });
  const summary = dialog.getByRole('region', { name: forms('errorSummary.title') });
  await expect(summary).toBeFocused();
  // Each problem links to its field's element, the date fields' first sections too.
  for (const link of await summary.getByRole('link').all()) await expect(link).toHaveAttribute('href', /^#.+/);
  await summary.getByRole('link').first().click();
  await expect(title).toBeFocused();
  // Three German texts missing: each said beside its field and once more in the summary.
  const germanMissing = text('de', 'forms:error.validation.languageMandatory.de');
  await expect(summary.getByRole('link', { name: new RegExp(`: ${escapeRegExp(germanMissing)}$`) })).toHaveCount(3);
  await expect(dialog.getByText(germanMissing)).toHaveCount(6);
  await shot(page, 'resume-edit-02-education-invalid');

  await title.fill('Wirtschaftsinformatik (B.Sc.)');
  await dialog
    .getByRole('textbox', { name: starts(german(t('education.institution'))) })
    .fill('Wirtschaftsuniversität Wien');
  await fillDate(dateField(dialog, t('education.dateFrom')), '2023-10-01');
  await fillDate(dateField(dialog, t('education.dateTo')), '2025-07-31');
  await chooseOption(dialog, t('education.degree'), 'Bachelor');
  await chooseOption(dialog, t('education.country'), 'Österreich');
  await chooseOption(dialog, t('education.educationType'), 'Hochschulstudium');
  await chooseOption(dialog, t('education.course'), 'Teilzeit');
  await dialog
    .getByRole('textbox', { name: starts(german(t('education.details'))) })
    .fill('Schwerpunkt Informationsmanagement');
  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/api/v1/manager/education') && response.request().method() === 'POST',
  );
  await dialog.getByRole('button', { name: forms('dialog.save') }).click();
  expect((await saved).status()).toBe(200);
  await page.waitForURL((url) => url.pathname === '/resume');
  await expect(dialog).toBeHidden();
  // The newest entry comes first in the CV's list (the list of texts missing in English names it too, collapsed).
  const entry = page.getByRole('heading', { name: 'Wirtschaftsinformatik (B.Sc.)', exact: true });
  await expect(entry).toBeVisible();

  await page.reload();
  await expect(entry).toBeVisible();
  await expect(page.getByText('Wirtschaftsuniversität Wien, Österreich', { exact: true })).toBeVisible();
  await shot(page, 'resume-edit-06-education-on-cv');
});

test('what is typed survives a reload and is offered back', async ({ page }) => {
  await page.goto('/resume/availability');
  const dialog = page.getByRole('dialog', { name: t('availability.title') });
  const rateTo = dialog.getByRole('textbox', { name: starts(t('availability.dailyRateTo')) });
  await expect(rateTo).toHaveValue('1800');
  await rateTo.fill('2222');
  await dialog
    .getByRole('textbox', { name: starts(t('availability.mobilityRemarks')) })
    .fill('Entwurf vor dem Neuladen');

  await page.reload();
  await expect(dialog).toBeVisible();
  await expect(rateTo).toHaveValue('1800');
  await expect(dialog.getByText(forms('draft.found'))).toBeVisible();
  await shot(page, 'resume-edit-03-draft-offered');
  await dialog.getByRole('button', { name: forms('draft.restore') }).click();
  await expect(rateTo).toHaveValue('2222');
  await expect(dialog.getByRole('textbox', { name: starts(t('availability.mobilityRemarks')) })).toHaveValue(
    'Entwurf vor dem Neuladen',
  );

  // Closing now asks first (the values differ from the saved ones): Escape in a field.
  await rateTo.press('Escape');
  const question = page.getByRole('dialog', { name: forms('dialog.unsavedTitle') });
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: forms('dialog.discardChanges') }).click();
  await page.waitForURL((url) => url.pathname === '/resume');
});

test('availability and rates: amounts in euro as German writes them, saved and shown on the CV', async ({ page }) => {
  await page.goto('/resume');
  await page.getByRole('link', { name: text('de', 'resume:edit.availability') }).click();
  await page.waitForURL((url) => url.pathname === '/resume/availability');
  const dialog = page.getByRole('dialog', { name: t('availability.title') });
  await expect(dialog).toBeVisible();
  await expectDialogSize(page, dialog);

  const rateFrom = dialog.getByRole('textbox', { name: starts(t('availability.dailyRateFrom')) });
  const rateTo = dialog.getByRole('textbox', { name: starts(t('availability.dailyRateTo')) });
  const income = dialog.getByRole('textbox', { name: starts(t('availability.annualTargetIncome')) });
  await rateFrom.fill('01500');
  await rateFrom.blur();
  // Leading zeros go.
  await expect(rateFrom).toHaveValue('1500');
  await rateTo.fill('2100');
  await income.fill('250000');
  await expect(rateFrom).toHaveAccessibleDescription(/^Angezeigt als 1\.500\s€$/);
  await expect(rateTo).toHaveAccessibleDescription(/^Angezeigt als 2\.100\s€$/);
  await expect(income).toHaveAccessibleDescription(/^Angezeigt als 250\.000\s€$/);
  await shot(page, 'resume-edit-04-availability');

  // An emptied daily rate becomes 0, and the at-least-1 rule says so next to it.
  await rateTo.fill('');
  await rateTo.blur();
  await expect(rateTo).toHaveValue('0');
  await dialog.getByRole('button', { name: forms('dialog.save') }).click();
  const rateSummary = dialog.getByRole('region', { name: forms('errorSummary.title') });
  await expect(rateSummary).toBeFocused();
  await rateSummary.getByRole('link').first().click();
  await expect(rateTo).toBeFocused();
  await expect(
    dialog.getByText(text('de', 'forms:error.validation.minNumber.dailyRateTo', { min: 1 }), { exact: true }),
  ).toBeVisible();
  await shot(page, 'resume-edit-05-availability-invalid');

  await rateTo.fill('2100');
  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/api/v1/manager/availability') && response.request().method() === 'PUT',
  );
  await dialog.getByRole('button', { name: forms('dialog.save') }).click();
  expect((await saved).status()).toBe(200);
  await page.waitForURL((url) => url.pathname === '/resume');
  await expect(page.getByText(/1\.500\s€\s–\s2\.100\s€/)).toBeVisible();
  await expect(page.getByText(/^250\.000\s€$/)).toBeVisible();
});

/** Every dialog of this helper, by deep link, at both sizes. */
const DIALOGS = [
  {
    path: 'education/edu_berger_phd',
    title: () => t('education.titleEdit'),
    shot: 'resume-edit-10-education-edit',
    rich: false,
  },
  { path: 'languages', title: () => t('languages.title'), shot: 'resume-edit-11-languages', rich: false },
  { path: 'it-skills', title: () => t('itSkills.title'), shot: 'resume-edit-12-it-skills', rich: false },
  {
    path: 'executive-summary',
    title: () => t('executiveSummary.title'),
    shot: 'resume-edit-13-executive-summary',
    rich: true,
  },
  {
    path: 'competence-profile',
    title: () => t('competenceProfile.title'),
    shot: 'resume-edit-14-competence-profile',
    rich: true,
  },
  {
    path: 'other-activities',
    title: () => t('otherActivities.title'),
    shot: 'resume-edit-15-other-activities',
    rich: true,
  },
  { path: 'availability', title: () => t('availability.title'), shot: 'resume-edit-16-availability', rich: false },
  { path: 'education/gibt-es-nicht', title: () => t('notFound.title'), shot: 'resume-edit-17-not-found', rich: false },
];

// The dialogs' size is what this journey tests: full-screen below 768 px, centred above.
test(
  'every dialog opens by its deep link, full-screen on a phone, and the back button closes it',
  { tag: '@both' },
  async ({ page }) => {
    // Nine page loads in one journey: more than the usual 30 s on busy cores.
    test.setTimeout(120_000);
    await page.goto('/resume');
    await expect(page.getByRole('link', { name: text('de', 'resume:education.add'), exact: true })).toBeVisible();
    for (const entry of DIALOGS) {
      await page.goto(`/resume/${entry.path}`);
      const dialog = page.getByRole('dialog', { name: entry.title() });
      await expect(dialog).toBeVisible();
      // The rich-text editor is a chunk of its own: wait until it is there.
      if (entry.rich) await expect(dialog.locator('.ql-editor').first()).toBeVisible();
      await expectDialogSize(page, dialog);
      await expectNoSidewaysScrollIn(dialog);
      await shot(page, entry.shot);
      // The narrowest phones (360 px): still nothing scrolls sideways.
      if (test.info().project.name === 'mobile') {
        await page.setViewportSize({ width: 360, height: 740 });
        await expectDialogSize(page, dialog);
        await expectNoSidewaysScrollIn(dialog);
        await page.setViewportSize({ width: 390, height: 844 });
      }
    }

    // Opened from the page, the browser's back button closes the dialog.
    await page.goto('/resume');
    await page.getByRole('link', { name: text('de', 'resume:edit.languages') }).click();
    const languages = page.getByRole('dialog', { name: t('languages.title') });
    await expect(languages).toBeVisible();
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/resume');
    await expect(languages).toBeHidden();
  },
);
