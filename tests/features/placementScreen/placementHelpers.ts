import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

import { monthKey } from '@/contract/month';
import { type TimeEntry } from '@/contract/placements';
import { entryContent } from '@/contract/placements.answers';
import { db } from '@mocks/db';
import type { DbPlacement } from '@mocks/model';
import { BERGER_PLACEMENT_ID } from '@mocks/placements/fixtures';

import { DEMO } from '../../test-utils';
import { onTheDay, renderApp } from '../helpers';

/**
 * Shared steps of the placement screen's tests. The day is Wednesday 25 November
 * 2026, as in the dashboard's tests, and the demo is seeded from it (mocks/placements/fixtures.ts):
 * - Alpenland (plc-alpenland-cfo): type 200 by days, travel questions, a time-tracking choice;
 *   an entry on every weekday from 10 Dec 2025 to 19 Nov 2026, so 20, 23 and 24 Nov are
 *   missing; October's report sent, billing open (100), September closed (300), August 250, July 200.
 * - Hafenlogistik (plc-hafenlogistik-mandate): the mandate (type 400): working times, the recorded
 *   time required; entries 9-17 Nov 2026, 18-24 Nov missing; no reports; no Billing tab.
 * - Nordwind (plc-nordwind-interim): type 500 by hours: working times and travel questions.
 * - Stadtwerke (plc-stadtwerke-advisory): not reported via the portal.
 */

export const WEDNESDAY = new Date(2026, 10, 25, 10, 0);
export const ID = BERGER_PLACEMENT_ID;

/** Seconds a test may take: the first render of the lazy screen, the dialog and the pickers waits for vitest's transforms on two busy cores. */
export const SLOW = 90_000;
/** The first render of a lazy chunk (page, dialog, picker) in a test file. */
export const FIRST_RENDER = { timeout: 30_000 };

/** Every test of the file on the Wednesday, with a fresh demo seeded from it, on a desktop screen. */
export const onTheWednesday = (): void => onTheDay(WEDNESDAY);

/** `/placement/<id>[/<rest>]` signed in as the demo manager, once the page's heading shows (a dialog may hide it). */
export async function openPlacement(id: string, rest = '') {
  const app = await renderApp({ route: `/placement/${id}${rest}`, signedInAs: DEMO.manager });
  await screen.findByRole('heading', { level: 1, hidden: true }, FIRST_RENDER);
  return app;
}

/** The month's calendar, by its caption (e.g. 'November 2026'), once the month has loaded. */
export function calendar(caption: string, { hidden = false } = {}): Promise<HTMLElement> {
  return screen.findByRole('table', { name: caption, hidden }, FIRST_RENDER);
}

/** A calendar day by the start of its name, e.g. 'Friday, 20 November' (its state follows the colon). */
export function calendarDay(table: HTMLElement, date: string, { hidden = false } = {}): HTMLElement {
  const found = [
    ...within(table).queryAllByRole('button', { hidden }),
    ...within(table).queryAllByRole('img', { hidden }),
  ].find((each) => (each.getAttribute('aria-label') ?? '').startsWith(`${date}:`));
  if (!found) throw new Error(`No calendar day ${date}`);
  return found;
}

/**
 * The list of the month's days (daily overview), by its section heading 'Days in <month>',
 * once its rows show (they follow the calendar in a deferred render).
 */
export async function dayRows(month: string, { hidden = false } = {}): Promise<HTMLElement[]> {
  // Waited for: right after a dialog closes, the page stays hidden from the accessibility tree until its exit ends.
  const section = await screen.findByRole('region', { name: `Days in ${month}`, hidden }, FIRST_RENDER);
  const items = await within(section).findAllByRole('listitem', { hidden });
  return items.filter((item) => item.parentElement?.parentElement === section);
}

/** The day row whose heading is `date` ('Friday, 20 November'). */
export async function dayRow(month: string, date: string, { hidden = false } = {}): Promise<HTMLElement> {
  const row = (await dayRows(month, { hidden })).find(
    (each) => within(each).queryByRole('heading', { level: 3, name: date, hidden }) !== null,
  );
  if (!row) throw new Error(`No day row ${date}`);
  return row;
}

/** The stored placement of the mock (what the server has). */
export function stored(id: string): DbPlacement {
  const placement = db.placements.find((each) => each.id === id);
  if (!placement) throw new Error(`No placement ${id} in the mock db`);
  return placement;
}

/** The stored entries of a month (month 1-12), by date. */
/** The mock's entries of a month by day: their content, without the version and time of their save. */
export function storedEntries(id: string, year: number, month: number): Map<string, TimeEntry> {
  return new Map(
    (stored(id).months[monthKey({ year, month })]?.timeTracking ?? []).map((entry) => [
      entry.date,
      entryContent(entry),
    ]),
  );
}

/** Chooses an option of a select (MUI's listbox). */
export async function choose(user: UserEvent, select: HTMLElement, option: string | RegExp): Promise<void> {
  await user.click(select);
  const listbox = await screen.findByRole('listbox');
  await user.click(within(listbox).getByRole('option', { name: option }));
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
}

/** The rich-text editor of a field (quill's contenteditable), by its label, once it has loaded. */
export function editor(name: string | RegExp, scope: HTMLElement = document.body): Promise<HTMLElement> {
  return within(scope).findByRole('textbox', { name }, FIRST_RENDER);
}
