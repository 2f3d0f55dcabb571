/**
 * Every screen the accessibility check (accessibility.e2e.ts) opens, in one place.
 *
 * The tables are keyed by the app's own route names (`paths`) and the CV's dialog names
 * (`RESUME_DIALOG`), so a route or dialog added there does not type-check until it is listed
 * here; tests/app/a11yRoutes.test.ts also walks the router and fails on a path that no visit
 * here opens. A new domain (dashboard, opportunities, placements, client projects) is held to
 * the check by adding its screens here: one visit per state worth scanning.
 *
 * Plain data with no Playwright import, so the unit test can read it too.
 */
import { DEMO_PUBLIC_CV_ID } from '../../mocks/resume/fixtures';
import { paths } from '../../src/config/paths';
import { PROJECT_TABS } from '../../src/contract/projects';
import {
  dialogHref,
  RESUME_DIALOG,
  type ResumeDialogName,
} from '../../src/features/resume/components/resumeDialogPaths';
import { journeyToday } from './today';

/** Who opens a screen: nobody signed in, or one of the demo accounts (docs/decisions/018-demo-data.md). */
export type A11yAccount = 'visitor' | 'manager' | 'client' | 'pending';

export interface A11yVisit {
  href: string;
  as: A11yAccount;
  /** A dialog route: the modal dialog is what is scanned (with the page beneath it, as the user has it). */
  dialog?: boolean;
}

/**
 * manager@demo.test: her public CV id (both public views take it, docs/decisions/037-public-cv.md), and the
 * start of her candidate ids (mocks/resume/fixtures.ts).
 */
const MANAGER_ID = '10427';
const MANAGER_PUBLIC_CV_ID = DEMO_PUBLIC_CV_ID;
const MANAGER_CANDIDATE_ID = `cand_${MANAGER_ID}`;
/** Opportunities of manager@demo.test (mocks/opportunities/fixtures.ts BERGER_OPPORTUNITY_ID). */
const OPPORTUNITY = {
  newWithoutNda: 'opp-cfo-automotive',
  newWithNda: 'opp-cro-retail',
  applied: 'opp-finance-transformation-insurance',
} as const;
/** Placements of manager@demo.test (mocks/placements/fixtures.ts BERGER_PLACEMENT_ID). */
const PLACEMENT = {
  portal: 'plc-alpenland-cfo',
  mandate: 'plc-hafenlogistik-mandate',
  hourly: 'plc-nordwind-interim',
  notViaPortal: 'plc-stadtwerke-advisory',
} as const;
/** The month `before` months before this one (0: this month). */
const monthsAgo = (before: number) => {
  const date = journeyToday();
  date.setDate(1);
  date.setMonth(date.getMonth() - before);
  return { year: date.getFullYear(), month: date.getMonth() + 1 };
};
const thisMonth = () => monthsAgo(0);
/**
 * The months of the portal placement in each state of its report and billing
 * (mocks/placements/fixtures.ts seededBillingStatus): this month not sent; last month sent with
 * its billing open; two months ago closed; three months ago submitted and waiting.
 */
const PORTAL_MONTH = {
  notSent: thisMonth,
  billingOpen: () => monthsAgo(1),
  closed: () => monthsAgo(2),
  submitted: () => monthsAgo(3),
} as const;
/** The first day of this month (yyyy-MM-dd): every demo placement via the portal has started by then. */
const firstOfMonth = () => {
  const { year, month } = thisMonth();
  return `${year}-${String(month).padStart(2, '0')}-01`;
};
/** A project of client@demo.test with candidates, and one of them (mocks/projects/fixtures.ts). */
const CLIENT_PROJECT = { candidates: 'prj-lechtal-cfo', candidate: 'cand_10851_lechtal-cfo' } as const;
/** The password links of the demo (mocks/password/fixtures.ts). */
const TOKEN = { valid: 'demo-valid', expired: 'demo-expired' } as const;

const visitor = (href: string): A11yVisit => ({ href, as: 'visitor' });
const manager = (href: string, dialog = false): A11yVisit => ({ href, as: 'manager', dialog });

/** Every route of `paths`, with the states of it worth scanning; `[]` only where the route shows nothing of its own. */
export const A11Y_ROUTES: Record<keyof typeof paths, A11yVisit[]> = {
  // Redirects to the home page of the signed-in user or to /login: nothing of its own.
  root: [],

  login: [visitor(paths.login.getHref())],
  signup: [visitor(paths.signup.getHref())],
  register: [visitor(paths.register.getHref())],
  forgotPassword: [visitor(paths.forgotPassword.getHref())],
  resetPassword: [
    visitor(paths.resetPassword.getHref(TOKEN.valid)),
    visitor(paths.resetPassword.getHref(TOKEN.expired)),
  ],
  createPassword: [visitor(paths.createPassword.getHref(TOKEN.valid))],
  welcome: [visitor(paths.welcome.getHref())],
  thankYou: [visitor(paths.thankYou.getHref())],
  managerCv: [visitor(paths.managerCv.getHref(MANAGER_PUBLIC_CV_ID)), visitor(paths.managerCv.getHref('99999'))],
  candidateCv: [visitor(paths.candidateCv.getHref(MANAGER_PUBLIC_CV_ID))],

  dashboard: [manager(paths.dashboard.getHref())],
  // Redirects to the opportunities tab (the router's own route, so it is opened too).
  management: [manager(paths.management.getHref())],
  managementOpportunities: [manager(paths.managementOpportunities.getHref())],
  managementPlacements: [manager(paths.managementPlacements.getHref())],
  // The opportunity dialog in each of its views (mocks/opportunities/fixtures.ts): the NDA, the
  // details of a new one with its answers, the application, the read-only view.
  opportunity: [
    manager(paths.opportunity.getHref(OPPORTUNITY.newWithoutNda), true),
    manager(paths.opportunity.getHref(OPPORTUNITY.newWithNda), true),
    manager(paths.opportunity.getHref(OPPORTUNITY.applied), true),
  ],
  opportunityApplication: [manager(paths.opportunityApplication.getHref(OPPORTUNITY.newWithNda), true)],
  // Accepted: the texts to read again; pending: the screen that replaces every page.
  agreementTerms: [manager(paths.agreementTerms.getHref()), { href: paths.agreementTerms.getHref(), as: 'pending' }],
  account: [manager(paths.account.getHref())],
  deleteProfile: [manager(paths.deleteProfile.getHref(), true)],
  notificationSettings: [manager(paths.notificationSettings.getHref())],
  resume: [manager(paths.resume.getHref())],
  // The CV's own dialogs, scanned with the others below (RESUME_DIALOG_IDS).
  resumeAvailability: [],
  resumePdfCreation: [],
  resumeShare: [],
  // The share dialog's question before a new link withdraws the links sent so far.
  resumeShareWithdraw: [manager(paths.resumeShareWithdraw.getHref(), true)],
  documents: [manager(paths.documents.getHref())],
  // Redirects to its first tab.
  placement: [],
  // Each tab of the placement reported via the portal in every state of its month (not sent,
  // sent with the billing open, billing submitted, closed); the daily overview and the report of
  // the mandate, of the placement billed by hours, and of one not reported via the portal ('no reporting').
  placementTab: [
    ...(['daily-overview', 'monthly-report', 'billing'] as const).flatMap((tab) =>
      Object.values(PORTAL_MONTH).map((month) => manager(paths.placementTab.getHref(PLACEMENT.portal, tab, month()))),
    ),
    manager(paths.placementTab.getHref(PLACEMENT.mandate, 'daily-overview')),
    manager(paths.placementTab.getHref(PLACEMENT.mandate, 'monthly-report')),
    manager(paths.placementTab.getHref(PLACEMENT.hourly, 'daily-overview')),
    manager(paths.placementTab.getHref(PLACEMENT.notViaPortal, 'daily-overview')),
  ],
  // The 'log activity' dialog on the portal placement and on the one billed by hours (working times and travel).
  placementTimeEntry: [
    manager(paths.placementTimeEntry.getHref(PLACEMENT.portal, firstOfMonth()), true),
    manager(paths.placementTimeEntry.getHref(PLACEMENT.hourly, firstOfMonth()), true),
  ],
  placementFastEntry: [
    manager(paths.placementFastEntry.getHref(PLACEMENT.hourly, 'fill-weekdays', thisMonth()), true),
    manager(paths.placementFastEntry.getHref(PLACEMENT.portal, 'copy-last-week', thisMonth()), true),
  ],
  placementResume: [
    manager(paths.placementResume.getHref('plc-alpenland-cfo', `${MANAGER_CANDIDATE_ID}_alpenland-cfo`)),
  ],
  opportunityResume: [
    manager(
      paths.opportunityResume.getHref(OPPORTUNITY.applied, `${MANAGER_CANDIDATE_ID}_finance-transformation-insurance`),
    ),
  ],
  // Redirects to the first tab.
  projects: [],
  // Every tab of client@demo.test: statuses 100-600 and another one across them (mocks/projects/fixtures.ts).
  projectsTab: PROJECT_TABS.map((tab) => ({ href: paths.projectsTab.getHref(tab), as: 'client' })),
  // The feedback dialog on a candidate of a project under review.
  projectFeedback: [
    {
      href: paths.projectFeedback.getHref('current', CLIENT_PROJECT.candidates, CLIENT_PROJECT.candidate),
      as: 'client',
      dialog: true,
    },
  ],
  projectCandidateCv: [
    { href: paths.projectCandidateCv.getHref(CLIENT_PROJECT.candidates, CLIENT_PROJECT.candidate), as: 'client' },
  ],
};

/** Ids of manager@demo.test's CV (mocks/resume/demoCvs.ts). */
const CV = {
  education: 'edu_berger_phd',
  position: 'wex_hansa_cfo',
  company: 'cmp_nordwerk',
  group: 'grp_nordwerk',
} as const;

/**
 * The CV's edit dialogs by name: `[]` holds the dialog without an id (a new entry
 * or the one dialog of its kind), an id the dialog of that entry.
 */
const RESUME_DIALOG_IDS: Record<ResumeDialogName, (string | undefined)[]> = {
  pdfCreation: [undefined],
  education: [undefined, CV.education, 'gibt-es-nicht'],
  executiveSummary: [undefined],
  competenceProfile: [undefined],
  itSkills: [undefined],
  languages: [undefined],
  otherActivities: [undefined],
  availability: [undefined],
  workExperience: [undefined, CV.position],
  positionInCompany: [CV.company],
  addCompanyGroup: [undefined, CV.group],
  company: [CV.company],
  share: [undefined],
};

export const A11Y_DIALOGS: A11yVisit[] = (Object.keys(RESUME_DIALOG) as ResumeDialogName[]).flatMap((name) =>
  RESUME_DIALOG_IDS[name].map((id) => manager(dialogHref(paths.resume.getHref(), name, id), true)),
);

/** Everything the check opens, in the order of the accounts (each account signs in once). */
export const A11Y_VISITS: A11yVisit[] = [...Object.values(A11Y_ROUTES).flat(), ...A11Y_DIALOGS];
