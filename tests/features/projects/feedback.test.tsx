import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { server } from '@mocks/node';
import { CLIENT_CANDIDATE_ID as CAND, CLIENT_PROJECT_ID as PRJ } from '@mocks/projects/fixtures';

import { DEMO, dialogsClosed, recordRequests } from '../../test-utils';
import { fill, renderApp, sent } from '../helpers';
import {
  cfoCandidateCard,
  FIRST_RENDER_TIMEOUT,
  openProjects,
  projectCard,
  storedCandidate,
  storedProject,
  TITLE,
} from './projectsHelpers';

/** The client's feedback on a candidate: the dialog, the save, its failures and the draft. */

const HARTMANN = 'Sabine Hartmann';
const WENDT = 'Dr. Andreas Wendt';
const FEEDBACK_PATH = `/client/projects/${PRJ.CANDIDATES_200}/candidates/${CAND.HARTMANN_200}/feedback`;

const stored = () => storedCandidate(CAND.HARTMANN_200);

async function openFeedback(
  user: Awaited<ReturnType<typeof openProjects>>['user'],
  name = HARTMANN,
  verb: 'Give' | 'Change' = 'Give',
) {
  await user.click(within(cfoCandidateCard(name)).getByRole('button', { name: `${verb} feedback on ${name}` }));
  return screen.findByRole('dialog', { name: `Your feedback on ${name}` }, { timeout: FIRST_RENDER_TIMEOUT });
}

describe('giving feedback on a candidate', () => {
  it('saves "Not a fit" with a reason and a comment, and the card shows them; a new store shows the server’s copy', async () => {
    const requests = recordRequests();
    const { user, unmount } = await openProjects();
    const dialog = await openFeedback(user);
    expect(within(dialog).queryByLabelText('Why not a fit? (optional)')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'Not a fit' }));
    await fill(user, within(dialog).getByLabelText('Why not a fit? (optional)'), '  Kein Branchenbezug  ');
    await fill(user, within(dialog).getByLabelText('Comment (optional)'), 'Bitte weitere Profile.');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await dialogsClosed();
    const puts = sent(requests, 'PUT', FEEDBACK_PATH);
    expect(puts).toHaveLength(1);
    expect(puts[0]?.body).toEqual({
      decision: 'notAFit',
      reason: 'Kein Branchenbezug',
      comment: 'Bitte weitere Profile.',
    });
    expect(puts[0]?.authorization).toMatch(/^Bearer \S+/);

    const card = cfoCandidateCard(HARTMANN);
    expect(within(card).getByText('Your assessment: Not a fit')).toBeInTheDocument();
    expect(within(card).getByText('Reason: Kein Branchenbezug')).toBeInTheDocument();
    expect(within(card).getByText('Bitte weitere Profile.')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: `Change feedback on ${HARTMANN}` })).toBeInTheDocument();
    expect(stored().feedback).toMatchObject({
      decision: 'notAFit',
      reason: 'Kein Branchenbezug',
      comment: 'Bitte weitere Profile.',
    });

    // A fresh store (a reload) reads the server's copy.
    unmount();
    await openProjects();
    const again = cfoCandidateCard(HARTMANN);
    expect(within(again).getByText('Your assessment: Not a fit')).toBeInTheDocument();
    expect(within(again).getByText('Reason: Kein Branchenbezug')).toBeInTheDocument();
    expect(within(again).getByText('Bitte weitere Profile.')).toBeInTheDocument();
  });

  it('sends no reason with another decision, even one typed before switching', async () => {
    const requests = recordRequests();
    const { user } = await openProjects();
    const dialog = await openFeedback(user);
    await user.click(within(dialog).getByRole('radio', { name: 'Not a fit' }));
    await fill(user, within(dialog).getByLabelText('Why not a fit? (optional)'), 'Doch nicht');
    await user.click(within(dialog).getByRole('radio', { name: 'Request an interview' }));
    expect(within(dialog).queryByLabelText('Why not a fit? (optional)')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await dialogsClosed();
    expect(sent(requests, 'PUT', FEEDBACK_PATH)[0]?.body).toEqual({ decision: 'interview', reason: '', comment: '' });
    // The page is hidden from the accessibility tree until the dialog's closing transition ends.
    await waitFor(() =>
      expect(within(cfoCandidateCard(HARTMANN)).getByText('Your assessment: Request an interview')).toBeInTheDocument(),
    );
  });

  it('"Change feedback" opens with the earlier feedback filled in', async () => {
    const { user } = await openProjects();
    const dialog = await openFeedback(user, WENDT, 'Change');
    expect(within(dialog).getByRole('radio', { name: 'Interested' })).toBeChecked();
    expect(within(dialog).getByLabelText('Comment (optional)')).toHaveValue(
      'Die Carve-out-Erfahrung passt genau zu unserer Lage.',
    );
  });

  it('is offered at "Review candidates" (300) too, for the elected candidate', async () => {
    const { user } = await openProjects();
    await user.click(
      within(projectCard(TITLE.REVIEW_300)).getByRole('button', { name: 'Change feedback on Dr. Nicole Sommer' }),
    );
    expect(
      await screen.findByRole(
        'dialog',
        { name: 'Your feedback on Dr. Nicole Sommer' },
        { timeout: FIRST_RENDER_TIMEOUT },
      ),
    ).toBeInTheDocument();
  });

  it('asks for a decision or a comment next to the decision, and sends nothing', async () => {
    const requests = recordRequests();
    const { user } = await openProjects();
    const dialog = await openFeedback(user);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const group = within(dialog).getByRole('group', { name: 'Your assessment' });
    const message = await within(group).findByText('Please choose an assessment or write a comment.');
    expect(within(group).getByRole('radiogroup')).toHaveAttribute('aria-describedby', message.id);
    expect(screen.getByRole('dialog', { name: `Your feedback on ${HARTMANN}` })).toBeInTheDocument();
    expect(sent(requests, 'PUT', FEEDBACK_PATH)).toHaveLength(0);
    expect(stored().feedback).toBeNull();

    // A comment alone is enough.
    await fill(user, within(dialog).getByLabelText('Comment (optional)'), 'Nur ein Kommentar');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await dialogsClosed();
    expect(sent(requests, 'PUT', FEEDBACK_PATH)[0]?.body).toEqual({
      decision: null,
      reason: '',
      comment: 'Nur ein Kommentar',
    });
    const card = cfoCandidateCard(HARTMANN);
    expect(within(card).getByText('Nur ein Kommentar')).toBeInTheDocument();
    expect(within(card).queryByText(/^Your assessment/)).not.toBeInTheDocument();
  });

  it('keeps the dialog and everything typed when the save fails, and says so', async () => {
    server.use(
      http.put('*/api/v1/client/projects/:id/candidates/:candidateId/feedback', () =>
        HttpResponse.json({ code: 'server', message: 'down' }, { status: 500 }),
      ),
    );
    const { user } = await openProjects();
    const dialog = await openFeedback(user);
    await user.click(within(dialog).getByRole('radio', { name: 'Not a fit' }));
    await fill(user, within(dialog).getByLabelText('Why not a fit? (optional)'), 'Zu teuer');
    await fill(user, within(dialog).getByLabelText('Comment (optional)'), 'Mein Kommentar');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Your changes could not be saved. Everything you entered is still here; please try again.',
    );
    expect(within(dialog).getByRole('radio', { name: 'Not a fit' })).toBeChecked();
    expect(within(dialog).getByLabelText('Why not a fit? (optional)')).toHaveValue('Zu teuer');
    expect(within(dialog).getByLabelText('Comment (optional)')).toHaveValue('Mein Kommentar');
    // The page under the dialog is hidden from the accessibility tree while it is open.
    const card = within(screen.getByRole('article', { name: TITLE.CFO, hidden: true })).getByRole('article', {
      name: HARTMANN,
      hidden: true,
    });
    expect(within(card).queryByText(/^Your assessment/)).not.toBeInTheDocument();
    expect(stored().feedback).toBeNull();
  });

  it('says the project moved on when feedback closed meanwhile (409), keeps what was typed and changes nothing', async () => {
    const { user } = await openProjects();
    const dialog = await openFeedback(user);
    await user.click(within(dialog).getByRole('radio', { name: 'Interested' }));
    await fill(user, within(dialog).getByLabelText('Comment (optional)'), 'Zu spät?');
    // Meanwhile the provider moves the project on to 'Mandate in preparation'.
    storedProject(PRJ.CANDIDATES_200).status = 400;
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(
      "This project has moved past 'Review candidates' in the meantime, so feedback can no longer be changed. Your entry was not saved.",
    );
    expect(within(dialog).getByRole('radio', { name: 'Interested' })).toBeChecked();
    expect(within(dialog).getByLabelText('Comment (optional)')).toHaveValue('Zu spät?');
    expect(stored().feedback).toBeNull();
    // The list is read again: the project now stands under the mandates.
    // (The page under the dialog is hidden from the accessibility tree while it is open.)
    expect(await screen.findByRole('tab', { name: 'Mandates (3)', hidden: true })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Current projects (2)', hidden: true })).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: `Your feedback on ${HARTMANN}` })).toBeInTheDocument();
  });

  it('offers what was typed back after a reload', async () => {
    const { user, unmount } = await openProjects();
    const dialog = await openFeedback(user);
    await user.click(within(dialog).getByRole('radio', { name: 'Interested' }));
    await fill(user, within(dialog).getByLabelText('Comment (optional)'), 'Entwurf vor dem Neuladen');
    unmount();

    const again = await openProjects();
    const reopened = await openFeedback(again.user);
    expect(
      within(reopened).getByText('You have unsaved changes from your last visit to this form.'),
    ).toBeInTheDocument();
    expect(within(reopened).getByLabelText('Comment (optional)')).toHaveValue('');
    await again.user.click(within(reopened).getByRole('button', { name: 'Restore changes' }));
    expect(within(reopened).getByLabelText('Comment (optional)')).toHaveValue('Entwurf vor dem Neuladen');
    expect(within(reopened).getByRole('radio', { name: 'Interested' })).toBeChecked();
    expect(stored().feedback).toBeNull();
  });
});

describe('feedback after "Review candidates"', () => {
  it('is not offered on a project at 400 or beyond', async () => {
    storedProject(PRJ.CANDIDATES_200).status = 400;
    await openProjects('/projects/mandates');
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      TITLE.CFO,
      'Interim-COO (m/w/d)',
      TITLE.CFO,
    ]);
    // Mainfranken (400) and Alpenland (500) have an elected candidate with earlier feedback: shown, not changeable.
    expect(screen.getAllByText(/^Your assessment: /)).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /feedback/i })).not.toBeInTheDocument();
    // The Lechtal search moved on without an elected candidate.
    expect(screen.getByText('No candidate has been chosen yet.')).toBeInTheDocument();
  });
});

describe('the feedback dialog as a route', () => {
  const DIALOG_PATH = `/projects/current/feedback/${PRJ.CANDIDATES_200}/${CAND.HARTMANN_200}`;

  it('opens at its own address over the tab, and the back button closes it', async () => {
    const { user, router } = await openProjects();
    await openFeedback(user);
    expect(router.state.location.pathname).toBe(DIALOG_PATH);
    expect(screen.getByRole('tab', { name: 'Current projects (3)', hidden: true })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await router.back();
    await dialogsClosed();
    expect(router.state.location.pathname).toBe('/projects/current');
    expect(cfoCandidateCard(HARTMANN)).toBeInTheDocument();
  });

  it('opens from its address typed into the address bar, and Cancel returns to the tab', async () => {
    // The page beneath the dialog is hidden from the accessibility tree: wait for the dialog itself.
    const { user, router } = await renderApp({ route: DIALOG_PATH, signedInAs: DEMO.client });
    const dialog = await screen.findByRole(
      'dialog',
      { name: `Your feedback on ${HARTMANN}` },
      { timeout: FIRST_RENDER_TIMEOUT },
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await dialogsClosed();
    expect(router.state.location.pathname).toBe('/projects/current');
  });

  it('returns to the tab when the list has no such candidate', async () => {
    const { router } = await openProjects(`/projects/current/feedback/${PRJ.CANDIDATES_200}/nobody`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/projects/current'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
