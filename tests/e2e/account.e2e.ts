import { expect, shot, summaryLeadsTo, test } from './fixtures';
import { text } from './texts';

// The account page and the delete-profile dialog. The demo manager's
// portal language is German, so the UI is German after signing in.

const t = (key: string, vars: Record<string, string | number> = {}) => text('de', `account:${key}`, vars);

test.use({ account: 'manager' });

test('an account edit is saved and survives a reload', async ({ page }) => {
  await page.goto('/dashboard');
  await page.getByRole('link', { name: text('de', 'common:menu.editProfile') }).click();
  await page.waitForURL('**/account');
  await expect(page.getByRole('heading', { level: 1, name: t('title') })).toBeVisible();
  const company = page.getByRole('textbox', { name: t('fields.ownCompany'), exact: true });
  await expect(company).toHaveValue('Berger Interim Management GmbH');
  await shot(page, 'account-01-page');

  await company.fill('  Berger Interim Partners GmbH ');
  await page.getByRole('button', { name: t('phones.add') }).click();
  const kind = page.getByRole('combobox', { name: new RegExp(`^${t('phones.type', { number: 3 })}`) });
  await expect(kind).toHaveText(t('phones.types.mobilePhone2'));
  await page
    .getByRole('textbox', { name: new RegExp(`^${t('phones.number', { number: 3 })}`) })
    .fill('+49 171 3920099');
  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/api/v1/manager/personal-info') && response.request().method() === 'PUT',
  );
  await page.getByRole('button', { name: t('save.submit') }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByRole('status').filter({ hasText: t('save.saved') })).toBeVisible();
  await expect(company).toHaveValue('Berger Interim Partners GmbH');
  await shot(page, 'account-02-saved');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: t('title') })).toBeVisible();
  await expect(page.getByRole('textbox', { name: t('fields.ownCompany'), exact: true })).toHaveValue(
    'Berger Interim Partners GmbH',
  );
  await expect(page.getByRole('textbox', { name: new RegExp(`^${t('phones.number', { number: 3 })}`) })).toHaveValue(
    '+49 171 3920099',
  );
  await expect(page.getByRole('combobox', { name: new RegExp(`^${t('phones.type', { number: 3 })}`) })).toHaveText(
    t('phones.types.mobilePhone2'),
  );
});

// The form at phone size too: the messages next to the fields must not widen the page.
test('a bad phone number and a missing city are named next to their fields', { tag: '@both' }, async ({ page }) => {
  await page.goto('/account');
  await page.getByRole('textbox', { name: new RegExp(`^${t('fields.city')}`) }).fill('');
  await page.getByRole('textbox', { name: new RegExp(`^${t('phones.number', { number: 2 })}`) }).fill('ruf mich an');
  await page.getByRole('button', { name: t('save.submit') }).click();
  // The summary at the top names both and leads to the first; each field says its own beside it.
  await summaryLeadsTo(page, page.getByRole('textbox', { name: new RegExp(`^${t('fields.city')}`) }));
  await expect(page.getByText(text('de', 'common:error.validation.phone.default'), { exact: true })).toBeVisible();
  await expect(page.getByText(text('de', 'common:error.validation.required.default'), { exact: true })).toBeVisible();
  await shot(page, 'account-03-invalid');
});

// A dialog: full-screen on a phone.
test('the delete-profile dialog opens over the page and cancel closes it', { tag: '@both' }, async ({ page }) => {
  await page.goto('/account');
  await page.getByRole('link', { name: t('delete.open') }).click();
  await page.waitForURL('**/account/deleteProfile');
  const dialog = page.getByRole('dialog', { name: t('delete.title') });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox', { name: t('delete.reason') }).fill('Ich beende meine Tätigkeit.');
  await shot(page, 'account-04-delete-dialog');

  await dialog.getByRole('button', { name: text('de', 'common:actions.cancel') }).click();
  await page.waitForURL((url) => url.pathname === '/account');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: t('title') })).toBeVisible();
});

test('requesting the deletion confirms it, and closing signs out', async ({ page }) => {
  await page.goto('/account/deleteProfile');
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: t('delete.submit') }).click();
  await expect(dialog.getByRole('status')).toHaveText(t('delete.done'));
  await shot(page, 'account-05-delete-done');
  await dialog.getByRole('button', { name: t('delete.closeAndLogout') }).click();
  await page.waitForURL('**/login');
});
