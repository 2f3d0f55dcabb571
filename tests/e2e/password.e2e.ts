import { DEMO_ACCOUNTS, DEMO_PASSWORD, expect, shot, signIn, test } from './fixtures';
import { MANAGER_FULL_NAME, text } from './texts';

// Journey 4 (docs/decisions/018-demo-data.md): forgot, reset and create password. The pages
// are public, so with no stored language they are German.

// The screens of this file run at both sizes where they are first shown (forms, messages and
// links that must fit a phone); the journeys that sign in afterwards run on desktop only.
test(
  'forgot password: the neutral success text replaces the form, with a back-to-login button',
  { tag: '@both' },
  async ({ page }) => {
    await page.goto('/forgot-password');
    await expect(page.getByRole('heading', { level: 1, name: text('de', 'auth:forgot.title') })).toBeVisible();
    const email = page.getByRole('textbox', { name: text('de', 'auth:forgot.email'), exact: true });
    await email.fill(DEMO_ACCOUNTS.manager);
    await shot(page, 'password-01-forgot-filled');

    await page.getByRole('button', { name: text('de', 'auth:forgot.submit'), exact: true }).click();
    await expect(page.getByRole('status')).toHaveText(text('de', 'auth:forgot.resetPwdSuccess'));
    await expect(email).toHaveCount(0);
    await expect(page.getByRole('button', { name: text('de', 'auth:forgot.submit'), exact: true })).toHaveCount(0);
    await expect(page.getByText(text('de', 'auth:forgot.support'))).toBeVisible();
    const back = page.getByRole('link', { name: text('de', 'auth:forgot.backToLogin'), exact: true });
    await expect(back).toHaveCount(1);
    await shot(page, 'password-02-forgot-sent');

    await back.click();
    await page.waitForURL('**/login');
    await expect(page.getByRole('heading', { level: 1, name: text('de', 'auth:login.title') })).toBeVisible();
  },
);

test('reset password with the demo link, then sign in with the new password', async ({ page }) => {
  const newPassword = 'Neu#Start2026';
  await page.goto('/reset-password/demo-valid');
  await expect(page.getByRole('heading', { level: 1, name: text('de', 'auth:password.resetTitle') })).toBeVisible();
  await page.getByRole('textbox', { name: text('de', 'auth:password.newPassword'), exact: true }).fill(newPassword);
  await page.getByRole('textbox', { name: text('de', 'auth:password.confirmPassword'), exact: true }).fill(newPassword);
  await shot(page, 'password-03-reset-form');

  await page.getByRole('button', { name: text('de', 'auth:password.submitReset'), exact: true }).click();
  await expect(page.getByRole('status')).toHaveText(text('de', 'auth:message.changePasswordSuccess'));
  await shot(page, 'password-04-reset-success');
  await page.getByRole('link', { name: text('de', 'auth:password.toLogin'), exact: true }).click();
  await page.waitForURL('**/login');

  // The demo link belongs to manager@demo.test: the old password is refused now ...
  await page.getByRole('textbox', { name: text('de', 'auth:login.username'), exact: true }).fill(DEMO_ACCOUNTS.manager);
  await page.getByRole('textbox', { name: text('de', 'auth:login.password'), exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: text('de', 'auth:login.submit'), exact: true }).click();
  await expect(page.getByRole('alert')).toContainText(text('de', 'auth:login.warningMsg', { count: 2 }));
  await expect(page).toHaveURL(/\/login$/);

  // ... and the new one works.
  await signIn(page, DEMO_ACCOUNTS.manager, newPassword);
  await page.waitForURL('**/dashboard');
  await expect(
    page.getByRole('heading', { level: 1, name: text('de', 'dashboard:greeting', { name: MANAGER_FULL_NAME.de }) }),
  ).toBeVisible();
});

test('a weak new password is refused on the client with the rule', { tag: '@both' }, async ({ page }) => {
  const updateCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/update-password')) updateCalls.push(request.url());
  });
  await page.goto('/reset-password/demo-valid');
  await page.getByRole('textbox', { name: text('de', 'auth:password.newPassword'), exact: true }).fill('abc');
  await page.getByRole('textbox', { name: text('de', 'auth:password.confirmPassword'), exact: true }).fill('abd');
  await page.getByRole('button', { name: text('de', 'auth:password.submitReset'), exact: true }).click();
  await expect(page.getByText(text('de', 'common:error.validation.passwordRule.default'))).toBeVisible();
  await expect(page.getByText(text('de', 'common:error.validation.match.confirmPassword'))).toBeVisible();
  await shot(page, 'password-05-reset-invalid');
  expect(updateCalls).toEqual([]);
});

test('create password with the demo link, then the account signs in with it', async ({ page }) => {
  const newPassword = 'Erst#Zugang26';
  await page.goto('/create-password/demo-valid');
  await expect(page.getByRole('heading', { level: 1, name: text('de', 'auth:password.createTitle') })).toBeVisible();
  await expect(page.getByText(text('de', 'auth:password.createIntro'))).toBeVisible();
  await page.getByRole('textbox', { name: text('de', 'auth:password.newPassword'), exact: true }).fill(newPassword);
  await page.getByRole('textbox', { name: text('de', 'auth:password.confirmPassword'), exact: true }).fill(newPassword);
  await page.getByRole('button', { name: text('de', 'auth:password.submitCreate'), exact: true }).click();
  await expect(page.getByRole('status')).toHaveText(text('de', 'auth:message.changePasswordSuccess'));

  // The create link of the demo belongs to pending@demo.test (agreement still pending).
  await signIn(page, DEMO_ACCOUNTS.pending, newPassword);
  await page.waitForURL('**/agreement-terms');
});

test(
  'an expired create link offers a new link; requesting it shows the welcome-e-mail message',
  { tag: '@both' },
  async ({ page }) => {
    await page.goto('/create-password/demo-expired');
    await expect(page.getByRole('heading', { level: 1, name: text('de', 'auth:password.createTitle') })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText(text('de', 'auth:message.createPasswordTokenExpiredError'));
    await shot(page, 'password-06-create-expired');

    await page.getByRole('button', { name: text('de', 'auth:password.requestNewLink'), exact: true }).click();
    await expect(page.getByRole('status')).toHaveText(text('de', 'auth:password.welcomeEmailSent'));
    await expect(
      page.getByRole('button', { name: text('de', 'auth:password.requestNewLink'), exact: true }),
    ).toHaveCount(0);
    await expect(page.getByRole('link', { name: text('de', 'auth:password.toLogin'), exact: true })).toBeVisible();
    await shot(page, 'password-07-welcome-email-sent');
  },
);

test('an expired reset link points to a new request', async ({ page }) => {
  await page.goto('/reset-password/demo-expired');
  await expect(page.getByRole('alert')).toHaveText(text('de', 'auth:message.changePasswordTokenExpiredError'));
  await page.getByRole('link', { name: text('de', 'auth:password.requestNewReset'), exact: true }).click();
  await page.waitForURL('**/forgot-password');
});

test('an unknown reset token shows the invalid-link message', { tag: '@both' }, async ({ page }) => {
  await page.goto('/reset-password/unknown-token');
  await expect(page.getByRole('heading', { level: 1, name: text('de', 'auth:password.invalidTitle') })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText(text('de', 'auth:password.invalidLink'));
  await expect(page.getByRole('textbox', { name: text('de', 'auth:password.newPassword'), exact: true })).toHaveCount(
    0,
  );
  await expect(
    page.getByRole('link', { name: text('de', 'auth:password.requestNewReset'), exact: true }),
  ).toHaveAttribute('href', '/forgot-password');
  await shot(page, 'password-08-invalid-link');
});
