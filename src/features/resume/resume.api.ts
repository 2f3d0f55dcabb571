import { apiDelete, apiGet, apiPost, apiPut } from '@/api/client';
import { CV_PATHS, type Resume } from '@/contract/resume';

import type { CvSource, ResumeSave } from './resume.types';

export function fetchCv(source: CvSource): Promise<Resume> {
  return apiGet<Resume>(
    source.kind === 'candidate' ? CV_PATHS.candidateCv.build(source.id) : CV_PATHS.managerCv.build(source.id),
  );
}

/** Every CV save answers with the whole resume, which replaces the local copy (contract, designed). */
export function saveResume(save: ResumeSave): Promise<Resume> {
  switch (save.kind) {
    case 'availability':
      return apiPut<Resume>(CV_PATHS.availability.build(), save.body);
    case 'executiveSummary':
      return apiPut<Resume>(CV_PATHS.executiveSummary.build(), save.body);
    case 'competenceProfile':
      return apiPut<Resume>(CV_PATHS.competenceProfile.build(), save.body);
    case 'itSkills':
      return apiPut<Resume>(CV_PATHS.itSkills.build(), save.body);
    case 'languages':
      return apiPut<Resume>(CV_PATHS.languageProficiency.build(), save.body);
    case 'otherActivities':
      return apiPut<Resume>(CV_PATHS.otherActivities.build(), save.body);
    case 'education':
      return save.body.id
        ? apiPut<Resume>(CV_PATHS.education.build(), save.body)
        : apiPost<Resume>(CV_PATHS.education.build(), save.body);
    case 'deleteEducation':
      return apiDelete<Resume>(CV_PATHS.educationItem.build(save.id));
    case 'workExperience':
      return apiPost<Resume>(CV_PATHS.workExperienceComposed.build(), save.body);
    case 'companyGroup':
      return apiPost<Resume>(CV_PATHS.saveCompanyGroup.build(), save.body);
    case 'deleteWorkExperience':
      return apiDelete<Resume>(CV_PATHS.workExperienceItem.build(save.id));
    case 'deleteCompanyGroup':
      return apiDelete<Resume>(CV_PATHS.companyGroup.build(save.id));
    case 'markCompleted':
      return apiPut<Resume>(CV_PATHS.markResumeCompleted.build());
  }
}
