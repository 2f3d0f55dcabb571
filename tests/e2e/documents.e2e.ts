import { chooseOption, expect, expectNoHorizontalScroll, shot, test } from './fixtures';
import { text } from './texts';

// Documents (docs/decisions/012-files-with-bearer.md, 013-uploads.md and 018-demo-data.md) and notification settings.
// The demo manager's language is German, so after sign-in the UI is German.

test.use({ account: 'manager' });

const PDF_BYTES = Buffer.concat([
  Buffer.from('%PDF-1.7\n% E2E upload\n'),
  Buffer.alloc(2048, 0x20),
  Buffer.from('\n%%EOF\n'),
]);

test('documents: upload a PDF, it appears in the list, and it downloads into a new tab', async ({ page, context }) => {
  await page.goto('/documents');
  await expect(page.getByRole('heading', { level: 1, name: text('de', 'documents:title') })).toBeVisible();
  const list = page.getByRole('region', { name: text('de', 'documents:list.heading') });
  await expect(list.getByText('Lebenslauf_Berger_2026.pdf')).toBeVisible();
  await expect(list.getByText('12. März 2026').or(list.getByText(/12\. März 2026/))).toBeVisible();
  await shot(page, 'documents-01-list');

  const upload = page.getByRole('button', {
    name: text('de', 'documents:upload.submitRow', { number: 1 }),
    exact: true,
  });
  await expect(upload).toBeDisabled();
  await page.getByLabel(text('de', 'forms:upload.file', { number: 1 }), { exact: true }).setInputFiles({
    name: 'Zeugnis_E2E_2026.pdf',
    mimeType: 'application/pdf',
    buffer: PDF_BYTES,
  });
  await expect(upload).toBeEnabled();
  await shot(page, 'documents-02-file-chosen');

  const answer = page.waitForResponse((response) => /\/api\/v1\/upload-resume\/\d+\/\d+$/.test(response.url()));
  await upload.click();
  expect((await answer).status()).toBe(200);
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: text('de', 'documents:upload.success', { name: 'Zeugnis_E2E_2026.pdf' }) }),
  ).toBeVisible();
  await expect(list.getByText('Zeugnis_E2E_2026.pdf')).toBeVisible();
  await shot(page, 'documents-03-uploaded');

  // Fetched with the bearer header, opened in a new tab from a blob: URL (docs/decisions/012-files-with-bearer.md).
  const file = page.waitForResponse((response) => /\/api\/v1\/manager\/documents\/[^/]+\/file/.test(response.url()));
  const newTab = context.waitForEvent('page');
  await list
    .getByRole('button', {
      name: text('de', 'documents:list.downloadFile', { name: 'Zeugnis_E2E_2026.pdf' }),
      exact: true,
    })
    .click();
  const tab = await newTab;
  const fileResponse = await file;
  expect(fileResponse.status()).toBe(200);
  expect(fileResponse.headers()['content-type']).toBe('application/pdf');
  expect((await fileResponse.body()).subarray(0, PDF_BYTES.length).equals(PDF_BYTES)).toBe(true);
  await expect.poll(() => tab.url()).toMatch(/^blob:http:\/\/127\.0\.0\.1:\d+\//);
  await tab.close();

  // A seeded document has no stored bytes: the demo makes a real PDF for it.
  const seeded = page.waitForResponse((response) =>
    /\/api\/v1\/manager\/documents\/doc_seed_cv_de\/file/.test(response.url()),
  );
  const seededTab = context.waitForEvent('page');
  await list
    .getByRole('button', {
      name: text('de', 'documents:list.downloadFile', { name: 'Lebenslauf_Berger_2026.pdf' }),
      exact: true,
    })
    .click();
  expect((await (await seeded).body()).subarray(0, 5).toString()).toBe('%PDF-');
  await (await seededTab).close();

  // The page below: deletion note with the support address, and the agreement files.
  await expect(page.getByRole('link', { name: 'support@interim-executive-partners.de' })).toBeVisible();
  await expect(
    page.getByRole('button', { name: text('de', 'documents:agreements.agreementFile'), exact: true }),
  ).toBeVisible();
});

test('documents: a file that is not a PDF is refused before upload', { tag: '@both' }, async ({ page }) => {
  await page.goto('/documents');
  await page.getByLabel(text('de', 'forms:upload.file', { number: 1 }), { exact: true }).setInputFiles({
    name: 'Lebenslauf.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('PK\u0003\u0004 word/document.xml'),
  });
  await expect(
    page.getByRole('alert').filter({ hasText: text('de', 'common:error.file.typeAndSize', { maxMb: 15 }) }),
  ).toBeVisible();
  await expect(
    page.getByRole('button', { name: text('de', 'documents:upload.submitRow', { number: 1 }), exact: true }),
  ).toBeDisabled();
  await shot(page, 'documents-04-refused');

  // At 360 px too, with a file of a long name chosen, nothing scrolls sideways.
  await page.getByLabel(text('de', 'forms:upload.file', { number: 1 }), { exact: true }).setInputFiles({
    name: 'Arbeitszeugnis_Geschaeftsfuehrung_Nordwerk_Maschinenbau_AG_2026.pdf',
    mimeType: 'application/pdf',
    buffer: PDF_BYTES,
  });
  await expect(
    page.getByRole('button', { name: text('de', 'documents:upload.submitRow', { number: 1 }), exact: true }),
  ).toBeEnabled();
  await page.setViewportSize({ width: 360, height: 780 });
  await expectNoHorizontalScroll(page);
});

test(
  'notification settings: save returns to the dashboard, and the choice is there after a reload',
  { tag: '@both' },
  async ({ page }) => {
    await page.goto('/notification-settings');
    await expect(page.getByRole('heading', { level: 1, name: text('de', 'notificationSettings:title') })).toBeVisible();
    const cv = page.getByRole('combobox', { name: new RegExp(text('de', 'notificationSettings:channels.cvUpdates')) });
    await expect(cv).toHaveText('E-Mail');
    await shot(page, 'notifications-01-form');

    await chooseOption(page, text('de', 'notificationSettings:channels.cvUpdates'), 'Telefon');
    const saved = page.waitForResponse((response) => response.url().endsWith('/api/v1/manager/notification-settings'));
    await page.getByRole('button', { name: text('de', 'notificationSettings:save'), exact: true }).click();
    expect((await saved).status()).toBe(200);
    await page.waitForURL('**/dashboard');

    await page.goto('/notification-settings');
    await page.reload();
    await expect(
      page.getByRole('combobox', { name: new RegExp(text('de', 'notificationSettings:channels.cvUpdates')) }),
    ).toHaveText('Telefon');
    await shot(page, 'notifications-02-after-reload');
    await page.setViewportSize({ width: 360, height: 780 });
    await expectNoHorizontalScroll(page);

    await page.getByRole('link', { name: text('de', 'common:actions.cancel'), exact: true }).click();
    await page.waitForURL('**/dashboard');
  },
);
