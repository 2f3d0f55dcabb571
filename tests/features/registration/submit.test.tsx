import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { db } from '@mocks/db';
import { server } from '@mocks/node';

import { recordRequests } from '../../test-utils';
import { sent, todayIso } from '../helpers';
import {
  answerAll,
  field,
  fromSeededStep2ToQuestions,
  multipartParts,
  next,
  nodePdf,
  openRegistration,
  seedAgreement,
  seedDraft,
  stepHeading,
  storedAgreementFlags,
  uploadCv,
  useNodeFormData,
} from './registrationHelpers';

/** 'Apply now': register, upload the documents, and the release dialog. */

const ALL_YES = Array<'Yes'>(8).fill('Yes');

beforeEach(async () => {
  await useNodeFormData();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/**
 * From a draft at step 2 with the agreement accepted: uploads the CV, answers every question
 * yes and clicks 'Apply now'. Answers the rendered app and the button.
 */
async function applyFromDraft({
  draft = {},
  route,
  cv,
}: { draft?: Parameters<typeof seedDraft>[1]; route?: string; cv?: File } = {}) {
  seedDraft(2, draft);
  seedAgreement();
  const app = await openRegistration(route);
  await fromSeededStep2ToQuestions(app.user, cv);
  await answerAll(app.user, ALL_YES);
  const apply = screen.getByRole('button', { name: 'Apply now' });
  await app.user.click(apply);
  return { ...app, apply };
}

function base64Json(value: unknown): string {
  return btoa(JSON.stringify(value));
}

it('keeps Apply now disabled until all eight questions are answered', async () => {
  seedDraft(4);
  const { user } = await openRegistration();
  await stepHeading('Applicant questions');
  const apply = screen.getByRole('button', { name: 'Apply now' });
  expect(apply).toBeDisabled();
  await answerAll(user, ['Yes', 'No', 'Yes', 'No', 'Yes', 'No', 'Yes']);
  expect(apply).toBeDisabled();
  expect(screen.getByText('7 of 8 questions answered')).toBeInTheDocument();
  await answerAll(user, [...Array<'Yes'>(7).fill('Yes'), 'No']);
  expect(apply).toBeEnabled();
});

it('quotes the screening thresholds in the questions, with numbers in the language’s format', async () => {
  seedDraft(4);
  await openRegistration();
  await stepHeading('Applicant questions');
  const legends = screen
    .getAllByRole('radiogroup')
    .map((group) => screen.getByText((_, node) => node?.id === group.getAttribute('aria-labelledby')).textContent);
  expect(legends).toHaveLength(8);
  expect(legends.join(' ')).toMatch(
    /more than 10 employees.*EUR 30 million.*EUR 100 million.*more than 300 employees.*more than 12 months.*EUR 1 million.*more than 20 staff/s,
  );
});

it('sends the exact payload with the user id of the link, uploads the CV, and opens the automatic-release dialog', async () => {
  const requests = recordRequests();
  const { user, router } = await applyFromDraft({
    draft: { firstName: '  Jana ', city: ' Düsseldorf ', state: ' NRW ', title: '100' },
    route: `/register/${base64Json({ userId: 4711 })}`,
    cv: nodePdf('Lebenslauf Jana.pdf'),
  });

  const dialog = await screen.findByRole('dialog', { name: 'Thank you for your application' });
  expect(within(dialog).getByText(/access data by e-mail within the next few minutes/)).toBeInTheDocument();
  const [register] = sent(requests, 'POST', '/register');
  expect(register?.body).toEqual({
    language: 200,
    firstName: 'Jana',
    lastName: 'Hoffmann',
    salutation: '200',
    title: '100',
    birthDate: '1978-09-14',
    nationality: ['DE'],
    primaryAddress: { street: 'Königsallee 60', postalCode: '40212', city: 'Düsseldorf', country: 'DE', state: 'NRW' },
    mobilePhone1: '+49 171 3920012',
    primaryEmail: 'jana.hoffmann@example.com',
    industryFocuses: '',
    specialistFocuses: '',
    managementMethods: '',
    newApplicantQuestions: {
      question1: 100,
      question2: 100,
      question3: 100,
      question4: 100,
      question5: 100,
      question6: 100,
      question7: 100,
      question8: 100,
    },
    userID: '4711',
    isRegistratoionProcess: true,
    contractReceivedDate: todayIso(),
    currentMcAccepted: true,
  });
  const uploads = requests.filter(
    (request) => request.method === 'POST' && request.path.startsWith('/api/v1/upload-resumes/'),
  );
  expect(uploads).toHaveLength(1);
  expect(multipartParts(uploads[0]?.body)).toEqual([
    ['files[]', 'Lebenslauf Jana.pdf'],
    ['subcategories[]', '500'],
  ]);
  // The mock stored it: the new manager has the document.
  expect(db.documents.some((document) => document.name === 'Lebenslauf Jana.pdf')).toBe(true);
  // Success clears the draft and the stored flags.
  expect(window.sessionStorage.getItem('portal.draft.anonymous.registration')).toBeNull();
  expect(storedAgreementFlags()).toBeNull();

  await user.click(within(dialog).getByRole('button', { name: 'To the home page' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
});

it('sends only the rows that have a file, in order, and opens the manual-release dialog when an answer is no', async () => {
  const requests = recordRequests();
  seedDraft(2, {}, [
    { key: 'a', subcategoryId: 400, fileName: null },
    { key: 'b', subcategoryId: 1100, fileName: null },
  ]);
  seedAgreement();
  // A malformed id is ignored: no userID, no crash.
  const { user } = await openRegistration('/register/not-base64!!');
  await stepHeading('Personal data');
  await uploadCv(user, 1, nodePdf('cv-de.pdf'));
  await uploadCv(user, 2, nodePdf('zeugnis.pdf'));
  await next(user);
  await stepHeading('Competence profile');
  await next(user);
  await stepHeading('Applicant questions');
  await answerAll(user, ['Yes', 'Yes', 'No', 'Yes', 'Yes', 'Yes', 'Yes', 'Yes']);
  await user.click(screen.getByRole('button', { name: 'Apply now' }));

  const dialog = await screen.findByRole('dialog', { name: 'Thank you for your application' });
  expect(within(dialog).getByText(/review it carefully/)).toBeInTheDocument();
  const [register] = sent(requests, 'POST', '/register');
  expect(register?.body).not.toHaveProperty('userID');
  expect((register?.body as { newApplicantQuestions: Record<string, number> }).newApplicantQuestions.question3).toBe(
    200,
  );
  const upload = requests.find((request) => request.path.startsWith('/api/v1/upload-resumes/'));
  expect(multipartParts(upload?.body)).toEqual([
    ['files[]', 'cv-de.pdf'],
    ['subcategories[]', '400'],
    ['files[]', 'zeugnis.pdf'],
    ['subcategories[]', '1100'],
  ]);
});

it('keeps every entry and says so when the registration fails', async () => {
  server.use(
    http.post('*/api/v1/register', () => HttpResponse.json({ code: 'server', message: 'down' }, { status: 500 })),
  );
  const requests = recordRequests();
  const { user, apply } = await applyFromDraft();

  expect(
    await screen.findByText(
      'Your application could not be sent. All your entries are still here. An error occurred on the server. Please try again later.',
    ),
  ).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(sent(requests, 'POST', '/register')).toHaveLength(1);
  expect(requests.some((request) => request.path.includes('upload-resumes'))).toBe(false);
  // The answers, the personal data and the file are all still there.
  expect(screen.getAllByRole('radio', { name: 'Yes', checked: true })).toHaveLength(8);
  expect(apply).toBeEnabled();
  await user.click(screen.getByRole('button', { name: 'Back' }));
  await user.click(screen.getByRole('button', { name: 'Back' }));
  await stepHeading('Personal data');
  expect(field(/^First name/)).toHaveValue('Jana');
  expect(screen.getByText('cv.pdf')).toBeInTheDocument();
});

it('says why the documents could not be uploaded: without a connection, to try again once it is back', async () => {
  server.use(http.post('*/api/v1/upload-resumes/:managerId', () => HttpResponse.error()));
  await applyFromDraft();

  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Your application was received, but your documents could not be uploaded. Your entries and files are still here. ' +
      'Server connection error. Please check your connection and try again.',
  );
  expect(screen.getByRole('button', { name: 'Upload the documents again' })).toBeEnabled();
});

it('retries only the upload when the registration went through but the upload failed', async () => {
  let failUpload = true;
  server.use(
    http.post('*/api/v1/upload-resumes/:managerId', () => {
      if (!failUpload) return undefined; // fall through to the mock
      return HttpResponse.json({ code: 'server', message: 'down' }, { status: 500 });
    }),
  );
  const requests = recordRequests();
  const { user } = await applyFromDraft();

  expect(
    await screen.findByText(/Your application was received, but your documents could not be uploaded/),
  ).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  failUpload = false;
  await user.click(screen.getByRole('button', { name: 'Upload the documents again' }));

  expect(await screen.findByRole('dialog', { name: 'Thank you for your application' })).toBeInTheDocument();
  expect(sent(requests, 'POST', '/register')).toHaveLength(1);
  expect(requests.filter((request) => request.path.startsWith('/api/v1/upload-resumes/'))).toHaveLength(2);
});

it('takes a registration answered 204 as done: the dialog opens once, and asks for the documents by e-mail', async () => {
  // A save's success is its status (docs/decisions/056-a-save-is-its-status.md); without the manager id the
  // documents cannot follow, so none is sent and nothing invites a second registration.
  server.use(http.post('*/api/v1/register', () => new HttpResponse(null, { status: 204 })));
  const requests = recordRequests();
  const { apply } = await applyFromDraft();

  const dialog = await screen.findByRole('dialog', { name: 'Thank you for your application' });
  expect(dialog).toHaveTextContent(
    'We have received your application and will review it carefully. We will get in touch with you shortly. ' +
      'Your documents could not be sent with your application: please send them to us by e-mail at ' +
      'support@interim-executive-partners.de.',
  );
  expect(screen.queryByText(/could not be sent\. All your entries/)).not.toBeInTheDocument();
  expect(apply).toBeDisabled();
  expect(sent(requests, 'POST', '/register')).toHaveLength(1);
  expect(requests.some((request) => request.path.includes('upload-resumes'))).toBe(false);
});

it('disables Apply now while the request runs (no double submit)', async () => {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  server.use(
    http.post('*/api/v1/register', async () => {
      await gate;
      return undefined;
    }),
  );
  const { apply } = await applyFromDraft();
  await waitFor(() => expect(apply).toBeDisabled());
  release();
  expect(await screen.findByRole('dialog', { name: 'Thank you for your application' })).toBeInTheDocument();
});
