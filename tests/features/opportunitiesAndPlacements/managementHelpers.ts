import { screen, within } from '@testing-library/react';

import { DEMO } from '../../test-utils';
import { renderApp } from '../helpers';

/** Shared steps of the /management tests: manager@demo.test's seeded opportunities and placements. */

/** The opportunities of manager@demo.test (mocks/opportunities/fixtures.ts), by the state they are seeded in. */
export const OPPORTUNITY = {
  newWithoutNda: { id: 'opp-cfo-automotive', title: 'Interim CFO for an automotive supplier' },
  newWithoutNda2: { id: 'opp-coo-medtech', title: 'Interim COO in medical technology' },
  newWithNda: { id: 'opp-cro-retail', title: 'Chief Restructuring Officer in retail' },
  applied: { id: 'opp-finance-transformation-insurance', title: 'Programme lead, finance transformation' },
  shortlisted: { id: 'opp-cro-energy', title: 'Chief Restructuring Officer, energy services' },
  closed: { id: 'opp-finance-private-bank', title: 'Finance transformation at a private bank' },
  notInterested: { id: 'opp-cfo-hospital-group', title: 'Interim CFO, hospital group' },
} as const;

/** A first render of the lazy screen waits for vitest to transform its chunk. */
export const FIRST_RENDER_TIMEOUT = 30_000;

/**
 * The page at `route`, once its heading shows. A modal dialog hides the page from the
 * accessibility tree (`aria-hidden`), so the heading is found hidden or not.
 */
export async function openManagement(route = '/management/opportunities') {
  const app = await renderApp({ route, signedInAs: DEMO.manager });
  await screen.findByRole(
    'heading',
    { level: 1, name: 'Opportunities & placements', hidden: true },
    { timeout: FIRST_RENDER_TIMEOUT },
  );
  return app;
}

/**
 * The list of a tab, once it has loaded, by its heading. `behindDialog`: the list under an open
 * dialog, which the dialog hides from the accessibility tree (what sighted users still see).
 */
export async function listNamed(name: string, { behindDialog = false } = {}): Promise<HTMLElement> {
  return screen.findByRole('list', { name, hidden: behindDialog }, { timeout: FIRST_RENDER_TIMEOUT });
}

export function items(list: HTMLElement): HTMLElement[] {
  return within(list)
    .getAllByRole('listitem', { hidden: true })
    .filter((item) => item.parentElement === list);
}

export function itemNamed(list: HTMLElement, name: string): HTMLElement {
  const item = items(list).find(
    (each) => within(each).queryByRole('heading', { level: 3, name, hidden: true }) !== null,
  );
  if (!item) throw new Error(`No list item named ${name}`);
  return item;
}

/** The value a description list in `scope` gives for `label`. */
export function factOf(scope: HTMLElement, label: string): string {
  const term = within(scope)
    .getAllByRole('term', { hidden: true })
    .find((each) => each.textContent === label);
  if (!term) throw new Error(`No term ${label}`);
  return term.nextElementSibling?.textContent ?? '';
}

/** The open dialog (the opportunity dialog is the only one), once it shows. */
export async function theDialog(): Promise<HTMLElement> {
  return screen.findByRole('dialog', {}, { timeout: FIRST_RENDER_TIMEOUT });
}

/** The seeded placements of manager@demo.test (mocks/placements/fixtures.ts), by company. */
export const COMPANY = {
  portal: 'Alpenland Maschinenbau GmbH',
  hourly: 'Nordwind Energie AG',
  mandate: 'Hafenlogistik Nord GmbH & Co. KG',
  notViaPortal: 'Stadtwerke Donautal GmbH',
  noBadge: 'Solarpark Chiemgau GmbH',
  closed1200: 'Klinikum Oberland gGmbH',
  closed400: 'Weberei Lindner AG',
  closed800: 'Brauerei Kellermann KG',
} as const;

/** A placement's card in the list, by its company. */
export function placementOf(list: HTMLElement, company: string): HTMLElement {
  const item = items(list).find((each) => factOf(each, 'Company') === company);
  if (!item) throw new Error(`No placement of ${company}`);
  return item;
}

/** The status an opportunity of the list shows: a new one's in its chip, the others' among its facts. */
export function opportunityStatus(item: HTMLElement): string {
  return item.querySelector('.MuiChip-label')?.textContent ?? factOf(item, 'Status');
}
