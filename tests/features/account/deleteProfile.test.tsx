import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { selectSession } from '@/core/session/session.selectors';
import { allOnDevice } from '@/lib/deviceStore';
import { db } from '@mocks/db';
import { server } from '@mocks/node';

import { DEMO, dialogsClosed, recordRequests } from '../../test-utils';
import { fill, renderApp, sent } from '../helpers';

/** `/account/deleteProfile`: the dialog over the account page. */

const REASON = 'Ich beende meine Tätigkeit als Interim Managerin.';
const MANAGER_ID = 'usr_manager';

async function openDialog(route = '/account') {
  const app = await renderApp({ route, signedInAs: DEMO.manager });
  // Under the open dialog the page is hidden from the accessibility tree.
  await screen.findByRole('heading', { level: 1, name: 'My profile', hidden: true });
  if (route === '/account') await app.user.click(await screen.findByRole('link', { name: 'Delete profile…' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete profile' });
  return { ...app, dialog };
}

it('opens over the account page from its button, and cancel goes back to /account', async () => {
  const requests = recordRequests();
  const { user, router, dialog } = await openDialog();
  expect(router.state.location.pathname).toBe('/account/deleteProfile');
  expect(dialog).toHaveAccessibleDescription(
    'We will delete your profile and all data stored with it. This cannot be undone.',
  );
  await fill(user, within(dialog).getByRole('textbox', { name: 'Reason (optional)' }), 'egal');
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

  await dialogsClosed();
  expect(router.state.location.pathname).toBe('/account');
  expect(screen.getByRole('heading', { level: 1, name: 'My profile' })).toBeInTheDocument();
  expect(sent(requests, 'PUT', '/manager/delete-profile')).toHaveLength(0);
});

it('sends the reason, confirms, and closing the confirmation logs out to /login', async () => {
  const requests = recordRequests();
  const { user, router, store, dialog } = await openDialog('/account/deleteProfile');
  const reason = within(dialog).getByRole('textbox', { name: 'Reason (optional)' });
  await waitFor(() => expect(reason).toHaveAttribute('maxlength', '2000'));
  await fill(user, reason, `  ${REASON}  `);
  expect(within(dialog).getByText(`${REASON.length + 4} of 2,000 characters`)).toBeInTheDocument();
  // The profile the page loaded is kept on the device for reading offline.
  await waitFor(async () => expect((await allOnDevice('kept', MANAGER_ID)).length).toBeGreaterThan(0));
  await user.click(within(dialog).getByRole('button', { name: 'Request deletion' }));

  const done = await screen.findByRole('dialog', { name: 'Deletion requested' });
  expect(within(done).getByRole('status')).toHaveTextContent('Your data will be deleted and cannot be restored.');
  expect(sent(requests, 'PUT', '/manager/delete-profile').map((request) => request.body)).toEqual([
    { remarks: REASON },
  ]);
  expect(db.managers.find((each) => each.personalDetails.firstName === 'Katharina')?.deletionRequest?.remarks).toBe(
    REASON,
  );
  // Accepted: nothing of the manager stays on the device, also if the tab is closed now, before the button.
  await waitFor(() => expect(window.localStorage.getItem('portal.refreshToken')).toBeNull());
  await waitFor(async () => expect(await allOnDevice('kept', MANAGER_ID)).toEqual([]));
  expect(Object.keys(window.sessionStorage).filter((key) => key.startsWith('portal.draft.'))).toEqual([]);

  await user.click(within(done).getByRole('button', { name: 'Close and sign out' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/login');
  expect(selectSession(store.getState())).toBeNull();
  expect(window.localStorage.getItem('portal.refreshToken')).toBeNull();
});

it('sends an empty reason when none is given', async () => {
  const requests = recordRequests();
  const { user, dialog } = await openDialog('/account/deleteProfile');
  await user.click(within(dialog).getByRole('button', { name: 'Request deletion' }));
  await screen.findByRole('dialog', { name: 'Deletion requested' });
  expect(sent(requests, 'PUT', '/manager/delete-profile').map((request) => request.body)).toEqual([{ remarks: '' }]);
});

it('keeps the reason and shows the error when the request fails', async () => {
  server.use(
    http.put('*/api/v1/manager/delete-profile', () =>
      HttpResponse.json({ code: 'server', message: 'boom' }, { status: 503 }),
    ),
  );
  const { user, router, store, dialog } = await openDialog('/account/deleteProfile');
  await fill(user, within(dialog).getByRole('textbox', { name: 'Reason (optional)' }), REASON);
  await user.click(within(dialog).getByRole('button', { name: 'Request deletion' }));

  const alert = await within(dialog).findByRole('alert');
  expect(alert).toHaveTextContent(
    'Your request has not been sent. Server connection error. Please check your connection and try again.',
  );
  expect(alert).toHaveTextContent('Server connection error.');
  expect(within(dialog).getByRole('textbox', { name: 'Reason (optional)' })).toHaveValue(REASON);
  expect(within(dialog).getByRole('button', { name: 'Request deletion' })).toBeEnabled();
  expect(router.state.location.pathname).toBe('/account/deleteProfile');
  expect(selectSession(store.getState())).not.toBeNull();
});
