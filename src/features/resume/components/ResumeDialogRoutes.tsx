import { lazy, Suspense } from 'react';
import { useRoutes } from 'react-router';

import { RESUME_DIALOG } from './resumeDialogPaths';

// Each dialog is a chunk of its own: the CV page's first load carries none of them.
const PdfExportDialog = lazy(() => import('../dialogs/PdfExportDialog'));
const EducationDialog = lazy(() => import('../dialogs/EducationDialog'));
const SingleTextDialog = lazy(() => import('../dialogs/SingleTextDialog'));
const CompetenceProfileDialog = lazy(() => import('../dialogs/CompetenceProfileDialog'));
const ItSkillsDialog = lazy(() => import('../dialogs/ItSkillsDialog'));
const LanguagesDialog = lazy(() => import('../dialogs/LanguagesDialog'));
const AvailabilityDialog = lazy(() => import('../dialogs/AvailabilityDialog'));
const WorkExperienceDialog = lazy(() => import('../dialogs/WorkExperienceDialog'));
const PositionInCompanyDialog = lazy(() => import('../dialogs/PositionInCompanyDialog'));
const CompanyGroupDialog = lazy(() => import('../dialogs/CompanyGroupDialog'));
const CompanyDialog = lazy(() => import('../dialogs/CompanyDialog'));
const ShareCvDialog = lazy(() => import('../dialogs/ShareCvDialog'));

const withId = (segment: string) => [`${segment}`, `${segment}/:id`];

/** The CV's edit dialogs, as routes under the current base (rendered inside ResumeBaseContext). */
export function ResumeDialogRoutes() {
  const element = useRoutes([
    { path: RESUME_DIALOG.pdfCreation, element: <PdfExportDialog /> },
    ...withId(RESUME_DIALOG.education).map((path) => ({ path, element: <EducationDialog /> })),
    { path: RESUME_DIALOG.executiveSummary, element: <SingleTextDialog field="executiveSummary" /> },
    { path: RESUME_DIALOG.competenceProfile, element: <CompetenceProfileDialog /> },
    { path: RESUME_DIALOG.itSkills, element: <ItSkillsDialog /> },
    { path: RESUME_DIALOG.languages, element: <LanguagesDialog /> },
    { path: RESUME_DIALOG.otherActivities, element: <SingleTextDialog field="otherActivities" /> },
    { path: RESUME_DIALOG.availability, element: <AvailabilityDialog /> },
    ...withId(RESUME_DIALOG.workExperience).map((path) => ({ path, element: <WorkExperienceDialog /> })),
    ...withId(RESUME_DIALOG.positionInCompany).map((path) => ({ path, element: <PositionInCompanyDialog /> })),
    ...withId(RESUME_DIALOG.addCompanyGroup).map((path) => ({ path, element: <CompanyGroupDialog /> })),
    ...withId(RESUME_DIALOG.company).map((path) => ({ path, element: <CompanyDialog /> })),
    // One route for both steps, so the dialog keeps what it has said (copied, a new link) from one to the other.
    { path: `${RESUME_DIALOG.share}/*`, element: <ShareCvDialog /> },
    { path: '*', element: null },
  ]);
  return <Suspense fallback={null}>{element}</Suspense>;
}
