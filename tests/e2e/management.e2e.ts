import type { Locator, Page } from '@playwright/test';

import { NOT_GIVEN } from '../../src/components/layout/notGiven';
import { MAX_APPLICATION_REMARKS } from '../../src/contract/opportunities';
import { seriousAxeFindings } from './axe';
import { chooseLanguage, expect, shot, test } from './fixtures';
import { escapeRegExp, text } from './texts';

// Opportunities and placements. The demo manager's language is
// German. The ids and titles are those of mocks/opportunities/fixtures.ts (BERGER_OPPORTUNITY_ID)
// and mocks/placements/fixtures.ts (BERGER_PLACEMENT_ID); the mock keeps its data in
// localStorage, and every test starts from its own copy of it.

test.use({ account: 'manager' });

const t = (key: string, vars?: Record<string, string | number>) => text('de', `management:${key}`, vars);

const OPPORTUNITIES = '/management/opportunities';
const PLACEMENTS = '/management/placements';

/** Titles (German) of manager@demo.test's opportunities used here. */
const OPPORTUNITY = {
  /** opp-cfo-automotive: new, NDA not accepted. */
  cfoAutomotive: { id: 'opp-cfo-automotive', title: 'Interim-CFO für einen Automobilzulieferer' },
  /** opp-coo-medtech: new, NDA not accepted. */
  cooMedtech: { id: 'opp-coo-medtech', title: 'Interim-COO in der Medizintechnik' },
  /** opp-cro-retail: new, NDA accepted (the details and the declines come at once). */
  croRetail: { id: 'opp-cro-retail', title: 'Chief Restructuring Officer im Filialhandel' },
  /** opp-finance-private-bank: closed (1100), read-only. */
  privateBank: { id: 'opp-finance-private-bank', title: 'Finanztransformation Privatbank' },
} as const;

const stepText = (step: 1 | 2 | 3, name: 'nda' | 'details' | 'application') =>
  t('dialog.step', { step, total: 3, name: t(`dialog.steps.${name}`) });

/** The opportunities list (the section named by its heading). */
function opportunityList(page: Page): Locator {
  return page
    .getByRole('region', { name: t('opportunities.heading') })
    .getByRole('list')
    .first();
}

/** One opportunity of the list, named by its title. */
function opportunityItem(page: Page, title: string): Locator {
  return opportunityList(page).getByRole('listitem', { name: title, exact: true });
}

/** The value of a label–value pair of a description list (FactGrid). */
function fact(scope: Locator, label: string): Locator {
  const page = scope.page();
  return scope
    .locator('dl > div')
    .filter({ has: page.getByRole('term').filter({ hasText: new RegExp(`^${escapeRegExp(label)}$`) }) })
    .getByRole('definition');
}

function statusOf(item: Locator): Locator {
  return fact(item, t('status.label'));
}

async function openOpportunityList(page: Page): Promise<void> {
  await page.goto(OPPORTUNITIES);
  await expect(page.getByRole('heading', { level: 1, name: t('title') })).toBeVisible();
  await expect(opportunityItem(page, OPPORTUNITY.cfoAutomotive.title)).toBeVisible();
}

/** Opens an opportunity's dialog with the link of its title, as a person does. */
async function openFromList(page: Page, opportunity: { id: string; title: string }): Promise<Locator> {
  await opportunityItem(page, opportunity.title).getByRole('link', { name: opportunity.title, exact: true }).click();
  await page.waitForURL((url) => url.pathname === `${OPPORTUNITIES}/${opportunity.id}`);
  const dialog = page.getByRole('dialog', { name: opportunity.title });
  await expect(dialog).toBeVisible();
  return dialog;
}

const isPost = (page: Page, path: string) =>
  page.waitForResponse(
    (response) => response.request().method() === 'POST' && new URL(response.url()).pathname.endsWith(path),
  );

test(
  'opportunity: agree to the NDA, read the details, apply; the status "applied" survives a reload',
  { tag: '@both' },
  async ({ page }) => {
    const { id, title } = OPPORTUNITY.cfoAutomotive;
    await openOpportunityList(page);
    // A new one says so once, in its chip; not again among its facts.
    await expect(opportunityItem(page, title).getByText(t('opportunities.newMarker'), { exact: true })).toBeVisible();
    await expect(statusOf(opportunityItem(page, title))).toHaveCount(0);
    await shot(page, 'management-01-opportunities');

    // Step 1: the NDA. Agree is disabled until the box is ticked.
    const dialog = await openFromList(page, OPPORTUNITY.cfoAutomotive);
    await expect(dialog.getByText(stepText(1, 'nda'), { exact: true })).toBeVisible();
    await expect(dialog.getByRole('region', { name: t('nda.text') })).toBeVisible();
    const agree = dialog.getByRole('button', { name: t('nda.submit'), exact: true });
    const box = dialog.getByRole('checkbox', { name: t('nda.accept') });
    await expect(box).not.toBeChecked();
    await expect(agree).toBeDisabled();
    // The details are not there before the NDA is accepted.
    await expect(dialog.getByRole('region', { name: t('details.sections.position') })).toHaveCount(0);
    if (page.viewportSize()!.width < 768) {
      // Full-screen below 768 px.
      const size = await dialog.boundingBox();
      expect(size?.width).toBe(page.viewportSize()!.width);
    }
    await shot(page, 'management-02-nda');

    await box.check();
    await expect(agree).toBeEnabled();
    await shot(page, 'management-03-nda-ticked');
    const accepted = isPost(page, `/manager/opportunities/${id}/accept-nda`);
    await agree.click();
    expect((await accepted).status()).toBe(200);

    // Step 2: the details, with the answers.
    await expect(dialog.getByText(stepText(2, 'details'), { exact: true })).toBeVisible();
    for (const section of ['position', 'scope', 'responsibility', 'companySituation'] as const) {
      await expect(dialog.getByRole('region', { name: t(`details.sections.${section}`) })).toBeVisible();
    }
    await expect(dialog.getByText('Familiengeführter Zulieferer', { exact: false })).toBeVisible();
    await expect(dialog.getByRole('button', { name: t('details.notInterested'), exact: true })).toBeVisible();
    await expect(dialog.getByRole('button', { name: t('details.notAvailable'), exact: true })).toBeVisible();
    await shot(page, 'management-04-details');

    // Step 3: the application, a route of its own.
    await dialog.getByRole('button', { name: t('details.agreeAndContinue'), exact: true }).click();
    await page.waitForURL((url) => url.pathname === `${OPPORTUNITIES}/${id}/application`);
    await expect(dialog.getByText(stepText(3, 'application'), { exact: true })).toBeVisible();
    const remarks = 'Ich kann kurzfristig beginnen und kenne die Banken-Gespräche aus zwei Sanierungen.';
    await dialog.getByRole('textbox', { name: t('application.remarks') }).fill(remarks);
    await expect(
      dialog.getByText(t('application.remarksCount', { length: remarks.length, max: MAX_APPLICATION_REMARKS })),
    ).toBeVisible();
    await shot(page, 'management-05-application');

    const applied = isPost(page, `/manager/opportunities/${id}/interested`);
    await dialog.getByRole('button', { name: t('application.submit'), exact: true }).click();
    const response = await applied;
    expect(response.status()).toBe(200);
    expect(response.request().postDataJSON()).toMatchObject({ remarks });

    // The dialog closes back onto the list, which shows the new status.
    await page.waitForURL((url) => url.pathname === OPPORTUNITIES);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(statusOf(opportunityItem(page, title))).toHaveText(t('status.applied'));
    await shot(page, 'management-06-applied');

    // The demo mock keeps it (localStorage): still applied after a reload.
    await page.reload();
    await expect(statusOf(opportunityItem(page, title))).toHaveText(t('status.applied'));
  },
);

test('opportunity: decline a new one with "not interested", asked once, and the list shows it; before the NDA too', async ({
  page,
}) => {
  await openOpportunityList(page);

  // A new one without its NDA offers the NDA as a PDF and both declines already: a manager who will
  // not sign it can still say no (docs/decisions/028-opportunity-answers.md).
  const nda = await openFromList(page, OPPORTUNITY.cooMedtech);
  await expect(nda.getByText(stepText(1, 'nda'), { exact: true })).toBeVisible();
  await expect(nda.getByRole('button', { name: t('nda.pdf'), exact: true })).toBeVisible();
  await expect(nda.getByRole('button', { name: t('details.notAvailable'), exact: true })).toBeVisible();
  await nda.getByRole('button', { name: t('details.notInterested'), exact: true }).click();
  const beforeNda = nda.getByRole('group', { name: t('details.notInterested') });
  await expect(beforeNda.getByRole('alert')).toHaveText(t('decline.question.notInterested'));
  const declinedBeforeNda = isPost(page, `/manager/opportunities/${OPPORTUNITY.cooMedtech.id}/not-interested`);
  await beforeNda.getByRole('button', { name: t('decline.yes'), exact: true }).click();
  expect((await declinedBeforeNda).status()).toBe(200);
  await page.waitForURL((url) => url.pathname === OPPORTUNITIES);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(statusOf(opportunityItem(page, OPPORTUNITY.cooMedtech.title))).toHaveText(t('status.notInterested'));

  // The new one with the NDA accepted opens on its details, with the declines.
  const { id, title } = OPPORTUNITY.croRetail;
  const dialog = await openFromList(page, OPPORTUNITY.croRetail);
  await expect(dialog.getByText(stepText(2, 'details'), { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: t('details.notInterested'), exact: true }).click();

  // Asked once, in the dialog's actions.
  const question = dialog.getByRole('group', { name: t('details.notInterested') });
  await expect(question.getByRole('alert')).toHaveText(t('decline.question.notInterested'));
  await expect(dialog.getByRole('button', { name: t('details.agreeAndContinue') })).toHaveCount(0);
  await shot(page, 'management-07-decline-asked');

  const declined = isPost(page, `/manager/opportunities/${id}/not-interested`);
  await question.getByRole('button', { name: t('decline.yes'), exact: true }).click();
  expect((await declined).status()).toBe(200);
  await page.waitForURL((url) => url.pathname === OPPORTUNITIES);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(statusOf(opportunityItem(page, title))).toHaveText(t('status.notInterested'));
  await shot(page, 'management-08-declined');
});

test(
  'opportunity: declined on its NDA step, it reopens with its summary only, in German and in English',
  { tag: '@both' },
  async ({ page }) => {
    const { id, title } = OPPORTUNITY.cooMedtech;
    await openOpportunityList(page);
    const nda = await openFromList(page, OPPORTUNITY.cooMedtech);
    await nda.getByRole('button', { name: t('details.notAvailable'), exact: true }).click();
    const declined = isPost(page, `/manager/opportunities/${id}/not-available`);
    await nda
      .getByRole('group', { name: t('details.notAvailable') })
      .getByRole('button', { name: t('decline.yes'), exact: true })
      .click();
    expect((await declined).status()).toBe(200);
    await page.waitForURL((url) => url.pathname === OPPORTUNITIES);

    // The details the NDA protects stay back: the list's link opens the summary with why, in either language.
    const titles = { de: title, en: 'Interim COO in medical technology' };
    for (const lang of ['de', 'en'] as const) {
      await chooseLanguage(page, lang);
      const m = (key: string) => text(lang, `management:${key}`);
      await page.getByRole('link', { name: titles[lang], exact: true }).click();
      const dialog = page.getByRole('dialog', { name: titles[lang] });
      await expect(dialog.getByRole('note')).toHaveText(m('dialog.summaryOnlyNote'));
      await expect(dialog.getByRole('region', { name: m('details.sections.position') })).toHaveCount(0);
      await expect(dialog.getByRole('region', { name: m('details.sections.companySituation') })).toHaveCount(0);
      await shot(page, `management-10-declined-before-nda-${lang}`);
      expect(await seriousAxeFindings(page, '[role="dialog"]')).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
    }
  },
);

test('opportunity: a closed one opens read-only, and the back button returns to the list', async ({ page }) => {
  await openOpportunityList(page);
  const { title } = OPPORTUNITY.privateBank;
  await expect(statusOf(opportunityItem(page, title))).toHaveText(t('status.closed'));

  const dialog = await openFromList(page, OPPORTUNITY.privateBank);
  await expect(dialog.getByText(`${t('status.label')}: ${t('status.closed')}`, { exact: true })).toBeVisible();
  await expect(dialog.getByRole('note')).toHaveText(t('dialog.readOnlyNote'));
  await expect(dialog.getByRole('region', { name: t('details.sections.position') })).toBeVisible();
  await expect(dialog.getByText('Traditionsreiche Privatbank.')).toBeVisible();
  // A close button only, no answers and no second close in the corner.
  await expect(dialog.getByRole('button')).toHaveCount(1);
  await expect(dialog.getByRole('button', { name: text('de', 'common:actions.close'), exact: true })).toBeVisible();
  for (const answer of ['details.notInterested', 'details.notAvailable', 'details.agreeAndContinue', 'nda.submit']) {
    await expect(dialog.getByRole('button', { name: t(answer) })).toHaveCount(0);
  }
  await shot(page, 'management-09-read-only');

  await page.goBack();
  await page.waitForURL((url) => url.pathname === OPPORTUNITIES);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(opportunityItem(page, title)).toBeVisible();
});

test('placements: the badges, "-" for what is empty, and the CV that was sent', { tag: '@both' }, async ({ page }) => {
  await openOpportunityList(page);
  const tabs = page.getByRole('navigation', { name: t('tabs.label') });
  await expect(tabs.getByRole('tab', { name: t('tabs.opportunities') })).toHaveAttribute('aria-current', 'page');
  const placementsTab = tabs.getByRole('tab', { name: t('tabs.placements') });
  await placementsTab.click();
  await page.waitForURL((url) => url.pathname === PLACEMENTS);
  await expect(placementsTab).toHaveAttribute('aria-current', 'page');

  const list = page
    .getByRole('region', { name: t('placements.heading') })
    .getByRole('list')
    .first();
  // Each card is named by the placement's name: its position and its client.
  const card = (name: string) => list.getByRole('listitem', { name, exact: true });
  const alpenland = card('Interim-CFO · Alpenland Maschinenbau GmbH');
  const hafen = card('Interim-CFO (Mandat) · Hafenlogistik Nord GmbH & Co. KG');
  const weberei = card('Interim-Leitung Controlling · Weberei Lindner AG');
  const brauerei = card('Interim-CFO · Brauerei Kellermann KG');
  const solarpark = card('Interim-CFO · Solarpark Chiemgau GmbH');
  await expect(alpenland).toBeVisible();

  // The sales-stage badges in words: 300 ongoing, 200 in progress, 400 / 800 closed, 100 none.
  const badges = [t('badge.inProgress'), t('badge.ongoing'), t('badge.closed')];
  const badgeOf = (item: Locator) => item.getByText(new RegExp(`^(${badges.map(escapeRegExp).join('|')})$`));
  await expect(badgeOf(alpenland)).toHaveText(t('badge.ongoing'));
  await expect(badgeOf(hafen)).toHaveText(t('badge.inProgress'));
  await expect(badgeOf(weberei)).toHaveText(t('badge.closed'));
  await expect(badgeOf(brauerei)).toHaveText(t('badge.closed'));
  await expect(solarpark).toBeVisible();
  await expect(badgeOf(solarpark)).toHaveCount(0);

  // '-' for an empty contact; a given one is a link.
  for (const label of ['placements.contactName', 'placements.contactPhone', 'placements.contactEmail']) {
    await expect(fact(brauerei, t(label))).toHaveText(NOT_GIVEN);
  }
  await expect(fact(hafen, t('placements.contactEmail'))).toHaveText(NOT_GIVEN);
  await expect(
    fact(hafen, t('placements.contactPhone')).getByRole('link', { name: '+49 40 99998123' }),
  ).toHaveAttribute('href', 'tel:+494099998123');
  await expect(fact(alpenland, t('placements.contactEmail')).getByRole('link')).toHaveAttribute(
    'href',
    'mailto:s.huber@alpenland-maschinenbau.example',
  );
  // Only where the data names a candidate is there a CV that was sent.
  await expect(
    brauerei.getByRole('link', { name: t('placements.sentCvFor', { title: 'Interim-CFO · Brauerei Kellermann KG' }) }),
  ).toHaveCount(0);
  await shot(page, 'management-10-placements');

  // The CV that was sent for the placement, read-only.
  const cv = page.waitForResponse((response) =>
    /\/api\/v1\/manager\/candidates\/[^/]+\/cv$/.test(new URL(response.url()).pathname),
  );
  await alpenland
    .getByRole('link', { name: t('placements.sentCvFor', { title: 'Interim-CFO · Alpenland Maschinenbau GmbH' }) })
    .click();
  await page.waitForURL((url) => url.pathname.startsWith('/placement-resume/plc-alpenland-cfo/'));
  expect((await cv).status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: text('de', 'resume:sent.title') })).toBeVisible();
  await expect(page.getByText(text('de', 'resume:sent.introPlacement'))).toBeVisible();
  const work = page.getByRole('region', { name: text('de', 'resume:section.workExperience') });
  await expect(work.getByRole('heading', { level: 3, name: 'Hansa Logistik GmbH' })).toBeVisible();
  await expect(
    page.getByRole('link', { name: text('de', 'resume:work.editPosition', { name: 'Interim-CFO' }) }),
  ).toHaveCount(0);
  await shot(page, 'management-11-sent-cv');

  await page.getByRole('link', { name: text('de', 'resume:sent.backPlacements'), exact: true }).click();
  await page.waitForURL((url) => url.pathname === PLACEMENTS);
  await expect(alpenland).toBeVisible();
});
