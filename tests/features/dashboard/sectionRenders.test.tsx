import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';

import { onSectionRender } from '@/components/layout/ProfiledSection';
import { OPPORTUNITY_PATHS } from '@/contract/opportunities';
import { server } from '@mocks/node';
import { apiUrl } from '@mocks/shared/urls';

import { DEMO } from '../../test-utils';
import { onTheDay, renderApp } from '../helpers';
import { calendar, FIRST_RENDER, SLOW, WEDNESDAY } from '../placementScreen/placementHelpers';

/**
 * The dashboard's answers arrive one by one; each renders the sections that show it and no
 * other (components/DashboardSections.tsx). One answer is held back until the rest of the page
 * has settled, then let through, and the sections that render meanwhile are counted.
 */

onTheDay(WEDNESDAY);

/** Holds the answers of a GET until `release()`; the mock's own handler answers then. */
function holdAnswers(path: Parameters<typeof apiUrl>[0]) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  // A resolver that returns nothing passes the request on to the next handler: the mock's.
  server.use(http.get(apiUrl(path), () => released));
  return release;
}

/** The number of requests sent and not yet answered, kept up to date. */
function unanswered() {
  const open = new Set<string>();
  server.events.on('request:start', ({ requestId }) => open.add(requestId));
  server.events.on('request:end', ({ requestId }) => open.delete(requestId));
  return () => open.size;
}

/** The dashboard with every answer in and drawn but the held one. */
async function settledDashboard() {
  const openRequests = unanswered();
  await renderApp({ route: '/dashboard', signedInAs: DEMO.manager });
  await calendar('November 2026');
  await waitFor(() => expect(openRequests()).toBe(1), FIRST_RENDER);
  await waitFor(() =>
    expect(screen.getByRole('progressbar', { name: 'CV progress' })).toHaveAttribute('aria-valuenow'),
  );
  // The last of the sections below the panel, which appear one after another.
  await screen.findByRole('region', { name: 'News and events' }, FIRST_RENDER);
}

function countRenders() {
  const rendered: string[] = [];
  const mounted: string[] = [];
  const stop = onSectionRender((section, phase) => (phase === 'mount' ? mounted : rendered).push(section));
  return { rendered, mounted, stop };
}

describe('the dashboard renders a section for its own answer only', { timeout: SLOW }, () => {
  it.each([
    { answer: 'news and events', path: OPPORTUNITY_PATHS.newsAndEvents, region: 'News and events', section: 'news' },
    { answer: 'offers', path: OPPORTUNITY_PATHS.offers, region: 'Benefits for you', section: 'offers' },
  ])('the $answer answer renders the $section section and nothing else', async ({ path, region, section }) => {
    const release = holdAnswers(path);
    await settledDashboard();
    const card = screen.getByRole('region', { name: region });
    expect(within(card).getByText('Loading…')).toBeInTheDocument();

    const renders = countRenders();
    release();
    await within(card).findAllByRole('heading', { level: 3 }, FIRST_RENDER);
    renders.stop();

    expect(renders.rendered).toContain(section);
    expect(new Set(renders.rendered)).toEqual(new Set([section]));
  });

  it("the opportunities' answer renders only what needs doing, and the sections below appear with its items", async () => {
    const release = holdAnswers(OPPORTUNITY_PATHS.opportunities);
    const openRequests = unanswered();
    await renderApp({ route: '/dashboard', signedInAs: DEMO.manager });
    const todo = await screen.findByRole('region', { name: 'What needs doing' }, FIRST_RENDER);
    await waitFor(() => expect(openRequests()).toBe(1), FIRST_RENDER);
    // Until the panel can say what needs doing, nothing below it is drawn that its items would push down.
    expect(within(todo).getByText('Checking what needs doing…')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Benefits for you' })).not.toBeInTheDocument();

    const renders = countRenders();
    release();
    await within(todo).findByText(/new opportunit(y is|ies are) waiting for your answer/, {}, FIRST_RENDER);
    await calendar('November 2026');
    await screen.findByRole('region', { name: 'News and events' }, FIRST_RENDER);
    renders.stop();

    // Of the sections drawn before, only the panel renders again; those that appear may settle in a second render.
    const drawnBefore = renders.rendered.filter((section) => !renders.mounted.includes(section));
    expect(new Set(drawnBefore)).toEqual(new Set(['todo']));
    // They appear from the top down, each group in a commit of its own: the placements with the panel's items.
    expect(renders.mounted).toEqual(['placements', 'resume', 'notifications', 'offers', 'news']);
  });
});
