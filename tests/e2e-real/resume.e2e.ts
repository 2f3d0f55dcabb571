import type { Page } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';

import { DEMO_ACCOUNTS, expect, shot, signIn, test } from '../e2e/fixtures';
import { escapeRegExp, text } from '../e2e/texts';

// A CV save and the CV's PDF export, over HTTP through the host's /api proxy. The access token
// lives only seconds in this run (ACCESS_TOKEN_TTL_MS), so these calls may well be refused
// once and sent again after a refresh: the answers awaited are the successful ones.

const resumeEdit = (key: string) => text('de', `resumeEdit:${key}`);
const pdfExport = (key: string) => text('de', `pdfExport:${key}`);

async function openResume(page: Page): Promise<void> {
  await signIn(page, DEMO_ACCOUNTS.manager);
  await page
    .getByRole('navigation', { name: text('de', 'common:nav.main') })
    .getByRole('link', { name: text('de', 'common:nav.resume'), exact: true })
    .click();
  await page.waitForURL((url) => url.pathname === '/resume');
}

test('a CV save reaches the API and is on the CV after a reload', async ({ page }) => {
  await openResume(page);
  await page.getByRole('link', { name: text('de', 'resume:edit.itSkills') }).click();
  await page.waitForURL((url) => url.pathname === '/resume/it-skills');
  const dialog = page.getByRole('dialog', { name: resumeEdit('itSkills.title') });
  await expect(dialog).toBeVisible();

  // A remark no other run has left behind, so what the CV shows afterwards is this save's.
  const remark = `SAP S/4HANA, Power BI (Lauf ${Date.now()})`;
  await dialog
    .getByRole('textbox', { name: new RegExp(`^${escapeRegExp(resumeEdit('itSkills.remarks'))}`) })
    .fill(remark);
  const saved = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/api/v1/manager/it-skills' &&
      response.request().method() === 'PUT' &&
      response.status() === 200,
  );
  await dialog.getByRole('button', { name: text('de', 'forms:dialog.save') }).click();
  expect(((await saved).request().postDataJSON() as { itSkillRemarks: string }).itSkillRemarks).toBe(remark);
  await page.waitForURL((url) => url.pathname === '/resume');
  await expect(dialog).toBeHidden();
  await expect(page.getByText(remark, { exact: true })).toBeVisible();

  await page.reload();
  await expect(page.getByText(remark, { exact: true })).toBeVisible();
});

test("the CV's PDF export is a real PDF from the API, opened in a new tab", async ({ page, context }) => {
  await openResume(page);
  await page.getByRole('link', { name: text('de', 'resume:exportPdf') }).click();
  await page.waitForURL((url) => url.pathname === '/resume/pdfcreation');
  const dialog = page.getByRole('dialog', { name: pdfExport('title') });
  await expect(dialog).toBeVisible();

  const answer = page.waitForResponse(
    (response) => new URL(response.url()).pathname.startsWith('/api/v1/manager/pdf/file/') && response.status() === 200,
  );
  const newTab = context.waitForEvent('page');
  await dialog.getByRole('button', { name: pdfExport('create') }).click();
  const response = await answer;
  expect(response.headers()['content-type']).toBe('application/pdf');
  const body = await response.body();
  expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const pdf = await PDFDocument.load(body, { updateMetadata: false });
  expect(pdf.getTitle()).toMatch(/Katharina Berger/);
  expect(pdf.getPageCount()).toBeGreaterThan(0);

  // The tab shows the file from a blob: URL, never the API path with a token (docs/decisions/012-files-with-bearer.md).
  const tab = await newTab;
  await expect.poll(() => tab.url()).toMatch(/^blob:http:\/\/127\.0\.0\.1:\d+\//);
  await tab.close();
  await expect(dialog.getByRole('status')).toHaveText(pdfExport('result.pdfOpened'));
  await shot(page, 'real-api-pdf-created');
});
