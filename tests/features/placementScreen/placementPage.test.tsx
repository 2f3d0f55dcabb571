import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { howToVideoLinks } from '@/config/links';
import { PLACEMENT_PATHS } from '@/contract/placements';
import { i18n } from '@/lib/i18n';
import { server } from '@mocks/node';
import { apiUrl } from '@mocks/shared/urls';

import { DEMO } from '../../test-utils';
import { renderApp, stubMatchMedia } from '../helpers';
import { factOf } from '../opportunitiesAndPlacements/managementHelpers';
import { calendar, choose, FIRST_RENDER, ID, onTheWednesday, openPlacement, SLOW } from './placementHelpers';

/** The placement screen's frame: routes, title, switcher, position strip, month picker, how-to video, tabs. */

onTheWednesday();

const ALPENLAND = 'Interim-CFO · Alpenland Maschinenbau GmbH';
const MANDATE = 'Interim-CFO (Mandat) · Hafenlogistik Nord GmbH & Co. KG';
const NORDWIND = 'Interim-Leitung Finanzen · Nordwind Energie AG';
const STADTWERKE = 'Beraterin Finanzierung · Stadtwerke Donautal GmbH';

const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);

describe('the placement screen', { timeout: SLOW }, () => {
  it('opens the daily overview when the address names only the placement', async () => {
    const { router } = await openPlacement(ID.PORTAL);
    await calendar('November 2026');
    expect(router.state.location.pathname).toBe(`/placement/${ID.PORTAL}/daily-overview`);
    expect(screen.getByRole('tab', { name: 'Daily overview' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows the title, the position strip and a dash for contact fields that are empty', async () => {
    await openPlacement(ID.MANDATE);
    expect(screen.getByRole('heading', { level: 1, name: MANDATE })).toBeInTheDocument();
    expect(screen.getByText('P-2026-0087 Mandat Hafenlogistik')).toBeInTheDocument();
    expect(document.title).toBe(MANDATE);
    expect(factOf(document.body, 'Company')).toBe('Hafenlogistik Nord GmbH & Co. KG');
    expect(factOf(document.body, 'Location')).toBe('Hamburg');
    expect(factOf(document.body, 'Area')).toBe('Finanzen');
    expect(factOf(document.body, 'Period')).toBe('9 Nov 2026 – 9 May 2027');
    expect(factOf(document.body, 'Contact')).toBe('Jana Petersen');
    expect(factOf(document.body, 'Phone')).toBe('+49 40 99998123');
    expect(factOf(document.body, 'E-mail')).toBe('-');
    expect(factOf(document.body, 'Fee billed by')).toBe('Hours');
  });

  it('says since when an open-ended placement runs and how its fee is billed', async () => {
    await openPlacement(ID.PORTAL);
    expect(screen.getByRole('heading', { level: 1, name: ALPENLAND })).toBeInTheDocument();
    expect(factOf(document.body, 'Period')).toBe('since 10 Dec 2025');
    expect(factOf(document.body, 'Fee billed by')).toBe('Days');
    expect(factOf(document.body, 'E-mail')).toBe('s.huber@alpenland-maschinenbau.example');
  });

  it('on a phone, shows the facts as one line, the place and the period, that opens them on demand', async () => {
    stubMatchMedia(() => false);
    const { user } = await openPlacement(ID.PORTAL);
    await calendar('November 2026');
    const line = screen.getByRole('button', { name: 'Placement details: Rosenheim · since 10 Dec 2025' });
    expect(line).toHaveAttribute('aria-expanded', 'false');
    const facts = document.getElementById(line.getAttribute('aria-controls') ?? '');
    if (!facts) throw new Error('the line controls no facts');
    expect(facts).not.toBeVisible();
    expect(screen.queryByRole('term')).not.toBeInTheDocument();

    await user.click(line);
    expect(line).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(facts).toBeVisible());
    expect(
      within(facts)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Company', 'Reference', 'Location', 'Area', 'Period', 'Contact', 'Phone', 'E-mail', 'Fee billed by']);
    await user.click(line);
    await waitFor(() => expect(facts).not.toBeVisible());
  });

  it('on a wider screen, shows the facts as they are, with no line to open them', async () => {
    await openPlacement(ID.PORTAL);
    await calendar('November 2026');
    expect(screen.queryByRole('button', { name: /^Placement details/ })).not.toBeInTheDocument();
    expect(screen.getAllByRole('term')).toHaveLength(9);
  });

  it("names the placement once, and lists the manager's placements behind the switch button; choosing one goes to it", async () => {
    const { user, router } = await openPlacement(ID.PORTAL);
    await calendar('November 2026');
    // Its name is the heading; the internal name is its reference among the facts, not a second name.
    expect(screen.getAllByText(ALPENLAND)).toHaveLength(1);
    expect(factOf(document.body, 'Reference')).toBe('P-2025-0412 Interim-CFO Alpenland');
    await user.click(screen.getByRole('button', { name: 'Switch placement' }));
    const menu = await screen.findByRole('menu', { name: 'Switch placement' });
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(
      expect.arrayContaining([
        ALPENLAND,
        MANDATE,
        NORDWIND,
        STADTWERKE,
        'Interim-CFO · Solarpark Chiemgau GmbH',
        'Interim-CFO · Brauerei Kellermann KG',
      ]),
    );
    expect(items).toHaveLength(8);
    expect(within(menu).getByRole('menuitem', { current: 'page' })).toHaveTextContent(ALPENLAND);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Switch placement' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Switch placement' }));
    await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: NORDWIND }));
    expect(await screen.findByRole('heading', { level: 1, name: NORDWIND })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/placement/${ID.HOURLY}/daily-overview`));
    expect(factOf(document.body, 'Location')).toBe('Bremen');
  });

  it("says 'no reporting' for a placement not reported via the portal, with neither calendar nor tabs nor month picker", async () => {
    await openPlacement(ID.NOT_VIA_PORTAL);
    expect(screen.getByRole('heading', { level: 1, name: STADTWERKE })).toBeInTheDocument();
    expect(
      await screen.findByText(
        /This placement is not reported via the portal, so there is no time tracking, monthly report or billing here/,
      ),
    ).toBeInTheDocument();
    // The strip is still there, with '-' for the phone it does not have.
    expect(factOf(document.body, 'Phone')).toBe('-');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Month' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'How-to video' })).not.toBeInTheDocument();
    expect(screen.queryByText('Fee billed by')).not.toBeInTheDocument();
  });

  it('offers Billing on a placement billed via the portal, at the shown month', async () => {
    await openPlacement(ID.PORTAL, '/daily-overview?month=2026-10');
    await calendar('October 2026');
    expect(tabNames()).toEqual(['Daily overview', 'Monthly report', 'Billing']);
    expect(screen.getByRole('tab', { name: 'Billing' })).toHaveAttribute(
      'href',
      `/placement/${ID.PORTAL}/billing?month=2026-10`,
    );
    expect(screen.getByRole('tab', { name: 'Monthly report' })).toHaveAttribute(
      'href',
      `/placement/${ID.PORTAL}/monthly-report?month=2026-10`,
    );
  });

  it('has no Billing tab on the mandate (type 400), and its Billing address returns to the daily overview', async () => {
    const consoleError = vi.spyOn(console, 'error');
    const { router } = await openPlacement(ID.MANDATE, '/billing?month=2026-11');
    await calendar('November 2026');
    expect(tabNames()).toEqual(['Daily overview', 'Monthly report']);
    expect(router.state.location.pathname).toBe(`/placement/${ID.MANDATE}/daily-overview`);
    expect(router.state.location.search).toBe('?month=2026-11');
    expect(screen.getByRole('tab', { name: 'Daily overview' })).toHaveAttribute('aria-selected', 'true');
    // On the way, no tab that does not exist was marked as the current one (MUI says so on the console).
    expect(consoleError.mock.calls.map((call) => String(call[0]))).not.toContainEqual(
      expect.stringContaining('Tabs component is invalid'),
    );
    consoleError.mockRestore();
  });

  it('says so when the placement does not exist or is not the manager’s', async () => {
    await openPlacement('plc-nope');
    expect(screen.getByRole('heading', { level: 1, name: 'Placement not found' })).toBeInTheDocument();
    expect(screen.getByText('This placement does not exist or is not one of yours.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your placements' })).toHaveAttribute(
      'href',
      '/management/placements',
    );
  });
});

describe('loading', { timeout: SLOW }, () => {
  it('says when the placements could not be loaded, and trying again loads them', async () => {
    let failing = true;
    server.use(
      http.get(apiUrl(PLACEMENT_PATHS.placements), () =>
        failing ? HttpResponse.json({ code: 'server', message: 'down' }, { status: 500 }) : undefined,
      ),
    );
    const { user } = await renderApp({ route: `/placement/${ID.PORTAL}`, signedInAs: DEMO.manager });
    const alert = await screen.findByRole('alert', {}, FIRST_RENDER);
    expect(alert).toHaveTextContent(
      'Your placements could not be loaded. An error occurred on the server. Please try again later.',
    );
    failing = false;
    // The alert's code loads with the first message (LazyAlert): its button comes with it.
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: ALPENLAND })).toBeInTheDocument();
    expect(await calendar('November 2026')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says when the month could not be loaded, and trying again shows it', async () => {
    let failing = true;
    server.use(
      http.get(apiUrl(PLACEMENT_PATHS.monthOverview), () =>
        failing ? HttpResponse.json({ code: 'server', message: 'down' }, { status: 500 }) : undefined,
      ),
    );
    const { user } = await openPlacement(ID.PORTAL);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'This month could not be loaded. An error occurred on the server. Please try again later.',
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    failing = false;
    // The alert's code loads with the first message (LazyAlert): its button comes with it.
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await calendar('November 2026')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });
});

describe('the month picker', { timeout: SLOW }, () => {
  it('steps to the month before and back, in the address and the calendar', async () => {
    const { user, router } = await openPlacement(ID.PORTAL);
    await calendar('November 2026');
    expect(screen.getByRole('combobox', { name: 'Month' })).toHaveTextContent('November 2026');
    // This month is the newest the picker offers.
    expect(screen.getByRole('button', { name: 'Next month' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Previous month: October 2026' }));
    expect(await calendar('October 2026')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?month=2026-10');
    expect(screen.getByRole('combobox', { name: 'Month' })).toHaveTextContent('October 2026');

    await user.click(screen.getByRole('button', { name: 'Next month: November 2026' }));
    expect(await calendar('November 2026')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?month=2026-11');
  });

  it("offers the placement's months from its start, and choosing one shows it", async () => {
    const { user, router } = await openPlacement(ID.PORTAL);
    await calendar('November 2026');
    await user.click(screen.getByRole('combobox', { name: 'Month' }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'November 2026',
      'October 2026',
      'September 2026',
      'August 2026',
      'July 2026',
      'June 2026',
      'May 2026',
      'April 2026',
      'March 2026',
      'February 2026',
      'January 2026',
      'December 2025',
    ]);
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'July 2026' }));
    expect(await calendar('July 2026')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?month=2026-07');
    // The first month has nothing before it.
    await choose(user, screen.getByRole('combobox', { name: 'Month' }), 'December 2025');
    expect(await calendar('December 2025')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous month' })).toBeDisabled();
  });

  it('shows the current month for a month in the address that is no month', async () => {
    await openPlacement(ID.PORTAL, '/daily-overview?month=2026-13');
    expect(await calendar('November 2026')).toBeInTheDocument();
  });
});

describe('the how-to video', { timeout: SLOW }, () => {
  it('is the English video in English, opened in a new tab', async () => {
    await openPlacement(ID.PORTAL);
    const link = await screen.findByRole('link', { name: 'How-to video' });
    expect(link).toHaveAttribute('href', howToVideoLinks.en);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });

  it('is the German video in German', async () => {
    await i18n.changeLanguage('de');
    await openPlacement(ID.PORTAL);
    const link = await screen.findByRole('link', { name: 'Anleitungsvideo' });
    expect(link).toHaveAttribute('href', howToVideoLinks.de);
    expect(link).toHaveAttribute('target', '_blank');
    expect(howToVideoLinks.de).not.toBe(howToVideoLinks.en);
  });
});
