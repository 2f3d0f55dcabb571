import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import type { PersonalDetails } from '@/contract/account';
import { LANGUAGE_CODE } from '@/contract/common';
import { i18n } from '@/lib/i18n';
import { setMockConfig } from '@mocks/db';
import { server } from '@mocks/node';

import { DEMO, recordRequests } from '../../test-utils';
import {
  berger,
  choose,
  dateField,
  expectDate,
  fill,
  fillDate,
  optionsOf,
  renderApp,
  sent,
  summaryLeadsTo,
  summaryLeadsToField,
} from '../helpers';

/** The account page `/account`: loading, rules, save, language, drafts, readonly. */

const PHONE_RULE =
  'Please enter a valid phone number: at least 4 characters, digits with spaces, dashes or slashes, optionally a leading +, e.g. +49 89 123456789.';
const URI_RULE = 'Please enter a valid web address, e.g. https://www.example.com.';
const EMAIL_RULE = 'Please enter a valid e-mail address, e.g. name@company.com.';
const REQUIRED = 'This field is required.';
const SAVED = 'Your profile has been saved.';

function katharina(): PersonalDetails {
  return berger().personalDetails;
}

async function openAccount(route = '/account') {
  const app = await renderApp({ route, signedInAs: DEMO.manager });
  await screen.findByRole('heading', { level: 1, name: 'My profile' });
  await screen.findByDisplayValue('Katharina');
  // The labels load with the session: wait until the selects show their texts.
  await waitFor(() => expect(combobox(/^Salutation/)).toHaveTextContent('Ms'));
  return app;
}

const textbox = (name: RegExp | string) => screen.getByRole('textbox', { name });
const combobox = (name: RegExp | string) => screen.getByRole('combobox', { name });
const save = () => screen.getByRole('button', { name: 'Save changes' });

describe('loading', () => {
  it('says so where the form would be when the profile could not be loaded, and loads it again on retry', async () => {
    server.use(
      http.get('*/api/v1/manager', () => HttpResponse.json({ code: 'server', message: 'down' }, { status: 500 }), {
        once: true,
      }),
    );
    const { user } = await renderApp({ route: '/account', signedInAs: DEMO.manager });
    expect(
      await screen.findByText(
        'Your profile could not be loaded. An error occurred on the server. Please try again later.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^First name/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByDisplayValue('Katharina')).toBeInTheDocument();
    expect(
      screen.queryByText('Your profile could not be loaded. An error occurred on the server. Please try again later.'),
    ).not.toBeInTheDocument();
  });

  it('shows the saved values in their sections', async () => {
    await openAccount();
    for (const heading of [
      'Personal details',
      'Address',
      'Contact details',
      'Online presence and company',
      'Portal language',
      'Delete profile',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    }
    expect(combobox(/^Title/)).toHaveTextContent('Dr.');
    expect(textbox(/^Last name/)).toHaveValue('Berger');
    expectDate(await dateField(/^Date of birth/), '1974-05-18');
    expect(screen.getByRole('button', { name: 'German' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Austrian' })).toBeInTheDocument();
    expect(textbox(/^Street and number/)).toHaveValue('Prinzregentenstraße 48');
    expect(textbox(/^Postal code/)).toHaveValue('80538');
    expect(textbox(/^City/)).toHaveValue('München');
    expect(textbox(/^State or region/)).toHaveValue('Bayern');
    expect(combobox(/^Country/)).toHaveTextContent('Germany');
    expect(textbox(/^E-mail address 1/)).toHaveValue('manager@demo.test');
    expect(combobox('Kind of e-mail address 1')).toHaveTextContent('Office');
    expect(textbox(/^E-mail address 2/)).toHaveValue('katharina.berger@berger-interim.example');
    expect(combobox('Kind of e-mail address 2')).toHaveTextContent('Private');
    expect(screen.getByText('Primary')).toBeInTheDocument();
    expect(combobox(/^Kind of phone number 1/)).toHaveTextContent('Mobile phone 1');
    expect(textbox(/^Phone number 1/)).toHaveValue('+49 171 3920045');
    expect(combobox(/^Kind of phone number 2/)).toHaveTextContent('Work phone');
    expect(textbox(/^Phone number 2/)).toHaveValue('+49 89 99998 120');
    expect(combobox(/^Network 1/)).toHaveTextContent('LinkedIn');
    expect(textbox(/^Profile link 2/)).toHaveValue('https://www.xing.com/profile/Katharina_Berger');
    expect(textbox('Skype ID')).toHaveValue('katharina.berger.interim');
    expect(textbox('Own company')).toHaveValue('Berger Interim Management GmbH');
    expect(textbox('Website')).toHaveValue('https://www.berger-interim.example');
    expect(combobox(/^Portal language/)).toHaveTextContent('Deutsch');
    // Field lengths come from the fields metadata (GET /manager/fields-meta).
    await waitFor(() => expect(textbox(/^First name/)).toHaveAttribute('maxlength', '64'));
    expect(textbox(/^Postal code/)).toHaveAttribute('maxlength', '16');
  });
});

describe('validation', () => {
  it('names every empty required field next to it, focuses the first and sends nothing', async () => {
    const requests = recordRequests();
    const { user } = await openAccount();
    for (const name of [
      /^First name/,
      /^Last name/,
      /^Street and number/,
      /^Postal code/,
      /^City/,
      /^E-mail address 1/,
    ]) {
      await user.clear(textbox(name));
    }
    await user.click(save());

    await summaryLeadsToField(user, textbox(/^First name/));
    for (const name of [/^First name/, /^Last name/, /^Street and number/, /^Postal code/, /^City/]) {
      expect(textbox(name)).toHaveAccessibleDescription(REQUIRED);
      expect(textbox(name)).toHaveAttribute('aria-invalid', 'true');
    }
    expect(textbox(/^E-mail address 1/)).toHaveAccessibleDescription('Please enter your e-mail address.');
    expect(sent(requests, 'PUT', '/manager/personal-info')).toHaveLength(0);
  });

  it('checks each e-mail address', async () => {
    const { user } = await openAccount();
    await fill(user, textbox(/^E-mail address 2/), 'katharina@berger');
    await user.tab();
    expect(await screen.findByText(EMAIL_RULE)).toBeInTheDocument();
    expect(textbox(/^E-mail address 2/)).toHaveAccessibleDescription(EMAIL_RULE);
    await fill(user, textbox(/^E-mail address 2/), 'katharina@berger.example');
    await user.tab();
    await waitFor(() => expect(screen.queryByText(EMAIL_RULE)).not.toBeInTheDocument());
  });

  // The rule's cases, each through the form's schema: account.schema.test.ts.
  it('says the phone rule next to a number that breaks it, and drops it once the number is valid', async () => {
    const { user } = await openAccount();
    const field = textbox(/^Phone number 2/);
    await fill(user, field, '+49 89 CALL');
    await user.tab();
    expect(await screen.findByText(PHONE_RULE)).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription(PHONE_RULE);
    await fill(user, field, '089/99998-120');
    await user.tab();
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'false'));
    expect(screen.queryByText(PHONE_RULE)).not.toBeInTheDocument();
  });

  it('needs web links to be URI references', async () => {
    const { user } = await openAccount();
    await fill(user, textbox('Website'), 'my homepage');
    await fill(user, textbox('Video link'), 'https://video.example/a%zz');
    await fill(user, textbox(/^Profile link 1/), 'linkedin katharina');
    await user.tab();
    await waitFor(() => expect(textbox('Website')).toHaveAccessibleDescription(URI_RULE));
    expect(textbox('Video link')).toHaveAccessibleDescription(URI_RULE);
    expect(textbox(/^Profile link 1/)).toHaveAccessibleDescription(URI_RULE);
    await fill(user, textbox('Website'), 'www.berger-interim.example/team');
    await user.tab();
    await waitFor(() => expect(textbox('Website')).toHaveAccessibleDescription('e.g. https://www.example.com'));
  });

  it('strips umlauts from links per top-level domain when the field is left', async () => {
    const { user } = await openAccount();
    await fill(user, textbox('Website'), 'https://www.müller.io/über');
    await user.tab();
    expect(textbox('Website')).toHaveValue('https://www.mueller.io/ueber');
    await fill(user, textbox('Video link'), 'https://www.müller.com/videos/schön');
    await user.tab();
    expect(textbox('Video link')).toHaveValue('https://www.müller.com/videos/schoen');
    expect(screen.queryByText(URI_RULE)).not.toBeInTheDocument();
  });

  it('needs the link of a social network once its type is chosen', async () => {
    const requests = recordRequests();
    const { user } = await openAccount();
    await user.click(screen.getByRole('button', { name: 'Remove social network 2' }));
    await user.click(screen.getByRole('button', { name: 'Add social network' }));
    expect(combobox(/^Network 2/)).toHaveTextContent('XING');
    await user.click(save());
    await summaryLeadsToField(user, textbox(/^Profile link 2/));
    expect(textbox(/^Profile link 2/)).toHaveAccessibleDescription('Please enter the link to your profile.');
    expect(sent(requests, 'PUT', '/manager/personal-info')).toHaveLength(0);
  });

  it('refuses a birth date in the future', async () => {
    const { user } = await openAccount();
    const field = await dateField(/^Date of birth/);
    await fillDate(user, field, '2999-01-01');
    await user.click(save());
    expect(await screen.findByText('The birth date cannot be in the future.')).toBeInTheDocument();
    await summaryLeadsTo(user, /The birth date cannot be in the future\.$/, field);
  });

  it('focuses the first invalid field also when it is in a list row', async () => {
    const { user } = await openAccount();
    await fill(user, textbox(/^Phone number 2/), 'call me');
    await fill(user, textbox('Website'), 'not a link');
    await user.click(save());
    await summaryLeadsToField(user, textbox(/^Phone number 2/));
  });
});

describe('one entry per type', () => {
  it('does not offer a phone type used in another row, and disables "add" when all four are used', async () => {
    const { user } = await openAccount();
    expect(await optionsOf(user, combobox(/^Kind of phone number 1/))).toEqual([
      'Mobile phone 1',
      'Mobile phone 2',
      'Home phone',
    ]);
    await user.click(screen.getByRole('button', { name: 'Add phone number' }));
    expect(combobox(/^Kind of phone number 3/)).toHaveTextContent('Mobile phone 2');
    expect(await optionsOf(user, combobox(/^Kind of phone number 3/))).toEqual(['Mobile phone 2', 'Home phone']);
    await user.click(screen.getByRole('button', { name: 'Add phone number' }));
    expect(combobox(/^Kind of phone number 4/)).toHaveTextContent('Home phone');
    expect(screen.getByRole('button', { name: 'Add phone number' })).toBeDisabled();
    expect(screen.getByText('Each kind of number can be given once; all four are in use.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove phone number 1' }));
    expect(screen.getByRole('button', { name: 'Add phone number' })).toBeEnabled();
    expect(await optionsOf(user, combobox(/^Kind of phone number 1/))).toEqual(['Mobile phone 1', 'Work phone']);
  });

  it('offers each social network once and disables "add" while both are used', async () => {
    const { user } = await openAccount();
    expect(screen.getByRole('button', { name: 'Add social network' })).toBeDisabled();
    expect(screen.getByText('Each network can be given once; both are in use.')).toBeInTheDocument();
    expect(await optionsOf(user, combobox(/^Network 1/))).toEqual(['LinkedIn']);
    await user.click(screen.getByRole('button', { name: 'Remove social network 1' }));
    expect(screen.getByRole('button', { name: 'Add social network' })).toBeEnabled();
    expect(await optionsOf(user, combobox(/^Network 1/))).toEqual(['LinkedIn', 'XING']);
  });
});

describe('saving', () => {
  it('takes a save answered 204 as saved: says so, and the profile read again shows it', async () => {
    // A server with only the specification's calls (docs/decisions/056-a-save-is-its-status.md).
    setMockConfig({ server: 'spec' });
    const requests = recordRequests();
    const { user, store } = await openAccount();
    await fill(user, textbox('Own company'), 'Berger Interim Partners GmbH');
    await user.click(save());

    expect(await screen.findByText(SAVED)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(sent(requests, 'PUT', '/manager/personal-info')).toHaveLength(1);
    expect(sent(requests, 'GET', '/manager').length).toBeGreaterThanOrEqual(2);
    expect(store.getState().profile.data?.personalDetails.ownCompany).toBe('Berger Interim Partners GmbH');
    expect(textbox('Own company')).toHaveValue('Berger Interim Partners GmbH');
  });

  it('sends exactly the spec payload, trimmed, and confirms', async () => {
    const requests = recordRequests();
    const { user, store } = await openAccount();
    await fill(user, textbox('Own company'), '  Berger Interim Partners GmbH  ');
    await fill(user, textbox(/^First name/), ' Katharina ');
    await user.click(screen.getByRole('button', { name: 'Add phone number' }));
    await choose(user, combobox(/^Kind of phone number 3/), 'Home phone');
    await fill(user, textbox(/^Phone number 3/), ' +49 89 99998 377 ');
    await user.click(screen.getByRole('button', { name: 'Make e-mail address 2 the primary one' }));
    await fill(user, textbox('Skype ID'), '   ');
    await user.click(save());

    expect(await screen.findByText(SAVED)).toBeInTheDocument();
    expect(sent(requests, 'PUT', '/manager/personal-info').map((request) => request.body)).toEqual([
      {
        salutation: '200',
        title: '100',
        firstName: 'Katharina',
        lastName: 'Berger',
        birthDate: '1974-05-18',
        nationality: ['DE', 'AT'],
        primaryAddress: {
          street: 'Prinzregentenstraße 48',
          postalCode: '80538',
          city: 'München',
          country: 'DE',
          state: 'Bayern',
        },
        communicationLanguage: LANGUAGE_CODE.DE,
        email: [
          { email: 'katharina.berger@berger-interim.example', isOffice: false, isPrimary: true, isPrivate: true },
          { email: 'manager@demo.test', isOffice: true, isPrimary: false, isPrivate: false },
        ],
        phones: { mobilePhone1: '+49 171 3920045', workPhone: '+49 89 99998 120', homePhone: '+49 89 99998 377' },
        socialNetworks: {
          linkedin: 'https://www.linkedin.com/in/katharina-berger-interim',
          xing: 'https://www.xing.com/profile/Katharina_Berger',
        },
        skypeId: '',
        ownCompany: 'Berger Interim Partners GmbH',
        profileVideo: '',
        website: 'https://www.berger-interim.example',
      },
    ]);
    // The server's copy replaces the client's; the form starts again from it.
    expect(store.getState().profile.data?.personalDetails.ownCompany).toBe('Berger Interim Partners GmbH');
    expect(textbox('Own company')).toHaveValue('Berger Interim Partners GmbH');
    expect(textbox(/^E-mail address 1/)).toHaveValue('katharina.berger@berger-interim.example');
    expect(katharina().phones.homePhone).toBe('+49 89 99998 377');
    // The confirmation goes with the next edit.
    await fill(user, textbox('Own company'), 'Berger GmbH');
    await waitFor(() => expect(screen.queryByText(SAVED)).not.toBeInTheDocument());
  }, 60_000);

  it('keeps everything typed and says so when the save fails', async () => {
    server.use(
      http.put('*/api/v1/manager/personal-info', () =>
        HttpResponse.json({ code: 'server', message: 'boom' }, { status: 500 }),
      ),
    );
    const { user, store } = await openAccount();
    await fill(user, textbox('Own company'), 'Neue Firma GmbH');
    await fill(user, textbox(/^City/), 'Augsburg');
    await user.click(save());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your changes have not been saved; everything you entered is still here.');
    expect(alert).toHaveTextContent('An error occurred on the server. Please try again later.');
    expect(textbox('Own company')).toHaveValue('Neue Firma GmbH');
    expect(textbox(/^City/)).toHaveValue('Augsburg');
    expect(save()).toBeEnabled();
    expect(store.getState().profile.data?.personalDetails.ownCompany).toBe('Berger Interim Management GmbH');
  });

  it('keeps an e-mail whose type it does not know, and asks for its type before it saves', async () => {
    const requests = recordRequests();
    katharina().emails[1]!.type = 'pagerEmail';
    const { user } = await openAccount();
    expect(textbox(/^E-mail address 2/)).toHaveValue('katharina.berger@berger-interim.example');
    expect(combobox(/^Kind of e-mail address 2/)).not.toHaveTextContent(/\w/);
    await user.click(save());
    expect(await screen.findByText(REQUIRED)).toBeInTheDocument();
    expect(combobox(/^Kind of e-mail address 2/)).toHaveAccessibleDescription(REQUIRED);
    expect(sent(requests, 'PUT', '/manager/personal-info')).toEqual([]);

    await choose(user, combobox(/^Kind of e-mail address 2/), 'Office');
    await user.click(save());
    expect(await screen.findByText(SAVED)).toBeInTheDocument();
    expect(sent(requests, 'PUT', '/manager/personal-info')[0]!.body).toMatchObject({
      email: [
        expect.anything(),
        { email: 'katharina.berger@berger-interim.example', isOffice: true, isPrimary: false, isPrivate: false },
      ],
    });
  }, 60_000);

  it('puts the server’s field errors next to their fields', async () => {
    server.use(
      http.put('*/api/v1/manager/personal-info', () =>
        HttpResponse.json(
          {
            code: 'validation',
            message: 'Validation failed',
            fields: { 'phones.workPhone': 'format', 'primaryAddress.city': 'required' },
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = await openAccount();
    await user.click(save());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Some entries were not accepted. Please check the marked fields.',
    );
    await waitFor(() => expect(textbox(/^Phone number 2/)).toHaveAccessibleDescription(PHONE_RULE));
    expect(textbox(/^City/)).toHaveAccessibleDescription(REQUIRED);
  });

  it('switches the UI language when the portal language was changed', async () => {
    katharina().communicationLanguage = LANGUAGE_CODE.EN;
    const { user, store } = await openAccount();
    expect(combobox(/^Portal language/)).toHaveTextContent('English');
    await choose(user, combobox(/^Portal language/), 'Deutsch');
    await user.click(save());

    expect(await screen.findByRole('heading', { level: 1, name: 'Mein Profil' })).toBeInTheDocument();
    expect(i18n.language).toBe('de');
    expect(window.localStorage.getItem('portal.language')).toBe('100');
    expect(store.getState().profile.data?.personalDetails.communicationLanguage).toBe(LANGUAGE_CODE.DE);
  });

  it('leaves the UI language alone when the portal language did not change', async () => {
    const { user } = await openAccount();
    await fill(user, textbox('Own company'), 'Berger GmbH');
    await user.click(save());
    expect(await screen.findByText(SAVED)).toBeInTheDocument();
    expect(i18n.language).toBe('en');
  });
});

describe('drafts', () => {
  it('offers unsaved changes back after a remount, and restores them', async () => {
    const first = await openAccount();
    await fill(first.user, textbox('Own company'), 'Entwurf GmbH');
    first.unmount();

    const { user } = await openAccount();
    expect(textbox('Own company')).toHaveValue('Berger Interim Management GmbH');
    expect(screen.getByText('You have unsaved changes from your last visit to this form.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Restore changes' }));
    expect(textbox('Own company')).toHaveValue('Entwurf GmbH');
    expect(screen.queryByText('You have unsaved changes from your last visit to this form.')).not.toBeInTheDocument();
  });

  it('discards the draft on request', async () => {
    const first = await openAccount();
    await fill(first.user, textbox('Own company'), 'Entwurf GmbH');
    first.unmount();

    const { user } = await openAccount();
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(textbox('Own company')).toHaveValue('Berger Interim Management GmbH');
    expect(Object.keys(window.sessionStorage).filter((key) => key.startsWith('portal.draft.'))).toEqual([]);
  });
});

describe('readonly profile', () => {
  it('shows the data without editing and hides the edit icon', async () => {
    katharina().readonly = true;
    await renderApp({ route: '/account', signedInAs: DEMO.manager });
    expect(await screen.findByRole('note')).toHaveTextContent('shown here without editing');
    await screen.findByDisplayValue('Katharina');
    expect(textbox(/^First name/)).toBeDisabled();
    expect(textbox('Own company')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add phone number' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload photo' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit my profile' })).not.toBeInTheDocument();
  });

  it('shows the edit icon beside the full name otherwise, leading to the account page', async () => {
    const { user, router } = await renderApp({ route: '/dashboard', signedInAs: DEMO.manager });
    const edit = await screen.findByRole('link', { name: 'Edit my profile' });
    expect(edit).toHaveAttribute('href', '/account');
    await user.click(edit);
    expect(await screen.findByRole('heading', { level: 1, name: 'My profile' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/account');
  });
});
