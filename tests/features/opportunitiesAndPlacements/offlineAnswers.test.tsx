import { within } from '@testing-library/react';

import { OPPORTUNITY_PATHS } from '@/contract/opportunities';

import { seriousAxeFindings } from '../../axeSerious';
import { goOffline, goOnline, restoreConnection } from '../../connection';
import { recordRequests } from '../../test-utils';
import { sent } from '../helpers';
import { openManagement, OPPORTUNITY, theDialog } from './managementHelpers';

/** The answers to an opportunity are the server's: offline they are disabled and say why (docs/decisions/054-offline-data.md). */

const NEEDS_CONNECTION = 'Needs a connection. Available again when you are online.';

afterEach(() => {
  restoreConnection();
});

it('disables the answers of a new opportunity while offline, says why, and offers them again online', async () => {
  await openManagement(`/management/opportunities/${OPPORTUNITY.newWithNda.id}`);
  const dialog = await theDialog();
  const agree = await within(dialog).findByRole('button', { name: 'Agree and continue' });
  expect(agree).toBeEnabled();

  goOffline();
  expect(within(dialog).getByText(NEEDS_CONNECTION)).toBeVisible();
  for (const name of ['Agree and continue', 'Not interested', 'Not available']) {
    const button = within(dialog).getByRole('button', { name });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(NEEDS_CONNECTION);
  }
  expect(await seriousAxeFindings(dialog)).toEqual([]);
  // Closing is still the manager's to do.
  expect(within(dialog).getAllByRole('button', { name: 'Close' })[0]).toBeEnabled();

  goOnline();
  expect(within(dialog).queryByText(NEEDS_CONNECTION)).not.toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'Not interested' })).toBeEnabled();
});

it('disables the confirmation of a decline that was asked just before the connection went', async () => {
  const { user } = await openManagement(`/management/opportunities/${OPPORTUNITY.newWithNda.id}`);
  const dialog = await theDialog();
  await user.click(await within(dialog).findByRole('button', { name: 'Not interested' }));
  const yes = await within(dialog).findByRole('button', { name: /^Yes/ });

  goOffline();
  expect(yes).toBeDisabled();
  expect(yes).toHaveAccessibleDescription(NEEDS_CONNECTION);
});

it('disables sending an application while offline, keeping what was typed', async () => {
  const requests = recordRequests();
  const { user } = await openManagement(`/management/opportunities/${OPPORTUNITY.newWithNda.id}/application`);
  const dialog = await theDialog();
  const remarks = await within(dialog).findByRole('textbox', { name: /remarks/i });
  await user.type(remarks, 'Available from January');

  goOffline();
  const send = within(dialog).getByRole('button', { name: 'Send application' });
  expect(send).toBeDisabled();
  expect(send).toHaveAccessibleDescription(NEEDS_CONNECTION);
  expect(remarks).toHaveValue('Available from January');

  goOnline();
  await user.click(within(dialog).getByRole('button', { name: 'Send application' }));
  await vi.waitFor(() =>
    expect(sent(requests, 'POST', OPPORTUNITY_PATHS.interested.build(OPPORTUNITY.newWithNda.id))).toHaveLength(1),
  );
});
