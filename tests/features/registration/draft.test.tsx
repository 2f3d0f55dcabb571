import { screen, within } from '@testing-library/react';

import { fill } from '../helpers';
import { choose, field, next, openRegistration, pdf, stepHeading, uploadCv } from './registrationHelpers';

/** What was typed survives a reload of the wizard; files must be chosen again (docs/decisions/010-drafts.md). */

it('restores step, fields and document categories after a reload, and asks for the files again', async () => {
  const first = await openRegistration();
  await next(first.user);
  await stepHeading('Personal data');
  await screen.findAllByText(/between the operator of this portal/);
  await fill(first.user, field(/^First name/), 'Jana');
  await fill(first.user, field(/^City/), 'Düsseldorf');
  await uploadCv(first.user, 1, pdf('lebenslauf.pdf'));
  await first.user.click(screen.getByRole('button', { name: 'Add document' }));
  await choose(first.user, /^Category of document 2/, 'Work certificates');
  expect(field(/^City/)).toHaveValue('Düsseldorf');
  first.unmount();

  const { user } = await openRegistration();
  await stepHeading('Personal data');
  expect(field(/^First name/)).toHaveValue('Jana');
  expect(field(/^City/)).toHaveValue('Düsseldorf');
  expect(screen.getByRole('combobox', { name: /^Category of document 2/ })).toHaveTextContent('Work certificates');
  // The notice at the top names the file to choose again; the row says it needs a file.
  expect(
    screen.getByText(
      /Files cannot be kept when the page is reloaded: please choose these files again: document 1 \(lebenslauf\.pdf\)/,
    ),
  ).toBeInTheDocument();
  const row1 = screen.getByRole('group', { name: 'Document 1' });
  expect(within(row1).getByText('Please add a PDF file to this row or remove the row.')).toBeInTheDocument();
  expect(screen.queryByText('lebenslauf.pdf')).not.toBeInTheDocument();
  await uploadCv(user, 1, pdf('lebenslauf.pdf'));
  expect(within(row1).queryByText('Please add a PDF file to this row or remove the row.')).not.toBeInTheDocument();
});
