import { screen, waitFor, within } from '@testing-library/react';

import { setMockConfig } from '@mocks/db';
import { CLIENT_CANDIDATE_ID as CAND } from '@mocks/projects/fixtures';

import { fill } from '../helpers';
import { cfoCandidateCard, FIRST_RENDER_TIMEOUT, openProjects, storedCandidate, TITLE } from './projectsHelpers';

/**
 * The client's projects against a server written to the specification alone (mocks/shared/specServer.ts): the
 * feedback on a candidate and the status report are calls we designed, which such a server does not have. Each
 * says so in words where it is used, and keeps what was typed (docs/decisions/056-a-save-is-its-status.md).
 */

beforeEach(() => setMockConfig({ server: 'spec' }));

const HARTMANN = 'Sabine Hartmann';

it('says the assessment cannot be sent through the portal, and keeps what was typed', async () => {
  const before = storedCandidate(CAND.HARTMANN_200).feedback;
  const { user } = await openProjects();
  await user.click(within(cfoCandidateCard(HARTMANN)).getByRole('button', { name: `Give feedback on ${HARTMANN}` }));
  const dialog = await screen.findByRole(
    'dialog',
    { name: `Your feedback on ${HARTMANN}` },
    { timeout: FIRST_RENDER_TIMEOUT },
  );
  await user.click(within(dialog).getByRole('radio', { name: 'Not a fit' }));
  await fill(user, within(dialog).getByLabelText('Comment (optional)'), 'Bitte weitere Profile.');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));

  expect(await within(dialog).findByRole('alert')).toHaveTextContent(
    'Your changes could not be saved; everything you entered is still here. Your assessment cannot be sent ' +
      'through the portal at the moment: please give it to your contact at Interim Executive Partners by phone or e-mail.',
  );
  expect(within(dialog).getByLabelText('Comment (optional)')).toHaveValue('Bitte weitere Profile.');
  expect(storedCandidate(CAND.HARTMANN_200).feedback).toEqual(before);
});

it('says the status report is not available, rather than that it was not found', async () => {
  const { user } = await openProjects();
  await user.click(screen.getByRole('button', { name: `Status report (PDF) of ${TITLE.CFO}, opens in a new tab` }));
  await waitFor(() =>
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This function is not available at the moment. If you need it, please contact our support team.',
    ),
  );
});
