import { DEMO_ACCOUNTS, DEMO_PASSWORD, expect, shot, test } from './fixtures';
import { hasDesktopHeader, MANAGER_FULL_NAME, text } from './texts';

// Journey 1 (docs/decisions/015-header-breakpoint.md and 018-demo-data.md): the manager signs in, is greeted
// by name, finds the main links (header on desktop, profile menu below 1014 px) and logs out via the profile
// menu. Both sizes: the header differs (links in the header from 1014 px, in the profile menu below).
test(
  'the manager signs in, is greeted by name and logs out via the profile menu',
  { tag: '@both' },
  async ({ page }) => {
    const name = MANAGER_FULL_NAME.de;

    await page.goto('/login');
    // No stored language: the UI starts in German (code 100).
    await expect(page.getByRole('heading', { level: 1, name: text('de', 'auth:login.title') })).toBeVisible();
    await page
      .getByRole('textbox', { name: text('de', 'auth:login.username'), exact: true })
      .fill(DEMO_ACCOUNTS.manager);
    await page.getByRole('textbox', { name: text('de', 'auth:login.password'), exact: true }).fill(DEMO_PASSWORD);
    await shot(page, 'sign-in-01-login-filled');
    await page.getByRole('button', { name: text('de', 'auth:login.submit'), exact: true }).click();

    await page.waitForURL('**/dashboard');
    // The manager's communication language is German, so the UI stays German after login.
    await expect(
      page.getByRole('heading', { level: 1, name: text('de', 'dashboard:greeting', { name }) }),
    ).toBeVisible();

    const header = page.getByRole('banner');
    const menuButton = header.getByRole('button', { name: text('de', 'common:menu.open', { name }) });
    await expect(menuButton).toBeVisible();

    const mainLinks = [
      text('de', 'common:nav.home'),
      text('de', 'common:nav.resume'),
      text('de', 'common:nav.management'),
    ];
    const nav = page.getByRole('navigation', { name: text('de', 'common:nav.main') });
    if (hasDesktopHeader(page)) {
      // Desktop: the name is written out in the header, the three links are in its navigation.
      await expect(menuButton).toContainText(name);
      for (const label of mainLinks) await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
    } else {
      // Below 1014 px the header has no navigation; the links move into the profile menu.
      await expect(nav).toHaveCount(0);
    }
    await shot(page, 'sign-in-02-dashboard');

    await menuButton.click();
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: text('de', 'common:menu.myProfile') })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: text('de', 'common:menu.loginSettings') })).toBeDisabled();
    const menuLinks = [
      text('de', 'common:menu.home'),
      text('de', 'common:menu.management'),
      text('de', 'common:menu.resume'),
    ];
    for (const label of menuLinks) {
      const item = menu.getByRole('menuitem', { name: label, exact: true });
      if (hasDesktopHeader(page)) await expect(item).toHaveCount(0);
      else await expect(item).toBeVisible();
    }
    await shot(page, 'sign-in-03-profile-menu');

    await menu.getByRole('menuitem', { name: text('de', 'common:menu.logout') }).click();
    await page.waitForURL('**/login');
    await expect(page.getByRole('heading', { level: 1, name: text('de', 'auth:login.title') })).toBeVisible();
    // An explicit logout shows no "session ended" notice.
    await expect(page.getByRole('status')).toHaveCount(0);
    await shot(page, 'sign-in-04-logged-out');
  },
);

test(
  'a main link leads to its page: header navigation on desktop, profile menu on mobile',
  { tag: '@both' },
  async ({ page }) => {
    await page.goto('/login');
    await page
      .getByRole('textbox', { name: text('de', 'auth:login.username'), exact: true })
      .fill(DEMO_ACCOUNTS.manager);
    await page.getByRole('textbox', { name: text('de', 'auth:login.password'), exact: true }).fill(DEMO_PASSWORD);
    // Pressing Enter submits.
    await page.getByRole('textbox', { name: text('de', 'auth:login.password'), exact: true }).press('Enter');
    await page.waitForURL('**/dashboard');

    const label = text('de', 'common:nav.resume');
    if (hasDesktopHeader(page)) {
      await page
        .getByRole('navigation', { name: text('de', 'common:nav.main') })
        .getByRole('link', { name: label, exact: true })
        .click();
    } else {
      await page.getByRole('button', { name: text('de', 'common:menu.open', { name: MANAGER_FULL_NAME.de }) }).click();
      await page
        .getByRole('menu')
        .getByRole('menuitem', { name: text('de', 'common:menu.resume'), exact: true })
        .click();
    }
    await page.waitForURL('**/resume');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  },
);
