import { call, put, takeLatest, takeLeading } from 'redux-saga/effects';

import { ApiError } from '@/api/errors';
import { PROJECT_API_ERROR, type Project } from '@/contract/projects';
import { load, loadAgain } from '@/core/load/load';
import { submission } from '@/core/submission/submission';

import { fetchProjects, saveFeedback } from './projects.api';
import { projectsActions } from './projects.slice';

const loadProjects = load(fetchProjects, {
  loaded: projectsActions.projectsLoaded,
  failed: projectsActions.projectsLoadFailed,
});

/**
 * Feedback replaces the project with the server's answer. Refused because the project moved on
 * (409 feedback_closed), the list is fetched again so the card shows where the project stands;
 * the save still fails and the dialog says why.
 */
function* feedbackWorker(action: ReturnType<typeof projectsActions.feedbackSubmitted>) {
  const { projectId, candidateId, feedback } = action.payload;
  try {
    const project: Project | null = yield call(saveFeedback, projectId, candidateId, feedback);
    if (project) yield put(projectsActions.projectReceived(project));
    // Saved, but the answer did not carry the project: the list is read again (docs/decisions/056-a-save-is-its-status.md).
    else
      yield call(
        loadAgain,
        projectsActions.projectsRequested(),
        (answer) => projectsActions.projectsLoaded.match(answer) || projectsActions.projectsLoadFailed.match(answer),
      );
  } catch (error) {
    if (error instanceof ApiError && error.code === PROJECT_API_ERROR.FEEDBACK_CLOSED)
      yield put(projectsActions.projectsRequested());
    throw error;
  }
}

export function* projectsSaga() {
  yield takeLatest(projectsActions.projectsRequested, loadProjects);
  yield takeLeading(projectsActions.feedbackSubmitted, submission(feedbackWorker));
}
