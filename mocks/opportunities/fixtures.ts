import { addDays, format, subDays, subHours } from 'date-fns';

import { CANDIDATE_STATUS, type Opportunity, type RequirementLists } from '../../src/contract/opportunities';
import type { LocalizedText } from '../../src/contract/resume';
import type { DbOpportunity } from '../model';

/**
 * The opportunities of the demo (docs/decisions/018-demo-data.md), built from `now` so they never age. Every
 * opportunity carries every field the specification names; the rich texts (company situation, comments)
 * use only p, ul, li, br and strong.
 *
 * manager@demo.test has at least one opportunity in each candidate status (see
 * BERGER_OPPORTUNITY_ID); the benchmark account has 40 (8 of them new). Candidate ids are
 * `cand_{managerId}_{slug}`: the CV route `GET /manager/candidates/{candidateId}/cv` finds the
 * manager of any candidate id the store holds (resume/handlers.ts).
 */

type Localized = LocalizedText;
const t = (de: string, en: string): Localized => ({ de, en });
const day = (date: Date) => format(date, 'yyyy-MM-dd');

/** The ids of manager@demo.test's opportunities, by the status they are seeded in. */
export const BERGER_OPPORTUNITY_ID = {
  /** New, NDA not accepted (the dashboard's and the list's first item). */
  NEW_CFO_AUTOMOTIVE: 'opp-cfo-automotive',
  /** New, NDA not accepted. */
  NEW_COO_MEDTECH: 'opp-coo-medtech',
  /** New, NDA accepted: the details are shown, the application can be sent. */
  NEW_CRO_RETAIL: 'opp-cro-retail',
  APPLIED_150: 'opp-finance-transformation-insurance',
  APPLIED_200: 'opp-cfo-chemicals',
  PRESENTATION_350: 'opp-md-machinery',
  MANDATE_IN_PREPARATION_500: 'opp-cfo-food-wholesale',
  WON_550: 'opp-cfo-contract-logistics',
  SHORTLISTED_700: 'opp-cro-energy',
  CLIENT_INTERVIEW_800: 'opp-carve-out-pharma',
  NOT_SELECTED_900: 'opp-controlling-textiles',
  WITHDRAWN_1000: 'opp-cfo-saas',
  CLOSED_1100: 'opp-finance-private-bank',
  NOT_INTERESTED_1200: 'opp-cfo-hospital-group',
  NOT_AVAILABLE_1300: 'opp-cfo-aerospace',
} as const;

export function opportunityCandidateId(managerId: string, opportunityId: string): string {
  return `cand_${managerId}_${opportunityId.replace(/^opp-/, '')}`;
}

// ---------------------------------------------------------------- requirement profiles

const GERMAN = t('Deutsch verhandlungssicher', 'German, business fluent');
const ENGLISH = t('Englisch fließend', 'English, fluent');

const FINANCE: { mustHave: RequirementLists; niceToHave: RequirementLists } = {
  mustHave: {
    coreCompetencies: [
      t('Liquiditätsplanung und -steuerung (13-Wochen-Plan)', 'Cash planning and control (13-week forecast)'),
      t('Konzernabschluss nach HGB und IFRS', 'Group financial statements under HGB and IFRS'),
      t('Verhandlungen mit Banken und Kreditversicherern', 'Negotiations with banks and credit insurers'),
    ],
    personalCompetencies: [
      t('Durchsetzungsstärke mit Fingerspitzengefühl', 'Assertiveness with tact'),
      t('Klare, offene Kommunikation', 'Clear and open communication'),
    ],
    experience: [
      t('Mindestens zwei Mandate als Interim-CFO', 'At least two assignments as interim CFO'),
      t('Erfahrung in Restrukturierungen', 'Experience in restructurings'),
    ],
    languages: [GERMAN, ENGLISH],
  },
  niceToHave: {
    coreCompetencies: [
      t('SAP S/4HANA im Finanzbereich', 'SAP S/4HANA in finance'),
      t('Aufbau eines Konzern-Controllings', 'Setting up group controlling'),
    ],
    personalCompetencies: [
      t('Erfahrung in der Zusammenarbeit mit dem Betriebsrat', 'Experience in working with a works council'),
      t('Gelassenheit unter Zeitdruck', 'Composure under time pressure'),
    ],
    experience: [
      t('Eigenverwaltung oder Schutzschirmverfahren', 'Debtor-in-possession or protective shield proceedings'),
      t('Familiengeführte Unternehmen', 'Family-owned companies'),
    ],
    languages: [t('Französisch', 'French'), t('Italienisch', 'Italian')],
  },
};

const OPERATIONS: { mustHave: RequirementLists; niceToHave: RequirementLists } = {
  mustHave: {
    coreCompetencies: [
      t('Werks- und Produktionsleitung', 'Plant and production management'),
      t('Lean Management und Shopfloor-Management', 'Lean and shop-floor management'),
      t('Lieferkettensteuerung', 'Supply chain management'),
    ],
    personalCompetencies: [
      t('Umsetzungsstärke', 'Drive to deliver'),
      t('Führung durch Vorbild', 'Leading by example'),
      t('Hohe Präsenz vor Ort', 'Strong presence on site'),
    ],
    experience: [
      t('Führung von mindestens 300 Mitarbeitenden', 'Leading at least 300 employees'),
      t('Regulierte Branchen (ISO 13485, GMP)', 'Regulated industries (ISO 13485, GMP)'),
    ],
    languages: [GERMAN, ENGLISH],
  },
  niceToHave: {
    coreCompetencies: [
      t('Verlagerung von Fertigungslinien', 'Relocating production lines'),
      t('Einführung eines MES', 'Introducing an MES'),
    ],
    personalCompetencies: [
      t('Interkulturelle Kompetenz', 'Intercultural skills'),
      t('Geduld im Veränderungsprozess', 'Patience in change processes'),
    ],
    experience: [
      t('Werke in Osteuropa', 'Plants in Eastern Europe'),
      t('Zusammenarbeit mit Private Equity', 'Working with private equity owners'),
    ],
    languages: [t('Tschechisch oder Polnisch', 'Czech or Polish'), t('Französisch', 'French')],
  },
};

const TRANSFORMATION: { mustHave: RequirementLists; niceToHave: RequirementLists } = {
  mustHave: {
    coreCompetencies: [
      t('Leitung großer Finanz-IT-Projekte', 'Leading large finance IT projects'),
      t('Prozessdesign Record-to-Report', 'Record-to-report process design'),
    ],
    personalCompetencies: [
      t('Strukturiertes Vorgehen', 'A structured approach'),
      t('Moderation zwischen Fachbereich und IT', 'Mediating between business and IT'),
    ],
    experience: [
      t(
        'Mindestens eine SAP-S/4HANA-Einführung in verantwortlicher Rolle',
        'At least one SAP S/4HANA roll-out in a leading role',
      ),
      t('Regulatorisches Reporting', 'Regulatory reporting'),
      t('Steuerung externer Beratungen', 'Managing external consultants'),
    ],
    languages: [GERMAN, ENGLISH],
  },
  niceToHave: {
    coreCompetencies: [t('Data Governance', 'Data governance'), t('Agile Projektmethoden', 'Agile project methods')],
    personalCompetencies: [
      t('Humor auch in der Hypercare-Phase', 'A sense of humour, even during hypercare'),
      t('Hartnäckigkeit', 'Persistence'),
    ],
    experience: [t('Versicherungen oder Banken', 'Insurers or banks'), t('Carve-outs', 'Carve-outs')],
    languages: [t('Französisch', 'French'), t('Spanisch', 'Spanish')],
  },
};

const PROFILES = { finance: FINANCE, operations: OPERATIONS, transformation: TRANSFORMATION };

// ---------------------------------------------------------------- the opportunities

/** The fields `build` makes from the spec, `now` and the candidate. */
type DerivedField =
  | 'startDate'
  | 'publishedAt'
  | 'candidate'
  | 'plannedStartDate'
  | 'mustHave'
  | 'niceToHave'
  | 'technicalRequirementsComments'
  | 'personalRequirementsComments'
  | 'companySituation';

/** An opportunity as written here: the fields it shows as they are, and what the builder derives the rest from. */
interface OpportunitySpec extends Omit<Opportunity, DerivedField> {
  status: number;
  nda: boolean;
  /** Days before `now` the opportunity was offered. */
  publishedDaysAgo: number;
  /** Days from `now` to the start (negative: in the past); null: open. */
  startInDays: number | null;
  profile: keyof typeof PROFILES;
  technical: Localized;
  personal: Localized;
  situation: Localized;
}

const INTERIM = t('Interim-Management', 'Interim management');
const PROJECT = t('Projektmanagement', 'Project management');
const BOARD = t('Organmandat', 'Board mandate');
const FINANCE_AREA = t('Finanzen und Rechnungswesen', 'Finance and accounting');
const CONTROLLING_AREA = t('Controlling', 'Controlling');
const IT_AREA = t('IT', 'IT');
const OPERATIONS_AREA = t('Produktion und Logistik', 'Production and logistics');
const PURCHASING_AREA = t('Einkauf', 'Purchasing');
const CFO = t('Chief Financial Officer (CFO)', 'Chief Financial Officer (CFO)');
const INTERIM_ROLE = t('Interim-Managerin mit Ergebnisverantwortung', 'Interim manager with full accountability');
const DECLINING = t('Umsatz rückläufig, Ergebnis negativ', 'Revenue declining, result negative');
const STABLE = t('Umsatz stabil, Ergebnis leicht positiv', 'Revenue stable, result slightly positive');
const GROWING = t('Umsatz wachsend, Ergebnis positiv', 'Revenue growing, result positive');

const BERGER_SPECS: OpportunitySpec[] = [
  {
    id: BERGER_OPPORTUNITY_ID.NEW_CFO_AUTOMOTIVE,
    status: CANDIDATE_STATUS.NEW,
    nda: false,
    publishedDaysAgo: 1,
    positionTitle: t('Interim-CFO für einen Automobilzulieferer', 'Interim CFO for an automotive supplier'),
    location: t('Raum Stuttgart', 'Stuttgart area'),
    startInDays: 21,
    durationInMonths: 9,
    daysPerMonth: 18,
    placementType: [INTERIM, BOARD],
    position: CFO,
    role: INTERIM_ROLE,
    industry: [t('Automobilzulieferer', 'Automotive supplier'), t('Kunststofftechnik', 'Plastics engineering')],
    businessPerformance: DECLINING,
    reportingTo: t('Geschäftsführer (CEO) und Beirat', 'Managing director (CEO) and advisory board'),
    operationArea: [FINANCE_AREA, CONTROLLING_AREA, IT_AREA],
    profile: 'finance',
    annualRevenue: 240_000_000,
    personnelResponsibility: 85,
    directReports: 6,
    costOrBudgetResponsibility: 12_000_000,
    technical: t(
      '<p>Sie übernehmen sofort die <strong>Liquiditätssteuerung</strong> und führen die Gespräche mit dem Bankenpool.</p><ul><li>13-Wochen-Liquiditätsplanung aufsetzen</li><li>Sanierungsgutachten nach IDW S 6 begleiten</li></ul>',
      '<p>You take over <strong>cash management</strong> at once and lead the talks with the lending banks.</p><ul><li>Set up a 13-week cash forecast</li><li>Support the IDW S 6 restructuring opinion</li></ul>',
    ),
    personal: t(
      '<p>Gesucht wird eine ruhige, zupackende Persönlichkeit, die auch in angespannten Runden Vertrauen schafft.</p>',
      '<p>We are looking for a calm, hands-on personality who builds trust even in tense meetings.</p>',
    ),
    situation: t(
      '<p>Familiengeführter Zulieferer von Kunststoffbauteilen für Innenraum und Motorraum, drei Werke in Deutschland und eines in Tschechien.</p><ul><li>Umsatzrückgang von 18 % durch den Wandel zur Elektromobilität</li><li>Der langjährige CFO hat das Unternehmen kurzfristig verlassen</li><li>Die Banken erwarten bis Quartalsende ein tragfähiges Konzept</li></ul>',
      '<p>Family-owned supplier of plastic parts for interiors and engine compartments, with three plants in Germany and one in the Czech Republic.</p><ul><li>Revenue down 18% in the shift to electric vehicles</li><li>The long-serving CFO left at short notice</li><li>The banks expect a viable plan by the end of the quarter</li></ul>',
    ),
  },
  {
    id: BERGER_OPPORTUNITY_ID.NEW_COO_MEDTECH,
    status: CANDIDATE_STATUS.NEW,
    nda: false,
    publishedDaysAgo: 3,
    positionTitle: t('Interim-COO in der Medizintechnik', 'Interim COO in medical technology'),
    location: t('Tuttlingen', 'Tuttlingen'),
    startInDays: 30,
    durationInMonths: 6,
    daysPerMonth: 20,
    placementType: [INTERIM],
    position: t('Chief Operating Officer (COO)', 'Chief Operating Officer (COO)'),
    role: t('Leitung Produktion, Qualität und Supply Chain', 'Head of production, quality and supply chain'),
    industry: [t('Medizintechnik', 'Medical technology'), t('Feinmechanik', 'Precision engineering')],
    businessPerformance: GROWING,
    reportingTo: t('Geschäftsführung', 'Management board'),
    operationArea: [OPERATIONS_AREA, PURCHASING_AREA],
    profile: 'operations',
    annualRevenue: 120_000_000,
    personnelResponsibility: 420,
    directReports: 5,
    costOrBudgetResponsibility: 35_000_000,
    technical: t(
      '<p>Schwerpunkt ist die termingerechte Auslieferung trotz stark gestiegener Nachfrage.</p><ul><li>Engpässe in der Endmontage beseitigen</li><li>MDR-Anforderungen in den Prozessen verankern</li></ul>',
      '<p>The focus is delivering on time despite a sharp rise in demand.</p><ul><li>Remove bottlenecks in final assembly</li><li>Anchor MDR requirements in the processes</li></ul>',
    ),
    personal: t(
      '<p>Sie sind oft in der Fertigung anzutreffen und nehmen die Mannschaft mit.</p>',
      '<p>You are often found on the shop floor and take the team with you.</p>',
    ),
    situation: t(
      '<p>Hersteller chirurgischer Instrumente mit <strong>starkem Auftragsbestand</strong>.</p><ul><li>Lieferzeiten von derzeit 14 Wochen</li><li>Neues Werk im Aufbau</li></ul>',
      '<p>Manufacturer of surgical instruments with a <strong>strong order book</strong>.</p><ul><li>Delivery times currently at 14 weeks</li><li>A new plant under construction</li></ul>',
    ),
  },
  {
    id: BERGER_OPPORTUNITY_ID.NEW_CRO_RETAIL,
    status: CANDIDATE_STATUS.NEW,
    nda: true,
    publishedDaysAgo: 5,
    positionTitle: t('Chief Restructuring Officer im Filialhandel', 'Chief Restructuring Officer in retail'),
    location: t('Düsseldorf', 'Düsseldorf'),
    startInDays: 14,
    durationInMonths: 12,
    daysPerMonth: 20,
    placementType: [INTERIM, BOARD],
    position: t('Chief Restructuring Officer (CRO)', 'Chief Restructuring Officer (CRO)'),
    role: t('Organmitglied in der Eigenverwaltung', 'Board member in debtor-in-possession proceedings'),
    industry: [t('Einzelhandel', 'Retail'), t('Mode und Textil', 'Fashion and textiles')],
    businessPerformance: DECLINING,
    reportingTo: t('Aufsichtsrat', 'Supervisory board'),
    operationArea: [FINANCE_AREA, t('Filialnetz', 'Store network')],
    profile: 'finance',
    annualRevenue: 410_000_000,
    personnelResponsibility: 60,
    directReports: 4,
    costOrBudgetResponsibility: 25_000_000,
    technical: t(
      '<p>Sie führen das Unternehmen durch das Eigenverwaltungsverfahren.</p><ul><li>Insolvenzplan gemeinsam mit dem Sachwalter erstellen</li><li>Filialportfolio bewerten und Mietverträge neu verhandeln</li><li>Investorenprozess begleiten</li></ul>',
      '<p>You lead the company through debtor-in-possession proceedings.</p><ul><li>Draw up the insolvency plan together with the custodian</li><li>Assess the store portfolio and renegotiate leases</li><li>Support the investor process</li></ul>',
    ),
    personal: t(
      '<p>Belastbar, verbindlich und in der Kommunikation mit Gläubigern und Belegschaft gleichermaßen sicher.</p>',
      '<p>Resilient, reliable and equally confident with creditors and staff.</p>',
    ),
    situation: t(
      '<p>Modehändler mit 140 Filialen in Nordrhein-Westfalen und Niedersachsen.</p><ul><li>Antrag auf Eigenverwaltung vor drei Wochen gestellt</li><li>Geschäftsbetrieb läuft uneingeschränkt weiter</li><li>Zwei strategische Interessenten haben sich gemeldet</li></ul>',
      '<p>Fashion retailer with 140 stores in North Rhine-Westphalia and Lower Saxony.</p><ul><li>Debtor-in-possession proceedings filed three weeks ago</li><li>Business continues without restriction</li><li>Two strategic investors have come forward</li></ul>',
    ),
  },
  {
    id: BERGER_OPPORTUNITY_ID.APPLIED_150,
    status: CANDIDATE_STATUS.APPLIED,
    nda: true,
    publishedDaysAgo: 9,
    positionTitle: t('Programmleitung Finanztransformation', 'Programme lead, finance transformation'),
    location: t('Köln', 'Cologne'),
    startInDays: 35,
    durationInMonths: 10,
    daysPerMonth: 16,
    placementType: [PROJECT],
    position: t('Programmleiterin', 'Programme manager'),
    role: t(
      'Gesamtverantwortung für die S/4HANA-Einführung im Finanzbereich',
      'Overall responsibility for the S/4HANA roll-out in finance',
    ),
    industry: [t('Versicherungen', 'Insurance'), t('Finanzdienstleistungen', 'Financial services')],
    businessPerformance: STABLE,
    reportingTo: t('Finanzvorstand', 'Chief financial officer'),
    operationArea: [FINANCE_AREA, IT_AREA],
    profile: 'transformation',
    annualRevenue: 1_800_000_000,
    personnelResponsibility: 40,
    directReports: 7,
    costOrBudgetResponsibility: 28_000_000,
    technical: t(
      '<p>Das Programm ist seit einem Jahr in Arbeit; der Go-live ist in neun Monaten geplant.</p><ul><li>Zeitplan und Budget absichern</li><li>Datenmigration der Nebenbücher</li></ul>',
      '<p>The programme has been running for a year; go-live is planned in nine months.</p><ul><li>Secure schedule and budget</li><li>Migrate the sub-ledger data</li></ul>',
    ),
    personal: t(
      '<p>Verbindlich, strukturiert und mit Freude an großen Teams.</p>',
      '<p>Reliable, structured and happy to work with large teams.</p>',
    ),
    situation: t(
      '<p>Regionaler Versicherer mit rund 2.400 Mitarbeitenden.</p><ul><li>Drei Beratungen im Projekt</li><li>Der bisherige Programmleiter ist in den Ruhestand gegangen</li></ul>',
      '<p>Regional insurer with about 2,400 employees.</p><ul><li>Three consultancies on the project</li><li>The previous programme manager has retired</li></ul>',
    ),
  },
  {
    id: BERGER_OPPORTUNITY_ID.APPLIED_200,
    status: 200,
    nda: true,
    publishedDaysAgo: 16,
    positionTitle: t('Interim-CFO Spezialchemie', 'Interim CFO, speciality chemicals'),
    location: t('Ludwigshafen', 'Ludwigshafen'),
    startInDays: 10,
    durationInMonths: 6,
    daysPerMonth: 20,
    placementType: [INTERIM],
    position: CFO,
    role: INTERIM_ROLE,
    industry: [t('Chemie', 'Chemicals'), t('Spezialchemie', 'Speciality chemicals')],
    businessPerformance: STABLE,
    reportingTo: t('CEO', 'CEO'),
    operationArea: [FINANCE_AREA, CONTROLLING_AREA],
    profile: 'finance',
    annualRevenue: 310_000_000,
    personnelResponsibility: 55,
    directReports: 5,
    costOrBudgetResponsibility: 9_000_000,
    technical: t(
      '<p>Überbrückung bis zum Antritt des neuen CFO; Schwerpunkt Jahresabschluss und Refinanzierung.</p><ul><li>Jahresabschluss nach IFRS</li><li>Refinanzierung des Konsortialkredits</li></ul>',
      '<p>Bridging until the new CFO starts; focus on the annual accounts and refinancing.</p><ul><li>IFRS annual accounts</li><li>Refinancing the syndicated loan</li></ul>',
    ),
    personal: t(
      '<p>Souverän im Umgang mit Wirtschaftsprüfern und Banken.</p>',
      '<p>Confident with auditors and banks.</p>',
    ),
    situation: t(
      '<p>Tochtergesellschaft eines börsennotierten Konzerns.</p><ul><li>Gute Ertragslage</li><li>Vakanz durch Elternzeit</li></ul>',
      '<p>Subsidiary of a listed group.</p><ul><li>Sound earnings</li><li>Vacancy due to parental leave</li></ul>',
    ),
  },
  {
    id: BERGER_OPPORTUNITY_ID.PRESENTATION_350,
    status: 350,
    nda: true,
    publishedDaysAgo: 24,
    positionTitle: t(
      'Kaufmännische Geschäftsführung im Maschinenbau',
      'Commercial managing director in mechanical engineering',
    ),
    location: t('Augsburg', 'Augsburg'),
    startInDays: 20,
    durationInMonths: 8,
    daysPerMonth: 20,
    placementType: [INTERIM, BOARD],
    position: t('Kaufmännische Geschäftsführerin', 'Commercial managing director'),
    role: t('Geschäftsführerin nach GmbHG', 'Statutory managing director'),
    industry: [t('Maschinen- und Anlagenbau', 'Mechanical and plant engineering')],
    businessPerformance: DECLINING,
    reportingTo: t('Gesellschafterversammlung', 'Shareholders’ meeting'),
    operationArea: [FINANCE_AREA, PURCHASING_AREA, t('Personal', 'Human resources')],
    profile: 'finance',
    annualRevenue: 95_000_000,
    personnelResponsibility: 120,
    directReports: 6,
    costOrBudgetResponsibility: 15_000_000,
    technical: t(
      '<p>Kostensenkungsprogramm umsetzen und die Nachfolge in der Geschäftsführung vorbereiten.</p><ul><li>Gemeinkosten um 12 % senken</li><li>Working Capital verbessern</li></ul>',
      '<p>Deliver a cost-reduction programme and prepare the succession in the management board.</p><ul><li>Cut overheads by 12%</li><li>Improve working capital</li></ul>',
    ),
    personal: t(
      '<p>Unternehmerisch denkend und nah an den Menschen.</p>',
      '<p>Entrepreneurial and close to the people.</p>',
    ),
    situation: t(
      '<p>Hersteller von Verpackungsmaschinen in zweiter Generation.</p><ul><li>Auftragseingang um 20 % gesunken</li><li>Gesellschafter planen den Verkauf in drei Jahren</li></ul>',
      '<p>Second-generation maker of packaging machines.</p><ul><li>Order intake down 20%</li><li>The shareholders plan to sell in three years</li></ul>',
    ),
  },
  {
    id: BERGER_OPPORTUNITY_ID.MANDATE_IN_PREPARATION_500,
    status: CANDIDATE_STATUS.MANDATE_IN_PREPARATION,
    nda: true,
    publishedDaysAgo: 33,
    positionTitle: t('Interim-CFO Lebensmittelgroßhandel', 'Interim CFO, food wholesale'),
    location: t('Nürnberg', 'Nuremberg'),
    startInDays: 25,
    durationInMonths: 6,
    daysPerMonth: 15,
    placementType: [INTERIM],
    position: CFO,
    role: INTERIM_ROLE,
    industry: [t('Großhandel', 'Wholesale'), t('Lebensmittel', 'Food')],
    businessPerformance: STABLE,
    reportingTo: t('Geschäftsführender Gesellschafter', 'Managing partner'),
    operationArea: [FINANCE_AREA, CONTROLLING_AREA],
    profile: 'finance',
    annualRevenue: 520_000_000,
    personnelResponsibility: 45,
    directReports: 4,
    costOrBudgetResponsibility: 6_000_000,
    technical: t(
      '<p>Einführung eines Konzern-Controllings und eines monatlichen Reportings an die Gesellschafter.</p><ul><li>Kennzahlensystem aufbauen</li><li>Forecast-Prozess einführen</li></ul>',
      '<p>Introduce group controlling and a monthly report to the shareholders.</p><ul><li>Build a KPI system</li><li>Introduce a forecasting process</li></ul>',
    ),
    personal: t(
      '<p>Pragmatisch und mit Sinn für das Machbare.</p>',
      '<p>Pragmatic, with a sense of what is feasible.</p>',
    ),
    situation: t(
      '<p>Regionaler Großhändler für Gastronomie und Gemeinschaftsverpflegung.</p><ul><li>Zwei Zukäufe im letzten Jahr</li><li>Reporting bisher nur jährlich</li></ul>',
      '<p>Regional wholesaler for restaurants and canteens.</p><ul><li>Two acquisitions last year</li><li>Reporting so far only once a year</li></ul>',
    ),
  },
  {
    id: BERGER_OPPORTUNITY_ID.WON_550,
    status: CANDIDATE_STATUS.WON,
    nda: true,
    publishedDaysAgo: 48,
    positionTitle: t('Interim-CFO Kontraktlogistik', 'Interim CFO, contract logistics'),
    location: t('Hamburg', 'Hamburg'),
    startInDays: -14,
    durationInMonths: 6,
    daysPerMonth: 12,
    placementType: [INTERIM],
    position: CFO,
    role: t('Mandat mit Stundenabrechnung', 'Assignment billed by the hour'),
    industry: [t('Transport und Logistik', 'Transport and logistics')],
    businessPerformance: GROWING,
    reportingTo: t('CEO', 'CEO'),
    operationArea: [FINANCE_AREA, CONTROLLING_AREA],
    profile: 'finance',
    annualRevenue: 180_000_000,
    personnelResponsibility: 30,
    directReports: 3,
    costOrBudgetResponsibility: 4_000_000,
    technical: t(
      '<p>Vorbereitung der Finanzorganisation auf den geplanten Börsengang.</p><ul><li>Quartalsabschlüsse beschleunigen</li><li>Internes Kontrollsystem aufbauen</li></ul>',
      '<p>Preparing the finance organisation for the planned IPO.</p><ul><li>Speed up the quarterly close</li><li>Set up an internal control system</li></ul>',
    ),
    personal: t(
      '<p>Mit Erfahrung im Kapitalmarktumfeld und einem ruhigen Auftreten.</p>',
      '<p>Experienced with capital markets and calm in manner.</p>',
    ),
    situation: t(
      '<p>Schnell wachsender Kontraktlogistiker mit zwölf Standorten.</p><ul><li>Wachstum von 25 % im Jahr</li><li>Börsengang in 18 Monaten geplant</li></ul>',
      '<p>Fast-growing contract logistics provider with twelve sites.</p><ul><li>Growing 25% a year</li><li>IPO planned in 18 months</li></ul>',
    ),
  },
  {
    id: BERGER_OPPORTUNITY_ID.SHORTLISTED_700,
    status: CANDIDATE_STATUS.SHORTLISTED,
    nda: true,
    publishedDaysAgo: 62,
    positionTitle: t(
      'Chief Restructuring Officer Energiedienstleister',
      'Chief Restructuring Officer, energy services',
    ),
    location: t('Leipzig', 'Leipzig'),
    startInDays: 40,
    durationInMonths: 9,
    daysPerMonth: 18,
    placementType: [INTERIM, BOARD],
    position: t('Chief Restructuring Officer (CRO)', 'Chief Restructuring Officer (CRO)'),
    role: INTERIM_ROLE,
    industry: [t('Energie und Versorgung', 'Energy and utilities')],
    businessPerformance: DECLINING,
    reportingTo: t('Aufsichtsrat', 'Supervisory board'),
    operationArea: [FINANCE_AREA, t('Vertrieb', 'Sales')],
    profile: 'finance',
    annualRevenue: 650_000_000,
    personnelResponsibility: 70,
    directReports: 5,
    costOrBudgetResponsibility: 20_000_000,
    technical: t(
      '<p>Neuausrichtung nach Verlusten aus der Energiebeschaffung.</p><ul><li>Beschaffungsstrategie neu aufstellen</li><li>Sanierungskonzept mit den Gesellschaftern abstimmen</li></ul>',
      '<p>Realignment after losses from energy procurement.</p><ul><li>Rework the procurement strategy</li><li>Agree the restructuring plan with the shareholders</li></ul>',
    ),
    personal: t('<p>Standfest in politischen Gremien.</p>', '<p>Steady in political committees.</p>'),
    situation: t(
      '<p>Energiedienstleister im Besitz mehrerer Kommunen.</p><ul><li>Hohe Verluste im Vorjahr</li><li>Kommunale Bürgschaft beantragt</li></ul>',
      '<p>Energy services company owned by several municipalities.</p><ul><li>Heavy losses last year</li><li>Municipal guarantee applied for</li></ul>',
    ),
  },
  {
    id: BERGER_OPPORTUNITY_ID.CLIENT_INTERVIEW_800,
    status: CANDIDATE_STATUS.CLIENT_INTERVIEW,
    nda: true,
    publishedDaysAgo: 76,
    positionTitle: t('Leitung Carve-out-PMO Pharma', 'Head of carve-out PMO, pharmaceuticals'),
    location: t('Basel (Schweiz)', 'Basel (Switzerland)'),
    startInDays: 15,
    durationInMonths: 12,
    daysPerMonth: 16,
    placementType: [PROJECT],
    position: t('Leitung Project Management Office', 'Head of project management office'),
    role: t('Gesamtprojektleitung Finanzen', 'Overall finance project lead'),
    industry: [t('Pharma', 'Pharmaceuticals'), t('Gesundheitswesen', 'Healthcare')],
    businessPerformance: STABLE,
    reportingTo: t('Group CFO', 'Group CFO'),
    operationArea: [FINANCE_AREA, IT_AREA, t('Recht', 'Legal')],
    profile: 'transformation',
    annualRevenue: 2_300_000_000,
    personnelResponsibility: 25,
    directReports: 6,
    costOrBudgetResponsibility: 40_000_000,
    technical: t(
      '<p>Herauslösung einer Geschäftseinheit mit eigenem Finanzbereich.</p><ul><li>Transitional Service Agreements verhandeln</li><li>Day-1-Fähigkeit sicherstellen</li></ul>',
      '<p>Carving out a business unit with its own finance function.</p><ul><li>Negotiate transitional service agreements</li><li>Ensure day-one readiness</li></ul>',
    ),
    personal: t(
      '<p>Diplomatisch und mit klarem Blick auf Termine.</p>',
      '<p>Diplomatic, with a clear eye on deadlines.</p>',
    ),
    situation: t(
      '<p>Internationaler Pharmakonzern verkauft das Geschäft mit rezeptfreien Präparaten.</p><ul><li>Signing erfolgt</li><li>Closing in neun Monaten</li></ul>',
      '<p>International pharmaceutical group selling its over-the-counter business.</p><ul><li>Signing done</li><li>Closing in nine months</li></ul>',
    ),
  },
  {
    id: BERGER_OPPORTUNITY_ID.NOT_SELECTED_900,
    status: CANDIDATE_STATUS.NOT_SELECTED,
    nda: true,
    publishedDaysAgo: 95,
    positionTitle: t('Interim-Leitung Controlling Textilindustrie', 'Interim head of controlling, textiles'),
    location: t('Bielefeld', 'Bielefeld'),
    startInDays: -40,
    durationInMonths: 5,
    daysPerMonth: 20,
    placementType: [INTERIM],
    position: t('Leitung Controlling', 'Head of controlling'),
    role: t('Führungskraft auf Zeit', 'Interim executive'),
    industry: [t('Textil und Bekleidung', 'Textiles and apparel')],
    businessPerformance: STABLE,
    reportingTo: t('CFO', 'CFO'),
    operationArea: [CONTROLLING_AREA],
    profile: 'finance',
    annualRevenue: 150_000_000,
    personnelResponsibility: 12,
    directReports: 3,
    costOrBudgetResponsibility: null,
    technical: t(
      '<p>Neuaufbau der Kostenrechnung.</p><ul><li>Produktkalkulation überarbeiten</li><li>Deckungsbeitragsrechnung einführen</li></ul>',
      '<p>Rebuilding cost accounting.</p><ul><li>Rework product costing</li><li>Introduce contribution margin accounting</li></ul>',
    ),
    personal: t('<p>Analytisch stark und gut im Erklären.</p>', '<p>Strong analytically and good at explaining.</p>'),
    situation: t(
      '<p>Mittelständischer Hersteller von Heimtextilien.</p><ul><li>Neue Produktlinien mit unklarer Profitabilität</li><li>Controller-Stelle seit Monaten unbesetzt</li></ul>',
      '<p>Mid-sized maker of home textiles.</p><ul><li>New product lines of unclear profitability</li><li>Controller post vacant for months</li></ul>',
    ),
  },
  {
    id: BERGER_OPPORTUNITY_ID.WITHDRAWN_1000,
    status: CANDIDATE_STATUS.WITHDRAWN,
    nda: true,
    publishedDaysAgo: 110,
    positionTitle: t('Interim-CFO Softwareunternehmen', 'Interim CFO, software company'),
    location: t('Berlin', 'Berlin'),
    startInDays: -60,
    durationInMonths: 6,
    daysPerMonth: 16,
    placementType: [INTERIM],
    position: CFO,
    role: INTERIM_ROLE,
    industry: [t('Software (SaaS)', 'Software (SaaS)'), t('Informationstechnologie', 'Information technology')],
    businessPerformance: GROWING,
    reportingTo: t('CEO und Investoren', 'CEO and investors'),
    operationArea: [FINANCE_AREA, t('Investor Relations', 'Investor relations')],
    profile: 'finance',
    annualRevenue: 45_000_000,
    personnelResponsibility: 14,
    directReports: 4,
    costOrBudgetResponsibility: 3_000_000,
    technical: t(
      '<p>Vorbereitung der nächsten Finanzierungsrunde.</p><ul><li>SaaS-Kennzahlen aufbereiten</li><li>Datenraum aufbauen</li></ul>',
      '<p>Preparing the next funding round.</p><ul><li>Prepare SaaS metrics</li><li>Set up the data room</li></ul>',
    ),
    personal: t('<p>Offen für ein junges, schnelles Umfeld.</p>', '<p>Open to a young, fast-moving environment.</p>'),
    situation: t(
      '<p>Wachstumsunternehmen für Logistiksoftware.</p><ul><li>Series-C-Finanzierung geplant</li><li>Finanzteam im Aufbau</li></ul>',
      '<p>Growth company for logistics software.</p><ul><li>Series C round planned</li><li>Finance team being built</li></ul>',
    ),
  },
  {
    id: BERGER_OPPORTUNITY_ID.CLOSED_1100,
    status: CANDIDATE_STATUS.CLOSED,
    nda: true,
    publishedDaysAgo: 140,
    positionTitle: t('Finanztransformation Privatbank', 'Finance transformation at a private bank'),
    location: t('Frankfurt am Main', 'Frankfurt am Main'),
    startInDays: -90,
    durationInMonths: 12,
    daysPerMonth: 18,
    placementType: [PROJECT],
    position: t('Projektleiterin Finanzen', 'Finance project manager'),
    role: t('Projektleitung', 'Project lead'),
    industry: [t('Banken', 'Banking')],
    businessPerformance: STABLE,
    reportingTo: t('Finanzvorstand', 'Chief financial officer'),
    operationArea: [FINANCE_AREA, IT_AREA],
    profile: 'transformation',
    annualRevenue: null,
    personnelResponsibility: 20,
    directReports: 4,
    costOrBudgetResponsibility: 10_000_000,
    technical: t(
      '<p>Neues Hauptbuch und regulatorisches Meldewesen.</p><ul><li>Meldewesen automatisieren</li><li>Abschlussprozess verkürzen</li></ul>',
      '<p>New general ledger and regulatory reporting.</p><ul><li>Automate regulatory reporting</li><li>Shorten the closing process</li></ul>',
    ),
    personal: t(
      '<p>Gewissenhaft und regulatorisch sattelfest.</p>',
      '<p>Conscientious and well versed in regulation.</p>',
    ),
    situation: t(
      '<p>Traditionsreiche Privatbank.</p><ul><li>Aufsichtliche Feststellungen zum Meldewesen</li><li>Projekt wurde intern besetzt</li></ul>',
      '<p>Long-established private bank.</p><ul><li>Supervisory findings on reporting</li><li>The project was staffed internally</li></ul>',
    ),
  },
  {
    id: BERGER_OPPORTUNITY_ID.NOT_INTERESTED_1200,
    status: CANDIDATE_STATUS.NOT_INTERESTED,
    nda: false,
    publishedDaysAgo: 19,
    positionTitle: t('Interim-CFO Klinikverbund', 'Interim CFO, hospital group'),
    location: t('Regensburg', 'Regensburg'),
    startInDays: 5,
    durationInMonths: 12,
    daysPerMonth: 20,
    placementType: [INTERIM],
    position: CFO,
    role: INTERIM_ROLE,
    industry: [t('Gesundheitswesen', 'Healthcare'), t('Krankenhäuser', 'Hospitals')],
    businessPerformance: DECLINING,
    reportingTo: t('Geschäftsführung und Aufsichtsrat', 'Management board and supervisory board'),
    operationArea: [FINANCE_AREA, CONTROLLING_AREA],
    profile: 'finance',
    annualRevenue: 380_000_000,
    personnelResponsibility: 65,
    directReports: 5,
    costOrBudgetResponsibility: 18_000_000,
    technical: t(
      '<p>Umsetzung der Krankenhausreform in der Finanzplanung.</p><ul><li>Leistungsgruppen bewerten</li><li>Investitionsplanung neu aufstellen</li></ul>',
      '<p>Reflecting the hospital reform in financial planning.</p><ul><li>Assess the service groups</li><li>Redo the investment plan</li></ul>',
    ),
    personal: t(
      '<p>Einfühlsam im Umgang mit Ärzteschaft und Pflege.</p>',
      '<p>Empathetic with doctors and nursing staff.</p>',
    ),
    situation: t(
      '<p>Kommunaler Klinikverbund mit vier Häusern.</p><ul><li>Defizit von 14 Mio. €</li><li>Neuer Geschäftsführer seit drei Monaten</li></ul>',
      '<p>Municipal hospital group with four hospitals.</p><ul><li>Deficit of €14 million</li><li>New managing director for three months</li></ul>',
    ),
  },
  {
    id: BERGER_OPPORTUNITY_ID.NOT_AVAILABLE_1300,
    status: CANDIDATE_STATUS.NOT_AVAILABLE,
    nda: false,
    publishedDaysAgo: 27,
    positionTitle: t('Interim-CFO Luftfahrtzulieferer', 'Interim CFO, aerospace supplier'),
    location: t('Bremen', 'Bremen'),
    startInDays: 0,
    durationInMonths: 8,
    daysPerMonth: 20,
    placementType: [INTERIM],
    position: CFO,
    role: INTERIM_ROLE,
    industry: [t('Luft- und Raumfahrt', 'Aerospace')],
    businessPerformance: GROWING,
    reportingTo: t('CEO', 'CEO'),
    operationArea: [FINANCE_AREA, PURCHASING_AREA],
    profile: 'finance',
    annualRevenue: 260_000_000,
    personnelResponsibility: 50,
    directReports: 5,
    costOrBudgetResponsibility: 8_000_000,
    technical: t(
      '<p>Finanzierung des Hochlaufs neuer Programme.</p><ul><li>Projektcontrolling stärken</li><li>Vorfinanzierung mit Kunden verhandeln</li></ul>',
      '<p>Financing the ramp-up of new programmes.</p><ul><li>Strengthen project controlling</li><li>Negotiate advance payments with customers</li></ul>',
    ),
    personal: t('<p>Belastbar und mit technischem Verständnis.</p>', '<p>Resilient, with technical understanding.</p>'),
    situation: t(
      '<p>Zulieferer von Kabinenkomponenten.</p><ul><li>Volle Auftragsbücher</li><li>Hoher Vorfinanzierungsbedarf</li></ul>',
      '<p>Supplier of cabin components.</p><ul><li>Full order books</li><li>High need for advance financing</li></ul>',
    ),
  },
];

function build(spec: OpportunitySpec, managerId: string, now: Date, candidateId: string): DbOpportunity {
  const { status, nda, publishedDaysAgo, startInDays, profile, technical, personal, situation, ...shown } = spec;
  const start = startInDays === null ? '' : day(addDays(now, startInDays));
  const answered = status !== CANDIDATE_STATUS.NEW;
  const publishedAt = subHours(subDays(now, publishedDaysAgo), 3);
  const declined = status === CANDIDATE_STATUS.NOT_INTERESTED || status === CANDIDATE_STATUS.NOT_AVAILABLE;
  return {
    ...shown,
    managerId,
    startDate: start,
    publishedAt: publishedAt.toISOString(),
    candidate: { id: candidateId, status, nda },
    plannedStartDate: start,
    mustHave: structuredClone(PROFILES[profile].mustHave),
    niceToHave: structuredClone(PROFILES[profile].niceToHave),
    technicalRequirementsComments: technical,
    personalRequirementsComments: personal,
    companySituation: situation,
    application:
      answered && !declined
        ? {
            remarks: 'Sehr gern stehe ich für ein Kennenlernen zur Verfügung. Viele Grüße, Katharina Berger',
            timestamp: addDays(publishedAt, 1).toISOString(),
          }
        : null,
    declinedOn: declined ? day(addDays(publishedAt, 1)) : null,
  };
}

/** manager@demo.test's opportunities: three new ones, then one in every other status. */
export function buildBergerOpportunities(managerId: string, now: Date): DbOpportunity[] {
  return BERGER_SPECS.map((spec) => build(spec, managerId, now, opportunityCandidateId(managerId, spec.id)));
}

/** The statuses the benchmark's answered opportunities cycle through. */
const BENCH_ANSWERED_STATUSES = [150, 200, 250, 300, 350, 400, 500, 550, 700, 800, 900, 1000, 1100, 1200, 1300];
export const BENCH_OPPORTUNITY_COUNT = 40;
export const BENCH_NEW_OPPORTUNITIES = 8;

/**
 * The benchmark's 40 opportunities (8 new, every other status in turn), made from the demo's
 * texts; one a day, the newest yesterday. The same on every seed.
 */
export function buildBenchOpportunities(managerId: string, now: Date): DbOpportunity[] {
  return Array.from({ length: BENCH_OPPORTUNITY_COUNT }, (_, index) => {
    const template = BERGER_SPECS[index % BERGER_SPECS.length];
    if (!template) throw new Error('No opportunity template');
    const number = String(index + 1).padStart(2, '0');
    const isNew = index < BENCH_NEW_OPPORTUNITIES;
    const status = isNew
      ? CANDIDATE_STATUS.NEW
      : (BENCH_ANSWERED_STATUSES[index % BENCH_ANSWERED_STATUSES.length] ?? 1100);
    const id = `opp-bench-${number}`;
    const spec: OpportunitySpec = {
      ...template,
      id,
      status,
      nda: isNew ? index % 2 === 1 : status < CANDIDATE_STATUS.NOT_INTERESTED,
      publishedDaysAgo: index + 1,
      positionTitle: t(`${template.positionTitle.de} (${number})`, `${template.positionTitle.en} (${number})`),
    };
    return build(spec, managerId, now, opportunityCandidateId(managerId, id));
  });
}
