import { apiDelete, apiGet, apiPost, apiPut } from '@/api/client';
import { type Resume, CV_PATHS } from '@/api/resume.contract';
import type { CvSource, ResumeSave } from './resume.types';

export function fetchCv(source: CvSource): Promise<Resume> {
  return apiGet<Resume>(source.kind === 'candidate' ? CV_PATHS.candidateCv(source.id) : CV_PATHS.managerCv(source.id));
}

/** Every CV save answers with the whole resume, which replaces the local copy (contract, designed). */
export function saveResume(save: ResumeSave): Promise<Resume> {
  switch (save.kind) {
    case 'availability':
      return apiPut<Resume>(CV_PATHS.availability, save.body);
    case 'executiveSummary':
      return apiPut<Resume>(CV_PATHS.executiveSummary, save.body);
    case 'competenceProfile':
      return apiPut<Resume>(CV_PATHS.competenceProfile, save.body);
    case 'itSkills':
      return apiPut<Resume>(CV_PATHS.itSkills, save.body);
    case 'languages':
      return apiPut<Resume>(CV_PATHS.languageProficiency, save.body);
    case 'otherActivities':
      return apiPut<Resume>(CV_PATHS.otherActivities, save.body);
    case 'education':
      return save.body.id ? apiPut<Resume>(CV_PATHS.education, save.body) : apiPost<Resume>(CV_PATHS.education, save.body);
    case 'deleteEducation':
      return apiDelete<Resume>(CV_PATHS.educationItem(save.id));
    case 'workExperience':
      return apiPost<Resume>(CV_PATHS.workExperienceComposed, save.body);
    case 'companyGroup':
      return apiPost<Resume>(CV_PATHS.saveCompanyGroup, save.body);
    case 'deleteWorkExperience':
      return apiDelete<Resume>(CV_PATHS.workExperienceItem(save.id));
    case 'deleteCompanyGroup':
      return apiDelete<Resume>(CV_PATHS.companyGroup(save.id));
    case 'markCompleted':
      return apiPut<Resume>(CV_PATHS.markResumeCompleted);
  }
}
