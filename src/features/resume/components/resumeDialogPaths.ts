/** The dialog segments under the base; `dialogHref` builds a link to one. */
export const RESUME_DIALOG = {
  pdfCreation: 'pdfcreation',
  education: 'education',
  executiveSummary: 'executive-summary',
  competenceProfile: 'competence-profile',
  itSkills: 'it-skills',
  languages: 'languages',
  otherActivities: 'other-activities',
  /** (designed) The availability-and-rates dialog; the spec names no path for it. */
  availability: 'availability',
  workExperience: 'work-experience',
  positionInCompany: 'position-in-company',
  addCompanyGroup: 'add-company-group',
  company: 'company',
  /** (designed) Sharing the CV by its public link, with its steps below it (config/paths.ts `resumeShare`). */
  share: 'share',
} as const;
export type ResumeDialogName = keyof typeof RESUME_DIALOG;

export function dialogHref(basePath: string, dialog: ResumeDialogName, id?: string): string {
  const segment = RESUME_DIALOG[dialog];
  return id ? `${basePath}/${segment}/${encodeURIComponent(id)}` : `${basePath}/${segment}`;
}
