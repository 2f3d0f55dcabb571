import { screen, waitFor, within } from '@testing-library/react';

import { db } from '@mocks/db';
import type { DbProject } from '@mocks/model';
import { CLIENT_PROJECT_ID } from '@mocks/projects/fixtures';

import { DEMO } from '../../test-utils';
import { renderApp } from '../helpers';

/** Shared steps of the client projects' screen tests. */

/** The first render of the lazy projects screen waits for vitest to transform its chunk. */
export const FIRST_RENDER_TIMEOUT = 20_000;

/** Job titles of client@demo.test's projects (mocks/projects/fixtures.ts). */
export const TITLE = {
  DRAFT_100: 'Interim-Werkleiter (m/w/d)',
  /** Both the 200 (current) and the 500 (mandates) project are an 'Interim-CFO (m/w/d)'. */
  CFO: 'Interim-CFO (m/w/d)',
  REVIEW_300: 'Kaufmännischer Geschäftsführer (m/w/d)',
  PREPARATION_400: 'Interim-COO (m/w/d)',
  HIRED_600: 'Werkleiter (m/w/d)',
  PAUSED_700: 'Interim-CIO (m/w/d)',
  CANCELLED_900: 'Chief Restructuring Officer (m/w/d)',
} as const;

/**
 * Signs in as a client contact and opens a route of the projects; resolves once the list has loaded (the tab counts
 * show) and the open tab shows all of its cards (they appear one after another).
 */
export async function openProjects(route = '/projects/current', signedInAs: string = DEMO.client) {
  const rendered = await renderApp({ route, signedInAs });
  await screen.findAllByRole('tab', { name: /\(\d+\)$/ }, { timeout: FIRST_RENDER_TIMEOUT });
  await allCardsShown();
  return rendered;
}

/** Waits until the open tab shows as many project cards (their titles, level 3) as its tab's count says. */
export async function allCardsShown() {
  await waitFor(() => {
    const count = /\((\d+)\)$/.exec(screen.getByRole('tab', { selected: true }).textContent ?? '')?.[1];
    expect(screen.queryAllByRole('heading', { level: 3 })).toHaveLength(Number(count));
  });
}

/** A project's card by its job title (the card is an article named by its title). */
export function projectCard(title: string): HTMLElement {
  return screen.getByRole('article', { name: title });
}

/** A candidate's card inside a project card. */
export function candidateCard(project: HTMLElement, name: string): HTMLElement {
  return within(project).getByRole('article', { name });
}

/** The candidate cards of a project card, by name, in order. */
export function candidateNames(project: HTMLElement): string[] {
  return within(project)
    .queryAllByRole('article')
    .map((article) => article.getAttribute('aria-label') ?? '');
}

/** The value next to a fact's label in a description list. */
export function factOf(scope: HTMLElement, label: string): string {
  const term = within(scope)
    .getAllByRole('term')
    .find((each) => each.textContent === label);
  if (!term) throw new Error(`No term ${label}`);
  return term.nextElementSibling?.textContent ?? '';
}

/** The mock's stored project (to change it before a test renders, or to check what the server kept). */
export function storedProject(id: string): DbProject {
  const project = db.projects.find((each) => each.id === id);
  if (!project) throw new Error(`no project ${id}`);
  return project;
}

/** The mock's stored candidate of the CFO search (project 200, the one with candidates). */
export function storedCandidate(candidateId: string): DbProject['candidates'][number] {
  const candidate = storedProject(CLIENT_PROJECT_ID.CANDIDATES_200).candidates.find((each) => each.id === candidateId);
  if (!candidate) throw new Error(`no candidate ${candidateId}`);
  return candidate;
}

/** A candidate's card in the CFO search (project 200), by name. */
export function cfoCandidateCard(name: string): HTMLElement {
  return candidateCard(projectCard(TITLE.CFO), name);
}
