import type { Page } from '@playwright/test';

import { DEMO_ACCOUNTS, DEMO_PASSWORD, expect, shot, test } from './fixtures';
import { plain, text } from './texts';

// Journey 2 (docs/decisions/018-demo-data.md): three wrong passwords lock the account. The
// failed logins are 400 answers of the mock API, which the harness leaves to this test.

async function submitLogin(page: Page, username: string, password: string) {
  await page.getByRole('textbox', { name: text('de', 'auth:login.username'), exact: true }).fill(username);
  const passwordField = page.getByRole('textbox', { name: text('de', 'auth:login.password'), exact: true });
  await passwordField.fill(password);
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/v1/login'));
  await page.getByRole('button', { name: text('de', 'auth:login.submit'), exact: true }).click();
  await answer;
}

// Both sizes: the warnings and the locked screen's long texts must fit a phone.
test(
  'three wrong passwords show the remaining attempts, then the account-locked screen',
  { tag: '@both' },
  async ({ page }) => {
    await page.goto('/login');
    const warning = page.getByRole('alert');

    await submitLogin(page, DEMO_ACCOUNTS.manager, 'wrong-password-1');
    await expect(warning).toContainText(text('de', 'auth:login.warning'));
    await expect(warning).toContainText(text('de', 'auth:login.warningMsg', { count: 2 }));
    await shot(page, 'lockout-01-two-attempts-left');

    await submitLogin(page, DEMO_ACCOUNTS.manager, 'wrong-password-2');
    await expect(warning).toContainText(text('de', 'auth:login.warningMsg', { count: 1 }));
    await shot(page, 'lockout-02-one-attempt-left');

    await submitLogin(page, DEMO_ACCOUNTS.manager, 'wrong-password-3');
    const title = text('de', 'auth:locked.title');
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const lockedAlert = page.getByRole('alert');
    // The title stands once, as the page heading.
    await expect(page.getByText(title, { exact: true })).toHaveCount(1);
    await expect(lockedAlert).toContainText(text('de', 'auth:locked.message1'));
    await expect(lockedAlert).toContainText(text('de', 'auth:locked.message2'));
    // The third message is HTML (rendered sanitized, with its <strong>).
    const main = page.getByRole('main');
    await expect(main).toContainText(plain(text('de', 'auth:locked.message3')));
    await expect(main.locator('strong')).toHaveText(/\S/);
    // The login form is gone; the way out is a password reset or back to the sign-in form.
    await expect(page.getByRole('textbox', { name: text('de', 'auth:login.password'), exact: true })).toHaveCount(0);
    await expect(main.getByRole('link', { name: text('de', 'auth:locked.resetPassword') })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    await shot(page, 'lockout-03-account-locked');

    // While locked, even the right password is refused (60 minutes).
    await main.getByRole('button', { name: text('de', 'auth:locked.backToLogin') }).click();
    await expect(page.getByRole('heading', { level: 1, name: text('de', 'auth:login.title') })).toBeVisible();
    await submitLogin(page, DEMO_ACCOUNTS.manager, DEMO_PASSWORD);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  },
);
