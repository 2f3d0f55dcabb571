import type {
  Availability,
  CompetenceProfile,
  EducationRequest,
  ExecutiveSummaryRequest,
  ItSkills,
  LanguageProficiencyRequest,
  OtherActivitiesRequest,
  SaveCompanyGroupRequest,
  WorkExperienceComposedRequest,
} from '@/contract/resume';

/** Where a CV comes from: the signed-in manager's own (editable), a manager's or a candidate's (read-only views). */
export type CvSource = { kind: 'manager'; id: string } | { kind: 'candidate'; id: string };

export function cvKey(source: CvSource): string {
  return `${source.kind}:${source.id}`;
}

/** One save of the CV: each dialog submits one of these (one event per submit). */
export type ResumeSave =
  | { kind: 'availability'; body: Availability }
  | { kind: 'executiveSummary'; body: ExecutiveSummaryRequest }
  | { kind: 'competenceProfile'; body: CompetenceProfile }
  | { kind: 'itSkills'; body: ItSkills }
  | { kind: 'languages'; body: LanguageProficiencyRequest }
  | { kind: 'otherActivities'; body: OtherActivitiesRequest }
  | { kind: 'education'; body: EducationRequest }
  | { kind: 'deleteEducation'; id: string }
  | { kind: 'workExperience'; body: WorkExperienceComposedRequest }
  | { kind: 'companyGroup'; body: SaveCompanyGroupRequest }
  | { kind: 'deleteWorkExperience'; id: string }
  | { kind: 'deleteCompanyGroup'; id: string }
  | { kind: 'markCompleted' };
