import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

import type { Project } from '@/contract/projects';
import { loadReducers, notLoaded, type Loaded } from '@/core/load/load';
import { sessionEnded } from '@/core/session/session.events';

import type { FeedbackSubmission } from './projects.types';

/**
 * The client's projects: the list, each project whole. Feedback learns its
 * outcome through core/submission; the server's answer replaces the project here.
 */
export interface ProjectsState {
  list: Loaded<Project[]>;
}

const initialState: ProjectsState = { list: notLoaded() };

export const projectsSlice = createSlice({
  name: 'projects',
  initialState,
  reducers: {
    /** Load, or reload when the screen shows again (the shown list stays until the new one arrives). */
    ...loadReducers('projects', (state: ProjectsState) => state.list),
    /** `PUT …/candidates/{candidateId}/feedback`, sent through core/submission. */
    feedbackSubmitted(_state, _action: PayloadAction<FeedbackSubmission>) {},
    /** The server's version of a project replaces the list's copy. */
    projectReceived(state, action: PayloadAction<Project>) {
      const projects = state.list.data ?? [];
      const index = projects.findIndex((project) => project.id === action.payload.id);
      if (index >= 0) projects[index] = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionEnded, () => initialState);
  },
});

export const projectsActions = projectsSlice.actions;
