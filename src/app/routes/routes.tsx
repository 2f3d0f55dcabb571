import { isValidElement, lazy } from 'react';
import { matchRoutes, Navigate, useRoutes, type RouteObject } from 'react-router';

import { dashboardReads, placementReads, shellReads } from '@/api/firstReads';
import type { EarlyRead } from '@/api/prefetch';
import { paths, type FromLoginState } from '@/config/paths';
import { ROLE, type Role } from '@/contract/common';
import type { SessionInfo } from '@/contract/session';
import { currentLang } from '@/lib/i18n';

import { PublicLayout } from '../shell/PublicLayout';
import { AgreementGate, PublicOnly, RequireRole, RequireSession, WaitForSession } from './guards';
import { lazyPage, type LazyPage } from './lazyPage';
import { RouteErrorBoundary } from './RouteErrorBoundary';

// Every screen is a lazy route; so is the signed-in frame. The public pages, where first visits
// begin, and the screens a returning manager starts on can be fetched ahead with their texts
// and first data (firstScreenOf, firstReads.ts).
const AppShell = lazyPage(() => import('../shell/AppShell'), [], shellReads);
const LoginPage = lazyPage(() => import('@/features/auth/pages/LoginPage'), ['auth']);
const SignupPage = lazyPage(() => import('@/features/auth/pages/SignupPage'), ['auth']);
const ForgotPasswordPage = lazyPage(() => import('@/features/password/pages/ForgotPasswordPage'), ['auth']);
const SetPasswordPage = lazyPage(() => import('@/features/password/pages/SetPasswordPage'), ['auth']);
const AgreementPage = lazy(() => import('@/features/agreement/pages/AgreementPage'));
const DashboardPage = lazyPage(() => import('@/features/dashboard/pages/DashboardPage'), ['dashboard'], dashboardReads);
const RegistrationPage = lazyPage(
  () => import('@/features/registration/pages/RegistrationPage'),
  ['registration', 'forms'],
);
const WelcomePage = lazyPage(() => import('@/features/registration/pages/WelcomePage'), ['registration']);
const ThankYouPage = lazyPage(() => import('@/features/registration/pages/ThankYouPage'), ['signup']);
const AccountPage = lazy(() => import('@/features/account/pages/AccountPage'));
const DocumentsPage = lazy(() => import('@/features/documents/pages/DocumentsPage'));
const NotificationSettingsPage = lazy(() => import('@/features/notificationSettings/pages/NotificationSettingsPage'));
const ResumePage = lazy(() => import('@/features/resume/pages/ResumePage'));
const PublicCvPage = lazyPage(() => import('@/features/resume/pages/PublicCvPage'), ['resume']);
const SentCvPage = lazy(() => import('@/features/resume/pages/SentCvPage'));
const ManagementPage = lazy(() => import('@/features/opportunitiesAndPlacements/pages/ManagementPage'));
const PlacementPage = lazyPage(
  () => import('@/features/placementScreen/pages/PlacementPage'),
  ['placement'],
  placementReads,
);
const ProjectsPage = lazy(() => import('@/features/projects/pages/ProjectsPage'));

export const routes: RouteObject[] = [
  {
    element: <WaitForSession />,
    children: [
      {
        element: <PublicOnly />,
        children: [
          {
            element: <PublicLayout />,
            children: [
              { path: paths.login.path, element: <LoginPage /> },
              { path: paths.signup.path, element: <SignupPage /> },
              { path: paths.forgotPassword.path, element: <ForgotPasswordPage /> },
              { path: paths.resetPassword.path, element: <SetPasswordPage mode="reset" /> },
              { path: paths.createPassword.path, element: <SetPasswordPage mode="create" /> },
              { path: paths.register.path, element: <RegistrationPage /> },
              { path: paths.welcome.path, element: <WelcomePage /> },
              { path: paths.thankYou.path, element: <ThankYouPage /> },
            ],
          },
        ],
      },
      {
        // Public CV views stand outside the signed-in wrapper.
        element: <PublicLayout />,
        children: [
          { path: paths.managerCv.path, element: <PublicCvPage kind="manager" /> },
          { path: paths.candidateCv.path, element: <PublicCvPage kind="candidate" /> },
        ],
      },
      {
        element: <RequireSession />,
        children: [
          {
            element: <AppShell />,
            children: [
              {
                element: <AgreementGate />,
                children: [
                  // Pending: the gate shows the agreement here as everywhere; afterwards the texts can be read again.
                  { path: paths.agreementTerms.path, element: <AgreementPage /> },
                  {
                    element: <RequireRole role={ROLE.MANAGER} />,
                    children: [
                      { path: paths.dashboard.path, element: <DashboardPage /> },
                      // The opportunities tab is the default; the tabs and the opportunity dialog are routes under it.
                      {
                        path: paths.management.path,
                        element: <Navigate to={paths.managementOpportunities.getHref()} replace />,
                      },
                      { path: `${paths.management.path}/*`, element: <ManagementPage /> },
                      // The delete-profile dialog opens over the account page.
                      { path: paths.account.path, element: <AccountPage /> },
                      { path: paths.deleteProfile.path, element: <AccountPage /> },
                      { path: paths.notificationSettings.path, element: <NotificationSettingsPage /> },
                      // The CV's edit dialogs are routes under it.
                      { path: `${paths.resume.path}/*`, element: <ResumePage /> },
                      { path: paths.documents.path, element: <DocumentsPage /> },
                      // The tabs are sub-routes; the first is the default (the page redirects).
                      { path: `${paths.placement.path}/*`, element: <PlacementPage /> },
                      { path: paths.placementResume.path, element: <SentCvPage sentFor="placement" /> },
                      { path: paths.opportunityResume.path, element: <SentCvPage sentFor="opportunity" /> },
                    ],
                  },
                  {
                    element: <RequireRole role={ROLE.CLIENT} />,
                    children: [
                      // The tabs are sub-routes; the first is the default (the page redirects).
                      { path: `${paths.projects.path}/*`, element: <ProjectsPage /> },
                      { path: paths.projectCandidateCv.path, element: <SentCvPage sentFor="project" /> },
                    ],
                  },
                ],
              },
            ],
          },
        ],
      },
      { path: paths.root.path, element: <Navigate to={paths.dashboard.getHref()} replace /> },
      // Any other path goes to the dashboard with the fromLogin flag.
      {
        path: '*',
        element: (
          <Navigate to={paths.dashboard.getHref()} replace state={{ fromLogin: true } satisfies FromLoginState} />
        ),
      },
    ],
  },
];

export interface FirstScreen {
  /** The lazy pages the path renders, to fetch ahead with their texts. */
  pages: LazyPage[];
  /** The GET paths they read first, for the session a kept refresh token restores. */
  firstData: (session: SessionInfo) => EarlyRead[];
}

/**
 * What the first visit of a location renders: its public pages, and with a kept session
 * (a stored refresh token) the signed-in frame and screen too, whose first data is asked for
 * as soon as the session is restored. A screen the guards would not show (another role's, or
 * one a pending agreement replaces) asks for nothing.
 */
export function firstScreenOf(
  { pathname, search }: { pathname: string; search: string },
  keptSession: boolean,
): FirstScreen {
  const pages: LazyPage[] = [];
  const reads: ((session: SessionInfo) => EarlyRead[])[] = [];
  // What the guards above a page ask of the session before they show it.
  let shows = (_session: SessionInfo) => true;
  for (const { route, params } of matchRoutes(routes, pathname) ?? []) {
    const element = isValidElement<{ role?: Role }>(route.element) ? route.element : undefined;
    const type: unknown = element?.type;
    if (type === RequireSession && !keptSession) break;
    const above = shows;
    if (type === RequireRole) shows = (session) => above(session) && session.role === element?.props.role;
    if (type === AgreementGate) shows = (session) => above(session) && !session.showAgreement;
    if (typeof type !== 'object' || type === null || !('preload' in type)) continue;
    const page = type as LazyPage;
    pages.push(page);
    const { firstData } = page;
    const shown = shows;
    if (firstData) {
      reads.push((session) =>
        shown(session) ? firstData({ params, search: new URLSearchParams(search), session, lang: currentLang() }) : [],
      );
    }
  }
  return { pages, firstData: (session) => reads.flatMap((read) => read(session)) };
}

/** The routes, in the declarative router (the data router's loaders are not used and cost 16 KB). */
export function AppRoutes() {
  return <RouteErrorBoundary>{useRoutes(routes)}</RouteErrorBoundary>;
}
