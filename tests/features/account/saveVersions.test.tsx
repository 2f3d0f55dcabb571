import { screen, waitFor, within } from '@testing-library/react';

import { ACCOUNT_PATHS } from '@/contract/account';
import { tabsActions } from '@/core/tabs/tabs.slice';
import { storePersonalDetails } from '@mocks/account/versions';

import { DEMO, recordRequests } from '../../test-utils';
import { berger, fill, renderApp, sent } from '../helpers';

/**
 * Two windows on the account (docs/decisions/035-save-versions.md): what another window or device
 * saved meanwhile is never replaced unasked. The other window is played by the mock's store, changed
 * after this one loaded the profile.
 */

const PERSONAL_INFO = ACCOUNT_PATHS.personalInfo.build();
const SAVED = 'Your profile has been saved.';
const CONFLICT = 'Saved meanwhile elsewhere';

/** Today at 09:41: the conflict names the time of day of a save made today. */
function todayAt941(): Date {
  const at = new Date();
  at.setHours(9, 41, 0, 0);
  return at;
}

/** Another window saves the account: a new company, and the work phone removed. */
function savedElsewhere() {
  storePersonalDetails(
    berger(),
    { ownCompany: 'Berger Partners GmbH', phones: { mobilePhone1: '+49 171 3920045' } },
    todayAt941(),
  );
}

async function openAccount() {
  const app = await renderApp({ route: '/account', signedInAs: DEMO.manager });
  await screen.findByRole('heading', { level: 1, name: 'My profile' });
  await screen.findByDisplayValue('Katharina');
  await waitFor(() => expect(screen.getByRole('combobox', { name: /^Country/ })).toHaveTextContent('Germany'));
  return app;
}

const textbox = (name: RegExp | string) => screen.getByRole('textbox', { name });
const save = () => screen.getByRole('button', { name: 'Save changes' });

async function conflict(): Promise<HTMLElement> {
  const heading = await screen.findByRole('heading', { name: CONFLICT });
  return heading.closest('[role="alert"]') as HTMLElement;
}

/** What is typed: another company and city. */
async function typeChanges(user: Awaited<ReturnType<typeof openAccount>>['user']) {
  await fill(user, textbox('Own company'), 'Berger Interim AG');
  await fill(user, textbox(/^City/), 'Augsburg');
}

const drafts = () =>
  Object.keys(window.sessionStorage)
    .filter((key) => key.startsWith('portal.draft.'))
    .map((key) => window.sessionStorage.getItem(key) ?? '');

describe('the account saved meanwhile in another window', () => {
  it('shows both versions by the fields’ labels; what is typed stays until "keep mine" saves it over the new one', async () => {
    const requests = recordRequests();
    const { user } = await openAccount();
    await typeChanges(user);
    savedElsewhere();
    await user.click(save());

    const choice = await conflict();
    expect(choice).toHaveTextContent(/another window or on another device \(09:41\)/);
    expect(
      within(choice)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Address', 'Phone numbers', 'Own company']);
    expect(
      within(choice).getByText('Yours: Prinzregentenstraße 48, 80538 Augsburg, Bayern, Germany'),
    ).toBeInTheDocument();
    expect(
      within(choice).getByText('Saved: Prinzregentenstraße 48, 80538 München, Bayern, Germany'),
    ).toBeInTheDocument();
    expect(
      within(choice).getByText('Yours: Mobile phone 1: +49 171 3920045, Work phone: +49 89 99998 120'),
    ).toBeInTheDocument();
    expect(within(choice).getByText('Saved: Mobile phone 1: +49 171 3920045')).toBeInTheDocument();
    expect(within(choice).getByText('Yours: Berger Interim AG')).toBeInTheDocument();
    expect(within(choice).getByText('Saved: Berger Partners GmbH')).toBeInTheDocument();

    // Nothing is lost while the choice is open: the form and its draft hold what was typed, the server the other save.
    expect(textbox('Own company')).toHaveValue('Berger Interim AG');
    expect(textbox(/^City/)).toHaveValue('Augsburg');
    expect(drafts().some((draft) => draft.includes('Berger Interim AG') && draft.includes('Augsburg'))).toBe(true);
    expect(berger().personalDetails.ownCompany).toBe('Berger Partners GmbH');
    expect(screen.queryByText(SAVED)).not.toBeInTheDocument();

    await user.click(within(choice).getByRole('button', { name: 'Keep mine' }));
    expect(await screen.findByText(SAVED)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: CONFLICT })).not.toBeInTheDocument();
    expect(berger().personalDetails).toMatchObject({
      ownCompany: 'Berger Interim AG',
      primaryAddress: { city: 'Augsburg' },
      phones: { mobilePhone1: '+49 171 3920045', workPhone: '+49 89 99998 120' },
    });
    // The first save named the version the form opened on, the second the one it was shown.
    expect(sent(requests, 'PUT', PERSONAL_INFO).map((request) => request.ifMatch)).toEqual(['"1"', '"2"']);
    expect(drafts()).toEqual([]);
  }, 60_000);

  it('"take the saved version" puts it in the form; the next save starts from it', async () => {
    const requests = recordRequests();
    const { user } = await openAccount();
    await typeChanges(user);
    savedElsewhere();
    await user.click(save());
    await user.click(within(await conflict()).getByRole('button', { name: 'Take the saved version' }));

    await waitFor(() => expect(screen.queryByRole('heading', { name: CONFLICT })).not.toBeInTheDocument());
    expect(textbox('Own company')).toHaveValue('Berger Partners GmbH');
    expect(textbox(/^City/)).toHaveValue('München');
    expect(screen.queryByRole('textbox', { name: /^Phone number 2/ })).not.toBeInTheDocument();
    expect(drafts()).toEqual([]);

    await fill(user, textbox('Skype ID'), 'k.berger');
    await user.click(save());
    expect(await screen.findByText(SAVED)).toBeInTheDocument();
    expect(berger().personalDetails).toMatchObject({ ownCompany: 'Berger Partners GmbH', skypeId: 'k.berger' });
    expect(sent(requests, 'PUT', PERSONAL_INFO).map((request) => request.ifMatch)).toEqual(['"1"', '"2"']);
  }, 60_000);

  it('a reload on the other window’s news keeps what is typed and the version the form opened on', async () => {
    const requests = recordRequests();
    const { user, store } = await openAccount();
    await typeChanges(user);
    savedElsewhere();
    store.dispatch(tabsActions.otherWindowSaved({ kind: 'saved', what: 'account' }));

    expect(
      await screen.findByText(
        'This was changed in another window meanwhile. Your changes here are kept; when you save, you will see both versions and choose which counts.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(store.getState().profile.data?.personalDetails.version).toBe('2'));
    expect(textbox('Own company')).toHaveValue('Berger Interim AG');
    expect(textbox(/^City/)).toHaveValue('Augsburg');

    // The newer copy loaded meanwhile is not the save's base: the save asks.
    await user.click(save());
    expect(await conflict()).toBeInTheDocument();
    expect(sent(requests, 'PUT', PERSONAL_INFO).map((request) => request.ifMatch)).toEqual(['"1"']);
    expect(berger().personalDetails.ownCompany).toBe('Berger Partners GmbH');
  }, 60_000);
});
