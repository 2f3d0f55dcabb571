import { screen, waitFor, within } from '@testing-library/react';

import { ACCOUNT_PATHS } from '@/contract/account';
import { CONTACT_TYPE, DEFAULT_NOTIFICATION_SETTINGS } from '@mocks/account/fixtures';
import { storeNotificationSettings } from '@mocks/account/versions';

import { DEMO, recordRequests } from '../../test-utils';
import { berger, renderApp, sent } from '../helpers';

/**
 * Two windows on the notification settings (docs/decisions/035-save-versions.md): a save over settings
 * saved meanwhile elsewhere asks first. The other window is played by the mock's store.
 */

const SETTINGS = ACCOUNT_PATHS.notificationSettings.build();
const OPPORTUNITIES = 'New opportunities and updates on them';
const CONFLICT = 'Saved meanwhile elsewhere';

const select = (name: string) => screen.getByRole('combobox', { name: new RegExp(name) });

async function openSettings() {
  const app = await renderApp({ route: '/notification-settings', signedInAs: DEMO.manager });
  await screen.findByRole('heading', { level: 1, name: 'Notification settings' });
  await waitFor(() => expect(select(OPPORTUNITIES)).toHaveTextContent('E-mail'));
  return app;
}

/** Chooses 'Phone' for new opportunities, while another window saves 'Text message (SMS)' for them. */
async function chooseWhileSavedElsewhere(user: Awaited<ReturnType<typeof openSettings>>['user']) {
  await user.click(select(OPPORTUNITIES));
  await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Phone' }));
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  const at = new Date();
  at.setHours(9, 41, 0, 0);
  storeNotificationSettings(berger(), { ...DEFAULT_NOTIFICATION_SETTINGS, opportunityUpdates: CONTACT_TYPE.SMS }, at);
  await user.click(screen.getByRole('button', { name: 'Save' }));
  const heading = await screen.findByRole('heading', { name: CONFLICT });
  return heading.closest('[role="alert"]') as HTMLElement;
}

describe('the notification settings saved meanwhile in another window', () => {
  it('shows the channel that differs in words and keeps the choice until "keep mine" saves it', async () => {
    const requests = recordRequests();
    const { user, router } = await openSettings();
    const choice = await chooseWhileSavedElsewhere(user);

    expect(choice).toHaveTextContent(/another window or on another device \(09:41\)/);
    expect(
      within(choice)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual([OPPORTUNITIES]);
    expect(within(choice).getByText('Yours: Phone')).toBeInTheDocument();
    expect(within(choice).getByText('Saved: Text message (SMS)')).toBeInTheDocument();
    expect(select(OPPORTUNITIES)).toHaveTextContent('Phone');
    expect(router.state.location.pathname).toBe('/notification-settings');
    expect(berger().notificationSettings.opportunityUpdates).toBe(CONTACT_TYPE.SMS);

    await user.click(within(choice).getByRole('button', { name: 'Keep mine' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(berger().notificationSettings.opportunityUpdates).toBe(CONTACT_TYPE.PHONE);
    expect(sent(requests, 'PUT', SETTINGS).map((request) => request.ifMatch)).toEqual(['"1"', '"2"']);
  });

  it('"take the saved version" puts it in the form; a save then keeps it', async () => {
    const requests = recordRequests();
    const { user, router } = await openSettings();
    const choice = await chooseWhileSavedElsewhere(user);
    await user.click(within(choice).getByRole('button', { name: 'Take the saved version' }));

    await waitFor(() => expect(screen.queryByRole('heading', { name: CONFLICT })).not.toBeInTheDocument());
    expect(select(OPPORTUNITIES)).toHaveTextContent('Text message (SMS)');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(berger().notificationSettings.opportunityUpdates).toBe(CONTACT_TYPE.SMS);
    expect(sent(requests, 'PUT', SETTINGS).map((request) => request.ifMatch)).toEqual(['"1"', '"2"']);
  });
});
