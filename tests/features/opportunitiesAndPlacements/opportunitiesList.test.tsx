import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { OPPORTUNITY_PATHS } from '@/contract/opportunities';
import { i18n } from '@/lib/i18n';
import { db } from '@mocks/db';
import { server } from '@mocks/node';
import { apiUrl } from '@mocks/shared/urls';

import { DEMO } from '../../test-utils';
import { renderApp, useDesktopWidth } from '../helpers';
import {
  factOf,
  FIRST_RENDER_TIMEOUT,
  itemNamed,
  items,
  listNamed,
  openManagement,
  OPPORTUNITY,
} from './managementHelpers';

/** The opportunities tab of /management. */

afterEach(() => vi.unstubAllGlobals());

describe('the management page', () => {
  it('opens the opportunities tab from /management, the selected tab named by the address', async () => {
    const { router } = await renderApp({ route: '/management', signedInAs: DEMO.manager });
    await screen.findByRole(
      'heading',
      { level: 1, name: 'Opportunities & placements' },
      { timeout: FIRST_RENDER_TIMEOUT },
    );
    expect(router.state.location.pathname).toBe('/management/opportunities');
    const tabs = screen.getByRole('navigation', { name: 'Opportunities and placements' });
    expect(within(tabs).getByRole('tab', { name: 'Opportunities' })).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getByRole('tab', { name: 'Opportunities' })).toHaveAttribute('aria-selected', 'true');
    expect(within(tabs).getByRole('tab', { name: 'Placements' })).not.toHaveAttribute('aria-current');
    expect(document.title).toBe('Opportunities & placements');
  });

  it('switches tabs as links: the address changes and the other list shows', async () => {
    const { user, router } = await openManagement();
    await listNamed('Your opportunities');
    await user.click(screen.getByRole('tab', { name: 'Placements' }));
    expect(await listNamed('Your placements')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/management/placements');
    expect(screen.getByRole('tab', { name: 'Placements' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('list', { name: 'Your opportunities' })).not.toBeInTheDocument();
  });

  it("keeps the header's Opportunities & placements link current on every tab (desktop header)", async () => {
    useDesktopWidth();
    const { user } = await openManagement('/management/placements');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Opportunities & placements' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await user.click(screen.getByRole('tab', { name: 'Opportunities' }));
    await listNamed('Your opportunities');
    expect(within(nav).getByRole('link', { name: 'Opportunities & placements' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('sends an unknown tab to the opportunities', async () => {
    const { router } = await openManagement('/management/gibt-es-nicht');
    await listNamed('Your opportunities');
    expect(router.state.location.pathname).toBe('/management/opportunities');
  });

  it("has the opportunity management card with its 'update CV' button to /resume", async () => {
    await openManagement();
    const card = await screen.findByRole('region', { name: 'Your CV opens the door to new opportunities' });
    expect(within(card).getByRole('link', { name: 'Update CV' })).toHaveAttribute('href', '/resume');
  });
});

describe('the list of opportunities', () => {
  it('shows them newest first, each with position title, location, start, duration and the status in words', async () => {
    await openManagement();
    const list = await listNamed('Your opportunities');
    // A new one says so once, in its chip; the others among their facts.
    const statusOf = (item: HTMLElement) =>
      within(item)
        .getAllByRole('term')
        .some((term) => term.textContent === 'Status')
        ? factOf(item, 'Status')
        : `chip: ${item.querySelector('.MuiChip-label')?.textContent ?? ''}`;
    const shown = items(list).map((item) => [
      within(item).getByRole('heading', { level: 3 }).textContent,
      statusOf(item),
    ]);
    expect(shown).toEqual([
      ['Interim CFO for an automotive supplier', 'chip: New'],
      ['Interim COO in medical technology', 'chip: New'],
      ['Chief Restructuring Officer in retail', 'chip: New'],
      ['Programme lead, finance transformation', 'Applied'],
      ['Interim CFO, speciality chemicals', 'Applied'],
      ['Interim CFO, hospital group', 'Declined – not interested'],
      ['Commercial managing director in mechanical engineering', 'Presentation'],
      ['Interim CFO, aerospace supplier', 'Declined – not available'],
      ['Interim CFO, food wholesale', 'Mandate in preparation'],
      ['Interim CFO, contract logistics', 'Won'],
      ['Chief Restructuring Officer, energy services', 'Shortlisted'],
      ['Head of carve-out PMO, pharmaceuticals', 'Client interview'],
      ['Interim head of controlling, textiles', 'Not selected'],
      ['Interim CFO, software company', 'Withdrawn'],
      ['Finance transformation at a private bank', 'Closed'],
    ]);
  });

  it('gives location, start date (d MMM yyyy) and duration in months', async () => {
    await openManagement();
    const item = itemNamed(await listNamed('Your opportunities'), OPPORTUNITY.newWithoutNda.title);
    expect(factOf(item, 'Location')).toBe('Stuttgart area');
    expect(factOf(item, 'Start')).toMatch(/^\d{1,2} [A-Z][a-z]{2} \d{4}$/);
    expect(factOf(item, 'Duration')).toBe('9 months');
  });

  it('marks the new ones in words, and only them', async () => {
    await openManagement();
    const list = await listNamed('Your opportunities');
    const marked = items(list).filter((item) => within(item).queryByText('New', { selector: '.MuiChip-label' }));
    expect(marked.map((item) => within(item).getByRole('link').textContent)).toEqual([
      OPPORTUNITY.newWithoutNda.title,
      OPPORTUNITY.newWithoutNda2.title,
      OPPORTUNITY.newWithNda.title,
    ]);
  });

  it('opens each opportunity by its title, and links the CV that was sent where the status allows it', async () => {
    await openManagement();
    const list = await listNamed('Your opportunities');
    const applied = itemNamed(list, OPPORTUNITY.applied.title);
    expect(within(applied).getByRole('link', { name: OPPORTUNITY.applied.title })).toHaveAttribute(
      'href',
      `/management/opportunities/${OPPORTUNITY.applied.id}`,
    );
    expect(
      within(applied).getByRole('link', { name: `View the CV we sent: ${OPPORTUNITY.applied.title}` }),
    ).toHaveAttribute(
      'href',
      `/opportunity-resume/${OPPORTUNITY.applied.id}/cand_10427_finance-transformation-insurance`,
    );
    // New, closed and declined opportunities sent no CV.
    for (const title of [OPPORTUNITY.newWithNda.title, OPPORTUNITY.closed.title, OPPORTUNITY.notInterested.title]) {
      expect(
        within(itemNamed(list, title)).queryByRole('link', { name: /View the CV we sent/ }),
      ).not.toBeInTheDocument();
    }
  });

  it('shows the statuses in German too, and durations with German plural forms', async () => {
    const { user } = await openManagement();
    await listNamed('Your opportunities');
    await user.click(
      within(screen.getByRole('group', { name: 'Language' })).getByRole('button', { name: 'DE – Deutsch' }),
    );
    const list = await listNamed('Ihre Projektangebote');
    const item = itemNamed(list, 'Interim-CFO für einen Automobilzulieferer');
    // New says its chip once, not the facts a second time.
    expect(within(item).getAllByText('Neu')).toHaveLength(1);
    expect(
      within(item)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).not.toContain('Status');
    expect(factOf(item, 'Dauer')).toBe('9 Monate');
    expect(factOf(itemNamed(list, 'Interim-CFO Klinikverbund'), 'Status')).toBe('Abgelehnt – kein Interesse');
  });
});

describe('opportunities the portal cannot fully read', () => {
  it('shows a candidate status it does not know as unknown, with its code, in both languages', async () => {
    const shortlisted = db.opportunities.find((each) => each.id === OPPORTUNITY.shortlisted.id);
    if (!shortlisted) throw new Error('no shortlisted opportunity');
    shortlisted.candidate.status = 450;
    await openManagement();
    const item = itemNamed(await listNamed('Your opportunities'), OPPORTUNITY.shortlisted.title);
    expect(item).toHaveTextContent('Unknown status (450)');
    await i18n.changeLanguage('de');
    expect(await within(item).findByText('Unbekannter Status (450)')).toBeInTheDocument();
  });

  it('says the list could not be loaded when its answer cannot be read, with a retry', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(http.get(apiUrl(OPPORTUNITY_PATHS.opportunities), () => HttpResponse.json({ items: [] })));
    await openManagement();
    expect(
      await screen.findByText(
        'Your opportunities could not be loaded. The server sent an unreadable reply. Please try again later.',
        {},
        { timeout: FIRST_RENDER_TIMEOUT },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
