import type { Page } from '@playwright/test';

import { LOCAL_KEYS } from '../../src/lib/storageKeys';
import { seriousAxeFindings } from './axe';
import { expect, shot } from './fixtures';
import { MANAGER_FULL_NAME, text } from './texts';

// The deliberate logout (docs/decisions/034-logout-revokes.md): with unsaved work it names the form first and
// offers to go back; once it has logged out, the server refuses the old refresh token. One journey for the demo
// build (msw in the page's service worker) and the real-API build (the mock API over HTTP): the refresh after the
// logout is asked from inside the page, on the page's own origin, in both.

const de = (key: Parameters<typeof text>[1]) => text('de', key);

/** From a signed-in manager's page: the logout asks about the dirty account form, then revokes the session. */
export async function logoutAsksAndRevokes(page: Page): Promise<void> {
  await page.getByRole('link', { name: de('common:menu.editProfile') }).click();
  await page.waitForURL('**/account');
  await expect(page.getByRole('heading', { level: 1, name: de('account:title') })).toBeVisible();
  const company = page.getByRole('textbox', { name: de('account:fields.ownCompany'), exact: true });
  await expect(company).toHaveValue('Berger Interim Management GmbH');
  await company.fill('Berger Interim Partners GmbH');

  const menuButton = page.getByRole('button', { name: text('de', 'common:menu.open', { name: MANAGER_FULL_NAME.de }) });
  const logOut = async () => {
    await menuButton.click();
    await page.getByRole('menuitem', { name: de('common:menu.logout') }).click();
  };
  await logOut();

  const dialog = page.getByRole('dialog', { name: de('forms:unsaved.logoutTitle') });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('listitem')).toHaveText([de('forms:unsaved.forms.account')]);
  const back = dialog.getByRole('button', { name: de('forms:unsaved.goBack') });
  await expect(back).toBeFocused();
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  await shot(page, 'logout-01-asks');
  const findings = await seriousAxeFindings(page, '[role="dialog"]');
  expect(findings).toEqual([]);

  // Go back, by the keyboard: the text is still there and the user still signed in.
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/account$/);
  await expect(company).toHaveValue('Berger Interim Partners GmbH');
  await expect(menuButton).toBeFocused();

  const refreshToken = await page.evaluate((key) => localStorage.getItem(key), LOCAL_KEYS.refreshToken);
  expect(refreshToken).toBeTruthy();
  await logOut();
  await expect(dialog).toBeVisible();
  const revoked = page.waitForResponse(
    (response) => response.url().endsWith('/api/v1/logout') && response.request().method() === 'POST',
  );
  await dialog.getByRole('button', { name: de('forms:unsaved.logoutAnyway') }).click();
  await page.waitForURL('**/login');
  await expect(page.getByRole('heading', { level: 1, name: de('auth:login.title') })).toBeVisible();
  const logoutAnswer = await revoked;
  expect(logoutAnswer.status()).toBe(204);
  expect(logoutAnswer.request().postDataJSON()).toEqual({ refreshToken });
  expect(await page.evaluate((key) => localStorage.getItem(key), LOCAL_KEYS.refreshToken)).toBeNull();

  // The old refresh token no longer opens a session.
  const refreshed = await page.evaluate(async (token) => {
    const response = await fetch('/api/v1/refresh-token', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ refreshToken: token }),
    });
    return { status: response.status, body: (await response.json()) as { code?: string } };
  }, refreshToken);
  expect(refreshed.status).toBe(401);
  expect(refreshed.body.code).toBeTruthy();
  await shot(page, 'logout-02-signed-out');
}
