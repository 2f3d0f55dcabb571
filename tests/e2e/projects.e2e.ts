import type { Locator, Page } from '@playwright/test';

import { DEMO_ACCOUNTS, expect, shot, signIn, test } from './fixtures';
import { escapeRegExp, text } from './texts';

// Client projects. client@demo.test's language is German;
// the projects are those of mocks/projects/fixtures.ts (CLIENT_PROJECT_ID).

const t = (key: string, vars?: Record<string, string | number>) => text('de', `projects:${key}`, vars);

/** prj-lechtal-cfo: status 200, six candidates, two documents. */
const LECHTAL = { title: 'Interim-CFO (m/w/d)', company: 'Lechtal Verpackungen GmbH', candidates: 6 } as const;

/** The card of the Lechtal project (its heading names it; another project has the same title at another company). */
function lechtalCard(page: Page): Locator {
  return page
    .getByRole('article')
    .filter({ has: page.getByText(new RegExp(`^${escapeRegExp(LECHTAL.company)}`)) })
    .filter({ has: page.getByRole('heading', { level: 3, name: LECHTAL.title }) });
}

test(
  'a client signs in, follows a search, swipes through its candidates, reads a CV, marks one with a comment, and downloads a document and the status report',
  { tag: '@both' },
  async ({ page, context }) => {
    await signIn(page, DEMO_ACCOUNTS.client);
    await page.waitForURL((url) => url.pathname === '/projects/current');
    await expect(page.getByRole('heading', { level: 1, name: t('title') })).toBeVisible();
    const card = lechtalCard(page);
    await expect(
      card.getByRole('heading', { level: 4, name: t('search.found', { count: LECHTAL.candidates }) }),
    ).toBeVisible();
    const carousel = card.getByRole('list', { name: t('search.found', { count: LECHTAL.candidates }) });
    const first = carousel.getByRole('article').first();
    await expect(first).toBeVisible();
    await shot(page, 'projects-01-current');

    // Swiped (scrolled sideways, as a finger or a trackpad does): the carousel says which candidates show.
    const showing = card.getByText(/^Kandidat(en)? 1(–\d)? von 6$/);
    await expect(showing).toBeVisible();
    await carousel.scrollIntoViewIfNeeded();
    const box = await carousel.boundingBox();
    if (!box) throw new Error('The carousel is not on the page');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.wheel(box.width, 0);
    await expect(card.getByText(/^Kandidat(en)? [2-6](–\d)? von 6$/)).toBeVisible();
    // The buttons say where they go, and take the carousel back.
    await card.getByRole('button', { name: /^Vorherige(r)? Kandidat(en)?: 1(–\d)? von 6$/ }).click();
    await expect(showing).toBeVisible();
    // The carousel moves for 500 ms: the cards are clicked once it is back at the start.
    await expect.poll(() => carousel.evaluate((list) => list.scrollLeft)).toBe(0);

    // 'View details': the candidate's CV, read-only, without contact details; and back.
    // Her card lies outside the carousel's view on a phone: a click would scroll the carousel and
    // could land while it still moves, so the link is opened from the keyboard, as a keyboard user does.
    const hartmann = carousel.getByRole('article', { name: 'Sabine Hartmann' });
    await hartmann
      .getByRole('link', { name: t('candidate.viewDetailsOf', { name: 'Sabine Hartmann' }) })
      .press('Enter');
    await page.waitForURL((url) => url.pathname.startsWith('/project-resume/prj-lechtal-cfo/'));
    await expect(page.getByRole('main').getByText(/^(Frau )?Sabine Hartmann$/)).toBeVisible();
    await expect(page.getByText(/@/)).toHaveCount(0);
    await shot(page, 'projects-02-candidate-cv');
    await page.getByRole('link', { name: text('de', 'resume:sent.backProjects') }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/projects'));

    // Her mark: interested, with a comment; kept by the server, there after a reload.
    await lechtalCard(page)
      .getByRole('button', { name: t('feedback.giveFor', { name: 'Sabine Hartmann' }) })
      .press('Enter');
    const dialog = page.getByRole('dialog', { name: t('feedback.title', { name: 'Sabine Hartmann' }) });
    await dialog.getByRole('radio', { name: t('feedback.decision.interested') }).check();
    await dialog
      .getByRole('textbox', { name: t('feedback.comment') })
      .fill('Starke Erfahrung mit Finanzinvestoren, bitte Termin vorschlagen.');
    await shot(page, 'projects-03-feedback');
    const saved = page.waitForResponse((response) =>
      /\/client\/projects\/prj-lechtal-cfo\/candidates\/[^/]+\/feedback$/.test(response.url()),
    );
    await dialog.getByRole('button', { name: text('de', 'forms:dialog.save') }).click();
    expect((await saved).status()).toBe(200);
    await expect(dialog).toHaveCount(0);
    const marked = lechtalCard(page).getByRole('article', { name: 'Sabine Hartmann' });
    await expect(marked.getByText(t('feedback.yourMark', { mark: t('feedback.decision.interested') }))).toBeVisible();
    await page.reload();
    await expect(marked.getByText(t('feedback.yourMark', { mark: t('feedback.decision.interested') }))).toBeVisible();
    await expect(marked.getByText('Starke Erfahrung mit Finanzinvestoren, bitte Termin vorschlagen.')).toBeVisible();

    // A document and the status report: fetched with the bearer header, opened in a new tab.
    await lechtalCard(page)
      .getByRole('button', { name: t('card.showDetailsOf', { title: LECHTAL.title }) })
      .click();
    // The details open in a 300 ms transition: their buttons are clicked once it has ended.
    await expect(lechtalCard(page).locator('.MuiCollapse-entered')).toBeVisible();
    const documentAnswer = page.waitForResponse((response) =>
      /\/api\/v1\/manager\/documents\/[^/]+\/file/.test(response.url()),
    );
    const documentTab = context.waitForEvent('page');
    await lechtalCard(page)
      .getByRole('button', { name: t('details.download', { name: 'Stellenprofil.pdf' }) })
      .click();
    const documentFile = await documentAnswer;
    expect(documentFile.status()).toBe(200);
    expect((await documentFile.body()).subarray(0, 5).toString()).toBe('%PDF-');
    await (await documentTab).close();
    await shot(page, 'projects-04-details');

    const reportAnswer = page.waitForResponse((response) =>
      /\/api\/v1\/client\/projects\/prj-lechtal-cfo\/status-report\/de/.test(response.url()),
    );
    const reportTab = context.waitForEvent('page');
    await lechtalCard(page)
      .getByRole('button', { name: t('card.statusReportOf', { title: LECHTAL.title }) })
      .click();
    const report = await reportAnswer;
    expect(report.status()).toBe(200);
    expect(report.headers()['content-type']).toBe('application/pdf');
    await (await reportTab).close();
  },
);

test('every tab holds the projects of its stage', async ({ page }) => {
  await signIn(page, DEMO_ACCOUNTS.client);
  await page.waitForURL((url) => url.pathname === '/projects/current');
  for (const tab of ['mandates', 'past', 'other'] as const) {
    await page.getByRole('tab', { name: new RegExp(`^${escapeRegExp(t(`tabs.${tab}`))}`) }).click();
    await page.waitForURL((url) => url.pathname === `/projects/${tab}`);
    await expect(page.getByRole('heading', { level: 2, name: t(`tabs.${tab}`) })).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
  }
  await shot(page, 'projects-05-other');
});

test.describe('a manager', () => {
  test.use({ account: 'manager' });
  test('who types /projects ends on the dashboard', async ({ page }) => {
    await page.goto('/projects');
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: t('title') })).toHaveCount(0);
  });
});
