import { screen, waitFor, within } from '@testing-library/react';

import { monthKey } from '@/contract/month';
import { BILLING_STATUS } from '@/contract/placements';
import { i18n } from '@/lib/i18n';

import { dialogsClosed } from '../../test-utils';
import { factOf } from '../opportunitiesAndPlacements/managementHelpers';
import {
  calendar,
  calendarDay,
  dayRow,
  dayRows,
  FIRST_RENDER,
  ID,
  onTheWednesday,
  openPlacement,
  SLOW,
  stored,
  storedEntries,
} from './placementHelpers';

/**
 * The daily overview: the month's calendar with each day's state in words, the
 * legend, the month's progress, the days as open or done, and a submitted month read-only.
 */

onTheWednesday();

describe('the calendar', { timeout: SLOW }, () => {
  it('names each day with its state: logged, missing, today, to come, weekend', async () => {
    await openPlacement(ID.PORTAL);
    const november = await calendar('November 2026');
    for (const [day, state] of [
      ['Thursday, 19 November', 'time logged'],
      ['Friday, 20 November', 'time entry missing'],
      ['Monday, 23 November', 'time entry missing'],
      ['Tuesday, 24 November', 'time entry missing'],
      ['Wednesday, 25 November', 'today, nothing logged yet'],
      ['Thursday, 26 November', 'still to come'],
      ['Saturday, 21 November', 'weekend'],
    ] as const) {
      expect(calendarDay(november, day)).toHaveAccessibleName(`${day}: ${state}. Log activity`);
    }
    // Every day of the month is in the calendar, and only the three days before today are missing.
    const days = within(november).getAllByRole('button');
    expect(days).toHaveLength(30);
    expect(
      days
        .filter((day) => /time entry missing/.test(day.getAttribute('aria-label') ?? ''))
        .map((day) => day.getAttribute('aria-label')),
    ).toEqual([
      'Friday, 20 November: time entry missing. Log activity',
      'Monday, 23 November: time entry missing. Log activity',
      'Tuesday, 24 November: time entry missing. Log activity',
    ]);
    expect(days.filter((day) => /time logged/.test(day.getAttribute('aria-label') ?? ''))).toHaveLength(14);
  });

  it('shows the days before the start of a placement as outside it, not as days to log', async () => {
    await openPlacement(ID.MANDATE);
    const november = await calendar('November 2026');
    // The mandate starts on Monday 9 November.
    const before = calendarDay(november, 'Friday, 6 November');
    expect(before).toHaveAccessibleName('Friday, 6 November: outside the placement');
    expect(before.tagName).not.toBe('BUTTON');
    expect(calendarDay(november, 'Monday, 9 November')).toHaveAccessibleName(
      'Monday, 9 November: time logged. Log activity',
    );
    expect(calendarDay(november, 'Wednesday, 18 November')).toHaveAccessibleName(
      'Wednesday, 18 November: time entry missing. Log activity',
    );
  });

  it('has a legend of the states', async () => {
    await openPlacement(ID.PORTAL);
    const november = await calendar('November 2026');
    const legend = november.nextElementSibling as HTMLElement;
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['time logged', 'time entry missing', 'today, nothing logged yet']);
  });

  it("names 'today' in the legend only in a month where today waits for its entry", async () => {
    await openPlacement(ID.PORTAL, '/daily-overview?month=2026-10');
    const october = await calendar('October 2026');
    const legend = october.nextElementSibling as HTMLElement;
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['time logged', 'time entry missing']);
  });
});

describe("the month's progress", { timeout: SLOW }, () => {
  it('says how many of the working days due are logged, how many are missing, and that today is still to log; days to come are no task', async () => {
    await openPlacement(ID.PORTAL);
    await calendar('November 2026');
    // Weekdays 2-19 November logged (14), 20, 23, 24 missing; today open; 26, 27, 30 to come are not counted.
    expect(screen.getByText('14 of 17 working days logged · 3 days missing · today still to log')).toBeInTheDocument();
    const bar = screen.getByRole('progressbar', { name: 'Time entries this month' });
    expect(bar).toHaveAttribute('aria-valuenow', String(Math.round((14 / 17) * 100)));
    expect(bar).toHaveAttribute('aria-valuetext', '14 of 17 working days logged');
  });

  it('counts a finished month as complete', async () => {
    await openPlacement(ID.PORTAL, '/daily-overview?month=2026-10');
    await calendar('October 2026');
    // October 2026 has 22 weekdays, all logged.
    expect(screen.getByText('22 of 22 working days logged')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Time entries this month' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
  });
});

describe("the month's days", { timeout: SLOW }, () => {
  it('lists the weekdays due so far as done, missing or open (today), each with its button; days to come are no task', async () => {
    await openPlacement(ID.PORTAL);
    await calendar('November 2026');
    const rows = await dayRows('November 2026');
    // The 18 weekdays of November up to today (the 25th); weekends without an entry and days to come are not listed.
    expect(rows).toHaveLength(18);
    expect(screen.queryByRole('heading', { level: 3, name: 'Saturday, 21 November' })).not.toBeInTheDocument();

    const logged = await dayRow('November 2026', 'Thursday, 19 November');
    expect(within(logged).getByText('Done')).toBeInTheDocument();
    expect(logged).toHaveTextContent('Full day');
    expect(logged).toHaveTextContent('Bankenpräsentation überarbeitet und mit der Geschäftsführung abgestimmt.');
    expect(within(logged).getByRole('link', { name: 'Edit the activity of Thursday, 19 November' })).toHaveAttribute(
      'href',
      `/placement/${ID.PORTAL}/daily-overview/entry/2026-11-19?month=2026-11`,
    );

    const missing = await dayRow('November 2026', 'Friday, 20 November');
    expect(within(missing).getByText('Missing')).toBeInTheDocument();
    expect(within(missing).getByRole('link', { name: 'Log activity for Friday, 20 November' })).toHaveAttribute(
      'href',
      `/placement/${ID.PORTAL}/daily-overview/entry/2026-11-20?month=2026-11`,
    );
    expect(within(await dayRow('November 2026', 'Wednesday, 25 November')).getByText('Due today')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 3, name: 'Monday, 30 November' })).not.toBeInTheDocument();
    expect(screen.getByText("You can change an entry until the month's invoice is submitted.")).toBeInTheDocument();
  });

  it('says of a month still to come that no day is due yet, and how to log one ahead', async () => {
    await openPlacement(ID.PORTAL, '/daily-overview?month=2026-12');
    await calendar('December 2026');
    expect(
      await screen.findByText('No day of this month is due yet. You can log days to come in advance in the calendar.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('This placement has no working days in this month.')).not.toBeInTheDocument();
  });

  it('shows the working times and the net working time where the placement has them', async () => {
    await openPlacement(ID.MANDATE);
    await calendar('November 2026');
    // The mandate's days: 09:00-16:00 with a pause 12:00-12:30.
    expect(await dayRow('November 2026', 'Tuesday, 17 November')).toHaveTextContent(
      'Full day · 09:00–16:00 · net 6:30 h',
    );
    // Its weekdays up to today; the 26th, 27th and 30th are still to come and not listed.
    expect(await dayRows('November 2026')).toHaveLength(13);
  });

  it('says a month whose report was sent can still be corrected until the invoice is submitted', async () => {
    await openPlacement(ID.PORTAL, '/daily-overview?month=2026-10');
    await calendar('October 2026');
    expect(
      screen.getByText(
        'The monthly report for October 2026 has been sent. You can still correct time entries until you submit the invoice.',
      ),
    ).toBeInTheDocument();
    expect(
      within(await dayRow('October 2026', 'Friday, 30 October')).getByRole('link', {
        name: 'Edit the activity of Friday, 30 October',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Fill working days' })).toBeInTheDocument();
  });
});

describe("'log today'", { timeout: SLOW }, () => {
  it('opens today while it is a working day without an entry, and goes once today is logged', async () => {
    const { user, router } = await openPlacement(ID.PORTAL);
    const november = await calendar('November 2026');
    await user.click(screen.getByRole('link', { name: 'Log today' }));
    const dialog = await screen.findByRole('dialog', { name: /Wednesday, 25 November/ }, FIRST_RENDER);
    expect(router.state.location.pathname).toBe(`/placement/${ID.PORTAL}/daily-overview/entry/2026-11-25`);
    await user.click(within(dialog).getByRole('button', { name: 'Same as Thursday, 19 November' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await dialogsClosed(FIRST_RENDER);
    await waitFor(() =>
      expect(calendarDay(november, 'Wednesday, 25 November')).toHaveAccessibleName(
        /^Wednesday, 25 November: time logged/,
      ),
    );
    expect(storedEntries(ID.PORTAL, 2026, 11).has('2026-11-25')).toBe(true);
    expect(screen.queryByRole('link', { name: 'Log today' })).not.toBeInTheDocument();
  });

  it('is not offered on a month whose invoice was submitted, nor on another month', async () => {
    const november = stored(ID.PORTAL).months[monthKey({ year: 2026, month: 11 })];
    if (!november) throw new Error('no November');
    november.monthlyReport = { id: 'mr-11', billingStatus: BILLING_STATUS.SUBMITTED, wasSent: true };
    await openPlacement(ID.PORTAL);
    await calendar('November 2026');
    expect(screen.queryByRole('link', { name: 'Log today' })).not.toBeInTheDocument();

    await openPlacement(ID.HOURLY, '/daily-overview?month=2026-10');
    await calendar('October 2026');
    expect(screen.queryByRole('link', { name: 'Log today' })).not.toBeInTheDocument();
  });
});

describe('a submitted month', { timeout: SLOW }, () => {
  it('says why its entries cannot change and offers nothing to change them (billing submitted, 200)', async () => {
    await openPlacement(ID.PORTAL, '/daily-overview?month=2026-07');
    const july = await calendar('July 2026');
    expect(
      screen.getByText(
        /The invoice for July 2026 has been submitted, so its time entries and its monthly report can no longer be changed/,
      ),
    ).toHaveTextContent(/^Submitted\./);
    // The days are pictures with their state, not buttons.
    expect(within(july).queryAllByRole('button')).toHaveLength(0);
    expect(calendarDay(july, 'Friday, 31 July')).toHaveAccessibleName('Friday, 31 July: time logged');
    // No log or edit buttons, no fast entry, no hint that entries can change.
    const rows = await dayRows('July 2026');
    expect(rows.length).toBeGreaterThan(0);
    rows.forEach((row) => expect(within(row).queryByRole('link')).not.toBeInTheDocument());
    expect(screen.queryByRole('link', { name: /^(Log activity for|Edit the activity of)/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Fill working days' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Copy last week' })).not.toBeInTheDocument();
    expect(
      screen.queryByText("You can change an entry until the month's invoice is submitted."),
    ).not.toBeInTheDocument();
  });

  it('says a closed month was reviewed by accounting (300)', async () => {
    await openPlacement(ID.PORTAL, '/daily-overview?month=2026-09');
    const september = await calendar('September 2026');
    expect(
      screen.getByText(
        /September 2026 has been reviewed and closed by accounting; its time entries and its monthly report can no longer be changed/,
      ),
    ).toHaveTextContent(/^Closed\./);
    expect(within(september).queryAllByRole('button')).toHaveLength(0);
  });

  it('sends a link to a day of a submitted month back to the overview, without the dialog', async () => {
    const { router } = await openPlacement(ID.PORTAL, '/daily-overview/entry/2026-07-15?month=2026-07');
    await calendar('July 2026');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/placement/${ID.PORTAL}/daily-overview`));
    expect(router.state.location.search).toBe('?month=2026-07');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("sends a link to another month's day back to the overview of the shown month", async () => {
    const { router } = await openPlacement(ID.PORTAL, '/daily-overview/entry/2026-10-15?month=2026-11');
    await calendar('November 2026');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/placement/${ID.PORTAL}/daily-overview`));
    expect(router.state.location.search).toBe('?month=2026-11');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('in German', { timeout: SLOW }, () => {
  it('names the days, the progress and the period in German, with German dates', async () => {
    await i18n.changeLanguage('de');
    await openPlacement(ID.PORTAL);
    const november = await screen.findByRole('table', { name: 'November 2026' }, FIRST_RENDER);
    expect(calendarDay(november, 'Freitag, 20. November')).toHaveAccessibleName(
      'Freitag, 20. November: Zeiterfassung fehlt. Aktivität erfassen',
    );
    expect(calendarDay(november, 'Donnerstag, 19. November')).toHaveAccessibleName(
      'Donnerstag, 19. November: Zeit erfasst. Aktivität erfassen',
    );
    expect(
      screen.getByText('14 von 17 Arbeitstagen erfasst · 3 Tage fehlen · heute noch zu erfassen'),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Tages\u00adübersicht' })).toHaveAttribute('aria-selected', 'true');
    expect(factOf(document.body, 'Zeitraum')).toBe('seit 10. Dez. 2025');
    expect(factOf(document.body, 'Honorar nach')).toBe('Tagen');
    const row = (
      await within(screen.getByRole('region', { name: 'Tage im November 2026' })).findAllByRole('listitem')
    ).find((item) => within(item).queryByRole('heading', { level: 3, name: 'Freitag, 20. November' }));
    expect(row).toBeDefined();
    expect(within(row!).getByText('Fehlt')).toBeInTheDocument();
    expect(
      within(row!).getByRole('link', { name: 'Aktivität für Freitag, 20. November erfassen' }),
    ).toBeInTheDocument();
  });

  it('shows the net working time of a German day', async () => {
    await i18n.changeLanguage('de');
    await openPlacement(ID.MANDATE);
    await screen.findByRole('table', { name: 'November 2026' }, FIRST_RENDER);
    const row = (
      await within(screen.getByRole('region', { name: 'Tage im November 2026' })).findAllByRole('listitem')
    ).find((item) => within(item).queryByRole('heading', { level: 3, name: 'Dienstag, 17. November' }));
    expect(row).toHaveTextContent('Ganzer Tag · 09:00–16:00 · netto 6:30 Std.');
    expect(within(row!).getByText('Erledigt')).toBeInTheDocument();
  });
});
