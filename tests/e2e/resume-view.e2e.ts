import { DEMO_PUBLIC_CV_ID } from '../../mocks/resume/fixtures';
import { expect, expectNoHorizontalScroll, shot, test } from './fixtures';
import { MANAGER_FULL_NAME, text } from './texts';

// The resume page and the public CV views: the own CV with its
// sections, the de/en toggle of the CV (persisted across a reload), and the public views
// signed out, found and not found. manager@demo.test works in German (its communication
// language), so the UI texts are German; the CV starts in German too.

/** manager@demo.test's public CV id: the public views take it, not the manager id (docs/decisions/037-public-cv.md). */
const PUBLIC_CV_ID = DEMO_PUBLIC_CV_ID;

test.describe('signed in', () => {
  test.use({ account: 'manager' });

  // The CV at phone size too: the longest page, and nothing may scroll sideways at 360 px.
  test('the own CV: sections, details, and the CV language survives a reload', { tag: '@both' }, async ({ page }) => {
    await page.goto('/resume');
    await expect(page.getByRole('heading', { level: 1, name: text('de', 'resume:title') })).toBeVisible();
    const work = page.getByRole('region', { name: text('de', 'resume:section.workExperience') });
    await expect(work.getByRole('heading', { level: 3, name: 'Hansa Logistik GmbH' })).toBeVisible();
    for (const key of [
      'competenceProfile',
      'executiveSummary',
      'education',
      'languages',
      'itSkills',
      'otherActivities',
    ] as const) {
      await expect(page.getByRole('region', { name: text('de', `resume:section.${key}`) })).toBeVisible();
    }
    const summary = page.getByRole('region', { name: text('de', 'resume:section.executiveSummary') });
    await expect(summary.getByText(/Finanzgeschäftsführerin und Interim-CFO/)).toBeVisible();
    await shot(page, 'resume-view-01-own-cv-de');

    // A position's details open on demand.
    await work
      .getByRole('button', { name: text('de', 'resume:work.showDetailsOf', { name: 'Interim-CFO' }), exact: true })
      .click();
    const hide = work.getByRole('button', {
      name: text('de', 'resume:work.hideDetailsOf', { name: 'Interim-CFO' }),
      exact: true,
    });
    await expect(hide).toHaveAttribute('aria-expanded', 'true');
    await expect(work.getByText('Jan Petersen')).toBeVisible();
    await shot(page, 'resume-view-02-position-details');

    // The CV language: English texts, labels still German (the UI language).
    const languageGroup = page.getByRole('group', { name: text('de', 'resume:language.label') });
    await languageGroup.getByRole('button', { name: 'English' }).click();
    await expect(summary.getByText(/Finance director and interim CFO/)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: text('de', 'resume:title') })).toBeVisible();
    await shot(page, 'resume-view-03-own-cv-en');

    await page.reload();
    await expect(summary.getByText(/Finance director and interim CFO/)).toBeVisible();
    await expect(
      page.getByRole('group', { name: text('de', 'resume:language.label') }).getByRole('button', { name: 'English' }),
    ).toHaveAttribute('aria-pressed', 'true');

    // The narrowest phone we support: nothing scrolls sideways.
    await page.setViewportSize({ width: 360, height: 740 });
    await expectNoHorizontalScroll(page);
  });

  test('an edit link opens its dialog, and the back button returns to the CV', async ({ page }) => {
    await page.goto('/resume');
    const edit = page.getByRole('link', {
      name: text('de', 'resume:work.editPosition', { name: 'Interim-CFO' }),
      exact: true,
    });
    await edit.click();
    await page.waitForURL('**/resume/work-experience/wex_hansa_cfo');
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/resume');
    await expect(page.getByRole('heading', { level: 1, name: text('de', 'resume:title') })).toBeVisible();
  });
});

// A public CV is a link sent to clients, who open it on their phones too.
test('a public manager CV, signed out: read-only', { tag: '@both' }, async ({ page }) => {
  await page.goto(`/manager/cv/${PUBLIC_CV_ID}`);
  await expect(page.getByRole('heading', { level: 1, name: MANAGER_FULL_NAME.de })).toBeVisible();
  await expect(page.getByRole('region', { name: text('de', 'resume:section.workExperience') })).toBeVisible();
  await expect(page.getByRole('link', { name: text('de', 'resume:edit.edit') })).toHaveCount(0);
  await expect(page.getByRole('link', { name: text('de', 'resume:exportPdf') })).toHaveCount(0);
  await shot(page, 'resume-view-04-public-cv');

  await page
    .getByRole('group', { name: text('de', 'resume:language.label') })
    .getByRole('button', { name: 'English' })
    .click();
  await expect(
    page.getByRole('region', { name: text('de', 'resume:section.executiveSummary') }).getByText(/Finance director/),
  ).toBeVisible();
});

test('a public CV that does not exist says so', async ({ page }) => {
  await page.goto('/manager/cv/99999');
  await expect(page.getByRole('heading', { level: 1, name: text('de', 'resume:public.notFound') })).toBeVisible();
  await expect(page.getByRole('link', { name: text('de', 'resume:public.home') })).toBeVisible();
  await shot(page, 'resume-view-05-public-not-found');

  await page.goto('/candidate/cv/cand_nobody');
  await expect(page.getByRole('heading', { level: 1, name: text('de', 'resume:public.notFound') })).toBeVisible();

  // The manager id opens no public CV (docs/decisions/037-public-cv.md).
  await page.goto('/manager/cv/10427');
  await expect(page.getByRole('heading', { level: 1, name: text('de', 'resume:public.notFound') })).toBeVisible();
});
