import { DEMO_ACCOUNTS, expect, signIn, test } from '../e2e/fixtures';
import { logoutAsksAndRevokes } from '../e2e/logoutJourney';
import { text } from '../e2e/texts';
import { twoWindows } from './realApi';

// The logout journey (tests/e2e/logoutJourney.ts) on the real-API build, with a second window of the browser
// open: the logout reaches it at once (docs/decisions/008-tabs-agree.md).

test('logout with unsaved work asks first, revokes the session on the server, and signs the other window out', async ({
  page,
}) => {
  const other = await twoWindows(page, (window) => signIn(window, DEMO_ACCOUNTS.manager), {
    width: 1440,
    height: 900,
  });
  await other.goto('/dashboard');
  await expect(other).toHaveURL(/\/dashboard$/);
  await logoutAsksAndRevokes(page);
  await other.waitForURL('**/login');
  await expect(other.getByRole('heading', { level: 1, name: text('de', 'auth:login.title') })).toBeVisible();
  await other.close();
});
