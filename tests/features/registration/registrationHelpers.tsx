import { File as NodeFile } from 'node:buffer';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

import { unanswered } from '@/features/registration/registration.questions';
import { LOCAL_KEYS } from '@/lib/storageKeys';

import { fill, renderApp } from '../helpers';

/** Shared steps of the registration tests (English UI unless a test switches). */

export const TERMS_BOX = 'I have read the non-disclosure agreement and accept it.';
export const PRIVACY_BOX = 'I have read and acknowledged the privacy notice.';

export function pdf(name = 'cv.pdf', body = '%PDF-1.7 test'): File {
  return new File([body], name, { type: 'application/pdf' });
}

export async function openRegistration(route = '/register') {
  const rendered = await renderApp({ route });
  await screen.findByRole('heading', { level: 1, name: 'Registration' });
  return rendered;
}

export function stepHeading(name: string | RegExp) {
  return screen.findByRole('heading', { level: 2, name });
}

export async function next(user: UserEvent) {
  await user.click(screen.getByRole('button', { name: 'Next' }));
}

export async function choose(user: UserEvent, label: RegExp, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  const listbox = await screen.findByRole('listbox');
  await user.click(within(listbox).getByRole('option', { name: option }));
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
}

export function field(label: RegExp): HTMLElement {
  return screen.getByRole('textbox', { name: label });
}

export interface PersonalData {
  firstName: string;
  lastName: string;
  street: string;
  postalCode: string;
  city: string;
  email: string;
  mobile: string;
}

export const PERSON: PersonalData = {
  firstName: '  Jana ',
  lastName: 'Hoffmann',
  street: 'Königsallee 60',
  postalCode: '40212',
  city: 'Düsseldorf',
  email: 'jana.hoffmann@example.com',
  mobile: '+49 171 3920012',
};

/** Fills the required personal fields of step 2 (waits for the labels to arrive). */
export async function fillPersonal(user: UserEvent, person: Partial<PersonalData> = {}) {
  const data = { ...PERSON, ...person };
  await waitFor(() => expect(screen.getByRole('combobox', { name: /^Salutation/ })).toBeInTheDocument());
  await choose(user, /^Salutation/, 'Ms');
  await fill(user, field(/^First name/), data.firstName);
  await fill(user, field(/^Last name/), data.lastName);
  await fill(user, field(/^Street and number/), data.street);
  await fill(user, field(/^Postal code/), data.postalCode);
  await fill(user, field(/^City/), data.city);
  await choose(user, /^Country/, 'Germany');
  await fill(user, field(/^E-mail address/), data.email);
  await fill(user, field(/^Mobile phone/), data.mobile);
}

export function fileInput(number: number): HTMLInputElement {
  return screen.getByLabelText(`PDF file of document ${number}`, { selector: 'input' }) as HTMLInputElement;
}

export async function uploadCv(user: UserEvent, number = 1, file = pdf()) {
  await user.upload(fileInput(number), file);
  await screen.findByText(file.name);
}

export async function acceptAgreements(user: UserEvent) {
  await user.click(screen.getByRole('checkbox', { name: TERMS_BOX }));
  await user.click(screen.getByRole('checkbox', { name: PRIVACY_BOX }));
}

/** From a fresh wizard to step 3: welcome, personal data with a CV, both agreements, a new e-mail. */
export async function throughStep2(user: UserEvent, person: Partial<PersonalData> = {}) {
  await stepHeading('Welcome');
  await next(user);
  await stepHeading('Personal data');
  await fillPersonal(user, person);
  await uploadCv(user);
  await acceptAgreements(user);
  await next(user);
  await stepHeading('Competence profile');
}

export async function answerAll(user: UserEvent, answers: ('Yes' | 'No')[]) {
  const groups = screen.getAllByRole('radiogroup');
  for (const [index, answer] of answers.entries()) {
    await user.click(within(groups[index] as HTMLElement).getByRole('radio', { name: answer }));
  }
}

export function storedAgreementFlags(): unknown {
  const raw = window.localStorage.getItem(LOCAL_KEYS.registrationAgreement);
  return raw ? JSON.parse(raw) : null;
}

export const FILLED = {
  salutation: '200',
  title: '',
  firstName: 'Jana',
  lastName: 'Hoffmann',
  birthDate: '1978-09-14',
  nationality: ['DE'],
  street: 'Königsallee 60',
  postalCode: '40212',
  city: 'Düsseldorf',
  country: 'DE',
  state: '',
  primaryEmail: 'jana.hoffmann@example.com',
  mobilePhone1: '+49 171 3920012',
  industryFocuses: '',
  specialistFocuses: '',
  managementMethods: '',
  ...unanswered(),
};

/**
 * Starts the wizard from a draft of this tab (docs/decisions/010-drafts.md), as after a reload: the tests of
 * later steps skip the typing. Rows carry no file (files are not kept).
 */
export function seedDraft(
  step: number,
  values: Partial<typeof FILLED> = {},
  documents = [{ key: 'row-1', subcategoryId: 500, fileName: null as string | null }],
) {
  window.sessionStorage.setItem(
    'portal.draft.anonymous.registration',
    JSON.stringify({ step, values: { ...FILLED, ...values }, documents }),
  );
}

export function seedAgreement(terms = true, privacy = true) {
  window.localStorage.setItem(LOCAL_KEYS.registrationAgreement, JSON.stringify({ terms, privacy }));
}

/** A seeded step 2 with both boxes ticked: add the CV and go on to the questions. */
export async function fromSeededStep2ToQuestions(user: UserEvent, file = nodePdf()) {
  await stepHeading('Personal data');
  await uploadCv(user, 1, file);
  await next(user);
  await stepHeading('Competence profile');
  await next(user);
  await stepHeading('Applicant questions');
}

/**
 * jsdom's File and FormData lose their bytes on the way to msw (tests/mocks/helpers.ts), so
 * the upload tests hand the app Node's File and let it build Node's FormData: the mock then
 * sees the real multipart body and checks it as the server would. Undo with vi.unstubAllGlobals().
 */
export async function useNodeFormData(): Promise<void> {
  const probe = await new Response(new URLSearchParams()).formData();
  vi.stubGlobal('FormData', probe.constructor);
}

export function nodePdf(name = 'cv.pdf', body: string | Uint8Array = '%PDF-1.7 test', type = 'application/pdf'): File {
  // Node's File is what Node's FormData reads; the DOM typings only know the global one.
  return new NodeFile([body], name, { type }) as unknown as File;
}

/** The multipart parts of a recorded upload body, in order: [name, filename or value]. */
export function multipartParts(body: unknown): [string, string][] {
  const text = String(body);
  return [
    ...text.matchAll(/name="([^"]+)"(?:; filename="([^"]+)")?\r\n(?:Content-Type: [^\r]+\r\n)?\r\n([^\r]*)/g),
  ].map(([, name = '', filename, value = '']) => [name, filename ?? value]);
}
