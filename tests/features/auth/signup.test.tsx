import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';

import { LANGUAGE_CODE } from '@/contract/common';
import { MAX_UPLOAD_BYTES } from '@/contract/documents';
import { db, findManager, findUserByEmail } from '@mocks/db';
import { server } from '@mocks/node';

import { DEMO, DEMO_PASSWORD, recordRequests } from '../../test-utils';
import { fill, renderApp, sent, signIn, summaryLeadsToField } from '../helpers';

/** `/signup`: the simple variant with sign-in and sign-up tabs (docs/decisions/016-extra-paths.md). */

const PASSWORD = 'Start#Klar26';
const REQUIRED = 'This field is required.';
const RULE_ERROR =
  'Use at least 6 characters, including a lowercase letter, an uppercase letter, a digit and a special character.';
const FILE_ERROR = 'Please choose a PDF file of at most 15 MB.';
const TAKEN = 'An account with this e-mail address already exists.';

interface Entries {
  firstName: string;
  lastName: string;
  address: string;
  zip: string;
  email: string;
  password: string;
  confirmPassword: string;
}

const ENTRIES: Entries = {
  firstName: 'Jana',
  lastName: 'Hoffmann',
  address: 'Königsallee 60',
  zip: '40212',
  email: 'jana.hoffmann@example.com',
  password: PASSWORD,
  confirmPassword: PASSWORD,
};

const field = {
  firstName: () => screen.getByLabelText(/^first name/i),
  lastName: () => screen.getByLabelText(/^last name/i),
  address: () => screen.getByLabelText(/^street and house number/i),
  zip: () => screen.getByLabelText(/^postal code/i),
  country: () => screen.getByRole('combobox', { name: /^country/i }),
  email: () => screen.getByLabelText(/^e-mail address/i),
  password: () => screen.getByLabelText(/^password/i, { selector: 'input' }),
  confirmPassword: () => screen.getByLabelText(/^repeat password/i, { selector: 'input' }),
  file: () => screen.getByLabelText('PDF file of your CV', { selector: 'input' }),
};

const submitButton = () => screen.getByRole('button', { name: 'Create account' });

const pdf = (content = '%PDF-1.7 test', name = 'Lebenslauf_Hoffmann.pdf') =>
  new File([content], name, { type: 'application/pdf' });

async function openSignUp(route = '/signup') {
  const app = await renderApp({ route });
  await app.user.click(await screen.findByRole('tab', { name: 'Register' }));
  await screen.findByRole('form', { name: 'Create your account' });
  return app;
}

async function chooseCountry(user: UserEvent, name: string) {
  await waitFor(() => expect(field.country()).not.toHaveAttribute('aria-disabled'));
  await user.click(field.country());
  await user.click(await screen.findByRole('option', { name }));
}

async function fillForm(user: UserEvent, entries: Partial<Entries> = {}, country: string | null = 'Germany') {
  const values = { ...ENTRIES, ...entries };
  for (const name of Object.keys(values) as (keyof Entries)[]) {
    if (values[name] !== '') await fill(user, field[name](), values[name]);
  }
  if (country) await chooseCountry(user, country);
}

/** The parts of the multipart bodies sent to POST /signup (jsdom keeps the parts, not a file's bytes). */
function recordSignupParts() {
  const bodies: { fields: Record<string, string>; files: { name: string; type: string }[] }[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (request.method !== 'POST' || !new URL(request.url).pathname.endsWith('/api/v1/signup')) return;
    const form = await request.clone().formData();
    const body: (typeof bodies)[number] = { fields: {}, files: [] };
    for (const [name, value] of form.entries()) {
      if (typeof value === 'string') body.fields[name] = value;
      else body.files.push({ name, type: value.type });
    }
    bodies.push(body);
  });
  return bodies;
}

it('opens on the sign-in tab and signs in from it', async () => {
  const requests = recordRequests();
  const { user, router } = await renderApp({ route: '/signup' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Sign in or register' })).toBeInTheDocument();
  const tabs = screen.getByRole('tablist', { name: 'Sign in or register' });
  expect(within(tabs).getByRole('tab', { name: 'Sign in' })).toHaveAttribute('aria-selected', 'true');
  expect(within(tabs).getByRole('tab', { name: 'Register' })).toHaveAttribute('aria-selected', 'false');

  const panel = screen.getByRole('tabpanel');
  expect(within(panel).getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  await signIn(user, DEMO.skippable, DEMO_PASSWORD);

  await waitFor(() => expect(router.state.location.pathname).not.toBe('/signup'));
  expect(sent(requests, 'POST', '/login')).toHaveLength(1);
});

it('switches to the register tab: the sign-up form, and the guided registration as the alternative', async () => {
  const requests = recordRequests();
  const { user, router } = await renderApp({ route: '/signup' });
  await user.click(await screen.findByRole('tab', { name: 'Register' }));

  expect(screen.getByRole('tab', { name: 'Register' })).toHaveAttribute('aria-selected', 'true');
  const panel = screen.getByRole('tabpanel');
  expect(await within(panel).findByRole('form', { name: 'Create your account' })).toBeInTheDocument();
  expect(within(panel).queryByLabelText(/^username/i)).not.toBeInTheDocument();
  for (const control of Object.values(field)) expect(control()).toBeInTheDocument();
  // The page is anonymous: the form asks for the countries of the current language itself.
  await waitFor(() => expect(sent(requests, 'GET', '/meta/labels_and_enums/lang/en')).toHaveLength(1));
  await user.click(field.country());
  expect(await screen.findByRole('option', { name: 'Germany' })).toBeInTheDocument();
  await user.keyboard('{Escape}');

  expect(within(panel).getByText(/Prefer the guided registration with your CV/)).toBeInTheDocument();
  await user.click(within(panel).getByRole('link', { name: 'Register as an interim manager' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/register'));
});

it('keeps what was typed when the user looks at the sign-in tab and comes back', async () => {
  const { user } = await openSignUp();
  await fill(user, field.firstName(), 'Jana');
  await user.click(screen.getByRole('tab', { name: 'Sign in' }));
  expect(screen.getByRole('tabpanel')).toContainElement(screen.getByRole('button', { name: 'Sign in' }));
  await user.click(screen.getByRole('tab', { name: 'Register' }));
  expect(field.firstName()).toHaveValue('Jana');
});

it('shows the sign-in errors inside the sign-in tab', async () => {
  const { user } = await renderApp({ route: '/signup' });
  await screen.findByRole('tab', { name: 'Sign in' });
  await signIn(user, DEMO.manager, 'Wrong#Password1');
  const panel = screen.getByRole('tabpanel');
  expect(await within(panel).findByRole('alert')).toHaveTextContent('You have 2 attempts left');
});

describe('the sign-up form', () => {
  it('requires names, address, zip, country, e-mail and password, and focuses the first missing field', async () => {
    const requests = recordRequests();
    const { user } = await openSignUp();
    await user.click(submitButton());

    await summaryLeadsToField(user, field.firstName());
    for (const name of ['firstName', 'lastName', 'address', 'zip', 'email', 'password', 'confirmPassword'] as const) {
      expect(field[name]()).toHaveAccessibleDescription(
        expect.stringContaining(
          name === 'email'
            ? 'Please enter your e-mail address.'
            : name === 'password'
              ? 'Please enter your password.'
              : name === 'confirmPassword'
                ? 'Please repeat your new password.'
                : REQUIRED,
        ),
      );
    }
    expect(field.country()).toHaveAccessibleDescription(REQUIRED);
    expect(sent(requests, 'POST', '/signup')).toHaveLength(0);

    // Fixing one field moves the focus to the next missing one on the next submit.
    await fill(user, field.firstName(), 'Jana');
    await user.click(submitButton());
    await summaryLeadsToField(user, field.lastName());
  });

  it('does not take blanks for a value (entries are trimmed)', async () => {
    const requests = recordRequests();
    const { user } = await openSignUp();
    await fillForm(user, { lastName: '   ' });
    await user.click(submitButton());
    await summaryLeadsToField(user, field.lastName());
    expect(field.lastName()).toHaveAccessibleDescription(REQUIRED);
    expect(sent(requests, 'POST', '/signup')).toHaveLength(0);
  });

  it('refuses a password that breaks the creation rule', async () => {
    const requests = recordRequests();
    const { user } = await openSignUp();
    await fillForm(user, { password: 'start#klar26', confirmPassword: 'start#klar26' });
    await user.click(submitButton());
    await summaryLeadsToField(user, field.password());
    expect(field.password()).toHaveAccessibleDescription(RULE_ERROR);
    expect(sent(requests, 'POST', '/signup')).toHaveLength(0);
  });

  it('requires the repeated password to match', async () => {
    const requests = recordRequests();
    const { user } = await openSignUp();
    await fillForm(user, { confirmPassword: 'Start#Klar27' });
    await user.click(submitButton());
    await summaryLeadsToField(user, field.confirmPassword());
    expect(field.confirmPassword()).toHaveAccessibleDescription('The passwords do not match.');
    expect(sent(requests, 'POST', '/signup')).toHaveLength(0);
  });

  it('refuses a malformed e-mail address', async () => {
    const requests = recordRequests();
    const { user } = await openSignUp();
    await fillForm(user, { email: 'jana.hoffmann@example' });
    await user.click(submitButton());
    await summaryLeadsToField(user, field.email());
    expect(field.email()).toHaveAccessibleDescription('Please enter a valid e-mail address, e.g. name@company.com.');
    expect(sent(requests, 'POST', '/signup')).toHaveLength(0);
  });

  it('refuses an attachment that is not a PDF or is too large, and sends no file', async () => {
    const parts = recordSignupParts();
    const { user } = await openSignUp();
    await fillForm(user);

    await user.upload(field.file(), pdf('PK\u0003\u0004 a Word file', 'cv.pdf'));
    expect(await screen.findByText(FILE_ERROR)).toBeInTheDocument();
    expect(screen.queryByText('cv.pdf')).not.toBeInTheDocument();

    const tooLarge = new Uint8Array(MAX_UPLOAD_BYTES + 1);
    tooLarge.set(new TextEncoder().encode('%PDF-1.7'));
    await user.upload(field.file(), new File([tooLarge], 'huge.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText(FILE_ERROR)).toBeInTheDocument();
    expect(screen.queryByText('huge.pdf')).not.toBeInTheDocument();

    await user.click(submitButton());
    await screen.findByRole('heading', { level: 1, name: 'Thank you for registering' });
    expect(parts).toHaveLength(1);
    expect(parts[0]?.files).toEqual([]);
  });

  it('accepts a PDF of exactly the size limit, and it can be removed again', async () => {
    const { user } = await openSignUp();
    const limit = new Uint8Array(MAX_UPLOAD_BYTES);
    limit.set(new TextEncoder().encode('%PDF-1.7'));
    await user.upload(field.file(), new File([limit], 'cv-15mb.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('cv-15mb.pdf')).toBeInTheDocument();
    expect(screen.queryByText(FILE_ERROR)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove cv-15mb.pdf' }));
    expect(screen.queryByText('cv-15mb.pdf')).not.toBeInTheDocument();
    expect(field.file()).toBeInTheDocument();
  });

  it('says that the e-mail address has an account, next to the field, with a link to reset the password', async () => {
    const requests = recordRequests();
    const { user, router } = await openSignUp();
    await fillForm(user, { email: ` ${DEMO.manager} ` });
    await user.click(submitButton());

    const message = await screen.findByRole('alert');
    expect(message).toHaveTextContent(`${TAKEN} Reset your password`);
    expect(field.email()).toHaveAccessibleDescription(`${TAKEN} Reset your password`);
    expect(field.email()).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(field.email()).toHaveFocus());
    expect(sent(requests, 'POST', '/signup')).toHaveLength(1);
    // Everything typed stays.
    expect(field.firstName()).toHaveValue('Jana');
    expect(field.password()).toHaveValue(PASSWORD);
    expect(field.country()).toHaveTextContent('Germany');
    expect(db.users.filter((each) => each.email === DEMO.manager)).toHaveLength(1);

    // Another address clears the message; the link leads to the password reset.
    await fill(user, field.email(), 'jana.hoffmann@example.com');
    expect(screen.queryByText(TAKEN)).not.toBeInTheDocument();
    await fill(user, field.email(), DEMO.manager);
    expect(screen.getByText(TAKEN)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Reset your password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/forgot-password'));
  });

  it('keeps every entry and shows the error when the server fails', async () => {
    server.use(
      http.post('*/api/v1/signup', () => HttpResponse.json({ code: 'server', message: 'boom' }, { status: 500 })),
    );
    const { user, router } = await openSignUp();
    await fillForm(user);
    await user.upload(field.file(), pdf());
    await screen.findByText('Lebenslauf_Hoffmann.pdf');
    await user.click(submitButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An error occurred on the server. Please try again later.',
    );
    expect(router.state.location.pathname).toBe('/signup');
    for (const name of Object.keys(ENTRIES) as (keyof Entries)[]) expect(field[name]()).toHaveValue(ENTRIES[name]);
    expect(field.country()).toHaveTextContent('Germany');
    expect(screen.getByText('Lebenslauf_Hoffmann.pdf')).toBeInTheDocument();
    expect(submitButton()).toBeEnabled();
  });

  it('shows a connection failure the same way, and a second try succeeds', async () => {
    server.use(http.post('*/api/v1/signup', () => HttpResponse.error(), { once: true }));
    const { user, router } = await openSignUp();
    await fillForm(user);
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Server connection error. Please check your connection and try again.',
    );
    expect(field.email()).toHaveValue(ENTRIES.email);

    await user.click(submitButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/thank-you'));
  });

  it('names the file rule when the server refuses the attachment', async () => {
    server.use(
      http.post('*/api/v1/signup', () =>
        HttpResponse.json(
          { code: 'file_type_and_size', message: 'Only PDF files', fileName: 'cv.pdf' },
          { status: 400 },
        ),
      ),
    );
    const { user } = await openSignUp();
    await fillForm(user);
    await user.upload(field.file(), pdf());
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(FILE_ERROR);
    expect(screen.getByText('Lebenslauf_Hoffmann.pdf')).toBeInTheDocument();
  });

  it('marks the fields a server rule refused', async () => {
    server.use(
      http.post('*/api/v1/signup', () =>
        HttpResponse.json(
          { code: 'validation', message: 'Validation failed', fields: { zip: 'max', email: 'email' } },
          { status: 400 },
        ),
      ),
    );
    const { user } = await openSignUp();
    await fillForm(user);
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Some entries were not accepted. Please check the marked fields.',
    );
    expect(field.zip()).toHaveAccessibleDescription('Please check this entry.');
    expect(field.email()).toHaveAccessibleDescription('Please enter a valid e-mail address, e.g. name@company.com.');
    expect(field.zip()).toHaveValue(ENTRIES.zip);
  });

  it('disables the submit button while the request runs, so it is sent once', async () => {
    // The reply waits until the test lets it go, so "while it runs" does not depend on timing.
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.post('*/api/v1/signup', async () => {
        await answered;
        return HttpResponse.json({ code: 'server', message: 'boom' }, { status: 500 });
      }),
    );
    const requests = recordRequests();
    const { user } = await openSignUp();
    await fillForm(user);
    await user.click(submitButton());
    const sending = await screen.findByRole('button', { name: 'Creating your account…' });
    expect(sending).toBeDisabled();
    // Enter in a field while it runs does not send it again either.
    await user.click(field.zip());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(sent(requests, 'POST', '/signup')).toHaveLength(1));
    answer();
    await screen.findByRole('alert');
    expect(submitButton()).toBeEnabled();
    expect(sent(requests, 'POST', '/signup')).toHaveLength(1);
  });

  it('sends exactly the trimmed fields, creates the account and lands on the thank-you page', async () => {
    const parts = recordSignupParts();
    const { user, router } = await openSignUp();
    await fillForm(user, {
      firstName: '  Jana ',
      lastName: 'Hoffmann  ',
      address: ' Königsallee 60',
      zip: ' 40212 ',
      email: ' Jana.Hoffmann@example.com ',
    });
    // Enter in a field submits, as the button does.
    await user.click(field.zip());
    await user.keyboard('{Enter}');

    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you for registering' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/thank-you');
    expect(parts).toEqual([
      {
        fields: {
          firstName: 'Jana',
          lastName: 'Hoffmann',
          address: 'Königsallee 60',
          zip: '40212',
          country: 'DE',
          email: 'Jana.Hoffmann@example.com',
          password: PASSWORD,
          language: String(LANGUAGE_CODE.EN),
        },
        files: [],
      },
    ]);
    const created = findUserByEmail('jana.hoffmann@example.com');
    expect(created).toMatchObject({ password: PASSWORD, showAgreement: true });
    expect(findManager(created?.managerId ?? null)?.personalDetails).toMatchObject({
      firstName: 'Jana',
      lastName: 'Hoffmann',
    });

    expect(screen.getByRole('status')).toHaveTextContent('Your account has been created.');
    expect(
      screen.getByText(
        'You can sign in right away: your username is Jana.Hoffmann@example.com, with the password you have just chosen.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Sign in now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('sends the chosen PDF as the file part', async () => {
    // jsdom's File loses its bytes on the way to the mock (tests/mocks/helpers.ts), so the
    // server's answer is given here; the mock's own file rules are in tests/mocks/signup.test.ts.
    server.use(http.post('*/api/v1/signup', () => HttpResponse.json({ status: 'success' })));
    const parts = recordSignupParts();
    const { user, router } = await openSignUp();
    await fillForm(user);
    await user.upload(field.file(), pdf());
    await screen.findByText('Lebenslauf_Hoffmann.pdf');
    await user.click(submitButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/thank-you'));
    expect(parts).toHaveLength(1);
    expect(parts[0]?.files).toEqual([{ name: 'file', type: 'application/pdf' }]);
    expect(Object.keys(parts[0]?.fields ?? {}).sort()).toEqual([
      'address',
      'country',
      'email',
      'firstName',
      'language',
      'lastName',
      'password',
      'zip',
    ]);
  });

  it('offers the countries of the current language, and a retry when they fail to load', async () => {
    // A GET is retried twice (docs/decisions/006-retries-and-single-submit.md): the list stays unavailable
    // until the user retries.
    let available = false;
    server.use(
      http.get('*/api/v1/meta/labels_and_enums/lang/:lang', () => (available ? undefined : HttpResponse.error())),
    );
    const { user } = await openSignUp();
    expect(
      await screen.findByText(
        'The list of countries could not be loaded. Server connection error. Please check your connection and try again.',
      ),
    ).toBeInTheDocument();
    available = true;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await chooseCountry(user, 'Germany');
    expect(
      screen.queryByText(
        'The list of countries could not be loaded. Server connection error. Please check your connection and try again.',
      ),
    ).not.toBeInTheDocument();
  });
});

describe('the thank-you page', () => {
  it('without the sign-up behind it, still tells how to sign in', async () => {
    const { user, router } = await renderApp({ route: '/thank-you' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you for registering' })).toBeInTheDocument();
    expect(screen.getByText(/your username is your e-mail address/)).toBeInTheDocument();
    expect(screen.getByText(/non-disclosure agreement/)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Sign in now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
