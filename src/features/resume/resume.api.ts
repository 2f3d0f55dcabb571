import { apiDelete, apiPost, apiPut, apiRead } from '@/api/client';
import { CV_PATHS, type Resume } from '@/contract/resume';
import { resumeSchema } from '@/contract/resume.answers';

import type { CvSource, ResumeSave } from './resume.types';

export function fetchCv(source: CvSource): Promise<Resume> {
  return apiRead(
    source.kind === 'candidate' ? CV_PATHS.candidateCv.build(source.id) : CV_PATHS.managerCv.build(source.id),
    resumeSchema,
  );
}

/**
 * Every CV save answers with the whole resume, which replaces the local copy (contract, designed);
 * it is read by the CV's schema, so a save whose answer cannot be read fails as the save.
 */
export function saveResume(save: ResumeSave): Promise<Resume> {
  switch (save.kind) {
    case 'availability':
      return apiPut(CV_PATHS.availability.build(), resumeSchema, save.body);
    case 'executiveSummary':
      return apiPut(CV_PATHS.executiveSummary.build(), resumeSchema, save.body);
    case 'competenceProfile':
      return apiPut(CV_PATHS.competenceProfile.build(), resumeSchema, save.body);
    case 'itSkills':
      return apiPut(CV_PATHS.itSkills.build(), resumeSchema, save.body);
    case 'languages':
      return apiPut(CV_PATHS.languageProficiency.build(), resumeSchema, save.body);
    case 'otherActivities':
      return apiPut(CV_PATHS.otherActivities.build(), resumeSchema, save.body);
    case 'education':
      return (save.body.id ? apiPut : apiPost)(CV_PATHS.education.build(), resumeSchema, save.body);
    case 'deleteEducation':
      return apiDelete(CV_PATHS.educationItem.build(save.id), resumeSchema);
    case 'workExperience':
      return apiPost(CV_PATHS.workExperienceComposed.build(), resumeSchema, save.body);
    case 'companyGroup':
      return apiPost(CV_PATHS.saveCompanyGroup.build(), resumeSchema, save.body);
    case 'deleteWorkExperience':
      return apiDelete(CV_PATHS.workExperienceItem.build(save.id), resumeSchema);
    case 'deleteCompanyGroup':
      return apiDelete(CV_PATHS.companyGroup.build(save.id), resumeSchema);
    case 'markCompleted':
      return apiPut(CV_PATHS.markResumeCompleted.build(), resumeSchema);
  }
}
