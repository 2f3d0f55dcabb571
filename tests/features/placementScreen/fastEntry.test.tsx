import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { PLACEMENT_PATHS } from '@/contract/placements';
import { server } from '@mocks/node';
import { apiUrl } from '@mocks/shared/urls';

import { dialogsClosed, recordRequests } from '../../test-utils';
import { dateField, ERROR_SUMMARY, fillDate, saveShowsWhatToFix, sent, summaryProblems } from '../helpers';
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
  storedEntries,
} from './placementHelpers';

/**
 * The fast entry on Alpenland in November 2026: 'fill weekdays' and 'copy last week'.
 * Entries exist on every weekday up to Thursday 19 November; 20, 23 and 24 are missing, today
 * is Wednesday the 25th. Each proposed entry is sent on its own; days with an entry are never
 * touched; the result says what was saved and what was skipped, and why.
 */

onTheWednesday();

const TIME_TRACKING = PLACEMENT_PATHS.timeTracking.build(ID.PORTAL);

/** The overview of November, with the fast entry's dialog opened by its link. */
async function openFastEntry(link: 'Fill working days' | 'Copy last week', title: string | RegExp) {
  const app = await openPlacement(ID.PORTAL);
  const november = await calendar('November 2026');
  await app.user.click(screen.getByRole('link', { name: link }));
  const dialog = await screen.findByRole('dialog', { name: title }, FIRST_RENDER);
  return { ...app, november, dialog };
}

/** Fill working days from `from` to the default end (today), a full day described. */
async function fillFrom(from: string) {
  const app = await openFastEntry('Fill working days', 'Fill working days');
  const { user, dialog } = app;
  await fillDate(user, await dateField(/^From/, dialog), from);
  await choose(user, within(dialog).getByRole('combobox', { name: /^Recorded time/ }), 'Full day');
  await user.click(await editor('Description of the activity', dialog));
  await user.keyboard('Projektarbeit vor Ort');
  await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled());
  return app;
}

/** The result of the fast entry on the overview. */
async function result(): Promise<HTMLElement> {
  const notices = await screen.findAllByRole('status');
  const notice = notices.find((each) => /saved\./.test(each.textContent ?? ''));
  if (!notice) throw new Error('No fast-entry result');
  return notice;
}

const skippedDays = (notice: HTMLElement) =>
  within(notice)
    .queryAllByRole('listitem')
    .map((item) => item.textContent);

describe('fill weekdays', { timeout: SLOW }, () => {
  it('previews how many weekdays the range fills and how many keep their entry', async () => {
    const requests = recordRequests();
    const { user, dialog } = await openFastEntry('Fill working days', 'Fill working days');
    // By default the month up to today: 4 of its 18 weekdays are open (20, 23, 24 and today).
    expect(
      within(dialog).getByText(
        '4 working days between 1 November and 25 November will be filled. 14 days already have an entry and stay as they are.',
      ),
    ).toBeInTheDocument();
    await fillDate(user, await dateField(/^From/, dialog), '2026-11-19');
    expect(
      await within(dialog).findByText(
        '4 working days between 19 November and 25 November will be filled. 1 day already has an entry and stays as it is.',
      ),
    ).toBeInTheDocument();
    // Nothing to save until the day says what it was: Save sends nothing and says so.
    expect(summaryProblems(await saveShowsWhatToFix(user, dialog, requests))).toEqual([
      { link: 'Reason without recorded time: Please choose a reason, or record a time.' },
    ]);
  });

  it('a range whose working days all have an entry: Save says to choose another, at the end of the range', async () => {
    const requests = recordRequests();
    const { user, dialog } = await fillFrom('2026-11-02');
    await fillDate(user, await dateField(/^To/, dialog), '2026-11-19');
    const summary = await saveShowsWhatToFix(user, dialog, requests);
    expect(summaryProblems(summary)).toEqual([
      { link: 'To: Every working day of this range already has an entry. Please choose another range.' },
    ]);
    await user.click(within(summary).getByRole('link'));
    expect(await dateField(/^To/, dialog)).toContainElement(document.activeElement as HTMLElement);
  });

  it('saves the weekdays without an entry, says how many, lists the days skipped, and leaves the entries that exist alone', async () => {
    const requests = recordRequests();
    const before = storedEntries(ID.PORTAL, 2026, 11).get('2026-11-19');
    const { user, dialog, november } = await fillFrom('2026-11-19');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await dialogsClosed();

    const notice = await result();
    expect(notice).toHaveTextContent(/^4 entries saved\. 1 day skipped:/);
    expect(skippedDays(notice)).toEqual(['Thursday, 19 November: it already has an entry']);

    // One request per new day, none for the day with an entry.
    const posts = sent(requests, 'POST', TIME_TRACKING).map(
      (request) => (request.body as { entry: { date: string } }).entry.date,
    );
    expect(posts).toEqual(['2026-11-20', '2026-11-23', '2026-11-24', '2026-11-25']);
    for (const day of [
      'Friday, 20 November',
      'Monday, 23 November',
      'Tuesday, 24 November',
      'Wednesday, 25 November',
    ]) {
      await waitFor(() => expect(calendarDay(november, day)).toHaveAccessibleName(`${day}: time logged. Log activity`));
    }
    // Saturday and Sunday stay empty; the day that had an entry has it as it was.
    expect(calendarDay(november, 'Saturday, 21 November')).toHaveAccessibleName(
      'Saturday, 21 November: weekend. Log activity',
    );
    const entries = storedEntries(ID.PORTAL, 2026, 11);
    expect(entries.get('2026-11-19')).toEqual(before);
    expect(entries.get('2026-11-23')).toMatchObject({
      recordedTime: '100',
      description: '<p>Projektarbeit vor Ort</p>',
    });
    expect(entries.has('2026-11-21')).toBe(false);
    expect(screen.getByText('18 of 18 working days logged')).toBeInTheDocument();
  });

  it('reports a day the server refuses as skipped, with the reason, and saves the others', async () => {
    server.use(
      http.post(apiUrl(PLACEMENT_PATHS.timeTracking), async ({ request }) => {
        const body = (await request.clone().json()) as { entry: { date: string } };
        if (body.entry.date === '2026-11-23')
          return HttpResponse.json({ code: 'month_submitted', message: 'The month is submitted' }, { status: 409 });
        if (body.entry.date === '2026-11-24') {
          return HttpResponse.json(
            {
              code: 'validation',
              message: 'The time entry breaks the time-tracking rules',
              fields: { description: 'description.required' },
            },
            { status: 400 },
          );
        }
        return undefined;
      }),
    );
    const { user, dialog, november } = await fillFrom('2026-11-19');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await dialogsClosed();

    const notice = await result();
    expect(notice).toHaveTextContent(/^2 entries saved\. 3 days skipped:/);
    expect(skippedDays(notice)).toEqual([
      'Thursday, 19 November: it already has an entry',
      "Monday, 23 November: the month's invoice has been submitted",
      'Tuesday, 24 November: the entry does not meet the time-tracking rules',
    ]);
    const entries = storedEntries(ID.PORTAL, 2026, 11);
    expect([...entries.keys()].filter((date) => date >= '2026-11-20').sort()).toEqual(['2026-11-20', '2026-11-25']);
    await waitFor(() =>
      expect(calendarDay(november, 'Friday, 20 November')).toHaveAccessibleName(
        'Friday, 20 November: time logged. Log activity',
      ),
    );
    expect(calendarDay(november, 'Monday, 23 November')).toHaveAccessibleName(
      'Monday, 23 November: time entry missing. Log activity',
    );

    // The result can be dismissed.
    await user.click(within(notice).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByText(/entries saved\./)).not.toBeInTheDocument());
  });

  it('shows the result only with the month it belongs to, not over another month or placement', async () => {
    const { user, dialog } = await fillFrom('2026-11-19');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await dialogsClosed();
    expect(await result()).toHaveTextContent(/^4 entries saved\./);

    await user.click(screen.getByRole('button', { name: 'Previous month: October 2026' }));
    await calendar('October 2026');
    expect(screen.queryByText(/entries saved\./)).not.toBeInTheDocument();
    expect(screen.queryByText(/Thursday, 19 November: it already has an entry/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Switch placement' }));
    await user.click(
      within(await screen.findByRole('menu')).getByRole('menuitem', {
        name: 'Interim-Leitung Finanzen · Nordwind Energie AG',
      }),
    );
    await screen.findByRole('heading', { level: 1, name: 'Interim-Leitung Finanzen · Nordwind Energie AG' });
    await calendar('November 2026');
    expect(screen.queryByText(/entries saved\./)).not.toBeInTheDocument();
  });

  it('does not open for a month that has been submitted: a link to it lands on the overview', async () => {
    // A July day without its entry: July's invoice was submitted (billing status 200).
    const july = stored(ID.PORTAL).months['2026_7']!;
    july.timeTracking = july.timeTracking.filter((entry) => entry.date !== '2026-07-31');
    const { router } = await openPlacement(ID.PORTAL, '/daily-overview/fill-weekdays?month=2026-07');
    // (hidden: an open dialog would hide the page from the accessibility tree)
    await calendar('July 2026', { hidden: true });
    expect(screen.getByText(/The invoice for July 2026 has been submitted/)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/placement/${ID.PORTAL}/daily-overview`), {
      timeout: 2_000,
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('copy last week', { timeout: SLOW }, () => {
  const TITLE = 'Copy last week to the week of 23 November';
  /** The legend of the proposed days. */
  const COPY_INTRO =
    "Last week's entries, proposed for this week's working days without an entry. Days still to come are not ticked; tick or untick any day as you wish.";

  it("proposes last week's entries for this week's empty weekdays, ticked up to today", async () => {
    const { dialog } = await openFastEntry('Copy last week', TITLE);
    const proposed = within(dialog).getAllByRole('checkbox');
    // Last week's Monday to Thursday; Friday the 20th has no entry to copy.
    expect(proposed.map((box) => box.closest('label')?.textContent)).toEqual([
      'Monday, 23 November · Full day · 08:30–17:30',
      'Tuesday, 24 November · Full day · 08:30–17:30',
      'Wednesday, 25 November · Full day · 08:30–17:30',
      'Thursday, 26 November · Full day · 08:30–17:30',
    ]);
    // Up to today ticked; Thursday is still to come: offered, not ticked.
    expect(proposed.map((box) => (box as HTMLInputElement).checked)).toEqual([true, true, true, false]);
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('saves the ticked days with the content of the same weekday last week, and leaves an unticked one out', async () => {
    const requests = recordRequests();
    const lastWeek = storedEntries(ID.PORTAL, 2026, 11);
    const { user, dialog, november } = await openFastEntry('Copy last week', TITLE);
    await user.click(within(dialog).getByRole('checkbox', { name: /^Tuesday, 24 November/ }));
    expect(within(dialog).getByRole('checkbox', { name: /^Tuesday, 24 November/ })).not.toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await dialogsClosed();

    expect(await result()).toHaveTextContent(/^2 entries saved\.$/);
    expect(
      sent(requests, 'POST', TIME_TRACKING).map((request) => (request.body as { entry: { date: string } }).entry.date),
    ).toEqual(['2026-11-23', '2026-11-25']);
    const entries = storedEntries(ID.PORTAL, 2026, 11);
    expect(entries.get('2026-11-23')).toEqual({ ...lastWeek.get('2026-11-16'), date: '2026-11-23' });
    expect(entries.has('2026-11-24')).toBe(false);
    expect(entries.get('2026-11-25')).toEqual({ ...lastWeek.get('2026-11-18'), date: '2026-11-25' });
    expect(entries.has('2026-11-26')).toBe(false);
    // Last week's entries are as they were.
    expect(entries.get('2026-11-16')).toEqual(lastWeek.get('2026-11-16'));
    await waitFor(() =>
      expect(calendarDay(november, 'Monday, 23 November')).toHaveAccessibleName(
        'Monday, 23 November: time logged. Log activity',
      ),
    );
    expect(calendarDay(november, 'Thursday, 26 November')).toHaveAccessibleName(
      'Thursday, 26 November: still to come. Log activity',
    );
  });

  it('says which days of this week keep their entry, and does not propose them', async () => {
    // Tuesday the 24th logged already.
    const november = stored(ID.PORTAL).months['2026_11']!;
    november.timeTracking.push({
      ...november.timeTracking.find((entry) => entry.date === '2026-11-19')!,
      date: '2026-11-24',
      description: '<p>Schon erfasst</p>',
    });
    const { dialog } = await openFastEntry('Copy last week', TITLE);
    expect(
      within(dialog)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent?.split(' · ')[0]),
    ).toEqual(['Monday, 23 November', 'Wednesday, 25 November', 'Thursday, 26 November']);
    expect(within(dialog).getByText('1 day of this week already has an entry and stays as it is.')).toBeInTheDocument();
  });

  it('lets nothing be saved when everything is unticked', async () => {
    const requests = recordRequests();
    const { user, dialog } = await openFastEntry('Copy last week', TITLE);
    const boxes = within(dialog).getAllByRole('checkbox');
    for (const box of boxes) if ((box as HTMLInputElement).checked) await user.click(box);
    // Save sends nothing and names the list of days by its legend; the link takes the focus to the first day.
    const problem = `${COPY_INTRO}: Please choose at least one day.`;
    const found = await saveShowsWhatToFix(user, dialog, requests);
    expect(summaryProblems(found)).toEqual([{ link: problem }]);
    await user.click(within(found).getByRole('link', { name: problem }));
    expect(boxes[0]).toHaveFocus();
    // A day ticked again, the summary goes.
    await user.click(boxes[0]!);
    await waitFor(() => expect(within(dialog).queryByRole('region', { name: ERROR_SUMMARY })).not.toBeInTheDocument());
    expect(sent(requests, 'POST', TIME_TRACKING)).toEqual([]);
  });

  it('does not open for a month that has been closed: a link to it lands on the overview', async () => {
    const { router } = await openPlacement(ID.PORTAL, '/daily-overview/copy-last-week?month=2026-09');
    await calendar('September 2026', { hidden: true });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/placement/${ID.PORTAL}/daily-overview`), {
      timeout: 2_000,
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says there is nothing to copy when last week has no entries', async () => {
    const requests = recordRequests();
    const november = stored(ID.PORTAL).months['2026_11']!;
    november.timeTracking = november.timeTracking.filter((entry) => entry.date < '2026-11-16');
    const { user, dialog } = await openFastEntry('Copy last week', TITLE);
    expect(
      within(dialog).getByText("There is nothing to copy: last week has no entries for this week's open working days."),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument();
    // Save sends nothing; with no day on offer the problem is said, not linked.
    expect(summaryProblems(await saveShowsWhatToFix(user, dialog, requests))).toEqual([
      { text: 'Please choose at least one day.' },
    ]);
  });
});
