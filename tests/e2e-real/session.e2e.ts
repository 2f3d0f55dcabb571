import type { Page } from '@playwright/test';

import { DEMO_ACCOUNTS, DEMO_PASSWORD, expect, test } from '../e2e/fixtures';
import { MANAGER_FULL_NAME, text } from '../e2e/texts';
import {
  ACCESS_TOKEN_TTL_MS,
  dashboardMonthsAnswered,
  lastIssuedRefreshToken,
  LOGIN_PATH,
  recordApiCalls,
  REFRESH_PATH,
  refreshCalls,
  tokenIssuingCalls,
} from './realApi';

// The session over real HTTP (docs/decisions/007-tokens.md): the access token in memory, the refresh token in
// localStorage, one refresh for any number of concurrent 401s. The demo's mock lives in the
// page and never crosses the network; here every call goes through the host's /api proxy.

const REFRESH_TOKEN_KEY = 'portal.refreshToken';

const greeting = (page: Page) =>
  page.getByRole('heading', { level: 1, name: text('de', 'dashboard:greeting', { name: MANAGER_FULL_NAME.de }) });

/** The header's button that opens the manager's menu. */
const menuButton = (page: Page) =>
  page
    .getByRole('banner')
    .getByRole('button', { name: text('de', 'common:menu.open', { name: MANAGER_FULL_NAME.de }) });

/** An entry of the open header menu. */
const menuItem = (page: Page, key: `common:menu.${string}`) =>
  page.getByRole('menu').getByRole('menuitem', { name: text('de', key) });

const storedRefreshToken = (page: Page) => page.evaluate((key) => localStorage.getItem(key), REFRESH_TOKEN_KEY);

async function submitLogin(page: Page): Promise<void> {
  await page.goto('/login');
  await page.getByRole('textbox', { name: text('de', 'auth:login.username'), exact: true }).fill(DEMO_ACCOUNTS.manager);
  await page.getByRole('textbox', { name: text('de', 'auth:login.password'), exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: text('de', 'auth:login.submit'), exact: true }).click();
}

test('sign in, a reload stays signed in through POST /refresh-token, and logout ends the session', async ({ page }) => {
  const calls = recordApiCalls(page);
  const loggedIn = page.waitForResponse((response) => new URL(response.url()).pathname === LOGIN_PATH);
  await submitLogin(page);
  expect((await loggedIn).status()).toBe(200);
  await page.waitForURL('**/dashboard');
  await expect(greeting(page)).toBeVisible();
  // The stored refresh token is always the newest the API issued: the sign-in's, or a
  // refresh's when the short-lived access token already ran out on a slow machine.
  await expect.poll(async () => (await storedRefreshToken(page)) === (await lastIssuedRefreshToken(calls))).toBe(true);

  // The dashboard's loads (placements, then each one's months) have all been answered, so no
  // call of the page before the reload is counted after it.
  await dashboardMonthsAnswered(calls);

  // The reload forgets the access token; the stored refresh token brings the session back,
  // before anything that needs a session is asked for.
  const sentBeforeReload = calls.length;
  const refreshed = page.waitForResponse((response) => new URL(response.url()).pathname === REFRESH_PATH);
  await page.reload();
  const refresh = await refreshed;
  expect(refresh.status()).toBe(200);
  const afterReload = calls.slice(sentBeforeReload);
  expect(afterReload.find((call) => call.path.startsWith('/api/v1/'))?.request).toBe(refresh.request());
  expect(refresh.request().postDataJSON()).toEqual({
    refreshToken: await lastIssuedRefreshToken(calls.slice(0, sentBeforeReload)),
  });
  await expect(greeting(page)).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/dashboard');
  // Rotation: the answer's refresh token replaced the one used.
  const rotated = (await afterReload.find((call) => call.request === refresh.request())?.tokens)?.refreshToken;
  expect(rotated).toBeDefined();
  expect(rotated).not.toBe(refresh.request().postDataJSON().refreshToken);
  await expect.poll(async () => (await storedRefreshToken(page)) === (await lastIssuedRefreshToken(calls))).toBe(true);

  await menuButton(page).click();
  await menuItem(page, 'common:menu.logout').click();
  await page.waitForURL('**/login');
  await expect(page.getByRole('heading', { level: 1, name: text('de', 'auth:login.title') })).toBeVisible();
  expect(await storedRefreshToken(page)).toBeNull();

  // Signed out for good: a reload stays on /login and asks for no new tokens.
  const sentBeforeLogoutReload = calls.length;
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: text('de', 'auth:login.title') })).toBeVisible();
  expect(refreshCalls(calls.slice(sentBeforeLogoutReload))).toHaveLength(0);
  expect(new URL(page.url()).pathname).toBe('/login');
});

test('an access token that expires while two requests are under way is refreshed once, and both requests succeed', async ({
  page,
  context,
}) => {
  const calls = recordApiCalls(page);
  const loggedIn = page.waitForResponse((response) => new URL(response.url()).pathname === LOGIN_PATH);
  await submitLogin(page);
  expect((await loggedIn).status()).toBe(200);
  await expect(greeting(page)).toBeVisible();
  // The dashboard's own loads (placements, then each one's month) are all answered first.
  await dashboardMonthsAnswered(calls);

  // From here on, calls that carry an access token are held on the wire until that token has
  // expired: the documents list, and the FAQ asked for while the list still loads.
  const held: string[] = [];
  let holding = true;
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/v1/**', async (route) => {
    const request = route.request();
    if (holding && (await request.headerValue('authorization'))) {
      held.push(new URL(request.url()).pathname);
      await released;
    }
    await route.continue();
  });
  await menuButton(page).click();
  await menuItem(page, 'common:menu.myDocuments').click();
  await page.waitForURL('**/documents');
  await menuButton(page).click();
  const faqTab = context.waitForEvent('page');
  await menuItem(page, 'common:menu.downloadFaq').click();
  await expect
    .poll(() => [...held].sort(), { message: 'the calls held on the wire' })
    .toEqual(['/api/v1/manager/documents', '/api/v1/manager/faq/file']);
  // The mock issued the token before its answer arrived here, so it has surely expired then.
  const tokenArrivedAt = tokenIssuingCalls(calls).at(-1)?.answeredAt ?? 0;
  await page.waitForTimeout(Math.max(0, tokenArrivedAt + ACCESS_TOKEN_TTL_MS + 500 - Date.now()));
  const sentBeforeRelease = calls.length;
  holding = false;
  release();

  const list = page.getByRole('region', { name: text('de', 'documents:list.heading') });
  await expect(list.getByText('Lebenslauf_Berger_2026.pdf')).toBeVisible();
  const tab = await faqTab;
  await expect.poll(() => tab.url()).toMatch(/^blob:http:\/\/127\.0\.0\.1:\d+\//);
  await tab.close();
  await expect
    .poll(() => held.every((path) => calls.some((call) => call.path === path && call.response?.status() === 200)), {
      message: 'every held call answered 200 in the end',
    })
    .toBe(true);

  // One refresh for both (single-flight; docs/decisions/007-tokens.md), answered 200.
  const refreshes = refreshCalls(calls.slice(sentBeforeRelease));
  expect(refreshes.map((call) => call.response?.status())).toEqual([200]);
  const accessToken = (await refreshes[0]?.tokens)?.accessToken;
  expect(accessToken).toBeDefined();
  const heldCalls = calls.slice(0, sentBeforeRelease).filter((call) => held.includes(call.path));
  const sentTokens = await Promise.all(heldCalls.map((call) => call.request.headerValue('authorization')));
  expect(new Set(sentTokens).size, 'both held calls carry one token').toBe(1);
  for (const path of held) {
    const attempts = calls.filter((call) => call.path === path);
    // Refused with the expired token, then sent once more with the refreshed one.
    expect(
      attempts.map((call) => call.response?.status()),
      path,
    ).toEqual([401, 200]);
    expect(((await attempts[0]?.response?.json()) as { code: string }).code, path).toBe('token');
    expect(await attempts[1]?.request.headerValue('authorization'), path).toBe(`Bearer ${accessToken}`);
  }
});
