import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { i18n } from '@/lib/i18n';
import { server } from '@mocks/node';

import { recordRequests } from '../../test-utils';
import { fill, sent, summaryLeadsTo, summaryLeadsToField } from '../helpers';
import {
  acceptAgreements,
  field,
  next,
  openRegistration,
  PRIVACY_BOX,
  seedAgreement,
  seedDraft,
  stepHeading,
  storedAgreementFlags,
  TERMS_BOX,
  uploadCv,
} from './registrationHelpers';

/** The registration wizard: steps, step-2 rules, e-mail check, agreement. */

/** From a draft at step 2 with the agreement accepted: adds the CV and clicks Next. */
async function nextFromDraft(values: Parameters<typeof seedDraft>[1] = {}) {
  seedDraft(2, values);
  seedAgreement();
  const app = await openRegistration();
  await stepHeading('Personal data');
  await uploadCv(app.user);
  await next(app.user);
  return app;
}

it('moves with Next and Back between step 1 and step 4, never beyond', async () => {
  const { user } = await openRegistration();
  await stepHeading('Welcome');
  expect(screen.getByText('Step 1 of 4 — Welcome')).toBeInTheDocument();
  // Step 1 has no Back.
  expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
  await next(user);
  await stepHeading('Personal data');
  expect(screen.getByText('Step 2 of 4 — Personal data')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Back' }));
  await stepHeading('Welcome');
  // The new step's heading takes the focus.
  expect(screen.getByRole('heading', { level: 2, name: 'Welcome' })).toHaveFocus();
  expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
});

it('ends at step 4: no Next there, and Back goes down to step 3', async () => {
  seedDraft(3);
  const { user } = await openRegistration();
  await stepHeading('Competence profile');
  await next(user);
  await stepHeading('Applicant questions');
  expect(screen.getByText('Step 4 of 4 — Applicant questions')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Apply now' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Back' }));
  await stepHeading('Competence profile');
});

it('keeps Next on step 2 disabled until both agreement boxes are ticked, and stores the flags', async () => {
  const { user } = await openRegistration();
  await next(user);
  await stepHeading('Personal data');
  const nextButton = screen.getByRole('button', { name: 'Next' });
  expect(nextButton).toBeDisabled();
  expect(
    screen.getByText(
      'To continue, please accept the non-disclosure agreement and confirm that you have acknowledged the privacy notice.',
    ),
  ).toBeInTheDocument();
  await user.click(screen.getByRole('checkbox', { name: TERMS_BOX }));
  expect(nextButton).toBeDisabled();
  expect(storedAgreementFlags()).toEqual({ terms: true, privacy: false });
  await user.click(screen.getByRole('checkbox', { name: PRIVACY_BOX }));
  expect(nextButton).toBeEnabled();
  expect(storedAgreementFlags()).toEqual({ terms: true, privacy: true });
  // The agreement texts come from the public text calls.
  expect(await screen.findAllByText(/between the operator of this portal/)).not.toHaveLength(0);
});

it('restores the accepted flags from local storage', async () => {
  seedAgreement(true, true);
  seedDraft(2);
  await openRegistration();
  await stepHeading('Personal data');
  expect(screen.getByRole('checkbox', { name: TERMS_BOX })).toBeChecked();
  expect(screen.getByRole('checkbox', { name: PRIVACY_BOX })).toBeChecked();
  expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
});

it('validates step 2 when leaving it: messages next to the fields, focus on the first invalid one, no e-mail check', async () => {
  const requests = recordRequests();
  const { user } = await openRegistration();
  await next(user);
  await stepHeading('Personal data');
  await acceptAgreements(user);
  await next(user);

  const salutation = screen.getByRole('combobox', { name: /^Salutation/ });
  await summaryLeadsTo(user, /^Salutation: /, salutation);
  expect(field(/^First name/)).toHaveAccessibleDescription('This field is required.');
  expect(field(/^Street and number/)).toHaveAccessibleDescription('This field is required.');
  expect(field(/^E-mail address/)).toHaveAccessibleDescription('This field is required.');
  expect(field(/^Mobile phone/)).toHaveAccessibleDescription('This field is required.');
  expect(screen.getByText('Please choose a salutation.')).toBeInTheDocument();
  // The document row without a file, and the missing CV.
  expect(screen.getByText('Please add a PDF file to this row or remove the row.')).toBeInTheDocument();
  expect(screen.getByText('Please add your CV (German or English) as a PDF file.')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Personal data' })).toBeInTheDocument();
  expect(sent(requests, 'POST', '/check-email')).toHaveLength(0);
});

it.each([
  ['abc', false],
  ['12', false],
  ['+49 89 12x', false],
  ['+49 89 123456789', true],
  ['089/123-456', true],
])(
  'checks the mobile phone %s (at least 4 characters, optional +, digits, spaces, dashes, slashes)',
  async (value, valid) => {
    const requests = recordRequests();
    const { user } = await nextFromDraft({ mobilePhone1: value });
    if (valid) {
      await stepHeading('Competence profile');
    } else {
      await summaryLeadsToField(user, field(/^Mobile phone/));
      expect(field(/^Mobile phone/)).toHaveAccessibleDescription(/Please enter a valid phone number/);
      expect(sent(requests, 'POST', '/check-email')).toHaveLength(0);
    }
  },
);

it('advances after the e-mail check answers new', async () => {
  const requests = recordRequests();
  await nextFromDraft({ primaryEmail: ' new.person@example.com ' });
  await stepHeading('Competence profile');
  expect(sent(requests, 'POST', '/check-email').map((request) => request.body)).toEqual([
    { primaryEmail: 'new.person@example.com' },
  ]);
});

it('stays on step 2 with the already-exists message and a link to reset the password when the e-mail is taken', async () => {
  const { user, router } = await nextFromDraft({ primaryEmail: 'manager@demo.test' });

  expect(await screen.findByText('An account with this e-mail address already exists.')).toBeInTheDocument();
  expect(field(/^E-mail address/)).toHaveAccessibleDescription(/already exists/);
  await waitFor(() => expect(field(/^E-mail address/)).toHaveFocus());
  expect(screen.getByRole('heading', { level: 2, name: 'Personal data' })).toBeInTheDocument();
  // A different address clears the message.
  await fill(user, field(/^E-mail address/), 'other@example.com');
  expect(screen.queryByText('An account with this e-mail address already exists.')).not.toBeInTheDocument();
  await fill(user, field(/^E-mail address/), 'manager@demo.test');
  await user.click(screen.getByRole('link', { name: 'Reset your password' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/forgot-password'));
});

it('stays on step 2 with an error when the e-mail check fails', async () => {
  server.use(
    http.post('*/api/v1/check-email', () => HttpResponse.json({ code: 'server', message: 'down' }, { status: 500 })),
  );
  await nextFromDraft();
  expect(await screen.findByText('Your e-mail address could not be checked. Please try again.')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Personal data' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
});

it('switches the UI language with the portal-language field and loads the labels of that language', async () => {
  const requests = recordRequests();
  seedDraft(2);
  const { user } = await openRegistration();
  await stepHeading('Personal data');
  await user.click(screen.getByRole('combobox', { name: 'Language of the portal and our e-mails' }));
  await user.click(await screen.findByRole('option', { name: 'Deutsch' }));
  await screen.findByRole('heading', { level: 2, name: 'Persönliche Daten' });
  expect(i18n.language).toBe('de');
  await waitFor(() => expect(sent(requests, 'GET', '/meta/labels_and_enums/lang/de')).toHaveLength(1));
  await waitFor(() => expect(sent(requests, 'GET', '/manager/agreement-nda/de')).toHaveLength(1));
  expect(screen.getByRole('combobox', { name: 'Sprache des Portals und unserer E-Mails' })).toHaveTextContent(
    'Deutsch',
  );
});
