import type { Page } from '@playwright/test';

import { DEMO_ACCOUNTS, expect, expectNoHorizontalScroll, shot, summaryLeadsTo, test } from './fixtures';
import { text } from './texts';

// `/signup` (docs/decisions/016-extra-paths.md): the sign-up tab is the simple registration form;
// after it, `/thank-you`, and the new account signs in at once and meets the agreement.
// The page is public, so with no stored language it is German.

const PASSWORD = 'Start#Klar26';
const EMAIL = 'jana.hoffmann@example.com';

function form(page: Page) {
  const input = (key: string) =>
    page.getByRole('textbox', { name: text('de', `signup:signupForm.${key}` as `signup:${string}`), exact: true });
  return {
    firstName: input('firstName'),
    lastName: input('lastName'),
    address: input('address'),
    zip: input('zip'),
    country: page.getByRole('combobox', { name: new RegExp(`^${text('de', 'signup:signupForm.country')}`) }),
    email: input('email'),
    password: input('password'),
    confirmPassword: input('confirmPassword'),
    file: page.getByLabel(text('de', 'signup:signupForm.attachmentFile'), { exact: true }),
    submit: page.getByRole('button', { name: text('de', 'signup:signupForm.submit'), exact: true }),
  };
}

type SignUpForm = ReturnType<typeof form>;

/** Types a person living in Germany, an e-mail and the password twice; the file is left to the test. */
async function fillPerson(
  page: Page,
  f: SignUpForm,
  person: { firstName: string; lastName: string; address: string; zip: string; email: string },
) {
  await f.firstName.fill(person.firstName);
  await f.lastName.fill(person.lastName);
  await f.address.fill(person.address);
  await f.zip.fill(person.zip);
  await f.country.click();
  await page.getByRole('option', { name: 'Deutschland', exact: true }).click();
  await expect(f.country).toHaveText('Deutschland');
  await f.email.fill(person.email);
  await f.password.fill(PASSWORD);
  await f.confirmPassword.fill(PASSWORD);
}

async function openSignUpTab(page: Page) {
  await page.goto('/signup');
  await expect(page.getByRole('heading', { level: 1, name: text('de', 'auth:signup.title') })).toBeVisible();
  await page.getByRole('tab', { name: text('de', 'auth:signup.signUpTab'), exact: true }).click();
  await expect(page.getByRole('form', { name: text('de', 'signup:signupForm.title') })).toBeVisible();
  return form(page);
}

test('sign up with the simple form, land on the thank-you page, then sign in and meet the agreement', async ({
  page,
}) => {
  const f = await openSignUpTab(page);
  await fillPerson(page, f, {
    firstName: 'Jana',
    lastName: 'Hoffmann',
    address: 'Königsallee 60',
    zip: '40212',
    email: EMAIL,
  });
  await f.file.setInputFiles({
    name: 'Lebenslauf_Hoffmann.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.7\n% Lebenslauf Jana Hoffmann\n'),
  });
  await expect(page.getByText('Lebenslauf_Hoffmann.pdf')).toBeVisible();
  await shot(page, 'signup-01-form-filled');

  const reply = page.waitForResponse(
    (response) => response.url().endsWith('/api/v1/signup') && response.request().method() === 'POST',
  );
  await f.submit.click();
  expect((await reply).status()).toBe(200);
  await page.waitForURL('**/thank-you');
  await expect(page.getByRole('heading', { level: 1, name: text('de', 'signup:thankYou.title') })).toBeVisible();
  await expect(page.getByText(text('de', 'signup:thankYou.signInWith', { email: EMAIL }))).toBeVisible();
  await shot(page, 'signup-02-thank-you');

  await page.getByRole('link', { name: text('de', 'signup:thankYou.toLogin'), exact: true }).click();
  await page.waitForURL('**/login');
  const inputs = page.locator('input');
  await page.getByLabel(text('de', 'auth:login.username')).and(inputs).fill(EMAIL);
  const password = page.getByLabel(text('de', 'auth:login.password')).and(inputs);
  await password.fill(PASSWORD);
  await password.press('Enter');
  await page.waitForURL('**/agreement-terms');
  await expect(page.getByRole('heading', { level: 1, name: text('de', 'agreement:title') })).toBeVisible();
  // Nothing was accepted at sign-up, and this account may not skip.
  await expect(page.getByRole('button', { name: text('de', 'agreement:skip'), exact: true })).toHaveCount(0);
  await shot(page, 'signup-03-agreement');
});

// Both sizes: the form with all its messages must not scroll sideways on a phone.
test(
  'the sign-up form names every missing entry, and a taken e-mail with the way to reset the password',
  { tag: '@both' },
  async ({ page }) => {
    const f = await openSignUpTab(page);
    await shot(page, 'signup-04-form-empty');
    await f.submit.click();
    await summaryLeadsTo(page, f.firstName);
    await expect(page.getByText(text('de', 'common:error.validation.required.default')).first()).toBeVisible();
    await shot(page, 'signup-05-form-invalid');

    await fillPerson(page, f, {
      firstName: 'Thomas',
      lastName: 'Keller',
      address: 'Große Elbstraße 145',
      zip: '22767',
      email: DEMO_ACCOUNTS.pending,
    });
    // A file that only pretends to be a PDF is refused by the drop zone.
    await f.file.setInputFiles({
      name: 'lebenslauf.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('PK\u0003\u0004 kein PDF'),
    });
    await expect(page.getByText(text('de', 'common:error.file.typeAndSize', { maxMb: 15 }))).toBeVisible();
    await f.submit.click();

    await expect(page.getByText(text('de', 'forms:label.emailAlreadyExists'))).toBeVisible();
    // A refusal of the server's, beside its field, which takes the focus.
    await expect(f.email).toBeFocused();
    await expect(f.firstName).toHaveValue('Thomas');
    await shot(page, 'signup-06-email-taken');
    for (const width of [360, 390]) {
      await page.setViewportSize({ width, height: 800 });
      await expectNoHorizontalScroll(page);
    }

    await page.getByRole('link', { name: text('de', 'signup:signupForm.forgotPassword'), exact: true }).click();
    await page.waitForURL('**/forgot-password');
  },
);
