import { apiRead, apiSave } from '@/api/client';
import { fetchFile } from '@/api/files';
import { PROJECT_PATHS, type CandidateFeedbackRequest } from '@/contract/projects';
import { projectSchema, projectsSchema } from '@/contract/projects.answers';

export const fetchProjects = () => apiRead(PROJECT_PATHS.projects.build(), projectsSchema);

/** (designed) Answers the project, or null where the answer carries none (docs/decisions/056-a-save-is-its-status.md). */
export const saveFeedback = (projectId: string, candidateId: string, request: CandidateFeedbackRequest) =>
  apiSave('put', PROJECT_PATHS.candidateFeedback.build(projectId, candidateId), projectSchema, request);

/** A candidate's photo, fetched with the bearer header (docs/decisions/012-files-with-bearer.md). */
export const fetchCandidatePhoto = (projectId: string, candidateId: string) =>
  fetchFile(PROJECT_PATHS.candidatePhoto.build(projectId, candidateId));
