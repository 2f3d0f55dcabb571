import { DEMO_ACCOUNTS, expect, shot, signIn, test } from './fixtures';
import { text } from './texts';

// The dashboard. The demo manager's language is German. The demo data is
// seeded from today, so what is due depends on the day: these journeys use the items that are
// there on every day (the availability saved 40 days ago, the three new opportunities), or fix the day.

test.use({ account: 'manager' });

const t = (key: string, vars?: Record<string, string | number>) => text('de', `dashboard:${key}`, vars);

/**
 * Wednesday 25 November 2026, 10:00: the browser's clock stands there before the first page, and the demo seeds its
 * data on that page, so the month's calendar has logged and missing days whatever the day the journeys run.
 */
const WEDNESDAY = new Date(2026, 10, 25, 10, 0);
/** The theme's secondary text colour (src/app/theme/theme.ts, `text.secondary`) as the browser computes it. */
const SECONDARY_TEXT = 'rgb(74, 85, 99)';

test.describe('on a fixed day', () => {
  test.use({ account: undefined });
  test.beforeEach(async ({ page }) => {
    await page.clock.setFixedTime(WEDNESDAY);
    await signIn(page, DEMO_ACCOUNTS.manager);
  });

  test(
    'dashboard: what needs doing, the CV, the placements with the month calendar, offers and news',
    { tag: '@both' },
    async ({ page }) => {
      await page.goto('/dashboard');
      const todo = page.getByRole('region', { name: t('todo.heading') });
      await expect(todo.getByText(t('todo.opportunities', { count: 3 }))).toBeVisible();
      await expect(
        todo.getByText(/^Verfügbarkeit zuletzt am \d{1,2}\. [A-ZÄÖÜ][a-zäöü]{2}\.? \d{4} angegeben/),
      ).toBeVisible();

      const placements = page.getByRole('region', { name: t('placements.heading') });
      await expect(
        placements.getByRole('link', { name: 'Interim-CFO · Alpenland Maschinenbau GmbH', exact: true }),
      ).toBeVisible();
      // Every day of the month has its state in words (colour is never the only signal).
      const calendar = placements.getByRole('table');
      await expect(
        calendar.getByRole('img', { name: new RegExp(`: ${t('calendar.submitted')}$`) }).first(),
      ).toBeVisible();
      await expect(placements.getByText(t('calendar.missing'), { exact: true })).toBeVisible();
      // A line that says what the next one is shows in the theme's secondary text colour, not the body's.
      await expect(
        page.getByRole('region', { name: t('resume.heading') }).getByText(t('resume.lastUpdate'), { exact: true }),
      ).toHaveCSS('color', SECONDARY_TEXT);
      await expect(placements.getByText(t('placements.contact'), { exact: true }).first()).toHaveCSS(
        'color',
        SECONDARY_TEXT,
      );

      await expect(
        page
          .getByRole('region', { name: t('offers.heading') })
          .getByRole('heading', { level: 3 })
          .first(),
      ).toBeVisible();
      await expect(
        page
          .getByRole('region', { name: t('news.heading') })
          .getByRole('heading', { level: 3 })
          .first(),
      ).toBeVisible();
      await shot(page, 'dashboard-01');

      // The same in English: the words and the dates follow the UI language.
      await page
        .getByRole('group', { name: /^(Sprache|Language)$/ })
        .getByRole('button', { name: text('en', 'common:language.en') })
        .click();
      const todoEn = page.getByRole('region', { name: text('en', 'dashboard:todo.heading') });
      await expect(todoEn.getByText(text('en', 'dashboard:todo.opportunities', { count: 3 }))).toBeVisible();
      await expect(
        todoEn.getByText(/^Availability last given on \d{1,2} [A-Z][a-z]{2} \d{4}: please confirm it/),
      ).toBeVisible();
      await expect(
        page
          .getByRole('region', { name: text('en', 'dashboard:placements.heading') })
          .getByText(text('en', 'dashboard:calendar.missing'), { exact: true }),
      ).toBeVisible();
      await shot(page, 'dashboard-02-en');
    },
  );
});

test("dashboard: a 'to do' item leads to where it is done, and is gone once it is", async ({ page }) => {
  await page.goto('/dashboard');
  const todo = page.getByRole('region', { name: t('todo.heading') });
  const availability = todo.getByRole('listitem').filter({ hasText: /^Verfügbarkeit zuletzt am/ });
  await availability.getByRole('link', { name: t('todo.availabilityAction') }).click();
  await page.waitForURL((url) => url.pathname === '/resume/availability');
  const dialog = page.getByRole('dialog', { name: text('de', 'resumeEdit:availability.title') });
  await expect(dialog).toBeVisible();

  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/api/v1/manager/availability') && response.request().method() === 'PUT',
  );
  await dialog.getByRole('button', { name: text('de', 'forms:dialog.save') }).click();
  expect((await saved).status()).toBe(200);
  await page.waitForURL((url) => url.pathname === '/resume');

  await page
    .getByRole('navigation')
    .getByRole('link', { name: text('de', 'common:nav.home') })
    .click();
  await page.waitForURL((url) => url.pathname === '/dashboard');
  await expect(todo.getByText(t('todo.opportunities', { count: 3 }))).toBeVisible();
  await expect(todo.getByText(/^Verfügbarkeit zuletzt am/)).toHaveCount(0);

  await todo.getByRole('link', { name: t('todo.opportunitiesAction') }).click();
  await page.waitForURL((url) => url.pathname === '/management/opportunities');
});
