import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { CANDIDATE_STATUS, OPPORTUNITY_PATHS } from '@/contract/opportunities';
import { PLACEMENT_PATHS } from '@/contract/placements';
import { db } from '@mocks/db';
import { server } from '@mocks/node';
import { apiUrl } from '@mocks/shared/urls';

import { DEMO, dialogsClosed, recordRequests } from '../../test-utils';
import { onTheDay, renderApp, sent } from '../helpers';
import { itemNamed, listNamed, OPPORTUNITY, theDialog } from '../opportunitiesAndPlacements/managementHelpers';
import { calendar, calendarDay, choose, FIRST_RENDER, ID, SLOW, WEDNESDAY } from '../placementScreen/placementHelpers';

/**
 * The placements, their months and the opportunities are kept once, in core: an answer given on
 * /management and a time entry saved on the placement screen show on the dashboard of the same
 * store at once. To prove the dashboard shows the store's copy and not a new answer of the
 * server, its reloads of those lists fail once the change is made (a failed reload keeps the data).
 */

onTheDay(WEDNESDAY);

const failing = () => HttpResponse.json({ code: 'server', message: 'down' }, { status: 500 });

async function todoPanel() {
  const panel = await screen.findByRole('region', { name: 'What needs doing' }, FIRST_RENDER);
  await within(panel).findAllByRole('listitem', {}, FIRST_RENDER);
  return panel;
}

/** The tasks grouped under Alpenland's name. */
async function alpenlandTasks(panel: HTMLElement): Promise<HTMLElement> {
  const heading = await within(panel).findByRole('heading', {
    level: 3,
    name: 'Interim-CFO · Alpenland Maschinenbau GmbH',
  });
  return heading.closest('li')!;
}

const goHome = (user: Awaited<ReturnType<typeof renderApp>>['user']) =>
  user.click(screen.getAllByRole('link', { name: 'Home' })[0]!);

describe('one copy of the server data for every screen', { timeout: SLOW }, () => {
  it("drops the dashboard's to-do of an opportunity declined on /management without a new fetch", async () => {
    // The only new opportunity left is the one whose NDA is accepted: declining it leaves none to answer.
    db.opportunities
      .filter((each) => each.candidate.status === CANDIDATE_STATUS.NEW && each.id !== OPPORTUNITY.newWithNda.id)
      .forEach((each) => (each.candidate.status = CANDIDATE_STATUS.NOT_INTERESTED));
    const { user, router } = await renderApp({ route: '/dashboard', signedInAs: DEMO.manager });
    const panel = await todoPanel();
    const item = await within(panel).findByText('1 new opportunity is waiting for your answer', {}, FIRST_RENDER);
    await user.click(within(item.closest('li')!).getByRole('link', { name: 'View opportunities' }));

    const list = await listNamed('Your opportunities');
    const title = OPPORTUNITY.newWithNda.title;
    await user.click(within(itemNamed(list, title)).getByRole('link', { name: title }));
    const dialog = await theDialog();
    await user.click(await within(dialog).findByRole('button', { name: 'Not interested' }));
    await user.click(within(dialog).getByRole('button', { name: 'Yes, send my answer' }));
    await dialogsClosed();

    // From now on the server cannot tell the dashboard anything about the opportunities.
    server.use(http.get(apiUrl(OPPORTUNITY_PATHS.opportunities), failing));
    const requests = recordRequests();
    await goHome(user);
    expect(router.state.location.pathname).toBe('/dashboard');
    // Wait for the state, not a node: the notice may be drawn again as the other lists arrive.
    await waitFor(
      () =>
        expect(
          screen.getByText(
            'Your opportunities could not be loaded, so new ones may be missing below. An error occurred on the server. Please try again later.',
          ),
        ).toBeInTheDocument(),
      FIRST_RENDER,
    );
    const again = await todoPanel();
    await within(await alpenlandTasks(again)).findByText(/3 working days/);
    expect(again).not.toHaveTextContent(/new opportunit/);
    expect(sent(requests, 'GET', OPPORTUNITY_PATHS.opportunities.build())).toHaveLength(1);
  });

  it("shows a time entry saved on the placement screen in the dashboard's calendar and to-do", async () => {
    const { user } = await renderApp({ route: '/dashboard', signedInAs: DEMO.manager });
    const panel = await todoPanel();
    await within(await alpenlandTasks(panel)).findByText(/3 working days without an entry, from Fri, 20 Nov/);

    await user.click(screen.getByRole('link', { name: 'View details: Interim-CFO · Alpenland Maschinenbau GmbH' }));
    // The placement screen, not the dashboard's calendar of the same month.
    await screen.findByRole('heading', { level: 1, name: 'Interim-CFO · Alpenland Maschinenbau GmbH' }, FIRST_RENDER);
    const november = await calendar('November 2026');
    await user.click(calendarDay(november, 'Friday, 20 November'));
    const dialog = await screen.findByRole('dialog', { name: 'Log activity: Friday, 20 November 2026' }, FIRST_RENDER);
    await choose(user, within(dialog).getByRole('combobox', { name: /^Reason without recorded time/ }), 'Annual leave');
    const save = within(dialog).getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    await dialogsClosed();
    await waitFor(() =>
      expect(calendarDay(november, 'Friday, 20 November')).toHaveAccessibleName(
        'Friday, 20 November: time logged. Log activity',
      ),
    );

    // From now on the server cannot tell the dashboard anything about the months.
    server.use(http.get(apiUrl(PLACEMENT_PATHS.monthOverview), failing));
    const requests = recordRequests();
    await goHome(user);
    const widget = await screen.findByRole('region', { name: 'Current placements' });
    const shown = await within(widget).findByRole('table', { name: 'November 2026' });
    expect(within(shown).getByRole('img', { name: 'Friday, 20 November: time logged' })).toBeInTheDocument();
    const again = await todoPanel();
    await within(await alpenlandTasks(again)).findByText(/2 working days without an entry, from Mon, 23 Nov/);
    await waitFor(() =>
      expect(sent(requests, 'GET', PLACEMENT_PATHS.monthOverview.build(ID.PORTAL, 2026, 11))).toHaveLength(1),
    );
  });
});
