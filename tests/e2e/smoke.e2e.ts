import { expect, shot, test } from './fixtures';

// Proves the harness: the demo build is served under its CSP, Chromium starts, the login page
// renders without a browser error, and a screenshot lands in tests/e2e/screenshots/.
// Both sizes: the first screen of every visit, on a phone too.
test('shows the login page', { tag: '@both' }, async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading').first()).toBeVisible();
  await shot(page, 'login');
});

// index.html carries the sign-in page's component styles (scripts/firstPaintCss.mjs), so
// the first render inserts none of them, and the page looks as it does when emotion inserts them.
test('the sign-in page brings its styles in index.html: its first render inserts no style rule', async ({ page }) => {
  await page.addInitScript(() => {
    const inserted: string[] = [];
    const insertRule = CSSStyleSheet.prototype.insertRule;
    CSSStyleSheet.prototype.insertRule = function (this: CSSStyleSheet, rule: string, index?: number) {
      if (this.ownerNode instanceof Element && this.ownerNode.getAttribute('data-emotion') === 'css')
        inserted.push(rule);
      return insertRule.call(this, rule, index);
    };
    (window as unknown as { insertedRules: string[] }).insertedRules = inserted;
  });
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Anmelden', exact: true })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { insertedRules: string[] }).insertedRules)).toEqual([]);
  // The styles are applied all the same: the contained button has the theme's primary colour.
  await expect(page.getByRole('button', { name: 'Anmelden', exact: true })).toHaveCSS(
    'background-color',
    'rgb(13, 71, 161)',
  );
});
