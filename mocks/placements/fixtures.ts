import { addMonths, startOfDay, startOfMonth, subMonths } from 'date-fns';

import { toApiDate } from '../../src/contract/dates';
import { compareMonths, monthKey, monthOf, monthOfDate } from '../../src/contract/month';
import {
  BILLING_STATUS,
  BUSINESS_TRIP,
  DEFAULT_PLACE_OF_WORK,
  FEE_BILLING,
  PLACE_OF_WORK_CODE,
  PLACEMENT_STATUS_IN_PROGRESS,
  PLACEMENT_TYPE_MANDATE,
  REPORT_BILLING_VIA_PORTAL,
  type MonthlyReportState,
  type PlacementMonth,
  type PlacementSummary,
  type TimeEntry,
} from '../../src/contract/placements';
import { CONTRACT_TYPE } from '../../src/contract/resume';
import { weekdaysBetween, workingDayFrom, workingDaysBefore } from '../../src/contract/workingDays';
import type { DbPlacement } from '../model';
import { monthlyReportId } from './reportSums';

/**
 * The placements of the demo (docs/decisions/018-demo-data.md), built from `now`. manager@demo.test has one
 * placement reported via the portal with months of time entries, one reported via the portal
 * and billed by hours with working times and the travel questions, a mandate (type 400), one
 * not reported via the portal, closed ones and one with a stage that has no badge. Contact
 * fields left '' show as '-'. Phone numbers are from the ranges kept for fiction; e-mail
 * domains end in `.example`.
 */

const day = toApiDate;

/** Not a placement status of the spec besides 'In Progress': the provider's word for an ended one (designed). */
export const PLACEMENT_STATUS_CLOSED = 'Closed';

export const BERGER_PLACEMENT_ID = {
  /** Reported via the portal, ongoing (300), a year of time entries, sent reports in every billing status. */
  PORTAL: 'plc-alpenland-cfo',
  /**
   * Type 500 billed by hours (200), reported via the portal, ongoing (320), with the travel
   * questions (travelExpenseManager 500): entries with working times, pauses and travel days
   * for two months; last month's report sent, its billing open (100).
   */
  HOURLY: 'plc-nordwind-interim',
  /** Type 400 (mandate), reported via the portal, in progress (200), a few entries. */
  MANDATE: 'plc-hafenlogistik-mandate',
  /** Not reported via the portal (reportBillingViaPortal 200), ongoing (350). */
  NOT_VIA_PORTAL: 'plc-stadtwerke-advisory',
  CLOSED_400: 'plc-weberei-controlling',
  CLOSED_800: 'plc-brauerei-cfo',
  CLOSED_1200: 'plc-klinik-finance',
  /** Sales stage 100: no badge. */
  NO_BADGE: 'plc-solarpark-request',
} as const;

// ---------------------------------------------------------------- time entries

const DESCRIPTIONS = [
  '<p>Liquiditätsplanung aktualisiert und mit der Hausbank abgestimmt.</p>',
  '<p>Wochenrunde mit den Werkleitern: Bestände und Auftragseingang besprochen.</p>',
  '<p>Monatsabschluss vorbereitet, Rückstellungen mit dem Rechnungswesen geprüft.</p>',
  '<p>Gespräch mit dem Betriebsrat zur neuen Schichtplanung; Protokoll erstellt.</p>',
  '<p>Forderungsmanagement: Top-20-Debitoren durchgesprochen, Mahnläufe angepasst.</p>',
  '<p>Workshop Working Capital mit Einkauf und Vertrieb.</p>',
  '<p>Bankenpräsentation überarbeitet und mit der Geschäftsführung abgestimmt.</p>',
  '<p>Kostenstellenbericht geprüft; Abweichungen mit den Verantwortlichen geklärt.</p>',
  '<p>Termin mit dem Wirtschaftsprüfer zur Vorbereitung der Zwischenprüfung.</p>',
  '<p>Investitionsanträge bewertet und der Geschäftsführung zur Entscheidung vorgelegt.</p>',
  '<p>Forecast für das Gesamtjahr aktualisiert; Szenarien für den Beirat vorbereitet.</p>',
  '<p>Einarbeitung der neuen Leiterin Rechnungswesen; Übergabe offener Themen.</p>',
];

/** A time entry with the demo's usual day: 08:30-17:30, lunch 12:30-13:15. */
export function buildTimeEntry(date: string, overrides: Partial<TimeEntry> = {}): TimeEntry {
  return {
    date,
    description: DESCRIPTIONS[0] ?? '',
    timeTracking: null,
    recordedTime: '100',
    placeOfWork: DEFAULT_PLACE_OF_WORK,
    businessTrip: BUSINESS_TRIP.NO,
    workStart: '08:30',
    workEnd: '17:30',
    pauseStart1: '12:30',
    pauseEnd1: '13:15',
    pauseStart2: '',
    pauseEnd2: '',
    pauseStart3: '',
    pauseEnd3: '',
    ...overrides,
  };
}

/** A varied entry: Mondays are travel days from home, Fridays travel back from the site. */
function demoEntry(date: Date, index: number): TimeEntry {
  const weekday = date.getDay();
  const travel =
    weekday === 1
      ? { placeOfWork: PLACE_OF_WORK_CODE['100'], businessTrip: BUSINESS_TRIP.YES }
      : weekday === 5
        ? { placeOfWork: PLACE_OF_WORK_CODE['010'], businessTrip: BUSINESS_TRIP.YES, workEnd: '15:30' }
        : {};
  return buildTimeEntry(day(date), { description: DESCRIPTIONS[index % DESCRIPTIONS.length] ?? '', ...travel });
}

/**
 * The working days of the hourly placement (type 500 by hours): start, end and one or two
 * pauses differ from day to day, within the time-entry rules (pauses inside the work interval).
 */
const HOURLY_DAYS: readonly Partial<TimeEntry>[] = [
  { workStart: '08:00', workEnd: '17:00', pauseStart1: '12:00', pauseEnd1: '12:45' },
  {
    workStart: '07:30',
    workEnd: '18:15',
    pauseStart1: '10:00',
    pauseEnd1: '10:15',
    pauseStart2: '13:00',
    pauseEnd2: '13:45',
  },
  { workStart: '09:00', workEnd: '16:30', pauseStart1: '12:30', pauseEnd1: '13:00' },
  {
    workStart: '08:15',
    workEnd: '19:00',
    pauseStart1: '12:15',
    pauseEnd1: '13:00',
    pauseStart2: '16:00',
    pauseEnd2: '16:15',
  },
  { workStart: '08:45', workEnd: '17:45', pauseStart1: '13:00', pauseEnd1: '13:30' },
  { workStart: '07:45', workEnd: '16:00', pauseStart1: '11:45', pauseEnd1: '12:30' },
  {
    workStart: '08:30',
    workEnd: '18:30',
    pauseStart1: '12:00',
    pauseEnd1: '12:30',
    pauseStart2: '15:30',
    pauseEnd2: '15:45',
  },
];

/**
 * An entry of the hourly placement: the manager travels to the site on Mondays and stays
 * overnight (place of work '101'), stays on Tuesdays and Wednesdays ('001'), travels back on
 * Thursdays ('010'), all business trips; Fridays are worked from home (300, no business trip).
 */
const HOURLY_PLACE_OF_WORK: Record<number, number> = {
  1: PLACE_OF_WORK_CODE['101'],
  2: PLACE_OF_WORK_CODE['001'],
  3: PLACE_OF_WORK_CODE['001'],
  4: PLACE_OF_WORK_CODE['010'],
};

function hourlyEntry(date: Date, index: number): TimeEntry {
  const placeOfWork = HOURLY_PLACE_OF_WORK[date.getDay()] ?? DEFAULT_PLACE_OF_WORK;
  return buildTimeEntry(day(date), {
    description: DESCRIPTIONS[(index * 7 + 3) % DESCRIPTIONS.length] ?? '',
    placeOfWork,
    businessTrip: placeOfWork === DEFAULT_PLACE_OF_WORK ? BUSINESS_TRIP.NO : BUSINESS_TRIP.YES,
    ...HOURLY_DAYS[index % HOURLY_DAYS.length],
  });
}

/** Groups entries into months (`monthKey`), each without a monthly report yet. */
function monthsOf(entries: TimeEntry[]): Record<string, PlacementMonth> {
  const months: Record<string, PlacementMonth> = {};
  for (const entry of entries) {
    const month = monthOfDate(entry.date);
    if (!month) continue;
    const key = monthKey(month);
    months[key] ??= { timeTracking: [], monthlyReport: null };
    months[key].timeTracking.push(entry);
  }
  return months;
}

/**
 * The billing status of a sent month, by how many months it lies before last month, so the
 * demo shows every status (docs/decisions/018-demo-data.md): last month open (100: the invoice can be uploaded),
 * the one before closed (300), then 250 and 200 (submitted, waiting for accounting), older closed.
 */
function seededBillingStatus(lastMonth: Date, month: Date): MonthlyReportState['billingStatus'] {
  const before = compareMonths(monthOf(lastMonth), monthOf(month));
  if (before === 0) return BILLING_STATUS.OPEN;
  if (before === 2) return BILLING_STATUS.SUBMITTED_WAITING;
  if (before === 3) return BILLING_STATUS.SUBMITTED;
  return BILLING_STATUS.CLOSED;
}

/**
 * Every month from `start`'s month up to, not including, this one gets a sent report, in the
 * billing statuses of `seededBillingStatus`; this month none.
 */
function sendPastReports(
  months: Record<string, PlacementMonth>,
  placementId: string,
  start: Date,
  now: Date,
): Record<string, PlacementMonth> {
  const thisMonth = startOfMonth(now);
  const lastMonth = subMonths(thisMonth, 1);
  for (let month = startOfMonth(start); month < thisMonth; month = addMonths(month, 1)) {
    const key = monthKey(monthOf(month));
    months[key] ??= { timeTracking: [], monthlyReport: null };
    months[key].monthlyReport = {
      id: monthlyReportId(placementId, monthOf(month)),
      billingStatus: seededBillingStatus(lastMonth, month),
      wasSent: true,
    };
  }
  return months;
}

/** How many working days before today this month's demo entries stop: those days show as missing. */
export const MISSING_WORKING_DAYS = 3;

/**
 * A placement reported via the portal that started `start`: an entry (made by `entryOf`) for
 * every weekday of the months before this one; of this month, every weekday up to, not
 * including, the last three working days before today (those show as missing). Reports: every
 * month before this one sent (`sendPastReports`); this month none.
 */
function portalMonths(
  placementId: string,
  start: Date,
  now: Date,
  entryOf: (date: Date, index: number) => TimeEntry = demoEntry,
): Record<string, PlacementMonth> {
  const thisMonth = startOfMonth(now);
  const cutoff = workingDaysBefore(now, MISSING_WORKING_DAYS);
  const earlier = weekdaysBetween(start, thisMonth);
  const current = weekdaysBetween(thisMonth < start ? start : thisMonth, cutoff < thisMonth ? thisMonth : cutoff);
  return sendPastReports(monthsOf([...earlier, ...current].map(entryOf)), placementId, start, now);
}

/**
 * The benchmark's heavy placement: an entry on every calendar day, weekends included, from
 * `start` up to, not including, today; every month before this one sent (`sendPastReports`).
 */
function everyDayMonths(placementId: string, start: Date, now: Date): Record<string, PlacementMonth> {
  const days: Date[] = [];
  const today = startOfDay(now);
  for (
    let date = startOfDay(start);
    date < today;
    date = new Date(date.getFullYear(), date.getMonth(), date.getDate() + 1)
  )
    days.push(date);
  return sendPastReports(monthsOf(days.map(demoEntry)), placementId, start, now);
}

// ---------------------------------------------------------------- placements

type PlacementFields = Omit<PlacementSummary, 'id'>;

function placement(
  id: string,
  managerId: string,
  fields: PlacementFields,
  months: Record<string, PlacementMonth> = {},
): DbPlacement {
  return { id, managerId, ...fields, months };
}

const CONTACT_EMPTY = { contactName: '', contactPhone: '', contactEmail: '' };

/**
 * manager@demo.test's placements. Candidate ids: the mandate's is the one of the won
 * opportunity it came from (opportunities/fixtures.ts); the CV route resolves every one of them.
 */
export function buildBergerPlacements(managerId: string, now: Date, wonCandidateId: string | null): DbPlacement[] {
  // A year of entries (docs/decisions/018-demo-data.md): from the 10th of the month eleven months ago.
  const portalStart = workingDayFrom(new Date(now.getFullYear(), now.getMonth() - 11, 10));
  const hourlyStart = workingDayFrom(subMonths(now, 2));
  const mandateStart = workingDaysBefore(now, 12);
  const mandateEntries = weekdaysBetween(mandateStart, workingDaysBefore(now, 5)).map((date, index) =>
    buildTimeEntry(day(date), {
      description: DESCRIPTIONS[(index * 5) % DESCRIPTIONS.length] ?? '',
      workStart: '09:00',
      workEnd: '16:00',
      pauseStart1: '12:00',
      pauseEnd1: '12:30',
    }),
  );
  const ID = BERGER_PLACEMENT_ID;
  return [
    placement(
      ID.PORTAL,
      managerId,
      {
        name: 'P-2025-0412 Interim-CFO Alpenland',
        status: PLACEMENT_STATUS_IN_PROGRESS,
        salesStage: 300,
        type: '200',
        contractType: CONTRACT_TYPE.INTERIM,
        company: 'Alpenland Maschinenbau GmbH',
        positionTitle: 'Interim-CFO',
        operationArea: 'Finanzen und Controlling',
        operationCity: 'Rosenheim',
        startDate: day(portalStart),
        endDate: '',
        contactName: 'Dr. Stefan Huber',
        contactPhone: '+49 171 3920042',
        contactEmail: 's.huber@alpenland-maschinenbau.example',
        reportBillingViaPortal: REPORT_BILLING_VIA_PORTAL,
        feeBilling: FEE_BILLING.DAYS,
        travelExpenseManager: '500',
        candidateId: `cand_${managerId}_alpenland-cfo`,
      },
      portalMonths(ID.PORTAL, portalStart, now),
    ),
    placement(
      ID.HOURLY,
      managerId,
      {
        name: 'P-2026-0214 Interim-Leitung Finanzen Nordwind',
        status: PLACEMENT_STATUS_IN_PROGRESS,
        salesStage: 320,
        type: '500',
        contractType: CONTRACT_TYPE.INTERIM,
        company: 'Nordwind Energie AG',
        positionTitle: 'Interim-Leitung Finanzen',
        operationArea: 'Finanzen',
        operationCity: 'Bremen',
        startDate: day(hourlyStart),
        endDate: '',
        contactName: 'Henrike Janssen',
        contactPhone: '+49 171 3920064',
        contactEmail: 'h.janssen@nordwind-energie.example',
        reportBillingViaPortal: REPORT_BILLING_VIA_PORTAL,
        feeBilling: FEE_BILLING.HOURS,
        travelExpenseManager: '500',
        candidateId: null,
      },
      portalMonths(ID.HOURLY, hourlyStart, now, hourlyEntry),
    ),
    placement(
      ID.MANDATE,
      managerId,
      {
        name: 'P-2026-0087 Mandat Hafenlogistik',
        status: PLACEMENT_STATUS_IN_PROGRESS,
        salesStage: 200,
        type: PLACEMENT_TYPE_MANDATE,
        contractType: CONTRACT_TYPE.CONSULTING,
        company: 'Hafenlogistik Nord GmbH & Co. KG',
        positionTitle: 'Interim-CFO (Mandat)',
        operationArea: 'Finanzen',
        operationCity: 'Hamburg',
        startDate: day(mandateStart),
        endDate: day(addMonths(mandateStart, 6)),
        contactName: 'Jana Petersen',
        contactPhone: '+49 40 99998123',
        contactEmail: '',
        reportBillingViaPortal: REPORT_BILLING_VIA_PORTAL,
        feeBilling: FEE_BILLING.HOURS,
        travelExpenseManager: '200',
        candidateId: wonCandidateId,
      },
      monthsOf(mandateEntries),
    ),
    placement(ID.NOT_VIA_PORTAL, managerId, {
      name: 'P-2025-0530 Beratung Stadtwerke',
      status: PLACEMENT_STATUS_IN_PROGRESS,
      salesStage: 350,
      type: '300',
      contractType: CONTRACT_TYPE.SELF_EMPLOYED,
      company: 'Stadtwerke Donautal GmbH',
      positionTitle: 'Beraterin Finanzierung',
      operationArea: 'Finanzierung',
      operationCity: 'Ingolstadt',
      startDate: day(workingDayFrom(subMonths(now, 3))),
      endDate: day(addMonths(now, 3)),
      contactName: 'Michael Wagner',
      contactPhone: '',
      contactEmail: 'm.wagner@stadtwerke-donautal.example',
      reportBillingViaPortal: '200',
      feeBilling: FEE_BILLING.DAYS,
      travelExpenseManager: '100',
      candidateId: null,
    }),
    placement(ID.CLOSED_400, managerId, {
      name: 'P-2024-0311 Controlling Weberei',
      status: PLACEMENT_STATUS_CLOSED,
      salesStage: 400,
      type: '200',
      contractType: CONTRACT_TYPE.BOARD,
      company: 'Weberei Lindner AG',
      positionTitle: 'Interim-Leitung Controlling',
      operationArea: 'Controlling',
      operationCity: 'Hof',
      startDate: day(workingDayFrom(subMonths(now, 20))),
      endDate: day(subMonths(now, 14)),
      contactName: 'Sabine Lindner',
      contactPhone: '+49 171 3920017',
      contactEmail: '',
      reportBillingViaPortal: REPORT_BILLING_VIA_PORTAL,
      feeBilling: FEE_BILLING.DAYS,
      travelExpenseManager: '500',
      candidateId: `cand_${managerId}_weberei-controlling`,
    }),
    placement(ID.CLOSED_800, managerId, {
      name: 'P-2023-0198 Interim-CFO Brauerei',
      status: PLACEMENT_STATUS_CLOSED,
      salesStage: 800,
      type: '100',
      contractType: CONTRACT_TYPE.CAREER_BREAK,
      company: 'Brauerei Kellermann KG',
      positionTitle: 'Interim-CFO',
      operationArea: 'Finanzen',
      operationCity: 'Bamberg',
      startDate: day(workingDayFrom(subMonths(now, 34))),
      endDate: day(subMonths(now, 26)),
      ...CONTACT_EMPTY,
      reportBillingViaPortal: '200',
      feeBilling: FEE_BILLING.DAYS,
      travelExpenseManager: '100',
      candidateId: null,
    }),
    placement(ID.CLOSED_1200, managerId, {
      name: 'P-2024-0720 Finanzprojekt Klinikum',
      status: PLACEMENT_STATUS_CLOSED,
      salesStage: 1200,
      type: '300',
      contractType: CONTRACT_TYPE.PERMANENT,
      company: 'Klinikum Oberland gGmbH',
      positionTitle: 'Projektleitung Finanzen',
      operationArea: 'Finanzen',
      operationCity: 'Garmisch-Partenkirchen',
      startDate: day(workingDayFrom(subMonths(now, 12))),
      endDate: day(subMonths(now, 7)),
      contactName: 'Prof. Dr. Andreas Rieger',
      contactPhone: '',
      contactEmail: 'a.rieger@klinikum-oberland.example',
      reportBillingViaPortal: REPORT_BILLING_VIA_PORTAL,
      feeBilling: FEE_BILLING.HOURS,
      travelExpenseManager: '200',
      candidateId: null,
    }),
    placement(ID.NO_BADGE, managerId, {
      name: 'P-2026-0102 Anfrage Solarpark',
      status: 'Requested',
      salesStage: 100,
      type: '200',
      contractType: CONTRACT_TYPE.INTERIM,
      company: 'Solarpark Chiemgau GmbH',
      positionTitle: 'Interim-CFO',
      operationArea: 'Finanzen',
      operationCity: 'Traunstein',
      startDate: day(addMonths(now, 2)),
      endDate: '',
      contactName: 'Florian Maier',
      contactPhone: '+49 171 3920088',
      contactEmail: 'f.maier@solarpark-chiemgau.example',
      reportBillingViaPortal: REPORT_BILLING_VIA_PORTAL,
      feeBilling: FEE_BILLING.DAYS,
      travelExpenseManager: '500',
      candidateId: null,
    }),
  ];
}

/** How many whole months before this one the benchmark's first placement has an entry on every day of. */
export const BENCH_EVERY_DAY_MONTHS = 24;

/**
 * The benchmark's six placements: two active via the portal with months of entries, the rest
 * mixed. The first carries the load: 24 months with an entry on every calendar day, weekends
 * included (a 31-day month has 31 entries), from the first of the month 24 months ago.
 */
export function buildBenchPlacements(managerId: string, now: Date): DbPlacement[] {
  const base: PlacementFields = {
    name: '',
    status: PLACEMENT_STATUS_IN_PROGRESS,
    salesStage: 300,
    type: '200',
    contractType: CONTRACT_TYPE.INTERIM,
    company: '',
    positionTitle: 'Interim-Geschäftsführung',
    operationArea: 'Produktion',
    operationCity: 'Berlin',
    startDate: '',
    endDate: '',
    contactName: 'Petra Schulz',
    contactPhone: '+49 171 3920055',
    contactEmail: 'p.schulz@adler-werke.example',
    reportBillingViaPortal: REPORT_BILLING_VIA_PORTAL,
    feeBilling: FEE_BILLING.DAYS,
    travelExpenseManager: '500',
    candidateId: null,
  };
  // The months of entries: 'everyDay' (everyDayMonths), a number of months ago (portalMonths), or null (none).
  const specs: [string, Partial<PlacementFields>, 'everyDay' | number | null][] = [
    ['Adler Werke GmbH', {}, 'everyDay'],
    ['Brandt Antriebe AG', { salesStage: 320, feeBilling: FEE_BILLING.HOURS }, 4],
    [
      'Corvus Logistik GmbH',
      { salesStage: 200, type: PLACEMENT_TYPE_MANDATE, contractType: CONTRACT_TYPE.CONSULTING },
      null,
    ],
    ['Delta Kunststoff GmbH', { salesStage: 380, reportBillingViaPortal: '200' }, null],
    ['Elbe Stahlbau GmbH', { status: PLACEMENT_STATUS_CLOSED, salesStage: 500, contactPhone: '' }, null],
    [
      'Falken Textil AG',
      { status: PLACEMENT_STATUS_CLOSED, salesStage: 1300, contactEmail: '', contractType: CONTRACT_TYPE.BOARD },
      null,
    ],
  ];
  return specs.map(([company, fields, entries], index) => {
    const id = `plc-bench-${index + 1}`;
    const start =
      entries === 'everyDay'
        ? startOfMonth(subMonths(now, BENCH_EVERY_DAY_MONTHS))
        : workingDayFrom(subMonths(now, entries ?? 3 + index * 4));
    const months =
      entries === 'everyDay' ? everyDayMonths(id, start, now) : entries === null ? {} : portalMonths(id, start, now);
    return placement(
      id,
      managerId,
      { ...base, name: `P-BENCH-${index + 1} ${company}`, company, startDate: day(start), ...fields },
      months,
    );
  });
}
