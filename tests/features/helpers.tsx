import { configure, render, screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { MemoryRouter, useLocation, type Location } from 'react-router';
import { installClientHooks } from '@/api/client';
import { setTokens } from '@/api/tokens';
import { App } from '@/app/App';
import { makeStore } from '@/app/store';
import { sessionEnded, sessionStarted } from '@/core/session.events';
import { login } from '@/features/auth/auth.api';
import { authActions } from '@/features/auth/auth.slice';
import { touchLastActive } from '@/lib/lastActive';
import { DEMO_PASSWORD, renderApp as renderWholeApp } from '../test-utils';

/** Shared steps of the screen tests. Typing is done by paste where the keystrokes do not matter (speed). */

// Screens are lazy routes: the first visit of one in a test file waits for its module.
configure({ asyncUtilTimeout: 5000 });
// The first test of a file also loads the app's modules; on a busy machine that alone can take
// seconds, so the screen tests get more than the default 15 s.
vi.setConfig({ testTimeout: 30_000 });

/**
 * The stores of a test file's earlier tests are never stopped: their sagas run on, and a
 * signed-in one keeps its idle check (a real 1 s interval reading the shared last-active
 * time) and could log out (clearing the shared tokens) in a later test. After each test
 * every store made here ends its session, which stops its idle check.
 */
const stores = new Set<ReturnType<typeof makeStore>>();
afterEach(() => {
  stores.forEach((store) => {
    if (store.getState().auth.session) store.dispatch(sessionEnded({ reason: 'logout' }));
  });
  stores.clear();
});

/** `renderApp` of tests/test-utils.tsx, with the store stopped after the test (see above). */
export async function renderApp(...args: Parameters<typeof renderWholeApp>) {
  const rendered = await renderWholeApp(...args);
  stores.add(rendered.store);
  return rendered;
}

export async function fill(user: UserEvent, field: HTMLElement, value: string): Promise<void> {
  await user.clear(field);
  await user.click(field);
  await user.paste(value);
}

export async function usernameField(): Promise<HTMLElement> {
  return screen.findByLabelText(/^username/i);
}

export function passwordField(): HTMLElement {
  return screen.getByLabelText(/^password/i);
}

/** Fills the sign-in form and presses Enter in the password field. */
export async function signIn(user: UserEvent, username: string, password: string): Promise<void> {
  await fill(user, await usernameField(), username);
  await fill(user, passwordField(), password);
  await user.keyboard('{Enter}');
}

/** The requests of `recordRequests()` that went to this API path (without the /api/v1 base). */
export function sent<T extends { method: string; path: string }>(requests: T[], method: string, path: string): T[] {
  return requests.filter((request) => request.method === method && request.path === `/api/v1${path}`);
}

/**
 * Decision 11: the header shows its links from 1014 px. jsdom has no matchMedia (so the app
 * sees a narrow screen); this makes every min-width query match, as on a desktop.
 * Undo with `vi.unstubAllGlobals()`.
 */
export function useDesktopWidth(): void {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: /min-width/.test(query),
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }));
}

/** Today as the API wants dates: yyyy-MM-dd in local time. */
export function todayIso(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

function LocationSpy({ onChange }: { onChange: (location: Location) => void }) {
  onChange(useLocation());
  return null;
}

/**
 * Like `renderApp` of tests/test-utils.tsx, but the first history entry may carry navigation
 * state (`{ from }`), which no URL can set: the way to feed the guards a remembered location.
 */
export async function renderAppWithState(pathname: string, state: unknown, { signedInAs }: { signedInAs?: string } = {}) {
  const store = makeStore();
  stores.add(store);
  installClientHooks({ onSessionExpired: () => store.dispatch(authActions.sessionExpired()) });
  if (signedInAs) {
    const { accessToken, refreshToken, ...session } = await login({ username: signedInAs, password: DEMO_PASSWORD });
    setTokens({ accessToken, refreshToken });
    touchLastActive();
    store.dispatch(sessionStarted(session));
  } else {
    store.dispatch(authActions.appStarted());
  }
  const seen: { location: Location | null } = { location: null };
  const router = {
    get state() {
      if (!seen.location) throw new Error('The app has not rendered a route yet');
      return { location: seen.location };
    },
  };
  const user = userEvent.setup();
  const utils = render(
    <MemoryRouter initialEntries={[{ pathname, state }]}>
      <LocationSpy onChange={(location) => (seen.location = location)} />
      <App store={store} />
    </MemoryRouter>,
  );
  return { store, router, user, ...utils };
}
