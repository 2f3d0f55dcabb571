import { createSelector } from '@reduxjs/toolkit';

import { projectTabOf, type Project, type ProjectTab } from '@/contract/projects';

import type { ProjectsState } from './projects.slice';

export type ProjectsRoot = { projects: ProjectsState };

export const selectProjectsList = (state: ProjectsRoot) => state.projects.list;

/** The projects per tab (contract: projectTabOf), in the order the server sent them. */
export const selectProjectsByTab = createSelector([(state: ProjectsRoot) => state.projects.list.data], (projects) => {
  const byTab: Record<ProjectTab, Project[]> = { current: [], past: [], other: [], mandates: [] };
  for (const project of projects ?? []) byTab[projectTabOf(project.status)].push(project);
  return byTab;
});
