import { screen, waitFor } from '@testing-library/react';

import { setMockConfig } from '@mocks/db';

import { recordRequests } from '../../test-utils';
import { fill, sent } from '../helpers';
import { berger, expectClosed, openDialog, saveButton, SLOW, textbox } from './dialogs/dialogHelpers';
import { fillTreasuryPosition } from './workExperience/weHelpers';

/**
 * CV saves against a server written to the specification alone (mocks/shared/specServer.ts): each answers 204
 * without the CV and carries no versions. A save's success is its status (docs/decisions/056-a-save-is-its-status.md):
 * the dialog closes onto the CV read again, and nothing invites a second save that would create a duplicate.
 */

beforeEach(() => setMockConfig({ server: 'spec' }));

const NOT_SAVED = /could not be saved|unreadable/;

describe('CV saves answered 204', { timeout: SLOW }, () => {
  it('adds a position once: the dialog closes onto the CV, read again, which shows it', async () => {
    const requests = recordRequests();
    const title = 'Add a position at Nordwerk AG';
    const { user, router } = await openDialog('position-in-company/cmp_nordwerk', title);
    await fillTreasuryPosition(user, textbox(/^Job title \(German\)/));
    await user.click(saveButton());

    await expectClosed(router, title);
    expect(await screen.findByText('Leiterin Treasury')).toBeInTheDocument();
    expect(screen.queryByText(NOT_SAVED)).not.toBeInTheDocument();
    expect(sent(requests, 'POST', '/manager/work_experience_composed')).toHaveLength(1);
    expect(sent(requests, 'GET', '/manager/10427').length).toBeGreaterThanOrEqual(2);
    expect(berger().cv.workExperience.filter((each) => each.name.de === 'Leiterin Treasury')).toHaveLength(1);
  });

  it('saves the availability with no version to send, and the CV shows the new rate', async () => {
    const requests = recordRequests();
    const { user, router } = await openDialog('availability', 'Availability and rates');
    await fill(user, textbox(/^Daily rate to/), '1950');
    await user.click(saveButton());

    await expectClosed(router, 'Availability and rates');
    expect(screen.queryByText(NOT_SAVED)).not.toBeInTheDocument();
    await waitFor(() => expect(berger().cv.availability.dailyRateTo).toBe(1950));
    const [put] = sent(requests, 'PUT', '/manager/availability');
    expect(put?.ifMatch).toBeNull();
    expect(await screen.findByText(/1,950/)).toBeInTheDocument();
  });
});
