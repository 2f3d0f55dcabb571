import type { Page, Request } from '@playwright/test';

import { dateField, expect, fillDate, shot, test } from './fixtures';
import { text } from './texts';

// Dates in the portal's language, typed or picked, and what the API receives.
// manager@demo.test works in German; her birth date is 18 May 1974.

test.use({ account: 'manager' });

const personalInfo = (request: Request) =>
  request.url().endsWith('/api/v1/manager/personal-info') && request.method() === 'PUT';

async function saveAndSent(page: Page, lang: 'de' | 'en') {
  const sent = page.waitForRequest(personalInfo);
  const answered = page.waitForResponse((response) => personalInfo(response.request()));
  await page.getByRole('button', { name: text(lang, 'account:save.submit') }).click();
  expect((await answered).status()).toBe(200);
  return (await sent).postDataJSON() as { birthDate: string };
}

test('a date is shown, typed and picked in German and in English, and the API receives yyyy-MM-dd', async ({
  page,
}) => {
  // Four saves and a reload in two languages: about 25 s alone, more than the default 30 s beside another worker.
  test.slow();
  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 1, name: text('de', 'account:title') })).toBeVisible();

  // German: dd.MM.yyyy, typed as a German writes it.
  const birthDe = dateField(page, text('de', 'account:fields.birthDate'));
  await expect(birthDe).toContainText('18.05.1974');
  await fillDate(birthDe, '1975-04-17');
  await expect(birthDe).toContainText('17.04.1975');
  await shot(page, 'dates-01-typed-de');
  expect((await saveAndSent(page, 'de')).birthDate).toBe('1975-04-17');

  // German: picked from the calendar, whose button is named in German.
  await page
    .getByRole('button', {
      name: text('de', 'forms:dateField.openCalendar', { label: text('de', 'account:fields.birthDate') }),
    })
    .click();
  const calendarDe = page.getByRole('dialog');
  await expect(calendarDe.getByRole('gridcell', { name: '17', exact: true })).toBeVisible();
  await shot(page, 'dates-02-calendar-de');
  await calendarDe.getByRole('gridcell', { name: '20', exact: true }).click();
  await expect(calendarDe).toHaveCount(0);
  await expect(birthDe).toContainText('20.04.1975');
  expect((await saveAndSent(page, 'de')).birthDate).toBe('1975-04-20');

  // English (en-IN): dd/MM/yyyy, typed and picked the same way.
  await page.getByRole('button', { name: 'English' }).click();
  const birthEn = dateField(page, text('en', 'account:fields.birthDate'));
  await expect(birthEn).toContainText('20/04/1975');
  await fillDate(birthEn, '1976-12-03');
  await expect(birthEn).toContainText('03/12/1976');
  expect((await saveAndSent(page, 'en')).birthDate).toBe('1976-12-03');
  await page
    .getByRole('button', {
      name: text('en', 'forms:dateField.openCalendar', { label: text('en', 'account:fields.birthDate') }),
    })
    .click();
  await page.getByRole('dialog').getByRole('gridcell', { name: '9', exact: true }).click();
  await expect(birthEn).toContainText('09/12/1976');
  await shot(page, 'dates-03-picked-en');
  expect((await saveAndSent(page, 'en')).birthDate).toBe('1976-12-09');

  // What was saved is what a reload shows.
  await page.reload();
  await expect(dateField(page, /^(Date of birth|Geburtsdatum)/)).toContainText(/09[./]12[./]1976/);
});
