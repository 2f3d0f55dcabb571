import { apiPut, apiRead } from '@/api/client';
import { fetchFile } from '@/api/files';
import { PROJECT_PATHS, type CandidateFeedbackRequest } from '@/contract/projects';
import { projectSchema, projectsSchema } from '@/contract/projects.answers';

export const fetchProjects = () => apiRead(PROJECT_PATHS.projects.build(), projectsSchema);

export const saveFeedback = (projectId: string, candidateId: string, request: CandidateFeedbackRequest) =>
  apiPut(PROJECT_PATHS.candidateFeedback.build(projectId, candidateId), projectSchema, request);

/** A candidate's photo, fetched with the bearer header (docs/decisions/012-files-with-bearer.md). */
export const fetchCandidatePhoto = (projectId: string, candidateId: string) =>
  fetchFile(PROJECT_PATHS.candidatePhoto.build(projectId, candidateId));
