import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { ACCOUNT_PATHS, INITIAL_INPUT_CV } from '@/contract/account';
import { OPPORTUNITY_PATHS } from '@/contract/opportunities';
import { i18n } from '@/lib/i18n';
import { db, DEMO_USER_ID, findManager, findUserById } from '@mocks/db';
import { server } from '@mocks/node';
import { buildTimeEntry } from '@mocks/placements/fixtures';
import { storeTimeEntry } from '@mocks/placements/timeTracking';
import { apiUrl } from '@mocks/shared/urls';

import { DEMO, dialogsClosed } from '../../test-utils';
import { onTheDay, renderApp } from '../helpers';

/**
 * The dashboard of manager@demo.test on Wednesday 25 November 2026: the
 * demo data is seeded from that day (mocks/placements/fixtures.ts: this month's time entries
 * stop three weekdays before today; October's report is sent and its billing open, for Alpenland
 * and for Nordwind, the placement billed by hours; the availability was last saved 40 days ago;
 * three opportunities are new).
 */

const WEDNESDAY = new Date(2026, 10, 25, 10, 0);

onTheDay(WEDNESDAY);

function berger() {
  const manager = findManager(findUserById(DEMO_USER_ID.MANAGER)?.managerId ?? null);
  if (!manager) throw new Error('no demo manager');
  return manager;
}

async function openDashboard(state?: unknown) {
  const rendered = await renderApp({ route: '/dashboard', signedInAs: DEMO.manager, state });
  // A modal dialog hides the page from the accessibility tree, hence `hidden`.
  await screen.findByRole('heading', { level: 1, name: /^Welcome/, hidden: true });
  return rendered;
}

async function todoPanel() {
  const panel = await screen.findByRole('region', { name: 'What needs doing' });
  await within(panel).findAllByRole('listitem');
  return panel;
}

const ALPENLAND = 'Interim-CFO · Alpenland Maschinenbau GmbH';
const NORDWIND = 'Interim-Leitung Finanzen · Nordwind Energie AG';
const HAFENLOGISTIK = 'Interim-CFO (Mandat) · Hafenlogistik Nord GmbH & Co. KG';
const OWN = 'Your profile and opportunities';

/** The panel's groups: each heading (a placement's name) with its items' texts, in the order shown. */
function groupsOf(panel: HTMLElement): [string, string[]][] {
  return within(panel)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => {
      const group = heading.closest('li')!;
      const items = within(group)
        .getAllByRole('listitem')
        .map((item) => item.textContent ?? '');
      return [heading.textContent ?? '', items];
    });
}

/** The task of the group under `heading` whose text matches. */
function itemWith(panel: HTMLElement, text: RegExp, heading?: string): HTMLElement {
  const items = heading
    ? within(within(panel).getByRole('heading', { level: 3, name: heading }).closest('li')!).getAllByRole('listitem')
    : within(panel)
        .getAllByRole('listitem')
        .filter((each) => each.querySelector('li') === null);
  const item = items.find((each) => text.test(each.textContent ?? ''));
  if (!item) throw new Error(`No to-do item matches ${text}${heading ? ` under ${heading}` : ''}`);
  return item;
}

/** The to-do item that matches `text` links to `href` under `linkName`. */
function expectLinkIn(panel: HTMLElement, text: RegExp, heading: string, linkName: string, href: string): void {
  expect(within(itemWith(panel, text, heading)).getByRole('link', { name: linkName })).toHaveAttribute('href', href);
}

describe('the dashboard', () => {
  it('lists what needs doing per placement, what is due first first, each with what, by when and where', async () => {
    await openDashboard();
    const panel = await todoPanel();
    // Three items each for Alpenland and Nordwind (missing days, this month's report, last month's invoice), two for the mandate, and the two of the account.
    await waitFor(() => expect(groupsOf(panel).flatMap(([, items]) => items)).toHaveLength(10));

    // The mandate's first missing day is the earliest (18 Nov); Alpenland and Nordwind (20 Nov) keep their order;
    // in each, the days before the report (30 Nov), the invoice (no due day) last; the manager's own tasks at the end.
    expect(groupsOf(panel).map(([heading, items]) => [heading, items.length])).toEqual([
      [HAFENLOGISTIK, 2],
      [ALPENLAND, 3],
      [NORDWIND, 3],
      [OWN, 2],
    ]);
    expect(groupsOf(panel)[1]![1]).toEqual([
      expect.stringMatching(/^Overdue: 3 working days without an entry, from Fri, 20 Nov/),
      expect.stringMatching(/^Monthly report for November 2026, due Mon, 30 Nov/),
      expect.stringMatching(/^Submit the billing for October 2026, with your invoice or without/),
    ]);
    // No sentence starts with the internal name.
    expect(panel).not.toHaveTextContent(/P-20\d\d-/);

    // The most urgent task's action is the one filled button.
    const filled = within(panel)
      .getAllByRole('link')
      .filter((link) => link.classList.contains('MuiButton-contained'));
    expect(filled.map((link) => link.getAttribute('aria-label'))).toEqual(['Log Wednesday, 18 November']);
    expect(filled[0]).toHaveAttribute(
      'href',
      '/placement/plc-hafenlogistik-mandate/daily-overview/entry/2026-11-18?month=2026-11',
    );
    expect(within(panel).getByRole('link', { name: HAFENLOGISTIK })).toHaveAttribute(
      'href',
      '/placement/plc-hafenlogistik-mandate',
    );

    expectLinkIn(
      panel,
      /3 working days without an entry, from Fri, 20 Nov/,
      ALPENLAND,
      'Log Friday, 20 November',
      '/placement/plc-alpenland-cfo/daily-overview/entry/2026-11-20?month=2026-11',
    );
    expectLinkIn(
      panel,
      /3 working days without an entry, from Fri, 20 Nov/,
      NORDWIND,
      'Log Friday, 20 November',
      '/placement/plc-nordwind-interim/daily-overview/entry/2026-11-20?month=2026-11',
    );
    expectLinkIn(
      panel,
      /5 working days without an entry, from Wed, 18 Nov/,
      HAFENLOGISTIK,
      'Log Wednesday, 18 November',
      '/placement/plc-hafenlogistik-mandate/daily-overview/entry/2026-11-18?month=2026-11',
    );

    expectLinkIn(
      panel,
      /Monthly report for November 2026, due Mon, 30 Nov/,
      ALPENLAND,
      'Write monthly report',
      '/placement/plc-alpenland-cfo/monthly-report?month=2026-11',
    );
    itemWith(panel, /Monthly report for November 2026, due Mon, 30 Nov/, HAFENLOGISTIK);
    itemWith(panel, /Monthly report for November 2026, due Mon, 30 Nov/, NORDWIND);

    // The mandate (type 400) has no Billing, so only Alpenland's and Nordwind's October invoices wait.
    for (const [heading, id] of [
      [ALPENLAND, 'plc-alpenland-cfo'],
      [NORDWIND, 'plc-nordwind-interim'],
    ] as const) {
      expectLinkIn(
        panel,
        /Submit the billing for October 2026, with your invoice or without/,
        heading,
        'Submit billing',
        `/placement/${id}/billing?month=2026-10`,
      );
    }

    expectLinkIn(
      panel,
      /3 new opportunities are waiting for your answer/,
      OWN,
      'View opportunities',
      '/management/opportunities',
    );
    expectLinkIn(
      panel,
      /Availability last given on 16 Oct 2026: please confirm it/,
      OWN,
      'Update availability',
      '/resume/availability',
    );

    // Stadtwerke is not reported via the portal: nothing of it is listed.
    expect(panel).not.toHaveTextContent(/Stadtwerke/);
  });

  it("opens the first missing day's entry over its month in one tap; closing it leaves the manager on the month", async () => {
    const { user, router } = await openDashboard();
    const panel = await todoPanel();
    await user.click(
      within(itemWith(panel, /3 working days/, ALPENLAND)).getByRole('link', { name: 'Log Friday, 20 November' }),
    );
    const dialog = await screen.findByRole('dialog', { name: /Friday, 20 November/ }, { timeout: 30_000 });
    // 'Same as the previous working day' is offered, as from the month.
    expect(within(dialog).getByRole('button', { name: /Same as Thursday, 19 November/ })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await dialogsClosed();
    expect(router.state.location.pathname).toBe('/placement/plc-alpenland-cfo/daily-overview');
    expect(router.state.location.search).toBe('?month=2026-11');
    expect(await screen.findByRole('table', { name: /November 2026/ })).toBeInTheDocument();
  });

  it("offers today's entry when today is the only working day without one", async () => {
    const alpenland = db.placements.find((each) => each.id === 'plc-alpenland-cfo');
    if (!alpenland) throw new Error('no Alpenland');
    // Alpenland's days up to yesterday logged: only today is left.
    for (const date of ['2026-11-20', '2026-11-23', '2026-11-24']) {
      storeTimeEntry(alpenland, { year: 2026, month: 11 }, buildTimeEntry(date));
    }
    const { user } = await openDashboard();
    const panel = await todoPanel();
    const item = itemWith(panel, /^Today \(Wed, 25 Nov\) has no entry yet/, ALPENLAND);
    await user.click(within(item).getByRole('link', { name: 'Log today' }));
    expect(
      await screen.findByRole('dialog', { name: /Wednesday, 25 November/ }, { timeout: 30_000 }),
    ).toBeInTheDocument();
  });

  it('drops an item once it is done, the next time the dashboard opens', async () => {
    const { user, router } = await openDashboard();
    const panel = await todoPanel();
    await waitFor(() => itemWith(panel, /new opportunities are waiting/));

    // Done elsewhere: the opportunities answered (the availability's save is the browser journey's).
    db.opportunities.filter((each) => each.candidate.status === 100).forEach((each) => (each.candidate.status = 1200));

    await user.click(await screen.findByRole('link', { name: 'Open the CV wizard' }));
    await screen.findByRole('heading', { name: 'Executive summary' }, { timeout: 30_000 });
    expect(router.state.location.pathname).toBe('/resume');
    await user.click(screen.getAllByRole('link', { name: 'Home' })[0]!);
    const again = await todoPanel();
    await waitFor(() => expect(again).not.toHaveTextContent(/new opportunit/));
    itemWith(again, /3 working days/, ALPENLAND);
  });

  it('says so when nothing needs doing', async () => {
    db.placements = db.placements.filter((each) => each.reportBillingViaPortal !== '100');
    db.opportunities = db.opportunities.filter((each) => each.candidate.status !== 100);
    berger().cv.availabilityUpdatedAt = new Date().toISOString();
    await openDashboard();
    expect(await screen.findByText(/Nothing needs doing right now/)).toBeInTheDocument();
  });

  it('shows the current placements, with a calendar of the month and details only for those reported via the portal', async () => {
    await openDashboard();
    const widget = await screen.findByRole('region', { name: 'Current placements' });
    const titles = await within(widget).findAllByRole('heading', { level: 3 });
    // Those reported via the portal first, each group by start: Alpenland (a year ago), Nordwind (two months ago), the mandate (this month).
    expect(titles.map((title) => title.textContent)).toEqual([
      'Interim-CFO · Alpenland Maschinenbau GmbH',
      'Interim-Leitung Finanzen · Nordwind Energie AG',
      'Interim-CFO (Mandat) · Hafenlogistik Nord GmbH & Co. KG',
      'Beraterin Finanzierung · Stadtwerke Donautal GmbH',
    ]);
    expect(within(widget).getByRole('link', { name: 'Interim-CFO · Alpenland Maschinenbau GmbH' })).toHaveAttribute(
      'href',
      '/placement/plc-alpenland-cfo',
    );
    expect(
      within(widget).getByRole('link', { name: 'Beraterin Finanzierung · Stadtwerke Donautal GmbH' }),
    ).toHaveAttribute('href', '/placement/plc-stadtwerke-advisory');
    // 'View details' only where reportBillingViaPortal is 100.
    expect(
      within(widget)
        .getAllByRole('link', { name: /^View details/ })
        .map((link) => link.getAttribute('aria-label')),
    ).toEqual([`View details: ${ALPENLAND}`, `View details: ${NORDWIND}`, `View details: ${HAFENLOGISTIK}`]);
    // Empty contact fields show '-': Stadtwerke has no phone, Hafenlogistik no e-mail.
    const stadtwerke = titles[3]!.closest('li')!;
    expect(within(stadtwerke).getByText('Phone').nextSibling).toHaveTextContent(/^-$/);

    // The calendar of the first placement reported via the portal; each day says its state in words.
    const calendar = within(widget).getByRole('table', { name: 'November 2026' });
    expect(within(calendar).getByRole('img', { name: 'Monday, 2 November: time logged' })).toBeInTheDocument();
    expect(within(calendar).getByRole('img', { name: 'Friday, 20 November: time entry missing' })).toBeInTheDocument();
    expect(
      within(calendar).getByRole('img', { name: 'Wednesday, 25 November: today, nothing logged yet' }),
    ).toBeInTheDocument();
    expect(within(calendar).getByRole('img', { name: 'Saturday, 21 November: weekend' })).toBeInTheDocument();
    expect(within(widget).getByText('time logged')).toBeInTheDocument();
    expect(within(widget).getByText('time entry missing')).toBeInTheDocument();
  });

  it('switches the calendar to another placement reported via the portal', async () => {
    const { user } = await openDashboard();
    const widget = await screen.findByRole('region', { name: 'Current placements' });
    await within(widget).findByRole('img', { name: 'Monday, 2 November: time logged' });
    await user.click(within(widget).getByRole('combobox', { name: 'Calendar of placement' }));
    await user.click(await screen.findByRole('option', { name: /Hafenlogistik/ }));
    // The mandate started on 9 November; its entries stop on the 17th.
    expect(
      await within(widget).findByRole('img', { name: 'Monday, 2 November: outside the placement' }),
    ).toBeInTheDocument();
    expect(within(widget).getByRole('img', { name: 'Wednesday, 18 November: time entry missing' })).toBeInTheDocument();
  });

  it('shows the CV summary with the last update as a date, offers, news and events', async () => {
    await openDashboard();
    const cv = await screen.findByRole('region', { name: 'Your CV' });
    expect(within(cv).getByRole('link', { name: 'Open the CV wizard' })).toHaveAttribute('href', '/resume');
    expect(within(cv).getByRole('progressbar', { name: 'CV progress' })).toBeInTheDocument();
    expect(within(cv).getByText('Last updated').nextSibling?.textContent).toMatch(/^\d{1,2} [A-Z][a-z]{2} \d{4}$/);
    // Released managers have nothing to submit.
    expect(within(cv).queryByRole('button', { name: 'Submit application' })).not.toBeInTheDocument();

    const actions = screen.getByRole('region', { name: 'CV actions' });
    expect(within(actions).getByRole('link', { name: 'Export CV as PDF' })).toHaveAttribute(
      'href',
      '/resume/pdfcreation',
    );
    expect(within(actions).getByRole('button', { name: 'Example: CFO' })).toBeInTheDocument();
    expect(within(actions).getByRole('button', { name: 'Instructions' })).toBeInTheDocument();

    const offers = await screen.findByRole('region', { name: 'Benefits for you' });
    expect(await within(offers).findAllByRole('heading', { level: 3 })).toHaveLength(db.offers.length);
    const news = screen.getByRole('region', { name: 'News and events' });
    expect((await within(news).findAllByText(/^Event ·/)).length).toBeGreaterThan(0);
  });

  it("says so when a placement's month does not load, instead of waiting for it", async () => {
    server.use(
      http.get(/\/manager\/placements\/plc-alpenland-cfo\/overview\/\d+\/\d+$/, () =>
        HttpResponse.json({ code: 'error', message: 'down' }, { status: 500 }),
      ),
    );
    await openDashboard();
    const widget = await screen.findByRole('region', { name: 'Current placements' });
    expect(await within(widget).findByRole('alert')).toHaveTextContent(
      'The time entries of this month could not be loaded. An error occurred on the server. Please try again later.',
    );
    expect(widget).not.toHaveAttribute('aria-busy');
    // Its 'to do' items stay out; the other placement's are there.
    const panel = await todoPanel();
    await waitFor(() => itemWith(panel, /5 working days/, HAFENLOGISTIK));
    expect(panel).not.toHaveTextContent(/Alpenland/);
  });

  it('marks a section busy while its content has not arrived, and no longer once it has', async () => {
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get(/\/manager\/placements\/plc-alpenland-cfo\/overview\/\d+\/\d+$/, async () => {
        await answered;
        return undefined;
      }),
    );
    await openDashboard();
    const panel = screen.getByRole('region', { name: 'What needs doing' });
    expect(panel).toHaveAttribute('aria-busy', 'true');
    expect(panel).toHaveTextContent('Checking what needs doing…');

    answer();
    await todoPanel();
    expect(panel).not.toHaveAttribute('aria-busy');
    const widget = await screen.findByRole('region', { name: 'Current placements' });
    await within(widget).findByRole('table');
    expect(widget).not.toHaveAttribute('aria-busy');
    expect(await screen.findByRole('region', { name: 'Benefits for you' })).not.toHaveAttribute('aria-busy');
  });

  it('shows a section that failed to load as an error and the rest as usual', async () => {
    server.use(
      http.get(apiUrl(OPPORTUNITY_PATHS.offers), () =>
        HttpResponse.json({ code: 'error', message: 'down' }, { status: 500 }),
      ),
    );
    await openDashboard();
    const offers = await screen.findByRole('region', { name: 'Benefits for you' });
    expect(
      await within(offers).findByText(
        'The benefits could not be loaded. An error occurred on the server. Please try again later.',
      ),
    ).toBeInTheDocument();
    const news = screen.getByRole('region', { name: 'News and events' });
    expect(await within(news).findAllByRole('heading', { level: 3 })).not.toHaveLength(0);
  });

  it('greets without the name when the profile cannot be loaded, says so, and shows the rest', async () => {
    server.use(
      http.get(apiUrl(ACCOUNT_PATHS.manager), () =>
        HttpResponse.json({ code: 'error', message: 'down' }, { status: 500 }),
      ),
    );
    await openDashboard();
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome' })).toBeInTheDocument();
    expect(
      await screen.findByText(
        'Your profile could not be loaded. An error occurred on the server. Please try again later.',
      ),
    ).toBeInTheDocument();
    const todo = screen.getByRole('region', { name: 'What needs doing' });
    expect(await within(todo).findAllByRole('listitem')).not.toHaveLength(0);
    expect(await screen.findByRole('region', { name: 'Benefits for you' })).toBeInTheDocument();
  });

  describe('the automatic release (initialInputCv 100)', () => {
    beforeEach(() => {
      berger().personalDetails.initialInputCv = INITIAL_INPUT_CV.PENDING;
    });

    it('greets a manager who comes from the login with the release dialog; closing stays on the dashboard', async () => {
      const { user, router } = await openDashboard({ fromLogin: true });
      const dialog = await screen.findByRole('dialog', { name: 'Your profile has been released' });
      expect(within(dialog).getByRole('img', { name: 'A check mark: profile released' })).toHaveAttribute(
        'src',
        expect.stringMatching(/release-en/),
      );
      await user.click(within(dialog).getByRole('button', { name: 'Close' }));
      await dialogsClosed();
      expect(router.state.location.pathname).toBe('/dashboard');
      expect(router.state.location.state).toBeNull();
    });

    it('does not show the dialog without the login flag', async () => {
      await openDashboard();
      await screen.findByRole('button', { name: 'Submit application' });
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('does not show the dialog once the CV is submitted (initialInputCv 200)', async () => {
      berger().personalDetails.initialInputCv = INITIAL_INPUT_CV.SUBMITTED;
      await openDashboard({ fromLogin: true });
      await screen.findByRole('region', { name: 'Your CV' });
      await screen.findByText('Last updated');
      expect(screen.queryByRole('button', { name: 'Submit application' })).not.toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('offers to submit the application, which then goes', async () => {
      const { user } = await openDashboard();
      const cv = await screen.findByRole('region', { name: 'Your CV' });
      await user.click(await within(cv).findByRole('button', { name: 'Submit application' }));
      expect(await within(cv).findByText('Thank you: your application has been submitted.')).toBeInTheDocument();
      expect(within(cv).queryByRole('button', { name: 'Submit application' })).not.toBeInTheDocument();
      expect(berger().personalDetails.initialInputCv).toBe(INITIAL_INPUT_CV.SUBMITTED);
    });

    it('keeps the button and says what failed when the submission fails', async () => {
      server.use(
        http.put(/\/manager\/mark-resume-completed$/, () =>
          HttpResponse.json({ code: 'error', message: 'down' }, { status: 503 }),
        ),
      );
      const { user } = await openDashboard();
      const cv = await screen.findByRole('region', { name: 'Your CV' });
      await user.click(await within(cv).findByRole('button', { name: 'Submit application' }));
      expect(await within(cv).findByRole('alert')).toHaveTextContent(/Your application could not be submitted/);
      expect(within(cv).getByRole('button', { name: 'Submit application' })).toBeEnabled();
    });
  });

  it('speaks German with German dates', async () => {
    await i18n.changeLanguage('de');
    await renderApp({ route: '/dashboard', signedInAs: DEMO.manager });
    const panel = await screen.findByRole('region', { name: 'Was zu tun ist' });
    await waitFor(() => itemWith(panel, /^Überfällig: 3 Arbeitstage ohne Eintrag, ab Fr\., 20\. Nov\./, ALPENLAND));
    itemWith(panel, /Monatsbericht November 2026, fällig am Mo\., 30\. Nov\./, ALPENLAND);
    itemWith(panel, /3 neue Projektangebote warten auf Ihre Antwort/, 'Ihr Profil und Ihre Projektangebote');
  });
});
