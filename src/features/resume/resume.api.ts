import { apiRead, apiSave } from '@/api/client';
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
 * Every CV save answers with the whole resume, which replaces the local copy (contract, designed); null
 * where the answer carries none (the specification's 204): the save happened, and the CV is read again
 * (docs/decisions/056-a-save-is-its-status.md).
 * `version` is the one the dialog opened on, sent as the save's condition (docs/decisions/035-save-versions.md);
 * a new item has none (the server gives it its id, so it can overwrite nothing).
 */
export function saveResume(save: ResumeSave, version?: string): Promise<Resume | null> {
  const config = { headers: version === undefined ? {} : preconditionHeaders(version) };
  switch (save.kind) {
    case 'availability':
      return apiSave('put', CV_PATHS.availability.build(), resumeSchema, save.body, config);
    case 'executiveSummary':
      return apiSave('put', CV_PATHS.executiveSummary.build(), resumeSchema, save.body, config);
    case 'competenceProfile':
      return apiSave('put', CV_PATHS.competenceProfile.build(), resumeSchema, save.body, config);
    case 'itSkills':
      return apiSave('put', CV_PATHS.itSkills.build(), resumeSchema, save.body, config);
    case 'languages':
      return apiSave('put', CV_PATHS.languageProficiency.build(), resumeSchema, save.body, config);
    case 'otherActivities':
      return apiSave('put', CV_PATHS.otherActivities.build(), resumeSchema, save.body, config);
    case 'education':
      return apiSave(save.body.id ? 'put' : 'post', CV_PATHS.education.build(), resumeSchema, save.body, config);
    case 'deleteEducation':
      return apiSave('delete', CV_PATHS.educationItem.build(save.id), resumeSchema, undefined, config);
    case 'workExperience':
      return apiSave('post', CV_PATHS.workExperienceComposed.build(), resumeSchema, save.body, config);
    case 'companyGroup':
      return apiSave('post', CV_PATHS.saveCompanyGroup.build(), resumeSchema, save.body, config);
    case 'deleteWorkExperience':
      return apiSave('delete', CV_PATHS.workExperienceItem.build(save.id), resumeSchema, undefined, config);
    case 'deleteCompanyGroup':
      return apiSave('delete', CV_PATHS.companyGroup.build(save.id), resumeSchema, undefined, config);
    case 'markCompleted':
      return apiSave('put', CV_PATHS.markResumeCompleted.build(), resumeSchema);
  }
}

/**
 * A new public CV id (docs/decisions/037-public-cv.md): null where the answer does not name it (a 204), made all
 * the same; the caller reads the own CV again to learn it (docs/decisions/056-a-save-is-its-status.md).
 */
export const reissuePublicCvId = (): Promise<PublicCvIdAnswer | null> =>
  apiSave('post', CV_PATHS.publicCvId.build(), publicCvIdAnswerSchema);
