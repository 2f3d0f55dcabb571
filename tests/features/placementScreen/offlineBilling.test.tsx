import { screen } from '@testing-library/react';

import { goOffline, goOnline, restoreConnection } from '../../connection';
import { DEMO } from '../../test-utils';
import { renderApp } from '../helpers';
import { ID, onTheWednesday } from './placementHelpers';

/**
 * The invoice of a month offline (docs/decisions/054-offline-data.md): the check and the submission are the
 * server's, so with a file already chosen they are disabled and say why; the upload control takes no file.
 */

const NEEDS_CONNECTION = 'Needs a connection. Available again when you are online.';

onTheWednesday();

afterEach(() => {
  restoreConnection();
});

it('disables checking and submitting the invoice while offline, with the reason, and offers them again online', async () => {
  const { user } = await renderApp({
    route: `/placement/${ID.PORTAL}/billing?month=2026-10`,
    signedInAs: DEMO.manager,
  });
  await screen.findByRole('heading', { level: 2, name: /^Billing for/ }, { timeout: 30_000 });
  const pdf = new File(['%PDF-1.7 invoice'], 'invoice-october.pdf', { type: 'application/pdf' });
  await user.upload(screen.getByLabelText('Invoice (PDF, optional)'), pdf);
  await screen.findByRole('button', { name: 'Remove invoice-october.pdf' });
  expect(screen.getByRole('button', { name: 'Submit invoice' })).toBeEnabled();

  goOffline();
  for (const name of ['Verify', 'Submit invoice']) {
    const button = screen.getByRole('button', { name });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(NEEDS_CONNECTION);
  }
  // The chosen file stays.
  expect(screen.getByText('invoice-october.pdf')).toBeInTheDocument();

  goOnline();
  expect(screen.getByRole('button', { name: 'Verify' })).toBeEnabled();
  expect(screen.getByRole('button', { name: 'Submit invoice' })).toBeEnabled();
});
