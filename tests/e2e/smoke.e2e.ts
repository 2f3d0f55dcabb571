import { expect, shot, test } from './fixtures';

// Proves the harness: the demo build is served under its CSP, Chromium starts, the login page
// renders without a browser error, and a screenshot lands in tests/e2e/screenshots/.
// Both sizes: the first screen of every visit, on a phone too.
test('shows the login page', { tag: '@both' }, async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading').first()).toBeVisible();
  await shot(page, 'login');
});
