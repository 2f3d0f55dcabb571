import type { Page } from '@playwright/test';

import { DEMO_PUBLIC_CV_ID } from '../../mocks/resume/fixtures';
import { paths } from '../../src/config/paths';
import { seriousAxeFindings } from './axe';
import { chooseLanguage, DEMO_ACCOUNTS, expect, shot, signIn, test } from './fixtures';
import { MANAGER_FULL_NAME, text, type Lang } from './texts';

// Sharing the CV by its public link (docs/decisions/037-public-cv.md), in German and in English, at both sizes:
// the link copied from the share dialog on /resume and opened as others see it, signed out too; then a new link,
// after the question, and the old link opens nothing any more while the new one does. The demo's mock keeps its
// data in the browser's storage, so all of it happens in one browser: signing out and in again, as a manager would.

test.use({ account: 'manager' });

/** The link the dialog shows for a public CV id. */
const linkOf = (origin: string, publicCvId: string) => `${origin}${paths.managerCv.getHref(publicCvId)}`;

/** The share dialog, opened from the CV page's own button. */
async function openShareDialog(page: Page, lang: Lang) {
  await page.goto(paths.resume.getHref());
  await chooseLanguage(page, lang);
  const share = page.getByRole('link', { name: text(lang, 'resume:share.open') });
  await expect(share).toBeVisible();
  await shot(page, `share-cv-00-cv-page-${lang}`);
  await share.click();
  await page.waitForURL((url) => url.pathname === paths.resumeShare.getHref());
  const dialog = page.getByRole('dialog', { name: text(lang, 'resume:share.title') });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Copies the link with the dialog's button and answers what the clipboard then holds. */
async function copyLink(page: Page, lang: Lang): Promise<string> {
  const dialog = page.getByRole('dialog', { name: text(lang, 'resume:share.title') });
  await dialog.getByRole('button', { name: text(lang, 'resume:share.copy') }).click();
  await expect(dialog.getByRole('status')).toHaveText(text(lang, 'resume:share.copied'));
  return page.evaluate(() => navigator.clipboard.readText());
}

/** Closes the share dialog by the keyboard, back to the CV, and signs out from the profile menu. */
async function closeAndSignOut(page: Page, lang: Lang): Promise<void> {
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.waitForURL((url) => url.pathname === paths.resume.getHref());
  await page.getByRole('button', { name: text(lang, 'common:menu.open', { name: MANAGER_FULL_NAME[lang] }) }).click();
  await page.getByRole('menuitem', { name: text(lang, 'common:menu.logout') }).click();
  await page.waitForURL('**/login');
}

/** The public view of a link, as anyone opens it: the CV, or 'not found'. */
async function expectPublicCv(page: Page, lang: Lang, link: string, found: boolean): Promise<void> {
  await page.goto(link);
  const heading = found ? MANAGER_FULL_NAME[lang] : text(lang, 'resume:public.notFound');
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

for (const lang of ['de', 'en'] as const) {
  test(
    `the CV link is copied, opens signed out, and a new one withdraws it (${lang})`,
    { tag: '@both' },
    async ({ page, context, baseURL }) => {
      test.setTimeout(120_000);
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      const origin = new URL(baseURL ?? page.url()).origin;
      const first = linkOf(origin, DEMO_PUBLIC_CV_ID);

      const dialog = await openShareDialog(page, lang);
      const field = dialog.getByRole('textbox', { name: text(lang, 'resume:share.linkLabel') });
      await expect(field).toHaveValue(first);
      await page.waitForFunction(() => document.getAnimations().every((each) => each.playState !== 'running'));
      await shot(page, `share-cv-01-dialog-${lang}`);
      expect(await seriousAxeFindings(page, '[role="dialog"]')).toEqual([]);
      expect(await copyLink(page, lang)).toBe(first);
      await shot(page, `share-cv-02-copied-${lang}`);

      // The public view, as others see it, in a tab of its own.
      const [preview] = await Promise.all([
        context.waitForEvent('page'),
        dialog.getByRole('link', { name: text(lang, 'resume:share.previewLabel') }).click(),
      ]);
      await expect(preview.getByRole('heading', { level: 1, name: MANAGER_FULL_NAME[lang] })).toBeVisible();
      expect(preview.url()).toBe(first);
      await preview.close();

      // The copied link, signed out.
      await closeAndSignOut(page, lang);
      await expectPublicCv(page, lang, first, true);
      await shot(page, `share-cv-03-public-signed-out-${lang}`);

      // A new link, after the question.
      await signIn(page, DEMO_ACCOUNTS.manager);
      await openShareDialog(page, lang);
      await page.getByRole('button', { name: text(lang, 'resume:share.withdraw.start') }).click();
      await page.waitForURL((url) => url.pathname === paths.resumeShareWithdraw.getHref());
      const question = page.getByRole('dialog', { name: text(lang, 'resume:share.withdraw.title') });
      await expect(question).toBeVisible();
      await expect(question.getByRole('button', { name: text(lang, 'resume:share.withdraw.cancel') })).toBeFocused();
      await page.waitForFunction(() => document.getAnimations().every((each) => each.playState !== 'running'));
      await shot(page, `share-cv-04-question-${lang}`);
      expect(await seriousAxeFindings(page, '[role="dialog"]')).toEqual([]);

      const reissued = page.waitForResponse(
        (response) => response.url().endsWith('/api/v1/manager/public-cv-id') && response.request().method() === 'POST',
      );
      await question.getByRole('button', { name: text(lang, 'resume:share.withdraw.confirm') }).click();
      expect((await reissued).status()).toBe(200);
      const shared = page.getByRole('dialog', { name: text(lang, 'resume:share.title') });
      await expect(shared.getByRole('status')).toHaveText(text(lang, 'resume:share.reissued'));
      const renewedField = shared.getByRole('textbox', { name: text(lang, 'resume:share.linkLabel') });
      await expect(renewedField).not.toHaveValue(first);
      const second = await renewedField.inputValue();
      expect(second.startsWith(`${origin}/manager/cv/pcv_`)).toBe(true);
      await shot(page, `share-cv-05-new-link-${lang}`);
      expect(await copyLink(page, lang)).toBe(second);

      // Signed out: the old link opens nothing any more, the new one the CV.
      await closeAndSignOut(page, lang);
      await expectPublicCv(page, lang, first, false);
      await shot(page, `share-cv-06-old-link-${lang}`);
      await expectPublicCv(page, lang, second, true);
    },
  );
}
