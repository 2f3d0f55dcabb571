import { DEMO_ACCOUNTS, expect, shot, signIn, test } from '../e2e/fixtures';
import { text } from '../e2e/texts';

// The server's answer to one dashboard section does not follow the contract (a list wrapped in
// an object): that section says it could not be loaded, with a retry, and the rest of the
// dashboard, the header and its menu work; once the answer is mended, the retry shows it.

const OFFERS = '**/api/v1/manager/offers';

test('a broken answer costs its dashboard section only, and a retry shows it once mended', async ({ page }) => {
  let broken = true;
  await page.route(OFFERS, async (route) => {
    if (!broken) return route.continue();
    const answer = await route.fetch();
    await route.fulfill({ response: answer, json: { items: await answer.json() } });
  });
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await signIn(page, DEMO_ACCOUNTS.manager);
  await page.waitForURL((url) => url.pathname === '/dashboard');

  const offers = page.getByRole('region', { name: text('de', 'dashboard:offers.heading') });
  // An answer the portal cannot read is the server's fault, never the connection's.
  await expect(offers.getByRole('alert')).toHaveText(
    `${text('de', 'dashboard:offers.error')} ${text('de', 'common:error.http.50201')}`,
  );
  const news = page.getByRole('region', { name: text('de', 'dashboard:news.heading') });
  await expect(news.getByRole('heading', { level: 3 }).first()).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('region', { name: text('de', 'dashboard:todo.heading') })).toBeVisible();
  expect(warnings.some((warning) => warning.includes('/manager/offers'))).toBe(true);
  await shot(page, 'broken-answer-01-offers');

  broken = false;
  await offers.getByRole('button', { name: text('de', 'common:actions.retry') }).click();
  await expect(offers.getByRole('heading', { level: 3 }).first()).toBeVisible();
  await expect(offers.getByRole('alert')).toHaveCount(0);
});
