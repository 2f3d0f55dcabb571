import { screen, waitFor, within } from '@testing-library/react';

import type { AppStore } from '@/app/store';
import { ACCOUNT_PATHS } from '@/contract/account';
import { monthKey } from '@/contract/month';
import { PLACEMENT_PATHS } from '@/contract/placements';
import { openTabChannel, type TabChannel } from '@/core/tabs/tabChannel';
import type { TabNews } from '@/core/tabs/tabs.news';
import { db } from '@mocks/db';

import { berger, renderApp, sent } from '../features/helpers';
import {
  itemNamed,
  listNamed,
  openManagement,
  OPPORTUNITY,
  opportunityStatus,
} from '../features/opportunitiesAndPlacements/managementHelpers';
import {
  calendar,
  calendarDay,
  choose,
  editor,
  FIRST_RENDER,
  ID,
  onTheWednesday,
  openPlacement,
  SLOW,
  stored,
} from '../features/placementScreen/placementHelpers';
import { openDialog } from '../features/resume/dialogs/dialogHelpers';
import { DEMO, dialogsClosed, recordRequests } from '../test-utils';

/**
 * The windows of one browser agree (docs/decisions/008-tabs-agree.md): news another window posts on the tab
 * channel reloads what this window shows; an open form keeps what is typed and says a newer version was saved.
 */

onTheWednesday();

const NOVEMBER: TabNews = { kind: 'saved', what: 'timeEntries', placementId: ID.PORTAL, year: 2026, month: 11 };
const FRIDAY = 'Friday, 20 November';
const PROFILE_PATH = ACCOUNT_PATHS.manager.build();

/** Another window of the browser: a second channel, signed in as `userId`. */
const others: TabChannel[] = [];
function otherWindow(userId: string | null, onNews: (news: TabNews) => void = () => undefined): TabChannel {
  const channel = openTabChannel({ userId: () => userId, onNews });
  others.push(channel);
  return channel;
}
afterEach(() => {
  others.splice(0).forEach((channel) => channel.close());
});

const userIdOf = (store: AppStore): string => store.getState().session.info!.userId;

/** What the other window saved: Friday 20 November on the Alpenland placement, as the server now has it. */
function fridaySavedElsewhere() {
  const month = stored(ID.PORTAL).months[monthKey({ year: 2026, month: 11 })]!;
  const thursday = month.timeTracking.find((entry) => entry.date === '2026-11-19')!;
  month.timeTracking.push({ ...thursday, date: '2026-11-20', description: '<p>Im anderen Fenster erfasst</p>' });
}

describe('news from another window of the same user', { timeout: SLOW }, () => {
  it('reloads the month the placement screen shows: the day saved there appears on the calendar', async () => {
    const { store } = await openPlacement(ID.PORTAL);
    const november = await calendar('November 2026');
    const before = calendarDay(november, FRIDAY).getAttribute('aria-label');
    expect(before).not.toMatch(/time logged/);

    fridaySavedElsewhere();
    otherWindow(userIdOf(store)).post(NOVEMBER);

    await waitFor(() => expect(calendarDay(november, FRIDAY).getAttribute('aria-label')).toMatch(/time logged/));
  });

  it('keeps what is typed in an open time entry of that month, and says a newer version was saved', async () => {
    const { store, user } = await openPlacement(ID.PORTAL, '/daily-overview/entry/2026-11-20?month=2026-11');
    const dialog = await screen.findByRole('dialog', { name: `Log activity: ${FRIDAY} 2026` }, FIRST_RENDER);
    const description = await editor('Description of the activity', dialog);
    await user.click(description);
    await user.keyboard('Mein Entwurf');
    expect(within(dialog).queryByText(/changed in another window/)).not.toBeInTheDocument();

    fridaySavedElsewhere();
    otherWindow(userIdOf(store)).post(NOVEMBER);

    expect(
      await within(dialog).findByText(
        'This was changed in another window meanwhile. Your changes here are kept; when you save, you will see both versions and choose which counts.',
      ),
    ).toBeInTheDocument();
    // The month behind the dialog has reloaded, and the form still holds what was typed.
    await waitFor(() =>
      expect(
        calendarDay(screen.getByRole('table', { name: 'November 2026', hidden: true }), FRIDAY, {
          hidden: true,
        }).getAttribute('aria-label'),
      ).toMatch(/time logged/),
    );
    expect(dialog).toBeInTheDocument();
    expect(description).toHaveTextContent('Mein Entwurf');
    expect(description).not.toHaveTextContent('Im anderen Fenster erfasst');
  });

  it('reloads the opportunities: one answered in another window shows its new status', async () => {
    const { store } = await openManagement();
    const list = await listNamed('Your opportunities');
    const answered = OPPORTUNITY.newWithoutNda;
    const statusOf = (title: string) => opportunityStatus(itemNamed(list, title));
    expect(statusOf(answered.title)).toBe('New');
    const notInterested = statusOf(OPPORTUNITY.notInterested.title);

    const opportunity = db.opportunities.find((each) => each.id === answered.id)!;
    const declined = db.opportunities.find((each) => each.id === OPPORTUNITY.notInterested.id)!;
    opportunity.candidate.status = declined.candidate.status;
    otherWindow(userIdOf(store)).post({ kind: 'answered', what: 'opportunity', id: answered.id });

    await waitFor(() => expect(statusOf(answered.title)).toBe(notInterested));
  });
});

describe('what other windows do not hear of, or ignore', { timeout: SLOW }, () => {
  it("ignores another user's news: nothing reloads", async () => {
    const requests = recordRequests();
    const { store } = await openPlacement(ID.PORTAL);
    const november = await calendar('November 2026');
    const overview = PLACEMENT_PATHS.monthOverview.build(ID.PORTAL, 2026, 11);
    const loads = sent(requests, 'GET', overview).length;
    const profileLoads = sent(requests, 'GET', PROFILE_PATH).length;

    fridaySavedElsewhere();
    let sender = 'someone-else';
    const channel = openTabChannel({ userId: () => sender, onNews: () => undefined });
    others.push(channel);
    channel.post(NOVEMBER);
    // News of the same user after it, on the same channel, arrives after it: once it did, the first was heard too.
    sender = userIdOf(store);
    channel.post({ kind: 'saved', what: 'account' });
    await waitFor(() => expect(sent(requests, 'GET', PROFILE_PATH).length).toBeGreaterThan(profileLoads));

    expect(sent(requests, 'GET', overview)).toHaveLength(loads);
    expect(calendarDay(november, FRIDAY).getAttribute('aria-label')).not.toMatch(/time logged/);
  });

  it('tells the other windows of a time entry saved here, once it is saved', async () => {
    const { store, user } = await openPlacement(ID.PORTAL, '/daily-overview/entry/2026-11-20?month=2026-11');
    const heard: TabNews[] = [];
    otherWindow(userIdOf(store), (news) => heard.push(news));
    const dialog = await screen.findByRole('dialog', { name: `Log activity: ${FRIDAY} 2026` }, FIRST_RENDER);
    await choose(user, within(dialog).getByRole('combobox', { name: /^Recorded time/ }), 'Full day');
    await user.click(await editor('Description of the activity', dialog));
    await user.keyboard('Abschlussprüfung vorbereitet');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled());
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await dialogsClosed();
    await waitFor(() => expect(heard).toEqual([NOVEMBER]));
  });
});

describe('the CV', { timeout: SLOW }, () => {
  it('reloads the CV behind an open CV dialog, and the dialog keeps what is typed and says why', async () => {
    const { store, user, dialog } = await openDialog('it-skills', 'IT skills');
    const remarks = within(dialog).getByRole('textbox', { name: 'Remarks on your IT skills' });
    await user.clear(remarks);
    await user.type(remarks, 'Mein Entwurf');

    berger().cv.itSkills.itSkillRemarks = 'Im anderen Fenster gespeichert';
    otherWindow(userIdOf(store)).post({ kind: 'saved', what: 'resume' });

    expect(await within(dialog).findByText(/^This was changed in another window meanwhile/)).toBeInTheDocument();
    // The CV page under the dialog shows the other window's version; the form keeps this one's.
    expect(await screen.findByText('Im anderen Fenster gespeichert')).toBeInTheDocument();
    expect(remarks).toHaveValue('Mein Entwurf');
  });
});

describe('the account', { timeout: SLOW }, () => {
  it('reloads the profile; the open account form keeps what is typed and says a newer version was saved', async () => {
    const { store, user } = await renderApp({ route: '/account', signedInAs: DEMO.manager });
    const city = await screen.findByRole('textbox', { name: /^City/ }, FIRST_RENDER);
    await waitFor(() => expect(city).toHaveValue('München'));
    await user.clear(city);
    await user.type(city, 'Augsburg');

    berger().personalDetails.primaryAddress = { ...berger().personalDetails.primaryAddress!, city: 'Regensburg' };
    otherWindow(userIdOf(store)).post({ kind: 'saved', what: 'account' });

    expect(await screen.findByText(/^This was changed in another window meanwhile/)).toBeInTheDocument();
    await waitFor(() => expect(store.getState().profile.data?.personalDetails.primaryAddress?.city).toBe('Regensburg'));
    expect(city).toHaveValue('Augsburg');
  });
});

describe('the monthly report', { timeout: SLOW }, () => {
  it('reloads the month under an open report; the report keeps what is typed and says a newer version was saved', async () => {
    const requests = recordRequests();
    const { store, user } = await renderApp({
      route: `/placement/${ID.PORTAL}/monthly-report?month=2026-11`,
      signedInAs: DEMO.manager,
    });
    const situation = await screen.findByRole('textbox', { name: '1. Current situation' }, FIRST_RENDER);
    await user.click(situation);
    await user.keyboard('Liquidität bis März gesichert');
    const overview = PLACEMENT_PATHS.monthOverview.build(ID.PORTAL, 2026, 11);
    const loads = sent(requests, 'GET', overview).length;

    otherWindow(userIdOf(store)).post({ ...NOVEMBER, what: 'monthlyReport' });

    expect(await screen.findByText(/^This was changed in another window meanwhile/)).toBeInTheDocument();
    await waitFor(() => expect(sent(requests, 'GET', overview).length).toBeGreaterThan(loads));
    expect(screen.getByRole('textbox', { name: '1. Current situation' })).toHaveTextContent(
      'Liquidität bis März gesichert',
    );
  });
});
