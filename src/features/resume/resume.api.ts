import { apiDelete, apiGet, apiPost, apiPut } from '@/api/client';
import { PATHS, type Resume } from '@/api/contract';
import type { CvSource, ResumeSave } from './resume.types';

export function fetchCv(source: CvSource): Promise<Resume> {
  return apiGet<Resume>(source.kind === 'candidate' ? PATHS.candidateCv(source.id) : PATHS.managerCv(source.id));
}

/** Every CV save answers with the whole resume, which replaces the local copy (contract, designed). */
export function saveResume(save: ResumeSave): Promise<Resume> {
  switch (save.kind) {
    case 'availability':
      return apiPut<Resume>(PATHS.availability, save.body);
    case 'executiveSummary':
      return apiPut<Resume>(PATHS.executiveSummary, save.body);
    case 'competenceProfile':
      return apiPut<Resume>(PATHS.competenceProfile, save.body);
    case 'itSkills':
      return apiPut<Resume>(PATHS.itSkills, save.body);
    case 'languages':
      return apiPut<Resume>(PATHS.languageProficiency, save.body);
    case 'otherActivities':
      return apiPut<Resume>(PATHS.otherActivities, save.body);
    case 'education':
      return save.body.id ? apiPut<Resume>(PATHS.education, save.body) : apiPost<Resume>(PATHS.education, save.body);
    case 'deleteEducation':
      return apiDelete<Resume>(PATHS.educationItem(save.id));
    case 'workExperience':
      return apiPost<Resume>(PATHS.workExperienceComposed, save.body);
    case 'companyGroup':
      return apiPost<Resume>(PATHS.saveCompanyGroup, save.body);
    case 'deleteWorkExperience':
      return apiDelete<Resume>(PATHS.workExperienceItem(save.id));
    case 'deleteCompanyGroup':
      return apiDelete<Resume>(PATHS.companyGroup(save.id));
    case 'markCompleted':
      return apiPut<Resume>(PATHS.markResumeCompleted);
  }
}
