/**
 * The harness of the browser journeys: import `test` and `expect` from
 * here, not from '@playwright/test'.
 *
 * - Every test fails when the browser reported an error: a console error, an uncaught page
 *   error, a CSP violation, or a 5xx answer for one of the app's own files. Answers under
 *   `/api/` are left out, since a test may provoke API errors on purpose. Expected messages
 *   are allowed per test: `test.use({ allowedConsoleErrors: [/locked/] })`.
 *   A test may also read the `browserErrors` fixture (the lines collected so far) and empty it.
 * - `shot(page, name)` saves a full-page screenshot to look at:
 *   `tests/e2e/screenshots/<project>/<name>.png` (scrolled to the top, transitions finished),
 *   and fails the test when that screen scrolls sideways (`{ allowHorizontalScroll: true }`
 *   where that is intended).
 * - `test.use({ account: 'manager' })` starts each test of the file (or describe block) signed in
 *   as that demo account: each worker signs in through the login form once per account and
 *   reuses what the browser stored (the refresh token in localStorage, and the demo mock's
 *   database, which lives there too). Every test starts from its own copy of that, so
 *   what one test saves never reaches another. Journeys about signing in (the form, lockout,
 *   agreement, idle logout, tokens in storage) sign in through the form instead:
 * - `signIn(page, email)` signs in through the login form with a demo account (docs/decisions/018-demo-data.md).
 * - Sizes: every journey runs on the `desktop` project (1440x900); one tagged `@both`
 *   (`test(title, { tag: '@both' }, ...)`) also runs on `mobile` (390x844). Tag a journey when
 *   its layout is what it tests: the header menu on a phone, a dialog full-screen below 768 px,
 *   no sideways scroll on a narrow screen, a screen people look at on a phone.
 */
import { mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  test as base,
  expect,
  type Browser,
  type BrowserContext,
  type ConsoleMessage,
  type Locator,
  type Page,
  type Response,
  type WebError,
} from '@playwright/test';

import { DEMO_EMAIL, DEMO_PASSWORD } from '../../mocks/auth/fixtures';
import { LOCAL_KEYS } from '../../src/lib/storageKeys';
import { escapeRegExp, text, type Lang } from './texts';
import { journeyClockStart } from './today';

export { expect };

export { DEMO_PASSWORD };

/** The demo accounts the journeys sign in with (what each holds: mocks/auth/fixtures.ts). */
export const DEMO_ACCOUNTS = {
  manager: DEMO_EMAIL.MANAGER,
  pending: DEMO_EMAIL.PENDING,
  skippable: DEMO_EMAIL.SKIPPABLE,
  client: DEMO_EMAIL.CLIENT,
} as const;

const SCREENSHOT_DIR = fileURLToPath(new URL('./screenshots/', import.meta.url));

export type DemoAccount = keyof typeof DEMO_ACCOUNTS;
type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

type HarnessOptions = {
  /** Browser errors this test expects; an error whose text matches one of these is not reported. */
  allowedConsoleErrors: RegExp[];
  /** The demo account each test starts signed in as (`test.use({ account: 'manager' })`); none by default. */
  account: DemoAccount | undefined;
};

type WorkerFixtures = {
  /** The storage state of a demo account signed in through the form, made once per worker and account. */
  accountState: (account: DemoAccount) => Promise<StorageState>;
};

type HarnessFixtures = {
  /** Automatic. The browser errors collected so far, as readable lines; checked when the test ends. */
  browserErrors: string[];
};

/** Every context's clock starts on the day asked for (tests/e2e/today.ts), and runs on from there. */
async function startClockOnTheDay(context: BrowserContext): Promise<void> {
  const time = journeyClockStart();
  if (time) await context.clock.install({ time });
}

function isApiPath(url: URL): boolean {
  return url.pathname === '/api' || url.pathname.startsWith('/api/');
}

function sameOrigin(url: string, origin: string): URL | undefined {
  try {
    const parsed = new URL(url);
    return parsed.origin === origin ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/** Signs in through the form in a context of its own and keeps what the browser stored. */
async function signedInState(
  browser: Browser,
  baseURL: string | undefined,
  account: DemoAccount,
): Promise<StorageState> {
  const context = await browser.newContext({ baseURL });
  try {
    await startClockOnTheDay(context);
    const page = await context.newPage();
    await signIn(page, DEMO_ACCOUNTS[account]);
    // The first page after the login has rendered: the session is set up and stored.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), LOCAL_KEYS.refreshToken)).toBeTruthy();
    // Nothing of the first page's loading may be under way when the state is copied: every test
    // of the worker starts from this copy of the session and of the demo's data.
    await page.waitForLoadState('networkidle');
    return await context.storageState();
  } finally {
    await context.close();
  }
}

export const test = base.extend<HarnessOptions & HarnessFixtures, WorkerFixtures>({
  allowedConsoleErrors: [[], { option: true }],
  account: [undefined, { option: true }],

  accountState: [
    async ({ browser }, use, workerInfo) => {
      const states = new Map<DemoAccount, Promise<StorageState>>();
      await use((account) => {
        let state = states.get(account);
        if (!state) {
          state = signedInState(browser, workerInfo.project.use.baseURL, account);
          states.set(account, state);
        }
        return state;
      });
    },
    { scope: 'worker' },
  ],

  // `provide`, not `use`: the lint's hook rule reads a call of `use` in a named function as React's.
  context: async ({ context, account, accountState, baseURL }, provide) => {
    await startClockOnTheDay(context);
    if (account) {
      // Not Playwright's `storageState` option: it writes localStorage from a page of its own that
      // it closes at once, and now and then the test's first page read an empty storage (no
      // refresh token: straight to the sign-in page, no API call made). Written here by the
      // test's own page before the app's first script, the copy is always there. Once only: a
      // storage that holds anything (the app's keys, the demo's data) is the test's own.
      const origin = new URL(baseURL ?? 'http://127.0.0.1:4173').origin;
      const items = (await accountState(account)).origins.find((each) => each.origin === origin)?.localStorage ?? [];
      await context.addInitScript(
        ({ origin: stateOrigin, items: stored }) => {
          if (window.location.origin !== stateOrigin) return;
          try {
            if (window.localStorage.length > 0) return;
            for (const { name, value } of stored) window.localStorage.setItem(name, value);
          } catch {
            // no storage in this frame
          }
        },
        { origin, items },
      );
    }
    await provide(context);
  },

  browserErrors: [
    async ({ context, baseURL, allowedConsoleErrors }, use, testInfo) => {
      const origin = new URL(baseURL ?? 'http://127.0.0.1:4173').origin;
      const errors: string[] = [];

      // Reported through the console so the same listener collects it; runs before the
      // app's own scripts in every page and frame of the context (init scripts bypass CSP).
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (e) => {
          console.error('CSP violation: ' + e.violatedDirective + ' ' + e.blockedURI);
        });
      });

      const onConsole = (message: ConsoleMessage) => {
        if (message.type() !== 'error') return;
        const { url, lineNumber } = message.location();
        // Chromium logs every non-OK answer as "Failed to load resource"; for the API such an
        // answer may be the very thing the test provokes (401, 423, 500 ...), so like the
        // response check below, API answers are left to the test's own assertions.
        const resource = sameOrigin(url, origin);
        if (message.text().startsWith('Failed to load resource') && resource && isApiPath(resource)) {
          return;
        }
        errors.push(`[console.error] ${message.text()}${url ? ` (${url}:${lineNumber})` : ''}`);
      };
      const onPageError = (webError: WebError) => {
        const error = webError.error();
        errors.push(`[pageerror] ${error.stack ?? error.message}`);
      };
      // What happened, kept to explain a failed test (printed and attached below): every API
      // answer, every page the tab went to, and what the console said. A test that ends on the
      // sign-in page, say, shows whether the session was refused or never asked for.
      const trail: string[] = [];
      const note = (line: string) => trail.push(`${new Date().toISOString().slice(11, 23)} ${line}`);
      const onResponse = (response: Response) => {
        const url = sameOrigin(response.url(), origin);
        // The content type tells a mocked answer (JSON, a PDF) from one the preview server gave (HTML).
        if (url && isApiPath(url))
          note(
            `${response.status()} ${response.request().method()} ${url.pathname}${url.search} ${response.headers()['content-type'] ?? ''}`,
          );
        if (response.status() < 500) return;
        if (!url || isApiPath(url)) return;
        errors.push(`[HTTP ${response.status()}] ${response.request().method()} ${response.url()}`);
      };
      const onTrail = (message: ConsoleMessage) => note(`[console.${message.type()}] ${message.text().slice(0, 300)}`);
      const onPage = (page: Page) =>
        page.on('framenavigated', (frame) => {
          if (frame === page.mainFrame()) note(`page at ${frame.url()}`);
        });

      context.on('console', onConsole);
      context.on('console', onTrail);
      context.on('weberror', onPageError);
      context.on('response', onResponse);
      context.on('page', onPage);
      context.pages().forEach(onPage);

      await use(errors);

      context.off('console', onConsole);
      context.off('console', onTrail);
      context.off('weberror', onPageError);
      context.off('response', onResponse);
      context.off('page', onPage);
      if (testInfo.status !== testInfo.expectedStatus) {
        for (const page of context.pages()) {
          const main = page.locator('main');
          const shown = await ((await main.count()) === 1 ? main : page.locator('body'))
            .ariaSnapshot({ timeout: 2_000 })
            .catch((error: unknown) => `(no snapshot: ${String(error)})`);
          note(`shown at ${page.url()}:\n${shown.slice(0, 3_000)}`);
        }
        await testInfo.attach('trail.txt', { body: trail.join('\n'), contentType: 'text/plain' });
        console.log(`What happened during "${testInfo.title}":\n${trail.join('\n')}`);
      }

      const unexpected = errors.filter((line) => !allowedConsoleErrors.some((pattern) => pattern.test(line)));
      if (unexpected.length > 0) {
        throw new Error(
          `The browser reported ${unexpected.length} error(s) during the test ` +
            `(allow expected ones with test.use({ allowedConsoleErrors: [/.../] })):\n` +
            unexpected.map((line) => `  - ${line}`).join('\n'),
        );
      }
    },
    { auto: true },
  ],
});

export interface ShotOptions {
  /** This screen may be wider than the viewport (otherwise a horizontal scroll fails the test). */
  allowHorizontalScroll?: boolean;
}

/** Screenshots are taken when asked (`E2E_SCREENSHOTS=1`); a failed journey keeps its own either way. */
const TAKE_SCREENSHOTS = process.env.E2E_SCREENSHOTS === '1';

/**
 * A screen the journey reached: its width is checked against the viewport, and with `E2E_SCREENSHOTS=1` a
 * screenshot (the full page; the viewport while a modal dialog is open) is saved to
 * `tests/e2e/screenshots/<project>/<name>.png` and attached to the test's report, for people to look at, one per
 * screen and viewport.
 */
export async function shot(page: Page, name: string, options: ShotOptions = {}): Promise<void> {
  const info = test.info();
  if (TAKE_SCREENSHOTS) await screenshot(page, join(SCREENSHOT_DIR, info.project.name, `${name}.png`), name);
  // Content wider than the viewport (a horizontal scroll bar, mostly at 390 px) is a layout
  // bug: the test fails, unless it says that this screen may scroll sideways.
  const overflow = await horizontalOverflow(page);
  if (overflow > 0 && options.allowHorizontalScroll) {
    info.annotations.push({ type: 'horizontal-scroll', description: `${name}: ${overflow}px wider than the viewport` });
  } else if (overflow > 0) {
    // Polled: just after a resize the layout settles a frame or two later (media queries re-render).
    await expect
      .poll(() => horizontalOverflow(page), {
        message: `screen "${name}" is wider than the ${info.project.name} viewport (horizontal scroll)`,
      })
      .toBe(0);
  }
}

async function screenshot(page: Page, path: string, name: string): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  // A full-page capture of a scrolled page draws the sticky header in the middle of the
  // page, so go back to the top first. Only when scrolled: the scroll event counts as user
  // activity for the idle time-out (docs/decisions/009-idle-timeout.md).
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        if (window.scrollY === 0 && window.scrollX === 0) return resolve();
        window.scrollTo(0, 0);
        requestAnimationFrame(() => resolve());
      }),
  );
  // `animations: 'disabled'` finishes running transitions (a menu fading in, a button
  // turning enabled), so the picture shows the settled state.
  // A modal dialog is what the user sees: the viewport, not the page beneath (a long CV makes
  // a full-page picture of 4000 px that shows the dialog in its first screen only, and is slow).
  const modalOpen = (await page.locator('[role="dialog"][aria-modal="true"]').count()) > 0;
  await page.screenshot({ path, fullPage: !modalOpen, animations: 'disabled' });
  await test.info().attach(name, { path, contentType: 'image/png' });
}

/** How many CSS pixels the page is wider than its viewport (0 when it fits). */
export function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => Math.max(0, document.documentElement.scrollWidth - document.documentElement.clientWidth));
}

/** Fails when the page scrolls sideways (content wider than the viewport). */
export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  // Polled: after a resize the layout settles a frame or two later (media queries re-render).
  await expect
    .poll(() => horizontalOverflow(page), { message: 'the page is wider than the viewport (horizontal scroll)' })
    .toBe(0);
}

/**
 * Signs in through the login form (German or English labels) and waits until the app has left
 * `/login`. Only `<input>` elements are matched, so a "show password" button does not count.
 */
export async function signIn(page: Page, email: string, password: string = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  const inputs = page.locator('input');
  await page
    .getByLabel(/e-?mail|username|benutzername/i)
    .and(inputs)
    .fill(email);
  const passwordField = page.getByLabel(/password|passwort/i).and(inputs);
  await passwordField.fill(password);
  await passwordField.press('Enter');
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

/**
 * Picks an option of a select (MUI) as a keyboard user does: opens it by the label its name starts
 * with (Arrow Down), moves the focus to the option and presses Enter. No mouse: a click on a long list
 * can land on another option while the menu is still settling (its opening transition scrolls the
 * list), and the opening click's release picks the option under the pointer when it comes more than
 * 200 ms after the press (MUI's press-drag-release), as on a busy machine.
 */
export async function chooseOption(scope: Page | Locator, label: string, option: string): Promise<void> {
  const select = scope.getByRole('combobox', { name: new RegExp(`^${escapeRegExp(label)}`) });
  await select.focus();
  await select.press('ArrowDown');
  const page = 'page' in scope ? scope.page() : scope;
  const listbox = page.getByRole('listbox');
  const choice = listbox.getByRole('option', { name: option, exact: true });
  await choice.focus();
  await choice.press('Enter');
  await expect(listbox).toHaveCount(0);
  await expect(select).toHaveText(option);
}

/** A date or time field (MUI X picker): the group its label names, with one spinbutton per part. */
export function dateField(scope: Page | Locator, label: string | RegExp): Locator {
  return scope.getByRole('group', {
    name: typeof label === 'string' ? new RegExp(`^${label.replace(/[()]/g, '\\$&')}`) : label,
  });
}

/**
 * Types an API value (yyyy-MM-dd or HH:mm) into a date or time field as a person does: each
 * part emptied, then the digits typed from the first part on, in the order the portal's
 * language shows them (dd.MM.yyyy in German, dd/MM/yyyy in English, HH:mm in both).
 */
export async function fillDate(field: Locator, value: string): Promise<void> {
  const parts = field.getByRole('spinbutton');
  const count = await parts.count();
  for (let index = 0; index < count; index += 1) {
    await parts.nth(index).click();
    await parts.nth(index).press('Backspace');
  }
  const date = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const digits = date ? `${date[3]}${date[2]}${date[1]}` : value.replace(':', '');
  await parts.first().click();
  await field.page().keyboard.type(digits);
  await field.page().keyboard.press('Tab');
}

/** The UI language, chosen with the header's switch (signing in chose German, the account's language). */
export async function chooseLanguage(page: Page, lang: Lang): Promise<void> {
  const name = text(lang, 'common:language.option', {
    code: lang.toUpperCase(),
    name: text(lang, `common:language.${lang}`),
  });
  const button = page.getByRole('banner').getByRole('button', { name, exact: true });
  if ((await button.getAttribute('aria-pressed')) !== 'true') await button.click();
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}

/**
 * After a submit that found problems: the form's error summary has the focus, and its first link leads to `field`
 * (the form's first field with a problem). `scope`: the dialog or page the form is in.
 */
export async function summaryLeadsTo(scope: Page | Locator, field: Locator, lang: Lang = 'de'): Promise<void> {
  const summary = scope.getByRole('region', { name: text(lang, 'forms:errorSummary.title') });
  await expect(summary).toBeFocused();
  await summary.getByRole('link').first().click();
  await expect(field).toBeFocused();
}
