import { formatMonthParam, type YearMonth } from '@/contract/month';
import type { ProjectTab } from '@/contract/projects';

/** Every route of the app (docs/decisions/016-extra-paths.md). Links use `getHref`, never strings built by hand. */
const enc = encodeURIComponent;

export const paths = {
  root: { path: '/', getHref: () => '/' },

  // Public only
  login: { path: '/login', getHref: () => '/login' },
  signup: { path: '/signup', getHref: () => '/signup' },
  register: { path: '/register/:id?', getHref: (id?: string) => (id ? `/register/${enc(id)}` : '/register') },
  forgotPassword: { path: '/forgot-password', getHref: () => '/forgot-password' },
  resetPassword: { path: '/reset-password/:token', getHref: (token: string) => `/reset-password/${enc(token)}` },
  createPassword: { path: '/create-password/:token', getHref: (token: string) => `/create-password/${enc(token)}` },
  welcome: { path: '/welcome', getHref: () => '/welcome' },
  thankYou: { path: '/thank-you', getHref: () => '/thank-you' },

  // Public CV views, outside the signed-in wrapper
  managerCv: { path: '/manager/cv/:id', getHref: (id: string) => `/manager/cv/${enc(id)}` },
  candidateCv: { path: '/candidate/cv/:id', getHref: (id: string) => `/candidate/cv/${enc(id)}` },

  // Signed in
  dashboard: { path: '/dashboard', getHref: () => '/dashboard' },
  management: { path: '/management', getHref: () => '/management' },
  /** The tabs of /management (sub-routes, opportunities the default). */
  managementOpportunities: { path: '/management/opportunities', getHref: () => '/management/opportunities' },
  managementPlacements: { path: '/management/placements', getHref: () => '/management/placements' },
  /**
   * The opportunity dialog, a route over the opportunities tab: its step follows
   * the data (the NDA while it is not accepted, then the details; read-only when not new).
   */
  opportunity: {
    path: '/management/opportunities/:id',
    getHref: (id: string) => `/management/opportunities/${enc(id)}`,
  },
  /** Step 3 of the dialog: the application. */
  opportunityApplication: {
    path: '/management/opportunities/:id/application',
    getHref: (id: string) => `/management/opportunities/${enc(id)}/application`,
  },
  agreementTerms: { path: '/agreement-terms', getHref: () => '/agreement-terms' },
  account: { path: '/account', getHref: () => '/account' },
  deleteProfile: { path: '/account/deleteProfile', getHref: () => '/account/deleteProfile' },
  notificationSettings: { path: '/notification-settings', getHref: () => '/notification-settings' },
  resume: { path: '/resume', getHref: () => '/resume' },
  /** The CV's availability dialog (a route over /resume). */
  resumeAvailability: { path: '/resume/availability', getHref: () => '/resume/availability' },
  /** The CV's PDF export dialog (`{base}/pdfcreation`). */
  resumePdfCreation: { path: '/resume/pdfcreation', getHref: () => '/resume/pdfcreation' },
  /** The dialog that shares the CV by its public link (a route over /resume; docs/decisions/037-public-cv.md). */
  resumeShare: { path: '/resume/share', getHref: () => '/resume/share' },
  /** Its second step: the question before a new link withdraws every link sent so far. */
  resumeShareWithdraw: { path: '/resume/share/withdraw', getHref: () => '/resume/share/withdraw' },
  documents: { path: '/documents', getHref: () => '/documents' },
  /** The placement screen; its first tab is the default. */
  placement: { path: '/placement/:id', getHref: (id: string) => `/placement/${enc(id)}` },
  /** A tab of the placement screen (sub-routes), optionally at a month (1-12; default: the current month). */
  placementTab: {
    path: '/placement/:id/:tab',
    getHref: (id: string, tab: PlacementTab, month?: YearMonth) =>
      `/placement/${enc(id)}/${tab}${month ? `?month=${formatMonthParam(month)}` : ''}`,
  },
  /** The 'log activity' dialog of a day (yyyy-MM-dd), a route over the daily overview at that day's month. */
  placementTimeEntry: {
    path: '/placement/:id/daily-overview/entry/:date',
    getHref: (id: string, date: string) =>
      `/placement/${enc(id)}/daily-overview/entry/${enc(date)}?month=${date.slice(0, 7)}`,
  },
  /** The fast-entry dialogs over the daily overview (fill weekdays, copy last week) at a month. */
  placementFastEntry: {
    path: '/placement/:id/daily-overview/:fastEntry',
    getHref: (id: string, kind: FastEntryKind, month: YearMonth) =>
      `/placement/${enc(id)}/daily-overview/${kind}?month=${formatMonthParam(month)}`,
  },
  placementResume: {
    path: '/placement-resume/:placementId/:candidateId',
    getHref: (placementId: string, candidateId: string) => `/placement-resume/${enc(placementId)}/${enc(candidateId)}`,
  },
  opportunityResume: {
    path: '/opportunity-resume/:opportunityId/:candidateId',
    getHref: (opportunityId: string, candidateId: string) =>
      `/opportunity-resume/${enc(opportunityId)}/${enc(candidateId)}`,
  },
  /** Client contacts (docs/decisions/016-extra-paths.md); the first tab is the default. */
  projects: { path: '/projects', getHref: () => '/projects' },
  /** A tab of the client's projects (the rule in contract/projects.ts projectTabOf). */
  projectsTab: { path: '/projects/:tab', getHref: (tab: ProjectTab) => `/projects/${tab}` },
  /** The client's feedback on a candidate, a dialog route over the tab that shows the project. */
  projectFeedback: {
    path: '/projects/:tab/feedback/:projectId/:candidateId',
    getHref: (tab: ProjectTab, projectId: string, candidateId: string) =>
      `/projects/${tab}/feedback/${enc(projectId)}/${enc(candidateId)}`,
  },
  /** A candidate's CV for the client, read-only and without contact details ('View details'). */
  projectCandidateCv: {
    path: '/project-resume/:projectId/:candidateId',
    getHref: (projectId: string, candidateId: string) => `/project-resume/${enc(projectId)}/${enc(candidateId)}`,
  },
} as const;

/** The tabs of the placement screen, as their sub-routes. */
export const PLACEMENT_TABS = ['daily-overview', 'monthly-report', 'billing'] as const;
export type PlacementTab = (typeof PLACEMENT_TABS)[number];
export const FAST_ENTRY_KINDS = ['fill-weekdays', 'copy-last-week'] as const;
export type FastEntryKind = (typeof FAST_ENTRY_KINDS)[number];

/** Navigation state: the user arrives from the login (the dashboard reads it) or from an unknown path. */
export interface FromLoginState {
  fromLogin?: boolean;
}

/** Navigation state of a public-only page: where a signed-in user goes back to (docs/decisions/014-redirects.md). */
export interface RedirectState {
  from?: string;
}

/** A remembered location is used only when it is a path inside the app (docs/decisions/014-redirects.md). */
export function safeInAppPath(candidate: unknown): string | null {
  if (typeof candidate !== 'string') return null;
  if (!candidate.startsWith('/') || candidate.startsWith('//') || candidate.includes('\\')) return null;
  try {
    const url = new URL(candidate, 'https://app.invalid');
    if (url.origin !== 'https://app.invalid') return null;
    if (url.pathname === paths.login.path) return null;
    return url.pathname + url.search + url.hash;
  } catch {
    return null;
  }
}
