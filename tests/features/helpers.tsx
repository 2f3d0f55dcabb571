import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { toApiDate } from '@/lib/dates';
import { renderApp } from '../test-utils';

/** Shared steps of the screen tests. Typing is done by paste where the keystrokes do not matter (speed). */

export { renderApp };

export async function fill(user: UserEvent, field: HTMLElement, value: string): Promise<void> {
  await user.clear(field);
  await user.click(field);
  await user.paste(value);
}

/** The sign-in fields, in English or German. */
export async function usernameField(): Promise<HTMLElement> {
  return screen.findByLabelText(/^(username|benutzername)/i, { selector: 'input' });
}

export function passwordField(): HTMLElement {
  return screen.getByLabelText(/^(password|passwort)\b/i, { selector: 'input' });
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
  return toApiDate(new Date());
}

/** `renderApp` whose first history entry carries navigation state (a remembered `{ from }`). */
export function renderAppWithState(pathname: string, state: unknown, { signedInAs }: { signedInAs?: string } = {}) {
  return renderApp({ route: pathname, state, signedInAs });
}
