import { screen, waitFor, within } from '@testing-library/react';

import { DEMO, dialogsClosed } from '../../../test-utils';
import { berger, choose, optionsOf, renderApp } from '../../helpers';

/** Shared steps of the CV dialog tests: open by deep link, choose, the dialog's buttons. */

export { berger, choose, optionsOf };

export const MANAGER = DEMO.manager;

/** Opens `/resume/<path>` signed in as the demo manager and waits for the dialog and the labels it shows. */
export async function openDialog(path: string, title: string | RegExp) {
  const app = await renderApp({ route: `/resume/${path}`, signedInAs: MANAGER });
  // The first dialog of a test file waits for its chunks (page, CV view, dialog) to be transformed: on busy cores longer than the usual ceiling.
  const dialog = await screen.findByRole('dialog', { name: title }, { timeout: 20_000 });
  await waitFor(() => expect(app.store.getState().meta.labels.status).toBe('succeeded'));
  return { ...app, dialog };
}

export const saveButton = () => screen.getByRole('button', { name: 'Save' });
export const cancelButton = () => screen.getByRole('button', { name: 'Cancel' });
export const textbox = (name: RegExp | string, scope: HTMLElement = document.body) =>
  within(scope).getByRole('textbox', { name });
export const combobox = (name: RegExp | string, scope: HTMLElement = document.body) =>
  within(scope).getByRole('combobox', { name });

/** The dialog is gone and the address is the CV again. */
export async function expectClosed(router: { state: { location: { pathname: string } } }, title: string | RegExp) {
  await waitFor(() => expect(screen.queryByRole('dialog', { name: title })).not.toBeInTheDocument());
  await dialogsClosed();
  expect(router.state.location.pathname).toBe('/resume');
}

export const SAVE_FAILED = 'Your changes could not be saved. Everything you entered is still here; please try again.';
export const SERVER_ERROR = 'An error occurred on the server. Please try again later.';
export const DRAFT_FOUND = 'You have unsaved changes from your last visit to this form.';
export const REQUIRED = 'This field is required.';

/**
 * The time allowed a test of these files: the dialog opens over the whole CV page and some
 * lists (countries) have hundreds of options, which on two shared, busy cores takes a while.
 */
export const SLOW = 60_000;
