import { screen, waitFor, within } from '@testing-library/react';
import { getResponse, http, HttpResponse } from 'msw';

import { monthKey } from '@/contract/month';
import { PLACEMENT_PATHS, type TimeEntry } from '@/contract/placements';
import { i18n } from '@/lib/i18n';
import { handlers } from '@mocks/handlers';
import { server } from '@mocks/node';
import { apiUrl } from '@mocks/shared/urls';

import { dialogsClosed, recordRequests } from '../../test-utils';
import { sent } from '../helpers';
import {
  calendar,
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
 * Codes the portal does not know, in time entries (docs/decisions/033-answers-at-the-door.md): a day
 * whose recorded time, reason or travel answer is a code the portal does not know shows it in words,
 * both languages, never the bare code; the day saves with the code kept, and a new value is one the
 * portal knows. Alpenland (type 200 by days, a time-tracking choice, the travel questions).
 */

onTheWednesday();

const MONDAY = '2026-11-16';

/** Gives the mock's own entry of Alpenland's Monday 16 November these codes: the server holds them. */
function storeCodes(codes: Partial<TimeEntry>) {
  const entry = stored(ID.PORTAL).months[monthKey({ year: 2026, month: 11 })]?.timeTracking.find(
    (each) => each.date === MONDAY,
  );
  if (!entry) throw new Error('No entry on 16 November');
  Object.assign(entry, codes);
}

type Overview = {
  months: Record<string, { timeTracking: Record<string, unknown>[] }>;
  timeTrackingOptions: Record<string, unknown[]>;
};
/** The mock's answer to a month's overview, changed by `change` (the mock itself holds nothing new). */
function changedOverview(change: (overview: Overview) => void) {
  server.use(
    http.get(apiUrl(PLACEMENT_PATHS.monthOverview), async ({ request }) => {
      const original = await getResponse(handlers, request.clone());
      if (!original?.ok) return original;
      const overview = (await original.json()) as Overview;
      change(overview);
      return HttpResponse.json(overview);
    }),
  );
}

const openMonday = async () => {
  const app = await openPlacement(ID.PORTAL, `/daily-overview/entry/${MONDAY}?month=2026-11`);
  return { ...app, dialog: await screen.findByRole('dialog', {}, FIRST_RENDER) };
};

describe('codes the portal does not know, in time entries', { timeout: SLOW }, () => {
  beforeEach(() => {
    vi.spyOn(console, 'error');
    vi.spyOn(console, 'warn');
  });

  it('shows recorded time 450 in words and saves the day with it kept, a changed description and the place of work 999 kept', async () => {
    storeCodes({ recordedTime: '450', placeOfWork: 999 });
    const requests = recordRequests();
    const { user } = await openPlacement(ID.PORTAL);
    await calendar('November 2026');
    const row = await dayRow('November 2026', 'Monday, 16 November');
    expect(row).toHaveTextContent('Unknown recorded time (450)');

    await user.click(within(row).getByRole('link', { name: 'Edit the activity of Monday, 16 November' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit activity: Monday, 16 November 2026' }, FIRST_RENDER);
    const select = within(dialog).getByRole('combobox', { name: /^Recorded time/ });
    expect(select).toHaveTextContent('Unknown recorded time (450)');
    const keep = within(dialog).getByRole('checkbox', { name: 'Keep as saved: Unknown place of work (999)' });
    expect(keep).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Travel from home' })).toBeDisabled();

    await user.click(await editor('Description of the activity', dialog));
    await user.keyboard(' Nachtrag');
    const save = within(dialog).getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    await dialogsClosed();

    const [post] = sent(requests, 'POST', PLACEMENT_PATHS.timeTracking.build(ID.PORTAL));
    expect(post?.body).toEqual({
      month: 11,
      year: 2026,
      entry: expect.objectContaining({ date: MONDAY, recordedTime: '450', timeTracking: null, placeOfWork: 999 }),
    });
    const saved = storedEntries(ID.PORTAL, 2026, 11).get(MONDAY);
    expect(saved).toMatchObject({ recordedTime: '450', placeOfWork: 999 });
    expect(saved?.description).toContain('Nachtrag');
    expect(await dayRow('November 2026', 'Monday, 16 November')).toHaveTextContent('Unknown recorded time (450)');
    expect(console.error).not.toHaveBeenCalled();
    expect(console.warn).not.toHaveBeenCalled();
  });

  it('offers the known recorded times besides the kept one, and a new choice is a known one', async () => {
    storeCodes({ recordedTime: '450' });
    const { user, dialog } = await openMonday();
    await user.click(within(dialog).getByRole('combobox', { name: /^Recorded time/ }));
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'No recorded time',
      'Full day',
      'Half day',
      'Other time (not a working day, e.g. travel)',
      'Unknown recorded time (450)',
    ]);
    await user.click(within(listbox).getByRole('option', { name: 'Half day' }));
    // Half day asks for a description, which the day has; the kept code can still be chosen again.
    await user.click(within(dialog).getByRole('combobox', { name: /^Recorded time/ }));
    expect(
      within(await screen.findByRole('listbox')).getByRole('option', { name: 'Unknown recorded time (450)' }),
    ).toBeInTheDocument();
    expect(console.error).not.toHaveBeenCalled();
  });

  it('does not offer a code the server offers and the portal does not know, on a new day', async () => {
    changedOverview((overview) => overview.timeTrackingOptions.recordedTimeOptions?.push('450'));
    const { user } = await openPlacement(ID.PORTAL, '/daily-overview/entry/2026-11-20?month=2026-11');
    const dialog = await screen.findByRole('dialog', { name: 'Log activity: Friday, 20 November 2026' }, FIRST_RENDER);
    await user.click(within(dialog).getByRole('combobox', { name: /^Recorded time/ }));
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).queryByRole('option', { name: /450/ })).not.toBeInTheDocument();
    expect(within(listbox).getAllByRole('option')).toHaveLength(4);
  });

  it('speaks German: a reason 999 the server sends reads "Unbekannter Grund (999)" in the list and the dialog', async () => {
    changedOverview((overview) => {
      const day = overview.months['2026_11']?.timeTracking.find((entry) => entry.date === MONDAY);
      if (day) Object.assign(day, { recordedTime: null, timeTracking: '999', businessTrip: 150 });
    });
    await i18n.changeLanguage('de');
    const { user } = await openPlacement(ID.PORTAL);
    await calendar('November 2026');
    const section = screen.getByRole('region', { name: 'Tage im November 2026' });
    const row = (await within(section).findAllByRole('listitem')).find((item) =>
      within(item).queryByRole('heading', { level: 3, name: 'Montag, 16. November' }),
    );
    expect(row).toHaveTextContent('Unbekannter Grund (999)');
    expect(row).not.toHaveTextContent(/(^|[^(])999/);

    await user.click(within(row!).getByRole('link'));
    const dialog = await screen.findByRole('dialog', {}, FIRST_RENDER);
    expect(within(dialog).getByRole('combobox', { name: /^Grund ohne erfasste Zeit/ })).toHaveTextContent(
      'Unbekannter Grund (999)',
    );
    expect(
      within(dialog).getByRole('checkbox', {
        name: 'Wie gespeichert beibehalten: Unbekannte Angabe zur Dienstreise (150)',
      }),
    ).toBeChecked();
    expect(within(dialog).getByRole('button', { name: 'Speichern' })).toBeEnabled();
    expect(console.error).not.toHaveBeenCalled();
  });
});
