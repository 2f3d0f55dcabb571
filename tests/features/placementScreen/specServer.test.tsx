import { File as NodeFile } from 'node:buffer';
import { screen, waitFor, within } from '@testing-library/react';

import { PLACEMENT_PATHS } from '@/contract/placements';
import { db, setMockConfig } from '@mocks/db';

import { DEMO, dialogsClosed, recordRequests } from '../../test-utils';
import { renderApp, sent } from '../helpers';
import {
  calendar,
  calendarDay,
  choose,
  editor,
  FIRST_RENDER,
  ID,
  onTheWednesday,
  openPlacement,
  SLOW,
  storedEntries,
} from './placementHelpers';

/**
 * The placement screen against a server written to the specification alone (mocks/shared/specServer.ts):
 * every save answers 204 without a body and no answer carries a version. A save's success is its status
 * (docs/decisions/056-a-save-is-its-status.md): each form says it saved, and the month shows what the server now
 * holds, read again.
 */

onTheWednesday();
beforeEach(() => setMockConfig({ server: 'spec' }));

const warnings = () => vi.spyOn(console, 'warn');

function alpenland() {
  const placement = db.placements.find((each) => each.id === ID.PORTAL);
  if (!placement) throw new Error('no Alpenland placement in the demo data');
  return placement;
}

describe('a day, the fast entry, the report and the invoice, each answered 204', { timeout: SLOW }, () => {
  it('saves a day: the dialog closes and the month, read again, shows the day logged', async () => {
    const requests = recordRequests();
    const warn = warnings();
    const { user } = await openPlacement(ID.MANDATE, '/daily-overview/entry/2026-11-18?month=2026-11');
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Log activity: Wednesday, 18 November 2026' },
      FIRST_RENDER,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Same as Tuesday, 17 November' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled());
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await dialogsClosed();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const november = await calendar('November 2026');
    expect(calendarDay(november, 'Wednesday, 18 November')).toHaveAccessibleName(
      'Wednesday, 18 November: time logged. Log activity',
    );
    expect(sent(requests, 'POST', PLACEMENT_PATHS.timeTracking.build(ID.MANDATE))).toHaveLength(1);
    expect(storedEntries(ID.MANDATE, 2026, 11).get('2026-11-18')).toMatchObject({ workStart: '09:00' });
    // A 204 is what the specification promises: nothing to log.
    expect(warn).not.toHaveBeenCalled();
  });

  it('fills the working days: the result names every day saved, and the month shows them', async () => {
    const { user } = await openPlacement(ID.PORTAL);
    const november = await calendar('November 2026');
    await user.click(screen.getByRole('link', { name: 'Fill working days' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fill working days' }, FIRST_RENDER);
    await choose(user, within(dialog).getByRole('combobox', { name: /^Recorded time/ }), 'Full day');
    await user.click(await editor('Description of the activity', dialog));
    await user.keyboard('Projektarbeit vor Ort');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await dialogsClosed();
    expect(
      (await screen.findAllByRole('status')).some((each) => /^4 entries saved\./.test(each.textContent ?? '')),
    ).toBe(true);
    await waitFor(() =>
      expect(calendarDay(november, 'Monday, 23 November')).toHaveAccessibleName(
        'Monday, 23 November: time logged. Log activity',
      ),
    );
  });

  it('saves the report and says so; sends it, and the month shows it sent', async () => {
    const requests = recordRequests();
    const { user } = await renderApp({
      route: `/placement/${ID.PORTAL}/monthly-report?month=2026-11`,
      signedInAs: DEMO.manager,
    });
    const situation = await screen.findByRole('textbox', { name: '1. Current situation' }, FIRST_RENDER);
    await user.click(situation);
    await user.keyboard('Liquidity secured until March');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('The monthly report has been saved.')).toBeInTheDocument();
    expect(screen.queryByText(/could not be saved|unreadable/)).not.toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: '1. Current situation' })).toHaveTextContent(
      'Liquidity secured until March',
    );
    // No version came: the next save names none.
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Send anyway' }));
    expect(
      await screen.findByText(/The monthly report for November 2026 has been sent\./, {}, FIRST_RENDER),
    ).toBeInTheDocument();
    const posts = [
      ...sent(requests, 'POST', PLACEMENT_PATHS.monthlyReport.build(ID.PORTAL)),
      ...sent(requests, 'POST', PLACEMENT_PATHS.submitMonthlyReport.build(ID.PORTAL)),
    ];
    expect(posts.map((each) => each.ifMatch)).toEqual([null, null]);
    expect(alpenland().months['2026_11']?.monthlyReport).toMatchObject({
      situation: '<p>Liquidity secured until March</p>',
      wasSent: true,
    });
  });

  it('submits the invoice: the month, read again, shows it submitted', async () => {
    // jsdom's FormData loses a file's bytes on the way through msw; Node's own keeps them.
    vi.stubGlobal('FormData', (await new Response(new URLSearchParams()).formData()).constructor);
    const { user } = await renderApp({
      route: `/placement/${ID.PORTAL}/billing?month=2026-10`,
      signedInAs: DEMO.manager,
    });
    const invoice = new NodeFile(['%PDF-1.7 invoice'], 'Rechnung_Oktober.pdf', { type: 'application/pdf' });
    await user.upload(
      await screen.findByLabelText('Invoice (PDF, optional)', {}, FIRST_RENDER),
      invoice as unknown as File,
    );
    await user.click(screen.getByRole('button', { name: 'Submit invoice' }));
    const dialog = await screen.findByRole('dialog', { name: 'Submit the invoice for October 2026?' });
    await user.click(within(dialog).getByRole('button', { name: 'Submit invoice' }));

    expect(
      await screen.findByText(/Thank you: your invoice for October 2026 has been submitted\./),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Billing status:/)).toHaveTextContent('Billing status: Submitted');
    expect(alpenland().months['2026_10']?.monthlyReport?.billingStatus).toBe(200);
  });
});
