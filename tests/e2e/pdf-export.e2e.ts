import { PDFDocument } from 'pdf-lib';

import { expect, expectNoHorizontalScroll, shot, test } from './fixtures';
import { text } from './texts';

// The PDF export (docs/decisions/012-files-with-bearer.md and 010-drafts.md): choose language, CV type, colour
// and template, and get a real PDF of the CV in a new tab. The demo manager's portal language
// is German, so the UI is German after signing in. (The failure paths are in the integration
// tests: the demo's API is a service worker, which page.route cannot intercept.)

const t = (key: string, vars: Record<string, string | number> = {}) => text('de', `pdfExport:${key}`, vars);

test.use({ account: 'manager' });

/** The mock writes the manager's name into the PDF's Title metadata. */
const MANAGER_NAME = /Katharina Berger/;

test('export a PDF of the CV: it is a PDF naming the manager, in the chosen colour and template', async ({
  page,
  context,
}) => {
  await page.goto('/resume');
  await page.getByRole('link', { name: text('de', 'resume:exportPdf') }).click();
  await page.waitForURL((current) => current.pathname === '/resume/pdfcreation');
  const dialog = page.getByRole('dialog', { name: t('title') });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('radio', { name: t('language.de'), exact: true })).toBeChecked();
  await expect(
    dialog.getByRole('radio', { name: t('design.swatch', { colour: t('colour.iceBlue'), number: 1 }), exact: true }),
  ).toBeChecked();
  await shot(page, 'pdf-export-01-dialog');

  await dialog.getByRole('radio', { name: t('language.en'), exact: true }).check();
  await dialog.getByRole('radio', { name: t('cvType.short.name'), exact: true }).check();
  const blue2 = dialog.getByRole('radio', {
    name: t('design.swatch', { colour: t('colour.blue'), number: 2 }),
    exact: true,
  });
  await blue2.check();
  await expect(blue2).toBeChecked();
  await expect(dialog.getByText(t('design.chosen', { colour: t('colour.blue'), number: 2 }))).toBeVisible();
  // The keyboard moves through the swatches: one step right is template 3 of the same colour.
  await blue2.focus();
  await page.keyboard.press('ArrowRight');
  const blue3 = dialog.getByRole('radio', {
    name: t('design.swatch', { colour: t('colour.blue'), number: 3 }),
    exact: true,
  });
  await expect(blue3).toBeChecked();
  await expect(blue3).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(blue2).toBeChecked();
  await shot(page, 'pdf-export-02-chosen');

  const answer = page.waitForResponse((response) => response.url().includes('/api/v1/manager/pdf/file/'));
  const newTab = context.waitForEvent('page');
  await dialog.getByRole('button', { name: t('create') }).click();
  const response = await answer;
  const url = new URL(response.url());
  expect(url.pathname).toMatch(/^\/api\/v1\/manager\/pdf\/file\/en\/short\/2\/1f4e8c\/[^/]+$/);
  expect(url.searchParams.get('timestamp')).toMatch(/^\d+$/);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  const body = await response.body();
  expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const pdf = await PDFDocument.load(body, { updateMetadata: false });
  expect(pdf.getTitle()).toMatch(MANAGER_NAME);
  expect(pdf.getPageCount()).toBeGreaterThan(0);

  // The new tab shows the file from a blob: URL, never the API path with a token
  // (docs/decisions/012-files-with-bearer.md).
  const tab = await newTab;
  await expect.poll(() => tab.url()).toMatch(/^blob:http:\/\/127\.0\.0\.1:\d+\//);
  await tab.close();
  await expect(dialog.getByRole('status')).toHaveText(t('result.pdfOpened'));
  await shot(page, 'pdf-export-03-created');

  // The choice is remembered for the session: closing and opening again keeps it.
  await dialog
    .getByRole('button', { name: text('de', 'common:actions.close') })
    .last()
    .click();
  await page.waitForURL((current) => current.pathname === '/resume');
  await expect(dialog).toHaveCount(0);
  await page.goto('/resume/pdfcreation');
  await expect(
    page.getByRole('dialog', { name: t('title') }).getByRole('radio', { name: t('cvType.short.name'), exact: true }),
  ).toBeChecked();
  await expect(
    page
      .getByRole('dialog', { name: t('title') })
      .getByRole('radio', { name: t('design.swatch', { colour: t('colour.blue'), number: 2 }), exact: true }),
  ).toBeChecked();
});

test(
  'an example profile and the instructions open as PDFs in a new tab',
  { tag: '@both' },
  async ({ page, context }) => {
    await page.goto('/resume/pdfcreation');
    const dialog = page.getByRole('dialog', { name: t('title') });
    const examples = dialog.getByRole('region', { name: t('examples.heading') });
    await expect(examples).toBeVisible();

    for (const [name, path] of [
      [t('examples.sample.ceo'), '/api/v1/resume-actions/ceo/file/de'],
      [t('examples.instructions'), '/api/v1/resume-actions/instructions/file/de'],
    ] as const) {
      const answer = page.waitForResponse((response) => new URL(response.url()).pathname === path);
      const newTab = context.waitForEvent('page');
      await examples.getByRole('button', { name, exact: true }).click();
      const response = await answer;
      expect(new URL(response.url()).searchParams.get('timestamp')).toMatch(/^\d+$/);
      expect((await response.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
      await (await newTab).close();
    }

    await expect(dialog.getByRole('status')).toHaveText(t('result.fileOpened'));
    await shot(page, 'pdf-export-04-examples');

    await page.setViewportSize({ width: 360, height: 780 });
    await expectNoHorizontalScroll(page);
  },
);
