import { File as NodeFile } from 'node:buffer';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { PLACEMENT_PATHS } from '@/contract/placements';
import { i18n } from '@/lib/i18n';
import { db } from '@mocks/db';
import { server } from '@mocks/node';
import { storeReport } from '@mocks/placements/reports';
import { emptyTexts } from '@mocks/placements/reportSums';

import { DEMO, recordRequests } from '../../test-utils';
import { renderApp, sent } from '../helpers';
import { ID, onTheWednesday } from './placementHelpers';

/**
 * The billing tab of the placement screen (docs/decisions/011-server-html.md and 013-uploads.md)
 * for manager@demo.test on Wednesday 25 November 2026. The seeded portal placement
 * (mocks/placements/fixtures.ts): October's report sent with its billing open (the invoice can
 * be uploaded), September closed (300), August 250, July 200; November has no report and three
 * weekdays without an entry (20, 23 and 24 November).
 */

const PLACEMENT = ID.PORTAL;
const FIRST_RENDER_TIMEOUT = 30_000;
const INVOICE = 'Invoice (PDF, optional)';
const TYPE_AND_SIZE = 'Please choose a PDF file of at most 15 MB.';

onTheWednesday();
afterEach(() => {
  vi.restoreAllMocks();
});

async function openBilling(month: string, heading: RegExp = /^Billing for/) {
  const app = await renderApp({ route: `/placement/${PLACEMENT}/billing?month=${month}`, signedInAs: DEMO.manager });
  await screen.findByRole('heading', { level: 2, name: heading }, { timeout: FIRST_RENDER_TIMEOUT });
  return app;
}

function alpenland() {
  const placement = db.placements.find((each) => each.id === PLACEMENT);
  if (!placement) throw new Error('no Alpenland placement in the demo data');
  return placement;
}

/** The billing status line: its words, and the badge with its colour. */
function statusLine(): HTMLElement {
  return screen.getByText(/^Billing status:|^Abrechnungsstatus:/);
}
function badgeColour(): string | null {
  return statusLine().querySelector('[data-colour]')?.getAttribute('data-colour') ?? null;
}

/**
 * jsdom's File and FormData lose a file's bytes on the way through msw (undici does not know
 * jsdom's classes): as in the documents test, the app gets Node's own, which arrive whole.
 */
async function withNodeMultipart() {
  const probe = await new Response(new URLSearchParams()).formData();
  vi.stubGlobal('FormData', probe.constructor);
}

function nodePdf(name: string, text = 'invoice'): File {
  return new NodeFile([`%PDF-1.7 ${text}`], name, { type: 'application/pdf' }) as unknown as File;
}

async function chooseInvoice(user: Awaited<ReturnType<typeof renderApp>>['user'], file: File) {
  await user.upload(screen.getByLabelText(INVOICE), file);
  await screen.findByRole('button', { name: `Remove ${file.name}` });
}

describe('before an invoice is possible', () => {
  it('says what is missing for the current month and links to where it is done', async () => {
    await openBilling('2026-11');
    expect(screen.getByRole('heading', { level: 2, name: 'Billing for November 2026' })).toBeInTheDocument();
    expect(
      screen.getByText(/can be submitted once the month's time entries and its monthly report are finished/),
    ).toBeInTheDocument();
    const report = screen.getByText('Send the monthly report first.').closest('li') as HTMLElement;
    expect(within(report).getByRole('link', { name: 'Go to the monthly report' })).toHaveAttribute(
      'href',
      `/placement/${PLACEMENT}/monthly-report?month=2026-11`,
    );
    const days = screen.getByText('3 working days have no time entry yet.').closest('li') as HTMLElement;
    expect(within(days).getByRole('link', { name: 'Go to the daily overview' })).toHaveAttribute(
      'href',
      `/placement/${PLACEMENT}/daily-overview?month=2026-11`,
    );
    // No report yet: no status, no sums, no upload.
    expect(screen.queryByText(/^Billing status:/)).not.toBeInTheDocument();
    expect(screen.getByText('The totals appear once the monthly report has been saved.')).toBeInTheDocument();
    expect(screen.queryByLabelText(INVOICE)).not.toBeInTheDocument();
  });

  it('still asks for the missing days once the report is sent', async () => {
    alpenland().months['2026_11']!.monthlyReport = { id: `mr-${PLACEMENT}-2026-11`, billingStatus: 100, wasSent: true };
    await openBilling('2026-11');
    expect(statusLine()).toHaveTextContent('Billing status: Open');
    expect(screen.queryByText('Send the monthly report first.')).not.toBeInTheDocument();
    expect(screen.getByText('3 working days have no time entry yet.')).toBeInTheDocument();
    expect(screen.queryByLabelText(INVOICE)).not.toBeInTheDocument();
  });
});

describe('the billing status badge', () => {
  it.each([
    ['2026-10', 'Open', 'green'],
    ['2026-09', 'Closed', 'grey'],
    ['2026-08', 'Submitted', 'orange'],
    ['2026-07', 'Submitted', 'orange'],
  ])('shows %s as %s in %s, in words and colour', async (month, label, colour) => {
    await openBilling(month);
    expect(statusLine()).toHaveTextContent(`Billing status: ${label}`);
    expect(badgeColour()).toBe(colour);
  });

  it('shows a code the spec does not name as an unknown status with the code, in black', async () => {
    alpenland().months['2026_10']!.monthlyReport = {
      id: `mr-${PLACEMENT}-2026-10`,
      billingStatus: 150 as unknown as 100,
      wasSent: true,
    };
    await openBilling('2026-10');
    expect(statusLine()).toHaveTextContent('Billing status: Unknown status (150)');
    expect(badgeColour()).toBe('black');
  });

  it('speaks German', async () => {
    await i18n.changeLanguage('de');
    await openBilling('2026-10', /^Abrechnung für Oktober 2026/);
    expect(statusLine()).toHaveTextContent('Abrechnungsstatus: Offen');
    // Testing Library reads the no-break space before € as a space.
    expect(screen.getByText('Rechnungsbetrag: 32.874,94 €')).toBeInTheDocument();
  });
});

describe('a submitted or closed month', () => {
  it('says it is read-only and offers no upload', async () => {
    const first = await openBilling('2026-08');
    expect(
      screen.getByText(
        'The invoice for August 2026 has been submitted and is being reviewed by accounting. The month is read-only.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText(INVOICE)).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'What was invoiced' })).toBeInTheDocument();
    first.unmount();
    await openBilling('2026-09');
    expect(
      screen.getByText('The invoice for September 2026 has been reviewed and the month has been closed by accounting.'),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText(INVOICE)).not.toBeInTheDocument();
  });
});

describe('the invoice of an open month', () => {
  it('shows what will be invoiced', async () => {
    await openBilling('2026-10');
    const content = screen.getByRole('region', { name: 'What will be invoiced' });
    expect(within(content).getByText('Invoice amount: €32,874.94')).toBeInTheDocument();
    expect(within(content).getByRole('table', { name: 'Totals for October 2026' })).toBeInTheDocument();
    // Nothing chosen yet: nothing to verify; the month can be submitted without an invoice.
    expect(screen.getByRole('button', { name: 'Verify' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Submit without an invoice' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Submit invoice' })).not.toBeInTheDocument();
  });

  it('refuses a file that is not a PDF and changes nothing else', async () => {
    const requests = recordRequests();
    const { user } = await openBilling('2026-10');
    await user.upload(
      screen.getByLabelText(INVOICE),
      new File(['PK\u0003\u0004 word/document.xml'], 'Rechnung.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(TYPE_AND_SIZE);
    expect(screen.queryByRole('button', { name: 'Remove Rechnung.pdf' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Verify' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Submit invoice' })).not.toBeInTheDocument();
    expect(statusLine()).toHaveTextContent('Billing status: Open');
    expect(sent(requests, 'POST', PLACEMENT_PATHS.verifyBillingReport.build())).toHaveLength(0);
    expect(sent(requests, 'POST', PLACEMENT_PATHS.saveBillingReport.build())).toHaveLength(0);
  });

  it('verifies the invoice and shows what the check found, sanitized', async () => {
    const requests = recordRequests();
    await withNodeMultipart();
    const { user } = await openBilling('2026-10');
    await chooseInvoice(user, nodePdf('Rechnung_Oktober.pdf', 'Rechnungsbetrag 32.874,94 EUR'));
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    const result = await screen.findByRole('status');
    expect(result).toHaveTextContent(
      "Checked: your invoice shows the monthly report's invoice amount, and every working day has a time entry. You can submit the invoice.",
    );
    expect(result).toHaveTextContent('File: Rechnung_Oktober.pdf');
    expect(result).toHaveTextContent('Invoice amount of the monthly report: €32,874.94 – found in the invoice.');
    expect(sent(requests, 'POST', PLACEMENT_PATHS.verifyBillingReport.build())).toHaveLength(1);
    // Verify does not submit.
    expect(statusLine()).toHaveTextContent('Billing status: Open');
    expect(alpenland().months['2026_10']?.monthlyReport?.billingStatus).toBe(100);
  });

  it('renders the check’s HTML without scripts or attributes', async () => {
    server.use(
      http.post('*/api/v1/verify-billing-report', () =>
        HttpResponse.json({
          status: 'warning',
          html: '<p onclick="alert(1)">Betrag <strong>fehlt</strong></p><script>window.hacked = 1</script><img src="x" onerror="alert(2)">',
        }),
      ),
    );
    await withNodeMultipart();
    const { user } = await openBilling('2026-10');
    await chooseInvoice(user, nodePdf('Rechnung.pdf'));
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    const result = await screen.findByRole('status');
    expect(result).toHaveTextContent(
      'The invoice amount and the time entries were checked: not everything matches the monthly report',
    );
    expect(within(result).getByText('fehlt').tagName).toBe('STRONG');
    expect(result.querySelector('script, img, [onclick]')).toBeNull();
  });

  it('submits the invoice after asking: the badge shows Submitted and the month is read-only', async () => {
    const requests = recordRequests();
    await withNodeMultipart();
    const { user } = await openBilling('2026-10');
    await chooseInvoice(user, nodePdf('Rechnung_Oktober.pdf'));
    await user.click(screen.getByRole('button', { name: 'Submit invoice' }));
    const dialog = await screen.findByRole('dialog', { name: 'Submit the invoice for October 2026?' });
    await user.click(within(dialog).getByRole('button', { name: 'Submit invoice' }));

    expect(
      await screen.findByText(/Thank you: your invoice for October 2026 has been submitted\./),
    ).toBeInTheDocument();
    expect(statusLine()).toHaveTextContent('Billing status: Submitted');
    expect(badgeColour()).toBe('orange');
    expect(screen.getByText('Submitted on').nextElementSibling).toHaveTextContent('25 Nov 2026, 10:00');
    expect(screen.getByText('Invoice file').nextElementSibling).toHaveTextContent('Rechnung_Oktober.pdf');
    expect(screen.queryByLabelText(INVOICE)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit invoice' })).not.toBeInTheDocument();
    expect(sent(requests, 'POST', PLACEMENT_PATHS.saveBillingReport.build())).toHaveLength(1);
    expect(alpenland().months['2026_10']?.monthlyReport).toMatchObject({
      billingStatus: 200,
      invoiceFileName: 'Rechnung_Oktober.pdf',
    });
  });

  it('submits the month without an invoice, saying plainly that none is attached: the month shows submitted, the request carried no file', async () => {
    const requests = recordRequests();
    await withNodeMultipart();
    const { user } = await openBilling('2026-10');
    // No file chosen: the month can be submitted all the same.
    expect(screen.getByRole('button', { name: /^Submit/ })).toBeEnabled();
    expect(
      screen.getByText(
        'Without a file, you submit the billing without an invoice of your own. Only a chosen invoice can be verified.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Verify' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Submit without an invoice' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Submit the billing for October 2026 without an invoice?',
    });
    expect(dialog).toHaveTextContent('You have not chosen an invoice file: no invoice is attached to the billing.');
    await user.click(within(dialog).getByRole('button', { name: 'Submit without an invoice' }));

    expect(
      await screen.findByText(/Thank you: your billing for October 2026 has been submitted without an invoice\./),
    ).toBeInTheDocument();
    expect(statusLine()).toHaveTextContent('Billing status: Submitted');
    expect(screen.getByText('Invoice file').nextElementSibling).toHaveTextContent(
      'None – submitted without an invoice',
    );
    expect(screen.queryByLabelText(INVOICE)).not.toBeInTheDocument();
    const saves = sent(requests, 'POST', PLACEMENT_PATHS.saveBillingReport.build());
    expect(saves).toHaveLength(1);
    expect(String(saves[0]?.body)).toMatch(/name="placementId"/);
    expect(String(saves[0]?.body)).not.toMatch(/name="file"/);
    expect(sent(requests, 'POST', PLACEMENT_PATHS.verifyBillingReport.build())).toHaveLength(0);
    expect(alpenland().months['2026_10']?.monthlyReport).toMatchObject({ billingStatus: 200, invoiceFileName: null });
  });

  it('says when the report was corrected meanwhile elsewhere, keeps the file, and submits for the new report on request', async () => {
    const requests = recordRequests();
    await withNodeMultipart();
    const { user } = await openBilling('2026-10');
    await chooseInvoice(user, nodePdf('Rechnung_Oktober.pdf'));
    // Another window corrects October's report and sends it again (docs/decisions/036-report-corrections.md).
    const placement = alpenland();
    const october = placement.months['2026_10']!.monthlyReport!;
    storeReport(
      placement,
      { year: 2026, month: 10 },
      { ...emptyTexts(), situation: '<p>Korrigiert</p>' },
      true,
      new Date(2026, 10, 25, 9, 41),
    );
    expect(october.id).toBe(placement.months['2026_10']!.monthlyReport!.id);
    await user.click(screen.getByRole('button', { name: 'Submit invoice' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Submit invoice' }));

    const heading = await screen.findByRole('heading', { name: 'Saved meanwhile elsewhere' });
    const view = heading.closest('[role="alert"]') as HTMLElement;
    expect(view).toHaveTextContent(/\(09:41\)/);
    expect(within(view).getByRole('term')).toHaveTextContent('Monthly report');
    expect(within(view).getByText('Saved: corrected since')).toBeInTheDocument();
    expect(alpenland().months['2026_10']?.monthlyReport?.billingStatus).toBe(100);
    expect(screen.getByRole('button', { name: 'Remove Rechnung_Oktober.pdf' })).toBeInTheDocument();

    await user.click(within(view).getByRole('button', { name: 'Keep mine' }));
    expect(
      await screen.findByText(/Thank you: your invoice for October 2026 has been submitted\./),
    ).toBeInTheDocument();
    expect(sent(requests, 'POST', PLACEMENT_PATHS.saveBillingReport.build()).map((each) => each.ifMatch)).toEqual([
      '"1"',
      '"2"',
    ]);
  });

  it('resets the chosen file and the check', async () => {
    await withNodeMultipart();
    const { user } = await openBilling('2026-10');
    await chooseInvoice(user, nodePdf('Rechnung_Oktober.pdf'));
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await screen.findByRole('status');
    await user.click(screen.getByRole('button', { name: 'Reset' }));

    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove Rechnung_Oktober.pdf' })).not.toBeInTheDocument();
    expect(screen.getByLabelText(INVOICE)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Verify' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Reset' })).toBeDisabled();
  });

  it('shows a failed submission next to the form and keeps the chosen file', async () => {
    server.use(
      http.post('*/api/v1/save-billing-report', () =>
        HttpResponse.json(
          { code: 'billing_not_open', message: 'The billing of this month is not open' },
          { status: 409 },
        ),
      ),
    );
    await withNodeMultipart();
    const { user } = await openBilling('2026-10');
    await chooseInvoice(user, nodePdf('Rechnung_Oktober.pdf'));
    await user.click(screen.getByRole('button', { name: 'Submit invoice' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Submit invoice' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The invoice could not be submitted. The invoice for this month has already been submitted or the month is closed.',
    );
    // The alert's action comes with MUI's Alert, which loads with the first message (LazyAlert).
    expect(await screen.findByRole('button', { name: 'Show the current state' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Rechnung_Oktober.pdf' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit invoice' })).toBeEnabled();
  });

  it('says when the server finds working days without an entry, what to do, and keeps the chosen file', async () => {
    await withNodeMultipart();
    const { user } = await openBilling('2026-10');
    await chooseInvoice(user, nodePdf('Rechnung_Oktober.pdf'));
    // The server's own prerequisite (docs/decisions/026-billing-status.md): a day of the month has lost its
    // entry since the tab loaded, so the invoice is refused however the screen saw the month.
    const october = alpenland().months['2026_10']!;
    october.timeTracking = october.timeTracking.filter((entry) => entry.date !== '2026-10-15');
    await user.click(screen.getByRole('button', { name: 'Submit invoice' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Submit invoice' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The invoice could not be submitted. Some working days of this month have no time entry yet. Please add them in the daily overview first.',
    );
    expect(screen.getByRole('button', { name: 'Remove Rechnung_Oktober.pdf' })).toBeInTheDocument();
    expect(october.monthlyReport?.billingStatus).toBe(100);
  });

  it('says why the server refused the file, and when the connection failed', async () => {
    server.use(
      http.post(
        '*/api/v1/verify-billing-report',
        () => HttpResponse.json({ code: 'file_type_and_size', message: 'no' }, { status: 400 }),
        { once: true },
      ),
      http.post('*/api/v1/verify-billing-report', () => HttpResponse.error()),
    );
    await withNodeMultipart();
    const { user } = await openBilling('2026-10');
    await chooseInvoice(user, nodePdf('Rechnung.pdf'));
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(`The invoice could not be checked. ${TYPE_AND_SIZE}`);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('The invoice could not be checked. Server connection error.'),
    );
    expect(screen.getByRole('button', { name: 'Remove Rechnung.pdf' })).toBeInTheDocument();
  });

  it('asks for an expenses report or the confirmation that there are none (travel expense manager 200)', async () => {
    alpenland().travelExpenseManager = '200';
    const requests = recordRequests();
    await withNodeMultipart();
    const { user } = await openBilling('2026-10');
    await chooseInvoice(user, nodePdf('Rechnung_Oktober.pdf'));
    expect(screen.getByRole('button', { name: 'Submit invoice' })).toBeDisabled();
    expect(
      screen.getByText('Please add your expenses report or confirm that you have no expenses to report.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Expenses report (PDF)')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'I have no expenses to report' }));
    await user.click(screen.getByRole('button', { name: 'Submit invoice' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Submit invoice' }));

    expect(
      await screen.findByText(/Thank you: your invoice for October 2026 has been submitted\./),
    ).toBeInTheDocument();
    const [save] = sent(requests, 'POST', PLACEMENT_PATHS.saveBillingReport.build());
    expect(String(save?.body)).toMatch(/name="expensesReport"\r\n\r\ntrue\r\n/);
  });
});
