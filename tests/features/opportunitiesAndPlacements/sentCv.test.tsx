import { screen, within } from '@testing-library/react';

import { DEMO } from '../../test-utils';
import { renderApp } from '../helpers';
import {
  COMPANY,
  FIRST_RENDER_TIMEOUT,
  itemNamed,
  listNamed,
  openManagement,
  OPPORTUNITY,
  placementOf,
} from './managementHelpers';

/** The CV that was sent (/opportunity-resume/… and /placement-resume/…), read-only in the resume's CV view. */

const BERGER = 'Dr. Katharina Berger';

describe('the CV that was sent', () => {
  it('opens from an opportunity: the CV read-only, with the way back to the opportunities', async () => {
    const { user, router } = await openManagement();
    const list = await listNamed('Your opportunities');
    await user.click(
      within(itemNamed(list, OPPORTUNITY.applied.title)).getByRole('link', { name: /View the CV we sent/ }),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'The CV we sent' }, { timeout: FIRST_RENDER_TIMEOUT }),
    ).toBeInTheDocument();
    expect(await within(screen.getByRole('main')).findByText(BERGER)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Hansa Logistik GmbH' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).queryAllByRole('link', { name: /^(Edit|Add)/ })).toEqual([]);
    expect(router.state.location.pathname).toBe(
      `/opportunity-resume/${OPPORTUNITY.applied.id}/cand_10427_finance-transformation-insurance`,
    );

    await user.click(screen.getByRole('link', { name: 'Back to the opportunities' }));
    expect(await listNamed('Your opportunities')).toBeInTheDocument();
  });

  it('opens from a placement, with the way back to the placements', async () => {
    const { user, router } = await openManagement('/management/placements');
    const list = await listNamed('Your placements');
    await user.click(within(placementOf(list, COMPANY.portal)).getByRole('link', { name: /View the CV we sent/ }));
    expect(
      await within(screen.getByRole('main')).findByText(BERGER, {}, { timeout: FIRST_RENDER_TIMEOUT }),
    ).toBeInTheDocument();
    expect(screen.getByText(/This is your CV as we sent it for this placement/)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/placement-resume/plc-alpenland-cfo/cand_10427_alpenland-cfo');
    await user.click(screen.getByRole('link', { name: 'Back to the placements' }));
    expect(await listNamed('Your placements')).toBeInTheDocument();
  });

  it('says so when there is no such CV', async () => {
    await renderApp({ route: '/opportunity-resume/opp-x/cand_gibt-es-nicht', signedInAs: DEMO.manager });
    expect(
      await screen.findByRole(
        'heading',
        { level: 2, name: 'This CV was not found' },
        { timeout: FIRST_RENDER_TIMEOUT },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the opportunities' })).toHaveAttribute(
      'href',
      '/management/opportunities',
    );
  });
});
