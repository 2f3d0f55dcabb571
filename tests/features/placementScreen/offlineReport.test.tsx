import { screen } from '@testing-library/react';

import { goOffline, goOnline, restoreConnection } from '../../connection';
import { DEMO, recordRequests } from '../../test-utils';
import { renderApp, sent } from '../helpers';
import { ID, onTheWednesday } from './placementHelpers';

/**
 * The monthly report offline (docs/decisions/054-offline-data.md): saving and sending are the server's, so they
 * are disabled with the reason, and what is typed stays in the form's draft until the manager sends it online.
 */

const PLACEMENT = ID.PORTAL;
const REPORT_PATH = `/manager/placements/${PLACEMENT}/monthly-report`;
const KEPT_AS_DRAFT = 'Needs a connection. What you type stays here as a draft; send it when you are online.';
const draftKeys = () => Object.keys(window.sessionStorage).filter((key) => key.includes('monthlyReport'));

onTheWednesday();

afterEach(() => {
  restoreConnection();
});

it('keeps typing offline as a draft, disables Save and Send with the reason, and sends once online', async () => {
  const requests = recordRequests();
  const { user } = await renderApp({
    route: `/placement/${PLACEMENT}/monthly-report?month=2026-11`,
    signedInAs: DEMO.manager,
  });
  await screen.findByRole('heading', { level: 2, name: /^Monthly report for/ }, { timeout: 30_000 });
  const situation = await screen.findByRole('textbox', { name: '1. Current situation' }, { timeout: 30_000 });

  goOffline();
  const save = screen.getByRole('button', { name: 'Save' });
  const send = screen.getByRole('button', { name: 'Send report' });
  expect(screen.getByText(KEPT_AS_DRAFT)).toBeVisible();
  for (const button of [save, send]) {
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(KEPT_AS_DRAFT);
  }

  await user.click(situation);
  await user.keyboard('Auf dem Werksgelände ohne Netz');
  await vi.waitFor(() => expect(draftKeys()).toHaveLength(1));
  expect(window.sessionStorage.getItem(draftKeys()[0] ?? '')).toContain('Auf dem Werksgelände ohne Netz');

  goOnline();
  expect(screen.queryByText(KEPT_AS_DRAFT)).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await vi.waitFor(() => expect(sent(requests, 'POST', REPORT_PATH)).toHaveLength(1));
});
