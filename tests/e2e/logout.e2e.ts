import { DEMO_ACCOUNTS, signIn, test } from './fixtures';
import { logoutAsksAndRevokes } from './logoutJourney';

// The logout journey on the demo build; tests/e2e-real/logout.e2e.ts runs it on the real-API build.

test('logout with unsaved work asks first, then ends the session on the server too', async ({ page }) => {
  await signIn(page, DEMO_ACCOUNTS.manager);
  await logoutAsksAndRevokes(page);
});
