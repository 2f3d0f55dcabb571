import { addMonths, format, subDays } from 'date-fns';

import { CONTRACT_TYPE, INDUSTRY_OTHER, type Education, type WorkExperience } from '../../src/contract/resume';
import type { DbCv } from '../model';
import { availableSoon, buildEducation, buildWorkExperience, emptyCv, language, text } from './fixtures';

/**
 * The demo CVs (docs/decisions/018-demo-data.md): a full bilingual one, a small one and the benchmark's 60
 * positions. Codes are those of meta/labels.ts.
 */

// ---------------------------------------------------------------- manager@demo.test

/** The company facts one company's positions share (they are repeated on each, as the API sends them). */
const NORDWERK = {
  companyId: 'cmp_nordwerk',
  companyName: 'Nordwerk AG',
  city: text('München', 'Munich'),
  country: 'DE',
  ownershipStructure: '200',
  companyEmployees: '500',
  companyTurnover: '500',
  industry: '200',
  companySituation: '200',
  companyGroupId: 'grp_nordwerk',
  companyGroupName: 'Nordwerk-Gruppe',
  companyGroupCountry: 'DE',
};

const NORDWERK_DRIVES = {
  companyId: 'cmp_nordwerk_drives',
  companyName: 'Nordwerk Antriebstechnik GmbH',
  city: text('Augsburg', 'Augsburg'),
  country: 'DE',
  ownershipStructure: '400',
  companyEmployees: '300',
  companyTurnover: '300',
  industry: '200',
  companySituation: '600',
  companyGroupId: NORDWERK.companyGroupId,
  companyGroupName: NORDWERK.companyGroupName,
  companyGroupCountry: NORDWERK.companyGroupCountry,
};

const HANSA = {
  companyId: 'cmp_hansa',
  companyName: 'Hansa Logistik GmbH',
  city: text('Hamburg', 'Hamburg'),
  country: 'DE',
  ownershipStructure: '300',
  companyEmployees: '400',
  companyTurnover: '300',
  industry: '1000',
  companySituation: '400',
};

const ALPENMILCH = {
  companyId: 'cmp_alpenmilch',
  companyName: 'Alpenmilch Molkerei eG',
  city: text('Kempten (Allgäu)', 'Kempten (Allgäu)'),
  country: 'DE',
  ownershipStructure: '800',
  companyEmployees: '300',
  companyTurnover: '300',
  industry: '900',
  companySituation: '500',
};

const SOLVIA = {
  companyId: 'cmp_solvia',
  companyName: 'Solvia Energie AG',
  city: text('Nürnberg', 'Nuremberg'),
  country: 'DE',
  ownershipStructure: '200',
  companyEmployees: '400',
  companyTurnover: '400',
  industry: '400',
  companySituation: '700',
};

function bergerWorkExperience(): WorkExperience[] {
  return [
    buildWorkExperience({
      ...SOLVIA,
      id: 'wex_solvia_board',
      name: text(
        'Mitglied des Aufsichtsrats, Vorsitzende des Prüfungsausschusses',
        'Supervisory board member, chair of the audit committee',
      ),
      function: '200',
      role: '800',
      contractType: CONTRACT_TYPE.BOARD,
      commitment: '400',
      placeOfOccupation: 'Nürnberg',
      countryOfOccupation: 'DE',
      reportingTo: 'Hauptversammlung',
      isActualEngagement: true,
      dateFrom: '2023-05-01',
      dateTo: '',
      description: text(
        '<p>Nach dem Abschluss des Carve-outs in den Aufsichtsrat gewählt.</p><ul><li>Vorsitz im Prüfungsausschuss</li><li>Begleitung der Umstellung auf IFRS und der Nachhaltigkeitsberichterstattung (CSRD)</li></ul>',
        '<p>Elected to the supervisory board after the carve-out was completed.</p><ul><li>Chair of the audit committee</li><li>Oversight of the move to IFRS and of sustainability reporting (CSRD)</li></ul>',
      ),
      coreCompetencies: ['20003', '20001'],
      revenueResponsability: '100',
      costBudgetResponsability: '100',
      personnelResponsability: '100',
      noOfDirectReports: '100',
    }),
    buildWorkExperience({
      ...SOLVIA,
      id: 'wex_solvia_cfo',
      name: text('Interim-CFO für den Carve-out der Netzsparte', 'Interim CFO for the carve-out of the grid business'),
      function: '200',
      role: '100',
      contractType: CONTRACT_TYPE.INTERIM,
      commitment: '100',
      placeOfOccupation: 'Nürnberg',
      countryOfOccupation: 'DE',
      reportingTo: 'Vorstandsvorsitzender',
      dateFrom: '2020-11-01',
      dateTo: '2023-04-30',
      description: text(
        '<p>Finanzielle Herauslösung der Netzsparte (1.100 Beschäftigte) als eigenständige Gesellschaft.</p><ul><li>Aufbau von Finanzen, Controlling und Treasury der neuen Gesellschaft</li><li>Trennung der SAP-Systeme und Einführung von SAP S/4HANA</li><li>Refinanzierung über 600 Mio. € mit einem Bankenkonsortium</li></ul>',
        '<p>Financial separation of the grid business (1,100 employees) into a company of its own.</p><ul><li>Built finance, controlling and treasury of the new company</li><li>Separated the SAP systems and introduced SAP S/4HANA</li><li>Refinancing of €600 million with a bank syndicate</li></ul>',
      ),
      coreCompetencies: ['20002', '20001', '20003'],
      revenueResponsability: '400',
      costBudgetResponsability: '500',
      personnelResponsability: '400',
      noOfDirectReports: '300',
      missionsAbroad: [{ country: 'ES', monthsSpent: 3, assignmentType: '100' }],
    }),
    buildWorkExperience({
      ...ALPENMILCH,
      id: 'wex_alpenmilch_cro',
      name: text('Interim-Sanierungsgeschäftsführerin (CRO)', 'Interim Chief Restructuring Officer (CRO)'),
      function: '1000',
      role: '200',
      contractType: CONTRACT_TYPE.INTERIM,
      commitment: '100',
      placeOfOccupation: 'Kempten (Allgäu)',
      countryOfOccupation: 'DE',
      reportingTo: 'Aufsichtsrat',
      dateFrom: '2018-11-01',
      dateTo: '2020-09-30',
      description: text(
        '<p>Sanierung der Genossenschaftsmolkerei in der Eigenverwaltung.</p><ul><li>Sanierungskonzept nach IDW S 6 und Insolvenzplan, angenommen von allen Gläubigergruppen</li><li>Liquiditätssicherung über einen Massekredit</li><li>Schließung eines Standorts mit sozialverträglichem Interessenausgleich</li></ul>',
        '<p>Turnaround of the cooperative dairy in debtor-in-possession proceedings.</p><ul><li>Restructuring plan (IDW S 6) and insolvency plan, accepted by every class of creditors</li><li>Secured liquidity through an estate loan</li><li>Closed one site under a socially responsible reconciliation of interests</li></ul>',
      ),
      coreCompetencies: ['100001', '100002', '100003'],
      revenueResponsability: '400',
      costBudgetResponsability: '400',
      personnelResponsability: '400',
      noOfDirectReports: '300',
      // "no reference" on purpose (docs/decisions/018-demo-data.md).
      reference: null,
    }),
    buildWorkExperience({
      ...HANSA,
      id: 'wex_hansa_cfo',
      name: text('Interim-CFO', 'Interim CFO'),
      function: '200',
      role: '200',
      contractType: CONTRACT_TYPE.INTERIM,
      commitment: '100',
      placeOfOccupation: 'Hamburg',
      countryOfOccupation: 'DE',
      reportingTo: 'Beirat',
      dateFrom: '2017-02-01',
      dateTo: '2018-09-30',
      description: text(
        '<p>Restrukturierung nach dem Einstieg eines Finanzinvestors.</p><ul><li>13-Wochen-Liquiditätsplanung und Working-Capital-Programm (+18 Mio. € Liquidität)</li><li>Neuverhandlung der Finanzierung mit drei Banken</li><li>Übergabe an eine fest angestellte Nachfolgerin</li></ul>',
        '<p>Restructuring after a financial investor came in.</p><ul><li>13-week cash forecast and working capital programme (+€18 million cash)</li><li>Renegotiated the financing with three banks</li><li>Handed over to a permanent successor</li></ul>',
      ),
      coreCompetencies: ['20004', '20006', '20002'],
      revenueResponsability: '400',
      costBudgetResponsability: '300',
      personnelResponsability: '300',
      noOfDirectReports: '300',
      reference: {
        name: 'Jan Petersen',
        position: 'Managing Partner, Elbe Capital Partners',
        contactDetails: 'jan.petersen@elbe-capital.example',
        comment: 'Hat das Mandat auf Gesellschafterseite begleitet; bitte vorab ankündigen.',
      },
    }),
    buildWorkExperience({
      ...NORDWERK_DRIVES,
      id: 'wex_drives_cfo',
      name: text('Geschäftsführerin Finanzen (CFO)', 'Managing Director Finance (CFO)'),
      function: '200',
      role: '200',
      contractType: CONTRACT_TYPE.PERMANENT,
      commitment: '100',
      placeOfOccupation: 'Augsburg',
      countryOfOccupation: 'DE',
      reportingTo: 'Finanzvorstand der Nordwerk AG',
      dateFrom: '2014-04-01',
      dateTo: '2016-12-31',
      description: text(
        '<p>Integration der zugekauften Antriebstechnik in die Nordwerk-Gruppe.</p><ul><li>Harmonisierung von Reporting und Planung auf Konzernstandard</li><li>Aufbau des Werks in Suzhou finanziell begleitet</li></ul>',
        '<p>Integration of the acquired drives business into the Nordwerk group.</p><ul><li>Brought reporting and planning to group standards</li><li>Financial lead for the new plant in Suzhou</li></ul>',
      ),
      coreCompetencies: ['20001', '20003'],
      revenueResponsability: '300',
      costBudgetResponsability: '300',
      personnelResponsability: '300',
      noOfDirectReports: '300',
      relatedCompanyRoles: [
        {
          companyName: 'Nordwerk Service GmbH',
          name: text('Geschäftsführerin (kommissarisch)', 'Managing Director (acting)'),
          isActualEngagement: false,
          dateFrom: '2015-03-01',
          dateTo: '2015-12-31',
        },
      ],
      missionsAbroad: [
        { country: 'CN', monthsSpent: 6, assignmentType: '300' },
        { country: 'US', monthsSpent: 2, assignmentType: '600' },
      ],
    }),
    buildWorkExperience({
      ...NORDWERK,
      id: 'wex_nordwerk_finance',
      name: text('Kaufmännische Leiterin der Division Antriebe', 'Head of Finance, Drives Division'),
      function: '200',
      role: '300',
      contractType: CONTRACT_TYPE.PERMANENT,
      commitment: '100',
      placeOfOccupation: 'München',
      countryOfOccupation: 'DE',
      reportingTo: 'Divisionsvorstand',
      dateFrom: '2010-07-01',
      dateTo: '2014-03-31',
      description: text(
        '<p>Kaufmännische Verantwortung für die Division mit 420 Mio. € Umsatz.</p><ul><li>Einführung einer rollierenden Forecast-Planung</li><li>Due Diligence und Kaufpreisallokation beim Erwerb der Antriebstechnik</li></ul>',
        '<p>Commercial responsibility for the division with €420 million revenue.</p><ul><li>Introduced rolling forecasts</li><li>Due diligence and purchase price allocation for the acquisition of the drives business</li></ul>',
      ),
      coreCompetencies: ['20001', '20003', '20002'],
      revenueResponsability: '500',
      costBudgetResponsability: '400',
      personnelResponsability: '300',
      noOfDirectReports: '300',
      sameCompanyRoles: [
        {
          name: text('Projektleiterin SAP-Einführung Finanzen (FI/CO)', 'Project lead, SAP finance roll-out (FI/CO)'),
          isActualEngagement: false,
          dateFrom: '2011-01-01',
          dateTo: '2012-06-30',
        },
        {
          name: text('Mitglied der Kreditkommission', 'Member of the credit committee'),
          isActualEngagement: false,
          dateFrom: '2012-07-01',
          dateTo: '2014-03-31',
        },
      ],
      reference: {
        name: 'Dr. Henrik Vossberg',
        position: 'Ehemaliger Finanzvorstand der Nordwerk AG',
        contactDetails: 'h.vossberg@vossberg-beratung.example',
        comment: '',
      },
    }),
    buildWorkExperience({
      ...NORDWERK,
      id: 'wex_nordwerk_controlling',
      name: text('Leiterin Konzerncontrolling', 'Head of Group Controlling'),
      function: '200',
      role: '400',
      contractType: CONTRACT_TYPE.PERMANENT,
      commitment: '100',
      placeOfOccupation: 'München',
      countryOfOccupation: 'DE',
      reportingTo: 'Finanzvorstand',
      dateFrom: '2004-09-01',
      dateTo: '2010-06-30',
      description: text(
        '<p>Aufbau eines wertorientierten Steuerungssystems für 14 Tochtergesellschaften.</p><ul><li>Monatliches Konzernreporting in fünf Arbeitstagen</li><li>Einführung von Kennzahlen zum Kapitaleinsatz</li></ul>',
        '<p>Built a value-based management system for 14 subsidiaries.</p><ul><li>Monthly group reporting within five working days</li><li>Introduced capital employed metrics</li></ul>',
      ),
      coreCompetencies: ['20001'],
      costBudgetResponsability: '200',
      personnelResponsability: '300',
      noOfDirectReports: '300',
    }),
  ];
}

function bergerEducation(): Education[] {
  return [
    buildEducation({
      id: 'edu_berger_amp',
      fieldOfStudy: text('Advanced Management Programme', 'Advanced Management Programme'),
      institution: text('INSEAD, Fontainebleau', 'INSEAD, Fontainebleau'),
      details: text(
        'Strategie, Corporate Governance und Führung in Transformationen',
        'Strategy, corporate governance and leading through transformation',
      ),
      dateFrom: '2019-10-01',
      dateTo: '2020-03-31',
      degree: '700',
      certificate: '400',
      country: 'FR',
      schoolType: '400',
      educationType: '550',
      course: '300',
    }),
    buildEducation({
      id: 'edu_berger_phd',
      fieldOfStudy: text(
        'Promotion in Betriebswirtschaftslehre (Dr. rer. pol.)',
        'Doctorate in business administration (Dr. rer. pol.)',
      ),
      institution: text('Ludwig-Maximilians-Universität München', 'Ludwig Maximilian University of Munich'),
      details: text(
        'Dissertation über die wertorientierte Steuerung von Konzernen, magna cum laude',
        'Thesis on value-based management of corporate groups, magna cum laude',
      ),
      dateFrom: '2000-10-01',
      dateTo: '2004-07-31',
      degree: '100',
      certificate: '200',
      isHighestDegree: true,
      country: 'DE',
      schoolType: '100',
      educationType: '200',
      course: '100',
    }),
    buildEducation({
      id: 'edu_berger_diplom',
      fieldOfStudy: text('Betriebswirtschaftslehre (Diplom-Kauffrau)', 'Business administration (Diplom-Kauffrau)'),
      institution: text('Universität Mannheim', 'University of Mannheim'),
      details: text('Schwerpunkte Finanzierung und Wirtschaftsprüfung', 'Majors in corporate finance and auditing'),
      dateFrom: '1994-10-01',
      dateTo: '2000-03-31',
      degree: '200',
      certificate: '100',
      country: 'DE',
      schoolType: '100',
      educationType: '200',
    }),
  ];
}

export function bergerCv(now: Date): DbCv {
  return {
    availability: {
      availableFrom: availableSoon(now),
      availableFromRemarks: 'Bei dringendem Bedarf auch zwei Wochen früher möglich.',
      operationalReadiness: ['100', '400', '500'],
      dailyRateFrom: 1400,
      dailyRateTo: 1800,
      annualTargetIncome: 280000,
      mobility: '300',
      mobilityRemarks: 'Bevorzugt Süddeutschland, Österreich und die Schweiz; Wochenpendeln ist kein Problem.',
    },
    education: bergerEducation(),
    executiveSummary: text(
      '<p>Finanzgeschäftsführerin und Interim-CFO mit über 20 Jahren Erfahrung in Industrie, Logistik und Energie. Ich übernehme, wenn es eilt: in Restrukturierungen, Carve-outs und Integrationen.</p><ul><li>Sechs Mandate als Interim-CFO und CRO, davon zwei in der Eigenverwaltung</li><li>Finanzierungen bis 600 Mio. € verhandelt</li><li>Drei SAP-Einführungen im Finanzbereich verantwortet</li></ul>',
      '<p>Finance director and interim CFO with more than 20 years in manufacturing, logistics and energy. I step in when time is short: restructurings, carve-outs and integrations.</p><ul><li>Six assignments as interim CFO and CRO, two of them in debtor-in-possession proceedings</li><li>Negotiated financing of up to €600 million</li><li>Led three SAP roll-outs in finance</li></ul>',
    ),
    competenceProfile: {
      industryFocuses: text(
        '<ul><li>Maschinen- und Anlagenbau</li><li>Transport und Logistik</li><li>Energie und Versorgung</li><li>Lebensmittel und Konsumgüter</li></ul>',
        '<ul><li>Mechanical and plant engineering</li><li>Transport and logistics</li><li>Energy and utilities</li><li>Food and consumer goods</li></ul>',
      ),
      specialistFocuses: text(
        '<ul><li>Restrukturierung und Sanierung (IDW S 6, Eigenverwaltung)</li><li>Carve-outs und Post-Merger-Integration</li><li>Finanzierung und Bankenverhandlungen</li><li>Controlling und Konzernreporting</li></ul>',
        '<ul><li>Restructuring and turnaround (IDW S 6, debtor in possession)</li><li>Carve-outs and post-merger integration</li><li>Financing and negotiations with lenders</li><li>Controlling and group reporting</li></ul>',
      ),
      managementMethods: text(
        '<p>Klare Ziele in den ersten 100 Tagen, wöchentliche Liquiditätsrunden und offene Kommunikation mit Belegschaft, Betriebsrat und Finanzierern.</p>',
        '<p>Clear goals for the first 100 days, weekly cash meetings and open communication with staff, works council and lenders.</p>',
      ),
    },
    itSkills: {
      itSkills: ['1001', '1003', '1010', '1019', '1021', '1022', '1031', '1032', '1040', '1048', '1053', '1037'],
      itSkillRemarks: 'Zwei SAP-S/4HANA-Einführungen im Finanzbereich geleitet; Power-BI-Berichte erstelle ich selbst.',
    },
    languageProficiencies: [
      language('lng_berger_de', 'de', '100'),
      language('lng_berger_en', 'en', '200'),
      language('lng_berger_fr', 'fr', '400'),
      language('lng_berger_it', 'it', '500'),
    ],
    otherActivities: text(
      '<ul><li>Lehrauftrag „Unternehmenssanierung“ an einer bayerischen Hochschule (seit 2019)</li><li>Mentorin im Programm „Frauen in Aufsichtsräten“</li><li>Ehrenamtliche Kassenprüferin eines Münchner Sportvereins</li></ul>',
      '<ul><li>Lecturer in corporate restructuring at a Bavarian university (since 2019)</li><li>Mentor in a programme for women on supervisory boards</li><li>Voluntary auditor of a Munich sports club</li></ul>',
    ),
    workExperience: bergerWorkExperience(),
    revision: 1,
  };
}

// ---------------------------------------------------------------- pending@demo.test (a smaller CV)

export function kellerCv(now: Date): DbCv {
  return {
    ...emptyCv(),
    availability: {
      availableFrom: availableSoon(now),
      availableFromRemarks: '',
      operationalReadiness: ['100', '300'],
      dailyRateFrom: 1100,
      dailyRateTo: 1300,
      annualTargetIncome: 0,
      mobility: '200',
      mobilityRemarks: '',
    },
    executiveSummary: text(
      '<p>CFO mit Schwerpunkt Handel und Konsumgüter; Finanzierung, Reporting und Kostensenkung.</p>',
      '<p>CFO focused on retail and consumer goods: financing, reporting and cost reduction.</p>',
    ),
    education: [
      buildEducation({
        id: 'edu_keller_master',
        fieldOfStudy: text('Betriebswirtschaftslehre (Diplom-Kaufmann)', 'Business administration (Diplom-Kaufmann)'),
        institution: text('Universität Hamburg', 'University of Hamburg'),
        details: text('Schwerpunkt Rechnungswesen', 'Major in accounting'),
        dateFrom: '1989-10-01',
        dateTo: '1995-03-31',
        degree: '200',
        certificate: '100',
        isHighestDegree: true,
        schoolType: '100',
        educationType: '200',
        course: '100',
      }),
    ],
    itSkills: { itSkills: ['1002', '1003', '1031', '1044'], itSkillRemarks: '' },
    languageProficiencies: [language('lng_keller_de', 'de', '100'), language('lng_keller_en', 'en', '200')],
    workExperience: [
      buildWorkExperience({
        id: 'wex_keller_cfo',
        companyId: 'cmp_keller_hanseatic',
        companyName: 'Hanseatische Handelshaus AG',
        city: text('Hamburg', 'Hamburg'),
        ownershipStructure: '100',
        companyEmployees: '400',
        companyTurnover: '400',
        industry: '700',
        companySituation: '300',
        name: text('Finanzvorstand (CFO)', 'Chief Financial Officer (CFO)'),
        function: '200',
        role: '100',
        contractType: CONTRACT_TYPE.PERMANENT,
        dateFrom: '2012-01-01',
        dateTo: '2024-06-30',
        description: text(
          '<p>Verantwortung für Finanzen, Controlling, IT und Recht.</p>',
          '<p>Responsible for finance, controlling, IT and legal.</p>',
        ),
        coreCompetencies: ['20001', '20002'],
      }),
      buildWorkExperience({
        id: 'wex_keller_advisory',
        companyId: 'cmp_keller_advisory',
        companyName: 'Keller Finance Advisory',
        city: text('Hamburg', 'Hamburg'),
        industry: INDUSTRY_OTHER,
        industryDescription: 'Finanzberatung für den Mittelstand',
        name: text('Inhaber', 'Owner'),
        function: '200',
        role: '1100',
        contractType: CONTRACT_TYPE.SELF_EMPLOYED,
        isActualEngagement: true,
        dateFrom: '2024-07-01',
      }),
    ],
    revision: 1,
  };
}

// ---------------------------------------------------------------- bench@demo.test (60 positions)

const BENCH_COMPANIES = [
  'Adler Präzisionstechnik GmbH',
  'Brandt Logistik AG',
  'Corvus Software SE',
  'Delta Pharma GmbH',
  'Elbtal Energie AG',
  'Falkenstein Bau GmbH',
  'Greif Maschinenbau AG',
  'Hafenstadt Handel GmbH',
  'Isar Medizintechnik GmbH',
  'Jura Chemie AG',
  'Kranich Konsumgüter GmbH',
  'Lindenhof Lebensmittel GmbH',
  'Merkur Medien AG',
] as const;
const BENCH_POSITIONS = 60;
const BENCH_FUNCTIONS = ['100', '200', '300', '400', '700', '900', '1000', '1300'] as const;
const BENCH_INDUSTRIES = [
  '100',
  '200',
  '300',
  '400',
  '600',
  '700',
  '800',
  '900',
  '1000',
  '1100',
  '1200',
  '1400',
] as const;
const BENCH_COUNTRIES = ['US', 'CN', 'FR', 'PL', 'GB', 'IN', 'BR'] as const;

/** `list[index % length]`, for deterministic variety without Math.random. */
function pick<T>(list: readonly T[], index: number): T {
  return list[index % list.length] as T;
}

/**
 * The performance benchmark's CV: 60 positions at 13 companies over 30 years, half-year
 * positions from January 1996, the last one current. Everything follows from the index, so
 * the CV is the same on every seed.
 */
export function benchCv(now: Date): DbCv {
  const first = new Date(1996, 0, 1);
  const workExperience = Array.from({ length: BENCH_POSITIONS }, (_, index): WorkExperience => {
    const companyIndex = Math.floor((index * BENCH_COMPANIES.length) / BENCH_POSITIONS);
    const companyName = pick(BENCH_COMPANIES, companyIndex);
    const start = addMonths(first, index * 6);
    const current = index === BENCH_POSITIONS - 1;
    const fn = pick(BENCH_FUNCTIONS, index);
    const number = index + 1;
    const inGroup = companyIndex < 3;
    return buildWorkExperience({
      id: `wex_bench_${number}`,
      companyId: `cmp_bench_${companyIndex + 1}`,
      companyName,
      city: text(
        pick(['München', 'Hamburg', 'Köln', 'Stuttgart', 'Leipzig'], companyIndex),
        pick(['Munich', 'Hamburg', 'Cologne', 'Stuttgart', 'Leipzig'], companyIndex),
      ),
      ownershipStructure: pick(['100', '200', '300', '400'], companyIndex),
      companyEmployees: pick(['200', '300', '400', '500'], companyIndex),
      companyTurnover: pick(['200', '300', '400', '500'], companyIndex),
      industry: pick(BENCH_INDUSTRIES, companyIndex),
      companySituation: pick(['100', '300', '400', '600', '1000'], companyIndex),
      companyGroupId: inGroup ? 'grp_bench' : '',
      companyGroupName: inGroup ? 'Adler-Brandt-Corvus Holding' : '',
      companyGroupCountry: inGroup ? 'DE' : '',
      name: text(
        `Position ${number}: Interim-Leitung Projekt ${number}`,
        `Position ${number}: interim lead, project ${number}`,
      ),
      function: fn,
      role: pick(['200', '300', '600', '700'], index),
      contractType: pick([CONTRACT_TYPE.INTERIM, CONTRACT_TYPE.PERMANENT, CONTRACT_TYPE.CONSULTING], index),
      commitment: pick(['100', '300', '400'], index),
      placeOfOccupation: 'Hauptsitz',
      countryOfOccupation: 'DE',
      reportingTo: 'Geschäftsführung',
      isActualEngagement: current,
      dateFrom: format(start, 'yyyy-MM-dd'),
      dateTo: current ? '' : format(subDays(addMonths(start, 6), 1), 'yyyy-MM-dd'),
      description: text(
        `<p>Mandat ${number} bei der ${companyName}.</p><ul><li>Ziel ${number}.1 erreicht</li><li>Ziel ${number}.2 erreicht</li></ul>`,
        `<p>Assignment ${number} at ${companyName}.</p><ul><li>Goal ${number}.1 reached</li><li>Goal ${number}.2 reached</li></ul>`,
      ),
      coreCompetencies: [`${fn}01`, `${fn}02`, `${fn}03`].slice(0, 1 + (index % 3)),
      revenueResponsability: pick(['200', '300', '400'], index),
      costBudgetResponsability: pick(['200', '300', '400'], index),
      personnelResponsability: pick(['200', '300', '400'], index),
      noOfDirectReports: pick(['200', '300', '400'], index),
      sameCompanyRoles:
        index % 5 === 0
          ? [
              {
                name: text(`Sonderprojekt ${number}`, `Special project ${number}`),
                isActualEngagement: false,
                dateFrom: format(start, 'yyyy-MM-dd'),
                dateTo: format(addMonths(start, 3), 'yyyy-MM-dd'),
              },
            ]
          : [],
      relatedCompanyRoles:
        inGroup && index % 2 === 0
          ? [
              {
                companyName: 'Adler-Brandt Service GmbH',
                name: text('Beirat', 'Advisory board'),
                isActualEngagement: false,
                dateFrom: format(start, 'yyyy-MM-dd'),
                dateTo: format(addMonths(start, 4), 'yyyy-MM-dd'),
              },
            ]
          : [],
      missionsAbroad:
        index % 4 === 0
          ? [
              {
                country: pick(BENCH_COUNTRIES, index),
                monthsSpent: 1 + (index % 5),
                assignmentType: pick(['100', '200', '300'], index),
              },
            ]
          : [],
      reference:
        index % 3 === 0
          ? {
              name: `Referenz ${number}`,
              position: 'Geschäftsführung',
              contactDetails: `referenz${number}@example.com`,
              comment: '',
            }
          : null,
    });
  });
  return {
    ...emptyCv(),
    availability: {
      availableFrom: availableSoon(now),
      availableFromRemarks: '',
      operationalReadiness: ['100', '400'],
      dailyRateFrom: 1000,
      dailyRateTo: 1500,
      annualTargetIncome: 200000,
      mobility: '400',
      mobilityRemarks: '',
    },
    executiveSummary: text(
      '<p>Der Leistungstest: 60 Positionen bei 13 Unternehmen.</p>',
      '<p>The benchmark: 60 positions at 13 companies.</p>',
    ),
    education: [
      buildEducation({
        id: 'edu_bench_1',
        fieldOfStudy: text('Wirtschaftsingenieurwesen', 'Industrial engineering'),
        institution: text('Technische Universität Berlin', 'Technical University of Berlin'),
        details: text('Diplom', 'Diploma'),
        dateFrom: '1989-10-01',
        dateTo: '1995-09-30',
        degree: '200',
        isHighestDegree: true,
        schoolType: '200',
        educationType: '200',
        course: '100',
      }),
    ],
    // Exactly MAX_IT_SKILLS, so the limit shows.
    itSkills: { itSkills: Array.from({ length: 50 }, (_, index) => String(1001 + index)), itSkillRemarks: '' },
    languageProficiencies: [language('lng_bench_de', 'de', '100'), language('lng_bench_en', 'en', '200')],
    workExperience: workExperience.reverse(),
    revision: 1,
  };
}
