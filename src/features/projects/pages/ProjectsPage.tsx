import '../projects.feature';

import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useRoutes } from 'react-router';

import { bareList } from '@/components/layout/bareList';
import { ListSection } from '@/components/layout/ListSection';
import { PageHeading } from '@/components/layout/PageHeading';
import { paths } from '@/config/paths';
import { PROJECT_TABS, type Project, type ProjectTab } from '@/contract/projects';
import { useAppDispatch, useAppSelector } from '@/core/hooks';
import { useStagedCount } from '@/lib/useStagedCount';

import { FeedbackDialog } from '../components/FeedbackDialog';
import { ProjectCard } from '../components/ProjectCard';
import { ProjectTabs } from '../components/ProjectTabs';
import { selectProjectsByTab, selectProjectsList } from '../projects.selectors';
import { projectsActions } from '../projects.slice';

/**
 * `/projects/*` (docs/decisions/016-extra-paths.md): 'Your Projects' with the tabs Current
 * projects, Past projects, Other projects and Mandates as sub-routes; which tab a project is on
 * follows its status (contract: projectTabOf). A candidate's feedback dialog is a route over the tab.
 */
/**
 * A tab's projects, the first card at once and the others one after another below it (useStagedCount): a client's
 * cards are a few hundred components each, and all of them in one commit were the longest task of the screen on a
 * slow phone (docs/decisions/066-staged-sections.md).
 */
function ProjectCards({ projects, headingId }: { projects: Project[]; headingId: string }) {
  const shown = useStagedCount(projects.length);
  return (
    <Stack component="ul" spacing={3} aria-labelledby={headingId} sx={{ ...bareList }}>
      {projects.slice(0, shown).map((project) => (
        <li key={project.id}>
          <ProjectCard project={project} />
        </li>
      ))}
    </Stack>
  );
}

export default function ProjectsPage() {
  const { t } = useTranslation('projects');
  const dispatch = useAppDispatch();
  const list = useAppSelector(selectProjectsList);
  const byTab = useAppSelector(selectProjectsByTab);

  useEffect(() => {
    dispatch(projectsActions.projectsRequested());
  }, [dispatch]);

  const tabList = (tab: ProjectTab) => (
    <ListSection
      title={t(`tabs.${tab}`)}
      request={list}
      count={byTab[tab].length}
      texts={{ empty: t(`empty.${tab}`), loadError: t('loadError'), refreshing: t('refreshing') }}
      onRetry={() => dispatch(projectsActions.projectsRequested())}
    >
      {(headingId) => <ProjectCards projects={byTab[tab]} headingId={headingId} />}
    </ListSection>
  );
  const content = useRoutes([
    ...PROJECT_TABS.map((tab) => ({
      path: tab,
      element: (
        <>
          {tabList(tab)}
          <Outlet />
        </>
      ),
      children: [{ path: 'feedback/:projectId/:candidateId', element: <FeedbackDialog /> }],
    })),
    { path: '*', element: <Navigate to={paths.projectsTab.getHref('current')} replace /> },
  ]);

  return (
    <Box>
      <PageHeading title={t('title')} intro={t('intro')} />
      <ProjectTabs
        counts={
          list.status === 'succeeded'
            ? {
                current: byTab.current.length,
                past: byTab.past.length,
                other: byTab.other.length,
                mandates: byTab.mandates.length,
              }
            : null
        }
      />
      <Box sx={{ pt: { xs: 2, sm: 3 } }}>{content}</Box>
    </Box>
  );
}
