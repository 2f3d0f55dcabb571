import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

import { dateField, fill, fillDate } from '../../helpers';
import { choose, combobox, openDialog } from '../dialogs/dialogHelpers';

/** Steps of the work-experience dialog tests: the fields by their labels, sections and rows. */

export const ADD = 'Add a position';
export const EDIT = 'Edit position';

// The CV dialogs' fields by their labels, within a section where a test names one.
export { combobox, textbox } from '../dialogs/dialogHelpers';
export const section = (name: string) => screen.getByRole('region', { name });
export const row = (name: string) => screen.getByRole('group', { name });

export { dateField };

/** Picks options of a multi-select (the list stays open while choosing) and closes it. */
export async function chooseMany(user: UserEvent, field: HTMLElement, options: string[]) {
  await user.click(field);
  const listbox = await screen.findByRole('listbox');
  for (const option of options) await user.click(within(listbox).getByRole('option', { name: option }));
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
}

/** Answers a yes/no question of a section. */
export async function answer(user: UserEvent, question: string | RegExp, choice: 'Yes' | 'No') {
  const group = screen.getByRole('radiogroup', { name: question });
  await user.click(within(group).getByRole('radio', { name: choice }));
}

/**
 * Opens a position dialog by its deep link and waits for its lower sections too: they render
 * right after the first paint (AfterFirstPaint), so the dialog opens fast.
 */
export async function openPositionDialog(path: string, title: string | RegExp) {
  const app = await openDialog(path, title);
  await screen.findByRole('heading', { level: 3, name: 'Reference' });
  return app;
}

/** The position of a new one at Nordwerk AG (`position-in-company/cmp_nordwerk`): what the form needs, filled in. */
export async function fillTreasuryPosition(user: UserEvent, jobTitle: HTMLElement) {
  await fill(user, jobTitle, 'Leiterin Treasury');
  await choose(user, combobox(/^Type of contract/), 'Permanent employment');
  await choose(user, combobox(/^Function/), 'Finance and controlling (CFO)');
  await choose(user, combobox(/^Role/), 'Head of department');
  await fillDate(user, await dateField(/^Start date/), '2003-01-01');
  await fillDate(user, await dateField(/^End date/), '2004-08-31');
}
