import type { Page } from '@playwright/test';

import { seriousAxeFindings } from './axe';
import { chooseOption, DEMO_ACCOUNTS, expect, shot, signIn, test } from './fixtures';
import { escapeRegExp, text, type Lang } from './texts';

// The day's entry on a phone: two taps from the dashboard, and the placement screen opens on the month.
//
// The browser's clock is set to Wednesday 25 November 2026, 10:00 before the first page, and the demo's data is
// seeded on that first page (mocks/placements/fixtures.ts), so the open days are known whatever the day the
// journeys run: Alpenland's entries stop at Thursday the 19th, and the 20th, 23rd and 24th are missing.
// `setFixedTime` keeps the timers running; only the date stands still.

const WEDNESDAY = new Date(2026, 10, 25, 10, 0);
const ALPENLAND = 'plc-alpenland-cfo';
/** The theme's `success.main` (MUI's green 800): a logged day's frame. */
const LOGGED_GREEN = 'rgb(46, 125, 50)';

const de = (key: string, vars?: Record<string, string | number>) => text('de', key as `placement:${string}`, vars);

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(WEDNESDAY);
  await signIn(page, DEMO_ACCOUNTS.manager);
});

/** The month's calendar on the placement screen. */
const calendar = (page: Page) => page.getByRole('table', { name: /\d{4}/ });

test(
  "from the dashboard, one tap opens the first missing day's entry; saving it turns the day green on the month",
  { tag: '@both' },
  async ({ page }) => {
    await page.goto('/dashboard');
    const todo = page.getByRole('region', { name: text('de', 'dashboard:todo.heading') });
    // Nordwind misses the same days: Alpenland's item is the one.
    const item = todo.getByRole('listitem').filter({ hasText: /Alpenland: Für 3 Arbeitstage im November 2026/ });
    await shot(page, 'phone-day-01-dashboard');

    // The first tap.
    await item
      .getByRole('link', { name: text('de', 'dashboard:todo.timeEntriesAction', { day: 'Freitag, 20. November' }) })
      .click();
    const dialog = page.getByRole('dialog', { name: /Freitag, 20\. November/ });
    await expect(dialog).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(`/placement/${ALPENLAND}/daily-overview/entry/2026-11-20`);
    // 'Same as the previous working day' is offered, as when the day is opened from the month.
    await expect(
      dialog.getByRole('button', { name: de('placement:entry.sameAsPrevious', { date: 'Donnerstag, 19. November' }) }),
    ).toBeVisible();
    await shot(page, 'phone-day-02-dialog');

    await chooseOption(dialog, de('placement:entry.recordedTimeLabel'), de('placement:entry.recordedTime.100'));
    await dialog.locator('.ql-editor').click();
    await page.keyboard.type('Abstimmung der Liquiditätsplanung mit der Hausbank');
    // The second tap.
    const saved = page.waitForResponse(
      (response) =>
        response.url().includes(`/manager/placements/${ALPENLAND}/time-tracking`) &&
        response.request().method() === 'POST',
    );
    await dialog.getByRole('button', { name: text('de', 'forms:dialog.save') }).click();
    expect((await saved).status()).toBe(200);
    await expect(dialog).toHaveCount(0);

    // Closed, the dialog leaves the manager on the month behind it, where the day is now logged: green.
    await page.waitForURL((url) => url.pathname === `/placement/${ALPENLAND}/daily-overview`);
    expect(new URL(page.url()).searchParams.get('month')).toBe('2026-11');
    const logged = calendar(page).getByRole('button', {
      name: new RegExp(`^Freitag, 20\\. November: ${escapeRegExp(de('placement:calendar.state.submitted'))}`),
    });
    await expect(logged).toBeVisible();
    await expect(logged).toHaveCSS('border-top-color', LOGGED_GREEN);
    await shot(page, 'phone-day-03-day-green');
  },
);

for (const lang of ['de', 'en'] as const satisfies Lang[]) {
  test(
    `the placement screen opens on the month: its first day within the first screen, the facts one tap away (${lang})`,
    { tag: '@both' },
    async ({ page }) => {
      const t = (key: string, vars?: Record<string, string | number>) => text(lang, `placement:${key}`, vars);
      if (lang === 'en') {
        const name = text('en', 'common:language.option', { code: 'EN', name: text('en', 'common:language.en') });
        await page.getByRole('banner').getByRole('button', { name, exact: true }).click();
        await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      }
      await page.goto(`/placement/${ALPENLAND}`);
      await page.waitForURL((url) => url.pathname === `/placement/${ALPENLAND}/daily-overview`);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);

      // Sunday the 1st: the month's first day, entirely within the first screen, with nothing scrolled.
      const firstDay = calendar(page).locator('tbody [aria-label]').first();
      await expect(firstDay).toHaveAttribute(
        'aria-label',
        new RegExp(`^${lang === 'de' ? 'Sonntag, 1\\. November' : 'Sunday, 1 November'}:`),
      );
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      const box = await firstDay.boundingBox();
      const viewport = page.viewportSize();
      if (!box || !viewport) throw new Error('no layout');
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
      // So is today's action, on a working day without an entry.
      await expect(page.getByRole('link', { name: t('calendar.logToday') })).toBeInViewport({ ratio: 1 });
      await shot(page, `phone-day-04-month-${lang}`);

      // The facts: on a phone one line that opens them, on a wider screen shown as they are.
      const contact = page.getByRole('term').filter({ hasText: t('header.contact') });
      const line = page.getByRole('button', { name: new RegExp(`^${escapeRegExp(t('header.facts'))}: Rosenheim`) });
      if (test.info().project.name === 'mobile') {
        await expect(contact).toBeHidden();
        await expect(line).toHaveAttribute('aria-expanded', 'false');
        await line.click();
        await expect(line).toHaveAttribute('aria-expanded', 'true');
      } else {
        await expect(line).toHaveCount(0);
      }
      await expect(contact).toBeVisible();
      await expect(page.getByText('Dr. Stefan Huber')).toBeVisible();
      expect(await seriousAxeFindings(page)).toEqual([]);
      await shot(page, `phone-day-05-facts-${lang}`);
    },
  );
}
