import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

import type { SerializedApiError } from '@/api/errors';
import type { Project } from '@/contract/projects';
import type { RequestState } from '@/core/requestStatus';
import { sessionEnded } from '@/core/session/session.events';

import type { FeedbackSubmission } from './projects.types';

/**
 * The client's projects (part 2 §2 'Projects'): the list, each project whole. Feedback learns its
 * outcome through core/submission; the server's answer replaces the project here.
 */
export interface ProjectsState {
  list: RequestState & { items: Project[] };
}

const initialState: ProjectsState = { list: { items: [], status: 'idle', error: null } };

export const projectsSlice = createSlice({
  name: 'projects',
  initialState,
  reducers: {
    /** Load, or reload when the screen shows again (the shown list stays until the new one arrives). */
    projectsRequested(state) {
      state.list.status = 'loading';
      state.list.error = null;
    },
    projectsLoaded(state, action: PayloadAction<Project[]>) {
      state.list = { items: action.payload, status: 'succeeded', error: null };
    },
    projectsLoadFailed(state, action: PayloadAction<SerializedApiError>) {
      state.list.status = 'failed';
      state.list.error = action.payload;
    },
    /** `PUT …/candidates/{candidateId}/feedback`, sent through core/submission. */
    feedbackSubmitted(_state, _action: PayloadAction<FeedbackSubmission>) {},
    /** The server's version of a project replaces the list's copy. */
    projectReceived(state, action: PayloadAction<Project>) {
      const index = state.list.items.findIndex((item) => item.id === action.payload.id);
      if (index >= 0) state.list.items[index] = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionEnded, () => initialState);
  },
});

export const projectsActions = projectsSlice.actions;
