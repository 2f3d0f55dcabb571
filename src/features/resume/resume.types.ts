import type {
  Availability,
  CompetenceProfile,
  EducationRequest,
  ExecutiveSummaryRequest,
  ItSkills,
  LanguageProficiencyRequest,
  OtherActivitiesRequest,
  PublicCv,
  Resume,
  SaveCompanyGroupRequest,
  WorkExperienceComposedRequest,
} from '@/contract/resume';

/** The signed-in manager's own CV, by the manager id: whole (Resume) and editable. */
export type OwnCvSource = { kind: 'manager'; id: string };
/**
 * A CV read by anyone but its owner (PublicCv; docs/decisions/037-public-cv.md): by the manager's public
 * CV id (`/manager/cv/{id}`), or as a candidate by a candidate id or the public CV id.
 */
export type ViewedCvSource = { kind: 'public'; id: string } | { kind: 'candidate'; id: string };
/** Where a CV comes from. */
export type CvSource = OwnCvSource | ViewedCvSource;
/** What a source's CV answers: the owner's whole CV, or the public one. */
export type CvOf<S extends CvSource> = S extends OwnCvSource ? Resume : PublicCv;

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
