import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';

import { PLACEMENT_PATHS } from '@/contract/placements';
import { i18n } from '@/lib/i18n';
import { server } from '@mocks/node';
import { apiUrl } from '@mocks/shared/urls';

import { TWO_PAUSE_DAY } from '../../contract/timeEntryFixtures';
import { dialogsClosed, recordRequests } from '../../test-utils';
import { dateField, ERROR_SUMMARY, expectDate, fillDate, saveShowsWhatToFix, sent, summaryProblems } from '../helpers';
import {
  calendar,
  calendarDay,
  choose,
  dayRow,
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
 * The 'log activity' dialog: a route per day over the daily overview. Save pressed while a rule
 * fails sends nothing and lists what to fix at the top of the dialog (docs/decisions/059-forms-say-what-to-fix.md);
 * the mandate's working times are typed into the time fields; a failed save keeps everything; a draft survives.
 */

onTheWednesday();

const TIME_TRACKING = PLACEMENT_PATHS.timeTracking.build(ID.MANDATE);
const MANDATE_NEW_DAY = 'Log activity: Wednesday, 18 November 2026';

/** The mandate's open Wednesday 18 November, by its address, once the dialog shows. */
async function openMandateDay() {
  const app = await openPlacement(ID.MANDATE, '/daily-overview/entry/2026-11-18?month=2026-11');
  const dialog = await screen.findByRole('dialog', { name: MANDATE_NEW_DAY }, FIRST_RENDER);
  return { ...app, dialog };
}

const saveButton = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Save' });

/** Presses Save, waits for the dialog to close, and answers the one time entry it sent. */
async function saveOnce(user: UserEvent, dialog: HTMLElement, requests: ReturnType<typeof recordRequests>) {
  await user.click(saveButton(dialog));
  await dialogsClosed();
  const posts = sent(requests, 'POST', TIME_TRACKING);
  expect(posts).toHaveLength(1);
  return posts[0]!.body;
}
const timeField = (dialog: HTMLElement, label: string) => dateField(new RegExp(`^${label}`), dialog);
const summary = (dialog: HTMLElement) => within(dialog).queryByRole('region', { name: ERROR_SUMMARY });
/** The field of a date or time group that takes the focus: its first section. */
const firstSection = (group: HTMLElement) => within(group).getAllByRole('spinbutton')[0];

/** Recorded time and description of a full day on the mandate. */
async function fullDay(user: UserEvent, dialog: HTMLElement, description = 'Abstimmung mit dem Hafenbetreiber') {
  await choose(user, within(dialog).getByRole('combobox', { name: /^Recorded time/ }), 'Full day');
  await user.click(await editor('Description of the activity', dialog));
  await user.keyboard(description);
}

/** Work start and end typed into the time fields. */
async function workTimes(user: UserEvent, dialog: HTMLElement, start: string, end: string) {
  await fillDate(user, await timeField(dialog, 'Work start'), start);
  await fillDate(user, await timeField(dialog, 'Work end'), end);
}

async function addPause(user: UserEvent, dialog: HTMLElement, number: number, start: string, end: string) {
  await user.click(within(dialog).getByRole('button', { name: 'Add a break' }));
  await fillDate(user, await timeField(dialog, `Break ${number} start`), start);
  await fillDate(user, await timeField(dialog, `Break ${number} end`), end);
}

describe('opening', { timeout: SLOW }, () => {
  it('opens a day from the calendar, as a route over the overview', async () => {
    const { user, router } = await openPlacement(ID.MANDATE);
    const november = await calendar('November 2026');
    await user.click(calendarDay(november, 'Wednesday, 18 November'));
    const dialog = await screen.findByRole('dialog', { name: MANDATE_NEW_DAY }, FIRST_RENDER);
    expect(router.state.location.pathname).toBe(`/placement/${ID.MANDATE}/daily-overview/entry/2026-11-18`);
    expect(router.state.location.search).toBe('?month=2026-11');
    // The mandate: working times, the recorded time required, no time-tracking choice, no travel questions.
    expect(await timeField(dialog, 'Work start')).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: /^Recorded time/ })).toBeInTheDocument();
    expect(within(dialog).queryByRole('combobox', { name: /^Reason without recorded time/ })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('checkbox', { name: 'Travel from home' })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await dialogsClosed();
    expect(router.state.location.pathname).toBe(`/placement/${ID.MANDATE}/daily-overview`);
  });

  it('opens a day from its row, with the fields of a placement with the time-tracking choice and travel questions', async () => {
    const { user } = await openPlacement(ID.PORTAL);
    await calendar('November 2026');
    await user.click(
      within(await dayRow('November 2026', 'Friday, 20 November')).getByRole('link', {
        name: 'Log activity for Friday, 20 November',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Log activity: Friday, 20 November 2026' }, FIRST_RENDER);
    expect(within(dialog).getByRole('combobox', { name: /^Reason without recorded time/ })).toBeInTheDocument();
    expect(within(dialog).getByRole('group', { name: 'Travel' })).toBeInTheDocument();
    for (const question of ['Travel from home', 'Travel from the site', 'Overnight stay', 'Business trip']) {
      expect(within(dialog).getByRole('checkbox', { name: question })).not.toBeChecked();
    }
    // Type 200 billed by days: no working times.
    expect(within(dialog).queryByRole('group', { name: /^Work start/ })).not.toBeInTheDocument();
    expect(within(dialog).queryByText('Working times (24-hour, HH:MM)')).not.toBeInTheDocument();
  });

  it("says a day before the placement's start cannot be logged, and Save shows what to fix", async () => {
    const requests = recordRequests();
    // The calendar offers no such day; a link can still name one. The mandate starts on 9 November.
    const { user } = await openPlacement(ID.MANDATE, '/daily-overview/entry/2026-11-06?month=2026-11');
    const dialog = await screen.findByRole('dialog', { name: 'Log activity: Friday, 6 November 2026' }, FIRST_RENDER);
    await fullDay(user, dialog);
    const found = await saveShowsWhatToFix(user, dialog, requests);
    // The day has no field in the dialog: the problem is said, not linked.
    expect(summaryProblems(found)).toEqual([{ text: "The day lies outside the placement's period." }]);
    expect(storedEntries(ID.MANDATE, 2026, 11).has('2026-11-06')).toBe(false);
  });

  it('opens a day that has an entry with its values, and says saving replaces it', async () => {
    const requests = recordRequests();
    const { user } = await openPlacement(ID.MANDATE);
    await calendar('November 2026');
    await user.click(
      within(await dayRow('November 2026', 'Tuesday, 17 November')).getByRole('link', {
        name: 'Edit the activity of Tuesday, 17 November',
      }),
    );
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Edit activity: Tuesday, 17 November 2026' },
      FIRST_RENDER,
    );
    expect(
      within(dialog).getByText('This day already has an entry. Saving replaces it with what you enter here.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: /^Recorded time/ })).toHaveTextContent('Full day');
    expect(await editor('Description of the activity', dialog)).toHaveTextContent(
      'Bankenpräsentation überarbeitet und mit der Geschäftsführung abgestimmt.',
    );
    expectDate(await timeField(dialog, 'Work start'), '09:00');
    expectDate(await timeField(dialog, 'Work end'), '16:00');
    expectDate(await timeField(dialog, 'Break 1 start'), '12:00');
    expectDate(await timeField(dialog, 'Break 1 end'), '12:30');
    expect(within(dialog).queryByRole('group', { name: /^Break 2 start/ })).not.toBeInTheDocument();
    expect(within(dialog).getByText('Net working time: 6:30 h')).toBeInTheDocument();
    // Nothing to copy on a day that has its own entry; nothing missing either: Save saves it as it is.
    expect(within(dialog).queryByRole('button', { name: /^Same as/ })).not.toBeInTheDocument();
    expect(saveButton(dialog)).toBeEnabled();
    await user.click(saveButton(dialog));
    await dialogsClosed();
    expect(sent(requests, 'POST', TIME_TRACKING)).toHaveLength(1);
  });
});

describe('the travel questions', { timeout: SLOW }, () => {
  it('sends the three answers as the place-of-work code and the business trip as 100', async () => {
    const requests = recordRequests();
    const { user } = await openPlacement(ID.PORTAL, '/daily-overview/entry/2026-11-20?month=2026-11');
    const dialog = await screen.findByRole('dialog', { name: 'Log activity: Friday, 20 November 2026' }, FIRST_RENDER);
    await choose(
      user,
      within(dialog).getByRole('combobox', { name: /^Recorded time/ }),
      'Other time (not a working day, e.g. travel)',
    );
    // Travel from the site with an overnight stay: 011, place of work 175.
    await user.click(within(dialog).getByRole('checkbox', { name: 'Travel from the site' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Overnight stay' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Business trip' }));
    await waitFor(() => expect(saveButton(dialog)).toBeEnabled());
    await user.click(saveButton(dialog));
    await dialogsClosed();
    const [post] = sent(requests, 'POST', PLACEMENT_PATHS.timeTracking.build(ID.PORTAL));
    expect(post?.body).toEqual({
      month: 11,
      year: 2026,
      entry: expect.objectContaining({
        date: '2026-11-20',
        recordedTime: '300',
        timeTracking: null,
        placeOfWork: 175,
        businessTrip: 100,
        workStart: '',
        workEnd: '',
      }),
    });
    expect(storedEntries(ID.PORTAL, 2026, 11).get('2026-11-20')).toMatchObject({ placeOfWork: 175, businessTrip: 100 });
  });

  it("opens a day with its travel answers ticked: Nordwind's Monday, travel from home with an overnight stay, and its working times", async () => {
    await openPlacement(ID.HOURLY, '/daily-overview/entry/2026-11-16?month=2026-11');
    const dialog = await screen.findByRole('dialog', { name: 'Edit activity: Monday, 16 November 2026' }, FIRST_RENDER);
    // Place of work 225 (101) and a business trip.
    expect(within(dialog).getByRole('checkbox', { name: 'Travel from home' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Travel from the site' })).not.toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Overnight stay' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Business trip' })).toBeChecked();
    // Type 500 billed by hours: working times, and no time-tracking choice.
    expect(await timeField(dialog, 'Work start')).toBeInTheDocument();
    expect(within(dialog).queryByRole('combobox', { name: /^Reason without recorded time/ })).not.toBeInTheDocument();
    expect(within(dialog).getByText(/^Net working time: \d+:\d{2} h$/)).toBeInTheDocument();
  });
});

describe('what is missing to save', { timeout: SLOW }, () => {
  it('sends nothing and Save shows what is missing while a rule fails (time-tracking choice)', async () => {
    const requests = recordRequests();
    const { user } = await openPlacement(ID.PORTAL, '/daily-overview/entry/2026-11-20?month=2026-11');
    const dialog = await screen.findByRole('dialog', { name: 'Log activity: Friday, 20 November 2026' }, FIRST_RENDER);
    expect(saveButton(dialog)).toBeEnabled();
    expect(summaryProblems(await saveShowsWhatToFix(user, dialog, requests))).toEqual([
      { link: 'Reason without recorded time: Please choose a reason, or record a time.' },
    ]);

    await choose(user, within(dialog).getByRole('combobox', { name: /^Reason without recorded time/ }), 'Annual leave');
    await waitFor(() => expect(summary(dialog)).not.toBeInTheDocument());
    expect(saveButton(dialog)).toBeEnabled();

    // A full day needs its description; the reason goes away with a recorded time.
    await choose(user, within(dialog).getByRole('combobox', { name: /^Recorded time/ }), 'Full day');
    expect(within(dialog).queryByRole('combobox', { name: /^Reason without recorded time/ })).not.toBeInTheDocument();
    expect(summaryProblems(await saveShowsWhatToFix(user, dialog, requests))).toEqual([
      { link: 'Description of the activity: Please describe the activity.' },
    ]);
    await user.click(await editor('Description of the activity', dialog));
    await user.keyboard('Liquiditätsplanung');
    await waitFor(() => expect(summary(dialog)).not.toBeInTheDocument());
    expect(saveButton(dialog)).toBeEnabled();
    await user.click(saveButton(dialog));
    await dialogsClosed();
    expect(sent(requests, 'POST', PLACEMENT_PATHS.timeTracking.build(ID.PORTAL))).toHaveLength(1);
  });

  it('asks for the recorded time on the mandate, where there is no time-tracking choice', async () => {
    const requests = recordRequests();
    const { user, dialog } = await openMandateDay();
    expect(saveButton(dialog)).toBeEnabled();
    expect(summaryProblems(await saveShowsWhatToFix(user, dialog, requests))).toEqual([
      { link: 'Recorded time: Please choose the recorded time.' },
    ]);
  });

  it('walks the error summary: Save on an empty day lists what to fix, a link takes the focus to its field, each fix removes its item, and Save then saves', async () => {
    const requests = recordRequests();
    const { user, dialog } = await openMandateDay();
    const recordedTime = within(dialog).getByRole('combobox', { name: /^Recorded time/ });

    // Save on the empty day: the summary takes the focus and lists the problem; the field says it too.
    const found = await saveShowsWhatToFix(user, dialog, requests);
    expect(summaryProblems(found)).toEqual([{ link: 'Recorded time: Please choose the recorded time.' }]);
    expect(recordedTime.closest('.MuiFormControl-root')).toHaveTextContent('Please choose the recorded time.');
    await user.click(within(found).getByRole('link', { name: 'Recorded time: Please choose the recorded time.' }));
    expect(recordedTime).toHaveFocus();

    // A second problem joins the list in the order of the form.
    await workTimes(user, dialog, '17:00', '08:00');
    const workEnd = await timeField(dialog, 'Work end');
    await waitFor(() =>
      expect(summaryProblems(found)).toEqual([
        { link: 'Recorded time: Please choose the recorded time.' },
        { link: 'Work end: Work end cannot be before work start.' },
      ]),
    );
    await user.click(within(found).getByRole('link', { name: 'Work end: Work end cannot be before work start.' }));
    expect(firstSection(workEnd)).toHaveFocus();

    // Fixed, its item goes; the other stays.
    await fillDate(user, workEnd, '18:15');
    await waitFor(() =>
      expect(summaryProblems(found)).toEqual([{ link: 'Recorded time: Please choose the recorded time.' }]),
    );

    // A full day fixes the recorded time and needs its description.
    await choose(user, recordedTime, 'Full day');
    await waitFor(() =>
      expect(summaryProblems(found)).toEqual([{ link: 'Description of the activity: Please describe the activity.' }]),
    );
    await user.click(
      within(found).getByRole('link', { name: 'Description of the activity: Please describe the activity.' }),
    );
    const description = await editor('Description of the activity', dialog);
    expect(description).toHaveFocus();
    await user.keyboard('Abstimmung mit dem Hafenbetreiber');

    // Nothing left: the summary goes, and Save saves.
    await waitFor(() => expect(summary(dialog)).not.toBeInTheDocument());
    expect(sent(requests, 'POST', TIME_TRACKING)).toEqual([]);
    expect(await saveOnce(user, dialog, requests)).toMatchObject({
      entry: {
        date: '2026-11-18',
        recordedTime: '100',
        workStart: '17:00',
        workEnd: '18:15',
        description: '<p>Abstimmung mit dem Hafenbetreiber</p>',
      },
    });
  });
});

describe('the working times on the mandate', { timeout: SLOW }, () => {
  it('shows the net working time live as times and pauses are typed, and offers at most three pauses', async () => {
    const { user, dialog } = await openMandateDay();
    await workTimes(user, dialog, '08:00', '17:00');
    expect(await within(dialog).findByText('Net working time: 9:00 h')).toBeInTheDocument();
    await addPause(user, dialog, 1, '12:00', '12:30');
    expect(await within(dialog).findByText('Net working time: 8:30 h')).toBeInTheDocument();
    await addPause(user, dialog, 2, '15:00', '15:15');
    expect(await within(dialog).findByText('Net working time: 8:15 h')).toBeInTheDocument();
    await addPause(user, dialog, 3, '16:00', '16:05');
    expect(await within(dialog).findByText('Net working time: 8:10 h')).toBeInTheDocument();
    // Three pauses at most.
    expect(within(dialog).queryByRole('button', { name: 'Add a break' })).not.toBeInTheDocument();
    expect(within(dialog).getByText('At most 3 breaks per day.')).toBeInTheDocument();

    // Removing the second pause moves the third up.
    await user.click(within(dialog).getByRole('button', { name: 'Remove break 2' }));
    expect(await within(dialog).findByText('Net working time: 8:25 h')).toBeInTheDocument();
    expectDate(await timeField(dialog, 'Break 2 start'), '16:00');
    expectDate(await timeField(dialog, 'Break 2 end'), '16:05');
    expect(within(dialog).queryByRole('group', { name: /^Break 3 start/ })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Add a break' })).toBeInTheDocument();
  });

  it('reports a pause outside the working time next to its field, and Save shows what to fix', async () => {
    const requests = recordRequests();
    const { user, dialog } = await openMandateDay();
    await fullDay(user, dialog);
    await workTimes(user, dialog, '08:00', '17:00');
    await addPause(user, dialog, 1, '07:00', '07:30');
    const pauseStart = await timeField(dialog, 'Break 1 start');
    const message = 'This break must start within the working time.';
    await waitFor(() => expect(pauseStart.closest('.MuiFormControl-root')).toHaveTextContent(message));
    expect(summaryProblems(await saveShowsWhatToFix(user, dialog, requests))).toEqual([
      { link: `Break 1 start: ${message}` },
    ]);
    // The pause that does not fit is not counted.
    expect(within(dialog).getByText('Net working time: 9:00 h')).toBeInTheDocument();

    // Corrected, the message and the summary go, and Save saves.
    await fillDate(user, pauseStart, '12:00');
    await fillDate(user, await timeField(dialog, 'Break 1 end'), '12:30');
    await waitFor(() => expect(summary(dialog)).not.toBeInTheDocument());
    expect(pauseStart.closest('.MuiFormControl-root')).not.toHaveTextContent(message);
    expect(within(dialog).getByText('Net working time: 8:30 h')).toBeInTheDocument();
    await user.click(saveButton(dialog));
    await dialogsClosed();
    expect(sent(requests, 'POST', TIME_TRACKING)).toHaveLength(1);
  });

  it('reports work end before work start next to work end', async () => {
    const requests = recordRequests();
    const { user, dialog } = await openMandateDay();
    await fullDay(user, dialog);
    await workTimes(user, dialog, '17:00', '08:00');
    const workEnd = await timeField(dialog, 'Work end');
    await waitFor(() =>
      expect(workEnd.closest('.MuiFormControl-root')).toHaveTextContent('Work end cannot be before work start.'),
    );
    expect(summaryProblems(await saveShowsWhatToFix(user, dialog, requests))).toEqual([
      { link: 'Work end: Work end cannot be before work start.' },
    ]);
    expect(within(dialog).getByText('Net working time: shown once work start and end are valid')).toBeInTheDocument();
  });

  it('saves the day: the server gets what was typed, the dialog closes and the day shows as submitted', async () => {
    const requests = recordRequests();
    const { user, dialog, router } = await openMandateDay();
    await fullDay(user, dialog);
    const day = TWO_PAUSE_DAY;
    await workTimes(user, dialog, day.workStart, day.workEnd);
    await addPause(user, dialog, 1, day.pauseStart1, day.pauseEnd1);
    await addPause(user, dialog, 2, day.pauseStart2, day.pauseEnd2);
    expect(await within(dialog).findByText('Net working time: 8:30 h')).toBeInTheDocument();
    await waitFor(() => expect(saveButton(dialog)).toBeEnabled());
    await user.click(saveButton(dialog));

    await dialogsClosed();
    expect(router.state.location.pathname).toBe(`/placement/${ID.MANDATE}/daily-overview`);
    const posts = sent(requests, 'POST', TIME_TRACKING);
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body).toEqual({
      month: 11,
      year: 2026,
      entry: {
        date: '2026-11-18',
        description: '<p>Abstimmung mit dem Hafenbetreiber</p>',
        timeTracking: null,
        recordedTime: '100',
        placeOfWork: 300,
        businessTrip: 200,
        ...day,
        pauseStart3: '',
        pauseEnd3: '',
      },
    });
    // The calendar says so, and the server has it.
    const november = await calendar('November 2026');
    await waitFor(() =>
      expect(calendarDay(november, 'Wednesday, 18 November')).toHaveAccessibleName(
        'Wednesday, 18 November: time logged. Log activity',
      ),
    );
    expect(await dayRow('November 2026', 'Wednesday, 18 November')).toHaveTextContent(
      'Full day · 08:00–17:30 · net 8:30 h',
    );
    expect(storedEntries(ID.MANDATE, 2026, 11).get('2026-11-18')).toMatchObject({
      workStart: '08:00',
      pauseEnd2: '15:15',
      recordedTime: '100',
    });
  });

  it('keeps a pause typed into the second row when the first stays empty, also when the day is opened again', async () => {
    const { user, dialog } = await openMandateDay();
    await fullDay(user, dialog);
    await workTimes(user, dialog, '08:00', '17:00');
    await user.click(within(dialog).getByRole('button', { name: 'Add a break' }));
    await addPause(user, dialog, 2, '12:00', '12:30');
    expect(await within(dialog).findByText('Net working time: 8:30 h')).toBeInTheDocument();
    await waitFor(() => expect(saveButton(dialog)).toBeEnabled());
    await user.click(saveButton(dialog));
    await dialogsClosed();

    await user.click(
      within(await dayRow('November 2026', 'Wednesday, 18 November')).getByRole('link', {
        name: 'Edit the activity of Wednesday, 18 November',
      }),
    );
    const again = await screen.findByRole('dialog', { name: 'Edit activity: Wednesday, 18 November 2026' });
    expect(within(again).getByText('Net working time: 8:30 h')).toBeInTheDocument();
    expectDate(await timeField(again, 'Break 2 start'), '12:00');
  });
});

describe('a failed save', { timeout: SLOW }, () => {
  it("keeps the dialog and everything typed, and puts the server's field error next to its field", async () => {
    server.use(
      http.post(apiUrl(PLACEMENT_PATHS.timeTracking), () =>
        HttpResponse.json(
          {
            code: 'validation',
            message: 'The time entry breaks the time-tracking rules',
            fields: { workEnd: 'workEnd.beforeStart' },
          },
          { status: 400 },
        ),
      ),
    );
    const { user, dialog } = await openMandateDay();
    await fullDay(user, dialog);
    await workTimes(user, dialog, '08:00', '17:00');
    await waitFor(() => expect(saveButton(dialog)).toBeEnabled());
    await user.click(saveButton(dialog));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Your changes could not be saved. Everything you entered is still here; please try again.',
    );
    const workEnd = await timeField(dialog, 'Work end');
    await waitFor(() =>
      expect(workEnd.closest('.MuiFormControl-root')).toHaveTextContent('Work end cannot be before work start.'),
    );
    expect(screen.getByRole('dialog', { name: MANDATE_NEW_DAY })).toBeInTheDocument();
    expectDate(await timeField(dialog, 'Work start'), '08:00');
    expectDate(workEnd, '17:00');
    expect(within(dialog).getByRole('combobox', { name: /^Recorded time/ })).toHaveTextContent('Full day');
    expect(await editor('Description of the activity', dialog)).toHaveTextContent('Abstimmung mit dem Hafenbetreiber');
    expect(storedEntries(ID.MANDATE, 2026, 11).has('2026-11-18')).toBe(false);
  });

  it('keeps the dialog and says that the month has been submitted when the server refuses the month (409)', async () => {
    server.use(
      http.post(apiUrl(PLACEMENT_PATHS.timeTracking), () =>
        HttpResponse.json(
          { code: 'month_submitted', message: 'The month is submitted: its entries cannot be changed' },
          { status: 409 },
        ),
      ),
    );
    const { user, dialog } = await openMandateDay();
    await fullDay(user, dialog);
    await waitFor(() => expect(saveButton(dialog)).toBeEnabled());
    await user.click(saveButton(dialog));

    const alert = await within(dialog).findByRole('alert');
    expect(screen.getByRole('dialog', { name: MANDATE_NEW_DAY })).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: /^Recorded time/ })).toHaveTextContent('Full day');
    // The reason is the month's state, not a duplicate: the manager must learn that the month is submitted.
    expect(alert).toHaveTextContent(
      "This month's invoice has been submitted meanwhile, so its time entries can no longer be changed. Your entry was not saved.",
    );
    expect(alert).not.toHaveTextContent('This entry already exists.');
    expect(storedEntries(ID.MANDATE, 2026, 11).has('2026-11-18')).toBe(false);
  });
});

describe('help while typing', { timeout: SLOW }, () => {
  it('offers a draft back after the dialog was left unsaved, and restoring brings the typed values back', async () => {
    const requests = recordRequests();
    const first = await openMandateDay();
    await fullDay(first.user, first.dialog, 'Entwurf für Mittwoch');
    await workTimes(first.user, first.dialog, '07:45', '16:15');
    first.unmount();

    const { user, dialog } = await openMandateDay();
    expect(within(dialog).getByText('You have unsaved changes from your last visit to this form.')).toBeInTheDocument();
    // Until restored, the form is as the server has it: empty.
    expect(within(dialog).getByRole('combobox', { name: /^Recorded time/ })).not.toHaveTextContent('Full day');
    await user.click(within(dialog).getByRole('button', { name: 'Restore changes' }));
    expect(within(dialog).getByRole('combobox', { name: /^Recorded time/ })).toHaveTextContent('Full day');
    expectDate(await timeField(dialog, 'Work start'), '07:45');
    expectDate(await timeField(dialog, 'Work end'), '16:15');
    expect(within(dialog).getByText('Net working time: 8:30 h')).toBeInTheDocument();
    // Nothing is missing to save: the restored description is in the form, and Save saves it.
    expect(await saveOnce(user, dialog, requests)).toMatchObject({
      entry: { recordedTime: '100', workStart: '07:45', workEnd: '16:15', description: '<p>Entwurf für Mittwoch</p>' },
    });
  });

  it('shows the restored description in its editor', async () => {
    const first = await openMandateDay();
    await fullDay(first.user, first.dialog, 'Entwurf für Mittwoch');
    first.unmount();

    const { user, dialog } = await openMandateDay();
    await user.click(within(dialog).getByRole('button', { name: 'Restore changes' }));
    await waitFor(
      async () => expect(await editor('Description of the activity', dialog)).toHaveTextContent('Entwurf für Mittwoch'),
      { timeout: 2_000 },
    );
  });

  it("fills the day from the previous entry with 'Same as', and saves it for this day", async () => {
    const requests = recordRequests();
    const { user, dialog } = await openMandateDay();
    await user.click(within(dialog).getByRole('button', { name: 'Same as Tuesday, 17 November' }));
    expect(within(dialog).getByRole('combobox', { name: /^Recorded time/ })).toHaveTextContent('Full day');
    expectDate(await timeField(dialog, 'Work start'), '09:00');
    expectDate(await timeField(dialog, 'Work end'), '16:00');
    expectDate(await timeField(dialog, 'Break 1 start'), '12:00');
    expectDate(await timeField(dialog, 'Break 1 end'), '12:30');
    expect(within(dialog).getByText('Net working time: 6:30 h')).toBeInTheDocument();

    await waitFor(() => expect(saveButton(dialog)).toBeEnabled());
    expect(await saveOnce(user, dialog, requests)).toMatchObject({
      entry: {
        date: '2026-11-18',
        recordedTime: '100',
        workStart: '09:00',
        workEnd: '16:00',
        pauseStart1: '12:00',
        pauseEnd1: '12:30',
        description: '<p>Bankenpräsentation überarbeitet und mit der Geschäftsführung abgestimmt.</p>',
      },
    });
    // The day it was copied from is unchanged.
    expect(storedEntries(ID.MANDATE, 2026, 11).get('2026-11-17')).toMatchObject({
      date: '2026-11-17',
      workStart: '09:00',
    });
  });

  it("shows the previous entry's description in the editor after 'Same as'", async () => {
    const { user, dialog } = await openMandateDay();
    await editor('Description of the activity', dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Same as Tuesday, 17 November' }));
    await waitFor(
      async () =>
        expect(await editor('Description of the activity', dialog)).toHaveTextContent(
          'Bankenpräsentation überarbeitet',
        ),
      { timeout: 2_000 },
    );
  });

  it('says there is nothing to copy when no earlier entry exists', async () => {
    // The mandate's first day, 9 November, without its entry: nothing before it.
    const november = stored(ID.MANDATE).months['2026_11']!;
    november.timeTracking = november.timeTracking.filter((entry) => entry.date !== '2026-11-09');
    await openPlacement(ID.MANDATE, '/daily-overview/entry/2026-11-09?month=2026-11');
    const dialog = await screen.findByRole('dialog', { name: 'Log activity: Monday, 9 November 2026' }, FIRST_RENDER);
    expect(within(dialog).getByText('There is no earlier entry to copy from.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /^Same as/ })).not.toBeInTheDocument();
  });
});

describe('in German', { timeout: SLOW }, () => {
  it('speaks German: title, fields, the error summary, the rule next to its field and the net working time', async () => {
    const requests = recordRequests();
    await i18n.changeLanguage('de');
    const { user } = await openPlacement(ID.MANDATE, '/daily-overview/entry/2026-11-18?month=2026-11');
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Aktivität erfassen: Mittwoch, 18. November 2026' },
      FIRST_RENDER,
    );
    expect(within(dialog).getByRole('button', { name: 'Wie am Dienstag, 17. November' })).toBeInTheDocument();
    const german = { save: 'Speichern', heading: 'Bitte korrigieren Sie Folgendes:' };
    const found = await saveShowsWhatToFix(user, dialog, requests, german);
    expect(within(found).getByRole('heading', { name: german.heading })).toBeInTheDocument();
    expect(summaryProblems(found)).toEqual([{ link: 'Erfasste Zeit: Bitte wählen Sie die erfasste Zeit.' }]);
    await fillDate(user, await timeField(dialog, 'Arbeitsbeginn'), '17:00');
    await fillDate(user, await timeField(dialog, 'Arbeitsende'), '08:00');
    const workEnd = await timeField(dialog, 'Arbeitsende');
    await waitFor(() =>
      expect(workEnd.closest('.MuiFormControl-root')).toHaveTextContent(
        'Das Arbeitsende kann nicht vor dem Arbeitsbeginn liegen.',
      ),
    );
    await fillDate(user, workEnd, '18:15');
    expect(await within(dialog).findByText('Nettoarbeitszeit: 1:15 Std.')).toBeInTheDocument();
    expect(summaryProblems(await saveShowsWhatToFix(user, dialog, requests, german))).toEqual([
      { link: 'Erfasste Zeit: Bitte wählen Sie die erfasste Zeit.' },
    ]);
  });
});
