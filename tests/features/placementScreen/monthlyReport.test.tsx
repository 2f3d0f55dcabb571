import { Blob as NodeBlob } from 'node:buffer';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { i18n } from '@/lib/i18n';
import { db } from '@mocks/db';
import { server } from '@mocks/node';

import { DEMO, dialogsClosed, recordRequests } from '../../test-utils';
import { renderApp, sent } from '../helpers';
import { ID, onTheWednesday, WEDNESDAY } from './placementHelpers';

/**
 * The monthly report tab of the placement screen (docs/decisions/010-drafts.md, 011-server-html.md
 * and 012-files-with-bearer.md) for manager@demo.test on Wednesday 25 November 2026. The seeded portal placement
 * (mocks/placements/fixtures.ts) has entries on every weekday before this month and on this
 * month's weekdays up to 19 November (14 full days, Mondays and Fridays business trips without
 * an overnight stay); every month before this one has a sent report (October open, September
 * closed, August 250, July 200); November has none.
 */

const PLACEMENT = ID.PORTAL;
const REPORT_PATH = `/manager/placements/${PLACEMENT}/monthly-report`;
const FIRST_RENDER_TIMEOUT = 30_000;
const SAVED = 'The monthly report has been saved.';

onTheWednesday();
afterEach(() => {
  vi.restoreAllMocks();
});

/** The report tab at a month (yyyy-MM), once its heading shows. */
async function openReport(month = '2026-11', heading = /^Monthly report for/, placement: string = PLACEMENT) {
  const app = await renderApp({
    route: `/placement/${placement}/monthly-report?month=${month}`,
    signedInAs: DEMO.manager,
  });
  await screen.findByRole('heading', { level: 2, name: heading }, { timeout: FIRST_RENDER_TIMEOUT });
  return app;
}

/** A section's rich-text editor by its numbered label, once the lazy editor has loaded. */
function editor(name: string | RegExp): Promise<HTMLElement> {
  return screen.findByRole('textbox', { name }, { timeout: FIRST_RENDER_TIMEOUT });
}

const draftKeys = () => Object.keys(window.sessionStorage).filter((key) => key.includes('monthlyReport'));

function alpenland() {
  const placement = db.placements.find((each) => each.id === PLACEMENT);
  if (!placement) throw new Error('no Alpenland placement in the demo data');
  return placement;
}

/** The amount of a row of the sums table, by its label. */
function sumOf(label: string | RegExp): string {
  const table = screen.getByRole('table', { name: /^(Totals for|Summen für)/ });
  const row = within(table).getByRole('rowheader', { name: label }).closest('tr');
  return row?.querySelector('td')?.textContent ?? '';
}

describe('writing the report', () => {
  it('names the month, says when it is due, and offers seven numbered sections', async () => {
    await openReport();
    expect(screen.getByRole('heading', { level: 2, name: 'Monthly report for November 2026' })).toBeInTheDocument();
    // The last working day of November 2026 is Monday the 30th.
    expect(screen.getByText('Due on 30 Nov 2026')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Monthly report for November 2026' });
    for (const label of [
      '1. Current situation',
      '2. Tasks and actions carried out',
      '3. Goals achieved and results',
      '4. Critical and inhibiting factors',
      '5. Relationship with the client',
      '6. Support needed',
      '7. Other remarks',
    ]) {
      expect(
        await within(form).findByRole('textbox', { name: label }, { timeout: FIRST_RENDER_TIMEOUT }),
      ).toBeInTheDocument();
    }
    // fields-meta: 4000 characters for the situation, 2000 for the other remarks.
    expect(await editor('1. Current situation')).toHaveAccessibleDescription(/4,000 characters left/);
    expect(await editor('7. Other remarks')).toHaveAccessibleDescription(/2,000 characters left/);
    // No report yet: no sums and no activity PDF.
    expect(screen.getByText('The totals appear once the monthly report has been saved.')).toBeInTheDocument();
    expect(
      screen.getByText('The activity report is available as a PDF once the monthly report has been saved.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Activity report \(PDF\)/ })).not.toBeInTheDocument();
  });

  it('lists the month’s activities and times in a table', async () => {
    await openReport();
    const table = screen.getByRole('table', { name: 'Activities and times in November 2026' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Date', 'Recorded time or reason', 'Working times', 'Net time']);
    const rows = within(table).getAllByRole('row');
    // The header, 14 entries (2 to 19 November) and the total.
    expect(rows).toHaveLength(16);
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Full day', '08:30–17:30, break 12:30–13:15', '8:15 h']);
    expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent('Mon, 2 Nov');
    expect(rows[15]).toHaveTextContent(/Total.*111:30 h/);
  });

  it('saves what is written, shows the saved message and keeps the text after a reload', async () => {
    const requests = recordRequests();
    const first = await openReport();
    const situation = await editor('1. Current situation');
    await first.user.click(situation);
    await first.user.keyboard('Liquidity secured until March');
    await first.user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(SAVED)).toBeInTheDocument();
    const [save] = sent(requests, 'POST', REPORT_PATH);
    expect(save?.body).toEqual({
      year: 2026,
      month: 11,
      report: {
        situation: '<p>Liquidity secured until March</p>',
        processedTasksAndActions: '',
        goalAchievementsResults: '',
        criticalInhibitoryFactors: '',
        relationshipWithClient: '',
        supportNeccesary: '',
        otherRemarks: '',
      },
    });
    expect(sent(requests, 'POST', `${REPORT_PATH}/submit`)).toHaveLength(0);
    // The saved report has sums and its activity PDF; it can still be changed.
    expect(await screen.findByRole('table', { name: 'Totals for November 2026' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Activity report (PDF) for November 2026, opens in a new tab' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send report' })).toBeEnabled();

    first.unmount();
    await openReport();
    expect(await editor('1. Current situation')).toHaveTextContent('Liquidity secured until March');
    expect(screen.queryByText('You have unsaved changes from your last visit to this form.')).not.toBeInTheDocument();
  });

  it('disables both buttons while the save is on its way', async () => {
    let answer: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      http.post(`*/api/v1${REPORT_PATH}`, async () => {
        await gate;
        return HttpResponse.json({ code: 'server', message: 'boom' }, { status: 500 });
      }),
    );
    const { user } = await openReport();
    await user.click(await editor('1. Current situation'));
    await user.keyboard('Draft');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('button', { name: 'Saving…' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Send report' })).toBeDisabled();
    answer();
    expect(await screen.findByRole('button', { name: 'Save' })).toBeEnabled();
  });
});

describe('when a save fails', () => {
  it('keeps what was typed and says why', async () => {
    server.use(
      http.post(`*/api/v1${REPORT_PATH}`, () =>
        HttpResponse.json({ code: 'server', message: 'boom' }, { status: 500 }),
      ),
    );
    const { user } = await openReport();
    const situation = await editor('1. Current situation');
    await user.click(situation);
    await user.keyboard('Nicht verlieren');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'The monthly report could not be saved; your text is still here. An error occurred on the server. Please try again later.',
    );
    expect(situation).toHaveTextContent('Nicht verlieren');
    expect(screen.queryByText(SAVED)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('when the invoice was submitted meanwhile, keeps what was typed beside the locked report, to copy', async () => {
    const { user } = await openReport();
    await user.click(await editor('1. Current situation'));
    await user.keyboard('Zu spät');
    await user.click(await editor('3. Goals achieved and results'));
    await user.keyboard('Erreicht');
    // Meanwhile the report was sent and its invoice submitted elsewhere (another window).
    alpenland().months['2026_11']!.monthlyReport = { id: `mr-${PLACEMENT}-2026-11`, billingStatus: 200, wasSent: true };
    await user.click(screen.getByRole('button', { name: 'Save' }));

    // The month shows as the server holds it, with the reason in plain words, and the text beside it.
    expect(
      await screen.findByText(
        'The invoice for November 2026 has been submitted, so its monthly report can no longer be changed.',
        {},
        { timeout: FIRST_RENDER_TIMEOUT },
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    const notice = screen.getByRole('heading', { name: 'Your text was not saved' }).closest('[role="alert"]');
    expect(notice).toHaveTextContent(/Your text is kept here on this device/);
    const mine = screen.getByRole('region', { name: 'Your text (not saved)' });
    expect(within(mine).getByText('Zu spät')).toBeInTheDocument();
    expect(within(mine).getByText('Erreicht')).toBeInTheDocument();
    const locked = screen.getByRole('region', { name: 'The report as it stands' });
    expect(within(locked).getAllByText('Not filled in.')).toHaveLength(7);

    await user.click(screen.getByRole('button', { name: 'Copy your text' }));
    expect(await navigator.clipboard.readText()).toBe(
      '1. Current situation\nZu spät\n\n3. Goals achieved and results\nErreicht',
    );
    expect(await screen.findByText('Your text has been copied.')).toBeInTheDocument();
    // It stays until discarded: a remount still shows it.
    expect(draftKeys()).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Discard your text' }));
    expect(screen.queryByRole('region', { name: 'Your text (not saved)' })).not.toBeInTheDocument();
    expect(draftKeys()).toEqual([]);
  });

  it('puts a section the server finds too long next to that section', async () => {
    server.use(
      http.post(`*/api/v1${REPORT_PATH}`, () =>
        HttpResponse.json(
          { code: 'validation', message: 'too long', fields: { 'report.otherRemarks': 'max' } },
          { status: 400 },
        ),
      ),
    );
    const { user } = await openReport();
    const remarks = await editor('7. Other remarks');
    await user.click(remarks);
    await user.keyboard('Viel zu lang');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The monthly report could not be saved; your text is still here. Some sections are too long. Please see the notes next to them.',
    );
    await waitFor(() => expect(remarks).toHaveAccessibleDescription(/^Please enter at most 2,000 characters\./));
    expect(remarks).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('sending the report', () => {
  it('asks once, then sends; the sent report can still be corrected until the invoice is submitted', async () => {
    const requests = recordRequests();
    const { user } = await openReport();
    await user.click(await editor('2. Tasks and actions carried out'));
    await user.keyboard('Bankengespräche geführt');

    await user.click(screen.getByRole('button', { name: 'Send report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send the monthly report for November 2026?' });
    expect(dialog).toHaveTextContent("You can still correct it until the month's invoice is submitted.");
    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    await dialogsClosed();
    expect(sent(requests, 'POST', `${REPORT_PATH}/submit`)).toHaveLength(0);

    // Written so far: one section of seven, which the bar says; the question names the six still empty.
    expect(screen.getByText('1 of 7 sections written')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    const asked = await screen.findByRole('dialog', { name: 'Send the monthly report for November 2026?' });
    expect(within(asked).getByRole('heading', { name: '6 sections are still empty:' })).toBeInTheDocument();
    const empty = within(asked)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(empty).toHaveLength(6);
    expect(empty).not.toContain('2. Tasks and actions carried out');
    expect(within(asked).queryByRole('button', { name: 'Send report' })).not.toBeInTheDocument();
    await user.click(within(asked).getByRole('button', { name: 'Send anyway' }));

    expect(
      await screen.findByText(
        /The monthly report for November 2026 has been sent\. Until the invoice for the month is submitted, you can still correct it/,
        {},
        { timeout: FIRST_RENDER_TIMEOUT },
      ),
    ).toBeInTheDocument();
    expect(sent(requests, 'POST', `${REPORT_PATH}/submit`)).toHaveLength(1);
    expect(alpenland().months['2026_11']?.monthlyReport?.wasSent).toBe(true);
    // Still the form, with what was sent; a correction is sent again (no separate save).
    expect(await editor('2. Tasks and actions carried out')).toHaveTextContent('Bankengespräche geführt');
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send correction' })).toBeEnabled();
    expect(screen.queryByText(/^Due on/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Billing' })).toHaveAttribute(
      'href',
      `/placement/${PLACEMENT}/billing?month=2026-11`,
    );
    expect(screen.queryByText('You have unsaved changes from your last visit to this form.')).not.toBeInTheDocument();
    expect(draftKeys()).toEqual([]);

    await user.click(await editor('6. Support needed'));
    await user.keyboard('Keine');
    await user.click(screen.getByRole('button', { name: 'Send correction' }));
    const again = await screen.findByRole('dialog', { name: 'Send the corrected monthly report for November 2026?' });
    await user.click(within(again).getByRole('button', { name: 'Send anyway' }));
    await waitFor(() => expect(sent(requests, 'POST', `${REPORT_PATH}/submit`)).toHaveLength(2));
    await waitFor(() =>
      expect(alpenland().months['2026_11']?.monthlyReport).toMatchObject({
        processedTasksAndActions: '<p>Bankengespräche geführt</p>',
        supportNeccesary: '<p>Keine</p>',
        wasSent: true,
      }),
    );
    // Each send named the report it started from: none at first, then the one it sent.
    expect(sent(requests, 'POST', `${REPORT_PATH}/submit`).map((each) => [each.ifNoneMatch, each.ifMatch])).toEqual([
      ['*', null],
      [null, '"1"'],
    ]);
  });
  // A send drops the cached month first: the page keeps the tab it showed meanwhile.
  it('keeps what was typed and says why when the send fails', async () => {
    server.use(
      http.post(`*/api/v1${REPORT_PATH}/submit`, () =>
        HttpResponse.json({ code: 'server', message: 'boom' }, { status: 500 }),
      ),
    );
    const { user } = await openReport();
    await user.click(await editor('1. Current situation'));
    await user.keyboard('Nicht verlieren');
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Send anyway' }));

    const alert = await screen.findByRole('alert', {}, { timeout: FIRST_RENDER_TIMEOUT });
    expect(alert).toHaveTextContent(
      'The monthly report could not be sent; your text is still here. An error occurred on the server. Please try again later.',
    );
    expect(await editor('1. Current situation')).toHaveTextContent('Nicht verlieren');
    expect(screen.getByRole('button', { name: 'Send report' })).toBeEnabled();
  });
});

describe('the draft', () => {
  it('offers what was typed back after a remount, into the editors', async () => {
    const first = await openReport();
    await first.user.click(await editor('5. Relationship with the client'));
    await first.user.keyboard('Vertrauensvoll');
    await waitFor(() =>
      expect(
        Object.keys(window.sessionStorage).some((key) => key.endsWith(`placement.monthlyReport.${PLACEMENT}.2026-11`)),
      ).toBe(true),
    );
    first.unmount();

    const { user } = await openReport();
    expect(await screen.findByText('You have unsaved changes from your last visit to this form.')).toBeInTheDocument();
    expect(await editor('5. Relationship with the client')).not.toHaveTextContent('Vertrauensvoll');
    await user.click(screen.getByRole('button', { name: 'Restore changes' }));
    expect(await editor('5. Relationship with the client')).toHaveTextContent('Vertrauensvoll');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(SAVED)).toBeInTheDocument();
    expect(alpenland().months['2026_11']?.monthlyReport).toMatchObject({
      relationshipWithClient: '<p>Vertrauensvoll</p>',
    });
  });
});

describe('a month whose report can no longer be changed', () => {
  it('shows a sent report whose invoice is open as still correctable, with its sums in euros and the English number format', async () => {
    await openReport('2026-10');
    expect(
      screen.getByText(
        /The monthly report for October 2026 has been sent\. Until the invoice for the month is submitted, you can still correct it/,
      ),
    ).toBeInTheDocument();
    expect(await editor('1. Current situation')).toBeInTheDocument();
    // 22 full days at the mock's 1,250 a day; 9 business trips without an overnight stay at 14.
    expect(sumOf('Activity time')).toBe('22 days');
    expect(sumOf('Travel expenses per day, with overnight stay')).toBe('€0.00');
    expect(sumOf('Travel expenses per day, without overnight stay')).toBe('€126.00');
    expect(sumOf('Travel expenses per day, both kinds')).toBe('€126.00');
    expect(sumOf('Total travel expenses')).toBe('€126.00');
    expect(sumOf('Bonus')).toBe('€0.00');
    expect(sumOf('Fee')).toBe('€27,500.00');
    expect(sumOf('Subtotal')).toBe('€27,626.00');
    expect(sumOf('VAT (19%)')).toBe('€5,248.94');
    expect(sumOf('Invoice amount')).toBe('€32,874.94');
  });

  it('speaks German, with the German number format', async () => {
    await i18n.changeLanguage('de');
    await openReport('2026-10', /^Monatsbericht für Oktober 2026/);
    expect(
      screen.getByText(
        /Der Monatsbericht für Oktober 2026 wurde gesendet\. Bis die Rechnung des Monats eingereicht ist/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Korrektur senden' })).toBeInTheDocument();
    expect(sumOf('Tätigkeitszeit')).toBe('22 Tage');
    expect(sumOf('Honorar')).toBe('27.500,00\u00a0€');
    expect(sumOf('MwSt. (19\u00a0%)')).toBe('5.248,94\u00a0€');
    expect(sumOf('Rechnungsbetrag')).toBe('32.874,94\u00a0€');
    expect(screen.getByRole('table', { name: 'Aktivitäten und Zeiten im Oktober 2026' })).toBeInTheDocument();
  });

  it('says a closed month was closed by accounting, and a submitted one that its invoice was submitted', async () => {
    const first = await openReport('2026-09');
    expect(
      screen.getByText(
        'September 2026 has been reviewed and closed by accounting; its monthly report can no longer be changed.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    first.unmount();
    await openReport('2026-08');
    expect(
      screen.getByText(
        'The invoice for August 2026 has been submitted, so its monthly report can no longer be changed.',
      ),
    ).toBeInTheDocument();
  });

  it('says the report is overdue when a past month has none', async () => {
    alpenland().months['2026_10']!.monthlyReport = null;
    await openReport('2026-10');
    // 31 October 2026 is a Saturday: the report was due on Friday the 30th.
    expect(screen.getByText('Overdue: the report was due on 30 Oct 2026')).toBeInTheDocument();
  });
});

describe('other kinds of placement', () => {
  it('gives the activity time in hours where the fee is billed by hours', async () => {
    await openReport('2026-10', /^Monthly report for October 2026/, ID.HOURLY);
    expect(sumOf('Activity time')).toMatch(/^\d[\d,.]* hours$/);
    expect(sumOf('Working time')).toMatch(/^\d+:\d{2} h$/);
  });

  it('submits a mandate’s report when it is sent (no Billing), and says when', async () => {
    const { user } = await openReport('2026-11', /^Monthly report for November 2026/, ID.MANDATE);
    await user.click(await editor('1. Current situation'));
    await user.keyboard('Mandat läuft');
    expect(
      screen.getByText(/Sending it closes the month: after that, neither the report nor the month['’]s time entries/),
    ).toBeInTheDocument();
    // travelExpenseManager 200 (docs/decisions/043-mandate-expenses.md): the send waits for the expenses report or
    // the confirmation that there are none.
    const requests = recordRequests();
    const expenses = screen.getByRole('region', { name: 'Expenses for November 2026' });
    expect(screen.getByRole('button', { name: 'Send report' })).toBeDisabled();
    expect(
      screen.getByText('Please add your expenses report or confirm that you have no expenses to report.'),
    ).toBeInTheDocument();
    await user.click(within(expenses).getByRole('checkbox', { name: 'I have no expenses to report' }));
    expect(screen.getByRole('button', { name: 'Send report' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    const confirm = await screen.findByRole('dialog');
    // A mandate has no invoice: the confirmation says that the send locks the month, entries included.
    expect(confirm).toHaveTextContent(
      /which closes the month\. After that, neither the report nor the month['’]s time entries can be changed\./,
    );
    expect(confirm).not.toHaveTextContent(/invoice/);
    await user.click(within(confirm).getByRole('button', { name: 'Send anyway' }));
    expect(
      await screen.findByText(
        'The monthly report for November 2026 was sent on 25 Nov 2026, 10:00 and can no longer be changed.',
        {},
        { timeout: FIRST_RENDER_TIMEOUT },
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Go to Billing' })).not.toBeInTheDocument();
    expect(sent(requests, 'POST', `/manager/placements/${ID.MANDATE}/monthly-report/submit`)[0]?.body).toMatchObject({
      expensesReport: true,
      month: 11,
      year: 2026,
    });
    // What was sent is what was typed: nothing is left over as unsaved.
    expect(screen.queryByRole('heading', { name: 'Your text was not saved' })).not.toBeInTheDocument();
    expect(draftKeys()).toEqual([]);
    // The daily overview says the month was closed by sending its report, not that an invoice is being reviewed.
    await user.click(screen.getByRole('tab', { name: 'Daily overview' }));
    expect(
      await screen.findByText(
        'The monthly report for November 2026 has been sent, which closed the month; its time entries and its report can no longer be changed.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/invoice|Accounting is reviewing/)).not.toBeInTheDocument();
  });
});

describe('the months kept after a send (docs/decisions/023-placement-month-cache.md)', () => {
  it('drops the month the manager left when a send moves the current month, and loads it afresh when it shows again', async () => {
    const requests = recordRequests();
    const { user, store } = await openReport('2026-11', /^Monthly report for November 2026/);
    const monthKeys = () => Object.keys(store.getState().placements?.months[PLACEMENT] ?? {});
    const novemberLoads = () =>
      requests.filter((each) => each.method === 'GET' && /\/overview\/2026\/11$/.test(each.path));
    expect(monthKeys()).toEqual(expect.arrayContaining(['2026_11', '2026_10']));
    const loadsBefore = novemberLoads().length;

    // October came with November's overview: showing it asks for nothing, and November stays the current month.
    await user.click(screen.getByRole('button', { name: 'Previous month: October 2026' }));
    await screen.findByRole('heading', { level: 2, name: /^Monthly report for October 2026/ });
    await user.click(await screen.findByRole('button', { name: 'Send correction' }));
    const confirm = await screen.findByRole('dialog', { name: 'Send the corrected monthly report for October 2026?' });
    await user.click(within(confirm).getByRole('button', { name: 'Send anyway' }));
    await waitFor(() => expect(sent(requests, 'POST', `${REPORT_PATH}/submit`)).toHaveLength(1));

    // The send's answer is October's: November, the month left, is dropped; October and September are fresh.
    await waitFor(() => expect(monthKeys()).not.toContain('2026_11'));
    expect(monthKeys()).toEqual(expect.arrayContaining(['2026_10', '2026_9']));
    // Once the confirmation has gone: while it closes, the page is hidden from assistive technology.
    await user.click(await screen.findByRole('button', { name: 'Next month: November 2026' }));
    await screen.findByRole('heading', { level: 2, name: /^Monthly report for November 2026/ });
    await waitFor(() => expect(novemberLoads().length).toBe(loadsBefore + 1));
  });
});

describe('the activity report PDF', () => {
  it('fetches it with the bearer header and opens it in a new tab', async () => {
    const tab = { opener: {} as unknown, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockImplementation(() => tab as unknown as Window);
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:activity-report'), revokeObjectURL: vi.fn() }),
    );
    vi.stubGlobal('Blob', NodeBlob);
    const urls: { path: string; query: URLSearchParams; authorization: string | null }[] = [];
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      urls.push({ path: url.pathname, query: url.searchParams, authorization: request.headers.get('authorization') });
    });
    const { user } = await openReport('2026-10');
    await user.click(
      screen.getByRole('button', { name: 'Activity report (PDF) for October 2026, opens in a new tab' }),
    );

    await waitFor(() => expect(tab.location.href).toBe('blob:activity-report'));
    expect(open).toHaveBeenCalledWith('', '_blank');
    const pdf = urls.find(
      (each) => each.path === `/api/v1/manager/pdf/file/activity_report/mr-${PLACEMENT}-2026-10/en`,
    );
    expect(pdf?.authorization).toMatch(/^Bearer /);
    expect(pdf?.query.get('timestamp')).toBe(String(WEDNESDAY.getTime()));
    await act(async () => undefined);
  });
});
