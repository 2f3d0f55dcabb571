import { format, setHours, startOfDay, subDays } from 'date-fns';

import { PROJECT_STATUS, type CandidateFeedback, type ProjectDocument } from '../../src/contract/projects';
import { CONTRACT_TYPE } from '../../src/contract/resume';
import { labelFor } from '../meta/labels';
import type { DbManager, DbProject, DbProjectCandidate } from '../model';
import { POOL_MANAGER_ID, type PoolKey } from './candidates';

/**
 * The client projects of the demo (docs/decisions/018-demo-data.md). client@demo.test, a partner of a private-equity
 * house, follows searches for its portfolio companies in every status the specification names (100 to 600)
 * and two others (700 paused, 900 cancelled), so each tab of `projectTabOf` has projects;
 * client2@demo.test, a family business, has two of its own that client@ never sees.
 *
 * Texts are German, as the provider keeps them for German clients; the candidates' executive
 * summaries are bilingual (they come from the candidates' CVs). Candidate ids are
 * `cand_{managerId}_{project}` like those of opportunities and placements, so the CV route
 * finds the manager behind each (resume/handlers.ts); Katharina Berger's in the Alpenland
 * project is the candidate id of her Alpenland placement. Contact numbers are from the ranges
 * kept for fiction (089 99998xxx), e-mail addresses on `.example` domains.
 */

/**
 * Status codes the specification does not name that the demo uses for the 'other' tab (the provider's own;
 * the portal shows them without a step).
 */
export const DEMO_OTHER_STATUS = { PAUSED: 700, CANCELLED: 900 } as const;

/** client@demo.test's projects, one per status. */
export const CLIENT_PROJECT_ID = {
  /** 100 Draft ('current'): Interim-Werkleiter, Donauguss GmbH; no candidates yet (placeholder cards), one document. */
  DRAFT_100: 'prj-donauguss-werkleiter',
  /**
   * 200 Candidates found ('current'): Interim-CFO, Lechtal Verpackungen GmbH; six candidates for
   * the carousel (five with a photo), three with the client's feedback, two documents.
   */
  CANDIDATES_200: 'prj-lechtal-cfo',
  /** 300 Review candidates ('current'): Kaufmännische Geschäftsführung, Brenner Medizintechnik; four candidates, one elected (isChosen); the last status open for feedback. */
  REVIEW_300: 'prj-brenner-geschaeftsfuehrung',
  /** 400 Mandate in preparation ('mandates'): Interim-COO, Mainfranken Logistik GmbH; the elected candidate. */
  MANDATE_PREPARATION_400: 'prj-mainfranken-coo',
  /** 500 Mandate ongoing ('mandates'): Interim-CFO, Alpenland Maschinenbau GmbH; Dr. Katharina Berger (manager@demo.test, her Alpenland placement). */
  MANDATE_ONGOING_500: 'prj-alpenland-cfo',
  /** 600 Mandate terminated ('past'): Werkleiter, Oberpfalz Kunststofftechnik GmbH; the hired candidate. */
  HIRED_600: 'prj-oberpfalz-werkleiter',
  /** 700 paused ('other'): Interim-CIO, Lechtal Verpackungen GmbH; two candidates, feedback closed. */
  PAUSED_700: 'prj-lechtal-cio',
  /** 900 cancelled ('other'): CRO, Fichtelberg Textil AG; no logo, no contact phone, no candidates, no documents. */
  CANCELLED_900: 'prj-fichtelberg-cro',
} as const;

/** client2@demo.test's projects: 404 for client@demo.test. */
export const CLIENT2_PROJECT_ID = {
  /** 200: Interim-Geschäftsführung, Hanse Feinkost GmbH & Co. KG; three candidates. */
  CANDIDATES_200: 'prj-hanse-geschaeftsfuehrung',
  /** 600: Leitung Supply Chain, Hanse Feinkost; the hired candidate. */
  HIRED_600: 'prj-hanse-supply-chain',
} as const;

const candidateId = (managerId: string, project: string) => `cand_${managerId}_${project}`;

/** Candidates of the demo projects that tests and journeys name. */
export const CLIENT_CANDIDATE_ID = {
  /** In CANDIDATES_200: Dr. Andreas Wendt, with a photo, marked 'interested'. */
  WENDT_200: candidateId(POOL_MANAGER_ID.wendt, 'lechtal-cfo'),
  /** In CANDIDATES_200: Sabine Hartmann, with a photo, no feedback yet. */
  HARTMANN_200: candidateId(POOL_MANAGER_ID.hartmann, 'lechtal-cfo'),
  /** In CANDIDATES_200: Michael Brandauer, without a photo, marked 'not a fit' with a reason. */
  BRANDAUER_200_NO_PHOTO: candidateId(POOL_MANAGER_ID.brandauer, 'lechtal-cfo'),
  /** In REVIEW_300: Dr. Nicole Sommer, the elected candidate. */
  SOMMER_300_CHOSEN: candidateId(POOL_MANAGER_ID.sommer, 'brenner-gf'),
  /** In REVIEW_300: Martin Ebner, not elected. */
  EBNER_300: candidateId(POOL_MANAGER_ID.ebner, 'brenner-gf'),
  /** In MANDATE_ONGOING_500: Dr. Katharina Berger, the candidate id of her Alpenland placement. */
  BERGER_500: 'cand_10427_alpenland-cfo',
  /** In HIRED_600: Dr.-Ing. Ralf Kämmerer, hired. */
  KAEMMERER_600: candidateId(POOL_MANAGER_ID.kaemmerer, 'oberpfalz-werkleiter'),
  /** In client2's CANDIDATES_200: Henrik Paulsen. */
  PAULSEN_CLIENT2: candidateId(POOL_MANAGER_ID.paulsen, 'hanse-gf'),
} as const;

/** Documents of the demo projects (downloaded with `GET /manager/documents/{id}/file`). */
export const CLIENT_DOCUMENT_ID = {
  /** client@demo.test, CANDIDATES_200: 'Stellenprofil.pdf'. */
  LECHTAL_PROFILE: 'pdoc-lechtal-cfo-stellenprofil',
  /** client@demo.test, CANDIDATES_200: 'Organigramm.pdf'. */
  LECHTAL_ORG_CHART: 'pdoc-lechtal-cfo-organigramm',
  /** client2@demo.test, its CANDIDATES_200: 'Stellenprofil.pdf' (404 for client@). */
  HANSE_PROFILE: 'pdoc-hanse-gf-stellenprofil',
} as const;

// ---------------------------------------------------------------- builders

/** A company logo: its initials on a rounded square, as a data URL (img-src allows data:). */
function logo(initials: string, background: string, accent: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">` +
    `<rect width="96" height="96" rx="18" fill="${background}"/>` +
    `<rect x="14" y="70" width="68" height="6" rx="3" fill="${accent}"/>` +
    `<text x="48" y="56" font-family="Arial, Helvetica, sans-serif" font-size="32" font-weight="700" fill="#ffffff" text-anchor="middle">${initials}</text>` +
    `</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const projectDocument = (id: string, name: string): ProjectDocument => ({ id, name });

interface CandidateOptions {
  photo?: boolean;
  isChosen?: boolean;
  feedback?: Omit<CandidateFeedback, 'updatedAt'> & { daysAgo: number };
}

type ProjectFields = Omit<DbProject, 'clientUserId' | 'statusSince'> & { statusDaysAgo: number };

/**
 * Builds one client's projects from the managers of the seed: a candidate card shows the
 * manager's name (with academic title), city, country and the CV's executive summary.
 */
function projectBuilder(clientUserId: string, managers: readonly DbManager[], now: Date) {
  const day = (daysAgo: number) => format(subDays(now, daysAgo), 'yyyy-MM-dd');
  // At 10:00 of the day, so two seeds of one day agree.
  const moment = (daysAgo: number) => setHours(startOfDay(subDays(now, daysAgo)), 10).toISOString();

  const candidate = (
    managerId: string,
    project: string,
    { photo = true, isChosen = false, feedback }: CandidateOptions = {},
  ): DbProjectCandidate => {
    const manager = managers.find((each) => each.id === managerId);
    if (!manager) throw new Error(`The demo projects name manager ${managerId}, who is not in the seed`);
    const details = manager.personalDetails;
    const name = [labelFor('titles', details.title, 'de'), details.firstName, details.lastName]
      .filter(Boolean)
      .join(' ');
    return {
      id: candidateId(managerId, project),
      managerId,
      name,
      photo,
      city: details.primaryAddress.city,
      country: details.primaryAddress.country,
      executiveSummary: { ...manager.cv.executiveSummary },
      isChosen,
      feedback: feedback
        ? {
            decision: feedback.decision,
            reason: feedback.reason,
            comment: feedback.comment,
            updatedAt: moment(feedback.daysAgo),
          }
        : null,
    };
  };
  const pool = (key: PoolKey, project: string, options?: CandidateOptions) =>
    candidate(POOL_MANAGER_ID[key], project, options);

  const project = ({ statusDaysAgo, ...fields }: ProjectFields): DbProject => ({
    ...fields,
    clientUserId,
    statusSince: day(statusDaysAgo),
  });
  return { candidate, pool, project };
}

/** The consultants of the provider who look after the projects. */
const CONSULTANT = {
  kraft: { contactPhone: '+49 89 99998 410', contactEmail: 'miriam.kraft@interim-portal.example' },
  seidel: { contactPhone: '+49 89 99998 425', contactEmail: 'jonas.seidel@interim-portal.example' },
} as const;

/** client@demo.test's projects (see CLIENT_PROJECT_ID). `managers`: the seed's, the pool's and manager@'s included. */
export function buildClientProjects(
  clientUserId: string,
  managers: readonly DbManager[],
  bergerManagerId: string,
  now: Date,
): DbProject[] {
  const { candidate, pool, project } = projectBuilder(clientUserId, managers, now);
  const ID = CLIENT_PROJECT_ID;
  return [
    project({
      id: ID.DRAFT_100,
      status: PROJECT_STATUS.DRAFT,
      statusDaysAgo: 4,
      contractType: CONTRACT_TYPE.INTERIM,
      jobTitle: 'Interim-Werkleiter (m/w/d)',
      companyName: 'Donauguss GmbH',
      city: 'Passau',
      country: 'DE',
      logo: logo('DG', '#35506b', '#e0a526'),
      candidates: [],
      plannedPlacementArt: 'Interim-Mandat, 6 bis 9 Monate, Vollzeit vor Ort',
      function: '300',
      clientNamed: false,
      jobHolderInformed: false,
      ...CONSULTANT.kraft,
      industry: '100',
      businessPerfomance: 'Umsatz rund 120 Mio. €, operatives Ergebnis negativ',
      reporting: 'Geschäftsführung',
      operationalArea: 'Gießerei und mechanische Bearbeitung, 480 Beschäftigte',
      jobLocation: 'Passau',
      description:
        '<p>Der bisherige Werkleiter verlässt das Unternehmen kurzfristig. Gesucht wird eine erfahrene Führungskraft, die das Werk stabilisiert und die Nachfolge vorbereitet.</p><ul><li>Führung von Produktion, Instandhaltung und Qualität</li><li>Senkung der Ausschussquote und Stabilisierung der Liefertreue</li><li>Enge Zusammenarbeit mit dem Betriebsrat</li></ul>',
      companyDescription:
        '<p>Donauguss fertigt Gussteile aus Aluminium für Automobil- und Nutzfahrzeughersteller.</p><ul><li>Zwei Werke in Niederbayern</li><li>Seit 2022 im Portfolio eines Finanzinvestors</li></ul>',
      documents: [projectDocument('pdoc-donauguss-werkleiter-stellenprofil', 'Stellenprofil.pdf')],
    }),
    project({
      id: ID.CANDIDATES_200,
      status: PROJECT_STATUS.CANDIDATES_FOUND,
      statusDaysAgo: 9,
      contractType: CONTRACT_TYPE.INTERIM,
      jobTitle: 'Interim-CFO (m/w/d)',
      companyName: 'Lechtal Verpackungen GmbH',
      city: 'Augsburg',
      country: 'DE',
      logo: logo('LV', '#2f6b4f', '#9fd3b4'),
      candidates: [
        pool('wendt', 'lechtal-cfo', {
          feedback: {
            decision: 'interested',
            reason: '',
            comment: 'Die Carve-out-Erfahrung passt genau zu unserer Lage.',
            daysAgo: 3,
          },
        }),
        pool('hartmann', 'lechtal-cfo'),
        pool('brandauer', 'lechtal-cfo', {
          photo: false,
          feedback: {
            decision: 'notAFit',
            reason: 'Zu wenig Erfahrung mit Finanzinvestoren als Gesellschafter',
            comment: '',
            daysAgo: 2,
          },
        }),
        pool('vogt', 'lechtal-cfo'),
        pool('gruber', 'lechtal-cfo'),
        pool('kessler', 'lechtal-cfo', {
          feedback: {
            decision: 'interview',
            reason: '',
            comment: 'Gern ein Gespräch mit dem Beirat, am liebsten in Augsburg.',
            daysAgo: 1,
          },
        }),
      ],
      plannedPlacementArt: 'Interim-Mandat, 9 Monate mit Option auf Verlängerung',
      function: '200',
      clientNamed: true,
      jobHolderInformed: true,
      ...CONSULTANT.kraft,
      industry: '900',
      businessPerfomance: 'Umsatz 210 Mio. €, EBITDA-Marge 9 %',
      reporting: 'Geschäftsführung und Beirat',
      operationalArea: 'Finanzen, Controlling, Treasury und IT; 35 Mitarbeitende',
      jobLocation: 'Augsburg, mit Reisen zu den Werken in Polen und Tschechien',
      description:
        '<p>Der CFO geht in den Ruhestand; bis zur Festbesetzung übernimmt ein Interim-CFO die Finanzfunktion und bereitet die Refinanzierung vor.</p><ul><li>Refinanzierung der Konsortialfinanzierung im nächsten Jahr</li><li>Einführung eines 13-Wochen-Liquiditätsplans</li><li>Monatliches Reporting an Beirat und Gesellschafter</li></ul>',
      companyDescription:
        '<p>Lechtal Verpackungen stellt Kunststoffverpackungen für Lebensmittel und Kosmetik her.</p><ul><li>Vier Werke in Deutschland, Polen und Tschechien</li><li>1.100 Beschäftigte</li><li>Mehrheitlich im Besitz eines Finanzinvestors</li></ul>',
      documents: [
        projectDocument(CLIENT_DOCUMENT_ID.LECHTAL_PROFILE, 'Stellenprofil.pdf'),
        projectDocument(CLIENT_DOCUMENT_ID.LECHTAL_ORG_CHART, 'Organigramm.pdf'),
      ],
    }),
    project({
      id: ID.REVIEW_300,
      status: PROJECT_STATUS.REVIEW,
      statusDaysAgo: 6,
      contractType: CONTRACT_TYPE.PERMANENT,
      jobTitle: 'Kaufmännischer Geschäftsführer (m/w/d)',
      companyName: 'Brenner Medizintechnik GmbH',
      city: 'Tuttlingen',
      country: 'DE',
      logo: logo('BM', '#1d5e8c', '#7fc4ef'),
      candidates: [
        pool('sommer', 'brenner-gf', {
          isChosen: true,
          feedback: {
            decision: 'interview',
            reason: '',
            comment: 'Das zweite Gespräch mit den Gesellschaftern war sehr überzeugend.',
            daysAgo: 6,
          },
        }),
        pool('ebner', 'brenner-gf', { feedback: { decision: 'interested', reason: '', comment: '', daysAgo: 8 } }),
        pool('osterhaus', 'brenner-gf', {
          feedback: {
            decision: 'notAFit',
            reason: 'Schwerpunkt Sanierung passt nicht zu unserer Wachstumsphase',
            comment: '',
            daysAgo: 8,
          },
        }),
        pool('hartmann', 'brenner-gf'),
      ],
      plannedPlacementArt: 'Festanstellung (Direktsuche)',
      function: '100',
      clientNamed: true,
      jobHolderInformed: false,
      ...CONSULTANT.seidel,
      industry: '600',
      businessPerfomance: 'Umsatz 95 Mio. €, Wachstum 12 % pro Jahr',
      reporting: 'Gesellschafterversammlung',
      operationalArea: 'Finanzen, Personal, IT, Einkauf und Recht',
      jobLocation: 'Tuttlingen',
      description:
        '<p>Als zweites Mitglied der Geschäftsführung neben dem technischen Geschäftsführer verantworten Sie alle kaufmännischen Bereiche.</p><ul><li>Finanzierung des weiteren Wachstums und eines neuen Standorts</li><li>Aufbau eines Konzernreportings</li><li>Führung von rund 60 Mitarbeitenden</li></ul>',
      companyDescription:
        '<p>Brenner Medizintechnik entwickelt und fertigt chirurgische Instrumente und Implantate.</p><ul><li>Familienunternehmen in dritter Generation</li><li>Export in über 80 Länder</li></ul>',
      documents: [
        projectDocument('pdoc-brenner-gf-stellenprofil', 'Stellenprofil.pdf'),
        projectDocument('pdoc-brenner-gf-organigramm', 'Organigramm.pdf'),
      ],
    }),
    project({
      id: ID.MANDATE_PREPARATION_400,
      status: PROJECT_STATUS.MANDATE_IN_PREPARATION,
      statusDaysAgo: 3,
      contractType: CONTRACT_TYPE.INTERIM,
      jobTitle: 'Interim-COO (m/w/d)',
      companyName: 'Mainfranken Logistik GmbH',
      city: 'Würzburg',
      country: 'DE',
      logo: logo('ML', '#7a3b2e', '#f2b880'),
      candidates: [
        pool('reinhardt', 'mainfranken-coo', {
          isChosen: true,
          feedback: {
            decision: 'interview',
            reason: '',
            comment: 'Hat beim Standortbesuch überzeugt; Start zum Monatsersten gewünscht.',
            daysAgo: 5,
          },
        }),
      ],
      plannedPlacementArt: 'Interim-Mandat, 12 Monate, 4 Tage pro Woche',
      function: '300',
      clientNamed: true,
      jobHolderInformed: true,
      ...CONSULTANT.seidel,
      industry: '1000',
      businessPerfomance: 'Umsatz 160 Mio. €, Ergebnis unter Vorjahr',
      reporting: 'Vorsitzender der Geschäftsführung',
      operationalArea: 'Sechs Logistikzentren, Transport und Kundenservice',
      jobLocation: 'Würzburg und Standorte in Süddeutschland',
      description:
        '<p>Nach dem Verlust eines Großkunden sollen die Standorte neu aufgestellt werden.</p><ul><li>Auslastung und Produktivität der Lager steigern</li><li>Einführung eines einheitlichen Lagerverwaltungssystems</li></ul>',
      companyDescription: '<p>Kontraktlogistiker für Handel und Industrie mit 900 Beschäftigten.</p>',
      documents: [
        projectDocument('pdoc-mainfranken-coo-stellenprofil', 'Stellenprofil.pdf'),
        projectDocument('pdoc-mainfranken-coo-mandat', 'Mandatsvereinbarung_Entwurf.pdf'),
      ],
    }),
    project({
      id: ID.MANDATE_ONGOING_500,
      status: PROJECT_STATUS.MANDATE_ONGOING,
      statusDaysAgo: 75,
      contractType: CONTRACT_TYPE.INTERIM,
      jobTitle: 'Interim-CFO (m/w/d)',
      companyName: 'Alpenland Maschinenbau GmbH',
      city: 'Rosenheim',
      country: 'DE',
      logo: logo('AM', '#4b4f9c', '#c5c8f5'),
      candidates: [
        // Her candidate id is that of her Alpenland placement (placements/fixtures.ts): CLIENT_CANDIDATE_ID.BERGER_500.
        candidate(bergerManagerId, 'alpenland-cfo', {
          isChosen: true,
          feedback: {
            decision: 'interested',
            reason: '',
            comment: 'Sehr strukturierter Einstieg; die erste Liquiditätsvorschau kam nach zwei Wochen.',
            daysAgo: 60,
          },
        }),
      ],
      plannedPlacementArt: 'Interim-Mandat, 12 Monate',
      function: '200',
      clientNamed: true,
      jobHolderInformed: true,
      ...CONSULTANT.kraft,
      industry: '200',
      businessPerfomance: 'Umsatz 340 Mio. €, Ergebnis deutlich unter Plan',
      reporting: 'Vorsitzender der Geschäftsführung',
      operationalArea: 'Finanzen und Controlling, Treasury, Bankenkommunikation',
      jobLocation: 'Rosenheim',
      description:
        '<p>Stabilisierung der Finanzen nach zwei Verlustjahren und Vorbereitung eines Eigentümerwechsels.</p><ul><li>Liquiditätssteuerung und Bankengespräche</li><li>Kostensenkungsprogramm mit der Geschäftsführung</li><li>Datenraum für den Verkaufsprozess</li></ul>',
      companyDescription:
        '<p>Hersteller von Verpackungs- und Abfüllmaschinen mit 1.400 Beschäftigten und Werken in Rosenheim und Brünn.</p>',
      documents: [
        projectDocument('pdoc-alpenland-cfo-stellenprofil', 'Stellenprofil.pdf'),
        projectDocument('pdoc-alpenland-cfo-mandat', 'Mandatsvereinbarung.pdf'),
      ],
    }),
    project({
      id: ID.HIRED_600,
      status: PROJECT_STATUS.HIRED,
      statusDaysAgo: 120,
      contractType: CONTRACT_TYPE.PERMANENT,
      jobTitle: 'Werkleiter (m/w/d)',
      companyName: 'Oberpfalz Kunststofftechnik GmbH',
      city: 'Amberg',
      country: 'DE',
      logo: logo('OK', '#5c6670', '#e35d3f'),
      candidates: [
        pool('kaemmerer', 'oberpfalz-werkleiter', {
          isChosen: true,
          feedback: {
            decision: 'interview',
            reason: '',
            comment: 'Klarer Favorit nach dem Werksrundgang.',
            daysAgo: 150,
          },
        }),
      ],
      plannedPlacementArt: 'Festanstellung',
      function: '300',
      clientNamed: false,
      jobHolderInformed: true,
      ...CONSULTANT.seidel,
      industry: '100',
      businessPerfomance: 'Umsatz 75 Mio. €, stabil',
      reporting: 'Geschäftsführung',
      operationalArea: 'Spritzguss und Montage, 350 Beschäftigte',
      jobLocation: 'Amberg',
      description:
        '<p>Nachfolge des langjährigen Werkleiters.</p><ul><li>Führung des Werks im Dreischichtbetrieb</li><li>Einführung von Lean-Methoden</li></ul>',
      companyDescription: '<p>Zulieferer von Kunststoffbauteilen für die Automobilindustrie.</p>',
      documents: [projectDocument('pdoc-oberpfalz-werkleiter-stellenprofil', 'Stellenprofil.pdf')],
    }),
    project({
      id: ID.PAUSED_700,
      status: DEMO_OTHER_STATUS.PAUSED,
      statusDaysAgo: 30,
      contractType: CONTRACT_TYPE.INTERIM,
      jobTitle: 'Interim-CIO (m/w/d)',
      companyName: 'Lechtal Verpackungen GmbH',
      city: 'Augsburg',
      country: 'DE',
      logo: logo('LV', '#2f6b4f', '#9fd3b4'),
      candidates: [
        pool('hollmann', 'lechtal-cio'),
        pool('wiegand', 'lechtal-cio', {
          photo: false,
          feedback: { decision: 'interested', reason: '', comment: '', daysAgo: 35 },
        }),
      ],
      plannedPlacementArt: 'Interim-Mandat, 6 Monate',
      function: '700',
      clientNamed: true,
      jobHolderInformed: false,
      ...CONSULTANT.kraft,
      industry: '900',
      businessPerfomance: 'Umsatz 210 Mio. €',
      reporting: 'CFO',
      operationalArea: 'IT und Digitalisierung, 12 Mitarbeitende',
      jobLocation: 'Augsburg',
      description: '<p>Die Suche ruht, bis über das neue ERP-System entschieden ist.</p>',
      companyDescription: '<p>Siehe das Projekt Interim-CFO derselben Gesellschaft.</p>',
      documents: [projectDocument('pdoc-lechtal-cio-stellenprofil', 'Stellenprofil.pdf')],
    }),
    project({
      id: ID.CANCELLED_900,
      status: DEMO_OTHER_STATUS.CANCELLED,
      statusDaysAgo: 60,
      contractType: CONTRACT_TYPE.INTERIM,
      jobTitle: 'Chief Restructuring Officer (m/w/d)',
      companyName: 'Fichtelberg Textil AG',
      city: 'Hof',
      country: 'DE',
      logo: '',
      candidates: [],
      plannedPlacementArt: 'Interim-Mandat',
      function: '1000',
      clientNamed: false,
      jobHolderInformed: false,
      contactPhone: '',
      contactEmail: CONSULTANT.kraft.contactEmail,
      industry: '900',
      businessPerfomance: '',
      reporting: 'Aufsichtsrat',
      operationalArea: '',
      jobLocation: 'Hof',
      description: '<p>Der Auftrag wurde zurückgezogen: Das Unternehmen wurde vor Beginn der Suche verkauft.</p>',
      companyDescription: '',
      documents: [],
    }),
  ];
}

/** client2@demo.test's projects (see CLIENT2_PROJECT_ID). */
export function buildClient2Projects(clientUserId: string, managers: readonly DbManager[], now: Date): DbProject[] {
  const { pool, project } = projectBuilder(clientUserId, managers, now);
  const company = {
    companyName: 'Hanse Feinkost GmbH & Co. KG',
    city: 'Bremen',
    country: 'DE',
    logo: logo('HF', '#8c1d2f', '#f3c969'),
    clientNamed: true,
    industry: '900',
    contactPhone: '+49 89 99998 433',
    contactEmail: 'lena.voss@interim-portal.example',
    companyDescription:
      '<p>Familienunternehmen für Feinkost und Fertiggerichte.</p><ul><li>Zwei Werke in Bremen und Cuxhaven</li><li>650 Beschäftigte</li></ul>',
  };
  return [
    project({
      ...company,
      id: CLIENT2_PROJECT_ID.CANDIDATES_200,
      status: PROJECT_STATUS.CANDIDATES_FOUND,
      statusDaysAgo: 5,
      contractType: CONTRACT_TYPE.INTERIM,
      jobTitle: 'Interim-Geschäftsführer (m/w/d)',
      candidates: [
        pool('vogt', 'hanse-gf'),
        pool('osterhaus', 'hanse-gf', { feedback: { decision: 'interested', reason: '', comment: '', daysAgo: 2 } }),
        pool('paulsen', 'hanse-gf'),
      ],
      plannedPlacementArt: 'Interim-Mandat bis zur Nachfolgeregelung',
      function: '100',
      jobHolderInformed: true,
      businessPerfomance: 'Umsatz 140 Mio. €',
      reporting: 'Beirat',
      operationalArea: 'Gesamtverantwortung',
      jobLocation: 'Bremen',
      description: '<p>Übergangsgeschäftsführung bis zur Regelung der Nachfolge in der Familie.</p>',
      documents: [projectDocument(CLIENT_DOCUMENT_ID.HANSE_PROFILE, 'Stellenprofil.pdf')],
    }),
    project({
      ...company,
      id: CLIENT2_PROJECT_ID.HIRED_600,
      status: PROJECT_STATUS.HIRED,
      statusDaysAgo: 200,
      contractType: CONTRACT_TYPE.PERMANENT,
      jobTitle: 'Leiter Supply Chain (m/w/d)',
      candidates: [pool('moeller', 'hanse-supply-chain', { isChosen: true })],
      plannedPlacementArt: 'Festanstellung',
      function: '900',
      jobHolderInformed: true,
      businessPerfomance: 'Umsatz 140 Mio. €',
      reporting: 'Geschäftsführung',
      operationalArea: 'Planung, Einkauf, Lager und Transport',
      jobLocation: 'Bremen',
      description: '<p>Neu geschaffene Position zur Bündelung von Planung, Einkauf und Logistik.</p>',
      documents: [],
    }),
  ];
}
