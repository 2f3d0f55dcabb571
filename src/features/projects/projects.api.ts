import { apiGet, apiPut } from '@/api/client';
import { fetchFile } from '@/api/files';
import { PROJECT_PATHS, type CandidateFeedbackRequest, type Project } from '@/contract/projects';

export const fetchProjects = () => apiGet<Project[]>(PROJECT_PATHS.projects.build());

export const saveFeedback = (projectId: string, candidateId: string, request: CandidateFeedbackRequest) =>
  apiPut<Project>(PROJECT_PATHS.candidateFeedback.build(projectId, candidateId), request);

/** A candidate's photo, fetched with the bearer header (docs/decisions/012-files-with-bearer.md). */
export const fetchCandidatePhoto = (projectId: string, candidateId: string) =>
  fetchFile(PROJECT_PATHS.candidatePhoto.build(projectId, candidateId));
