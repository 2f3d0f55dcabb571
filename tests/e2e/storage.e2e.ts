import type { Page, Response } from '@playwright/test';

import { DEMO_ACCOUNTS, expect, shot, signIn, test } from './fixtures';
import { hasDesktopHeader, MANAGER_FULL_NAME, text } from './texts';

// Journey 6 (docs/decisions/007-tokens.md, 009-idle-timeout.md and 010-drafts.md): what a signed-in session
// leaves in web storage. The access token lives in memory only; localStorage holds the refresh token (and beside
// it the session info of the last sign-in or refresh, docs/decisions/054-offline-data.md), the language choices, the last-active time and, in the demo only, the mock API's own store 'portal.demoDb'
// (which plays the server's database and so knows every token it issued). sessionStorage holds only form
// drafts.

const ALLOWED_LOCAL_KEYS = [
  'portal.refreshToken',
  'portal.sessionInfo',
  'portal.language',
  'portal.resumeLanguage',
  'portal.lastActive',
  'portal.demoDb',
  'portal.registrationAgreement',
];
const DEMO_DB_KEY = 'portal.demoDb';
const DRAFT_PREFIX = 'portal.draft.';

type Storages = { local: Record<string, string>; session: Record<string, string> };

function readStorages(page: Page): Promise<Storages> {
  return page.evaluate(() => {
    const dump = (storage: Storage) => {
      const entries: Record<string, string> = {};
      for (let i = 0; i < storage.length; i += 1) {
        const key = storage.key(i);
        if (key !== null) entries[key] = storage.getItem(key) ?? '';
      }
      return entries;
    };
    return { local: dump(localStorage), session: dump(sessionStorage) };
  });
}

function expectOnlyAllowedKeys(storages: Storages) {
  expect(Object.keys(storages.local).filter((key) => !ALLOWED_LOCAL_KEYS.includes(key))).toEqual([]);
  expect(Object.keys(storages.session).filter((key) => !key.startsWith(DRAFT_PREFIX))).toEqual([]);
}

/** Every access token the mock has issued so far, from its own store. */
function issuedAccessTokens(storages: Storages): string[] {
  const raw = storages.local[DEMO_DB_KEY];
  if (!raw) return [];
  const parsed = JSON.parse(raw) as { accessTokens?: { token?: unknown }[] };
  return (parsed.accessTokens ?? [])
    .map((entry) => entry.token)
    .filter((token): token is string => typeof token === 'string');
}

async function tokensOf(response: Response): Promise<{ accessToken: string; refreshToken: string }> {
  expect(response.status()).toBe(200);
  return (await response.json()) as { accessToken: string; refreshToken: string };
}

test('a signed-in session keeps only the allowed keys in web storage, and no access token', async ({
  page,
  context,
}) => {
  const loginAnswer = page.waitForResponse((response) => response.url().endsWith('/api/v1/login'));
  await signIn(page, DEMO_ACCOUNTS.manager);
  await page.waitForURL('**/dashboard');
  const heading = page.getByRole('heading', {
    level: 1,
    name: text('de', 'dashboard:greeting', { name: MANAGER_FULL_NAME.de }),
  });
  await expect(heading).toBeVisible();
  const login = await tokensOf(await loginAnswer);

  // A reload keeps the session: the stored refresh token is exchanged once (docs/decisions/007-tokens.md).
  const refreshAnswer = page.waitForResponse((response) => response.url().endsWith('/api/v1/refresh-token'));
  await page.reload();
  const refreshed = await tokensOf(await refreshAnswer);
  await expect(heading).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);

  // Visit a second page, then come back home.
  if (hasDesktopHeader(page)) {
    await page
      .getByRole('navigation', { name: text('de', 'common:nav.main') })
      .getByRole('link', { name: text('de', 'common:nav.resume'), exact: true })
      .click();
  } else {
    await page.getByRole('button', { name: text('de', 'common:menu.open', { name: MANAGER_FULL_NAME.de }) }).click();
    await page.getByRole('menuitem', { name: text('de', 'common:menu.resume'), exact: true }).click();
  }
  await page.waitForURL('**/resume');
  await page.goBack();
  await expect(heading).toBeVisible();

  const signedIn = await readStorages(page);
  expectOnlyAllowedKeys(signedIn);
  // Rotation: the stored refresh token is the newest one; the one of the login is used up.
  expect(signedIn.local['portal.refreshToken']).toBe(refreshed.refreshToken);
  expect(refreshed.refreshToken).not.toBe(login.refreshToken);
  expect(Number(signedIn.local['portal.lastActive'])).toBeGreaterThan(0);

  // No access token in the app's own storage: neither the two this session received, nor
  // any other the mock issued. Only the mock's store (the demo's "server") holds them.
  const accessTokens = [...new Set([login.accessToken, refreshed.accessToken, ...issuedAccessTokens(signedIn)])];
  expect(accessTokens.length).toBeGreaterThanOrEqual(2);
  const appValues = [
    ...Object.entries(signedIn.local).filter(([key]) => key !== DEMO_DB_KEY),
    ...Object.entries(signedIn.session),
  ];
  for (const [key, value] of appValues) {
    for (const token of accessTokens) expect(value, `${key} holds an access token`).not.toContain(token);
  }
  expect(await context.cookies()).toEqual([]);
  await shot(page, 'storage-01-after-reload');

  // An explicit logout removes the refresh token and the last-active time.
  await page.getByRole('button', { name: text('de', 'common:menu.open', { name: MANAGER_FULL_NAME.de }) }).click();
  await page.getByRole('menuitem', { name: text('de', 'common:menu.logout') }).click();
  await page.waitForURL('**/login');
  const signedOut = await readStorages(page);
  expectOnlyAllowedKeys(signedOut);
  expect(signedOut.local).not.toHaveProperty('portal.refreshToken');
  expect(signedOut.local).not.toHaveProperty('portal.lastActive');
  expect(Object.keys(signedOut.session)).toEqual([]);

  // And a reload after the logout stays signed out.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: text('de', 'auth:login.title') })).toBeVisible();
  await page.goto('/dashboard');
  await page.waitForURL('**/login');
});
