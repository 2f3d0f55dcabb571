import { within } from '@testing-library/react';

import { OPPORTUNITY_PATHS } from '@/contract/opportunities';
import { setMockConfig } from '@mocks/db';

import { dialogsClosed, recordRequests } from '../../test-utils';
import { sent } from '../helpers';
import { factOf, itemNamed, listNamed, openManagement, OPPORTUNITY, theDialog } from './managementHelpers';

/**
 * Answering an opportunity against a server written to the specification alone (mocks/shared/specServer.ts):
 * every answer is 204 without the opportunity. Its success is its status (docs/decisions/056-a-save-is-its-status.md):
 * the opportunity is read again, and the dialog goes on to the next step.
 */

beforeEach(() => setMockConfig({ server: 'spec' }));

it('accepts the NDA, reads the opportunity again and shows its details; then applies', async () => {
  const requests = recordRequests();
  const { user, router } = await openManagement();
  const list = await listNamed('Your opportunities');
  const { id, title } = OPPORTUNITY.newWithoutNda;
  await user.click(within(itemNamed(list, title)).getByRole('link', { name: title }));
  const dialog = await theDialog();
  await within(dialog).findByRole('region', { name: 'Non-disclosure agreement' });
  await user.click(within(dialog).getByRole('checkbox', { name: /I have read the non-disclosure agreement/ }));
  await user.click(within(dialog).getByRole('button', { name: 'Agree' }));

  expect(await within(dialog).findByText('Step 2 of 3: Details')).toBeInTheDocument();
  expect(within(dialog).getByRole('heading', { name: 'Company situation' })).toBeInTheDocument();
  expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  expect(sent(requests, 'POST', OPPORTUNITY_PATHS.acceptNda.build(id))).toHaveLength(1);
  expect(sent(requests, 'GET', OPPORTUNITY_PATHS.opportunity.build(id))).toHaveLength(1);

  await user.click(within(dialog).getByRole('button', { name: 'Agree and continue' }));
  await user.type(await within(dialog).findByRole('textbox', { name: 'Remarks' }), 'Ab Januar verfügbar.');
  await user.click(within(dialog).getByRole('button', { name: 'Send application' }));
  await dialogsClosed();
  expect(router.state.location.pathname).toBe('/management/opportunities');
  expect(factOf(itemNamed(await listNamed('Your opportunities'), title), 'Status')).toBe('Applied');
  expect(sent(requests, 'POST', OPPORTUNITY_PATHS.interested.build(id))).toHaveLength(1);
});
