import { Blob as NodeBlob } from 'node:buffer';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { AGREEMENT_PATHS } from '@/contract/agreement';
import { CANDIDATE_STATUS, OPPORTUNITY_PATHS } from '@/contract/opportunities';
import { db } from '@mocks/db';
import { server } from '@mocks/node';
import { toOpportunity } from '@mocks/opportunities/rules';

import { dialogsClosed, recordRequests } from '../../test-utils';
import { sent, todayIso } from '../helpers';
import {
  factOf,
  itemNamed,
  listNamed,
  openManagement,
  OPPORTUNITY,
  opportunityStatus,
  theDialog,
} from './managementHelpers';

/**
 * The opportunity dialog: every status branch, the NDA gate,
 * each answer and its failure, the read-only view, and the back button through the steps.
 */

const api = (path: string) => `*/api/v1${path}`;

/** Holds the requests of one handler until `release()`; then the mock answers them as usual. */
function holdRequests(method: 'post' | 'get', path: string) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  server.use(
    http[method](api(path), async () => {
      await gate;
      return undefined; // falls through to the mock's own handler
    }),
  );
  return { release };
}

function failOnce(method: 'post' | 'get', path: string, status: number, code: string) {
  server.use(
    http[method](api(path), () => HttpResponse.json({ code, message: 'refused' }, { status }), { once: true }),
  );
}

async function openFromList(title: string) {
  const app = await openManagement();
  const list = await listNamed('Your opportunities');
  await app.user.click(within(itemNamed(list, title)).getByRole('link', { name: title }));
  const dialog = await theDialog();
  expect(dialog).toHaveAccessibleName(title);
  return { ...app, dialog };
}

function dialogButtons(dialog: HTMLElement): string[] {
  return within(dialog)
    .getAllByRole('button')
    .map((button) => button.getAttribute('aria-label') || button.textContent || '');
}

/**
 * The status the list shows for an opportunity (under the dialog, too, while it is open): a new one's in its chip,
 * the others' among the facts.
 */
async function statusInList(title: string): Promise<string> {
  const behindDialog = screen.queryByRole('dialog') !== null;
  return opportunityStatus(itemNamed(await listNamed('Your opportunities', { behindDialog }), title));
}

/**
 * The read-only view of `OPPORTUNITY.newWithoutNda` declined before its NDA: the summary's facts, why
 * the details stay back, a close button, and none of the details.
 */
function expectSummaryOnly(dialog: HTMLElement) {
  for (const heading of ['The position', 'Must-have requirements', 'Further requirements', 'Company situation'])
    expect(within(dialog).queryByRole('heading', { name: heading })).not.toBeInTheDocument();
  expect(within(dialog).queryByText(/Family-owned supplier/)).not.toBeInTheDocument();
  expect(within(dialog).queryByText(/cash management/)).not.toBeInTheDocument();
  expect(
    within(dialog).getByText(
      'This opportunity is no longer open for an answer. As you did not accept its non-disclosure agreement, its details remain confidential; you see its summary only.',
    ),
  ).toBeInTheDocument();
  expect(factOf(dialog, 'Location')).toBe('Stuttgart area');
  expect(factOf(dialog, 'Duration')).toBe('9 months');
  expect(dialogButtons(dialog)).toEqual(['Close']);
}

describe('opening an opportunity: the step follows its status', () => {
  it('shows the NDA for a new opportunity whose NDA is not accepted, and does not even ask for its details', async () => {
    const requests = recordRequests();
    const { dialog } = await openFromList(OPPORTUNITY.newWithoutNda.title);
    expect(within(dialog).getByText('Step 1 of 3: Non-disclosure agreement')).toBeInTheDocument();
    expect(await within(dialog).findByRole('region', { name: 'Non-disclosure agreement' })).toHaveTextContent(/./);
    expect(
      within(dialog).getByRole('checkbox', { name: 'I have read the non-disclosure agreement and accept it.' }),
    ).not.toBeChecked();
    // The details are not there: no section, no company situation, no request for them.
    expect(within(dialog).queryByRole('heading', { name: 'Company situation' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Agree and continue' })).not.toBeInTheDocument();
    expect(sent(requests, 'GET', OPPORTUNITY_PATHS.opportunity.build(OPPORTUNITY.newWithoutNda.id))).toEqual([]);
    expect(sent(requests, 'GET', AGREEMENT_PATHS.ndaText.build('en'))).toHaveLength(1);
  });

  it('shows the details with the answers for a new opportunity whose NDA is accepted', async () => {
    const { dialog } = await openFromList(OPPORTUNITY.newWithNda.title);
    expect(await within(dialog).findByText('Step 2 of 3: Details')).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Company situation' })).toBeInTheDocument();
    expect(within(dialog).getByText(/Fashion retailer with 140 stores/)).toBeInTheDocument();
    expect(dialogButtons(dialog)).toEqual(['Close', 'Not interested', 'Not available', 'Agree and continue']);
  });

  it.each([
    ['applied', OPPORTUNITY.applied.title, 'Applied'],
    ['shortlisted', OPPORTUNITY.shortlisted.title, 'Shortlisted'],
    ['closed', OPPORTUNITY.closed.title, 'Closed'],
  ])('opens an %s opportunity read-only: the details and a close button only', async (_kind, title, status) => {
    const { dialog, user, router } = await openFromList(title);
    expect(await within(dialog).findByRole('heading', { name: 'Company situation' })).toBeInTheDocument();
    expect(within(dialog).getByText(`Status: ${status}`)).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        'This opportunity is no longer open for an answer. Its details are shown for your information.',
      ),
    ).toBeInTheDocument();
    expect(dialogButtons(dialog)).toEqual(['Close']);
    expect(within(dialog).queryByText(/Step \d of 3/)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await dialogsClosed();
    expect(router.state.location.pathname).toBe('/management/opportunities');
  });

  it('shows every field of the opportunity, with amounts in euro and what is empty as -', async () => {
    const { dialog } = await openFromList(OPPORTUNITY.newWithNda.title);
    await within(dialog).findByRole('heading', { name: 'The position' });
    expect(factOf(dialog, 'Position')).toBe('Chief Restructuring Officer (CRO)');
    expect(factOf(dialog, 'Type of placement')).toBe('Interim management, Board mandate');
    expect(factOf(dialog, 'Industry')).toBe('Retail, Fashion and textiles');
    expect(factOf(dialog, 'Reporting to')).toBe('Supervisory board');
    expect(factOf(dialog, 'Location')).toBe('Düsseldorf');
    expect(factOf(dialog, 'Duration')).toBe('12 months');
    expect(factOf(dialog, 'Days per month')).toBe('20');
    expect(factOf(dialog, 'Annual revenue')).toMatch(/€\s?41,00,00,000|€\s?410,000,000/);
    expect(factOf(dialog, 'Personnel responsibility')).toBe('60 employees');
    expect(factOf(dialog, 'Direct reports')).toBe('4');
    const mustHave = within(dialog).getByRole('region', { name: 'Must-have requirements' });
    expect(within(mustHave).getByText('Cash planning and control (13-week forecast)')).toBeInTheDocument();
    expect(within(dialog).getByRole('region', { name: 'Nice-to-have requirements' })).toHaveTextContent(
      'SAP S/4HANA in finance',
    );
    expect(within(dialog).getByText('Technical requirements')).toBeInTheDocument();
    expect(
      within(dialog).getByText(/You lead the company through debtor-in-possession proceedings/),
    ).toBeInTheDocument();
  });
});

describe('the NDA gate', () => {
  it('offers the NDA as a PDF in the portal’s language, fetched with the bearer header', async () => {
    const tab = { opener: {} as unknown, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockImplementation(() => tab as unknown as Window);
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:nda'), revokeObjectURL: vi.fn() }));
    vi.stubGlobal('Blob', NodeBlob);
    const requests = recordRequests();
    const { dialog, user } = await openFromList(OPPORTUNITY.newWithoutNda.title);
    await user.click(within(dialog).getByRole('button', { name: 'Non-disclosure agreement (PDF)' }));
    await waitFor(() => expect(tab.location.href).toBe('blob:nda'));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(sent(requests, 'GET', AGREEMENT_PATHS.ndaFile.build('en'))).toHaveLength(1);
    // Opening the PDF answers nothing: the NDA step stays, not accepted.
    expect(within(dialog).getByText('Step 1 of 3: Non-disclosure agreement')).toBeInTheDocument();
    expect(sent(requests, 'POST', OPPORTUNITY_PATHS.acceptNda.build(OPPORTUNITY.newWithoutNda.id))).toEqual([]);
  });

  it('keeps Agree disabled until the box is ticked and while saving, then shows the details', async () => {
    const requests = recordRequests();
    const { dialog, user } = await openFromList(OPPORTUNITY.newWithoutNda.title);
    await within(dialog).findByRole('region', { name: 'Non-disclosure agreement' });
    const agree = within(dialog).getByRole('button', { name: 'Agree' });
    expect(agree).toBeDisabled();
    const box = within(dialog).getByRole('checkbox', {
      name: 'I have read the non-disclosure agreement and accept it.',
    });
    await user.click(box);
    expect(agree).toBeEnabled();
    await user.click(box);
    expect(agree).toBeDisabled();
    await user.click(box);

    const held = holdRequests('post', OPPORTUNITY_PATHS.acceptNda.pattern);
    await user.click(agree);
    expect(await within(dialog).findByRole('button', { name: 'Saving…' })).toBeDisabled();
    held.release();

    expect(await within(dialog).findByText('Step 2 of 3: Details')).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Company situation' })).toBeInTheDocument();
    expect(within(dialog).getByText(/Revenue down 18% in the shift to electric vehicles/)).toBeInTheDocument();
    expect(sent(requests, 'POST', OPPORTUNITY_PATHS.acceptNda.build(OPPORTUNITY.newWithoutNda.id))).toHaveLength(1);
    // The answer carried the details: they are not asked for again.
    expect(sent(requests, 'GET', OPPORTUNITY_PATHS.opportunity.build(OPPORTUNITY.newWithoutNda.id))).toEqual([]);
    // The focus follows to the new step's title.
    expect(within(dialog).getByRole('heading', { level: 2, name: OPPORTUNITY.newWithoutNda.title })).toHaveFocus();
  });

  it('keeps the NDA step open and says why when the acceptance fails', async () => {
    failOnce('post', OPPORTUNITY_PATHS.acceptNda.pattern, 500, 'server');
    const { dialog, user } = await openFromList(OPPORTUNITY.newWithoutNda.title);
    await within(dialog).findByRole('region', { name: 'Non-disclosure agreement' });
    await user.click(within(dialog).getByRole('checkbox', { name: /I have read the non-disclosure agreement/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Agree' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Your acceptance could not be saved. An error occurred on the server. Please try again later.',
    );
    expect(within(dialog).getByText('Step 1 of 3: Non-disclosure agreement')).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: /I have read the non-disclosure agreement/ })).toBeChecked();
  });

  it('shows the NDA text sanitized: no script, no attribute survives', async () => {
    server.use(
      http.get(api(AGREEMENT_PATHS.ndaText.pattern), () =>
        HttpResponse.json({
          html: '<h3>Confidentiality</h3><p onclick="alert(1)">Keep it secret.</p><img src=x onerror="alert(2)"><script>alert(3)</script>',
        }),
      ),
    );
    const { dialog } = await openFromList(OPPORTUNITY.newWithoutNda.title);
    const text = await within(dialog).findByRole('region', { name: 'Non-disclosure agreement' });
    expect(within(text).getByText('Keep it secret.')).not.toHaveAttribute('onclick');
    expect(text.querySelector('img, script, [onerror], [onclick]')).toBeNull();
  });

  it('shows the NDA, not the application, when the application is opened by its address before the NDA', async () => {
    const { router } = await openManagement(`/management/opportunities/${OPPORTUNITY.newWithoutNda.id}/application`);
    const dialog = await theDialog();
    expect(await within(dialog).findByText('Step 1 of 3: Non-disclosure agreement')).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox', { name: 'Remarks' })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe(
      `/management/opportunities/${OPPORTUNITY.newWithoutNda.id}/application`,
    );
  });

  it('says in plain words when the server asks for the NDA first (403 nda_required)', async () => {
    failOnce('get', OPPORTUNITY_PATHS.opportunity.pattern, 403, 'nda_required');
    const { dialog } = await openFromList(OPPORTUNITY.newWithNda.title);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The opportunity could not be loaded. Please accept the non-disclosure agreement first; the details are shown only after that.',
    );
    expect(within(dialog).queryByRole('button', { name: 'Agree and continue' })).not.toBeInTheDocument();
  });
});

describe('applying', () => {
  async function toApplication() {
    const opened = await openFromList(OPPORTUNITY.newWithNda.title);
    await opened.user.click(await within(opened.dialog).findByRole('button', { name: 'Agree and continue' }));
    expect(await within(opened.dialog).findByText('Step 3 of 3: Your application')).toBeInTheDocument();
    expect(opened.router.state.location.pathname).toBe(
      `/management/opportunities/${OPPORTUNITY.newWithNda.id}/application`,
    );
    return opened;
  }

  it('sends the remarks with a timestamp, disables send meanwhile, then closes and lists the opportunity as applied', async () => {
    const requests = recordRequests();
    const { dialog, user, router } = await toApplication();
    await user.type(within(dialog).getByRole('textbox', { name: 'Remarks' }), 'Available from the first of the month.');
    const held = holdRequests('post', OPPORTUNITY_PATHS.interested.pattern);
    await user.click(within(dialog).getByRole('button', { name: 'Send application' }));
    expect(await within(dialog).findByRole('button', { name: 'Sending…' })).toBeDisabled();
    held.release();

    await dialogsClosed();
    expect(router.state.location.pathname).toBe('/management/opportunities');
    expect(await statusInList(OPPORTUNITY.newWithNda.title)).toBe('Applied');
    const [application] = sent(requests, 'POST', OPPORTUNITY_PATHS.interested.build(OPPORTUNITY.newWithNda.id));
    expect(application?.body).toEqual({
      remarks: 'Available from the first of the month.',
      timestamp: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/),
    });
    // The new status allows the CV that was sent.
    expect(
      within(itemNamed(await listNamed('Your opportunities'), OPPORTUNITY.newWithNda.title)).getByRole('link', {
        name: /View the CV we sent/,
      }),
    ).toBeInTheDocument();
  });

  it('stays open with the remarks kept and says why when sending fails', async () => {
    failOnce('post', OPPORTUNITY_PATHS.interested.pattern, 500, 'server');
    const { dialog, user, router } = await toApplication();
    await user.type(within(dialog).getByRole('textbox', { name: 'Remarks' }), 'Gladly.');
    await user.click(within(dialog).getByRole('button', { name: 'Send application' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Your application could not be sent. An error occurred on the server. Please try again later.',
    );
    expect(within(dialog).getByRole('textbox', { name: 'Remarks' })).toHaveValue('Gladly.');
    expect(within(dialog).getByRole('button', { name: 'Send application' })).toBeEnabled();
    expect(router.state.location.pathname).toBe(`/management/opportunities/${OPPORTUNITY.newWithNda.id}/application`);
    expect(await statusInList(OPPORTUNITY.newWithNda.title)).toBe('New');

    // A second try goes through.
    await user.click(within(dialog).getByRole('button', { name: 'Send application' }));
    await dialogsClosed();
    expect(await statusInList(OPPORTUNITY.newWithNda.title)).toBe('Applied');
  });

  it('says in plain words when the opportunity is no longer open (409), keeping the remarks', async () => {
    failOnce('post', OPPORTUNITY_PATHS.interested.pattern, 409, 'opportunity_not_open');
    const { dialog, user } = await toApplication();
    await user.type(within(dialog).getByRole('textbox', { name: 'Remarks' }), 'Gladly.');
    await user.click(within(dialog).getByRole('button', { name: 'Send application' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Your application could not be sent. This opportunity is no longer open for an answer – it may already have been answered, for example in another window.',
    );
    expect(within(dialog).getByRole('textbox', { name: 'Remarks' })).toHaveValue('Gladly.');
  });

  it('shows where the opportunity stands when it was answered elsewhere meanwhile (409 from the mock)', async () => {
    const { dialog, user } = await toApplication();
    // Another window declined it meanwhile: the server holds it as not available.
    const stored = db.opportunities.find((each) => each.id === OPPORTUNITY.newWithNda.id);
    if (!stored) throw new Error('The seed has changed');
    stored.candidate.status = CANDIDATE_STATUS.NOT_AVAILABLE;
    await user.click(within(dialog).getByRole('button', { name: 'Send application' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      /This opportunity is no longer open for an answer/,
    );
    // The server's version replaced the local copy: read-only now, with the close button only.
    expect(await within(dialog).findByText('Status: Declined – not available')).toBeInTheDocument();
    expect(dialogButtons(dialog)).toEqual(['Close']);
    expect(await statusInList(OPPORTUNITY.newWithNda.title)).toBe('Declined – not available');
  });

  it('refuses remarks beyond the limit next to the field, sending nothing', async () => {
    const requests = recordRequests();
    const { dialog, user } = await toApplication();
    const remarks = within(dialog).getByRole('textbox', { name: 'Remarks' });
    await user.click(remarks);
    await user.paste('x'.repeat(2001));
    await user.click(within(dialog).getByRole('button', { name: 'Send application' }));
    expect(await within(dialog).findByText('Please enter at most 2,000 characters.')).toBeInTheDocument();
    expect(sent(requests, 'POST', OPPORTUNITY_PATHS.interested.build(OPPORTUNITY.newWithNda.id))).toEqual([]);
  });
});

describe('declining', () => {
  it.each([
    [
      'Not interested',
      'not-interested',
      OPPORTUNITY_PATHS.notInterested,
      'Decline this opportunity because you are not interested? Your answer cannot be changed afterwards.',
      'Declined – not interested',
    ],
    [
      'Not available',
      'not-available',
      OPPORTUNITY_PATHS.notAvailable,
      'Decline this opportunity because you are not available? Your answer cannot be changed afterwards.',
      'Declined – not available',
    ],
  ])(
    '%s asks once, sends the day, then closes and shows the new status',
    async (button, _slug, path, question, status) => {
      const requests = recordRequests();
      const { dialog, user, router } = await openFromList(OPPORTUNITY.newWithNda.title);
      await user.click(await within(dialog).findByRole('button', { name: button }));
      const confirm = within(dialog).getByRole('group', { name: button });
      expect(within(confirm).getByRole('alert')).toHaveTextContent(question);
      expect(sent(requests, 'POST', path.build(OPPORTUNITY.newWithNda.id))).toEqual([]);
      await user.click(within(confirm).getByRole('button', { name: 'Yes, send my answer' }));

      await dialogsClosed();
      expect(router.state.location.pathname).toBe('/management/opportunities');
      expect(await statusInList(OPPORTUNITY.newWithNda.title)).toBe(status);
      const answers = sent(requests, 'POST', path.build(OPPORTUNITY.newWithNda.id));
      expect(answers).toHaveLength(1);
      expect(answers[0]?.body).toEqual({ timestamp: todayIso() });
    },
  );

  it.each([
    ['Not interested', OPPORTUNITY_PATHS.notInterested, 'Declined – not interested'],
    ['Not available', OPPORTUNITY_PATHS.notAvailable, 'Declined – not available'],
  ])('%s is offered on the NDA step too: declining needs no NDA', async (button, path, status) => {
    const requests = recordRequests();
    const { dialog, user } = await openFromList(OPPORTUNITY.newWithoutNda.title);
    expect(within(dialog).getByText('Step 1 of 3: Non-disclosure agreement')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: button }));
    await user.click(
      within(within(dialog).getByRole('group', { name: button })).getByRole('button', { name: 'Yes, send my answer' }),
    );
    await dialogsClosed();
    expect(await statusInList(OPPORTUNITY.newWithoutNda.title)).toBe(status);
    expect(sent(requests, 'POST', path.build(OPPORTUNITY.newWithoutNda.id))).toHaveLength(1);
    expect(sent(requests, 'POST', OPPORTUNITY_PATHS.acceptNda.build(OPPORTUNITY.newWithoutNda.id))).toEqual([]);
  });

  it('declined on the NDA step, the opportunity reopens with its summary only, and its details are not asked for', async () => {
    const requests = recordRequests();
    const { dialog, user } = await openFromList(OPPORTUNITY.newWithoutNda.title);
    await user.click(within(dialog).getByRole('button', { name: 'Not interested' }));
    await user.click(within(dialog).getByRole('button', { name: 'Yes, send my answer' }));
    await dialogsClosed();

    const { title } = OPPORTUNITY.newWithoutNda;
    await user.click(
      within(itemNamed(await listNamed('Your opportunities'), title)).getByRole('link', { name: title }),
    );
    const reopened = await theDialog();
    expect(within(reopened).getByText('Status: Declined – not interested')).toBeInTheDocument();
    expectSummaryOnly(reopened);
    expect(sent(requests, 'GET', OPPORTUNITY_PATHS.opportunity.build(OPPORTUNITY.newWithoutNda.id))).toEqual([]);
  });

  it('keeps the details back even when a server answers a decline before the NDA with them', async () => {
    const { id, title } = OPPORTUNITY.newWithoutNda;
    const stored = db.opportunities.find((each) => each.id === id);
    if (!stored) throw new Error('The seed has changed');
    server.use(
      http.post(api(OPPORTUNITY_PATHS.notAvailable.pattern), () =>
        HttpResponse.json({
          ...toOpportunity(stored),
          candidate: { ...stored.candidate, status: CANDIDATE_STATUS.NOT_AVAILABLE },
        }),
      ),
    );
    const { dialog, user } = await openFromList(title);
    await user.click(within(dialog).getByRole('button', { name: 'Not available' }));
    await user.click(within(dialog).getByRole('button', { name: 'Yes, send my answer' }));
    await dialogsClosed();

    await user.click(
      within(itemNamed(await listNamed('Your opportunities'), title)).getByRole('link', { name: title }),
    );
    const reopened = await theDialog();
    expect(within(reopened).getByText('Status: Declined – not available')).toBeInTheDocument();
    expectSummaryOnly(reopened);
  });

  it('goes back without sending when the question is answered with no', async () => {
    const requests = recordRequests();
    const { dialog, user } = await openFromList(OPPORTUNITY.newWithNda.title);
    await user.click(await within(dialog).findByRole('button', { name: 'Not interested' }));
    await user.click(within(dialog).getByRole('button', { name: 'No, go back' }));
    expect(within(dialog).getByRole('button', { name: 'Agree and continue' })).toBeInTheDocument();
    expect(sent(requests, 'POST', OPPORTUNITY_PATHS.notInterested.build(OPPORTUNITY.newWithNda.id))).toEqual([]);
  });

  it.each([
    ['Not interested', OPPORTUNITY_PATHS.notInterested],
    ['Not available', OPPORTUNITY_PATHS.notAvailable],
  ])('%s: a failure keeps the dialog open and says why', async (button, path) => {
    failOnce('post', path.pattern, 503, 'network');
    const { dialog, user } = await openFromList(OPPORTUNITY.newWithNda.title);
    await user.click(await within(dialog).findByRole('button', { name: button }));
    await user.click(within(dialog).getByRole('button', { name: 'Yes, send my answer' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Your answer could not be sent. Server connection error. Please check your connection and try again.',
    );
    expect(within(dialog).getByRole('button', { name: 'Agree and continue' })).toBeEnabled();
    expect(await statusInList(OPPORTUNITY.newWithNda.title)).toBe('New');
  });
});

describe('the steps as routes', () => {
  it('steps back through the dialog with the back button, and closes from the last step over all of them', async () => {
    const { dialog, user, router } = await openFromList(OPPORTUNITY.newWithNda.title);
    await user.click(await within(dialog).findByRole('button', { name: 'Agree and continue' }));
    expect(await within(dialog).findByText('Step 3 of 3: Your application')).toBeInTheDocument();

    await router.back();
    expect(await within(await theDialog()).findByText('Step 2 of 3: Details')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/management/opportunities/${OPPORTUNITY.newWithNda.id}`);

    await router.back();
    await dialogsClosed();
    expect(router.state.location.pathname).toBe('/management/opportunities');

    // Again to step 3; closing there returns to the list, and back does not reopen a step.
    const list = await listNamed('Your opportunities');
    await user.click(
      within(itemNamed(list, OPPORTUNITY.newWithNda.title)).getByRole('link', { name: OPPORTUNITY.newWithNda.title }),
    );
    await user.click(await within(await theDialog()).findByRole('button', { name: 'Agree and continue' }));
    const step3 = await theDialog();
    await within(step3).findByText('Step 3 of 3: Your application');
    await user.click(within(step3).getByRole('button', { name: 'Close' }));
    await dialogsClosed();
    expect(router.state.location.pathname).toBe('/management/opportunities');
  });

  it("goes back to the details with 'Back to the details'", async () => {
    const { dialog, user, router } = await openFromList(OPPORTUNITY.newWithNda.title);
    await user.click(await within(dialog).findByRole('button', { name: 'Agree and continue' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Back to the details' }));
    expect(await within(await theDialog()).findByText('Step 2 of 3: Details')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/management/opportunities/${OPPORTUNITY.newWithNda.id}`);
  });

  it('opens by its address and closes to the list', async () => {
    const { user, router } = await openManagement(`/management/opportunities/${OPPORTUNITY.applied.id}`);
    const dialog = await theDialog();
    expect(dialog).toHaveAccessibleName(OPPORTUNITY.applied.title);
    await user.click(await within(dialog).findByRole('button', { name: 'Close' }));
    await dialogsClosed();
    expect(router.state.location.pathname).toBe('/management/opportunities');
  });

  it('says so when the opportunity does not exist', async () => {
    await openManagement('/management/opportunities/opp-gibt-es-nicht');
    const dialog = await theDialog();
    expect(
      await within(dialog).findByText('This opportunity was not found. It may have been withdrawn in the meantime.'),
    ).toBeInTheDocument();
    expect(dialogButtons(dialog)).toEqual(['Close']);
  });
});
