import { Blob as NodeBlob } from 'node:buffer';
import { screen, waitFor, within } from '@testing-library/react';

import { i18n } from '@/lib/i18n';
import { CLIENT_DOCUMENT_ID, CLIENT_PROJECT_ID as PRJ } from '@mocks/projects/fixtures';

import { recordRequests } from '../../test-utils';
import { sent, stubMatchMedia, useDesktopWidth } from '../helpers';
import {
  allCardsShown,
  candidateNames,
  factOf,
  openProjects,
  projectCard,
  storedProject,
  TITLE,
} from './projectsHelpers';

/** The client's projects: tabs, cards, stepper, details, documents. */

const TABS = ['Current projects', 'Past projects', 'Other projects', 'Mandates'];

/** The tab names without their counts, in order. */
const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);

describe('the projects page', () => {
  it('is headed "Your Projects", opens on the current projects and carries each tab’s count', async () => {
    const { router } = await openProjects('/projects');
    expect(screen.getByRole('heading', { level: 1, name: 'Your Projects' })).toBeInTheDocument();
    // /projects redirects to its first tab once the page has drawn.
    await waitFor(() => expect(router.state.location.pathname).toBe('/projects/current'));
    // 100, 200, 300 current; 600 past; 700, 900 other; 400, 500 mandates (contract: projectTabOf).
    expect(tabNames()).toEqual(['Current projects (3)', 'Past projects (1)', 'Other projects (2)', 'Mandates (2)']);
    expect(await screen.findByRole('tab', { name: 'Current projects (3)', selected: true })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Current projects' })).toBeInTheDocument();
    const titles = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(titles).toEqual([TITLE.DRAFT_100, TITLE.CFO, TITLE.REVIEW_300]);
  });

  it.each([
    ['past', 'Past projects (1)', [TITLE.HIRED_600]],
    ['other', 'Other projects (2)', [TITLE.PAUSED_700, TITLE.CANCELLED_900]],
    ['mandates', 'Mandates (2)', [TITLE.PREPARATION_400, TITLE.CFO]],
  ])('shows the tab %s as its own sub-route, reached by its tab link', async (tab, label, titles) => {
    const { user, router } = await openProjects();
    await user.click(screen.getByRole('tab', { name: label }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/projects/${tab}`));
    await allCardsShown();
    expect(screen.getByRole('tab', { name: label })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Current projects (3)' })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('heading', { level: 2, name: label.replace(/ \(\d+\)$/, '') })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(titles);
  });

  it('opens a tab typed into the address bar', async () => {
    const { router } = await openProjects('/projects/mandates');
    expect(screen.getByRole('tab', { name: 'Mandates (2)' })).toHaveAttribute('aria-selected', 'true');
    expect(router.state.location.pathname).toBe('/projects/mandates');
  });

  it('sends an unknown tab to the current projects', async () => {
    const { router } = await openProjects('/projects/archive');
    await waitFor(() => expect(router.state.location.pathname).toBe('/projects/current'));
    expect(screen.getByRole('heading', { level: 2, name: 'Current projects' })).toBeInTheDocument();
  });

  it('puts a project on the tab of its status as the server sends it (a 200 project at 600 is past)', async () => {
    storedProject(PRJ.CANDIDATES_200).status = 600;
    await openProjects();
    expect(tabNames()).toEqual(['Current projects (2)', 'Past projects (2)', 'Other projects (2)', 'Mandates (2)']);
    expect(screen.queryByRole('article', { name: TITLE.CFO })).not.toBeInTheDocument();
  });

  it('says so when a tab has no projects', async () => {
    await openProjects('/projects/past', 'client2@demo.test');
    await screen.findByRole('heading', { level: 2, name: 'Past projects' });
    await openProjectsTab('Other projects (0)');
    expect(await screen.findByText('There are no other projects.')).toBeInTheDocument();
  });
});

/** Clicks a tab by its full name (with count). */
async function openProjectsTab(name: string) {
  screen.getByRole('tab', { name }).click();
  await screen.findByRole('tab', { name, selected: true });
  await allCardsShown();
}

describe('a project card', () => {
  it('shows the logo, job title, company, city and country, the date of its stage and the compact stepper', async () => {
    await openProjects();
    const card = projectCard(TITLE.CFO);
    expect(within(card).getByRole('img', { name: 'Logo of Lechtal Verpackungen GmbH' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/svg\+xml,/),
    );
    expect(within(card).getByRole('heading', { level: 3, name: TITLE.CFO })).toBeInTheDocument();
    // The country's label arrives with the labels (meta) of the session.
    expect(await within(card).findByText('Lechtal Verpackungen GmbH · Augsburg, Germany')).toBeInTheDocument();
    // jsdom has no media queries: the narrow stepper shows, its step in words (status 200 / 100 = step index 2).
    expect(within(card).getByText('Step 3 of 7: Candidates found')).toBeInTheDocument();
    expect(within(projectCard(TITLE.DRAFT_100)).getByText('Step 2 of 7: Search in progress')).toBeInTheDocument();
    expect(within(projectCard(TITLE.REVIEW_300)).getByText('Step 4 of 7: Review candidates')).toBeInTheDocument();
  });

  it('names the stage since a date in d MMM yyyy', async () => {
    storedProject(PRJ.CANDIDATES_200).statusSince = '2026-03-12';
    await openProjects();
    expect(within(projectCard(TITLE.CFO)).getByText('At this stage since 12 Mar 2026')).toBeInTheDocument();
  });

  it('shows no logo when the company has none', async () => {
    await openProjects('/projects/other');
    const card = projectCard(TITLE.CANCELLED_900);
    expect(within(card).queryByRole('img')).not.toBeInTheDocument();
    expect(
      within(projectCard(TITLE.PAUSED_700)).getByRole('img', { name: 'Logo of Lechtal Verpackungen GmbH' }),
    ).toBeInTheDocument();
  });

  it('shows a draft (100) as "Search in progress", its "Draft" step done (docs/decisions/040-project-steps.md)', async () => {
    useDesktopWidth();
    try {
      await openProjects();
      const card = projectCard(TITLE.DRAFT_100);
      const stepper = within(card).getByLabelText('Progress of the search: Search in progress');
      expect(within(stepper).getByText('Search in progress')).toHaveAttribute('aria-current', 'step');
      expect(within(stepper).getByText('Draft')).not.toHaveAttribute('aria-current');
      expect(within(stepper).getByText('Draft').closest('.MuiStepLabel-label')).toHaveClass('Mui-completed');
      expect(within(stepper).getByText('Candidates found').closest('.MuiStepLabel-label')).not.toHaveClass(
        'Mui-completed',
      );
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('on a wide screen shows all seven steps with the current one marked', async () => {
    useDesktopWidth();
    try {
      await openProjects();
      const card = projectCard(TITLE.CFO);
      const stepper = within(card).getByLabelText('Progress of the search: Candidates found');
      for (const step of [
        'Draft',
        'Search in progress',
        'Candidates found',
        'Review candidates',
        'Mandate in preparation',
        'Mandate ongoing',
        'Mandate terminated',
      ]) {
        expect(within(stepper).getByText(step)).toBeInTheDocument();
      }
      expect(within(stepper).getByText('Candidates found')).toHaveAttribute('aria-current', 'step');
      expect(within(stepper).getByText('Draft')).not.toHaveAttribute('aria-current');
      expect(within(card).queryByText(/^Step \d of 7/)).not.toBeInTheDocument();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('opens and closes its details with "Show details" / "Hide details", giving every fact', async () => {
    const { user } = await openProjects();
    const card = projectCard(TITLE.CFO);
    await within(card).findByText(/Augsburg, Germany$/);
    const toggle = within(card).getByRole('button', { name: `Show details of ${TITLE.CFO}` });
    expect(toggle).toHaveTextContent('Show details');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(card).queryByRole('term')).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName(`Hide details of ${TITLE.CFO}`);
    expect(toggle).toHaveTextContent('Hide details');
    const details = document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(details).toBeInTheDocument();
    expect(card).toContainElement(details);
    const facts: Record<string, string> = {
      'Contract type': 'Interim assignment',
      'Job title': TITLE.CFO,
      Company: 'Lechtal Verpackungen GmbH',
      City: 'Augsburg',
      Country: 'Germany',
      'Planned type of placement': 'Interim-Mandat, 9 Monate mit Option auf Verlängerung',
      Function: 'Finance and controlling (CFO)',
      'Company may be named': 'Yes',
      'Present job holder informed': 'Yes',
      'Contact phone': '+49 89 99998 410',
      'Contact e-mail': 'miriam.kraft@interim-portal.example',
      Industry: 'Consumer goods',
      'Business performance': 'Umsatz 210 Mio. €, EBITDA-Marge 9 %',
      'Reporting to': 'Geschäftsführung und Beirat',
      'Operational area': 'Finanzen, Controlling, Treasury und IT; 35 Mitarbeitende',
      'Place of work': 'Augsburg, mit Reisen zu den Werken in Polen und Tschechien',
    };
    expect(
      within(details)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(Object.keys(facts));
    for (const [label, value] of Object.entries(facts)) expect(factOf(details, label), label).toBe(value);

    const description = within(details).getByRole('region', { name: 'Description of the position' });
    expect(within(description).getByText(/Der CFO geht in den Ruhestand/)).toBeInTheDocument();
    expect(within(description).getByText('Einführung eines 13-Wochen-Liquiditätsplans').tagName).toBe('LI');
    const company = within(details).getByRole('region', { name: 'About the company' });
    expect(within(company).getByText(/Lechtal Verpackungen stellt Kunststoffverpackungen/)).toBeInTheDocument();
    const documents = within(details).getByRole('region', { name: 'Documents' });
    expect(
      within(documents)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Stellenprofil.pdf', 'Organigramm.pdf']);

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAccessibleName(`Show details of ${TITLE.CFO}`);
    await waitFor(() => expect(within(card).queryByRole('term')).not.toBeInTheDocument());
  });

  it('shows "No" and "-" for the facts the project does not have, and says when there are no documents', async () => {
    const { user } = await openProjects('/projects/other');
    const card = projectCard(TITLE.CANCELLED_900);
    await user.click(within(card).getByRole('button', { name: `Show details of ${TITLE.CANCELLED_900}` }));
    expect(factOf(card, 'Company may be named')).toBe('No');
    expect(factOf(card, 'Present job holder informed')).toBe('No');
    expect(factOf(card, 'Contact phone')).toBe('-');
    expect(factOf(card, 'Business performance')).toBe('-');
    expect(factOf(card, 'Operational area')).toBe('-');
    expect(within(card).queryByRole('region', { name: 'About the company' })).not.toBeInTheDocument();
    expect(
      within(within(card).getByRole('region', { name: 'Documents' })).getByText(
        'There are no documents for this project.',
      ),
    ).toBeInTheDocument();
  });

  it('shows the descriptions without scripts or event handlers that came in the server’s HTML', async () => {
    const project = storedProject(PRJ.CANDIDATES_200);
    project.description =
      '<p>Position text</p><script>window.__projectXss = 1</script><img src="x" onerror="window.__projectXss = 2"><p onclick="window.__projectXss = 3">Clickable</p>';
    project.companyDescription =
      '<p>Company text</p><a href="javascript:window.__projectXss = 4">link</a><svg><script>window.__projectXss = 5</script></svg>';
    const { user } = await openProjects();
    const card = projectCard(TITLE.CFO);
    await user.click(within(card).getByRole('button', { name: `Show details of ${TITLE.CFO}` }));
    const description = within(card).getByRole('region', { name: 'Description of the position' });
    const company = within(card).getByRole('region', { name: 'About the company' });
    expect(within(description).getByText('Position text')).toBeInTheDocument();
    expect(within(description).getByText('Clickable')).toBeInTheDocument();
    expect(within(company).getByText('Company text')).toBeInTheDocument();
    for (const region of [description, company]) {
      expect(region.querySelector('script')).toBeNull();
      expect(region.querySelector('[onerror], [onclick]')).toBeNull();
      expect(region.querySelector('a[href^="javascript:"]')).toBeNull();
    }
    expect(document.querySelector('[onerror], [onclick]')).toBeNull();
    expect(document.body.innerHTML).not.toContain('__projectXss');
    expect((window as { __projectXss?: number }).__projectXss).toBeUndefined();
  });

  it('downloads a document with the bearer header into a new tab', async () => {
    const requests = recordRequests();
    const tab = { opener: {} as unknown, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockImplementation(() => tab as unknown as Window);
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:project-document'), revokeObjectURL: vi.fn() }),
    );
    vi.stubGlobal('Blob', NodeBlob);
    try {
      const { user } = await openProjects();
      const card = projectCard(TITLE.CFO);
      await user.click(within(card).getByRole('button', { name: `Show details of ${TITLE.CFO}` }));
      await user.click(within(card).getByRole('button', { name: 'Download Organigramm.pdf (opens in a new tab)' }));
      await waitFor(() => expect(tab.location.href).toBe('blob:project-document'));
      expect(open).toHaveBeenCalledTimes(1);
      const [download] = sent(requests, 'GET', `/manager/documents/${CLIENT_DOCUMENT_ID.LECHTAL_ORG_CHART}/file`);
      expect(download?.authorization).toMatch(/^Bearer \S+/);
      expect(sent(requests, 'GET', `/manager/documents/${CLIENT_DOCUMENT_ID.LECHTAL_PROFILE}/file`)).toHaveLength(0);
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    } finally {
      open.mockRestore();
      vi.unstubAllGlobals();
    }
  });
});

/**
 * jsdom has no matchMedia, which the carousel's scrolling asks (for reduced motion) as every
 * browser can answer: this one answers as a narrow screen of someone who asked for less motion
 * (the carousel then jumps at once). Layout stays jsdom's (no sizes). Undone after each test.
 */
function stubReducedMotion(): void {
  stubMatchMedia((query) => query.includes('prefers-reduced-motion: reduce'));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the search of a project, by status', () => {
  it('100: placeholder cards while searching, no candidates', async () => {
    await openProjects();
    const card = projectCard(TITLE.DRAFT_100);
    expect(
      within(card).getByRole('heading', { level: 4, name: 'We are searching for candidates' }),
    ).toBeInTheDocument();
    for (const text of ['Searching our network', 'Speaking with suitable candidates', 'First profiles follow soon'])
      expect(within(card).getByText(text)).toBeInTheDocument();
    expect(candidateNames(card)).toEqual([]);
  });

  it('200: the candidates in a carousel with their count and buttons that say where they go', async () => {
    stubReducedMotion();
    const { user } = await openProjects();
    const card = projectCard(TITLE.CFO);
    expect(within(card).getByRole('heading', { level: 4, name: '6 candidates found' })).toBeInTheDocument();
    const carousel = within(card).getByRole('list', { name: '6 candidates found' });
    // Its own items (the summaries inside the cards have lists of their own).
    expect(
      within(carousel)
        .getAllByRole('listitem')
        .filter((item) => item.parentElement === carousel),
    ).toHaveLength(6);
    // Those waiting for the client's assessment first; Wendt, Brandauer and the sixth have given one.
    expect(
      within(card).getByText('3 candidates are waiting for your assessment; they come first.'),
    ).toBeInTheDocument();
    expect(candidateNames(card)).toEqual([
      'Sabine Hartmann',
      'Claudia Vogt',
      'Dr. Elisabeth Gruber',
      'Dr. Andreas Wendt',
      'Michael Brandauer',
      expect.any(String),
    ]);
    // jsdom lays nothing out: the carousel counts one card per view.
    expect(within(card).getByText('Candidate 1 of 6')).toBeInTheDocument();
    const previous = within(card).getByRole('button', { name: 'Previous candidate: 1 of 6' });
    const next = within(card).getByRole('button', { name: 'Next candidate: 2 of 6' });
    expect(previous).toBeDisabled();
    expect(next).toBeEnabled();

    await user.click(next);
    expect(within(card).getByText('Candidate 2 of 6')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Previous candidate: 1 of 6' })).toBeEnabled();
    expect(within(card).getByRole('button', { name: 'Next candidate: 3 of 6' })).toBeEnabled();
  });

  it('200: the last candidate disables "next"', async () => {
    stubReducedMotion();
    const { user } = await openProjects();
    const card = projectCard(TITLE.CFO);
    for (let shown = 1; shown < 6; shown += 1)
      await user.click(within(card).getByRole('button', { name: `Next candidate: ${shown + 1} of 6` }));
    expect(within(card).getByText('Candidate 6 of 6')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: /^Next candidate/ })).toBeDisabled();
    expect(within(card).getByRole('button', { name: 'Previous candidate: 5 of 6' })).toBeEnabled();
  });

  it('200 with one candidate: "1 candidate found", no buttons', async () => {
    const project = storedProject(PRJ.CANDIDATES_200);
    project.candidates = project.candidates.slice(0, 1);
    await openProjects();
    const card = projectCard(TITLE.CFO);
    expect(within(card).getByRole('heading', { level: 4, name: '1 candidate found' })).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /^(Previous|Next) candidate/ })).not.toBeInTheDocument();
    expect(candidateNames(card)).toEqual(['Dr. Andreas Wendt']);
  });

  it('300: only the elected candidate', async () => {
    await openProjects();
    const card = projectCard(TITLE.REVIEW_300);
    expect(within(card).getByRole('heading', { level: 4, name: 'The selected candidate' })).toBeInTheDocument();
    expect(candidateNames(card)).toEqual(['Dr. Nicole Sommer']);
    expect(within(card).queryByRole('list', { name: /candidates found/ })).not.toBeInTheDocument();
  });

  it('400 and 500: the elected candidate with placeholder cards for what comes, and no feedback any more', async () => {
    await openProjects('/projects/mandates');
    const preparation = projectCard(TITLE.PREPARATION_400);
    expect(within(preparation).getByText('Step 5 of 7: Mandate in preparation')).toBeInTheDocument();
    expect(within(preparation).getByRole('heading', { level: 4, name: 'The selected candidate' })).toBeInTheDocument();
    expect(candidateNames(preparation)).toHaveLength(1);
    expect(within(preparation).getByText('Contract being prepared')).toBeInTheDocument();
    expect(within(preparation).getByText('Start date being agreed')).toBeInTheDocument();

    const ongoing = projectCard(TITLE.CFO);
    expect(within(ongoing).getByText('Step 6 of 7: Mandate ongoing')).toBeInTheDocument();
    expect(candidateNames(ongoing)).toEqual(['Dr. Katharina Berger']);
    expect(within(ongoing).getByText('Mandate under way')).toBeInTheDocument();
    expect(within(ongoing).getByText('Regular reporting to you')).toBeInTheDocument();

    for (const card of [preparation, ongoing]) {
      // The earlier feedback still shows; it can no longer be given or changed.
      expect(within(card).getByText(/^Your assessment: /)).toBeInTheDocument();
      expect(within(card).queryByRole('button', { name: /feedback/i })).not.toBeInTheDocument();
      expect(within(card).getByRole('link', { name: /^View details/ })).toBeInTheDocument();
    }
  });

  it('600: the hired candidate, without feedback', async () => {
    await openProjects('/projects/past');
    const card = projectCard(TITLE.HIRED_600);
    expect(within(card).getByText('Step 7 of 7: Mandate terminated')).toBeInTheDocument();
    expect(within(card).getByRole('heading', { level: 4, name: 'The hired candidate' })).toBeInTheDocument();
    expect(candidateNames(card)).toEqual(['Dr.-Ing. Ralf Kämmerer']);
    expect(within(card).queryByRole('button', { name: /feedback/i })).not.toBeInTheDocument();
  });

  it('another status: the stage is unknown and no candidates show, even when the project has some', async () => {
    await openProjects('/projects/other');
    const paused = projectCard(TITLE.PAUSED_700);
    expect(storedProject(PRJ.PAUSED_700).candidates.length).toBeGreaterThan(0);
    expect(within(paused).getByText('The stage of this project is not known.')).toBeInTheDocument();
    expect(within(paused).getByText('There are no candidates to show for this project.')).toBeInTheDocument();
    expect(candidateNames(paused)).toEqual([]);
    expect(within(paused).queryByText(/^Step \d/)).not.toBeInTheDocument();
    expect(
      within(projectCard(TITLE.CANCELLED_900)).getByText('The stage of this project is not known.'),
    ).toBeInTheDocument();
  });

  it('a status on a step but outside the search (0) names the step and shows no candidates', async () => {
    storedProject(PRJ.PAUSED_700).status = 0;
    await openProjects('/projects/other');
    const card = projectCard(TITLE.PAUSED_700);
    expect(within(card).getByText('Step 1 of 7: Draft')).toBeInTheDocument();
    expect(within(card).getByText('There are no candidates to show for this project.')).toBeInTheDocument();
    expect(candidateNames(card)).toEqual([]);
  });
});

describe('who sees which projects', () => {
  it('the second client sees only its own projects, never client@’s', async () => {
    await openProjects('/projects/current', 'client2@demo.test');
    expect(tabNames()).toEqual(['Current projects (1)', 'Past projects (1)', 'Other projects (0)', 'Mandates (0)']);
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Interim-Geschäftsführer (m/w/d)',
    ]);
    expect(screen.getByText(/^Hanse Feinkost GmbH & Co\. KG · Bremen/)).toBeInTheDocument();
    for (const title of Object.values(TITLE)) expect(screen.queryByText(title)).not.toBeInTheDocument();
    expect(screen.queryByText(/Lechtal|Donauguss|Brenner/)).not.toBeInTheDocument();
  });

  it('client@ never sees the second client’s projects', async () => {
    await openProjects();
    for (const tab of TABS) {
      await openProjectsTab(
        screen.getAllByRole('tab').find((each) => each.textContent?.startsWith(tab))?.textContent ?? tab,
      );
      expect(screen.queryByText(/Hanse Feinkost/)).not.toBeInTheDocument();
      expect(screen.queryByText('Interim-Geschäftsführer (m/w/d)')).not.toBeInTheDocument();
    }
  });

  it('the header offers a client only "Your projects"', async () => {
    useDesktopWidth();
    try {
      await openProjects();
      const nav = screen.getByRole('navigation', { name: 'Main navigation' });
      expect(
        within(nav)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(['Your projects']);
      expect(within(nav).getByRole('link', { name: 'Your projects' })).toHaveAttribute('href', '/projects');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('in German', () => {
  it('names the page, the tabs, the steps and the date in German', async () => {
    storedProject(PRJ.CANDIDATES_200).statusSince = '2026-03-12';
    await i18n.changeLanguage('de');
    await openProjects();
    expect(screen.getByRole('heading', { level: 1, name: 'Ihre Projekte' })).toBeInTheDocument();
    expect(tabNames()).toEqual([
      'Aktuelle Projekte (3)',
      'Vergangene Projekte (1)',
      'Sonstige Projekte (2)',
      'Mandate (2)',
    ]);
    expect(screen.getByRole('heading', { level: 2, name: 'Aktuelle Projekte' })).toBeInTheDocument();
    const card = projectCard(TITLE.CFO);
    expect(within(card).getByText('Schritt 3 von 7: Kandidaten gefunden')).toBeInTheDocument();
    expect(within(card).getByText('In diesem Schritt seit 12. März 2026')).toBeInTheDocument();
    expect(within(card).getByRole('heading', { level: 4, name: '6 Kandidaten gefunden' })).toBeInTheDocument();
    expect(await within(card).findByText('Lechtal Verpackungen GmbH · Augsburg, Deutschland')).toBeInTheDocument();
    expect(within(projectCard(TITLE.REVIEW_300)).getByText('Schritt 4 von 7: Kandidaten prüfen')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: `Details anzeigen zu ${TITLE.CFO}` })).toBeInTheDocument();
  });
});
