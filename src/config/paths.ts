/** Every route of the app (part 1 §2, part 2 §2, decision 12). Links use `getHref`, never strings built by hand. */
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
  /** The tabs of /management (part 2 §2: sub-routes, opportunities the default). */
  managementOpportunities: { path: '/management/opportunities', getHref: () => '/management/opportunities' },
  managementPlacements: { path: '/management/placements', getHref: () => '/management/placements' },
  /**
   * The opportunity dialog (part 2 §2, §4), a route over the opportunities tab: its step follows
   * the data (the NDA while it is not accepted, then the details; read-only when not new).
   */
  opportunity: { path: '/management/opportunities/:id', getHref: (id: string) => `/management/opportunities/${enc(id)}` },
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
  /** The CV's PDF export dialog (part 2 §2 `{base}/pdfcreation`). */
  resumePdfCreation: { path: '/resume/pdfcreation', getHref: () => '/resume/pdfcreation' },
  documents: { path: '/documents', getHref: () => '/documents' },
  placement: { path: '/placement/:id', getHref: (id: string) => `/placement/${enc(id)}` },
  /** A month of a placement (month 1-12), optionally on its monthly-report or billing tab (the placement screen reads the query). */
  placementMonth: {
    path: '/placement/:id',
    getHref: (id: string, year: number, month: number, tab?: 'monthly-report' | 'billing') =>
      `/placement/${enc(id)}?month=${year}-${String(month).padStart(2, '0')}${tab ? `&tab=${tab}` : ''}`,
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
  /** Client contacts (decision 12). */
  projects: { path: '/projects', getHref: () => '/projects' },
} as const;

/** Navigation state: the user arrives from the login (part 2 dashboard) or from an unknown path. */
export interface FromLoginState {
  fromLogin?: boolean;
}

/** Navigation state of a public-only page: where a signed-in user goes back to (decision 10). */
export interface RedirectState {
  from?: string;
}

/** Decision 10: a remembered location is used only when it is a path inside the app. */
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
