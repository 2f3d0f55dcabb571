import { apiDelete, apiPost, apiPut, apiRead } from '@/api/client';
import { ApiError, CLIENT_ERROR_CODE } from '@/api/errors';
import { CV_PATHS, type PublicCv, type PublicCvIdAnswer, type Resume } from '@/contract/resume';
import { publicCvIdAnswerSchema, publicCvSchema, resumeSchema } from '@/contract/resume.answers';
import { preconditionHeaders } from '@/contract/versions';

import type { CvSource, ResumeSave } from './resume.types';

/** The own CV is read whole; any other by the public schema, so nothing else of it is kept (docs/decisions/037-public-cv.md). */
export function fetchCv(source: CvSource): Promise<Resume | PublicCv> {
  switch (source.kind) {
    case 'manager':
      return apiRead(CV_PATHS.managerCv.build(source.id), resumeSchema);
    case 'public':
      return apiRead(CV_PATHS.publicCv.build(source.id), publicCvSchema);
    case 'candidate':
      return apiRead(CV_PATHS.candidateCv.build(source.id), publicCvSchema);
  }
}

/**
 * Every CV save answers with the whole resume, which replaces the local copy (contract, designed);
 * it is read by the CV's schema, so a save whose answer cannot be read fails as the save.
 * `version` is the one the dialog opened on, sent as the save's condition (docs/decisions/035-save-versions.md);
 * a new item has none (the server gives it its id, so it can overwrite nothing).
 */
export function saveResume(save: ResumeSave, version?: string): Promise<Resume> {
  const config = { headers: version === undefined ? {} : preconditionHeaders(version) };
  switch (save.kind) {
    case 'availability':
      return apiPut(CV_PATHS.availability.build(), resumeSchema, save.body, config);
    case 'executiveSummary':
      return apiPut(CV_PATHS.executiveSummary.build(), resumeSchema, save.body, config);
    case 'competenceProfile':
      return apiPut(CV_PATHS.competenceProfile.build(), resumeSchema, save.body, config);
    case 'itSkills':
      return apiPut(CV_PATHS.itSkills.build(), resumeSchema, save.body, config);
    case 'languages':
      return apiPut(CV_PATHS.languageProficiency.build(), resumeSchema, save.body, config);
    case 'otherActivities':
      return apiPut(CV_PATHS.otherActivities.build(), resumeSchema, save.body, config);
    case 'education':
      return (save.body.id ? apiPut : apiPost)(CV_PATHS.education.build(), resumeSchema, save.body, config);
    case 'deleteEducation':
      return apiDelete(CV_PATHS.educationItem.build(save.id), resumeSchema, config);
    case 'workExperience':
      return apiPost(CV_PATHS.workExperienceComposed.build(), resumeSchema, save.body, config);
    case 'companyGroup':
      return apiPost(CV_PATHS.saveCompanyGroup.build(), resumeSchema, save.body, config);
    case 'deleteWorkExperience':
      return apiDelete(CV_PATHS.workExperienceItem.build(save.id), resumeSchema, config);
    case 'deleteCompanyGroup':
      return apiDelete(CV_PATHS.companyGroup.build(save.id), resumeSchema, config);
    case 'markCompleted':
      return apiPut(CV_PATHS.markResumeCompleted.build(), resumeSchema);
  }
}

/**
 * A new public CV id (docs/decisions/037-public-cv.md). A save's success is its status: any 2xx made the new
 * id, whatever its body, so an answer that cannot be read as `{ publicCvId }` (a 204) resolves as null, and
 * the caller reads the own CV again to learn it.
 */
export async function reissuePublicCvId(): Promise<PublicCvIdAnswer | null> {
  try {
    return await apiPost(CV_PATHS.publicCvId.build(), publicCvIdAnswerSchema);
  } catch (error) {
    // The client's error for a 2xx whose body cannot be read (api/http.ts, api/readAnswer.ts).
    if (error instanceof ApiError && error.code === CLIENT_ERROR_CODE.BAD_RESPONSE) return null;
    throw error;
  }
}
