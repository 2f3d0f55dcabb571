import { screen, waitFor, within } from '@testing-library/react';

import { PLACEMENT_PATHS } from '@/contract/placements';
import { buildTimeEntry } from '@mocks/placements/fixtures';
import { storeTimeEntry } from '@mocks/placements/timeTracking';

import { dialogsClosed, recordRequests } from '../../test-utils';
import { dateField, fillDate, sent } from '../helpers';
import {
  calendar,
  choose,
  editor,
  FIRST_RENDER,
  ID,
  onTheWednesday,
  openPlacement,
  SLOW,
  stored,
  storedEntries,
} from './placementHelpers';

/**
 * Two windows on one month (docs/decisions/035-save-versions.md): what another window or device
 * saved meanwhile is never replaced unasked. The other window is played by the mock's store, changed
 * after this one loaded the month. Alpenland, November 2026: entries up to Thursday the 19th; 20,
 * 23 and 24 are missing; today is Wednesday the 25th.
 */

onTheWednesday();

const NOVEMBER = { year: 2026, month: 11 };
const TIME_TRACKING = PLACEMENT_PATHS.timeTracking.build(ID.PORTAL);

/** Another window saves `date` with `description` (the rest of the day as it was), as the server would store it. */
function savedElsewhere(date: string, description: string) {
  const before = storedEntries(ID.PORTAL, 2026, 11).get(date) ?? buildTimeEntry(date, { recordedTime: '100' });
  storeTimeEntry(
    stored(ID.PORTAL),
    NOVEMBER,
    { ...before, description: `<p>${description}</p>` },
    new Date(2026, 10, 25, 9, 41),
  );
}

const descriptionOf = (date: string) => storedEntries(ID.PORTAL, 2026, 11).get(date)?.description;

async function openDay(date: string) {
  const app = await openPlacement(ID.PORTAL, `/daily-overview/entry/${date}?month=2026-11`);
  const dialog = await screen.findByRole('dialog', {}, FIRST_RENDER);
  return { ...app, dialog };
}

/** The conflict's choice in the dialog (other alerts, e.g. 'saving replaces the entry', may be there too). */
async function conflictIn(dialog: HTMLElement): Promise<HTMLElement> {
  const heading = await within(dialog).findByRole('heading', { name: 'Saved meanwhile elsewhere' });
  return heading.closest('[role="alert"]') as HTMLElement;
}

async function typeDescription(app: Awaited<ReturnType<typeof openDay>>, text: string) {
  const field = await editor('Description of the activity', app.dialog);
  await app.user.click(field);
  await app.user.keyboard('{Control>}a{/Control}');
  await app.user.keyboard(text);
}

describe('a day saved meanwhile in another window', { timeout: SLOW }, () => {
  it('fill weekdays keeps it and reports it as skipped, with the reason', async () => {
    const requests = recordRequests();
    const app = await openPlacement(ID.PORTAL);
    await calendar('November 2026');
    savedElsewhere('2026-11-20', 'B');
    await app.user.click(screen.getByRole('link', { name: 'Fill working days' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fill working days' }, FIRST_RENDER);
    await fillDate(app.user, await dateField(/^From/, dialog), '2026-11-20');
    await choose(app.user, within(dialog).getByRole('combobox', { name: /^Recorded time/ }), 'Full day');
    await app.user.click(await editor('Description of the activity', dialog));
    await app.user.keyboard('A');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled());
    await app.user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await dialogsClosed();

    const notice = (await screen.findAllByRole('status')).find((each) => /saved\./.test(each.textContent ?? ''));
    expect(notice).toHaveTextContent(/^3 entries saved\. 1 day skipped:/);
    expect(within(notice!).getByRole('listitem')).toHaveTextContent(
      'Friday, 20 November: it has an entry now, saved meanwhile in another window or on another device; that entry is kept',
    );
    expect(descriptionOf('2026-11-20')).toBe('<p>B</p>');
    expect(descriptionOf('2026-11-23')).toBe('<p>A</p>');
    // Every new day went out create-only.
    const posts = sent(requests, 'POST', TIME_TRACKING);
    expect(posts).toHaveLength(4);
    expect(posts.map((request) => [request.ifNoneMatch, request.ifMatch])).toEqual(posts.map(() => ['*', null]));
  });

  it('shows both versions in the entry dialog; "keep mine" saves over the new one', async () => {
    const app = await openDay('2026-11-16');
    await typeDescription(app, 'Von A');
    savedElsewhere('2026-11-16', 'Von B');
    await app.user.click(within(app.dialog).getByRole('button', { name: 'Save' }));

    const conflict = await conflictIn(app.dialog);
    expect(conflict).toHaveTextContent(/another window or on another device \(09:41\)/);
    expect(
      within(conflict)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Description of the activity']);
    expect(within(conflict).getByText('Yours: Von A')).toBeInTheDocument();
    expect(within(conflict).getByText('Saved: Von B')).toBeInTheDocument();
    // Nothing is lost while the choice is open: the form still holds what was typed, and nothing was replaced.
    expect(await editor('Description of the activity', app.dialog)).toHaveTextContent('Von A');
    expect(descriptionOf('2026-11-16')).toBe('<p>Von B</p>');

    await app.user.click(within(conflict).getByRole('button', { name: 'Keep mine' }));
    await dialogsClosed();
    expect(descriptionOf('2026-11-16')).toBe('<p>Von A</p>');
  });

  it('"take the saved version" puts it in the form, and a save then keeps it', async () => {
    const app = await openDay('2026-11-16');
    await typeDescription(app, 'Von A');
    savedElsewhere('2026-11-16', 'Von B');
    await app.user.click(within(app.dialog).getByRole('button', { name: 'Save' }));
    const conflict = await conflictIn(app.dialog);
    await app.user.click(within(conflict).getByRole('button', { name: 'Take the saved version' }));

    await waitFor(() =>
      expect(within(app.dialog).queryByRole('heading', { name: 'Saved meanwhile elsewhere' })).not.toBeInTheDocument(),
    );
    expect(await editor('Description of the activity', app.dialog)).toHaveTextContent('Von B');
    await app.user.click(within(app.dialog).getByRole('button', { name: 'Save' }));
    await dialogsClosed();
    expect(descriptionOf('2026-11-16')).toBe('<p>Von B</p>');
  });

  it('"keep both" puts both descriptions in the editor to merge, and a save sends the merged text', async () => {
    const app = await openDay('2026-11-16');
    await typeDescription(app, 'Von A');
    savedElsewhere('2026-11-16', 'Von B');
    await app.user.click(within(app.dialog).getByRole('button', { name: 'Save' }));
    const conflict = await conflictIn(app.dialog);
    await app.user.click(within(conflict).getByRole('button', { name: 'Keep both to merge' }));

    const field = await editor('Description of the activity', app.dialog);
    await waitFor(() => expect(field).toHaveTextContent(/^Von A.*Saved meanwhile elsewhere.*Von B$/));
    expect(descriptionOf('2026-11-16')).toBe('<p>Von B</p>');
    await app.user.click(within(app.dialog).getByRole('button', { name: 'Save' }));
    await dialogsClosed();
    expect(descriptionOf('2026-11-16')).toBe(
      '<p>Von A</p><p>Saved meanwhile elsewhere (merge it with your text above, then delete this line):</p><p>Von B</p>',
    );
  });

  it('a new day that got an entry meanwhile is a conflict too, never a silent replace', async () => {
    const app = await openDay('2026-11-20');
    await choose(app.user, within(app.dialog).getByRole('combobox', { name: /^Recorded time/ }), 'Full day');
    await typeDescription(app, 'Von A');
    savedElsewhere('2026-11-20', 'Von B');
    await app.user.click(within(app.dialog).getByRole('button', { name: 'Save' }));
    const conflict = await conflictIn(app.dialog);
    expect(within(conflict).getByText('Saved: Von B')).toBeInTheDocument();
    expect(descriptionOf('2026-11-20')).toBe('<p>Von B</p>');
  });
});
