/*
 * What the screen tests add in jsdom (vite.config.ts), after tests/setup.ts: jest-dom's matchers, Testing Library's
 * settings, the page emptied after each test, the test theme, and the page made faster to ask (tests/domSpeed.ts).
 */
import '@testing-library/jest-dom/vitest';

import { cleanup, configure, getConfig, prettyDOM, type Config } from '@testing-library/react';
import * as React from 'react';

import type * as AppTheme from '@/app/theme/theme';
import { i18n, initI18n, NAMESPACES } from '@/lib/i18n';

import { speedUpDom } from './domSpeed';

speedUpDom();

// React's development build captures a stack (an Error) for each of the first 10,000 elements a second creates, for
// the owner stacks of its warnings: an eighth of the longest screen test's time. The counter is held above that
// limit, so elements carry React's shared 'unknown owner' stack; the warnings themselves still come.
const reactInternals = (React as unknown as Record<string, Record<string, unknown>>)
  .__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE!;
Object.defineProperty(reactInternals, 'recentlyCreatedOwnerStacks', {
  get: () => Number.POSITIVE_INFINITY,
  set: () => undefined,
  configurable: true,
});

// The app's theme without transitions or ripples (tests/testTheme.ts).
vi.mock('@/app/theme/theme', async (importOriginal) => {
  const actual = await importOriginal<typeof AppTheme>();
  const { testThemeOf } = await import('./testTheme');
  return { ...actual, theme: testThemeOf(actual.theme) };
});

// Screens are lazy routes: the first render of a screen in a test run waits for vitest to
// transform its chunk, which on two busy cores can take longer than the 1 s default.
// findBy/waitFor still wait for the state; only the ceiling is raised.
configure({ asyncUtilTimeout: 8000 });

// A query that fails inside waitFor or findBy is tried again until it passes or the time is up;
// its error is thrown away, and on time-out waitFor builds the message again with the page
// printed (its onTimeout calls getElementError outside the retry). Printing the whole page for
// every failed retry cost up to a sixth of a test that waits for a lazy dialog, so a retry's
// error carries the message only. Any other failure prints the page as Testing Library does.
configure({
  getElementError: (message, container) => {
    const retrying =
      (getConfig() as Config & { _disableExpensiveErrorDiagnostics?: boolean })._disableExpensiveErrorDiagnostics ===
      true;
    const page = retrying ? null : `Ignored nodes: comments, ${getConfig().defaultIgnore}\n${prettyDOM(container)}`;
    const error = new Error([message, page].filter(Boolean).join('\n\n'));
    error.name = 'TestingLibraryElementError';
    return error;
  },
});

// jsdom's Blob has no stream(): msw's XMLHttpRequest interceptor reads a blob answer (a photo, a
// PDF) through it when axios asks for a blob. And jsdom makes no object URLs; a test that checks
// them stubs its own.
if (typeof Blob.prototype.stream !== 'function') {
  Blob.prototype.stream = function stream(this: Blob) {
    return new ReadableStream<Uint8Array>({
      start: async (controller) => {
        controller.enqueue(new Uint8Array(await this.arrayBuffer()));
        controller.close();
      },
    }) as ReturnType<Blob['stream']>;
  };
}
if (typeof URL.createObjectURL !== 'function') URL.createObjectURL = () => 'blob:test';
if (typeof URL.revokeObjectURL !== 'function') URL.revokeObjectURL = () => undefined;

beforeAll(async () => {
  await initI18n('en');
  await i18n.loadNamespaces([...NAMESPACES]);
  await i18n.loadLanguages(['de', 'en']);
});

/** How much of each element left in the page the failure shows. */
const LEFT_OVER_SHOWN = 200;

/**
 * After Testing Library has unmounted the test's render, the page is empty again: anything left (a portal, a modal's
 * hidden page and locked scrolling) was left by this test, and would change what the next test sees (a dialog
 * gone while the page under it stays hidden). It fails here, where it happened, and the page is emptied.
 */
function expectEmptyPage(): void {
  const leftOver = [...document.body.children].map((each) => each.outerHTML.slice(0, LEFT_OVER_SHOWN));
  const bodyStyle = document.body.getAttribute('style');
  if (leftOver.length === 0 && !bodyStyle) return;
  document.body.replaceChildren();
  document.body.removeAttribute('style');
  throw new Error(
    `The test left the page changed after its render was unmounted: body style "${bodyStyle ?? ''}"; ${leftOver.join(' | ')}`,
  );
}

afterEach(async () => {
  cleanup();
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
  expectEmptyPage();
});
