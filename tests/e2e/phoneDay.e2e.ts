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
    // Nordwind misses the same days: Alpenland's task is the one, under its name.
    const item = todo
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Interim-CFO · Alpenland Maschinenbau GmbH' }) });
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

test("on a phone the dashboard's tasks and this month's calendar fit in the first two screens, and the placement screen names the placement once, its tabs whole", async ({
  page,
}) => {
  const PHONE = { width: 390, height: 844 };
  await page.setViewportSize(PHONE);
  /** How far down the page an element ends, in px from the page's top. */
  const bottomOf = async (locator: ReturnType<Page['getByRole']>) =>
    locator.evaluate((element) => element.getBoundingClientRect().bottom + window.scrollY);

  for (const lang of ['de', 'en'] as const) {
    if (lang === 'en') {
      const name = text('de', 'common:language.option', { code: 'EN', name: text('de', 'common:language.en') });
      await page.getByRole('banner').getByRole('button', { name, exact: true }).click();
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    }
    await page.goto('/dashboard');
    const todo = page.getByRole('region', { name: text(lang, 'dashboard:todo.heading') });
    await expect(todo.getByRole('heading', { level: 3 }).first()).toBeVisible();
    // The most urgent task (the mandate's first missing day, the 18th) leads, its action in the first screen.
    const first = todo.getByRole('link', {
      name: text(lang, 'dashboard:todo.timeEntriesAction', {
        day: lang === 'de' ? 'Mittwoch, 18. November' : 'Wednesday, 18 November',
      }),
    });
    await expect(first).toBeInViewport({ ratio: 1 });
    const month = page.getByRole('region', { name: text(lang, 'dashboard:placements.heading') }).getByRole('table');
    await expect(month).toBeVisible();
    expect(await bottomOf(todo)).toBeLessThanOrEqual(2 * PHONE.height);
    expect(await bottomOf(month)).toBeLessThanOrEqual(2 * PHONE.height);
    await shot(page, `phone-dashboard-${lang}`);

    await page.goto(`/placement/${ALPENLAND}`);
    const name = 'Interim-CFO · Alpenland Maschinenbau GmbH';
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText(name, { exact: true })).toHaveCount(1);
    const tabs = page.getByRole('navigation', { name: text(lang, 'placement:tabs.label') }).getByRole('tab');
    await expect(tabs).toHaveCount(3);
    for (const tab of await tabs.all()) {
      await expect(tab).toBeInViewport({ ratio: 1 });
      // The label whole: nothing of it cut off or scrolled away.
      expect(await tab.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    }
    expect(await bottomOf(tabs.first())).toBeLessThanOrEqual(PHONE.height);
    await expect(calendar(page).locator('tbody tr').first()).toBeInViewport({ ratio: 1 });
    await shot(page, `phone-placement-${lang}`);
  }
});
