import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getResponse, http, HttpResponse } from 'msw';

import { PROJECT_PATHS } from '@/contract/projects';
import { i18n } from '@/lib/i18n';
import { handlers } from '@mocks/handlers';
import { server } from '@mocks/node';
import { apiUrl } from '@mocks/shared/urls';

import { DEMO } from '../../test-utils';
import { renderApp } from '../helpers';
import { candidateNames, factOf, FIRST_RENDER_TIMEOUT, openProjects, projectCard, TITLE } from './projectsHelpers';

/**
 * The client's projects, given answers that do not follow the contract (src/contract/schema.ts;
 * docs/decisions/033-answers-at-the-door.md): what a person would read as empty is read so, a status
 * the portal does not know is kept and shown in words, and an answer that cannot be read is an error
 * where the projects would be, with a retry; the frame stays.
 */

type Answer = Record<string, unknown>[];

/** Serves the mock's projects changed by `change`, for as long as `broken()` says. */
function changeProjects(change: (projects: Answer) => object, broken: () => boolean = () => true) {
  server.use(
    http.get(apiUrl(PROJECT_PATHS.projects), async ({ request }) => {
      const original = await getResponse(handlers, request.clone());
      const projects = (await original!.json()) as Answer;
      return HttpResponse.json(broken() ? change(projects) : projects);
    }),
  );
}

describe('the projects, given answers that do not follow the contract', () => {
  beforeEach(() => vi.spyOn(console, 'warn').mockImplementation(() => undefined));

  it('reads null texts, flags and lists of a project and its candidates as empty, and shows the project', async () => {
    changeProjects((projects) =>
      projects.map((project) => ({
        ...project,
        description: null,
        companyDescription: null,
        documents: null,
        clientNamed: null,
        candidates: (project.candidates as Answer).map((candidate) => ({
          ...candidate,
          city: null,
          executiveSummary: null,
          feedback: null,
        })),
      })),
    );
    await openProjects();
    expect(projectCard(TITLE.REVIEW_300)).toBeInTheDocument();
    expect(screen.queryByText(/^Your projects could not be loaded\./)).not.toBeInTheDocument();
    expect(console.warn).not.toHaveBeenCalled();
  });

  it('keeps a status it does not know, under the other projects', async () => {
    changeProjects((projects) =>
      projects.map((project) => (project.jobTitle === TITLE.REVIEW_300 ? { ...project, status: 450 } : project)),
    );
    await openProjects('/projects/other');
    expect(await screen.findByRole('article', { name: TITLE.REVIEW_300 })).toBeInTheDocument();
  });

  /** The CFO project, with a country, a function and an industry the labels do not name, and so its candidates. */
  const withUnknownCodes = () =>
    changeProjects((projects) =>
      projects.map((project) =>
        project.jobTitle === TITLE.CFO
          ? {
              ...project,
              country: 'XX',
              function: '9990',
              industry: '9991',
              candidates: (project.candidates as Answer).map((candidate) => ({ ...candidate, country: 'XX' })),
            }
          : project,
      ),
    );

  it('names a code the labels do not know as unknown, with its code, on the card, the candidates and the details', async () => {
    withUnknownCodes();
    const { user } = await openProjects();
    const card = projectCard(TITLE.CFO);
    expect(await within(card).findByText('Lechtal Verpackungen GmbH · Augsburg, Unknown (XX)')).toBeInTheDocument();
    const firstCandidate = within(card).getByRole('article', { name: candidateNames(card)[0] });
    expect(within(firstCandidate).getByText(/, Unknown \(XX\)$/)).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: `Show details of ${TITLE.CFO}` }));
    const details = within(card).getAllByRole('term')[0]!.closest('dl') as HTMLElement;
    expect(factOf(details, 'Country')).toBe('Unknown (XX)');
    expect(factOf(details, 'Function')).toBe('Unknown (9990)');
    expect(factOf(details, 'Industry')).toBe('Unknown (9991)');
    expect(factOf(details, 'Contract type')).toBe('Interim assignment');
  });

  it('names such a code in German as unbekannt', async () => {
    withUnknownCodes();
    await i18n.changeLanguage('de');
    await openProjects();
    const card = projectCard(TITLE.CFO);
    expect(await within(card).findByText('Lechtal Verpackungen GmbH · Augsburg, Unbekannt (XX)')).toBeInTheDocument();
  });

  it.each([
    ['a wrapped list', (projects: Answer) => ({ items: projects }), '(the answer)'],
    [
      'an id that is a number',
      (projects: Answer) => projects.map((each, i) => (i === 0 ? { ...each, id: 7 } : each)),
      '0.id',
    ],
    [
      'a status that is text',
      (projects: Answer) => projects.map((each, i) => (i === 1 ? { ...each, status: 'open' } : each)),
      '1.status',
    ],
  ])(
    'shows %s as an error with a retry, keeps the frame, and the projects once mended',
    async (_kind, change, field) => {
      let broken = true;
      changeProjects(change, () => broken);
      await renderApp({ route: '/projects/current', signedInAs: DEMO.client });
      await screen.findByText(
        'Your projects could not be loaded. The server sent an unreadable reply. Please try again later.',
        {},
        { timeout: FIRST_RENDER_TIMEOUT },
      );
      expect(screen.getByRole('banner')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: /open the profile menu/ })).toBeInTheDocument();
      expect(console.warn).toHaveBeenCalledWith('The answer to GET /client/projects does not follow the contract', [
        expect.objectContaining({ field }),
      ]);

      broken = false;
      await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
      expect(await screen.findByRole('article', { name: TITLE.REVIEW_300 })).toBeInTheDocument();
    },
  );
});
