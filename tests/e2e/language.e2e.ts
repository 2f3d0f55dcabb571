import { expect, shot, test } from './fixtures';
import { text, type Lang } from './texts';

// Journey 7 (docs/decisions/008-tabs-agree.md): the UI language is German by default, switches on /login
// and is kept locally (code 100 = de, 200 = en), so a reload keeps the choice.

test('switching the language on /login changes the texts, and a reload keeps the choice', async ({ page }) => {
  const expectLoginIn = async (lang: Lang) => {
    await expect(page.getByRole('heading', { level: 1, name: text(lang, 'auth:login.title') })).toBeVisible();
    await expect(page.getByRole('textbox', { name: text(lang, 'auth:login.username'), exact: true })).toBeVisible();
    await expect(page.getByRole('textbox', { name: text(lang, 'auth:login.password'), exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: text(lang, 'auth:login.forgotPassword') })).toBeVisible();
    await expect(page.getByRole('button', { name: text(lang, 'common:footer.resetDemo') })).toBeVisible();
    await expect(page.getByRole('button', { name: text(lang, `common:language.${lang}`) })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page).toHaveTitle(text(lang, 'auth:login.title'));
  };
  const switchTo = (lang: Lang) =>
    page
      .getByRole('group', { name: /^(Sprache|Language)$/ })
      .getByRole('button', { name: text(lang, `common:language.${lang}`) });

  await page.goto('/login');
  await expectLoginIn('de');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await shot(page, 'language-01-login-de');

  await switchTo('en').click();
  await expectLoginIn('en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await page.evaluate(() => localStorage.getItem('portal.language'))).toBe('200');
  await shot(page, 'language-02-login-en');

  await page.reload();
  await expectLoginIn('en');

  // Other public pages follow the choice.
  await page.getByRole('link', { name: text('en', 'auth:login.forgotPassword') }).click();
  await page.waitForURL('**/forgot-password');
  await expect(page.getByRole('heading', { level: 1, name: text('en', 'auth:forgot.title') })).toBeVisible();
  await page.getByRole('link', { name: text('en', 'auth:forgot.backToLogin') }).click();
  await page.waitForURL('**/login');

  await switchTo('de').click();
  await expectLoginIn('de');
  expect(await page.evaluate(() => localStorage.getItem('portal.language'))).toBe('100');
  await page.reload();
  await expectLoginIn('de');
});

test('validation messages follow the language', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: text('de', 'auth:login.submit'), exact: true }).click();
  await expect(page.getByText(text('de', 'common:error.validation.required.username'))).toBeVisible();

  await page.getByRole('button', { name: text('en', 'common:language.en') }).click();
  await expect(page.getByRole('heading', { level: 1, name: text('en', 'auth:login.title') })).toBeVisible();
  await page.getByRole('button', { name: text('en', 'auth:login.submit'), exact: true }).click();
  await expect(page.getByText(text('en', 'common:error.validation.required.username'))).toBeVisible();
  await expect(page.getByText(text('en', 'common:error.validation.required.password'))).toBeVisible();
  await shot(page, 'language-03-validation-en');
});
