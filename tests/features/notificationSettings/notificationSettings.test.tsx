import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { setMockConfig } from '@mocks/db';
import { server } from '@mocks/node';

import { DEMO, recordRequests } from '../../test-utils';
import { renderApp, sent } from '../helpers';

/** `/notification-settings`: three channels, save to the root, cancel to the root. */

const OPPORTUNITIES = 'New opportunities and updates on them';
const CV = 'Reminders to update your CV';
const APPOINTMENTS = 'Appointments and events';

async function openSettings() {
  const rendered = await renderApp({ route: '/notification-settings', signedInAs: DEMO.manager });
  await screen.findByRole('heading', { level: 1, name: 'Notification settings' });
  await screen.findByRole('combobox', { name: new RegExp(OPPORTUNITIES) });
  return rendered;
}

const select = (name: string) => screen.getByRole('combobox', { name: new RegExp(name) });

async function choose(user: Awaited<ReturnType<typeof renderApp>>['user'], field: string, option: string) {
  await user.click(select(field));
  const listbox = await screen.findByRole('listbox');
  await user.click(within(listbox).getByRole('option', { name: option }));
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
}

it('shows the saved choice of each channel from the profile', async () => {
  await openSettings();
  // The seeded manager gets e-mail for everything.
  for (const channel of [OPPORTUNITIES, CV, APPOINTMENTS]) expect(select(channel)).toHaveTextContent('E-mail');
});

it('offers the preferred contact types as choices', async () => {
  const { user } = await openSettings();
  await user.click(select(CV));
  const options = within(await screen.findByRole('listbox'))
    .getAllByRole('option')
    .map((option) => option.textContent);
  expect(options).toEqual(['E-mail', 'Phone', 'Text message (SMS)', 'No contact']);
});

it('saves the three choices, updates the profile and goes to the root', async () => {
  const requests = recordRequests();
  const { user, router, store } = await openSettings();
  await choose(user, OPPORTUNITIES, 'Phone');
  await choose(user, APPOINTMENTS, 'No contact');
  await user.click(screen.getByRole('button', { name: 'Save' }));

  await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  const [put] = sent(requests, 'PUT', '/manager/notification-settings');
  expect(put?.body).toEqual({ opportunityUpdates: '200', cvUpdates: '100', appointmentUpdates: '400' });
  // The version the form opened on (the seed's); the saved settings come back with the next one.
  expect(put?.ifMatch).toBe('"1"');
  expect(store.getState().profile.data?.notificationSettings).toMatchObject({
    opportunityUpdates: '200',
    cvUpdates: '100',
    appointmentUpdates: '400',
    version: '2',
  });
});

it('takes a save answered 204 as saved: goes to the root, and the profile read again shows the choices', async () => {
  // A server with only the specification's calls: no version to send, no settings in the answer
  // (docs/decisions/056-a-save-is-its-status.md).
  setMockConfig({ server: 'spec' });
  const requests = recordRequests();
  const { user, router, store } = await openSettings();
  await choose(user, OPPORTUNITIES, 'Phone');
  await user.click(screen.getByRole('button', { name: 'Save' }));

  await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  expect(sent(requests, 'PUT', '/manager/notification-settings')[0]?.ifMatch).toBeNull();
  await waitFor(() =>
    expect(store.getState().profile.data?.notificationSettings).toMatchObject({ opportunityUpdates: '200' }),
  );
});

it('shows the saved choice when the page is opened again', async () => {
  const { user, router } = await openSettings();
  await choose(user, CV, 'Text message (SMS)');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));

  await user.click(await screen.findByRole('button', { name: /open the profile menu/i }));
  await user.click(await screen.findByRole('menuitem', { name: 'Notification settings' }));
  await screen.findByRole('heading', { level: 1, name: 'Notification settings' });
  expect(select(CV)).toHaveTextContent('Text message (SMS)');
});

it('cancel goes to the root without saving', async () => {
  const requests = recordRequests();
  const { user, router } = await openSettings();
  await choose(user, CV, 'Phone');
  await user.click(screen.getByRole('link', { name: 'Cancel' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  expect(sent(requests, 'PUT', '/manager/notification-settings')).toHaveLength(0);
});

it('keeps the choices and says so when the save fails', async () => {
  server.use(
    http.put('*/api/v1/manager/notification-settings', () =>
      HttpResponse.json({ code: 'server', message: 'down' }, { status: 500 }),
    ),
  );
  const { user, router, store } = await openSettings();
  await choose(user, OPPORTUNITIES, 'Phone');
  await user.click(screen.getByRole('button', { name: 'Save' }));

  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Your notification settings could not be saved. Your choices are kept; please try again.',
  );
  expect(router.state.location.pathname).toBe('/notification-settings');
  expect(select(OPPORTUNITIES)).toHaveTextContent('Phone');
  expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  expect(store.getState().profile.data?.notificationSettings.opportunityUpdates).toBe('100');
});

it('disables Save while the request runs, so it cannot be sent twice', async () => {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const requests = recordRequests();
  server.use(
    http.put('*/api/v1/manager/notification-settings', async ({ request }) => {
      await gate;
      return HttpResponse.json(await request.json());
    }),
  );
  const { user, router } = await openSettings();
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled());
  expect(screen.getByRole('combobox', { name: new RegExp(CV) })).toHaveAttribute('aria-disabled', 'true');
  release();
  await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  expect(sent(requests, 'PUT', '/manager/notification-settings')).toHaveLength(1);
});

it('shows a load error with a retry when the profile could not be loaded', async () => {
  server.use(
    http.get('*/api/v1/manager', () => HttpResponse.json({ code: 'server', message: 'down' }, { status: 500 }), {
      once: true,
    }),
  );
  const { user } = await renderApp({ route: '/notification-settings', signedInAs: DEMO.manager });
  expect(
    await screen.findByText(
      'Your notification settings could not be loaded. An error occurred on the server. Please try again later.',
    ),
  ).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('combobox', { name: new RegExp(OPPORTUNITIES) })).toHaveTextContent('E-mail');
});
