import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { monthKey } from '@/contract/month';
import { PLACEMENT_PATHS } from '@/contract/placements';
import { TIME_ENTRY_API_ERROR, type TimeEntryRequest } from '@/contract/timeEntries';
import { selectUserId } from '@/core/session/session.selectors';
import { keepOnDevice } from '@/core/timeEntryOutbox/outbox.device';
import { retryDelayMs } from '@/core/timeEntryOutbox/outboxRules';
import { readOnDevice } from '@/lib/deviceStore';
import { server } from '@mocks/node';
import { buildTimeEntry } from '@mocks/placements/fixtures';
import { storeTimeEntry } from '@mocks/placements/timeTracking';
import { apiUrl } from '@mocks/shared/urls';

import { goOffline, goOnline, restoreConnection } from '../../connection';
import { dialogsClosed } from '../../test-utils';
import {
  calendar,
  calendarDay,
  choose,
  dayRow,
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
 * A day saved without a connection (docs/decisions/054-offline-data.md): it waits in the outbox on the device,
 * the month shows it as waiting, and it is sent when the connection returns; a refusal stays with its reason
 * until the manager resolves or discards it. Alpenland, November 2026: 20, 23 and 24 are missing; today is
 * Wednesday the 25th.
 */

onTheWednesday();

const NOVEMBER = { year: 2026, month: 11 };
const TIME_TRACKING = apiUrl(PLACEMENT_PATHS.timeTracking);
const descriptionOf = (date: string) => storedEntries(ID.PORTAL, 2026, 11).get(date)?.description;

afterEach(() => {
  restoreConnection();
});

/** The connection drops: the server cannot be reached, and the browser says so. */
function connectionDrops() {
  // The test's own sign-in (renderApp) still goes through; the app's calls do not.
  server.use(
    http.all('*', ({ request }) =>
      new URL(request.url).pathname.endsWith('/login') ? undefined : HttpResponse.error(),
    ),
  );
  goOffline();
}

/** The connection returns, the server answering as the mock does but for `handlers`. */
function connectionReturns(...handlers: Parameters<typeof server.use>) {
  server.resetHandlers();
  server.use(...handlers);
  goOnline();
}

/** The day's dialog from its row, a full day with `text`, saved: the dialog closes. */
async function logDay(user: Awaited<ReturnType<typeof openPlacement>>['user'], day: string, text: string) {
  const row = await dayRow('November 2026', day);
  await user.click(within(row).getByRole('link', { name: new RegExp(`${day}$`) }));
  const dialog = await screen.findByRole('dialog', {}, FIRST_RENDER);
  const recorded = within(dialog).getByRole('combobox', { name: /^Recorded time/ });
  if (!recorded.textContent?.includes('Full day')) await choose(user, recorded, 'Full day');
  await user.click(await editor('Description of the activity', dialog));
  await user.keyboard('{Control>}a{/Control}');
  await user.keyboard(text);
  await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled());
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  await dialogsClosed();
}

/** The placement open on November, the connection gone, and `day` logged with `text`: it waits on the device. */
async function loggedOffline(day: string, text: string) {
  const { user } = await openPlacement(ID.PORTAL);
  await calendar('November 2026');
  connectionDrops();
  await logDay(user, day, text);
  return user;
}

/** Saves the day's dialog, is shown the day as `theirs` saved it meanwhile, and keeps what was typed. */
async function saveKeepingMine(
  user: Awaited<ReturnType<typeof openPlacement>>['user'],
  dialog: HTMLElement,
  theirs: string,
) {
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  const heading = await within(dialog).findByRole('heading', { name: 'Saved meanwhile elsewhere' });
  const conflict = heading.closest('[role="alert"]') as HTMLElement;
  expect(within(conflict).getByText(`Saved: ${theirs}`)).toBeInTheDocument();
  await user.click(within(conflict).getByRole('button', { name: 'Keep mine' }));
  await dialogsClosed();
}

const stateOf = async (day: string) =>
  (await dayRow('November 2026', day)).querySelector('.day-state')?.textContent ?? '';

describe('a day saved without a connection', { timeout: SLOW }, () => {
  it('waits on the device, shows as waiting, and is sent when the connection returns', async () => {
    // The browser is asked to keep the site's storage once unsent work is on the device.
    const persist = vi.fn(async () => true);
    Object.defineProperty(window.navigator, 'storage', {
      configurable: true,
      value: { persisted: async () => false, persist },
    });
    onTestFinished(() => {
      delete (window.navigator as { storage?: unknown }).storage;
    });
    await loggedOffline('Friday, 20 November', 'Im Zug erfasst');
    expect(persist).toHaveBeenCalledTimes(1);

    await waitFor(async () => expect(await stateOf('Friday, 20 November')).toBe('Waiting to be sent'));
    expect(within(await dayRow('November 2026', 'Friday, 20 November')).getByText(/Im Zug erfasst/)).toBeVisible();
    expect(calendarDay(await calendar('November 2026'), 'Friday, 20 November')).toHaveAccessibleName(
      /^Friday, 20 November: waiting to be sent/,
    );
    expect(screen.getByText(/1 day waiting to be sent/)).toBeInTheDocument();
    // The fast entry (many days, each create-only) waits for the connection, and says so.
    const fill = screen.getByRole('link', { name: 'Fill working days' });
    expect(fill).toHaveAttribute('aria-disabled', 'true');
    expect(fill).toHaveAccessibleDescription(/^Needs a connection/);
    expect(descriptionOf('2026-11-20')).toBeUndefined();

    connectionReturns();
    await waitFor(async () => expect(await stateOf('Friday, 20 November')).toBe('Done'));
    expect(descriptionOf('2026-11-20')).toBe('<p>Im Zug erfasst</p>');
    expect(calendarDay(await calendar('November 2026'), 'Friday, 20 November')).toHaveAccessibleName(
      /^Friday, 20 November: time logged/,
    );
  });

  it('opens again on what waits, and a second save replaces it', async () => {
    const user = await loggedOffline('Friday, 20 November', 'Erste Fassung');
    await waitFor(async () => expect(await stateOf('Friday, 20 November')).toBe('Waiting to be sent'));

    const row = await dayRow('November 2026', 'Friday, 20 November');
    await user.click(within(row).getByRole('link', { name: 'Edit the activity of Friday, 20 November' }));
    const dialog = await screen.findByRole('dialog', {}, FIRST_RENDER);
    expect(
      within(dialog).getByText(
        /^Saved on this device at \d\d:\d\d\. It is sent on its own as soon as the server can be reached\.$/,
      ),
    ).toBeVisible();
    expect(await editor('Description of the activity', dialog)).toHaveTextContent('Erste Fassung');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await dialogsClosed();

    await logDay(user, 'Friday, 20 November', 'Zweite Fassung');
    connectionReturns();
    await waitFor(() => expect(descriptionOf('2026-11-20')).toBe('<p>Zweite Fassung</p>'));
  });

  it('refused because the month was submitted meanwhile: stays with the reason until discarded', async () => {
    const user = await loggedOffline('Friday, 20 November', 'Zu spät');
    connectionReturns(
      http.post(TIME_TRACKING, () =>
        HttpResponse.json(
          { status: 409, code: TIME_ENTRY_API_ERROR.MONTH_SUBMITTED, message: 'Month submitted' },
          { status: 409 },
        ),
      ),
    );

    await waitFor(async () => expect(await stateOf('Friday, 20 November')).toBe('Not accepted'));
    const row = await dayRow('November 2026', 'Friday, 20 November');
    expect(within(row).getByText(/^This month's invoice was submitted meanwhile/)).toBeVisible();
    expect(screen.getByText('1 time entry was not accepted')).toBeVisible();

    await user.click(within(row).getByRole('button', { name: 'Discard the waiting entry of Friday, 20 November' }));
    const confirm = await screen.findByRole('dialog', { name: 'Discard the entry of Friday, 20 November?' });
    await user.click(within(confirm).getByRole('button', { name: 'Discard' }));
    await waitFor(async () => expect(await stateOf('Friday, 20 November')).toBe('Missing'));
    expect(screen.queryByText('1 time entry was not accepted')).not.toBeInTheDocument();
    expect(descriptionOf('2026-11-20')).toBeUndefined();
  });

  it('refused because the day was saved meanwhile elsewhere: opening it offers the choice, never a silent overwrite', async () => {
    const user = await loggedOffline('Monday, 16 November', 'Von A, offline');
    // Another device saves the same day while this one is offline.
    const before = storedEntries(ID.PORTAL, 2026, 11).get('2026-11-16') ?? buildTimeEntry('2026-11-16');
    storeTimeEntry(
      stored(ID.PORTAL),
      NOVEMBER,
      { ...before, description: '<p>Von B</p>' },
      new Date(2026, 10, 25, 9, 41),
    );
    connectionReturns();

    await waitFor(async () => expect(await stateOf('Monday, 16 November')).toBe('Not accepted'));
    expect(descriptionOf('2026-11-16')).toBe('<p>Von B</p>');
    const row = await dayRow('November 2026', 'Monday, 16 November');
    expect(within(row).getByText(/^This day was changed meanwhile elsewhere/)).toBeVisible();

    await user.click(within(row).getByRole('link', { name: 'Edit the activity of Monday, 16 November' }));
    const dialog = await screen.findByRole('dialog', {}, FIRST_RENDER);
    expect(await editor('Description of the activity', dialog)).toHaveTextContent('Von A, offline');
    await saveKeepingMine(user, dialog, 'Von B');
    expect(descriptionOf('2026-11-16')).toBe('<p>Von A, offline</p>');
    await waitFor(async () => expect(await stateOf('Monday, 16 November')).toBe('Done'));
  });

  it('a save the network does not answer while the browser says online waits, and is sent again on its own', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'], shouldAdvanceTime: true, now: Date.now() });
    const { user } = await openPlacement(ID.PORTAL);
    await calendar('November 2026');
    // A hotel's network: nothing answers, and the browser fires no `offline`.
    server.use(http.post(TIME_TRACKING, () => HttpResponse.error()));
    await logDay(user, 'Friday, 20 November', 'Im Hotel erfasst');
    await waitFor(async () => expect(await stateOf('Friday, 20 November')).toBe('Waiting to be sent'));

    // The network answers again, and still no event comes: the outbox tries on its own.
    server.resetHandlers();
    act(() => vi.advanceTimersByTime(retryDelayMs(0)));
    await waitFor(async () => expect(await stateOf('Friday, 20 November')).toBe('Done'));
    expect(descriptionOf('2026-11-20')).toBe('<p>Im Hotel erfasst</p>');
  });

  it('a save that reached the server but whose answer was lost is sent from the outbox without a conflict', async () => {
    const { user } = await openPlacement(ID.PORTAL);
    await calendar('November 2026');
    // The server stores the day; its answer never arrives (a time-out on a train).
    server.use(
      http.post(TIME_TRACKING, async ({ request }) => {
        const { entry } = (await request.json()) as TimeEntryRequest;
        storeTimeEntry(stored(ID.PORTAL), NOVEMBER, entry);
        return HttpResponse.error();
      }),
    );
    await logDay(user, 'Friday, 20 November', 'Angekommen, ohne Antwort');
    await waitFor(async () => expect(await stateOf('Friday, 20 November')).toBe('Waiting to be sent'));

    connectionReturns();
    await waitFor(async () => expect(await stateOf('Friday, 20 November')).toBe('Done'));
    expect(screen.queryByText(/was not accepted/)).not.toBeInTheDocument();
    expect(descriptionOf('2026-11-20')).toBe('<p>Angekommen, ohne Antwort</p>');
  });

  it('refused because the server no longer knows the placement (404): says so and what to do', async () => {
    await loggedOffline('Friday, 20 November', 'Ins Leere');
    connectionReturns(
      http.post(TIME_TRACKING, () =>
        HttpResponse.json({ status: 404, code: 'not_found', message: 'Not found' }, { status: 404 }),
      ),
    );

    await waitFor(async () => expect(await stateOf('Friday, 20 November')).toBe('Not accepted'));
    const row = await dayRow('November 2026', 'Friday, 20 November');
    expect(within(row).getByText(/^The server no longer knows this placement or month\. Copy your text/)).toBeVisible();
  });

  it('a day another window kept on this device meanwhile is not replaced unseen: the dialog offers the choice', async () => {
    const { user, store } = await openPlacement(ID.PORTAL);
    await calendar('November 2026');
    connectionDrops();
    // Another window, offline too, saved the same day a moment ago.
    const other = { ...buildTimeEntry('2026-11-20', { recordedTime: '100' }), description: '<p>Aus Fenster B</p>' };
    await keepOnDevice(
      selectUserId(store.getState()) ?? '',
      { placementId: ID.PORTAL, ...NOVEMBER, entry: other, version: null, savedAt: Date.now(), ownBefore: [] },
      null,
    );

    const row = await dayRow('November 2026', 'Friday, 20 November');
    await user.click(within(row).getByRole('link', { name: /Friday, 20 November$/ }));
    const dialog = await screen.findByRole('dialog', {}, FIRST_RENDER);
    await choose(user, within(dialog).getByRole('combobox', { name: /^Recorded time/ }), 'Full day');
    await user.click(await editor('Description of the activity', dialog));
    await user.keyboard('Aus Fenster A');
    await saveKeepingMine(user, dialog, 'Aus Fenster B');
    expect(await stateOf('Friday, 20 November')).toBe('Waiting to be sent');
    connectionReturns();
    await waitFor(async () => expect(await stateOf('Friday, 20 November')).toBe('Done'));
    expect(descriptionOf('2026-11-20')).toBe('<p>Aus Fenster A</p>');
  });

  it('a sign-out names the entries still waiting, which it would delete, and going back keeps them', async () => {
    const user = await loggedOffline('Friday, 20 November', 'Nicht verlieren');
    await user.click(await screen.findByRole('button', { name: /profile menu/ }));
    await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Sign out' }));

    const confirm = await screen.findByRole('dialog', { name: 'Sign out without saving?' });
    expect(within(confirm).getByRole('listitem')).toHaveTextContent('1 time entry waiting on this device to be sent');
    await user.click(within(confirm).getByRole('button', { name: 'Go back' }));
    await dialogsClosed();
    expect(await stateOf('Friday, 20 November')).toBe('Waiting to be sent');
  });

  it("opens last month offline from the copy of this month's overview, which carries it", async () => {
    const first = await openPlacement(ID.PORTAL);
    await calendar('November 2026');
    const userId = selectUserId(first.store.getState()) ?? '';
    await waitFor(async () =>
      expect(await readOnDevice('kept', userId, `placementMonth/${ID.PORTAL}/2026_11`)).toBeDefined(),
    );
    // The tab is closed; later, without a connection, the manager opens October, never loaded on its own.
    first.unmount();
    first.store.stop();
    // Meanwhile the server's October changed: what shows is the device's copy, not an answer.
    const firstOfOctober = stored(ID.PORTAL).months[monthKey({ year: 2026, month: 10 })]?.timeTracking.find(
      (entry) => entry.date === '2026-10-01',
    );
    if (!firstOfOctober) throw new Error('no entry on 1 October');
    const keptText = firstOfOctober.description.replace(/<[^>]+>/g, '');
    firstOfOctober.description = '<p>Changed on the server meanwhile</p>';
    connectionDrops();
    await openPlacement(ID.PORTAL, '/daily-overview?month=2026-10');
    expect(await calendar('October 2026')).toBeInTheDocument();
    const row = await dayRow('October 2026', 'Thursday, 1 October');
    expect(row).toHaveTextContent(keptText);
    expect(row).not.toHaveTextContent('Changed on the server meanwhile');
  });
});
