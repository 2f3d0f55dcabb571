import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { CV_PATHS } from '@/contract/resume';
import { selectSession } from '@/core/session/session.selectors';
import { findManager } from '@mocks/db';
import { server } from '@mocks/node';
import { DEMO_PUBLIC_CV_ID } from '@mocks/resume/fixtures';

import { renderApp } from '../../helpers';
import { cvLanguageGroup, FIRST_RENDER_TIMEOUT, section } from './viewHelpers';

/**
 * The public CV views `/manager/cv/:id` and `/candidate/cv/:id`: outside the signed-in wrapper, read-only,
 * their own de/en toggle, a clear not-found state and an error state with retry.
 */

const BERGER = 'Dr. Katharina Berger';
/** The public views take the public CV id, not the manager id (docs/decisions/037-public-cv.md). */
const BERGER_CV = `/manager/cv/${DEMO_PUBLIC_CV_ID}`;

async function openPublic(route: string) {
  const app = await renderApp({ route });
  return app;
}

describe('a manager CV, without a session', () => {
  it('shows the CV read-only: the name as the page heading and no edit link anywhere', async () => {
    const { store } = await openPublic(BERGER_CV);
    expect(
      await screen.findByRole('heading', { level: 1, name: BERGER }, { timeout: FIRST_RENDER_TIMEOUT }),
    ).toBeInTheDocument();
    expect(selectSession(store.getState())).toBeNull();
    expect(section('Work experience')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Hansa Logistik GmbH' })).toBeInTheDocument();
    expect(screen.queryAllByRole('link', { name: /^(Edit|Add)/ })).toEqual([]);
    expect(screen.queryByRole('link', { name: 'Export as PDF' })).not.toBeInTheDocument();
    // The page's own cards (status, availability, bilingual help) belong to the own CV only.
    expect(screen.queryByRole('region', { name: 'CV status' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Availability and rates' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'German and English texts' })).not.toBeInTheDocument();
    expect(document.title).toBe('CV of Katharina Berger');
  });

  it('details still open in a read-only CV, without the referee, a third person', async () => {
    const { user } = await openPublic(BERGER_CV);
    await screen.findByRole('heading', { level: 1, name: BERGER });
    await user.click(screen.getByRole('button', { name: 'Show details: Interim-CFO' }));
    expect(screen.getByText('Restrukturierung nach dem Einstieg eines Finanzinvestors.')).toBeInTheDocument();
    expect(screen.queryByText('Jan Petersen')).not.toBeInTheDocument();
    expect(screen.queryByText(/bitte vorab ankündigen/)).not.toBeInTheDocument();
  });

  it('has its own de/en toggle', async () => {
    const { user } = await openPublic(BERGER_CV);
    await screen.findByRole('heading', { level: 1, name: BERGER });
    expect(within(section('Executive summary')).getByText(/Finanzgeschäftsführerin/)).toBeInTheDocument();
    await user.click(within(cvLanguageGroup()).getByRole('button', { name: 'English' }));
    expect(within(section('Executive summary')).getByText(/Finance director and interim CFO/)).toBeInTheDocument();
  });

  it("shows empty sections with 'add more information' as text, not as a link", async () => {
    // skippable@demo.test (Prof. Dr. Markus Lehmann, 10633) has an empty CV.
    await openPublic(`/manager/cv/${findManager('10633')?.publicCvId ?? ''}`);
    await screen.findByRole('heading', { level: 1, name: /Markus Lehmann/ });
    const summary = section('Executive summary');
    expect(within(summary).getByText('This section is empty.')).toBeInTheDocument();
    expect(within(summary).getByText('Add more information')).toBeInTheDocument();
    expect(within(summary).queryByRole('link')).not.toBeInTheDocument();
  });

  it.each([['99999'], ['10427']])('says clearly when there is no CV under %s, with a way home', async (id) => {
    // 10427 is the manager id of the CV above: a manager id opens no public CV.
    await openPublic(`/manager/cv/${id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'This CV was not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'To the start page' })).toHaveAttribute('href', '/');
  });

  it('offers a retry when loading fails for another reason', async () => {
    let fail = true;
    server.use(
      http.get(`*/api/v1${CV_PATHS.publicCv.build(DEMO_PUBLIC_CV_ID)}`, () =>
        fail ? HttpResponse.json({ code: 'server', message: 'boom' }, { status: 500 }) : undefined,
      ),
    );
    const { user } = await openPublic(BERGER_CV);
    expect(await screen.findByRole('heading', { level: 1, name: 'The CV could not be loaded' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: BERGER })).toBeInTheDocument();
  });
});

describe('a candidate CV, without a session', () => {
  it('shows the CV of the candidate read-only', async () => {
    await openPublic(`/candidate/cv/${DEMO_PUBLIC_CV_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: BERGER })).toBeInTheDocument();
    await waitFor(() => expect(section('Education')).toBeInTheDocument());
    expect(screen.queryAllByRole('link', { name: /^(Edit|Add)/ })).toEqual([]);
  });

  it.each([['cand_nobody'], ['cand_10427_alpenland-cfo']])('says clearly when %s is not to be found', async (id) => {
    // The second is a real candidate id, of a client's project: not for anyone without a session.
    await openPublic(`/candidate/cv/${id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'This CV was not found' })).toBeInTheDocument();
  });
});
