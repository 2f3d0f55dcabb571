import { screen, waitFor, within } from '@testing-library/react';
import { getResponse, http, HttpResponse } from 'msw';

import { PLACEMENT_PATHS } from '@/contract/placements';
import { handlers } from '@mocks/handlers';
import { server } from '@mocks/node';
import { apiUrl } from '@mocks/shared/urls';

import { calendar, calendarDay, FIRST_RENDER, ID, onTheWednesday, openPlacement, SLOW } from './placementHelpers';

/**
 * A month's overview that does not follow the contract (src/contract/placements.answers.ts): what a
 * person would read is read (no entries as null, a month key with a leading zero); an answer
 * without the asked month is an error of the month with a retry, never a month that never comes.
 */

onTheWednesday();

type Overview = { months: Record<string, { timeTracking: unknown }> } & Record<string, unknown>;

/** The mock's own answer to a month's overview, changed by `change`. */
function changedOverview(change: (overview: Overview) => unknown) {
  server.use(
    http.get(apiUrl(PLACEMENT_PATHS.monthOverview), async ({ request }) => {
      const original = await getResponse(handlers, request.clone());
      if (!original?.ok) return original;
      return HttpResponse.json(change((await original.json()) as Overview) as Record<string, unknown>);
    }),
  );
}

describe('the placement screen, given an overview that does not follow the contract', { timeout: SLOW }, () => {
  beforeEach(() => vi.spyOn(console, 'warn').mockImplementation(() => undefined));

  it('reads a month whose entries are null as a month without entries', async () => {
    changedOverview((overview) => {
      for (const month of Object.values(overview.months)) month.timeTracking = null;
      return overview;
    });
    await openPlacement(ID.PORTAL);
    const table = await calendar('November 2026');
    expect(calendarDay(table, 'Monday, 2 November').getAttribute('aria-label')).toMatch(/time entry missing/);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('reads month keys written with a leading zero', async () => {
    changedOverview((overview) => ({
      ...overview,
      months: Object.fromEntries(
        Object.entries(overview.months).map(([key, month]) => [key.replace(/_(\d)$/, '_0$1'), month]),
      ),
    }));
    await openPlacement(ID.PORTAL, '?month=2026-03');
    const table = await calendar('March 2026');
    expect(calendarDay(table, 'Monday, 2 March').getAttribute('aria-label')).not.toMatch(/missing/);
    // March is closed, and says so; it is no error.
    expect(screen.queryByText(/^This month could not be loaded\./)).not.toBeInTheDocument();
  });

  it('says the month could not be loaded when the answer lacks it, and a retry shows it once mended', async () => {
    let broken = true;
    changedOverview((overview) => (broken ? { ...overview, months: {} } : overview));
    const { user } = await openPlacement(ID.PORTAL);
    const alert = await screen.findByRole('alert', {}, FIRST_RENDER);
    expect(alert).toHaveTextContent(
      'This month could not be loaded. The server sent an unreadable reply. Please try again later.',
    );
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('/overview/2026/11'), [
      { field: 'months.2026_11', expected: 'the asked month', got: 'missing' },
    ]);

    broken = false;
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await calendar('November 2026')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('says the month could not be loaded when an amount of its report cannot be read', async () => {
    changedOverview((overview) => {
      for (const month of Object.values(overview.months) as { monthlyReport?: Record<string, unknown> }[]) {
        if (month.monthlyReport) month.monthlyReport.invoiceAmount = '32.874,94';
      }
      return overview;
    });
    await openPlacement(ID.PORTAL, '/billing?month=2026-10');
    const alert = await screen.findByRole('alert', {}, FIRST_RENDER);
    expect(alert).toHaveTextContent(
      'This month could not be loaded. The server sent an unreadable reply. Please try again later.',
    );
    expect(within(document.body).queryByText(/32\.874,94/)).not.toBeInTheDocument();
  });
});
