import type { Locator } from '@playwright/test';

import { chooseOption, dateField, expect, expectNoHorizontalScroll, fillDate, shot, test } from './fixtures';
import { text } from './texts';

// Work experience: add a position with a role at the same company,
// a role at a sister company and a mission abroad, reload and see it on the CV; delete a
// company's last position; the company, position-in-company and company-group dialogs.
// manager@demo.test works in German, and the CV starts in German.

const t = (key: string, vars: Record<string, string | number> = {}) => text('de', `workExperience:${key}`, vars);

test.use({ account: 'manager' });
const GERMAN = text('de', 'forms:bilingual.languageName.de');
const jobTitleLabel = `${t('position.jobTitle')} (${GERMAN})`;

async function answerYes(dialog: Locator, question: string) {
  await dialog
    .getByRole('radiogroup', { name: question })
    .getByRole('radio', { name: t('answer.yes') })
    .check();
}

const textbox = (scope: Locator, label: string) =>
  scope.getByRole('textbox', { name: new RegExp(`^${label.replace(/[()]/g, '\\$&')}`) });

test('add a position with a same-company role, a sister-company role and a mission abroad; after a reload it is on the CV', async ({
  page,
}) => {
  // The longest journey of the app (some 40 steps): more than the default 30 s on two shared cores.
  test.slow();
  await page.goto('/resume');
  await page.getByRole('link', { name: text('de', 'resume:work.addPosition'), exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/resume/work-experience');
  const dialog = page.getByRole('dialog', { name: t('titles.newPosition') });
  await expect(dialog).toBeVisible();
  await shot(page, 'work-experience-01-new');

  // The company and the position.
  const company = dialog.getByRole('region', { name: t('sections.company') });
  await textbox(company, t('company.name')).fill('Südlicht Optik GmbH');
  await textbox(company, `${t('company.city')} (${GERMAN})`).fill('Jena');
  await chooseOption(company, t('company.industry'), 'Gesundheitswesen und Medizintechnik');
  const position = dialog.getByRole('region', { name: t('sections.position') });
  await textbox(position, jobTitleLabel).fill('Interim-Geschäftsführerin Optik');
  await chooseOption(position, t('position.contractType'), 'Interim-Mandat');
  await chooseOption(position, t('position.function'), 'Geschäftsführung (CEO)');
  await chooseOption(position, t('position.role'), 'Geschäftsführung');
  await fillDate(dateField(position, t('dates.from')), '2021-01-01');
  await position.getByRole('checkbox', { name: t('dates.current') }).check();
  await expect(dateField(position, t('dates.to')).getByRole('spinbutton').first()).toHaveAttribute(
    'aria-disabled',
    'true',
  );

  // A role at the same company.
  await answerYes(dialog, t('sameCompanyRoles.question'));
  const role = dialog.getByRole('group', { name: t('sameCompanyRoles.row', { number: 1 }) });
  await textbox(role, jobTitleLabel).fill('Leiterin Vertrieb');
  await fillDate(dateField(role, t('dates.from')), '2021-01-01');
  await fillDate(dateField(role, t('dates.to')), '2021-12-31');

  // A role at a sister company, with the group it makes necessary.
  await answerYes(dialog, t('relatedCompanyRoles.question'));
  const related = dialog.getByRole('region', { name: t('sections.relatedCompanyRoles') });
  await textbox(related, t('group.name')).fill('Südlicht-Gruppe');
  await chooseOption(related, t('group.country'), 'Deutschland');
  const sister = dialog.getByRole('group', { name: t('relatedCompanyRoles.row', { number: 1 }) });
  await textbox(sister, t('relatedCompanyRoles.companyName')).fill('Südlicht Medical GmbH');
  await textbox(sister, jobTitleLabel).fill('Beirätin');
  await fillDate(dateField(sister, t('dates.from')), '2022-01-01');
  await sister.getByRole('checkbox', { name: t('dates.current') }).check();

  // A mission abroad: the months are rounded when the field is left.
  await answerYes(dialog, t('missions.question'));
  const mission = dialog.getByRole('group', { name: t('missions.row', { number: 1 }) });
  await chooseOption(mission, t('missions.country'), 'Österreich');
  const months = textbox(mission, t('missions.months'));
  await months.fill('2,5');
  await months.press('Tab');
  await expect(months).toHaveValue('3');
  await chooseOption(mission, t('missions.assignmentType'), 'Projekt');
  await related.scrollIntoViewIfNeeded();
  await shot(page, 'work-experience-02-filled');

  const saved = page.waitForResponse((response) => response.url().endsWith('/api/v1/manager/work_experience_composed'));
  await dialog.getByRole('button', { name: text('de', 'forms:dialog.save') }).click();
  expect((await saved).status()).toBe(200);
  await expect(dialog).toHaveCount(0);
  await page.waitForURL((url) => url.pathname === '/resume');

  await page.reload();
  const work = page.getByRole('region', { name: text('de', 'resume:section.workExperience') });
  // The new group holds the new company.
  await expect(work.getByRole('heading', { level: 3, name: 'Südlicht-Gruppe' })).toBeVisible();
  await expect(work.getByRole('heading', { level: 4, name: 'Südlicht Optik GmbH' })).toBeVisible();
  await expect(work.getByRole('heading', { name: /^Interim-Geschäftsführerin Optik/ })).toBeVisible();
  await work
    .getByRole('button', {
      name: text('de', 'resume:work.showDetailsOf', { name: 'Interim-Geschäftsführerin Optik' }),
      exact: true,
    })
    .click();
  await expect(work.getByText('Leiterin Vertrieb')).toBeVisible();
  await expect(work.getByText(/Südlicht Medical GmbH/)).toBeVisible();
  await expect(work.getByText(/Österreich/).first()).toBeVisible();
  await work.getByRole('heading', { name: /^Interim-Geschäftsführerin Optik/ }).scrollIntoViewIfNeeded();
  await shot(page, 'work-experience-03-on-the-cv');
});

test("delete a company's last position: the special question, and the company is gone", async ({ page }) => {
  await page.goto('/resume');
  const work = page.getByRole('region', { name: text('de', 'resume:section.workExperience') });
  await expect(work.getByRole('heading', { level: 3, name: 'Hansa Logistik GmbH' })).toBeVisible();
  await page
    .getByRole('link', { name: text('de', 'resume:work.editPosition', { name: 'Interim-CFO' }), exact: true })
    .click();
  const dialog = page.getByRole('dialog', { name: t('titles.editPosition') });
  await expect(textbox(dialog, t('company.name'))).toHaveValue('Hansa Logistik GmbH');

  await dialog.getByRole('button', { name: text('de', 'forms:dialog.delete'), exact: true }).click();
  await expect(dialog.getByText(t('delete.lastOfCompany', { company: 'Hansa Logistik GmbH' }))).toBeVisible();
  await shot(page, 'work-experience-04-delete-last-of-company');

  const deleted = page.waitForResponse((response) =>
    response.url().endsWith('/api/v1/manager/work_experience/wex_hansa_cfo'),
  );
  await dialog.getByRole('button', { name: text('de', 'forms:dialog.deleteYes') }).click();
  expect((await deleted).status()).toBe(200);
  await expect(dialog).toHaveCount(0);
  await page.waitForURL((url) => url.pathname === '/resume');
  await page.reload();
  await expect(work.getByRole('heading', { level: 3, name: 'Solvia Energie AG' })).toBeVisible();
  await expect(work.getByRole('heading', { level: 3, name: 'Hansa Logistik GmbH' })).toHaveCount(0);
});

// The dialogs full-screen on a phone, and the longest one at the narrowest phone.
test(
  'the company, position-in-company and company-group dialogs, and nothing scrolls sideways at 360 px',
  { tag: '@both' },
  async ({ page }) => {
    await page.goto('/resume/company/cmp_nordwerk');
    const company = page.getByRole('dialog', { name: t('titles.editCompany') });
    await expect(textbox(company, t('company.name'))).toHaveValue('Nordwerk AG');
    await expect(company.getByText(t('company.sharedByPositions', { count: 2 }))).toBeVisible();
    await shot(page, 'work-experience-05-company');

    await page.goto('/resume/position-in-company/cmp_nordwerk');
    const atCompany = page.getByRole('dialog', { name: t('titles.positionInCompany', { company: 'Nordwerk AG' }) });
    await expect(atCompany.getByText(t('company.summaryIntro'))).toBeVisible();
    await expect(atCompany.getByText('Nordwerk-Gruppe')).toBeVisible();
    await shot(page, 'work-experience-06-position-in-company');

    await page.goto('/resume/add-company-group/grp_nordwerk');
    const group = page.getByRole('dialog', { name: t('titles.editGroup') });
    await expect(textbox(group, t('group.name'))).toHaveValue('Nordwerk-Gruppe');
    await expect(group.getByRole('button', { name: 'Nordwerk Antriebstechnik GmbH' })).toBeVisible();
    await shot(page, 'work-experience-07-company-group');

    // The longest dialog with its lists open, at the narrowest phone.
    await page.goto('/resume/work-experience/wex_drives_cfo');
    const position = page.getByRole('dialog', { name: t('titles.editPosition') });
    await expect(position.getByRole('group', { name: t('missions.row', { number: 2 }) })).toBeVisible();
    await page.setViewportSize({ width: 360, height: 740 });
    await expectNoHorizontalScroll(page);
    await position.getByRole('group', { name: t('missions.row', { number: 1 }) }).scrollIntoViewIfNeeded();
    await shot(page, 'work-experience-08-lists-360');
  },
);
