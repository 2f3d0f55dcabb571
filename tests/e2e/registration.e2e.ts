import type { Page, Request } from '@playwright/test';

import { RICH_TEXT_START_HEIGHT } from '../../src/components/form/richTextHeight';
import { chooseOption, expect, shot, summaryLeadsTo, test } from './fixtures';
import { escapeRegExp, text, type Lang } from './texts';

// The registration wizard (docs/decisions/016-extra-paths.md, 018-demo-data.md and 020-rich-text.md) in the
// demo build: a full registration per language, the rich-text chunk loaded only on step 3, and /welcome.

const PERSON: Record<Lang, { salutation: string; country: string; email: string }> = {
  de: { salutation: 'Frau', country: 'Deutschland', email: 'jana.hoffmann@example.com' },
  en: { salutation: 'Mr', country: 'Austria', email: 'lukas.gruber@example.com' },
};

/**
 * JS chunks of the rich-text editor (RichTextEditor.tsx and quill). Not the small lazy wrapper
 * RichTextField.tsx, which the CV shares and so has a chunk of its own: it is what loads the editor.
 */
function isEditorChunk(request: Request): boolean {
  const url = new URL(request.url());
  return /\.js$/.test(url.pathname) && /richtexteditor|quill/i.test(url.pathname);
}

async function register(page: Page, lang: Lang, answers: ('yes' | 'no')[]) {
  const t = (key: string, vars?: Record<string, string | number>) => text(lang, `registration:${key}`, vars);
  const editorChunks: string[] = [];
  page.on('request', (request) => {
    if (isEditorChunk(request)) editorChunks.push(request.url());
  });

  await page.goto('/register');
  if (lang === 'en') await page.getByRole('button', { name: text('de', 'common:language.en') }).click();
  await expect(page.getByRole('heading', { level: 1, name: t('title') })).toBeVisible();
  const stepHeading = (key: string) => page.getByRole('heading', { level: 2, name: t(`steps.${key}`) });
  const next = page.getByRole('button', { name: t('actions.next'), exact: true });

  // Step 1: welcome video (nothing loaded before play) and image.
  await expect(stepHeading('welcome')).toBeVisible();
  await expect(page.getByRole('link', { name: t('welcome.openVideo') })).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(page.getByRole('img', { name: t('welcome.imageAlt') })).toBeVisible();
  await shot(page, `registration-${lang}-1-welcome`);
  await next.click();

  // Step 2: personal data, a CV, the agreement.
  await expect(stepHeading('personal')).toBeVisible();
  await expect(next).toBeDisabled();
  const person = PERSON[lang];
  await chooseOption(page, t('personal.salutation'), person.salutation);
  const box = (key: string) => page.getByRole('textbox', { name: new RegExp(`^${escapeRegExp(t(key))}`) });
  await box('personal.firstName').fill(lang === 'de' ? 'Jana' : 'Lukas');
  await box('personal.lastName').fill(lang === 'de' ? 'Hoffmann' : 'Gruber');
  await box('personal.street').fill(lang === 'de' ? 'Königsallee 60' : 'Ringstraße 12');
  await box('personal.postalCode').fill(lang === 'de' ? '40212' : '1010');
  await box('personal.city').fill(lang === 'de' ? 'Düsseldorf' : 'Vienna');
  await chooseOption(page, t('personal.country'), person.country);
  await box('personal.primaryEmail').fill(person.email);
  await box('personal.mobilePhone1').fill('+49 171 3920012');
  await page.getByLabel(text(lang, 'forms:upload.file', { number: 1 }), { exact: true }).setInputFiles({
    name: lang === 'de' ? 'Lebenslauf.pdf' : 'CV.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n'),
  });
  await expect(page.getByText(lang === 'de' ? 'Lebenslauf.pdf' : 'CV.pdf')).toBeVisible();
  await page.getByRole('checkbox', { name: text(lang, 'agreement:terms.accept') }).check();
  await page.getByRole('checkbox', { name: text(lang, 'agreement:privacy.accept') }).check();
  await expect(next).toBeEnabled();
  await shot(page, `registration-${lang}-2-personal`);
  expect(editorChunks, 'the rich-text editor must not load before step 3').toEqual([]);
  await next.click();

  // Step 3: the editor loads now, and only now.
  await expect(stepHeading('competence')).toBeVisible();
  const industry = page.getByRole('textbox', { name: t('competence.industryFocuses') });
  await expect(industry).toBeVisible();
  expect(editorChunks.length).toBeGreaterThan(0);
  // Long by nature, like the CV's competence profile it becomes: the editors start at 500 px (docs/decisions/042-editor-height.md).
  expect((await industry.boundingBox())?.height).toBeGreaterThanOrEqual(RICH_TEXT_START_HEIGHT.long);
  await industry.click();
  await page.keyboard.type(lang === 'de' ? 'Automobilzulieferer' : 'Automotive suppliers');
  await page
    .getByRole('button', { name: text(lang, 'forms:form.bulletList') })
    .first()
    .click();
  await shot(page, `registration-${lang}-3-competence`);
  await next.click();

  // Step 4: the eight questions.
  await expect(stepHeading('questions')).toBeVisible();
  const apply = page.getByRole('button', { name: t('actions.apply'), exact: true });
  await expect(apply).toBeDisabled();
  const groups = page.getByRole('radiogroup');
  await expect(groups).toHaveCount(8);
  for (const [index, answer] of answers.entries()) {
    await groups
      .nth(index)
      .getByRole('radio', { name: t(`questions.${answer}`), exact: true })
      .check();
  }
  await expect(apply).toBeEnabled();
  await shot(page, `registration-${lang}-4-questions`);
  const registered = page.waitForResponse(
    (response) => response.url().endsWith('/api/v1/register') && response.request().method() === 'POST',
  );
  await apply.click();
  expect((await registered).status()).toBe(200);
  return page.getByRole('dialog', { name: t('release.title') });
}

// Both sizes for one full registration: every step of the wizard and the release dialog on a
// phone. The English one differs in language and answers only, so desktop is enough.
test(
  'a full registration in German ends in the automatic-release dialog and leads home',
  { tag: '@both' },
  async ({ page }) => {
    const dialog = await register(page, 'de', Array<'yes'>(8).fill('yes'));
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(text('de', 'registration:release.automatic'))).toBeVisible();
    await shot(page, 'registration-de-5-automatic-release');
    await dialog.getByRole('button', { name: text('de', 'registration:release.home') }).click();
    await page.waitForURL('**/login');
  },
);

test('a full registration in English ends in the manual-release dialog', async ({ page }) => {
  const dialog = await register(page, 'en', ['yes', 'yes', 'no', 'yes', 'no', 'yes', 'yes', 'yes']);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(text('en', 'registration:release.manual'))).toBeVisible();
  await shot(page, 'registration-en-5-manual-release');
});

test('step 2 shows its messages next to the fields and in a summary that leads to the first', async ({ page }) => {
  await page.goto('/register');
  const t = (key: string) => text('de', `registration:${key}`);
  await page.getByRole('button', { name: t('actions.next'), exact: true }).click();
  await page.getByRole('checkbox', { name: text('de', 'agreement:terms.accept') }).check();
  await page.getByRole('checkbox', { name: text('de', 'agreement:privacy.accept') }).check();
  await page
    .getByRole('textbox', { name: new RegExp(`^${escapeRegExp(t('personal.primaryEmail'))}`) })
    .fill('manager@demo.test');
  await page.getByRole('button', { name: t('actions.next'), exact: true }).click();
  await expect(page.getByText(text('de', 'registration:personal.cvRequired'))).toBeVisible();
  await summaryLeadsTo(
    page,
    page.getByRole('combobox', { name: new RegExp(`^${escapeRegExp(t('personal.salutation'))}`) }),
  );
  await shot(page, 'registration-de-2-errors');
});

test('/welcome shows the video, the image and the ways in', { tag: '@both' }, async ({ page }) => {
  await page.goto('/welcome');
  await expect(
    page.getByRole('heading', { level: 1, name: text('de', 'registration:welcomePage.title') }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: text('de', 'registration:welcome.openVideo') })).toHaveAttribute(
    'href',
    /willkommen-de\.mp4$/,
  );
  // Only the self-hosted poster until play is pressed: the page never reaches the media origin.
  await expect(page.getByRole('button', { name: text('de', 'registration:welcome.play') })).toBeVisible();
  await expect(page.locator('video')).toHaveCount(0);
  await expect(page.getByRole('img', { name: text('de', 'registration:welcome.imageAlt') })).toBeVisible();
  await shot(page, 'welcome');
  await page.getByRole('link', { name: text('de', 'registration:welcomePage.register') }).click();
  await page.waitForURL('**/register');
});
