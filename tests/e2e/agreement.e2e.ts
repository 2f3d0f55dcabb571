import type { Page } from '@playwright/test';

import { DEMO_ACCOUNTS, expect, shot, signIn, test } from './fixtures';
import { text, type Lang } from './texts';

// Journey 3 (docs/decisions/018-demo-data.md): a pending agreement replaces every protected page.
// pending@demo.test speaks English (communication language 200), skippable@demo.test German.

function agreementScreen(page: Page, lang: Lang) {
  // Each open panel is a region, and the scrollable agreement text inside it is one too (with
  // the same name); the text region is the one without the download button.
  const textRegion = (name: string) => page.getByRole('region', { name }).filter({ hasNot: page.getByRole('button') });
  return {
    heading: page.getByRole('heading', { level: 1, name: text(lang, 'agreement:title') }),
    termsPanel: page.getByRole('button', { name: text(lang, 'agreement:terms.panel'), exact: true }),
    privacyPanel: page.getByRole('button', { name: text(lang, 'agreement:privacy.panel'), exact: true }),
    termsText: textRegion(text(lang, 'agreement:terms.panel')),
    privacyText: textRegion(text(lang, 'agreement:privacy.panel')),
    termsBox: page.getByRole('checkbox', { name: text(lang, 'agreement:terms.accept') }),
    privacyBox: page.getByRole('checkbox', { name: text(lang, 'agreement:privacy.accept') }),
    termsPdf: page.getByRole('button', { name: text(lang, 'agreement:terms.download') }),
    accept: page.getByRole('button', { name: text(lang, 'agreement:accept'), exact: true }),
    skip: page.getByRole('button', { name: text(lang, 'agreement:skip'), exact: true }),
    cancel: page.getByRole('button', { name: text(lang, 'agreement:cancel'), exact: true }),
  };
}

// Both sizes: the screen a pending manager meets first, with its header stripped of links and menu.
test(
  'pending agreement: both panels, accept only after both boxes, then the dashboard',
  { tag: '@both' },
  async ({ page }) => {
    await signIn(page, DEMO_ACCOUNTS.pending);
    await page.waitForURL('**/agreement-terms');
    const screen = agreementScreen(page, 'en');
    await expect(screen.heading).toBeVisible();
    // The header hides its links and the profile menu while the agreement is pending.
    await expect(page.getByRole('navigation', { name: text('en', 'common:nav.main') })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /profile menu/i })).toHaveCount(0);

    // Two collapsible panels: the NDA open, data protection closed until opened.
    await expect(screen.termsPanel).toHaveAttribute('aria-expanded', 'true');
    await expect(screen.termsText).toContainText(/\S/);
    await expect(screen.privacyPanel).toHaveAttribute('aria-expanded', 'false');
    await screen.privacyPanel.click();
    await expect(screen.privacyPanel).toHaveAttribute('aria-expanded', 'true');
    await expect(screen.privacyText).toBeVisible();
    await expect(screen.privacyText).toContainText(/\S/);
    // This account may not skip.
    await expect(screen.skip).toHaveCount(0);

    await expect(screen.accept).toBeDisabled();
    await shot(page, 'agreement-01-pending');
    await screen.termsBox.check();
    await expect(screen.accept).toBeDisabled();
    await screen.termsBox.uncheck();
    await screen.privacyBox.check();
    await expect(screen.accept).toBeDisabled();
    await screen.termsBox.check();
    await expect(screen.accept).toBeEnabled();
    await shot(page, 'agreement-02-both-ticked');

    await screen.accept.click();
    await page.waitForURL('**/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: /Thomas Keller/ })).toBeVisible();
    await expect(page.getByRole('button', { name: /profile menu/i })).toBeVisible();
    await shot(page, 'agreement-03-accepted-dashboard');
  },
);

test('an account that may skip goes to the dashboard with "decide later"', async ({ page }) => {
  await signIn(page, DEMO_ACCOUNTS.skippable);
  await page.waitForURL('**/agreement-terms');
  const screen = agreementScreen(page, 'de');
  await expect(screen.heading).toBeVisible();
  await expect(screen.accept).toBeDisabled();
  await expect(screen.skip).toBeEnabled();
  await shot(page, 'agreement-04-skippable');

  await screen.skip.click();
  await page.waitForURL('**/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: /Markus Lehmann/ })).toBeVisible();
});

test('cancel on the agreement screen signs out and returns to /login', async ({ page }) => {
  await signIn(page, DEMO_ACCOUNTS.pending);
  await page.waitForURL('**/agreement-terms');
  const screen = agreementScreen(page, 'en');
  await expect(screen.heading).toBeVisible();
  // Any protected page shows the agreement screen instead while it is pending.
  await page.goto('/resume');
  await expect(screen.heading).toBeVisible();
  await expect(page).toHaveURL(/\/resume$/);

  await screen.cancel.click();
  await page.waitForURL('**/login');
  await expect(page.getByRole('heading', { level: 1, name: text('en', 'auth:login.title') })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('portal.refreshToken'))).toBeNull();
  // Still pending: the next sign-in shows the agreement again.
  await signIn(page, DEMO_ACCOUNTS.pending);
  await page.waitForURL('**/agreement-terms');
  await expect(screen.heading).toBeVisible();
});

test.describe('signed in already', () => {
  test.use({ account: 'pending' });

  test('a download link of the agreement opens the PDF in a new tab from a blob: URL', async ({ page, context }) => {
    await page.goto('/agreement-terms');
    const screen = agreementScreen(page, 'en');
    await expect(screen.termsPdf).toBeVisible();

    // Fetched with the bearer header, opened from an object URL (no token in a URL;
    // docs/decisions/012-files-with-bearer.md).
    const file = page.waitForResponse((response) =>
      /\/api\/v1\/.*agreement.*file|\/api\/v1\/.*\.pdf/i.test(response.url()),
    );
    const newTab = context.waitForEvent('page');
    await screen.termsPdf.click();
    const tab = await newTab;
    const fileResponse = await file;
    expect(fileResponse.status()).toBe(200);
    await expect.poll(() => tab.url()).toMatch(/^blob:http:\/\/127\.0\.0\.1:\d+\//);
    // The app itself stays on the agreement screen.
    await expect(screen.heading).toBeVisible();
  });
});
