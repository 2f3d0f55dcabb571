import { screen, within } from '@testing-library/react';

import { goOffline, goOnline, restoreConnection } from '../../../connection';
import { DEMO } from '../../../test-utils';
import { renderApp } from '../../helpers';

/** The PDF export is made by the server: offline it says why it waits (docs/decisions/054-offline-data.md). */

const NEEDS_CONNECTION = 'Needs a connection. Available again when you are online.';

afterEach(() => {
  restoreConnection();
});

it('disables creating the PDF and opening the example files while offline, with the reason, until online again', async () => {
  await renderApp({ route: '/resume/pdfcreation', signedInAs: DEMO.manager });
  const dialog = await screen.findByRole('dialog', { name: 'Export your CV as a PDF' }, { timeout: 20_000 });
  expect(within(dialog).getByRole('button', { name: 'Create PDF' })).toBeEnabled();

  goOffline();
  const create = within(dialog).getByRole('button', { name: 'Create PDF' });
  expect(create).toBeDisabled();
  expect(create).toHaveAccessibleDescription(NEEDS_CONNECTION);
  const instructions = within(dialog).getByRole('button', { name: 'Instructions' });
  expect(instructions).toBeDisabled();
  expect(instructions).toHaveAccessibleDescription(NEEDS_CONNECTION);
  // The choices stay the manager's to make.
  expect(within(dialog).getByRole('radio', { name: 'English' })).toBeEnabled();

  goOnline();
  expect(within(dialog).queryByText(NEEDS_CONNECTION)).not.toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'Create PDF' })).toBeEnabled();
});
