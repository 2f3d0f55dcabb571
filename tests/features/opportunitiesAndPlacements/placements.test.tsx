import { screen, waitFor, within } from '@testing-library/react';
import { getResponse, http, HttpResponse } from 'msw';

import { PLACEMENT_PATHS } from '@/contract/placements';
import { handlers } from '@mocks/handlers';
import { server } from '@mocks/node';
import { apiUrl } from '@mocks/shared/urls';

import { CONTRACT_TYPES_EN } from '../helpers';
import { COMPANY, factOf, items, listNamed, openManagement, placementOf } from './managementHelpers';

/** The placements tab of /management. */

const PLACEMENTS = '/management/placements';

async function placementsList() {
  return listNamed('Your placements');
}

/** The sales-stage badge of a placement: the text beside its title, or null. */
function badgeOf(item: HTMLElement): HTMLElement | null {
  return item.querySelector('[data-badge]');
}

describe('the list of placements', () => {
  it('lists the active placements first (In Progress, sales stage 200-380), each group latest start first', async () => {
    await openManagement(PLACEMENTS);
    const list = await placementsList();
    // Active by start: the mandate (this month), Nordwind (two months ago), Stadtwerke (three), Alpenland (eleven).
    expect(items(list).map((item) => factOf(item, 'Company'))).toEqual([
      COMPANY.mandate,
      COMPANY.hourly,
      COMPANY.notViaPortal,
      COMPANY.portal,
      COMPANY.noBadge,
      COMPANY.closed1200,
      COMPANY.closed400,
      COMPANY.closed800,
    ]);
  });

  it('names each by the placement’s name (position and client), with area of operation, city, start and end', async () => {
    await openManagement(PLACEMENTS);
    const item = placementOf(await placementsList(), COMPANY.mandate);
    expect(
      within(item).getByRole('heading', { level: 3, name: 'Interim-CFO (Mandat) · Hafenlogistik Nord GmbH & Co. KG' }),
    ).toBeInTheDocument();
    expect(factOf(item, 'Area of operation')).toBe('Finanzen');
    expect(factOf(item, 'City')).toBe('Hamburg');
    expect(factOf(item, 'Start')).toMatch(/^\d{1,2} [A-Z][a-z]{2} \d{4}$/);
    expect(factOf(item, 'End')).toMatch(/^\d{1,2} [A-Z][a-z]{2} \d{4}$/);
    expect(factOf(placementOf(await placementsList(), COMPANY.portal), 'End')).toBe('-');
  });

  it("shows the contact's name, phone and e-mail, '-' for each that is empty", async () => {
    await openManagement(PLACEMENTS);
    const list = await placementsList();
    const mandate = placementOf(list, COMPANY.mandate);
    expect(factOf(mandate, 'Contact')).toBe('Jana Petersen');
    expect(within(mandate).getByRole('link', { name: '+49 40 99998123' })).toHaveAttribute('href', 'tel:+494099998123');
    expect(factOf(mandate, 'E-mail')).toBe('-');
    const noContact = placementOf(list, COMPANY.closed800);
    expect([factOf(noContact, 'Contact'), factOf(noContact, 'Phone'), factOf(noContact, 'E-mail')]).toEqual([
      '-',
      '-',
      '-',
    ]);
    const stadtwerke = placementOf(list, COMPANY.notViaPortal);
    expect(factOf(stadtwerke, 'Phone')).toBe('-');
    expect(within(stadtwerke).getByRole('link', { name: 'm.wagner@stadtwerke-donautal.example' })).toHaveAttribute(
      'href',
      'mailto:m.wagner@stadtwerke-donautal.example',
    );
  });

  it('names the contract type in words (codes 100-600)', async () => {
    await openManagement(PLACEMENTS);
    const list = await placementsList();
    expect(
      [
        COMPANY.closed1200,
        COMPANY.portal,
        COMPANY.mandate,
        COMPANY.notViaPortal,
        COMPANY.closed400,
        COMPANY.closed800,
        COMPANY.hourly,
      ].map((company) => factOf(placementOf(list, company), 'Contract type')),
    ).toEqual([...CONTRACT_TYPES_EN, 'Interim assignment']);
  });

  it('names a contract type the labels do not know as unknown, with its code', async () => {
    server.use(
      http.get(apiUrl(PLACEMENT_PATHS.placements), async ({ request }) => {
        const original = await getResponse(handlers, request.clone());
        const placements = (await original!.json()) as { company: string; contractType: string }[];
        return HttpResponse.json(
          placements.map((each) => (each.company === COMPANY.mandate ? { ...each, contractType: '950' } : each)),
        );
      }),
    );
    await openManagement(PLACEMENTS);
    const list = await placementsList();
    expect(factOf(placementOf(list, COMPANY.mandate), 'Contract type')).toBe('Unknown (950)');
    expect(factOf(placementOf(list, COMPANY.portal), 'Contract type')).toBe(CONTRACT_TYPES_EN[1]);
  });

  it('shows the sales-stage badge in words: 200 in progress, 300/320/350 ongoing, 400/800/1200 closed, 100 none; at least 70 px wide', async () => {
    await openManagement(PLACEMENTS);
    const list = await placementsList();
    const badges = Object.values(COMPANY).map((company) => [
      company,
      badgeOf(placementOf(list, company))?.textContent ?? null,
    ]);
    expect(Object.fromEntries(badges)).toEqual({
      [COMPANY.mandate]: 'In progress',
      [COMPANY.portal]: 'Ongoing',
      [COMPANY.hourly]: 'Ongoing',
      [COMPANY.notViaPortal]: 'Ongoing',
      [COMPANY.noBadge]: null,
      [COMPANY.closed400]: 'Closed',
      [COMPANY.closed800]: 'Closed',
      [COMPANY.closed1200]: 'Closed',
    });
    const badge = badgeOf(placementOf(list, COMPANY.mandate));
    expect(badge && getComputedStyle(badge).minWidth).toBe('70px');
  });

  it('links each placement to /placement/{id}, and to the CV that was sent only where it names a candidate', async () => {
    const { user, router } = await openManagement(PLACEMENTS);
    const list = await placementsList();
    const portal = placementOf(list, COMPANY.portal);
    expect(
      within(portal).getByRole('link', { name: 'Open placement: Interim-CFO · Alpenland Maschinenbau GmbH' }),
    ).toHaveAttribute('href', '/placement/plc-alpenland-cfo');
    expect(
      within(portal).getByRole('link', { name: 'View the CV we sent: Interim-CFO · Alpenland Maschinenbau GmbH' }),
    ).toHaveAttribute('href', '/placement-resume/plc-alpenland-cfo/cand_10427_alpenland-cfo');
    const withCv = items(list).filter((item) => within(item).queryByRole('link', { name: /^View the CV we sent/ }));
    expect(withCv.map((item) => factOf(item, 'Company'))).toEqual([COMPANY.mandate, COMPANY.portal, COMPANY.closed400]);
    for (const item of items(list))
      expect(within(item).getByRole('link', { name: /^Open placement/ })).toBeInTheDocument();

    await user.click(within(placementOf(list, COMPANY.closed400)).getByRole('link', { name: /^Open placement/ }));
    // The placement screen opens on its first tab.
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/placement/plc-weberei-controlling/daily-overview'),
    );
  });

  it('reads in German: contract types, badges and dates', async () => {
    const { user } = await openManagement(PLACEMENTS);
    await placementsList();
    await user.click(
      within(screen.getByRole('group', { name: 'Language' })).getByRole('button', { name: 'DE – Deutsch' }),
    );
    const list = await listNamed('Ihre Einsätze');
    const item = items(list).find((each) => factOf(each, 'Unternehmen') === COMPANY.mandate) as HTMLElement;
    expect(badgeOf(item)).toHaveTextContent('In Bearbeitung');
    expect(await within(item).findByText('Beratung')).toBeInTheDocument();
    expect(factOf(item, 'E-Mail')).toBe('-');
  });

  it('says when the list cannot be loaded, and loads it again on request', async () => {
    server.use(
      http.get(
        `*/api/v1${PLACEMENT_PATHS.placements.pattern}`,
        () => HttpResponse.json({ code: 'server', message: 'x' }, { status: 500 }),
        { once: true },
      ),
    );
    const { user } = await openManagement(PLACEMENTS);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your placements could not be loaded. An error occurred on the server. Please try again later.',
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(items(await placementsList())).toHaveLength(8);
  });
});
