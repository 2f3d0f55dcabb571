import type { Page } from '@playwright/test';

import { paths } from '../../src/config/paths';
import { A11Y_VISITS, type A11yAccount, type A11yVisit } from './a11yRoutes';
import { seriousAxeFindings } from './axe';
import { DEMO_ACCOUNTS, expect, signIn, test } from './fixtures';
import { text, type Lang } from './texts';

// No serious or critical axe-core finding (WCAG 2.0–2.2, A and AA) on any route or
// dialog route of a11yRoutes.ts, in German and English, at both sizes (the two projects). Each
// test walks one page through a part of one account's screens in one language: one page load
// (the sign-in page), signed in once, every screen opened inside the app as its links do.

const ACCOUNTS: A11yAccount[] = ['visitor', 'manager', 'client', 'pending'];
const LANGUAGES: Lang[] = ['de', 'en'];
const EMAIL: Record<Exclude<A11yAccount, 'visitor'>, string> = {
  manager: DEMO_ACCOUNTS.manager,
  client: DEMO_ACCOUNTS.client,
  pending: DEMO_ACCOUNTS.pending,
};

/**
 * Returns a wait until the screen has settled: no request of the page in flight for 100 ms
 * (lazy chunks, texts, the mock's answers). The transitions are waited for by seriousAxeFindings.
 */
function settledWait(page: Page): () => Promise<void> {
  const inFlight = new Set<unknown>();
  let lastChange = Date.now();
  const track = (add: boolean) => (request: unknown) => {
    if (add) inFlight.add(request);
    else inFlight.delete(request);
    lastChange = Date.now();
  };
  page.on('request', track(true));
  page.on('requestfinished', track(false));
  page.on('requestfailed', track(false));
  return async () => {
    await expect
      .poll(() => inFlight.size === 0 && Date.now() - lastChange >= 100, {
        message: 'the page kept loading',
        intervals: [50],
      })
      .toBe(true);
  };
}

/** Goes to a path inside the running app, as a link or the back button does (the router follows the history). */
function navigateInApp(page: Page, href: string): Promise<void> {
  return page.evaluate((path) => {
    window.history.pushState(null, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, href);
}

/**
 * The language under test, chosen with the header's switch on the home page (no dialog covers
 * the header there; signing in chose the account's language). Signed in, the root leads to the dashboard: that
 * redirect is an effect after a render, which a busy page may run after the next screen was opened, so it is
 * waited for.
 */
async function chooseLanguage(page: Page, lang: Lang, signedIn: boolean): Promise<void> {
  await navigateInApp(page, paths.root.getHref());
  if (signedIn) await expect(page).not.toHaveURL((url) => url.pathname === paths.root.getHref());
  const code = lang.toUpperCase();
  const name = text(lang, 'common:language.option', { code, name: text(lang, `common:language.${lang}`) });
  const button = page.getByRole('banner').getByRole('button', { name, exact: true });
  if ((await button.getAttribute('aria-pressed')) !== 'true') await button.click();
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}

/**
 * Opens a screen inside the running app, which spares the app's start and the demo mock's on
 * every screen, and waits for the screen itself: still at its path (no guard sent it
 * elsewhere), in the language under test, with its main heading or its dialog, nothing left
 * loading.
 */
async function open(page: Page, visit: A11yVisit, lang: Lang, settled: () => Promise<void>): Promise<void> {
  await navigateInApp(page, visit.href);
  await expect(page, `${visit.href} stays where it was opened`).toHaveURL(
    (url) => url.pathname + url.search === visit.href,
  );
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(visit.dialog ? page.getByRole('dialog') : page.getByRole('heading', { level: 1 })).toBeVisible();
  // A lazy part may still be running its code after the last request (the rich-text editor's
  // chunk), its loading indicator showing: until that is gone, then settled again.
  await settled();
  await expect(page.getByLabel(text(lang, 'common:app.loading'))).toHaveCount(0);
  await settled();
}

/**
 * axe-core checks colour contrast only for what is on screen, and a dialog scrolls inside itself, so what
 * lies below its fold would go unchecked (https://github.com/dequelabs/axe-core/issues/5183): the viewport
 * grows, at the same width, until nothing in the dialog scrolls. Returns the size to go back to.
 */
async function unfoldDialog(page: Page): Promise<{ width: number; height: number }> {
  const size = page.viewportSize()!;
  let height = size.height;
  let before = Infinity;
  for (let step = 0; step < 3; step += 1) {
    const hidden = await page.evaluate(() => {
      let most = 0;
      for (const element of document.querySelectorAll('[role="dialog"], [role="dialog"] *')) {
        if (/auto|scroll/.test(getComputedStyle(element).overflowY))
          most = Math.max(most, element.scrollHeight - element.clientHeight);
      }
      return most;
    });
    // Done, or what still scrolls does not grow with the viewport (a text editor of fixed height).
    if (hidden <= 0 || hidden >= before) break;
    before = hidden;
    height += hidden;
    await page.setViewportSize({ width: size.width, height });
  }
  return size;
}

async function seriousFindings(page: Page, visit: A11yVisit, lang: Lang): Promise<string[]> {
  const size = visit.dialog ? await unfoldDialog(page) : undefined;
  // A dialog route: the dialog; the page beneath it is a screen of its own in the list.
  const findings = await seriousAxeFindings(page, visit.dialog ? '[role="dialog"]' : undefined);
  if (size) await page.setViewportSize(size);
  return findings.map((finding) => `${visit.href} (${visit.as}, ${lang}) ${finding}`);
}

/**
 * How many screens one test walks: an account's walk is split so that the workers share it (the manager has some
 * fifty screens a language), while each part still pays its sign-in once.
 */
const SCREENS_PER_TEST = 12;
/** The most one screen may take. */
const SECONDS_PER_SCREEN = 10;

function parts<T>(items: T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, index) =>
    items.slice(index * size, (index + 1) * size),
  );
}

for (const account of ACCOUNTS) {
  const who = account === 'visitor' ? 'a visitor' : EMAIL[account];
  const accountParts = parts(
    A11Y_VISITS.filter((visit) => visit.as === account),
    SCREENS_PER_TEST,
  );
  for (const lang of LANGUAGES) {
    accountParts.forEach((visits, index) => {
      const part = accountParts.length === 1 ? '' : ` (part ${index + 1} of ${accountParts.length})`;
      test(
        `no serious or critical axe finding on the ${visits.length} screen${visits.length === 1 ? '' : 's'} of ${who}${part}, in ${lang}`,
        { tag: '@both' },
        async ({ page }) => {
          // A time-out only catches a hang (every state is waited for with its 10 s). With the real-API journeys
          // beside them on two cores, screens took up to 6 s each.
          test.setTimeout(Math.max(60_000, visits.length * SECONDS_PER_SCREEN * 1000));
          const settled = settledWait(page);
          // The one page load: the sign-in page (and the sign-in); every screen after it is opened inside the app.
          if (account === 'visitor') await page.goto(paths.login.getHref());
          else await signIn(page, EMAIL[account]);
          await chooseLanguage(page, lang, account !== 'visitor');
          const findings: string[] = [];
          for (const visit of visits) {
            await open(page, visit, lang, settled);
            findings.push(...(await seriousFindings(page, visit, lang)));
          }
          expect(
            findings.length,
            `${findings.length} serious or critical axe finding(s):\n${findings.join('\n')}\n`,
          ).toBe(0);
        },
      );
    });
  }
}
