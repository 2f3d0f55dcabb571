import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

import { toApiDate } from '@/lib/dates';
import { db, resetDb } from '@mocks/db';
import type { DbManager } from '@mocks/model';

import { freezeClock } from '../mocks/helpers';
import { renderApp } from '../test-utils';

/** Shared steps of the screen tests. Typing is done by paste where the keystrokes do not matter (speed). */

export { renderApp };

export async function fill(user: UserEvent, field: HTMLElement, value: string): Promise<void> {
  await user.clear(field);
  await user.click(field);
  await user.paste(value);
}

/**
 * A date or time field (DateField, TimeField: MUI X's sectioned field) by its label. It is
 * found once its picker has loaded (a stand-in holds its place until then).
 */
export function dateField(name: RegExp | string, scope: HTMLElement = document.body): Promise<HTMLElement> {
  // The first picker of a test file waits for vitest to transform MUI X's modules.
  return within(scope).findByRole('group', { name }, { timeout: 30_000 });
}

const SECTION_PARTS: Record<string, 'dd' | 'MM' | 'yyyy' | 'HH' | 'mm'> = {
  Day: 'dd',
  Tag: 'dd',
  Month: 'MM',
  Monat: 'MM',
  Year: 'yyyy',
  Jahr: 'yyyy',
  Hours: 'HH',
  Stunden: 'HH',
  Minutes: 'mm',
  Minuten: 'mm',
};

/** The field's sections (day, month, year, or hours, minutes) in the order shown. */
function sections(field: HTMLElement) {
  return within(field)
    .getAllByRole('spinbutton')
    .map((element) => ({ element, part: SECTION_PARTS[element.getAttribute('aria-label') ?? ''] }));
}

/** What an API value (yyyy-MM-dd, HH:mm) is in each section. */
function partsOf(value: string): Record<string, string> {
  const [, yyyy = '', MM = '', dd = ''] = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) ?? [];
  const [, HH = '', mm = ''] = /^(\d{2}):(\d{2})$/.exec(value) ?? [];
  return { yyyy, MM, dd, HH, mm };
}

/** Types an API value into a date or time field as a user types it, section by section ('' empties it). */
export async function fillDate(user: UserEvent, field: HTMLElement, value: string): Promise<void> {
  const all = sections(field);
  // As a user replaces a date: empty each part, then type from the first part on.
  for (const { element } of all) {
    await user.click(element);
    await user.keyboard('{Backspace}');
  }
  if (value) {
    await user.click(all[0]!.element);
    const parts = partsOf(value);
    await user.keyboard(all.map(({ part }) => (part ? parts[part] : '')).join(''));
  }
  await user.tab();
}

/** The field holds this API value ('' for empty) in its sections. */
export function expectDate(field: HTMLElement, value: string): void {
  const parts = partsOf(value);
  const held = sections(field).map(({ element }) => element.getAttribute('aria-valuenow'));
  const expected = sections(field).map(({ part }) => (value && part ? String(Number(parts[part])) : null));
  expect(held).toEqual(expected);
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

/** Chooses an option of a select (MUI's listbox) and waits until the list has closed. */
export async function choose(user: UserEvent, select: HTMLElement, option: string | RegExp): Promise<void> {
  await user.click(select);
  const listbox = await screen.findByRole('listbox');
  await user.click(within(listbox).getByRole('option', { name: option }));
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
}

/** The options a select offers, in order; the list is closed again without a choice. */
export async function optionsOf(user: UserEvent, select: HTMLElement): Promise<string[]> {
  await user.click(select);
  const listbox = await screen.findByRole('listbox');
  const names = within(listbox)
    .getAllByRole('option')
    .map((option) => option.textContent ?? '');
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  return names;
}

/** The demo manager's record in the mock's store (what the server holds): Dr. Katharina Berger, manager id 10427. */
export function berger(): DbManager {
  const manager = db.managers.find((each) => each.personalDetails.firstName === 'Katharina');
  if (!manager) throw new Error('seed changed');
  return manager;
}

/** The requests of `recordRequests()` that went to this API path (without the /api/v1 base). */
export function sent<T extends { method: string; path: string }>(requests: T[], method: string, path: string): T[] {
  return requests.filter((request) => request.method === method && request.path === `/api/v1${path}`);
}

/** The heading of an edit dialog's error summary (EditDialog, docs/decisions/059-forms-say-what-to-fix.md). */
export const ERROR_SUMMARY = 'Please correct the following:';

/**
 * Save pressed in an edit dialog while a rule fails: nothing is sent (no request other than a GET after the press), and the
 * error summary shows at the top of the dialog, named by its heading, and has the focus. Returns the summary.
 */
export async function saveShowsWhatToFix(
  user: UserEvent,
  dialog: HTMLElement,
  requests: readonly { method: string }[],
  { save = 'Save', heading = ERROR_SUMMARY }: { save?: string; heading?: string } = {},
): Promise<HTMLElement> {
  const before = requests.length;
  await user.click(within(dialog).getByRole('button', { name: save }));
  const summary = await within(dialog).findByRole('region', { name: heading });
  await waitFor(() => expect(summary).toHaveFocus());
  // At the top: before every field of the dialog.
  const firstField = dialog.querySelector('input, [role="combobox"], [role="spinbutton"], [contenteditable="true"]');
  if (firstField) expect(summary.compareDocumentPosition(firstField) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  expect(requests.slice(before).filter((request) => request.method !== 'GET')).toEqual([]);
  return summary;
}

/**
 * After a submit that found problems in a page's form: the summary has the focus and its first problem is `field`'s,
 * named by its label, and leads into it (summaryLeadsTo).
 */
export function summaryLeadsToField(
  user: UserEvent,
  field: HTMLElement,
  options?: { scope?: HTMLElement; heading?: string },
): Promise<HTMLElement> {
  const label = ((field as HTMLInputElement).labels?.[0]?.textContent ?? field.getAttribute('aria-label') ?? '')
    .replace(/[\s\u2009]*\*\s*$/, '')
    .trim();
  const name = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return summaryLeadsTo(user, new RegExp(`^${name}: `), field, options);
}

/** The error summary's problems in order: one with its field on the page as its link's name, one without as its text. */
export function summaryProblems(summary: HTMLElement): ({ link: string } | { text: string })[] {
  return within(summary)
    .getAllByRole('listitem')
    .map((item) => {
      // A link is the whole item: nothing of the problem's text outside it.
      const link = within(item).queryByRole('link');
      return link && link.textContent === item.textContent
        ? { link: link.textContent }
        : { text: item.textContent ?? '' };
    });
}

/**
 * After a Save that found problems in a form: its error summary has the focus, its first problem is a link named
 * exactly `first` ("<the field's label>: <the message>"), or matching it, and following that link puts the focus into `field`
 * (the field itself, or a section of a date or time field's group). Returns the summary.
 */
export async function summaryLeadsTo(
  user: UserEvent,
  first: string | RegExp,
  field: HTMLElement,
  { scope = document.body, heading = ERROR_SUMMARY }: { scope?: HTMLElement; heading?: string } = {},
): Promise<HTMLElement> {
  const summary = await within(scope).findByRole('region', { name: heading });
  await waitFor(() => expect(summary).toHaveFocus());
  await waitFor(() =>
    expect(summaryProblems(summary)[0]).toEqual({
      link: typeof first === 'string' ? first : expect.stringMatching(first),
    }),
  );
  const link = within(within(summary).getAllByRole('listitem')[0]!).getByRole('link');
  await user.click(link);
  await waitFor(() => expect(field).toContainElement(document.activeElement as HTMLElement));
  // Without a script too, the link leads to the element it focused.
  expect(link).toHaveAttribute('href', `#${document.activeElement?.id}`);
  return summary;
}

/** jsdom has no matchMedia: this one answers `matches(query)` for every query. Undo with `vi.unstubAllGlobals()`. */
export function stubMatchMedia(matches: (query: string) => boolean): void {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: matches(query),
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }));
}

/**
 * The header shows its links from 1014 px (docs/decisions/015-header-breakpoint.md). jsdom has no matchMedia
 * (so the app sees a narrow screen); this makes every min-width query match, as on a desktop. Undo with
 * `vi.unstubAllGlobals()`.
 */
export function useDesktopWidth(): void {
  stubMatchMedia((query) => /min-width/.test(query));
}

/**
 * Every test of the file on this day: only Date is faked (msw and timers stay real), the demo is
 * seeded afresh from it, and the screen is a desktop's.
 */
export function onTheDay(day: Date): void {
  beforeEach(() => {
    freezeClock(day.getTime());
    resetDb();
    useDesktopWidth();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
}

/** Today as the API wants dates: yyyy-MM-dd in local time. */
export function todayIso(): string {
  return toApiDate(new Date());
}

/** `renderApp` whose first history entry carries navigation state (a remembered `{ from }`). */
export function renderAppWithState(pathname: string, state: unknown, { signedInAs }: { signedInAs?: string } = {}) {
  return renderApp({ route: pathname, state, signedInAs });
}

/** The contract types 100 to 600, in order, as the demo labels name them in English. */
export const CONTRACT_TYPES_EN = [
  'Permanent employment',
  'Interim assignment',
  'Consulting',
  'Self-employed',
  'Supervisory or advisory board',
  'Career break',
] as const;
