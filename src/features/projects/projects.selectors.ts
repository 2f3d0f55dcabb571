import { createSelector } from '@reduxjs/toolkit';

import { projectTabOf, type ProjectTab } from '@/contract/projects';

import type { ProjectsState } from './projects.slice';

type Root = { projects: ProjectsState };

export const selectProjectsList = (state: Root) => state.projects.list;

/** The projects per tab (contract: projectTabOf), in the order the server sent them. */
export const selectProjectsByTab = createSelector([(state: Root) => state.projects.list.items], (items) => {
  const byTab: Record<ProjectTab, typeof items> = { current: [], past: [], other: [], mandates: [] };
  for (const project of items) byTab[projectTabOf(project.status)].push(project);
  return byTab;
});
